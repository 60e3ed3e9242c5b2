-- layoutdb store, migration 20: a table view's separator style (UITableView.separatorStyle),
-- on a table or on a root cell for the table it is shown in; a table without separators
-- leaves its self-sizing cells no room below their content views. NULL: singleLine,
-- UIKit's default.

ALTER TABLE view ADD COLUMN separator_style TEXT CHECK (separator_style IN ('none'));
