// The fast path of PNG decoding (see png_fast.h). It accepts only files that
// libpng's simplified API would decode without any transformation, so both
// paths give the same pixels; anything it does not fully understand, or any
// damage, is left to libpng, so errors are reported in one voice.
#include "png_fast.h"
#include "CImageCodecs.h"
#include "unaligned_vectors.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

static uint32_t be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

// Ancillary chunks that cannot change what libpng's simplified API returns
// for 8-bit RGB(A): metadata only. gAMA, cHRM, iCCP, sBIT, tRNS, PLTE and
// unknown chunks are not here: with them, libpng decides.
static int is_harmless(const uint8_t *type) {
    static const char *const names[] = {"sRGB", "pHYs", "tEXt", "zTXt", "iTXt", "tIME", "bKGD", "eXIf"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (memcmp(type, names[i], 4) == 0) return 1;
    }
    return 0;
}

// The PNG predictor, written with selects rather than branches: on photos
// and gradients the branches mispredict at almost every byte.
static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int pa = abs((int)b - c), pb = abs((int)a - c), pc = abs((int)a + b - 2 * c);
    int near_b = pb <= pc ? b : c;
    return (uint8_t)(pa <= pb && pa <= pc ? a : near_b);
}

// Paeth for RGB with the left and upper-left pixels kept in registers: the
// plain loop reads back the byte it wrote three bytes earlier, a store the
// processor must forward at every byte. Before the first pixel, left and
// upper-left are zero, which makes the predictor the byte above, as the
// plain loop's first pixel has it.
static void unpaeth3(uint8_t *restrict row, const uint8_t *restrict prior, size_t bytes) {
    uint8_t a0 = 0, a1 = 0, a2 = 0, c0 = 0, c1 = 0, c2 = 0;
    for (size_t i = 0; i + 3 <= bytes; i += 3) {
        uint8_t b0 = prior[i], b1 = prior[i + 1], b2 = prior[i + 2];
        a0 = (uint8_t)(row[i] + paeth(a0, b0, c0));
        a1 = (uint8_t)(row[i + 1] + paeth(a1, b1, c1));
        a2 = (uint8_t)(row[i + 2] + paeth(a2, b2, c2));
        row[i] = a0;
        row[i + 1] = a1;
        row[i + 2] = a2;
        c0 = b0;
        c1 = b1;
        c2 = b2;
    }
}

// Reverses one row's filter in place; `prior` is the previous row, already
// unfiltered (zeros for the first row), never the same memory. Returns 0 for
// an unknown filter.
static int unfilter(uint8_t filter, uint8_t *restrict row, const uint8_t *restrict prior, size_t bytes, size_t bpp) {
    switch (filter) {
    case 0:
        return 1;
    case 1:
        for (size_t i = bpp; i < bytes; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
        return 1;
    case 2: {
        // Sixteen bytes a step (unaligned_vectors.h).
        size_t i = 0;
        for (; i + 16 <= bytes; i += 16) *(u8x16_unaligned *)(row + i) += *(const u8x16_unaligned *)(prior + i);
        for (; i < bytes; i++) row[i] = (uint8_t)(row[i] + prior[i]);
        return 1;
    }
    case 3:
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + (prior[i] >> 1));
        for (size_t i = bpp; i < bytes; i++) row[i] = (uint8_t)(row[i] + ((row[i - bpp] + prior[i]) >> 1));
        return 1;
    case 4:
        if (bpp == 3) {
            unpaeth3(row, prior, bytes);
            return 1;
        }
        for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(row[i] + prior[i]);
        for (size_t i = bpp; i < bytes; i++) row[i] = (uint8_t)(row[i] + paeth(row[i - bpp], prior[i], prior[i - bpp]));
        return 1;
    default:
        return 0;
    }
}

size_t mp_png_inflated_size(const uint8_t *data, size_t length) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (length < 8 + 25 || memcmp(data, signature, 8) != 0 || memcmp(data + 12, "IHDR", 4) != 0) return 0;
    uint32_t width = be32(data + 16), height = be32(data + 20);
    if (width == 0 || height == 0 || width > 65535 || height > 65535) return 0;
    if (data[24] == 8 && data[25] == 2) return 0;  // 8-bit RGB is inflated inside the output itself
    return ((size_t)width * 4 + 1) * height;  // RGBA
}

