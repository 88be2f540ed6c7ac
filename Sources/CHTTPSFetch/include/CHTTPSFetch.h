#ifndef CHTTPSFETCH_H
#define CHTTPSFETCH_H

#include <stddef.h>
#include <stdint.h>

/// How a transfer ended.
enum {
    MP_FETCH_OK = 0,
    /// The body (announced or received) is larger than `max_bytes`.
    MP_FETCH_TOO_LARGE = 1,
    /// No complete answer within `timeout_ms` (connecting included).
    MP_FETCH_TIMEOUT = 2,
    /// The server answered with an HTTP status of 400 or more.
    MP_FETCH_HTTP_STATUS = 3,
    /// Anything else: DNS, TLS (an untrusted certificate), a redirect to
    /// something other than https, a refused connection; see `message`.
    MP_FETCH_FAILED = 4,
};

typedef struct {
    /// The body, `length` bytes, when `outcome` is MP_FETCH_OK; free with mp_fetch_free.
    uint8_t *data;
    size_t length;
    /// The last HTTP status seen (0 when none).
    long http_status;
    int outcome;
    /// libcurl's reason, one line, NUL-terminated (empty on success).
    char message[256];
} mp_fetch_result;

/// GETs an `https://` URL with libcurl (opened on the first call; when it
/// cannot be loaded the outcome is MP_FETCH_FAILED saying so): https only (redirects included, at
/// most 5), no compression negotiated, the whole transfer within `timeout_ms`,
/// and never more than `max_bytes` of body kept: a larger Content-Length is
/// refused before the body is read, and a body that grows past the cap is
/// cut off as it arrives. `ca_file` (a PEM bundle) replaces the system's
/// certificate authorities when not NULL. Safe to call from several threads.
void mp_fetch_https(const char *url, const char *ca_file, long timeout_ms, size_t max_bytes, mp_fetch_result *result);

void mp_fetch_free(mp_fetch_result *result);

#endif
