#!/usr/bin/env sh
# Regenerates the chart gallery of README.md: every scenario at seed 42 with the scripted
# response of its golden trace (tests/golden/*.actions), in English, and one in Russian.
# Each gives the status's compact live chart (`-live.png`, 640×480, the last hour) and the
# whole drill's run chart (`-run.png`, 1200×1500, the debrief's: the what-if runs' budgets
# and the score's parts of the run, no action and the expert). Honours CARGO_TARGET_DIR.
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin="${CARGO_TARGET_DIR:-target}/release/oncall-drill"
for scenario in free-play bad-deploy viral-surge cache-flush; do
  "$bin" simulate --scenario "$scenario" --seed 42 \
    --actions "tests/golden/$scenario.actions" --charts charts --locale en-US > /dev/null
done
"$bin" simulate --scenario bad-deploy --seed 42 \
  --actions tests/golden/bad-deploy.actions --charts charts --locale ru > /dev/null
ls charts/*.png
