// PNG encoding: Cairo's pixels filtered into PNG scanlines and compressed in
// one call. Up-filtered interface frames are mostly long runs of zero bytes:
// ISA-L's igzip (level 0) goes through them about ten times faster than
// libdeflate's fastest level (which hashes every byte of a match) and zlib's,
// so previews use it; its files are about half again as large as
// libdeflate's at level 6, which compact output (goldens, kept in a
// repository) uses at ten times the cost. Chunk CRCs come from libdeflate. Plain C with no longjmp,
// so nothing here can unwind past Swift.
#include "CImageCodecs.h"
#include "thumbnail.h"

#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
#include <string.h>

static void put_be32(uint8_t *p, uint32_t value) {
    p[0] = (uint8_t)(value >> 24);
    p[1] = (uint8_t)(value >> 16);
    p[2] = (uint8_t)(value >> 8);
    p[3] = (uint8_t)value;
}

// A chunk's CRC covers its type and data; `chunk` points at its length field.
static void seal_chunk(uint8_t *chunk, uint32_t length) {
    uint32_t crc = libdeflate_crc32(0, chunk + 4, (size_t)length + 4);
    put_be32(chunk + 8 + length, crc);
}

static void fail(char *error, size_t error_length, const char *message) {
    if (error && error_length) snprintf(error, error_length, "%s", message);
}

size_t mp_png_scanlines_size(uint32_t width, uint32_t height, int has_alpha) {
    return ((size_t)width * (has_alpha ? 4 : 3) + 1) * height;
}

// One opaque row (native-endian xRGB) as RGB, Up-filtered against the row
// above: each byte minus the byte above it. Flat interface pixels repeat from
// row to row, so most filtered bytes are zero and compress to almost nothing.
// `first` is where the plain loop starts (a vector loop did the pixels before).
static void filter_opaque_pixels(const uint32_t *row, const uint32_t *above, uint32_t first, uint32_t width,
                                 uint8_t *out) {
    out += (size_t)first * 3;
    for (uint32_t x = first; x < width; x++) {
        uint32_t p = row[x], q = above ? above[x] : 0;
        out[0] = (uint8_t)((p >> 16) - (q >> 16));
        out[1] = (uint8_t)((p >> 8) - (q >> 8));
        out[2] = (uint8_t)(p - q);
        out += 3;
    }
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

// Four pixels at a time: a byte-wise subtraction, then one shuffle drops the
// unused byte and puts R, G, B in PNG's order. Each store writes 16 bytes of
// which the next store overwrites the last 4, so the loop stops where a store
// would pass the end of the row; the plain loop finishes the row. The bytes
// are the plain loop's, so the file is the same on every processor.
__attribute__((target("ssse3")))
static uint32_t filter_opaque_pixels_ssse3(const uint32_t *row, const uint32_t *above, uint32_t width,
                                           uint8_t *out) {
    const __m128i to_rgb = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {  // 3x + 16 <= 3 * width: the store stays in the row
        __m128i p = _mm_loadu_si128((const __m128i *)(row + x));
        __m128i q = above ? _mm_loadu_si128((const __m128i *)(above + x)) : _mm_setzero_si128();
        _mm_storeu_si128((__m128i *)(out + (size_t)x * 3), _mm_shuffle_epi8(_mm_sub_epi8(p, q), to_rgb));
    }
    return x;
}

#endif

static void filter_opaque_row(const uint32_t *row, const uint32_t *above, uint32_t width, uint8_t *out) {
    if (above && memcmp(row, above, (size_t)width * 4) == 0) {
        memset(out, 0, (size_t)width * 3);
        return;
    }
    uint32_t first = 0;
#if defined(__x86_64__) || defined(__i386__)
    // Reads the processor model the runtime filled in at start-up.
    if (__builtin_cpu_supports("ssse3")) first = filter_opaque_pixels_ssse3(row, above, width, out);
#endif
    filter_opaque_pixels(row, above, first, width, out);
}

// Premultiplied ARGB32 to straight RGBA, as PNG stores it.
static void unpremultiply_row(const uint32_t *row, uint32_t width, uint8_t *out) {
    for (uint32_t x = 0; x < width; x++, out += 4) {
        uint32_t p = row[x];
        uint32_t a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
        if (a != 0 && a != 255) {
            r = (r * 255 + a / 2) / a;
            g = (g * 255 + a / 2) / a;
            b = (b * 255 + a / 2) / a;
        }
        out[0] = (uint8_t)r; out[1] = (uint8_t)g; out[2] = (uint8_t)b; out[3] = (uint8_t)a;
    }
}

// A file's mapping: its length in whole pages.
size_t mp_file_mapping_size(size_t length) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return (length + page - 1) / page * page;
}

