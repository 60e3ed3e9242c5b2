-- layoutdb store, migration 3: views for `layoutdb sql` and `layoutdb query`, so that
-- questions about the latest revision of each document need no joins by hand.

-- Each document's latest revision.
CREATE VIEW latest_revision AS
SELECT document.name AS document, revision.id AS revision_id, revision.number AS revision,
       revision.created_at, revision.source
FROM document JOIN revision ON revision.document_id = document.id
WHERE revision.number = (SELECT max(r.number) FROM revision r WHERE r.document_id = document.id);

-- The views of each document's latest revision.
CREATE VIEW latest_view AS
SELECT latest_revision.document, view.*
FROM view JOIN latest_revision USING (revision_id);

-- The constraint entries of each document's latest revision.
CREATE VIEW latest_constraint AS
SELECT latest_revision.document, layout_constraint.*
FROM layout_constraint JOIN latest_revision USING (revision_id);

-- The variants of each document's latest revision, with what they set.
CREATE VIEW latest_variant AS
SELECT latest_revision.document, variant.*,
       (SELECT json_group_array(json_object('property', property, 'value', json(value)))
        FROM variant_change c
        WHERE c.revision_id = variant.revision_id AND c.variant_position = variant.position) AS changes
FROM variant JOIN latest_revision USING (revision_id);

-- Every solved configuration of each document's latest revision (from `solve` and
-- `batch`), with its problem counts.
CREATE VIEW solved_configuration AS
SELECT latest_revision.document, latest_revision.revision, solve_cache.trait_key, solve_cache.device,
       solve_cache.orientation, solve_cache.multitasking, solve_cache.width_class, solve_cache.height_class,
       solve_cache.content_size, solve_cache.direction, solve_cache.idiom,
       solve_cache.container_width, solve_cache.container_height, solve_cache.engine_version,
       solve_cache.error_count, solve_cache.warning_count, solve_cache.created_at
FROM solve_cache JOIN latest_revision USING (revision_id);

-- One row per diagnostic of every solved configuration of the latest revisions.
CREATE VIEW solved_problem AS
SELECT latest_revision.document, latest_revision.revision, solve_cache.trait_key, solve_cache.width_class,
       solve_cache.height_class, solve_cache.content_size, solve_cache.direction, solve_cache.device,
       json_extract(problem.value, '$.kind') AS kind, json_extract(problem.value, '$.message') AS message,
       json_extract(problem.value, '$.views') AS views
FROM solve_cache JOIN latest_revision USING (revision_id),
     json_each(solve_cache.result, '$.diagnostics') AS problem;
