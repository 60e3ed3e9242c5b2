-- layoutdb store, migration 8: the Interface Builder ids of a revision's built-in guides.
-- A view's id converts to its document id and back without a table, but a built-in
-- guide is named after its view (`_8bC_Xf_vdC.topLayoutGuide`), so the id the file gives
-- it (`<viewControllerLayoutGuide type="top" id="BGU-Fc-pLc"/>`, a safe area's or a
-- scroll view's content and frame guides' `viewLayoutGuide`) is kept here, for commands
-- that take an item as the file names it. Revisions imported from JSON, and those stored
-- before this migration, have none.
CREATE TABLE interface_builder_guide (
    revision_id INTEGER NOT NULL REFERENCES revision(id) ON DELETE CASCADE,
    interface_builder_id TEXT NOT NULL,
    -- The item as constraints name it: VIEW.topLayoutGuide, VIEW.safeArea, ...
    item TEXT NOT NULL,
    PRIMARY KEY (revision_id, interface_builder_id)
) STRICT;
