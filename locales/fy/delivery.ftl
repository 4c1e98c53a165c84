# Delivery: what the bot says about its own messages. A status that had to wait for Discord
# says when its minute was computed. $time and $ago are Discord timestamps: each reader sees
# the time in their own time zone, and "40 seconds ago" kept current, in their own language.

status-stale = ⏳ Stân fan { $time } ({ $ago }): Discord hâldt de bot op, dêrom rint dizze status efter by de oefening.
