// FreeType for LayoutText: faces, sizes and the sfnt tables (OS/2, hhea) it reads metrics from.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
