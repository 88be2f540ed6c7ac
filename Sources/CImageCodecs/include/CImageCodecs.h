#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/// Result codes shared by every function here: 0 on success, non-zero on
/// failure with a human-readable message copied into `error` (NUL-terminated).
enum { MP_OK = 0, MP_FAILED = 1 };

/// Reads only the header of a PNG or JPEG held in memory.
/// `kind` receives 1 for PNG, 2 for JPEG. A PNG's IHDR is checked (CRC,
/// size, bit depth) from its fixed first 33 bytes, so the answer comes in
/// bounded time whatever follows; a JPEG is read up to its first scan.
int mp_image_header(const uint8_t *data, size_t length,
                    int *kind, uint32_t *width, uint32_t *height,
                    char *error, size_t error_length);

/// Decodes a PNG or JPEG into premultiplied native-endian ARGB32 (Cairo's
/// CAIRO_FORMAT_ARGB32), `stride` bytes per row. `out` must hold
/// `stride * height` bytes, with width and height from mp_image_header.
int mp_image_decode_argb32(const uint8_t *data, size_t length,
                           uint8_t *out, uint32_t stride,
                           char *error, size_t error_length);

/// Encodes native-endian pixels in Cairo's layout as a PNG in memory.
/// `has_alpha` 0: CAIRO_FORMAT_RGB24 (written as 8-bit RGB);
/// `has_alpha` 1: CAIRO_FORMAT_ARGB32 premultiplied (written as 8-bit RGBA).
/// `level` is the zlib level (1 favours speed). Free `*out` with mp_free.
int mp_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                  uint32_t stride, int has_alpha, int level,
                  uint8_t **out, size_t *out_length,
                  char *error, size_t error_length);

void mp_free(void *pointer);

/// Zero-fills a large, still untouched pixel buffer, first asking the kernel
/// for transparent huge pages for it: a decoded preview is ~12 MB, some 3000
/// page faults in 4 KB pages, a large share of a one-shot decode.
void mp_prepare_pixel_buffer(void *buffer, size_t length);

#endif