int mp_png_decode_fast(const uint8_t *data, size_t length, uint8_t *out, uint32_t stride,
                       uint8_t *scratch, size_t scratch_length) {
    // Signature (8), then IHDR: length, type, 13 bytes, CRC.
    if (length < 8 + 25 || be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) return MP_PNG_NOT_FAST;
    const uint8_t *ihdr = data + 16;
    uint32_t width = be32(ihdr), height = be32(ihdr + 4);
    uint8_t depth = ihdr[8], colour = ihdr[9], compression = ihdr[10], filtering = ihdr[11], interlace = ihdr[12];
    if (depth != 8 || (colour != 2 && colour != 6) || compression || filtering || interlace) return MP_PNG_NOT_FAST;
    if (width == 0 || height == 0 || width > 65535 || height > 65535 || (uint64_t)width * 4 > stride) return MP_PNG_NOT_FAST;

    // Walk the chunks, checking every CRC as libpng does, and gather the IDAT data.
    size_t idat_total = 0, position = 8;
    const uint8_t *first_idat = NULL;
    int idat_runs = 0, ended = 0, previous_was_idat = 0;
    while (position + 12 <= length) {
        uint32_t size = be32(data + position);
        const uint8_t *type = data + position + 4;
        if (size > length - position - 12) return MP_PNG_NOT_FAST;
        uint32_t crc = (uint32_t)libdeflate_crc32(0, type, (size_t)size + 4);
        if (crc != be32(data + position + 8 + size)) return MP_PNG_NOT_FAST;
        int is_idat = memcmp(type, "IDAT", 4) == 0;
        if (is_idat) {
            if (!previous_was_idat) idat_runs++;
            if (!first_idat) first_idat = data + position + 8;
            idat_total += size;
        } else if (memcmp(type, "IEND", 4) == 0) {
            ended = 1;
            break;
        } else if (position != 8 && !is_harmless(type)) {
            return MP_PNG_NOT_FAST;
        }
        previous_was_idat = is_idat;
        position += (size_t)size + 12;
    }
    // IDAT chunks must be consecutive; a truncated file has no IEND.
    if (!ended || idat_runs != 1 || idat_total == 0) return MP_PNG_NOT_FAST;

    // One contiguous zlib stream: copy the IDAT payloads together.
    uint8_t *stream = malloc(idat_total);
    if (!stream) return MP_PNG_NOT_FAST;
    size_t filled = 0;
    for (const uint8_t *chunk = first_idat - 8; filled < idat_total; chunk += be32(chunk) + 12) {
        memcpy(stream + filled, chunk + 8, be32(chunk));
        filled += be32(chunk);
    }

    size_t bpp = colour == 6 ? 4 : 3;
    size_t row_bytes = (size_t)width * bpp;
    size_t expected = (row_bytes + 1) * height;
    size_t out_bytes = (size_t)stride * height;
    // RGB scanlines (3w + 1 bytes a row) fit at the end of `out` (at least 4w
    // a row), so they are inflated there and each row is converted to its
    // place at the front: converting row y never reaches scanline y + 1
    // (y * stride + 4w <= start + (y + 1) * (3w + 1) whenever stride >= 4w),
    // and no second frame-sized buffer is touched. RGBA scanlines are one
    // byte a row longer than their pixels, so they take scratch memory.
    int in_place = bpp == 3 && expected <= out_bytes;
    int own_rows = !in_place && (!scratch || scratch_length < expected);
    uint8_t *rows = in_place ? out + (out_bytes - expected) : own_rows ? mp_map_pixels(expected) : scratch;
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    size_t produced = 0;
    int ok = rows && inflater
        && libdeflate_zlib_decompress(inflater, stream, idat_total, rows, expected, &produced) == LIBDEFLATE_SUCCESS
        && produced == expected;
    if (inflater) libdeflate_free_decompressor(inflater);
    free(stream);

    // Unfilter and convert row by row, while each row is still in cache. The
    // unfiltered row is kept apart (`prior`, 16 bytes of slack for vector
    // loads): the next row is unfiltered against it, and in place the
    // conversion may overwrite the scanline it came from.
    uint8_t *prior = ok ? calloc(row_bytes + 16, 1) : NULL;
    uint8_t *zeros = ok ? calloc(row_bytes, 1) : NULL;
    ok = ok && prior && zeros;
    for (uint32_t y = 0; ok && y < height; y++) {
        uint8_t *line = rows + (size_t)y * (row_bytes + 1);
        uint8_t *pixels = out + (size_t)y * stride;
        // A row that repeats the one above (Up, all zeros): the most common
        // row of an interface screenshot, copied rather than converted.
        if (y > 0 && line[0] == 2 && memcmp(line + 1, zeros, row_bytes) == 0) {
            memcpy(pixels, pixels - stride, (size_t)width * 4);
            continue;
        }
        ok = unfilter(line[0], line + 1, prior, row_bytes, bpp);
        if (!ok) break;
        memcpy(prior, line + 1, row_bytes);
        mp_premultiply_rows(prior, (uint32_t)row_bytes, (int)bpp, pixels, stride, width, 1);
    }
    free(prior);
    free(zeros);
    if (own_rows) mp_unmap_pixels(rows, expected);
    return ok ? MP_OK : MP_PNG_NOT_FAST;
}
