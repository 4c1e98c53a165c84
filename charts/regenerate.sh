#!/usr/bin/env sh
# Regenerates the chart gallery of README.md: every scenario at seed 42 with the scripted
# response of its golden trace (tests/golden/*.actions), in English, and one in Russian.
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet
for scenario in free-play bad-deploy viral-surge cache-flush; do
  ./target/release/oncall-drill simulate --scenario "$scenario" --seed 42 \
    --actions "tests/golden/$scenario.actions" --charts charts --locale en-US > /dev/null
done
./target/release/oncall-drill simulate --scenario bad-deploy --seed 42 \
  --actions tests/golden/bad-deploy.actions --charts charts --locale ru > /dev/null
ls charts/*.png
