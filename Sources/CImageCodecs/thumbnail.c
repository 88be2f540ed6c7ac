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

int mp_thumbnail(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int opaque,
                 uint32_t out_width, uint32_t out_height, uint8_t *out) {
    if (width == 0 || height == 0 || out_width == 0 || out_height == 0 || out_width > width || out_height > height
        || stride < width * 4u) {
        return 0;
    }
    // A block may hold more pixels of 255 than 32 bits can sum (a thumbnail
    // one pixel tall of a tall page), so blocks are summed in 64 bits.
    uint64_t *sums = calloc((size_t)out_width * 4, sizeof(uint64_t));
    uint32_t *starts = malloc(((size_t)out_width + 1) * sizeof(uint32_t));
    if (!sums || !starts) {
        free(sums);
        free(starts);
        return 0;
    }
    for (uint32_t x = 0; x <= out_width; x++) starts[x] = (uint32_t)((uint64_t)x * width / out_width);
    for (uint32_t out_y = 0; out_y < out_height; out_y++) {
        uint32_t first = (uint32_t)((uint64_t)out_y * height / out_height);
        uint32_t end = (uint32_t)((uint64_t)(out_y + 1) * height / out_height);
        memset(sums, 0, (size_t)out_width * 4 * sizeof(uint64_t));
        for (uint32_t y = first; y < end; y++) {
            const uint8_t *row = pixels + (size_t)y * stride;
            for (uint32_t out_x = 0; out_x < out_width; out_x++) {
                uint64_t *sum = sums + (size_t)out_x * 4;
                uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
                // A run of a row is at most `width` pixels of 255: within 32 bits.
                for (uint32_t x = starts[out_x]; x < starts[out_x + 1]; x++) {
                    const uint8_t *pixel = row + (size_t)x * 4;
                    s0 += pixel[0];
                    s1 += pixel[1];
                    s2 += pixel[2];
                    s3 += pixel[3];
                }
                sum[0] += s0;
                sum[1] += s1;
                sum[2] += s2;
                sum[3] += s3;
            }
        }
        uint64_t rows = end - first;
        for (uint32_t out_x = 0; out_x < out_width; out_x++) {
            const uint64_t *sum = sums + (size_t)out_x * 4;
            uint64_t count = rows * (starts[out_x + 1] - starts[out_x]);
            uint8_t *target = out + ((size_t)out_y * out_width + out_x) * 4;
            for (int channel = 0; channel < 4; channel++) target[channel] = (uint8_t)((sum[channel] + count / 2) / count);
            if (opaque) {
                // RGB24's top byte is undefined: the thumbnail's alpha is 255.
                uint32_t word;
                memcpy(&word, target, 4);
                word |= 0xFF000000u;
                memcpy(target, &word, 4);
            }
        }
    }
    free(sums);
    free(starts);
    return 1;
}