void mp_free_file(void *file, size_t length) {
    if (file) munmap(file, mp_file_mapping_size(length));
}

// The largest deflate output either compressor writes for `length` bytes:
// the input in stored blocks (5 bytes of header per 65,535 bytes), a block
// header, and the zlib header and Adler-32 trailer (libdeflate's own bound is
// smaller than this).
static size_t zlib_bound(size_t length) {
    return length + 5 * (length / 65535 + 1) + ISAL_DEF_MAX_HDR_SIZE + 2 + 4;
}

// Fast compression cuts the scanlines into two deflate segments at a fixed
// row, compressed on two threads: the first ends with a full flush (byte
// aligned, no match reaching across), the second is the stream's end. The
// row is a function of the image's size only, so the bytes are the same
// whichever thread ran what, and whatever the number of processors.
// 0: one segment (compact output, and images too small to gain from a thread).
static uint32_t segment_row(uint32_t width, uint32_t height, int compression) {
    if (compression != MP_PNG_FAST || width < 8 || height < 64 || (size_t)width * height < 65536) return 0;
    return height / 2;
}

// One segment's work: optionally filtering its rows over the frame (opaque
// in-place encoding), then compressing its scanlines as raw deflate.
struct segment {
    // Filtering in place: rows [first_row, first_row + rows) of `pixels`,
    // their scanlines written from `scanlines` on; `above` is a copy of the
    // row before the first (NULL for the image's first row).
    uint8_t *pixels;
    uint32_t width, stride, first_row, rows;
    const uint32_t *above;
    // Whether the first row, given no `above`, is written unfiltered (type
    // None) rather than Up over zeros: the same bytes, but a decoder reads a
    // None row alone, which a band that is not the image's top needs.
    int first_unfiltered;
    // Fed each row as it is filtered (NULL for none); segments that share
    // one run in order on one thread.
    mp_thumbnailer *thumbnailer;
    // Compressing.
    const uint8_t *scanlines;
    size_t length;
    uint8_t *out;
    size_t capacity;
    int last;
    // Results.
    size_t written;  // 0 on failure
    uint32_t adler;
};

// Filters rows over their own memory: scanline y - first_row (3w + 1 bytes)
// never reaches pixel row y + 1 (stride >= 4w bytes a row, from the same
// base). A row is read where it lies once its scanline ends before the row
// above it starts: then writing the scanline overwrites neither row it
// reads, nor did any scanline before it. The gap grows by stride - 3w - 1
// bytes a row, so after the first few rows every row is read in place; a
// row before that is copied out first, with the row above when that one
// was read in place (which cannot happen while the gap only grows, but
// costs nothing to get right).
static int filter_in_place(struct segment *segment) {
    uint32_t width = segment->width;
    size_t row_bytes = (size_t)width * 3, pixel_bytes = (size_t)width * 4;
    uint32_t *buffers = malloc((size_t)width * 8);
    if (!buffers) return 0;
    uint32_t *spare = buffers, *other = buffers + width;
    const uint32_t *above = NULL;
    int above_copied = 1;
    if (segment->above) {
        memcpy(other, segment->above, pixel_bytes);
        above = other;
    }
    for (uint32_t i = 0; i < segment->rows; i++) {
        const uint8_t *source = segment->pixels + (size_t)(segment->first_row + i) * segment->stride;
        uint8_t *line = (uint8_t *)segment->scanlines + (size_t)i * (row_bytes + 1);
        const uint32_t *row = (const uint32_t *)source;
        int in_place = i > 0 && line + row_bytes + 1 <= source - segment->stride;
        if (!in_place) {
            if (above && !above_copied) {
                memcpy(other, above, pixel_bytes);
                above = other;
            }
            memcpy(spare, source, pixel_bytes);
            row = spare;
        }
        if (segment->thumbnailer && !mp_thumbnailer_row(segment->thumbnailer, (const uint8_t *)row)) {
            free(buffers);
            return 0;
        }
        line[0] = above || !segment->first_unfiltered ? 2 : 0;  // Up, or None
        filter_opaque_row(row, above, width, line + 1);
        above = row;
        above_copied = !in_place;
        if (!in_place) {  // the next copy goes to the other buffer, not over this row
            uint32_t *swap = spare;
            spare = other;
            other = swap;
        }
    }
    free(buffers);
    return 1;
}

