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
/// `scratch` (may be NULL) holds a PNG's inflated scanlines when it has at
/// least mp_png_inflated_size bytes; otherwise they get memory of their own.
int mp_image_decode_argb32(const uint8_t *data, size_t length,
                           uint8_t *out, uint32_t stride,
                           uint8_t *scratch, size_t scratch_length,
                           char *error, size_t error_length);

/// How the scanlines are compressed: MP_PNG_FAST with ISA-L's igzip at level
/// 0 (previews, several times faster), MP_PNG_COMPACT with libdeflate at
/// level 6 (files kept in a repository: goldens, about a quarter smaller).
enum { MP_PNG_FAST = 0, MP_PNG_COMPACT = 1 };

/// Encodes native-endian pixels in Cairo's layout as a PNG in memory
/// (png_encode.c): every row Up-filtered, one IDAT chunk.
/// `has_alpha` 0: CAIRO_FORMAT_RGB24 (written as 8-bit RGB);
/// `has_alpha` 1: CAIRO_FORMAT_ARGB32 premultiplied (written as 8-bit RGBA).
/// `compression` is MP_PNG_FAST or MP_PNG_COMPACT. `scratch` holds the
/// filtered scanlines: at least mp_png_scanlines_size bytes, reusable
/// between calls. The same pixels and compression always give the same bytes.
/// Free `*out` with mp_free_file.
int mp_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                  uint32_t stride, int has_alpha, int compression,
                  uint8_t *scratch, size_t scratch_length,
                  uint8_t **out, size_t *out_length,
                  char *error, size_t error_length);

/// mp_png_encode for an opaque frame (CAIRO_FORMAT_RGB24) that is not
/// needed afterwards: the scanlines are filtered over the pixels themselves,
/// which are destroyed, so no second frame-sized buffer is touched. Same
/// bytes as mp_png_encode with `has_alpha` 0. With `threads` 2 or more, a
/// large frame's two halves (MP_PNG_FAST) are filtered and compressed on two
/// threads; the bytes are the same with 1.
/// With `thumbnail` (NULL for none), also writes the frame's mp_thumbnail
/// (opaque, `thumbnail_width` x `thumbnail_height`) there, taken from each
/// row as it is filtered, so the frame is read once; the halves then run
/// one after the other on the calling thread.
int mp_png_encode_opaque_in_place(uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int compression,
                                  int threads, uint8_t *thumbnail, uint32_t thumbnail_width, uint32_t thumbnail_height,
                                  uint8_t **out, size_t *out_length, char *error, size_t error_length);

/// An opaque PNG (CAIRO_FORMAT_RGB24 pixels, written as 8-bit RGB, fast
/// compression) encoded from horizontal bands given in any order, so that a
/// tall image (a contact-sheet page) is never held whole and its bands can be
/// drawn as their content is ready: each band is filtered over its own memory
/// (destroying it), its first row unfiltered, and compressed as a deflate
/// segment of its own. The bytes are a function of the pixels and of where
/// the bands are cut, whatever their order. Free the stream with
/// mp_png_stream_free, after mp_png_stream_finish too (which hands the file
/// over; free it with mp_free_file).
typedef struct mp_png_stream mp_png_stream;
mp_png_stream *mp_png_stream_begin(uint32_t width, uint32_t height, char *error, size_t error_length);
/// Also writes the image's thumbnail (mp_thumbnail's, opaque, `out_width` x
/// `out_height`, packed) to `out` as the bands are given; asked for before the
/// first band, it makes the stream take its bands in row order.
int mp_png_stream_thumbnail(mp_png_stream *stream, uint8_t *out, uint32_t out_width, uint32_t out_height,
                            char *error, size_t error_length);
/// Rows [first_row, first_row + rows), which no earlier band covered.
int mp_png_stream_band(mp_png_stream *stream, uint32_t first_row, uint8_t *pixels, uint32_t rows, uint32_t stride,
                       char *error, size_t error_length);
int mp_png_stream_finish(mp_png_stream *stream, uint8_t **out, size_t *out_length, char *error, size_t error_length);
void mp_png_stream_free(mp_png_stream *stream);

/// A smaller copy of native-endian 32-bit pixels (Cairo's ARGB32 or RGB24),
/// `out_width` x `out_height` (each at most the source's), each pixel the
/// rounded average of the block of source pixels it covers, channel by
/// channel (a box filter); with `opaque`, the source is RGB24 and alpha is
/// 255. `out` holds out_width * out_height * 4 bytes, tightly packed.
/// Returns 0 for sizes out of range or when memory runs out.
int mp_thumbnail(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int opaque,
                 uint32_t out_width, uint32_t out_height, uint8_t *out);

/// The bytes of an image's filtered scanlines (mp_png_encode's scratch).
size_t mp_png_scanlines_size(uint32_t width, uint32_t height, int has_alpha);

/// The bytes of a PNG's inflated scanlines, for mp_image_decode_argb32's
/// scratch (0 when the data is not a PNG whose header can be read, and for
/// 8-bit RGB, whose scanlines are inflated inside the output itself).
size_t mp_png_inflated_size(const uint8_t *data, size_t length);

/// Buffers of at least this many bytes ask for transparent huge pages
/// (mp_map_pixels, mp_prepare_pixel_buffer); smaller ones stay in 4 KB pages.
/// Why, in pixel_memory.c.
#define MP_HUGE_PAGES_FROM ((size_t)8 << 20)

/// Anonymous memory for pixels, with transparent huge pages asked for when
/// it is MP_HUGE_PAGES_FROM or more (pixel_memory.c); zero-filled by the
/// kernel. NULL on failure.
void *mp_map_pixels(size_t size);
/// Returns memory from mp_map_pixels; `size` as it was asked for.
void mp_unmap_pixels(void *memory, size_t size);

/// Frees a PNG file the encoders handed over (`length`: its length in bytes):
/// each file is a mapping of its own, apart from the heap.
void mp_free_file(void *file, size_t length);
/// A file's mapping size: `length` in whole pages.
size_t mp_file_mapping_size(size_t length);

/// Copies `pixels` native-endian 32-bit pixels from `source` to `target`
/// with every top (alpha) byte set to 255: a Cairo RGB24 frame, whose top
/// bytes are undefined, into an opaque ARGB32 image (opaque_pixels.c).
void mp_copy_opaque(const uint8_t *source, uint8_t *target, size_t pixels);
/// 1 when every pixel of the native-endian ARGB32 image (`width` x `height`,
/// `stride` bytes a row) has alpha 255, else 0.
int mp_all_opaque(const uint8_t *pixels, size_t width, size_t height, size_t stride);

/// Asks the kernel for transparent huge pages for a large (MP_HUGE_PAGES_FROM
/// or more), still untouched pixel buffer that a decoder is about to fill: a
/// decoded preview is ~12 MB, some 3000 page faults in 4 KB pages, a large
/// share of a one-shot decode. Smaller buffers are left alone.
/// The buffer is not cleared: every decoder writes every byte of its rows.
void mp_prepare_pixel_buffer(void *buffer, size_t length);

#endif
