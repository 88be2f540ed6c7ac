// libFuzzer harness for the PNG fast path (Sources/CImageCodecs/png_fast.c).
// Built and run by scripts/fuzz.sh (`make fuzz`); see docs/security.md.
//
// The input is taken as a PNG file. Its IHDR gives the size of the output
// buffer, as ImageDecoder does after reading the header; sizes over a small
// budget are skipped so the fuzzer spends its time in the decoder, not in
// allocating. The fast path must either decode or say MP_PNG_NOT_FAST, never
// read or write out of bounds (AddressSanitizer checks every access).
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "CImageCodecs.h"
#include "png_fast.h"

static uint32_t big_endian(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (size < 24 || memcmp(data, signature, 8) != 0) {
        // Not a PNG: the fast path must still refuse it cleanly.
        uint8_t pixel[4];
        (void)mp_png_decode_fast(data, size, pixel, 4, NULL, 0);
        return 0;
    }
    uint32_t width = big_endian(data + 16), height = big_endian(data + 20);
    if (width == 0 || height == 0 || (uint64_t)width * height > (1u << 20)) return 0;
    uint32_t stride = width * 4;
    uint8_t *out = malloc((size_t)stride * height);
    if (!out) return 0;
    // Both ways the decoder gets memory for the inflated scanlines: the
    // caller's scratch (as a matrix worker's pool gives it) when the header's
    // size fits the budget, else memory the decoder maps for the call.
    size_t scratch_length = mp_png_inflated_size(data, size);
    uint8_t *scratch = scratch_length > 0 && scratch_length <= (8u << 20) && (data[size - 1] & 1) ? malloc(scratch_length) : NULL;
    (void)mp_png_decode_fast(data, size, out, stride, scratch, scratch ? scratch_length : 0);
    free(scratch);
    free(out);
    return 0;
}