// igzip at level 0, raw deflate; ends with a full flush unless it is the last.
//
// Level 0, not 1: level 1's output for the same scanlines was seen to vary
// from run to run while other threads kept the processor busy (valid
// streams, same pixels, a few Huffman codes or a byte or two apart), which
// breaks the promise of the same bytes at any -j; level 0 (one hash, static
// state in the stream, no level buffer) never did over hundreds of
// concurrent runs of the same test. It is also a little faster; its files
// are about a third larger, which previews can afford (goldens are compact).
static void *run_segment(void *argument) {
    struct segment *segment = argument;
    segment->written = 0;
    if (segment->pixels && !filter_in_place(segment)) return NULL;
    segment->adler = libdeflate_adler32(1, segment->scanlines, segment->length);
    // Zeroed first: isal_deflate_stateless_init leaves fields such as
    // hist_bits (the match window; 0 = the full 32 KB) as it finds them, and
    // a window taken from stale stack memory changes which matches igzip
    // picks: valid streams, but other bytes from one call to the next.
    struct isal_zstream stream;
    memset(&stream, 0, sizeof stream);
    isal_deflate_stateless_init(&stream);
    stream.level = 0;
    stream.gzip_flag = IGZIP_DEFLATE;
    stream.end_of_stream = segment->last ? 1 : 0;
    stream.flush = segment->last ? NO_FLUSH : FULL_FLUSH;
    stream.next_in = (uint8_t *)segment->scanlines;  // igzip reads the input, never writes it
    stream.avail_in = (uint32_t)segment->length;
    stream.next_out = segment->out;
    stream.avail_out = (uint32_t)segment->capacity;
    if (isal_deflate_stateless(&stream) == COMP_OK) segment->written = stream.total_out;
    return NULL;
}

// The Adler-32 of two byte strings one after the other, from theirs and the
// second's length (each sum taken modulo 65521).
static uint32_t adler32_joined(uint32_t first, uint32_t second, size_t second_length) {
    const uint32_t base = 65521;
    uint32_t remainder = (uint32_t)(second_length % base);
    uint32_t a1 = first & 0xFFFF, b1 = first >> 16, a2 = second & 0xFFFF, b2 = second >> 16;
    uint32_t a = (a1 + a2 + base - 1) % base;
    uint32_t b = (uint32_t)(((uint64_t)remainder * a1 + b1 + b2 + base - remainder) % base);
    return a | (b << 16);
}

// Runs the segments, the second on a thread of its own when `threads` > 1
// (both here otherwise, or when no thread can be had: the same bytes either
// way); then joins them into one zlib stream at `out`: header, segments,
// Adler-32.
static size_t compress_fast(struct segment segments[2], int count, int threads, uint8_t *out) {
    pthread_t thread;
    int threaded = count == 2 && threads > 1 && pthread_create(&thread, NULL, run_segment, &segments[1]) == 0;
    run_segment(&segments[0]);
    if (threaded) pthread_join(thread, NULL);
    else if (count == 2) run_segment(&segments[1]);
    out[0] = 0x78;  // deflate, 32 KB window
    out[1] = 0x01;  // fastest; (0x78 << 8 | 0x01) is a multiple of 31, as zlib requires
    size_t at = 2;
    uint32_t adler = 1;
    for (int i = 0; i < count; i++) {
        if (segments[i].written == 0) return 0;
        memmove(out + at, segments[i].out, segments[i].written);
        at += segments[i].written;
        adler = i == 0 ? segments[i].adler : adler32_joined(adler, segments[i].adler, segments[i].length);
    }
    put_be32(out + at, adler);
    return at + 4;
}

// libdeflate at level 6 into `out` (`capacity` bytes); the zlib stream's length, or 0.
static size_t compress_compact(const uint8_t *scanlines, size_t length, uint8_t *out, size_t capacity) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(6);
    if (!compressor) return 0;
    size_t written = libdeflate_zlib_compress(compressor, scanlines, length, out, capacity);
    libdeflate_free_compressor(compressor);
    return written;
}

