-- layoutdb store, migration 15: what sizes a configured button and a date picker. A
-- button's UIButton.Configuration style (NULL: a button without a configuration, sized
-- by its title and the default padding) and a date picker's style (NULL: not given).

ALTER TABLE view ADD COLUMN button_configuration TEXT CHECK (button_configuration IN ('plain', 'gray', 'tinted', 'filled'));
ALTER TABLE view ADD COLUMN date_picker_style TEXT CHECK (date_picker_style IN ('automatic', 'compact', 'inline', 'wheels'));
