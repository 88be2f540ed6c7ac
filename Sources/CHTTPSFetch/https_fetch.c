#include "CHTTPSFetch.h"

#include <curl/curl.h>
#include <openssl/evp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t global_init_once = PTHREAD_ONCE_INIT;

static void global_init(void) { curl_global_init(CURL_GLOBAL_DEFAULT); }

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
    size_t max_bytes;
    int too_large;
    int out_of_memory;
} body_buffer;

// Returning less than asked makes libcurl stop the transfer (CURLE_WRITE_ERROR).
static size_t append_body(char *chunk, size_t size, size_t count, void *context) {
    body_buffer *body = context;
    size_t bytes = size * count;
    if (bytes > body->max_bytes - body->length) {
        body->too_large = 1;
        return 0;
    }
    if (body->length + bytes > body->capacity) {
        size_t capacity = body->capacity ? body->capacity : 64 * 1024;
        while (capacity < body->length + bytes) capacity *= 2;
        if (capacity > body->max_bytes) capacity = body->max_bytes;
        uint8_t *grown = realloc(body->data, capacity);
        if (!grown) {
            body->out_of_memory = 1;
            return 0;
        }
        body->data = grown;
        body->capacity = capacity;
    }
    memcpy(body->data + body->length, chunk, bytes);
    body->length += bytes;
    return bytes;
}

static void fail(mp_fetch_result *result, int outcome, const char *message) {
    result->outcome = outcome;
    snprintf(result->message, sizeof result->message, "%s", message);
    // One line: libcurl's messages may end in a newline.
    for (char *c = result->message; *c; c++) if (*c == '\n' || *c == '\r') *c = ' ';
}

void mp_fetch_https(const char *url, const char *ca_file, long timeout_ms, size_t max_bytes, mp_fetch_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&global_init_once, global_init);
    CURL *curl = curl_easy_init();
    if (!curl) {
        fail(result, MP_FETCH_FAILED, "libcurl could not start a transfer");
        return;
    }
    body_buffer body = { .max_bytes = max_bytes };
    char error[CURL_ERROR_SIZE] = "";
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "https");
    curl_easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "https");
    curl_easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(curl, CURLOPT_MAXREDIRS, 5L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
    curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_FAILONERROR, 1L);
    curl_easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)max_bytes);
    curl_easy_setopt(curl, CURLOPT_USERAGENT, "MessagePreview");
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, append_body);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &body);
    curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    if (ca_file) curl_easy_setopt(curl, CURLOPT_CAINFO, ca_file);

    CURLcode code = curl_easy_perform(curl);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result->http_status);
    curl_easy_cleanup(curl);

    const char *reason = error[0] ? error : curl_easy_strerror(code);
    if (code == CURLE_OK) {
        result->outcome = MP_FETCH_OK;
        result->data = body.data;
        result->length = body.length;
        return;
    }
    free(body.data);
    if (body.too_large || code == CURLE_FILESIZE_EXCEEDED) {
        fail(result, MP_FETCH_TOO_LARGE, "the body is larger than the cap");
    } else if (code == CURLE_OPERATION_TIMEDOUT) {
        fail(result, MP_FETCH_TIMEOUT, reason);
    } else if (code == CURLE_HTTP_RETURNED_ERROR) {
        fail(result, MP_FETCH_HTTP_STATUS, reason);
    } else if (body.out_of_memory) {
        fail(result, MP_FETCH_FAILED, "out of memory");
    } else {
        fail(result, MP_FETCH_FAILED, reason);
    }
}

void mp_fetch_free(mp_fetch_result *result) {
    free(result->data);
    result->data = NULL;
    result->length = 0;
}

void mp_sha256_hex(const void *data, size_t length, char out[65]) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int size = 0;
    EVP_Digest(data, length, digest, &size, EVP_sha256(), NULL);
    static const char hex[] = "0123456789abcdef";
    for (unsigned int i = 0; i < 32; i++) {
        out[2 * i] = hex[digest[i] >> 4];
        out[2 * i + 1] = hex[digest[i] & 15];
    }
    out[64] = 0;
}