static size_t wrap_png(uint8_t *file, uint32_t width, uint32_t height, int has_alpha, size_t compressed);

// Compresses the filtered scanlines (`segments`: for compact output one,
// contiguous; for fast output one or two, each filtered already or filtered
// by its thread) and wraps them in a PNG: signature, IHDR, one IDAT, IEND.
static int finish_png(struct segment segments[2], int count, uint32_t width, uint32_t height,
                      int has_alpha, int compression, int threads, uint8_t **out, size_t *out_length,
                      char *error, size_t error_length) {
    size_t bounds[2] = {0, 0};
    for (int i = 0; i < count; i++) bounds[i] = zlib_bound(segments[i].length);
    size_t header = 8 + 25 + 8, trailer = 4 + 12;
    // The worst case (some 12 MB a frame) is mapped apart from the heap, and
    // the file, a tenth of it, keeps the mapping's head. From the heap it was
    // not given back: glibc raises its mmap threshold as large blocks are
    // freed, serves the next ones from its arenas and keeps their touched
    // pages (calloc even cleared them all), a matrix's memory growing with
    // the frames it had encoded. Only the pages compression writes are touched.
    size_t mapped = header + bounds[0] + bounds[1] + trailer;
    // Small pages: a huge page would clear 2 MB wherever compression writes a byte.
    void *mapping = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    uint8_t *file = mapping == MAP_FAILED ? NULL : mapping;
    if (!file) {
        fail(error, error_length, "out of memory");
        return MP_FAILED;
    }
    size_t compressed;
    if (compression == MP_PNG_COMPACT) {
        compressed = compress_compact(segments[0].scanlines, segments[0].length, file + header, bounds[0]);
    } else {
        // Each segment compresses into its own stretch of the file (past
        // the zlib header), then moves down behind the one before.
        segments[0].out = file + header + 2;
        segments[0].capacity = bounds[0];
        if (count == 2) {
            segments[1].out = segments[0].out + bounds[0];
            segments[1].capacity = bounds[1];
        }
        compressed = compress_fast(segments, count, threads, file + header);
    }
    if (compressed == 0 || compressed > 0x7FFFFFFFu) {
        munmap(file, mapped);
        fail(error, error_length, "compression failed");
        return MP_FAILED;
    }
    *out_length = wrap_png(file, width, height, has_alpha, compressed);
    // Handed over as it is, its unused tail given back: copying the file
    // out (a tenth of the frame) cost a fresh allocation's page faults.
    size_t kept = mp_file_mapping_size(*out_length);
    if (kept < mapped) munmap(file + kept, mapped - kept);
    *out = file;
    return MP_OK;
}

// Writes the signature, IHDR and IDAT's header before the zlib stream of
// `compressed` bytes at file + 41, and IEND after it; the file's length.
static size_t wrap_png(uint8_t *file, uint32_t width, uint32_t height, int has_alpha, size_t compressed) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(file, signature, 8);
    uint8_t *ihdr = file + 8;
    put_be32(ihdr, 13);
    memcpy(ihdr + 4, "IHDR", 4);
    put_be32(ihdr + 8, width);
    put_be32(ihdr + 12, height);
    ihdr[16] = 8;                    // bit depth
    ihdr[17] = has_alpha ? 6 : 2;    // RGBA or RGB
    ihdr[18] = ihdr[19] = ihdr[20] = 0;  // deflate, adaptive filtering, not interlaced
    seal_chunk(ihdr, 13);
    uint8_t *idat = file + 8 + 25;
    put_be32(idat, (uint32_t)compressed);
    memcpy(idat + 4, "IDAT", 4);
    seal_chunk(idat, (uint32_t)compressed);
    uint8_t *iend = idat + 12 + compressed;
    put_be32(iend, 0);
    memcpy(iend + 4, "IEND", 4);
    seal_chunk(iend, 0);
    return (size_t)(iend + 12 - file);
}

static int check_size(uint32_t width, uint32_t height, uint32_t stride, int has_alpha, char *error, size_t error_length) {
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu / 4 || (uint64_t)stride < (uint64_t)width * 4) {
        fail(error, error_length, "invalid image size");
        return MP_FAILED;
    }
    if (mp_png_scanlines_size(width, height, has_alpha) > 0x7FFFFFFFu / 2) {  // one IDAT chunk holds at most 2^31 - 1 bytes
        fail(error, error_length, "image too large for one PNG data chunk");
        return MP_FAILED;
    }
    return MP_OK;
}

