// The row-fed box filter behind mp_thumbnail (thumbnail.c), also fed by the
// opaque PNG encoder (png_encode.c) as it filters a frame.
#ifndef MP_THUMBNAIL_H
#define MP_THUMBNAIL_H

#include "CImageCodecs.h"

typedef struct mp_thumbnailer mp_thumbnailer;

/// A thumbnail of a `width` x `height` image of native-endian 32-bit pixels,
/// written to `out` (`out_width` x `out_height`, packed) as its rows are fed
/// in order; NULL for sizes out of range or when memory runs out.
mp_thumbnailer *mp_thumbnailer_begin(uint32_t width, uint32_t height, int opaque, uint32_t out_width,
                                     uint32_t out_height, uint8_t *out);
/// Adds the next row (`width` pixels); 0 when every row was fed already or memory ran out.
int mp_thumbnailer_row(mp_thumbnailer *thumbnailer, const uint8_t *row);
/// Whether every row was fed (the thumbnail is then whole).
int mp_thumbnailer_finished(const mp_thumbnailer *thumbnailer);
void mp_thumbnailer_free(mp_thumbnailer *thumbnailer);

#endif
