#ifndef MP_PNG_FAST_H
#define MP_PNG_FAST_H

#include <stddef.h>
#include <stdint.h>

/// Straight RGBA (or RGB) rows to premultiplied native-endian ARGB32; in codecs.c.
void mp_premultiply_rows(const uint8_t *src, uint32_t src_stride, int channels,
                         uint8_t *dst, uint32_t dst_stride,
                         uint32_t width, uint32_t height);

/// Decodes the common, simple PNG — 8-bit RGB or RGBA, not interlaced, no
/// colour-management or transparency chunks — with libdeflate, several times
/// faster than libpng's zlib. Returns MP_OK with `out` filled, or
/// MP_PNG_NOT_FAST when the file is anything else or is damaged in any way:
/// the caller then decodes it with libpng, which also words any error.
/// `out` holds `stride * height` bytes (`width`, `height` from the header).
enum { MP_PNG_NOT_FAST = 2 };
/// `scratch` (may be NULL) holds the inflated scanlines when it is large
/// enough (mp_png_inflated_size); otherwise they are mapped for the call.
int mp_png_decode_fast(const uint8_t *data, size_t length, uint8_t *out, uint32_t stride,
                       uint8_t *scratch, size_t scratch_length);

#endif
