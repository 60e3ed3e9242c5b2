-- layoutdb store, migration 2: the solve cache. A row is served only for the exact
-- revision, trait key, container and engine version it was solved for, so a new
-- revision or a new engine is never answered with stale frames.
-- The configuration's parts are columns too, so "which documents break at compact
-- width" is a query.
CREATE TABLE solve_cache (
    revision_id INTEGER NOT NULL REFERENCES revision(id) ON DELETE CASCADE,
    trait_key TEXT NOT NULL,
    container_width REAL NOT NULL,
    container_height REAL NOT NULL,
    engine_version TEXT NOT NULL,
    device TEXT NOT NULL,
    orientation TEXT NOT NULL,
    multitasking TEXT NOT NULL,
    width_class TEXT NOT NULL,
    height_class TEXT NOT NULL,
    content_size TEXT NOT NULL,
    direction TEXT NOT NULL,
    idiom TEXT NOT NULL,
    -- Unsatisfiable or ambiguous layouts, and the geometric warnings.
    error_count INTEGER NOT NULL,
    warning_count INTEGER NOT NULL,
    -- The solved result as the library encodes it (frames and diagnostics).
    result TEXT NOT NULL CHECK (json_valid(result)),
    -- The same result in the library's compact binary form (a version byte first), which
    -- a cache hit decodes instead of the JSON; NULL, or a version this build does not
    -- read, and the JSON is used.
    result_binary BLOB,
    created_at TEXT NOT NULL,
    PRIMARY KEY (revision_id, trait_key, container_width, container_height, engine_version)
) STRICT;

CREATE INDEX solve_cache_by_traits ON solve_cache(width_class, height_class, content_size, direction);
