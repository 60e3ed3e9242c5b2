// HarfBuzz for LayoutText: shaping, its OpenType font functions, and faces made from FreeType faces.
#include <hb.h>
#include <hb-ot.h>
#include <hb-ft.h>
