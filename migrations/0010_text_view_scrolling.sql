-- layoutdb store, migration 10: whether a text view scrolls (the document's
-- `scrollEnabled`). A scrolling text view has no intrinsic size; one that does not
-- sizes to its text. NULL (every existing view) means the document did not say: the
-- self-sizing form.

ALTER TABLE view ADD COLUMN scroll_enabled INTEGER CHECK (scroll_enabled IN (0, 1));
