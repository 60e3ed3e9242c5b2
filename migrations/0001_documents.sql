-- layoutdb store, migration 1: documents, revisions, and each revision's items,
-- constraints and variants as rows. Never edit this file once landed; add 0002_… instead.
-- Every revision keeps its own rows, so older revisions stay readable as they were.

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
    design_device TEXT,
    UNIQUE (document_id, number)
) STRICT;

-- One row per view. position is the depth-first index (root 0), which also fixes
-- z-order among siblings; arranged_position orders a stack view's arranged subviews.
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
    recorded_x REAL, recorded_y REAL, recorded_width REAL, recorded_height REAL,
    PRIMARY KEY (revision_id, view_id)
) STRICT;

-- The stack-view properties of views whose class is a stack view.
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

-- One row per entry of the document's constraints array. kind 'equation' and 'object'
-- are single constraints (text holds the equation as written); 'visual' holds a Visual
-- Format string in text with its options and metrics, and no anchors.
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

-- Variant predicates are columns, so trait questions are SQL. A NULL trait matches any
-- value; content_size_min/max are category orders (0 = extraSmall … 11 = AX5).
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

-- What a variant sets: one row per property, the value as JSON.
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
