-- layoutdb store, migration 15: what sizes a configured button, a date picker and a
-- segmented control. A button's UIButton.Configuration style (NULL: a button without a
-- configuration, sized by its title and the default padding), a date picker's style
-- (NULL: not given) and a segmented control's segments' titles as a JSON array of
-- strings (NULL: none given).

ALTER TABLE view ADD COLUMN button_configuration TEXT CHECK (button_configuration IN ('plain', 'gray', 'tinted', 'filled'));
ALTER TABLE view ADD COLUMN date_picker_style TEXT CHECK (date_picker_style IN ('automatic', 'compact', 'inline', 'wheels'));
ALTER TABLE view ADD COLUMN segment_titles TEXT CHECK (segment_titles IS NULL OR json_type(segment_titles) = 'array');
