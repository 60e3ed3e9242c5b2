-- layoutdb store, migration 7: the toolbar of a revision's controller containment (the
-- document's `containment.toolbar`): a navigation controller's toolbar shown below the
-- root's controller, or Interface Builder's simulated bottom toolbar. NULL means no
-- toolbar; existing revisions have none.

ALTER TABLE revision ADD COLUMN toolbar TEXT CHECK (toolbar IN ('translucent', 'opaque'));
