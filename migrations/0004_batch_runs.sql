-- layoutdb store, migration 4: batch runs (`layoutdb batch`). A run records when it
-- started and finished, the engine that solved it, the revision of each document it
-- solved, and per configuration the problem counts, the problems' kinds and views (what
-- a later run compares itself with: `--baseline RUN|last`) and the reference of the
-- result in solve_cache. The problems are kept here, not only in the cache, because a
-- cache row is replaced by a later solve of the same key and removed with its document.

CREATE TABLE batch_run (
    id INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    -- NULL while the run is going on, or when it was interrupted.
    finished_at TEXT,
    -- The engine version of the solve cache keys its results were stored under.
    engine_version TEXT NOT NULL,
    -- The matrix as the command line spells it, e.g. "devices=phones content-sizes=all".
    matrix TEXT NOT NULL,
    configuration_count INTEGER NOT NULL DEFAULT 0,
    unsolved_count INTEGER NOT NULL DEFAULT 0,
    error_count INTEGER NOT NULL DEFAULT 0,
    warning_count INTEGER NOT NULL DEFAULT 0
) STRICT;

-- The documents of a run, each at the revision it solved.
CREATE TABLE batch_document (
    run_id INTEGER NOT NULL REFERENCES batch_run(id) ON DELETE CASCADE,
    document TEXT NOT NULL,
    revision INTEGER NOT NULL,
    -- NULL once the revision is removed from the store; the run's record stays.
    revision_id INTEGER REFERENCES revision(id) ON DELETE SET NULL,
    PRIMARY KEY (run_id, document)
) STRICT;

-- One row per document and configuration of a run. The result is the solve_cache row
-- (revision_id of batch_document, trait_key, container, engine_version of batch_run);
-- unsolved configurations have no result and say why in `unsolved`.
CREATE TABLE batch_result (
    run_id INTEGER NOT NULL,
    document TEXT NOT NULL,
    trait_key TEXT NOT NULL,
    container_width REAL NOT NULL,
    container_height REAL NOT NULL,
    error_count INTEGER NOT NULL,
    warning_count INTEGER NOT NULL,
    -- [{"kind": …, "views": […]}, …] in the engine's order.
    problems TEXT NOT NULL CHECK (json_valid(problems)),
    unsolved TEXT,
    PRIMARY KEY (run_id, document, trait_key),
    FOREIGN KEY (run_id, document) REFERENCES batch_document(run_id, document) ON DELETE CASCADE
) STRICT;

-- One row per problem of every configuration of every run, for `layoutdb sql`.
CREATE VIEW batch_problem AS
SELECT batch_result.run_id, batch_result.document, batch_document.revision, batch_result.trait_key,
       json_extract(problem.value, '$.kind') AS kind, json_extract(problem.value, '$.views') AS views
FROM batch_result JOIN batch_document USING (run_id, document),
     json_each(batch_result.problems) AS problem;
