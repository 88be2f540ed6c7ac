// The box filter of contact-sheet thumbnails (RasterImage+Thumbnail.swift),
// fed row by row: by mp_thumbnail over a whole image, and by the opaque PNG
// encoder (png_encode.c) with each frame row it has just copied to filter,
// so a matrix reads its frames from memory once, not once for the file and
// again for the thumbnail.
//
// In C rather than Swift because it runs on every frame of a matrix, and the
// test suite runs debug builds, where Swift's SIMD and generic integer code
// cost more than the renders themselves; plain C (and the compiler's vector
// types) stays within a few times its optimised speed without optimisation.
// Exact arithmetic (integers, and single precision where it is proved
// exact, below): the same bytes at any optimisation level.
#include "thumbnail.h"
#include "unaligned_vectors.h"

#include <stdlib.h>
#include <string.h>

// Blocks of at most NARROW_ROWS rows are summed down in 16 bits (257 x 255
// fits); blocks of at most SMALL_BLOCK pixels are averaged four channels at
// a time (below); up to RECIPROCALS pixels by a 64-bit
// reciprocal; larger ones by division.
enum { NARROW_ROWS = 257, SMALL_BLOCK = 128, RECIPROCALS = 4096 };

typedef uint16_t u16x4 __attribute__((vector_size(8)));
typedef int32_t i32x4 __attribute__((vector_size(16)));
typedef float f32x4 __attribute__((vector_size(16)));
typedef uint8_t u8x4 __attribute__((vector_size(4)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));

struct mp_thumbnailer {
    uint32_t width, height, out_width, out_height;
    int opaque;
    uint8_t *out;
    // Where each output column's block starts (out_width + 1 entries), and the widest block.
    uint32_t *starts;
    uint32_t widest;
    // The block being summed: output row `out_y`, source rows [first, end);
    // `next_row` is the next row expected.
    uint32_t out_y, first, end, next_row;
    // Its sums down, byte by byte: 16 bits for a block of NARROW_ROWS rows or fewer, 32 otherwise.
    uint16_t *narrow;
    uint32_t *columns;
    // Running sums across the row of `narrow`, four channels at a time (width + 1 entries).
    i32x4 *running;
    // ceil(2^40 / d) by block size d, filled as met (allocated on first use).
    uint64_t *reciprocals;
};

static uint32_t block_start(uint32_t index, uint32_t source, uint32_t out) {
    return (uint32_t)((uint64_t)index * source / out);
}

mp_thumbnailer *mp_thumbnailer_begin(uint32_t width, uint32_t height, int opaque, uint32_t out_width,
                                     uint32_t out_height, uint8_t *out) {
    if (width == 0 || height == 0 || out_width == 0 || out_height == 0 || out_width > width || out_height > height
        || width > UINT32_MAX / 4) {
        return NULL;
    }
    mp_thumbnailer *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    size_t row_bytes = (size_t)width * 4;
    t->starts = malloc(((size_t)out_width + 1) * sizeof(uint32_t));
    t->narrow = malloc(row_bytes * sizeof(uint16_t));
    t->columns = malloc(row_bytes * sizeof(uint32_t));
    t->running = malloc(((size_t)width + 1) * sizeof(i32x4));
    if (!t->starts || !t->narrow || !t->columns || !t->running) {
        mp_thumbnailer_free(t);
        return NULL;
    }
    t->width = width;
    t->height = height;
    t->out_width = out_width;
    t->out_height = out_height;
    t->opaque = opaque;
    t->out = out;
    t->end = block_start(1, height, out_height);
    for (uint32_t x = 0; x <= out_width; x++) {
        t->starts[x] = block_start(x, width, out_width);
        if (x > 0 && t->starts[x] - t->starts[x - 1] > t->widest) t->widest = t->starts[x] - t->starts[x - 1];
    }
    return t;
}

void mp_thumbnailer_free(mp_thumbnailer *t) {
    if (!t) return;
    free(t->starts);
    free(t->narrow);
    free(t->columns);
    free(t->running);
    free(t->reciprocals);
    free(t);
}

// The loops below are written once, inlined into a plain copy and into one
// built for AVX2, chosen at run time from the processor model the runtime
// filled in at start-up: the same integers either way.
#if defined(__x86_64__) || defined(__i386__)
#define MP_HAS_AVX2_DISPATCH 1
#define MP_AVX2 __attribute__((target("avx2")))
#else
#define MP_HAS_AVX2_DISPATCH 0
#endif
#define MP_INLINE static inline __attribute__((always_inline))

