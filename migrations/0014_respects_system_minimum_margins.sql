-- layoutdb store, migration 14: whether a revision's root view controller respects the
-- system minimum layout margins (the document's `containment.viewRespectsSystemMinimumLayoutMargins`,
-- UIKit's `viewRespectsSystemMinimumLayoutMargins`). Existing revisions do, as UIKit's default.

ALTER TABLE revision ADD COLUMN respects_system_minimum_margins INTEGER NOT NULL DEFAULT 1
    CHECK (respects_system_minimum_margins IN (0, 1));
