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
#include <sys/syscall.h>
#include <unistd.h>

// Function-like macros and GObject casts do not import into Swift.
static inline PangoFcFontMap *ccairo_as_fc_font_map(PangoFontMap *map) {
    return PANGO_FC_FONT_MAP(map);
}
static inline void ccairo_object_unref(void *object) {
    if (object) g_object_unref(object);
}
static inline void ccairo_object_ref(void *object) {
    if (object) g_object_ref(object);
}
static inline int ccairo_pango_scale(void) { return PANGO_SCALE; }

// --- Text shaping and drawing (TextShaping, CairoRenderer) ---

// The calling thread's CPU mask, bound to the CPU it runs on and restored
// (FontSystem+HelperThreads.swift). Raw system calls: sched.h declares
// cpu_set_t and sched_getcpu only under _GNU_SOURCE, which a module header
// cannot set. Up to 1,024 CPUs; on a larger machine binding is skipped.
typedef struct { unsigned long bits[16]; long size; } ccairo_cpu_mask;

// The CPUs the calling thread may run on; 0 when they cannot be read.
static inline int ccairo_read_cpus(ccairo_cpu_mask *mask) {
    long size = syscall(SYS_sched_getaffinity, 0, sizeof mask->bits, mask->bits);
    if (size <= 0) return 0;
    mask->size = size;
    return 1;
}

// Binds the calling thread to the CPU it runs on; `saved` receives the mask
// to restore. 0 (and no change) when the mask cannot be read or set.
static inline int ccairo_bind_to_current_cpu(ccairo_cpu_mask *saved) {
    unsigned int cpu = 0;
    if (syscall(SYS_getcpu, &cpu, NULL, NULL) != 0 || cpu >= 1024 || !ccairo_read_cpus(saved)) return 0;
    unsigned long one[16] = {0};
    one[cpu / (8 * sizeof(unsigned long))] = 1UL << (cpu % (8 * sizeof(unsigned long)));
    return syscall(SYS_sched_setaffinity, 0, sizeof one, one) == 0;
}

static inline void ccairo_restore_cpus(const ccairo_cpu_mask *saved) {
    syscall(SYS_sched_setaffinity, 0, (size_t)saved->size, saved->bits);
}

// PangoLayoutLine has bitfields; read the two fields Swift needs here.
static inline int ccairo_layout_line_start(PangoLayoutLine *line) { return line->start_index; }
static inline int ccairo_layout_line_length(PangoLayoutLine *line) { return line->length; }

// The font map constructor returns a PangoFontMap; set_config wants the Fc subclass.
static inline void ccairo_font_map_set_config(PangoFontMap *map, FcConfig *config) {
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
}

// Makes an empty configuration fontconfig's current one, once per process,
// before any Pango font map exists. Pango's font map calls FcInit() on a
// thread of its own and waits for it before its first query; with no current
// configuration that loads the host's fonts.conf and scans every system font
// folder (tens of milliseconds, and host fonts the renderer must never see).
// Every font map of ours carries its own configuration, so the current one is
// only ever asked whether it exists.
static inline FcBool ccairo_fc_install_empty_current_config(void) {
    FcConfig *empty = FcConfigCreate();
    if (!empty) return FcFalse;
    FcBool installed = FcConfigSetCurrent(empty);
    FcConfigDestroy(empty);  // the current configuration keeps its own reference
    return installed;
}

// fontconfig's FcChar8 is unsigned char; Swift passes C strings as signed char.
static inline FcBool ccairo_fc_add_dir(FcConfig *config, const char *path) {
    return FcConfigAppFontAddDir(config, (const FcChar8 *)path);
}
static inline FcBool ccairo_fc_load_memory(FcConfig *config, const char *xml) {
    return FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)xml, FcFalse);
}
static inline int ccairo_fc_font_count(FcConfig *config) {
    FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
    return set ? set->nfont : 0;
}

// The union of the character sets of every application (bundled) face: the
// code points some font can draw. The caller owns the result.
static inline FcCharSet *ccairo_fc_app_charset(FcConfig *config) {
    FcCharSet *all = FcCharSetCreate();
    FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
    if (!all || !set) return all;
    for (int i = 0; i < set->nfont; i++) {
        FcCharSet *charset = NULL;
        if (FcPatternGetCharSet(set->fonts[i], FC_CHARSET, 0, &charset) == FcResultMatch && charset) {
            FcCharSetMerge(all, charset, NULL);
        }
    }
    return all;
}

// The union of the character sets of the application faces one of whose
// family names is `family`, case ignored. The caller owns the result.
static inline FcCharSet *ccairo_fc_family_charset(FcConfig *config, const char *family) {
    FcCharSet *all = FcCharSetCreate();
    FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
    if (!all || !set) return all;
    for (int i = 0; i < set->nfont; i++) {
        FcChar8 *name = NULL;
        for (int n = 0; FcPatternGetString(set->fonts[i], FC_FAMILY, n, &name) == FcResultMatch; n++) {
            if (FcStrCmpIgnoreCase(name, (const FcChar8 *)family) != 0) continue;
            FcCharSet *charset = NULL;
            if (FcPatternGetCharSet(set->fonts[i], FC_CHARSET, 0, &charset) == FcResultMatch && charset) {
                FcCharSetMerge(all, charset, NULL);
            }
            break;
        }
    }
    return all;
}

// The font Pango chose for one run (PangoGlyphItem -> PangoItem -> analysis).
static inline PangoFont *ccairo_run_font(PangoLayoutRun *run) {
    return (run && run->item) ? run->item->analysis.font : NULL;
}

// One run's item (PangoGlyphItem -> PangoItem): its byte range in the
// layout's text and its Unicode bidi embedding level.
static inline int ccairo_run_offset(PangoLayoutRun *run) { return (run && run->item) ? run->item->offset : 0; }
static inline int ccairo_run_length(PangoLayoutRun *run) { return (run && run->item) ? run->item->length : 0; }
static inline int ccairo_run_level(PangoLayoutRun *run) { return (run && run->item) ? run->item->analysis.level : 0; }

// Deprecated in Pango 1.44 but still the one call that applies the Unicode
// bidi rule P2 (first strong character) to a paragraph; wrapped so the
// deprecation warning stays here.
static inline PangoDirection ccairo_find_base_dir(const char *text, int length) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    return pango_find_base_dir(text, length);
#pragma GCC diagnostic pop
}

#endif
