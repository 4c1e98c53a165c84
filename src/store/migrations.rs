//! The schema's migrations, oldest first: the SQL that brings a database from each version
//! to the next. Only ever appended to: a shipped migration is never edited, since databases
//! out there already ran it. [`super::schema`] runs them.

/// Migration N (1-based) brings the schema from version N−1 to N.
pub(super) const MIGRATIONS: [&str; 14] = [
    r"
CREATE TABLE incidents (
    id             INTEGER PRIMARY KEY,
    guild_id       TEXT,
    channel_id     TEXT    NOT NULL,
    scenario_ref   TEXT    NOT NULL,
    scenario_id    TEXT    NOT NULL,
    scenario_hash  INTEGER NOT NULL,
    seed           INTEGER NOT NULL,
    deterministic  INTEGER NOT NULL,
    pace           TEXT    NOT NULL,
    state          TEXT    NOT NULL
                   CHECK (state IN ('running', 'paused', 'finished', 'stopped', 'diverged')),
    locale         TEXT    NOT NULL,
    started_by     TEXT    NOT NULL,
    started_at_ms  INTEGER NOT NULL,
    ended_at_ms    INTEGER
);
-- At most one live incident per channel, enforced by the database itself.
CREATE UNIQUE INDEX incidents_one_live_per_channel
    ON incidents (channel_id) WHERE state IN ('running', 'paused');
CREATE INDEX incidents_by_state ON incidents (state);

CREATE TABLE actions (
    incident_id    INTEGER NOT NULL REFERENCES incidents (id),
    seq            INTEGER NOT NULL,
    minute         INTEGER NOT NULL,
    author_id      TEXT    NOT NULL,
    author_name    TEXT    NOT NULL,
    action         TEXT    NOT NULL,
    received_at_ms INTEGER NOT NULL,
    PRIMARY KEY (incident_id, seq)
) WITHOUT ROWID;

-- Digests are small and read in key order on every resume; the records are large and
-- appended in time order, so they live in a rowid table of their own.
CREATE TABLE minute_digests (
    incident_id    INTEGER NOT NULL REFERENCES incidents (id),
    minute         INTEGER NOT NULL,
    digest         INTEGER NOT NULL,
    PRIMARY KEY (incident_id, minute)
) WITHOUT ROWID;

CREATE TABLE minutes (
    incident_id    INTEGER NOT NULL REFERENCES incidents (id),
    minute         INTEGER NOT NULL,
    record         TEXT    NOT NULL
);
CREATE UNIQUE INDEX minutes_by_incident ON minutes (incident_id, minute);

CREATE TABLE server_settings (
    guild_id       TEXT PRIMARY KEY,
    locale         TEXT,
    drill_role_id  TEXT,
    max_actions_per_minute INTEGER
);
",
    // 2: the debrief's outcome, kept for the leaderboard — the score (0–100) and its parts (a
    // JSON object the drill layer writes and reads), set when a drill ends.
    r"
ALTER TABLE incidents ADD COLUMN score REAL;
ALTER TABLE incidents ADD COLUMN score_parts TEXT;
-- A role a page calls, given when the drill was started.
ALTER TABLE incidents ADD COLUMN alert_role TEXT;
CREATE INDEX incidents_for_leaderboard
    ON incidents (guild_id, scenario_id, seed) WHERE score IS NOT NULL;
",
    // 3: the outbox — what the bot must still post (alerts, scenario events, debriefs),
    // rendered to its final payload, kept until Discord accepted it or the channel is gone.
    r"
CREATE TABLE outbox (
    id             INTEGER PRIMARY KEY,
    guild_id       TEXT,
    channel_id     TEXT    NOT NULL,
    -- The order of messages in a channel, given when they were queued (rows may be
    -- inserted in another order).
    position       INTEGER NOT NULL,
    kind           TEXT    NOT NULL,
    payload_json   TEXT    NOT NULL,
    file_name      TEXT,
    file_bytes     BLOB,
    queued_at_ms   INTEGER NOT NULL,
    CHECK ((file_name IS NULL) = (file_bytes IS NULL))
);
CREATE INDEX outbox_in_order ON outbox (channel_id, position);
",
    // 4: team play — the rules a drill was started with (who may change controls, a quorum
    // for turn-based play, whether the coach explains), the team's log (roles, stakeholder
    // updates, ready for the next turn), and the index that finds a channel's last ended
    // drill when its status is asked for after a restart.
    r"
ALTER TABLE incidents ADD COLUMN control_policy TEXT NOT NULL DEFAULT 'anyone'
    CHECK (control_policy IN ('anyone', 'ops'));
ALTER TABLE incidents ADD COLUMN quorum INTEGER CHECK (quorum IS NULL OR quorum BETWEEN 1 AND 25);
ALTER TABLE incidents ADD COLUMN hints INTEGER NOT NULL DEFAULT 1 CHECK (hints IN (0, 1));
CREATE TABLE team_log (
    incident_id    INTEGER NOT NULL REFERENCES incidents (id),
    seq            INTEGER NOT NULL,
    minute         INTEGER NOT NULL,
    author_id      TEXT    NOT NULL,
    author_name    TEXT    NOT NULL,
    at_ms          INTEGER NOT NULL,
    kind           TEXT    NOT NULL CHECK (kind IN ('role', 'update', 'ready')),
    role           TEXT    CHECK (role IS NULL OR role IN ('commander', 'comms', 'ops')),
    member_id      TEXT,
    member_name    TEXT,
    text           TEXT,
    PRIMARY KEY (incident_id, seq)
) WITHOUT ROWID;
CREATE INDEX incidents_ended_by_channel
    ON incidents (channel_id, ended_at_ms) WHERE state IN ('finished', 'stopped');
",
    // 5: scenarios uploaded to a server (`/scenario upload`). Their text is kept by content
    // hash, apart from the server's list: a drill started from one finds its text again
    // (incidents.scenario_hash) after a restart, also once the server removed it.
    r"
CREATE TABLE scenario_texts (
    content_hash   INTEGER PRIMARY KEY,
    file_name      TEXT    NOT NULL,
    toml           TEXT    NOT NULL
);
CREATE TABLE server_scenarios (
    guild_id       TEXT    NOT NULL,
    scenario_id    TEXT    NOT NULL,
    content_hash   INTEGER NOT NULL REFERENCES scenario_texts (content_hash),
    uploaded_by    TEXT    NOT NULL,
    uploaded_at_ms INTEGER NOT NULL,
    PRIMARY KEY (guild_id, scenario_id)
) WITHOUT ROWID;
",
    // 6: rewinds of turn-based drills. A rewind keeps the actions it dropped, marked with
    // its number (`rewound_in`), so the dropped branch stays in the timeline and the report
    // while a replay skips it; a rewound drill is practice, listed apart on the leaderboard.
    r"
ALTER TABLE incidents ADD COLUMN practice INTEGER NOT NULL DEFAULT 0 CHECK (practice IN (0, 1));
ALTER TABLE actions ADD COLUMN rewound_in INTEGER;
CREATE TABLE rewinds (
    incident_id    INTEGER NOT NULL REFERENCES incidents (id),
    seq            INTEGER NOT NULL,
    from_minute    INTEGER NOT NULL,
    to_minute      INTEGER NOT NULL,
    author_id      TEXT    NOT NULL,
    author_name    TEXT    NOT NULL,
    at_ms          INTEGER NOT NULL,
    PRIMARY KEY (incident_id, seq)
) WITHOUT ROWID;
",
    // 7: the drills' web links, so that a link posted in a channel still opens its drill
    // after a restart (until it expires, a retention after its drill ended).
    r"
CREATE TABLE web_links (
    token          TEXT    PRIMARY KEY,
    incident_id    INTEGER NOT NULL REFERENCES incidents (id),
    access         TEXT    NOT NULL
);
CREATE INDEX web_links_by_incident ON web_links (incident_id);
",
    // 8: whether a drill's seed stays secret until its end (nobody chose it). Drills
    // started before showed their seeds, and keep doing so.
    r"
ALTER TABLE incidents ADD COLUMN seed_secret INTEGER NOT NULL DEFAULT 0
    CHECK (seed_secret IN (0, 1));
",
    // 9: a drill's debrief is owed from the statement that ends the drill until the one
    // that queues it in the outbox: a stop at any instant leaves one or the other.
    r"
ALTER TABLE incidents ADD COLUMN debrief_owed INTEGER NOT NULL DEFAULT 0 CHECK (debrief_owed IN (0, 1));
CREATE INDEX incidents_owing_a_debrief ON incidents (id) WHERE debrief_owed = 1;
",
    // 10: whether the member who started a drill is its game master (issue 30). Drills
    // started before had none.
    r"
ALTER TABLE incidents ADD COLUMN game_master INTEGER NOT NULL DEFAULT 0
    CHECK (game_master IN (0, 1));
",
    // 11: drills on a schedule (`/schedule add`), and each occurrence handled — started,
    // or skipped and told — recorded before anything is posted, at most once per
    // occurrence (the primary key), so a restart around the time never starts it twice.
    r"
CREATE TABLE schedules (
    id             INTEGER PRIMARY KEY,
    guild_id       TEXT    NOT NULL,
    channel_id     TEXT    NOT NULL,
    scenario_id    TEXT    NOT NULL,
    at_minute      INTEGER NOT NULL CHECK (at_minute BETWEEN 0 AND 1439),
    every          TEXT    NOT NULL CHECK (every IN ('once', 'day', 'week')),
    weekday        TEXT    CHECK ((every = 'week') = (weekday IS NOT NULL)),
    ping_role      TEXT,
    pace           TEXT    NOT NULL,
    created_by     TEXT    NOT NULL,
    created_by_name TEXT   NOT NULL,
    created_at_ms  INTEGER NOT NULL
);
CREATE INDEX schedules_by_guild ON schedules (guild_id);
CREATE TABLE schedule_runs (
    schedule_id    INTEGER NOT NULL,
    occurrence_ms  INTEGER NOT NULL,
    outcome        TEXT    NOT NULL CHECK (outcome IN ('starting', 'started', 'late', 'busy', 'failed')),
    incident_id    INTEGER REFERENCES incidents (id),
    at_ms          INTEGER NOT NULL,
    PRIMARY KEY (schedule_id, occurrence_ms)
) WITHOUT ROWID;
",
    // 12: each server's secret link to its progress page on the web (issue 31), made on
    // first need and kept, so that a link posted in a channel outlives a restart.
    r"
CREATE TABLE progress_links (
    token          TEXT    PRIMARY KEY,
    guild_id       TEXT    NOT NULL UNIQUE
);
",
    // 13: a server's game-master role (its members are the game masters of every drill in
    // the server) and its time zone (a tz database name; none is UTC), beside the drill role;
    // and whether a scheduled occurrence's message is in the outbox (`told`, set in the
    // transaction that queues it), so a stop before that tells it on the next start.
    // Occurrences handled before were told (or lost) already.
    r"
ALTER TABLE server_settings ADD COLUMN game_master_role_id TEXT;
ALTER TABLE server_settings ADD COLUMN time_zone TEXT;
ALTER TABLE schedule_runs ADD COLUMN told INTEGER NOT NULL DEFAULT 1 CHECK (told IN (0, 1));
CREATE INDEX schedule_runs_untold ON schedule_runs (schedule_id) WHERE told = 0;
",
    // 14: a schedule's game master (issue 31: `/schedule add … gm:@member`): its drills
    // start in that member's name, as their game master. Both columns or neither.
    r"
ALTER TABLE schedules ADD COLUMN game_master_id TEXT;
ALTER TABLE schedules ADD COLUMN game_master_name TEXT;
",
];
