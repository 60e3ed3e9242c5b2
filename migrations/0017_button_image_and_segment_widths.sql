-- layoutdb store, migration 17: what else sizes a configured button and a segmented
-- control. A configured button's image is kept in image_width and image_height as an
-- image view's is; image_text_style, or image_font_size with image_font_weight, is its
-- SF Symbol's font (NULL: a raster image, its size in points). segments_by_content is a
-- segmented control's apportionsSegmentWidthsByContent (NULL: off, UIKit's default).

ALTER TABLE view ADD COLUMN image_text_style TEXT;
ALTER TABLE view ADD COLUMN image_font_size REAL CHECK (image_font_size IS NULL OR image_font_size > 0);
ALTER TABLE view ADD COLUMN image_font_weight TEXT;
ALTER TABLE view ADD COLUMN segments_by_content INTEGER CHECK (segments_by_content IN (0, 1));
