#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <glib-object.h>

// Function-like macros and GObject casts do not import into Swift.
static inline PangoFcFontMap *ccairo_as_fc_font_map(PangoFontMap *map) {
    return PANGO_FC_FONT_MAP(map);
}
static inline void ccairo_object_unref(void *object) {
    if (object) g_object_unref(object);
}
static inline int ccairo_pango_scale(void) { return PANGO_SCALE; }

#endif
