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
#include <zlib.h>

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

int mp_image_header(const uint8_t *data, size_t length, int *kind,
                    uint32_t *width, uint32_t *height,
                    char *error, size_t error_length) {
    if (is_png(data, length)) {
        png_image image;
        memset(&image, 0, sizeof image);
        image.version = PNG_IMAGE_VERSION;
        if (!png_image_begin_read_from_memory(&image, data, length)) {
            set_error(error, error_length, image.message);
            png_image_free(&image);
            return MP_FAILED;
        }
        *kind = 1;
        *width = image.width;
        *height = image.height;
        png_image_free(&image);
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

// Straight RGBA (or RGB) rows to premultiplied native-endian ARGB32.
void mp_premultiply_rows(const uint8_t *src, uint32_t src_stride, int channels,
                             uint8_t *dst, uint32_t dst_stride,
                             uint32_t width, uint32_t height) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *s = src + (size_t)y * src_stride;
        uint32_t *d = (uint32_t *)(dst + (size_t)y * dst_stride);
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

int mp_image_decode_argb32(const uint8_t *data, size_t length,
                           uint8_t *out, uint32_t stride,
                           char *error, size_t error_length) {
    if (is_png(data, length)) {
        // Our own previews and most PNGs are plain 8-bit RGB(A): libdeflate
        // inflates them several times faster than zlib. Everything else, and
        // any damage, goes through libpng.
        if (mp_png_decode_fast(data, length, out, stride) == MP_OK) return MP_OK;
        png_image image;
        memset(&image, 0, sizeof image);
        image.version = PNG_IMAGE_VERSION;
        if (!png_image_begin_read_from_memory(&image, data, length)) {
            set_error(error, error_length, image.message);
            png_image_free(&image);
            return MP_FAILED;
        }
        image.format = PNG_FORMAT_RGBA;
        size_t row = (size_t)image.width * 4;
        uint8_t *rgba = malloc(row * image.height);
        if (!rgba) {
            set_error(error, error_length, "out of memory");
            png_image_free(&image);
            return MP_FAILED;
        }
        if (!png_image_finish_read(&image, NULL, rgba, (png_int_32)row, NULL)) {
            set_error(error, error_length, image.message);
            free(rgba);
            png_image_free(&image);
            return MP_FAILED;
        }
        mp_premultiply_rows(rgba, (uint32_t)row, 4, out, stride, image.width, image.height);
        free(rgba);
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
        // TJPF_BGRA is byte order B,G,R,A: native ARGB32 on little-endian.
        // JPEG has no alpha, so no premultiplication is needed.
        int format = TJPF_BGRA;
        const uint32_t probe = 1;
        if (*(const uint8_t *)&probe == 0) format = TJPF_ARGB;
        int rc = tjDecompress2(handle, data, (unsigned long)length, out, w, (int)stride, h, format, TJFLAG_ACCURATEDCT | TJFLAG_STOPONWARNING);
        if (rc != 0) {
            set_error(error, error_length, tjGetErrorStr2(handle));
            tjDestroy(handle);
            return MP_FAILED;
        }
        tjDestroy(handle);
        return MP_OK;
    }
    set_error(error, error_length, "not a PNG or JPEG file");
    return MP_FAILED;
}

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
    int failed;
} memory_sink;

static void sink_write(png_structp png, png_bytep bytes, png_size_t count) {
    memory_sink *sink = png_get_io_ptr(png);
    if (sink->failed) return;
    if (sink->length + count > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->length + count) capacity *= 2;
        uint8_t *grown = realloc(sink->data, capacity);
        if (!grown) { sink->failed = 1; png_error(png, "out of memory"); }
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->length, bytes, count);
    sink->length += count;
}

static void sink_flush(png_structp png) { (void)png; }

typedef struct {
    char *error;
    size_t error_length;
} error_context;

static void on_png_error(png_structp png, png_const_charp message) {
    error_context *context = png_get_error_ptr(png);
    set_error(context->error, context->error_length, message);
    png_longjmp(png, 1);
}

static void on_png_warning(png_structp png, png_const_charp message) {
    (void)png; (void)message;
}

int mp_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                  uint32_t stride, int has_alpha, int level,
                  uint8_t **out, size_t *out_length,
                  char *error, size_t error_length) {
    error_context context = { error, error_length };
    memory_sink sink = { NULL, 0, 0, 0 };
    uint8_t *volatile row = NULL;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_png_error, on_png_warning);
    if (!png) { set_error(error, error_length, "cannot start the PNG encoder"); return MP_FAILED; }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        set_error(error, error_length, "cannot start the PNG encoder");
        return MP_FAILED;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.data);
        free(row);
        return MP_FAILED;
    }
    png_set_write_fn(png, &sink, sink_write, sink_flush);
    png_set_compression_level(png, level);
    // Flat UI pixels: the Up filter and run-length strategy compress well and fast.
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_set_compression_strategy(png, Z_RLE);
    png_set_IHDR(png, info, width, height, 8,
                 has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);

    const uint32_t probe = 1;
    const int little_endian = *(const uint8_t *)&probe == 1;
    if (!has_alpha && little_endian) {
        // Cairo RGB24 is B,G,R,X in memory: let libpng swap and strip in its row transform.
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
        for (uint32_t y = 0; y < height; y++) {
            png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
        }
    } else {
        size_t channels = has_alpha ? 4 : 3;
        row = malloc((size_t)width * channels);
        if (!row) png_error(png, "out of memory");
        for (uint32_t y = 0; y < height; y++) {
            const uint32_t *src = (const uint32_t *)(pixels + (size_t)y * stride);
            uint8_t *d = row;
            for (uint32_t x = 0; x < width; x++) {
                uint32_t p = src[x];
                uint32_t a = has_alpha ? p >> 24 : 255;
                uint32_t r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
                if (has_alpha && a != 0 && a != 255) {
                    r = (r * 255 + a / 2) / a;
                    g = (g * 255 + a / 2) / a;
                    b = (b * 255 + a / 2) / a;
                }
                *d++ = (uint8_t)r; *d++ = (uint8_t)g; *d++ = (uint8_t)b;
                if (has_alpha) *d++ = (uint8_t)a;
            }
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    *out = sink.data;
    *out_length = sink.length;
    return MP_OK;
}

void mp_free(void *pointer) { free(pointer); }

void mp_prepare_pixel_buffer(void *buffer, size_t length) {
#ifdef MADV_HUGEPAGE
    uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t start = ((uintptr_t)buffer + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)buffer + length) & ~(huge - 1);
    if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
#endif
    memset(buffer, 0, length);
}