int mp_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                  uint32_t stride, int has_alpha, int compression,
                  uint8_t *scratch, size_t scratch_length,
                  uint8_t **out, size_t *out_length,
                  char *error, size_t error_length) {
    if (check_size(width, height, stride, has_alpha, error, error_length) != MP_OK) return MP_FAILED;
    size_t row_bytes = (size_t)width * (has_alpha ? 4 : 3);
    size_t scanlines = mp_png_scanlines_size(width, height, has_alpha);
    if (!scratch || scratch_length < scanlines) {
        fail(error, error_length, "scratch buffer too small for the scanlines");
        return MP_FAILED;
    }
    // Filtered scanlines: a filter-type byte, then the row.
    for (uint32_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        const uint32_t *above = y ? (const uint32_t *)(pixels + (size_t)(y - 1) * stride) : NULL;
        uint8_t *line = scratch + (size_t)y * (row_bytes + 1);
        line[0] = 2;  // Up
        if (has_alpha) {
            unpremultiply_row(row, width, line + 1);
        } else {
            filter_opaque_row(row, above, width, line + 1);
        }
    }
    if (has_alpha) {
        // Up against the previous (already straight) row, bottom to top so
        // the row above is still unfiltered when it is read.
        for (uint32_t y = height - 1; y > 0; y--) {
            uint8_t *line = scratch + (size_t)y * (row_bytes + 1) + 1;
            const uint8_t *above = line - (row_bytes + 1);
            for (size_t i = 0; i < row_bytes; i++) line[i] = (uint8_t)(line[i] - above[i]);
        }
    }
    uint32_t split = segment_row(width, height, compression);
    size_t first_length = split ? (size_t)split * (row_bytes + 1) : scanlines;
    struct segment segments[2] = {
        {.scanlines = scratch, .length = first_length, .last = split == 0},
        {.scanlines = scratch + first_length, .length = scanlines - first_length, .last = 1},
    };
    return finish_png(segments, split ? 2 : 1, width, height, has_alpha, compression, 1, out, out_length, error, error_length);
}

static int encode_opaque_in_place(uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int compression,
                                  int threads, mp_thumbnailer *thumbnailer, uint8_t **out, size_t *out_length,
                                  char *error, size_t error_length) {
    size_t row_bytes = (size_t)width * 3;
    uint32_t split = segment_row(width, height, compression);
    if (split == 0) {
        struct segment whole = {.pixels = pixels, .width = width, .stride = stride, .first_row = 0, .rows = height,
                                .thumbnailer = thumbnailer, .scanlines = pixels, .length = mp_png_scanlines_size(width, height, 0),
                                .last = 1};
        if (compression == MP_PNG_COMPACT) {  // filtered here, compressed by finish_png
            if (!filter_in_place(&whole)) {
                fail(error, error_length, "out of memory");
                return MP_FAILED;
            }
            whole.pixels = NULL;
        }
        return finish_png(&whole, 1, width, height, 0, compression, 1, out, out_length, error, error_length);
    }
    // The second half's scanlines start at its own first row, so neither
    // half writes where the other reads (the first half's scanlines end at
    // split * (3w + 1) bytes, inside its own rows). The row above the
    // second half is copied before either starts.
    uint32_t *above = malloc((size_t)width * 4);
    if (!above) {
        fail(error, error_length, "out of memory");
        return MP_FAILED;
    }
    memcpy(above, pixels + (size_t)(split - 1) * stride, (size_t)width * 4);
    struct segment segments[2] = {
        {.pixels = pixels, .width = width, .stride = stride, .first_row = 0, .rows = split, .thumbnailer = thumbnailer,
         .scanlines = pixels, .length = (size_t)split * (row_bytes + 1), .last = 0},
        {.pixels = pixels, .width = width, .stride = stride, .first_row = split, .rows = height - split, .above = above,
         .thumbnailer = thumbnailer, .scanlines = pixels + (size_t)split * stride, .length = (size_t)(height - split) * (row_bytes + 1), .last = 1},
    };
    int rc = finish_png(segments, 2, width, height, 0, compression, threads, out, out_length, error, error_length);
    free(above);
    return rc;
}