// A row's bytes into 16-bit sums (`first`: the block's first row, which
// starts them). Plain loops the compiler vectorises; restrict spares it the
// aliasing checks a byte pointer would need. The frame is some 12 MB, read
// in full for every thumbnail: with AVX2 the same loop takes 16 bytes an
// instruction where SSE2 takes 8.
//
// Sixteen bytes a step (unaligned_vectors.h): without optimisation some
// 1.6 ms a frame, where a plain loop took 23 ms.
MP_INLINE void sum_narrow_body(uint16_t *restrict sums, const uint8_t *restrict bytes, size_t length, int first) {
    size_t i = 0;
    if (first) {
        for (; i + 16 <= length; i += 16) *(u16x16_unaligned *)(sums + i) = __builtin_convertvector(*(const u8x16_unaligned *)(bytes + i), u16x16);
        for (; i < length; i++) sums[i] = bytes[i];
    } else {
        for (; i + 16 <= length; i += 16) *(u16x16_unaligned *)(sums + i) += __builtin_convertvector(*(const u8x16_unaligned *)(bytes + i), u16x16);
        for (; i < length; i++) sums[i] = (uint16_t)(sums[i] + bytes[i]);
    }
}

// Blocks of at most SMALL_BLOCK pixels, from 16-bit sums: the four channels
// of an output pixel at once, in single precision (SSE2 has no 32-bit
// integer multiply, and a division is tens of cycles). For a block of d
// pixels, a channel's sum n < 256 d and n + d/2 are exact in a float; their
// quotient x = (n + d/2) / d, below 256, comes out of the rounded reciprocal
// and product within 2^-15 of itself, contracted into one fused step or
// not. Adding 2^-9 then truncating gives floor(x) exactly: when x is an
// integer, the sum lies above it by at least 2^-9 - 2^-15 and below it plus
// one; otherwise x's fraction is between 1/d and 1 - 1/d, and
// 1/d >= 1/128 > 2^-9 + 2^-15 + (the addition's rounding, 2^-16), so
// the sum stays between floor(x) and floor(x) + 1.
//
// A block's sum is the difference of two running sums across the row, kept
// at every column: one flat pass over the columns, with no loop per block,
// whose set-up cost more than its few additions (blocks are two to seven
// columns wide). The running sums stay exact: at most width x 65,535.
MP_INLINE void average_small_body(const mp_thumbnailer *t, uint32_t rows, uint8_t *restrict out) {
    // By block width: 1 / d and d / 2 for d = rows * width.
    float reciprocal[SMALL_BLOCK + 1], half[SMALL_BLOCK + 1];
    for (uint32_t width = 1; width <= t->widest; width++) {
        uint32_t count = rows * width;
        reciprocal[width] = 1.0f / (float)count;
        half[width] = (float)(count / 2);
    }
    const uint16_t *restrict sums = t->narrow;
    const uint32_t *restrict starts = t->starts;
    i32x4 *restrict running = t->running;
    i32x4 total = {0, 0, 0, 0};
    running[0] = total;
    for (uint32_t x = 0, width = t->width; x < width; x++) {
        u16x4 column;
        memcpy(&column, sums + (size_t)x * 4, sizeof column);
        total += __builtin_convertvector(column, i32x4);
        running[x + 1] = total;
    }
    const i32x4 alpha = {0, 0, 0, t->opaque ? 255 : 0};
    uint32_t start = 0;
    for (uint32_t out_x = 0, out_width = t->out_width; out_x < out_width; out_x++) {
        uint32_t end = starts[out_x + 1], width = end - start;
        i32x4 sum = running[end] - running[start];
        start = end;
        f32x4 quotient = (__builtin_convertvector(sum, f32x4) + half[width]) * reciprocal[width] + 0x1p-9f;
        // Truncation is the floor: everything here is positive. RGB24's top
        // byte is undefined: an opaque source's alpha is 255.
        i32x4 average = __builtin_convertvector(quotient, i32x4) | alpha;
        u8x4 bytes = __builtin_convertvector(average, u8x4);
        memcpy(out + (size_t)out_x * 4, &bytes, sizeof bytes);
    }
}

static void sum_narrow_plain(uint16_t *restrict sums, const uint8_t *restrict bytes, size_t length, int first) {
    sum_narrow_body(sums, bytes, length, first);
}

static void average_small_plain(const mp_thumbnailer *t, uint32_t rows, uint8_t *restrict out) {
    average_small_body(t, rows, out);
}

#if MP_HAS_AVX2_DISPATCH
MP_AVX2 static void sum_narrow_avx2(uint16_t *restrict sums, const uint8_t *restrict bytes, size_t length, int first) {
    sum_narrow_body(sums, bytes, length, first);
}

MP_AVX2 static void average_small_avx2(const mp_thumbnailer *t, uint32_t rows, uint8_t *restrict out) {
    average_small_body(t, rows, out);
}
#endif

