// libpng and libjpeg-turbo report errors through setjmp/longjmp (libpng) or
// return codes (TurboJPEG). Everything that can longjmp stays in this file.
#include "CImageCodecs.h"
#include "png_fast.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <turbojpeg.h>

// MADV_COLLAPSE (Linux 6.1) by number: older C library headers lack the name.
#ifdef MADV_COLLAPSE
#define MP_MADV_COLLAPSE MADV_COLLAPSE
#else
#define MP_MADV_COLLAPSE 25
#endif

static void set_error(char *error, size_t length, const char *message) {
    if (!error || length == 0) return;
    snprintf(error, length, "%s", message ? message : "unknown error");
}

static int is_png(const uint8_t *data, size_t length) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    return length >= 8 && memcmp(data, signature, 8) == 0;
}

static int is_jpeg(const uint8_t *data, size_t length) {
    return length >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF;
}

static uint32_t read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

// CRC-32 as PNG defines it, so the header check needs no direct zlib link.
static uint32_t png_crc(const uint8_t *bytes, size_t count) {
    uint32_t crc = 0xFFFFFFFFu;
    for (size_t i = 0; i < count; i++) {
        crc ^= bytes[i];
        for (int bit = 0; bit < 8; bit++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return crc ^ 0xFFFFFFFFu;
}

// Signature (8) + IHDR length (4) + type (4) + data (13) + CRC (4): a fixed 33
// bytes, so the cost does not depend on anything the file claims.
static int read_png_header(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                           char *error, size_t error_length) {
    if (length < 33) { set_error(error, error_length, "PNG file ends inside its header"); return MP_FAILED; }
    const uint8_t *chunk = data + 8;
    if (read_be32(chunk) != 13 || memcmp(chunk + 4, "IHDR", 4) != 0) {
        set_error(error, error_length, "PNG file does not start with an IHDR chunk");
        return MP_FAILED;
    }
    if (png_crc(chunk + 4, 17) != read_be32(chunk + 21)) {
        set_error(error, error_length, "IHDR: CRC error");
        return MP_FAILED;
    }
    uint32_t w = read_be32(chunk + 8), h = read_be32(chunk + 12);
    uint8_t depth = chunk[16], colour = chunk[17];
    if (w == 0 || h == 0 || w > 0x7FFFFFFFu || h > 0x7FFFFFFFu) {
        set_error(error, error_length, "IHDR: invalid image size");
        return MP_FAILED;
    }
    int valid_depth;
    switch (colour) {
    case 0: valid_depth = depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16; break;
    case 3: valid_depth = depth == 1 || depth == 2 || depth == 4 || depth == 8; break;
    case 2: case 4: case 6: valid_depth = depth == 8 || depth == 16; break;
    default: valid_depth = 0;
    }
    if (!valid_depth) { set_error(error, error_length, "IHDR: invalid bit depth or colour type"); return MP_FAILED; }
    if (chunk[18] != 0 || chunk[19] != 0 || chunk[20] > 1) {
        set_error(error, error_length, "IHDR: unknown compression, filter or interlace method");
        return MP_FAILED;
    }
    *width = w;
    *height = h;
    return MP_OK;
}

int mp_image_header(const uint8_t *data, size_t length, int *kind,
                    uint32_t *width, uint32_t *height,
                    char *error, size_t error_length) {
    if (is_png(data, length)) {
        // Parsed here rather than with png_image_begin_read, which reads every
        // chunk up to the first IDAT: a header claiming 40000 x 40000 must be
        // reported as such even when the image data is missing or damaged.
        if (read_png_header(data, length, width, height, error, error_length) != MP_OK) return MP_FAILED;
        *kind = 1;
        return MP_OK;
    }
    if (is_jpeg(data, length)) {
        tjhandle handle = tjInitDecompress();
        if (!handle) { set_error(error, error_length, "cannot start the JPEG decoder"); return MP_FAILED; }
        int w = 0, h = 0, subsampling = 0, colorspace = 0;
        int rc = tjDecompressHeader3(handle, data, (unsigned long)length, &w, &h, &subsampling, &colorspace);
        if (rc != 0) {
            set_error(error, error_length, tjGetErrorStr2(handle));
            tjDestroy(handle);
            return MP_FAILED;
        }
        tjDestroy(handle);
        *kind = 2;
        *width = (uint32_t)w;
        *height = (uint32_t)h;
        return MP_OK;
    }
    set_error(error, error_length, "not a PNG or JPEG file");
    return MP_FAILED;
}

#if defined(__x86_64__)
#include <immintrin.h>

// RGB to native (little-endian) xRGB four pixels at a time: one shuffle puts
// B, G, R in place and an OR sets alpha. Each load reads 16 bytes for the 12
// it uses, so it stops where a load would pass the row's last pixel.
__attribute__((target("ssse3")))
static uint32_t rgb_to_xrgb_ssse3(const uint8_t *src, uint32_t *dst, uint32_t width) {
    const __m128i to_xrgb = _mm_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {  // 3x + 16 <= 3 * width: the load stays in the row
        __m128i rgb = _mm_loadu_si128((const __m128i *)(src + (size_t)x * 3));
        _mm_storeu_si128((__m128i *)(dst + x), _mm_or_si128(_mm_shuffle_epi8(rgb, to_xrgb), alpha));
    }
    return x;
}
#endif

// How many leading pixels of an RGB row a vector loop converted (0 when none
// can here); the plain loop does the rest, with the same result.
static uint32_t rgb_to_xrgb_vector(const uint8_t *src, uint32_t *dst, uint32_t width) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) return rgb_to_xrgb_ssse3(src, dst, width);
#endif
    (void)src;
    (void)dst;
    (void)width;
    return 0;
}