int mp_png_encode_opaque_in_place(uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int compression,
                                  int threads, uint8_t *thumbnail, uint32_t thumbnail_width, uint32_t thumbnail_height,
                                  uint8_t **out, size_t *out_length, char *error, size_t error_length) {
    if (check_size(width, height, stride, 0, error, error_length) != MP_OK) return MP_FAILED;
    mp_thumbnailer *thumbnailer = NULL;
    if (thumbnail) {
        thumbnailer = mp_thumbnailer_begin(width, height, 1, thumbnail_width, thumbnail_height, thumbnail);
        if (!thumbnailer) {
            fail(error, error_length, "invalid thumbnail size, or out of memory");
            return MP_FAILED;
        }
        threads = 1;  // its rows in order
    }
    int rc = encode_opaque_in_place(pixels, width, height, stride, compression, threads, thumbnailer, out, out_length,
                                    error, error_length);
    if (rc == MP_OK && thumbnailer && !mp_thumbnailer_finished(thumbnailer)) {
        mp_free_file(*out, *out_length);
        fail(error, error_length, "thumbnail incomplete");
        rc = MP_FAILED;
    }
    mp_thumbnailer_free(thumbnailer);
    return rc;
}

// A PNG fed in horizontal bands (mp_png_stream_*), in any order: each band
// is filtered over its own memory, its first row unfiltered (so it needs no
// other band), and compressed at once as a deflate segment of its own ended
// by a full flush; finishing joins the segments in row order and ends the
// stream with an empty final block. An image far taller than its bands never
// exists whole, in pixels or in scanlines, and the bytes depend only on the
// pixels and where the bands are cut, not on the order they came in.
enum { STREAM_HEADER = 8 + 25 + 8 };

struct band_segment {
    uint32_t first_row, rows;
    size_t offset;       // into the stream's `compressed`
    size_t length;       // compressed
    size_t scanlines;    // their uncompressed length, for the joined Adler-32
    uint32_t adler;
};

struct mp_png_stream {
    uint32_t width, height, covered;
    struct band_segment *bands;
    size_t count, capacity;
    mp_thumbnailer *thumbnailer;  // NULL for none; then bands come in row order
    // Every band's deflate segment, one after another in the order given:
    // each band is compressed straight onto the end (room for its worst
    // case made first), and finishing copies the segments out in row order.
    uint8_t *compressed;
    size_t compressed_length, compressed_capacity;
};

mp_png_stream *mp_png_stream_begin(uint32_t width, uint32_t height, char *error, size_t error_length) {
    if (check_size(width, height, width * 4u, 0, error, error_length) != MP_OK) return NULL;
    mp_png_stream *stream = calloc(1, sizeof *stream);
    if (!stream) {
        fail(error, error_length, "out of memory");
        return NULL;
    }
    stream->width = width;
    stream->height = height;
    return stream;
}

int mp_png_stream_thumbnail(mp_png_stream *stream, uint8_t *out, uint32_t out_width, uint32_t out_height,
                            char *error, size_t error_length) {
    if (stream->thumbnailer || stream->count > 0) {
        fail(error, error_length, "a thumbnail is asked for before the first band, once");
        return MP_FAILED;
    }
    stream->thumbnailer = mp_thumbnailer_begin(stream->width, stream->height, 1, out_width, out_height, out);
    if (!stream->thumbnailer) {
        fail(error, error_length, "invalid thumbnail size, or out of memory");
        return MP_FAILED;
    }
    return MP_OK;
}

static int compare_bands(const void *a, const void *b) {
    uint32_t x = ((const struct band_segment *)a)->first_row, y = ((const struct band_segment *)b)->first_row;
    return (x > y) - (x < y);
}

