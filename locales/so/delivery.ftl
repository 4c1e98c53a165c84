# Delivery: what the bot says about its own messages. A status that had to wait for Discord
# says when its minute was computed. $time and $ago are Discord timestamps: each reader sees
# the time in their own time zone, and "40 seconds ago" kept current, in their own language.

status-stale = ⏳ Xaaladdii { $time } ({ $ago }): Discord ayaa dib u dhigaya bot-ka, sidaas darteed xaaladdani way ka dambaysaa layliga.
