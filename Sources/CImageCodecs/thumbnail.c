// The box filter of contact-sheet thumbnails (RasterImage+Thumbnail.swift).
// In C rather than Swift because it runs on every frame of a matrix, and the
// test suite runs debug builds, where Swift's SIMD and generic integer code
// cost more than the renders themselves; plain C stays within a few times
// its optimised speed without optimisation, and the compiler vectorises it
// in release builds. Exact integer arithmetic: the same bytes at any
// optimisation level.
#include "CImageCodecs.h"

#include <stdlib.h>
#include <string.h>

enum { RECIPROCALS = 4096 };

// The sums of `rows` rows (1 to 257), byte by byte, into `sums`.
static void sum_rows_narrow(const uint8_t *restrict rows_start, uint32_t rows, uint32_t stride, size_t row_bytes,
                            uint16_t *restrict sums) {
    for (size_t i = 0; i < row_bytes; i++) sums[i] = rows_start[i];
    for (uint32_t y = 1; y < rows; y++) {
        const uint8_t *restrict row = rows_start + (size_t)y * stride;
        for (size_t i = 0; i < row_bytes; i++) sums[i] = (uint16_t)(sums[i] + row[i]);
    }
}

int mp_thumbnail(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int opaque,
                 uint32_t out_width, uint32_t out_height, uint8_t *out) {
    if (width == 0 || height == 0 || out_width == 0 || out_height == 0 || out_width > width || out_height > height
        || stride < width * 4u) {
        return 0;
    }
    // First down, then across: the rows of a block are added into one sum
    // per source byte (a plain loop over the row, which the compiler
    // vectorises), then each block's columns are added from those sums.
    // A column of a block holds at most `height` bytes of 255, within 32
    // bits; a whole block may not be (a one-pixel-tall thumbnail of a tall
    // page), so blocks are summed across in 64 bits. A block of at most
    // 257 rows is summed down in 16 bits (sum_rows_narrow): no faster in
    // wall time, where the pass is bound by reading the frame from memory,
    // but fewer instructions for the core the other worker shares.
    // Summing across, not down, is what remains costly in a landscape
    // frame (about four times as many thumbnail pixels as a portrait's).
    size_t row_bytes = (size_t)width * 4;
    uint32_t *columns = malloc(row_bytes * sizeof(uint32_t));
    uint16_t *narrow = malloc(row_bytes * sizeof(uint16_t));
    uint32_t *starts = malloc(((size_t)out_width + 1) * sizeof(uint32_t));
    if (!columns || !narrow || !starts) {
        free(columns);
        free(narrow);
        free(starts);
        return 0;
    }
    for (uint32_t x = 0; x <= out_width; x++) starts[x] = (uint32_t)((uint64_t)x * width / out_width);
    // ceil(2^40 / d) by block size d, filled as met. For n < 256 d (a
    // block's sum plus half its size) and d < 4096, n * ceil(2^40 / d) / 2^40
    // exceeds n / d by less than n / 2^40 < 256 d / 2^40 < 1 / d, so its
    // floor is n / d's; the product stays under 2^49.
    uint64_t reciprocals[RECIPROCALS] = {0};
    for (uint32_t out_y = 0; out_y < out_height; out_y++) {
        uint32_t first = (uint32_t)((uint64_t)out_y * height / out_height);
        uint32_t end = (uint32_t)((uint64_t)(out_y + 1) * height / out_height);
        if (end - first <= 257) {
            // 257 rows of 255 fit in 16 bits: twice the bytes per vector
            // as 32-bit sums, and the restrict pointers spare the compiler's
            // aliasing checks (a byte pointer may alias anything).
            sum_rows_narrow(pixels + (size_t)first * stride, end - first, stride, row_bytes, narrow);
            for (size_t i = 0; i < row_bytes; i++) columns[i] = narrow[i];
        } else {
            memset(columns, 0, row_bytes * sizeof(uint32_t));
            for (uint32_t y = first; y < end; y++) {
                const uint8_t *row = pixels + (size_t)y * stride;
                for (size_t i = 0; i < row_bytes; i++) columns[i] += row[i];
            }
        }
        uint64_t rows = end - first;
        for (uint32_t out_x = 0; out_x < out_width; out_x++) {
            uint64_t sum[4] = {0, 0, 0, 0};
            for (uint32_t x = starts[out_x]; x < starts[out_x + 1]; x++) {
                const uint32_t *column = columns + (size_t)x * 4;
                sum[0] += column[0];
                sum[1] += column[1];
                sum[2] += column[2];
                sum[3] += column[3];
            }
            uint64_t count = rows * (starts[out_x + 1] - starts[out_x]);
            uint8_t *target = out + ((size_t)out_y * out_width + out_x) * 4;
            if (count < RECIPROCALS) {
                // A 64-bit division is tens of cycles, four per thumbnail
                // pixel; a multiplication by the count's rounded-up
                // reciprocal gives the same quotient (below).
                if (reciprocals[count] == 0) reciprocals[count] = ((1ull << 40) + count - 1) / count;
                uint64_t m = reciprocals[count];
                for (int channel = 0; channel < 4; channel++) target[channel] = (uint8_t)(((sum[channel] + count / 2) * m) >> 40);
            } else {
                for (int channel = 0; channel < 4; channel++) target[channel] = (uint8_t)((sum[channel] + count / 2) / count);
            }
            if (opaque) {
                // RGB24's top byte is undefined: the thumbnail's alpha is 255.
                uint32_t word;
                memcpy(&word, target, 4);
                word |= 0xFF000000u;
                memcpy(target, &word, 4);
            }
        }
    }
    free(columns);
    free(narrow);
    free(starts);
    return 1;
}
