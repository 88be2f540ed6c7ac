// Opaque pixels (RasterImage+Opaque.swift): a Cairo RGB24 frame copied into
// ARGB32 with every top byte 255 (RGB24 leaves it undefined), and whether an
// ARGB32 image is opaque throughout. In C because the test suite runs debug
// builds, where the same loops in Swift (and the generic array copy and
// `reduce` they replaced) took some 100 ms a frame.
#include "CImageCodecs.h"
#include "unaligned_vectors.h"

#include <string.h>

// Four pixels a step (unaligned_vectors.h).
typedef uint32_t u32x4 __attribute__((vector_size(16)));

void mp_copy_opaque(const uint8_t *restrict source, uint8_t *restrict target, size_t pixels) {
    const u32x4 alpha = {0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u};
    size_t index = 0;
    for (; index + 4 <= pixels; index += 4) {
        *(u32x4_unaligned *)(target + index * 4) = *(const u32x4_unaligned *)(source + index * 4) | alpha;
    }
    for (; index < pixels; index++) {
        uint32_t word;
        memcpy(&word, source + index * 4, 4);
        word |= 0xFF000000u;
        memcpy(target + index * 4, &word, 4);
    }
}

int mp_all_opaque(const uint8_t *pixels, size_t width, size_t height, size_t stride) {
    u32x4 all = {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu};
    uint32_t rest = 0xFFFFFFFFu;
    for (size_t row = 0; row < height; row++) {
        const uint8_t *start = pixels + row * stride;
        size_t x = 0;
        for (; x + 4 <= width; x += 4) all &= *(const u32x4_unaligned *)(start + x * 4);
        for (; x < width; x++) {
            uint32_t word;
            memcpy(&word, start + x * 4, 4);
            rest &= word;
        }
        if (((all[0] & all[1] & all[2] & all[3] & rest) >> 24) != 0xFF) return 0;
    }
    return 1;
}
