-- layoutdb store, migration 13: what decides the size of some UIKit controls. A
-- button's contentEdgeInsets (NULL: none, the title with the default padding), an
-- activity indicator's style (NULL: medium) and a search bar's style (NULL: default).

ALTER TABLE view ADD COLUMN content_inset_top REAL;
ALTER TABLE view ADD COLUMN content_inset_left REAL;
ALTER TABLE view ADD COLUMN content_inset_bottom REAL;
ALTER TABLE view ADD COLUMN content_inset_right REAL;
ALTER TABLE view ADD COLUMN activity_indicator_style TEXT
    CHECK (activity_indicator_style IN ('medium', 'large', 'white', 'gray', 'whiteLarge'));
ALTER TABLE view ADD COLUMN search_bar_style TEXT CHECK (search_bar_style IN ('default', 'prominent', 'minimal'));
