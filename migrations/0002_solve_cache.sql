-- layoutdb store, migration 2: the solve cache. A row is served only for the exact
-- revision, trait key, container and engine version it was solved for, so a new
-- revision or a new engine is never answered with stale frames.
CREATE TABLE solve_cache (
    revision_id INTEGER NOT NULL REFERENCES revision(id) ON DELETE CASCADE,
    trait_key TEXT NOT NULL,
    container_width REAL NOT NULL,
    container_height REAL NOT NULL,
    engine_version TEXT NOT NULL,
    -- The solved result as the library encodes it (frames and diagnostics).
    result TEXT NOT NULL CHECK (json_valid(result)),
    problem_count INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (revision_id, trait_key, container_width, container_height, engine_version)
) STRICT;