int mp_png_stream_band(mp_png_stream *stream, uint32_t first_row, uint8_t *pixels, uint32_t rows, uint32_t stride,
                       char *error, size_t error_length) {
    if (rows == 0 || first_row >= stream->height || rows > stream->height - first_row
        || (uint64_t)stride < (uint64_t)stream->width * 4) {
        fail(error, error_length, "rows out of range for the image");
        return MP_FAILED;
    }
    if (stream->thumbnailer && first_row != stream->covered) {
        fail(error, error_length, "bands out of row order for the thumbnail");
        return MP_FAILED;
    }
    for (size_t i = 0; i < stream->count; i++) {
        const struct band_segment *band = &stream->bands[i];
        if (first_row < band->first_row + band->rows && band->first_row < first_row + rows) {
            fail(error, error_length, "rows given twice");
            return MP_FAILED;
        }
    }
    if (stream->count == stream->capacity) {
        size_t capacity = stream->capacity ? stream->capacity * 2 : 8;
        struct band_segment *bands = realloc(stream->bands, capacity * sizeof *bands);
        if (!bands) {
            fail(error, error_length, "out of memory");
            return MP_FAILED;
        }
        stream->bands = bands;
        stream->capacity = capacity;
    }
    size_t length = mp_png_scanlines_size(stream->width, rows, 0);
    size_t bound = zlib_bound(length);
    if (bound > stream->compressed_capacity - stream->compressed_length) {
        size_t capacity = stream->compressed_capacity ? stream->compressed_capacity : bound;
        while (capacity - stream->compressed_length < bound) capacity *= 2;
        uint8_t *grown = realloc(stream->compressed, capacity);
        if (!grown) {
            fail(error, error_length, "out of memory");
            return MP_FAILED;
        }
        stream->compressed = grown;
        stream->compressed_capacity = capacity;
    }
    struct segment segment = {
        .pixels = pixels, .width = stream->width, .stride = stride, .first_row = 0, .rows = rows, .above = NULL,
        .first_unfiltered = 1, .thumbnailer = stream->thumbnailer, .scanlines = pixels, .length = length,
        .out = stream->compressed + stream->compressed_length, .capacity = bound, .last = 0,
    };
    run_segment(&segment);
    if (!segment.written) {
        fail(error, error_length, "compression failed");
        return MP_FAILED;
    }
    stream->bands[stream->count++] = (struct band_segment){
        .first_row = first_row, .rows = rows, .offset = stream->compressed_length, .length = segment.written,
        .scanlines = length, .adler = segment.adler,
    };
    stream->compressed_length += segment.written;
    stream->covered += rows;
    return MP_OK;
}

int mp_png_stream_finish(mp_png_stream *stream, uint8_t **out, size_t *out_length, char *error, size_t error_length) {
    if (stream->covered != stream->height || (stream->thumbnailer && !mp_thumbnailer_finished(stream->thumbnailer))) {
        fail(error, error_length, "the image's rows were not all given");
        return MP_FAILED;
    }
    qsort(stream->bands, stream->count, sizeof *stream->bands, compare_bands);
    // zlib header, the segments, an empty final stored block, Adler-32.
    static const uint8_t final_block[5] = {0x01, 0x00, 0x00, 0xFF, 0xFF};
    size_t compressed = 2 + sizeof final_block + 4;
    for (size_t i = 0; i < stream->count; i++) compressed += stream->bands[i].length;
    if (compressed > 0x7FFFFFFFu) {
        fail(error, error_length, "image too large for one PNG data chunk");
        return MP_FAILED;
    }
    // Its own mapping, as finish_png's files (freed with mp_free_file).
    size_t total = STREAM_HEADER + compressed + 4 + 12;  // and the IDAT's CRC, and IEND
    void *mapping = mmap(NULL, mp_file_mapping_size(total), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED) {
        fail(error, error_length, "out of memory");
        return MP_FAILED;
    }
    uint8_t *file = mapping;
    size_t at = STREAM_HEADER;
    file[at++] = 0x78;  // as compress_fast's zlib header
    file[at++] = 0x01;
    uint32_t adler = 1;
    for (size_t i = 0; i < stream->count; i++) {
        const struct band_segment *band = &stream->bands[i];
        memcpy(file + at, stream->compressed + band->offset, band->length);
        at += band->length;
        adler = i == 0 ? band->adler : adler32_joined(adler, band->adler, band->scanlines);
    }
    memcpy(file + at, final_block, sizeof final_block);
    at += sizeof final_block;
    put_be32(file + at, adler);
    *out_length = wrap_png(file, stream->width, stream->height, 0, compressed);
    *out = file;
    return MP_OK;
}

void mp_png_stream_free(mp_png_stream *stream) {
    if (!stream) return;
    free(stream->bands);
    mp_thumbnailer_free(stream->thumbnailer);
    free(stream->compressed);
    free(stream);
}
