-- layoutdb store, migration 9: a text field's border style (the document's
-- `borderStyle`), which decides the room it leaves around its text. NULL means the
-- document named none (a rounded rect); existing views have none.

ALTER TABLE view ADD COLUMN border_style TEXT CHECK (border_style IN ('none', 'line', 'bezel', 'roundedRect'));