// Straight RGBA (or RGB) rows to premultiplied native-endian ARGB32 (used by png_fast.c).
void mp_premultiply_rows(const uint8_t *src, uint32_t src_stride, int channels,
                         uint8_t *dst, uint32_t dst_stride,
                         uint32_t width, uint32_t height) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *s = src + (size_t)y * src_stride;
        uint32_t *d = (uint32_t *)(dst + (size_t)y * dst_stride);
        if (channels == 3) {
            // Opaque: a plain shuffle.
            uint32_t x = rgb_to_xrgb_vector(s, d, width);
            for (s += (size_t)x * 3; x < width; x++, s += 3) {
                d[x] = 0xFF000000u | ((uint32_t)s[0] << 16) | ((uint32_t)s[1] << 8) | s[2];
            }
            continue;
        }
        for (uint32_t x = 0; x < width; x++, s += channels) {
            uint32_t a = channels == 4 ? s[3] : 255;
            uint32_t r = s[0], g = s[1], b = s[2];
            if (a != 255) {
                r = (r * a + 127) / 255;
                g = (g * a + 127) / 255;
                b = (b * a + 127) / 255;
            }
            d[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}

static int native_is_little_endian(void) {
    const uint32_t probe = 1;
    return *(const uint8_t *)&probe == 1;
}

// Straight-alpha native ARGB32 to Cairo's premultiplied ARGB32.
static void premultiply_in_place(uint8_t *pixels, uint32_t stride, uint32_t width, uint32_t height) {
    for (uint32_t y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(pixels + (size_t)y * stride);
        for (uint32_t x = 0; x < width; x++) {
            uint32_t p = row[x];
            uint32_t a = p >> 24;
            if (a == 255) continue;
            uint32_t r = (((p >> 16) & 255) * a + 127) / 255;
            uint32_t g = (((p >> 8) & 255) * a + 127) / 255;
            uint32_t b = ((p & 255) * a + 127) / 255;
            row[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
}

// libjpeg hands CMYK over inverted, as Adobe applications write it (0 is
// full ink), so the naive conversion is a product. No colour management:
// close to what a browser shows for untagged CMYK, not a print proof.
static void cmyk_to_argb_in_place(uint8_t *pixels, uint32_t stride, uint32_t width, uint32_t height) {
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *row = pixels + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) {
            uint8_t *p = row + (size_t)x * 4;
            uint32_t c = p[0], m = p[1], ye = p[2], k = p[3];
            uint32_t r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (ye * k + 127) / 255;
            uint32_t value = 0xFF000000u | (r << 16) | (g << 8) | b;
            memcpy(p, &value, 4);
        }
    }
}

int mp_image_decode_argb32(const uint8_t *data, size_t length,
                           uint8_t *out, uint32_t stride,
                           uint8_t *scratch, size_t scratch_length,
                           char *error, size_t error_length) {
    if (is_png(data, length)) {
        // Our own previews and most PNGs are plain 8-bit RGB(A): libdeflate
        // inflates them several times faster than zlib. Everything else, and
        // any damage, goes through libpng.
        if (mp_png_decode_fast(data, length, out, stride, scratch, scratch_length) == MP_OK) return MP_OK;
        png_image image;
        memset(&image, 0, sizeof image);
        image.version = PNG_IMAGE_VERSION;
        if (!png_image_begin_read_from_memory(&image, data, length)) {
            set_error(error, error_length, image.message);
            png_image_free(&image);
            return MP_FAILED;
        }
        if ((uint64_t)image.width * 4 > stride || stride > 0x7FFFFFFFu) {
            set_error(error, error_length, "output rows are too short for this image");
            png_image_free(&image);
            return MP_FAILED;
        }
        // Straight alpha in the byte order of native ARGB32, written straight
        // into `out` and premultiplied in place: no second full-size buffer.
        image.format = native_is_little_endian() ? PNG_FORMAT_BGRA : PNG_FORMAT_ARGB;
        // Browsers and iOS treat untagged 16-bit samples as sRGB; libpng would
        // otherwise assume linear light and brighten every mid-tone.
        image.flags |= PNG_IMAGE_FLAG_16BIT_sRGB;
        // For 8-bit output the row stride is counted in components, which are bytes.
        if (!png_image_finish_read(&image, NULL, out, (png_int_32)stride, NULL)) {
            set_error(error, error_length, image.message);
            png_image_free(&image);
            return MP_FAILED;
        }
        premultiply_in_place(out, stride, image.width, image.height);
        png_image_free(&image);
        return MP_OK;
    }
    if (is_jpeg(data, length)) {
        tjhandle handle = tjInitDecompress();
        if (!handle) { set_error(error, error_length, "cannot start the JPEG decoder"); return MP_FAILED; }
        int w = 0, h = 0, subsampling = 0, colorspace = 0;
        if (tjDecompressHeader3(handle, data, (unsigned long)length, &w, &h, &subsampling, &colorspace) != 0) {
            set_error(error, error_length, tjGetErrorStr2(handle));
            tjDestroy(handle);
            return MP_FAILED;
        }
        if ((uint64_t)w * 4 > stride || stride > 0x7FFFFFFFu) {
            set_error(error, error_length, "output rows are too short for this image");
            tjDestroy(handle);
            return MP_FAILED;
        }
        // TJPF_BGRA is byte order B,G,R,A: native ARGB32 on little-endian.
        // JPEG has no alpha, so no premultiplication is needed. libjpeg cannot
        // turn CMYK (print-ready artwork) into RGB itself; it decodes to CMYK,
        // also 4 bytes a pixel, and is converted in place below.
        int cmyk = colorspace == TJCS_CMYK || colorspace == TJCS_YCCK;
        int format = cmyk ? TJPF_CMYK : native_is_little_endian() ? TJPF_BGRA : TJPF_ARGB;
        int rc = tjDecompress2(handle, data, (unsigned long)length, out, w, (int)stride, h, format, TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING);
        if (rc != 0) {
            set_error(error, error_length, tjGetErrorStr2(handle));
            tjDestroy(handle);
            return MP_FAILED;
        }
        tjDestroy(handle);
        if (cmyk) cmyk_to_argb_in_place(out, stride, (uint32_t)w, (uint32_t)h);
        return MP_OK;
    }
    set_error(error, error_length, "not a PNG or JPEG file");
    return MP_FAILED;
}

void mp_prepare_pixel_buffer(void *buffer, size_t length) {
#ifdef MADV_HUGEPAGE
    // The 64 bytes either side reach the array's and the allocator's headers
    // when the allocation is a whole number of huge pages on a huge-page
    // boundary (ImageDecoder.hugePageCapacity): its first and last huge
    // pages are then asked for too. Advice only: nothing is read or written.
    uintptr_t huge = (uintptr_t)2 << 20, slack = 64;
    uintptr_t start = ((uintptr_t)buffer - slack + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)buffer + length + slack) & ~(huge - 1);
    // Below MP_HUGE_PAGES_FROM, 4 KB pages cost less (pixel_memory.c).
    if (length >= MP_HUGE_PAGES_FROM && end > start) {
        madvise((void *)start, end - start, MADV_HUGEPAGE);
        // The allocator wrote its header before the advice, so the first
        // huge page's range already holds one small page, and the kernel
        // would fill the rest of it with small pages too, one trap each (some
        // 500 for a photo). Collapsed now, while only that page is there,
        // it is one huge page at the cost of one. Refused (an older kernel,
        // no huge page to be had), the range simply stays in small pages.
        if (start < (uintptr_t)buffer) madvise((void *)start, huge, MP_MADV_COLLAPSE);
    }
#endif
    (void)length;
}
