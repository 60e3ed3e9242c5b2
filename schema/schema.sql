-- The whole layoutdb schema as migrations/ produce it, in creation order.
-- Generated, never edited by hand: a test (StoreSchemaTests) keeps it equal to the migrations.

CREATE TABLE document (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
) STRICT;

CREATE TABLE revision (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES document(id) ON DELETE CASCADE,
    number INTEGER NOT NULL CHECK (number >= 1),
    created_at TEXT NOT NULL,
    -- The file the revision was imported from, as the user named it.
    source TEXT,
    design_device TEXT, navigation_bar TEXT CHECK (navigation_bar IN ('translucent', 'opaque')), tab_bar TEXT CHECK (tab_bar IN ('translucent', 'opaque')), adjusts_scroll_view_insets INTEGER NOT NULL DEFAULT 1
    CHECK (adjusts_scroll_view_insets IN (0, 1)), toolbar TEXT CHECK (toolbar IN ('translucent', 'opaque')), respects_system_minimum_margins INTEGER NOT NULL DEFAULT 1
    CHECK (respects_system_minimum_margins IN (0, 1)),
    UNIQUE (document_id, number)
) STRICT;

CREATE TABLE view (
    revision_id INTEGER NOT NULL REFERENCES revision(id) ON DELETE CASCADE,
    view_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    parent_id TEXT,
    arranged_position INTEGER,
    class TEXT NOT NULL,
    -- The subclass a design tool named (Interface Builder's customClass).
    custom_class TEXT,
    hidden INTEGER NOT NULL CHECK (hidden IN (0, 1)),
    translates_autoresizing_mask INTEGER NOT NULL CHECK (translates_autoresizing_mask IN (0, 1)),
    frame_x REAL NOT NULL, frame_y REAL NOT NULL, frame_width REAL NOT NULL, frame_height REAL NOT NULL,
    autoresizing_mask INTEGER NOT NULL,
    intrinsic_width REAL,
    intrinsic_height REAL,
    hugging_horizontal REAL NOT NULL, hugging_vertical REAL NOT NULL,
    compression_horizontal REAL NOT NULL, compression_vertical REAL NOT NULL,
    -- 'directional' (top/leading/bottom/trailing) or 'fixed' (top/left/bottom/right).
    margins_kind TEXT NOT NULL CHECK (margins_kind IN ('directional', 'fixed')),
    margin_top REAL NOT NULL, margin_start REAL NOT NULL, margin_bottom REAL NOT NULL, margin_end REAL NOT NULL,
    preserves_superview_margins INTEGER NOT NULL CHECK (preserves_superview_margins IN (0, 1)),
    insets_margins_from_safe_area INTEGER NOT NULL CHECK (insets_margins_from_safe_area IN (0, 1)),
    semantic_content_attribute TEXT NOT NULL,
    baseline_offset REAL,
    text TEXT,
    title TEXT,
    placeholder TEXT,
    text_style TEXT,
    font_size REAL,
    font_weight TEXT,
    adjusts_font_for_content_size INTEGER CHECK (adjusts_font_for_content_size IN (0, 1)),
    number_of_lines INTEGER NOT NULL,
    image_width REAL,
    image_height REAL,
    recorded_x REAL, recorded_y REAL, recorded_width REAL, recorded_height REAL, border_style TEXT CHECK (border_style IN ('none', 'line', 'bezel', 'roundedRect')), scroll_enabled INTEGER CHECK (scroll_enabled IN (0, 1)), user_label TEXT, content_inset_top REAL, content_inset_left REAL, content_inset_bottom REAL, content_inset_right REAL, activity_indicator_style TEXT
    CHECK (activity_indicator_style IN ('medium', 'large', 'white', 'gray', 'whiteLarge')), search_bar_style TEXT CHECK (search_bar_style IN ('default', 'prominent', 'minimal')), button_configuration TEXT CHECK (button_configuration IN ('plain', 'gray', 'tinted', 'filled')), date_picker_style TEXT CHECK (date_picker_style IN ('automatic', 'compact', 'inline', 'wheels')), segment_titles TEXT CHECK (segment_titles IS NULL OR json_type(segment_titles) = 'array'), table_style TEXT CHECK (table_style IN ('grouped', 'insetGrouped')), image_text_style TEXT, image_font_size REAL CHECK (image_font_size IS NULL OR image_font_size > 0), image_font_weight TEXT, segments_by_content INTEGER CHECK (segments_by_content IN (0, 1)), separator_style TEXT CHECK (separator_style IN ('none')),
    PRIMARY KEY (revision_id, view_id)
) STRICT;

CREATE TABLE stack_view (
    revision_id INTEGER NOT NULL,
    view_id TEXT NOT NULL,
    axis TEXT NOT NULL CHECK (axis IN ('horizontal', 'vertical')),
    distribution TEXT NOT NULL,
    alignment TEXT NOT NULL,
    -- NULL spacing means UIStackView.spacingUseSystem.
    spacing REAL,
    custom_spacing TEXT NOT NULL CHECK (json_valid(custom_spacing)),
    baseline_relative INTEGER NOT NULL CHECK (baseline_relative IN (0, 1)),
    layout_margins_relative INTEGER NOT NULL CHECK (layout_margins_relative IN (0, 1)),
    PRIMARY KEY (revision_id, view_id),
    FOREIGN KEY (revision_id, view_id) REFERENCES view(revision_id, view_id) ON DELETE CASCADE
) STRICT;

CREATE TABLE guide (
    revision_id INTEGER NOT NULL REFERENCES revision(id) ON DELETE CASCADE,
    guide_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    owner_id TEXT NOT NULL,
    PRIMARY KEY (revision_id, guide_id)
) STRICT;

CREATE TABLE layout_constraint (
    revision_id INTEGER NOT NULL REFERENCES revision(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    constraint_id TEXT,
    kind TEXT NOT NULL CHECK (kind IN ('equation', 'object', 'visual')),
    text TEXT,
    first_item TEXT,
    first_guide TEXT,
    first_attribute TEXT,
    relation TEXT CHECK (relation IN ('==', '<=', '>=')),
    second_item TEXT,
    second_guide TEXT,
    second_attribute TEXT,
    multiplier REAL,
    constant REAL,
    priority REAL,
    identifier TEXT,
    active INTEGER CHECK (active IN (0, 1)),
    placeholder INTEGER CHECK (placeholder IN (0, 1)),
    format_options INTEGER,
    metrics TEXT CHECK (metrics IS NULL OR json_valid(metrics)),
    PRIMARY KEY (revision_id, position)
) STRICT;

CREATE TABLE variant (
    revision_id INTEGER NOT NULL REFERENCES revision(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    width_class TEXT,
    height_class TEXT,
    content_size_min INTEGER,
    content_size_max INTEGER,
    direction TEXT,
    idiom TEXT,
    target_kind TEXT NOT NULL CHECK (target_kind IN ('view', 'constraint', 'guide')),
    target_id TEXT NOT NULL,
    installed INTEGER CHECK (installed IN (0, 1)),
    specificity INTEGER NOT NULL,
    PRIMARY KEY (revision_id, position)
) STRICT;

CREATE TABLE variant_change (
    revision_id INTEGER NOT NULL,
    variant_position INTEGER NOT NULL,
    position INTEGER NOT NULL,
    property TEXT NOT NULL,
    value TEXT NOT NULL CHECK (json_valid(value)),
    PRIMARY KEY (revision_id, variant_position, position),
    FOREIGN KEY (revision_id, variant_position) REFERENCES variant(revision_id, position) ON DELETE CASCADE
) STRICT;

CREATE INDEX revision_by_document ON revision(document_id, number);

CREATE INDEX variant_by_traits ON variant(width_class, height_class, idiom, direction);

CREATE VIEW latest_revision AS
SELECT document.name AS document, revision.id AS revision_id, revision.number AS revision,
       revision.created_at, revision.source
FROM document JOIN revision ON revision.document_id = document.id
WHERE revision.number = (SELECT max(r.number) FROM revision r WHERE r.document_id = document.id);

CREATE VIEW latest_view AS
SELECT latest_revision.document, view.*
FROM view JOIN latest_revision USING (revision_id);

CREATE VIEW latest_constraint AS
SELECT latest_revision.document, layout_constraint.*
FROM layout_constraint JOIN latest_revision USING (revision_id);

CREATE VIEW latest_variant AS
SELECT latest_revision.document, variant.*,
       (SELECT json_group_array(json_object('property', property, 'value', json(value)))
        FROM variant_change c
        WHERE c.revision_id = variant.revision_id AND c.variant_position = variant.position) AS changes
FROM variant JOIN latest_revision USING (revision_id);

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
, claimed_by TEXT, claimed_at TEXT) STRICT;

CREATE TABLE batch_document (
    run_id INTEGER NOT NULL REFERENCES batch_run(id) ON DELETE CASCADE,
    document TEXT NOT NULL,
    revision INTEGER NOT NULL,
    -- NULL once the revision is removed from the store; the run's record stays.
    revision_id INTEGER REFERENCES revision(id) ON DELETE SET NULL,
    PRIMARY KEY (run_id, document)
) STRICT;

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

CREATE VIEW batch_problem AS
SELECT batch_result.run_id, batch_result.document, batch_document.revision, batch_result.trait_key,
       json_extract(problem.value, '$.kind') AS kind, json_extract(problem.value, '$.views') AS views
FROM batch_result JOIN batch_document USING (run_id, document),
     json_each(batch_result.problems) AS problem;

CREATE TABLE solve_body (
    id INTEGER PRIMARY KEY,
    hash BLOB UNIQUE,
    body TEXT NOT NULL CHECK (json_valid(body)),
    body_binary BLOB
) STRICT;

CREATE TABLE "solve_cache" (
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

CREATE INDEX solve_cache_by_traits ON solve_cache(width_class, height_class, content_size, direction);

CREATE INDEX solve_cache_by_body ON solve_cache(body_id);

CREATE TRIGGER solve_body_release_on_delete AFTER DELETE ON solve_cache
WHEN NOT EXISTS (SELECT 1 FROM solve_cache WHERE body_id = old.body_id)
BEGIN DELETE FROM solve_body WHERE id = old.body_id; END;

CREATE TRIGGER solve_body_release_on_update AFTER UPDATE OF body_id ON solve_cache
WHEN old.body_id IS NOT new.body_id AND NOT EXISTS (SELECT 1 FROM solve_cache WHERE body_id = old.body_id)
BEGIN DELETE FROM solve_body WHERE id = old.body_id; END;

CREATE VIEW solved_configuration AS
SELECT latest_revision.document, latest_revision.revision, solve_cache.trait_key, solve_cache.device,
       solve_cache.orientation, solve_cache.multitasking, solve_cache.width_class, solve_cache.height_class,
       solve_cache.content_size, solve_cache.direction, solve_cache.idiom,
       solve_cache.container_width, solve_cache.container_height, solve_cache.engine_version,
       solve_cache.error_count, solve_cache.warning_count, solve_cache.created_at
FROM solve_cache JOIN latest_revision USING (revision_id);

CREATE VIEW solved_problem AS
SELECT latest_revision.document, latest_revision.revision, solve_cache.trait_key, solve_cache.width_class,
       solve_cache.height_class, solve_cache.content_size, solve_cache.direction, solve_cache.device,
       json_extract(problem.value, '$.kind') AS kind, json_extract(problem.value, '$.message') AS message,
       json_extract(problem.value, '$.views') AS views
FROM solve_cache JOIN latest_revision USING (revision_id)
     JOIN solve_body ON solve_body.id = solve_cache.body_id,
     json_each(solve_body.body, '$.diagnostics') AS problem;

CREATE TABLE interface_builder_guide (
    revision_id INTEGER NOT NULL REFERENCES revision(id) ON DELETE CASCADE,
    interface_builder_id TEXT NOT NULL,
    -- The item as constraints name it: VIEW.topLayoutGuide, VIEW.safeArea, ...
    item TEXT NOT NULL,
    PRIMARY KEY (revision_id, interface_builder_id)
) STRICT;
