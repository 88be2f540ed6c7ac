// Opaque pixels (RasterImage+Opaque.swift): a Cairo RGB24 frame copied into
// ARGB32 with every top byte 255 (RGB24 leaves it undefined), and whether an
// ARGB32 image is opaque throughout. In C because the test suite runs debug
// builds, where the same loops in Swift (and the generic array copy and
// `reduce` they replaced) took some 100 ms a frame; plain loops here stay
// close to a copy's speed with or without optimisation.
#include "CImageCodecs.h"

#include <string.h>

void mp_copy_opaque(const uint8_t *restrict source, uint8_t *restrict target, size_t pixels) {
    for (size_t index = 0; index < pixels; index++) {
        uint32_t word;
        memcpy(&word, source + index * 4, 4);
        word |= 0xFF000000u;
        memcpy(target + index * 4, &word, 4);
    }
}

int mp_all_opaque(const uint8_t *pixels, size_t width, size_t height, size_t stride) {
    uint32_t all = 0xFFFFFFFFu;
    for (size_t row = 0; row < height; row++) {
        const uint8_t *start = pixels + row * stride;
        for (size_t x = 0; x < width; x++) {
            uint32_t word;
            memcpy(&word, start + x * 4, 4);
            all &= word;
        }
        if ((all >> 24) != 0xFF) return 0;
    }
    return 1;
}
