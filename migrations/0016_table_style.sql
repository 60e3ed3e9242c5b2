-- layoutdb store, migration 16: a table view's style (UITableView.Style), which decides
-- the side margins of an inset grouped table's cells. NULL: plain, UIKit's default.

ALTER TABLE view ADD COLUMN table_style TEXT CHECK (table_style IN ('grouped', 'insetGrouped'));
