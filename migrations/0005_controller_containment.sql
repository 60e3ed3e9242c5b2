-- layoutdb store, migration 5: a revision's controller containment (the document's
-- optional `containment` key): the navigation and tab bars of the container
-- controllers its root's controller is shown in, and automaticallyAdjustsScrollViewInsets.
-- NULL bar columns mean no such bar; existing revisions have none.

ALTER TABLE revision ADD COLUMN navigation_bar TEXT CHECK (navigation_bar IN ('translucent', 'opaque'));
ALTER TABLE revision ADD COLUMN tab_bar TEXT CHECK (tab_bar IN ('translucent', 'opaque'));
ALTER TABLE revision ADD COLUMN adjusts_scroll_view_insets INTEGER NOT NULL DEFAULT 1
    CHECK (adjusts_scroll_view_insets IN (0, 1));
