-- layoutdb store, migration 6: each distinct solved result body is stored once.
-- Configurations placed alike (two devices with one window, a self-sizing cell at one
-- width) solve to the same views, diagnostics and scroll views: a full corpus batch had
-- ~30,000 distinct bodies among ~107,000 cache rows, and storing each row's whole JSON
-- and binary form made the database four times larger than its content. A cache row now
-- keeps its configuration's header (document, revision, configuration, traits,
-- container) and refers to a content-addressed body; the result JSON is the header's
-- members followed by the body's.

-- A solved result without the members that name its configuration, as a JSON object
-- (`views`, `diagnostics`, `scrollViews`, `cached`), checked once when it is inserted.
-- `hash` is the library's hash of `body`, the key writers find a body by; rows moved
-- here from before this migration have NULL (SQLite has no hash function), so they are
-- simply not shared with new rows. `body_binary` is the body in the library's compact
-- binary form (a version byte first), which a cache hit decodes instead of the JSON;
-- NULL (every moved row: the old blobs held the header too), or a version this build
-- does not read, and the JSON is used.
CREATE TABLE solve_body (
    id INTEGER PRIMARY KEY,
    hash BLOB UNIQUE,
    body TEXT NOT NULL CHECK (json_valid(body)),
    body_binary BLOB
) STRICT;

-- Views read solve_cache: dropped here and recreated below over the new table (a view
-- naming a dropped table would make the rename fail).
DROP VIEW solved_problem;
DROP VIEW solved_configuration;

CREATE TABLE solve_cache_v6 (
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
    -- The result's members that name the configuration, as a JSON object.
    header TEXT NOT NULL CHECK (json_valid(header)),
    -- The rest of the result, shared by every row that solved to it.
    body_id INTEGER NOT NULL REFERENCES solve_body(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (revision_id, trait_key, container_width, container_height, engine_version)
) STRICT;

-- Every existing row's result, split in two: one body per row (the old rows are not
-- deduplicated; their bodies go when the rows are replaced or removed). The body id is
-- the old row's rowid, so the rows find their bodies without a search.
INSERT INTO solve_body (id, body)
SELECT rowid, json_remove(result, '$.document', '$.revision', '$.configuration', '$.traits', '$.container')
FROM solve_cache;

INSERT INTO solve_cache_v6 (revision_id, trait_key, container_width, container_height, engine_version, device,
    orientation, multitasking, width_class, height_class, content_size, direction, idiom, error_count,
    warning_count, header, body_id, created_at)
SELECT revision_id, trait_key, container_width, container_height, engine_version, device, orientation,
    multitasking, width_class, height_class, content_size, direction, idiom, error_count, warning_count,
    json_remove(result, '$.views', '$.diagnostics', '$.scrollViews', '$.cached'), rowid, created_at
FROM solve_cache;

DROP TABLE solve_cache;
ALTER TABLE solve_cache_v6 RENAME TO solve_cache;

CREATE INDEX solve_cache_by_traits ON solve_cache(width_class, height_class, content_size, direction);
CREATE INDEX solve_cache_by_body ON solve_cache(body_id);

-- A body goes with the last row that refers to it: when that row is removed (its
-- document or revision removed, by cascade) or pointed at another body (a new solve of
-- its key), so the store keeps no orphan bodies. (Each body is on one line: a
-- statement's text never has a semicolon at a line's end but its last.) Writers replace a row with an upsert,
-- not INSERT OR REPLACE, whose implicit delete fires no trigger.
CREATE TRIGGER solve_body_release_on_delete AFTER DELETE ON solve_cache
WHEN NOT EXISTS (SELECT 1 FROM solve_cache WHERE body_id = old.body_id)
BEGIN DELETE FROM solve_body WHERE id = old.body_id; END;

CREATE TRIGGER solve_body_release_on_update AFTER UPDATE OF body_id ON solve_cache
WHEN old.body_id IS NOT new.body_id AND NOT EXISTS (SELECT 1 FROM solve_cache WHERE body_id = old.body_id)
BEGIN DELETE FROM solve_body WHERE id = old.body_id; END;

-- As in migration 3.
CREATE VIEW solved_configuration AS
SELECT latest_revision.document, latest_revision.revision, solve_cache.trait_key, solve_cache.device,
       solve_cache.orientation, solve_cache.multitasking, solve_cache.width_class, solve_cache.height_class,
       solve_cache.content_size, solve_cache.direction, solve_cache.idiom,
       solve_cache.container_width, solve_cache.container_height, solve_cache.engine_version,
       solve_cache.error_count, solve_cache.warning_count, solve_cache.created_at
FROM solve_cache JOIN latest_revision USING (revision_id);

-- As in migration 3, reading the diagnostics from the row's body.
CREATE VIEW solved_problem AS
SELECT latest_revision.document, latest_revision.revision, solve_cache.trait_key, solve_cache.width_class,
       solve_cache.height_class, solve_cache.content_size, solve_cache.direction, solve_cache.device,
       json_extract(problem.value, '$.kind') AS kind, json_extract(problem.value, '$.message') AS message,
       json_extract(problem.value, '$.views') AS views
FROM solve_cache JOIN latest_revision USING (revision_id)
     JOIN solve_body ON solve_body.id = solve_cache.body_id,
     json_each(solve_body.body, '$.diagnostics') AS problem;