static void sum_narrow(uint16_t *restrict sums, const uint8_t *restrict bytes, size_t length, int first) {
#if MP_HAS_AVX2_DISPATCH
    if (__builtin_cpu_supports("avx2")) {
        sum_narrow_avx2(sums, bytes, length, first);
        return;
    }
#endif
    sum_narrow_plain(sums, bytes, length, first);
}

static void average_small_blocks(const mp_thumbnailer *t, uint32_t rows, uint8_t *restrict out) {
#if MP_HAS_AVX2_DISPATCH
    if (__builtin_cpu_supports("avx2")) {
        average_small_avx2(t, rows, out);
        return;
    }
#endif
    average_small_plain(t, rows, out);
}

// Any block, from 32-bit sums down (`columns`), summed across in 64 bits: a
// column holds at most `height` bytes of 255, within 32 bits; a whole block
// may not be (a one-pixel-tall thumbnail of a tall page). For n < 256 d and
// d < 4096, n * ceil(2^40 / d) / 2^40 exceeds n / d by less than
// 256 d / 2^40 < 1 / d, so its floor is n / d's; the product stays under 2^49.
static int average_blocks(mp_thumbnailer *t, uint64_t rows, uint8_t *out) {
    if (!t->reciprocals && !(t->reciprocals = calloc(RECIPROCALS, sizeof(uint64_t)))) return 0;
    for (uint32_t out_x = 0; out_x < t->out_width; out_x++) {
        uint64_t sum[4] = {0, 0, 0, 0};
        for (uint32_t x = t->starts[out_x]; x < t->starts[out_x + 1]; x++) {
            const uint32_t *column = t->columns + (size_t)x * 4;
            for (int channel = 0; channel < 4; channel++) sum[channel] += column[channel];
        }
        uint64_t count = rows * (t->starts[out_x + 1] - t->starts[out_x]);
        uint8_t *target = out + (size_t)out_x * 4;
        if (count < RECIPROCALS) {
            if (t->reciprocals[count] == 0) t->reciprocals[count] = ((1ull << 40) + count - 1) / count;
            uint64_t m = t->reciprocals[count];
            for (int channel = 0; channel < 4; channel++) target[channel] = (uint8_t)(((sum[channel] + count / 2) * m) >> 40);
        } else {
            for (int channel = 0; channel < 4; channel++) target[channel] = (uint8_t)((sum[channel] + count / 2) / count);
        }
        if (t->opaque) target[3] = 255;
    }
    return 1;
}

int mp_thumbnailer_row(mp_thumbnailer *t, const uint8_t *row) {
    if (t->next_row >= t->height) return 0;
    uint32_t y = t->next_row++;
    uint32_t rows = t->end - t->first;
    size_t row_bytes = (size_t)t->width * 4;
    // Down first: each source byte into its column's sum.
    if (rows <= NARROW_ROWS) {
        sum_narrow(t->narrow, row, row_bytes, y == t->first);
    } else {
        uint32_t *restrict sums = t->columns;
        const uint8_t *restrict bytes = row;
        if (y == t->first) {
            for (size_t i = 0; i < row_bytes; i++) sums[i] = bytes[i];
        } else {
            for (size_t i = 0; i < row_bytes; i++) sums[i] += bytes[i];
        }
    }
    if (y + 1 < t->end) return 1;
    // The block's last row: then across, into the output row.
    uint8_t *out = t->out + (size_t)t->out_y * t->out_width * 4;
    int done = 1;
    if (rows <= NARROW_ROWS && (uint64_t)rows * t->widest <= SMALL_BLOCK) {
        average_small_blocks(t, rows, out);
    } else {
        if (rows <= NARROW_ROWS) {
            for (size_t i = 0; i < row_bytes; i++) t->columns[i] = t->narrow[i];
        }
        done = average_blocks(t, rows, out);
    }
    t->out_y++;
    t->first = t->end;
    t->end = block_start(t->out_y + 1, t->height, t->out_height);
    return done;
}

int mp_thumbnailer_finished(const mp_thumbnailer *t) {
    return t->next_row == t->height;
}

int mp_thumbnail(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int opaque,
                 uint32_t out_width, uint32_t out_height, uint8_t *out) {
    if (stride < (uint64_t)width * 4) return 0;
    mp_thumbnailer *t = mp_thumbnailer_begin(width, height, opaque, out_width, out_height, out);
    if (!t) return 0;
    int made = 1;
    for (uint32_t y = 0; y < height && made; y++) made = mp_thumbnailer_row(t, pixels + (size_t)y * stride);
    mp_thumbnailer_free(t);
    return made;
}
