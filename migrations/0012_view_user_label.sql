-- layoutdb store, migration 12: the name a designer gave a view (the document's
-- `userLabel`, Interface Builder's Label in the Document Outline), which results show
-- beside the view's ids. NULL means the view has none (every existing view).

ALTER TABLE view ADD COLUMN user_label TEXT;
