#ifndef CHTTPSFETCH_H
#define CHTTPSFETCH_H

#include <stddef.h>
#include <stdint.h>

#include "address_guard.h"

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
    /// Every address the host (or a redirect's host) has was refused by the
    /// address guard before a socket was opened; see `refused_class` and
    /// `refused_address`.
    MP_FETCH_REFUSED_ADDRESS = 5,
};

/// How to fetch.
typedef struct {
    /// A PEM bundle that replaces the system's certificate authorities; NULL: the system's.
    const char *ca_file;
    /// The whole transfer, connecting included.
    long timeout_ms;
    /// The largest body kept.
    size_t max_bytes;
    /// Non-zero: connect to loopback, private, link-local, shared, unique-local
    /// and reserved addresses too (see mp_address_is_refused).
    int allow_private;
    /// Addresses connected to as if they were public, whatever their class:
    /// for tests whose server must play a public host on 127.0.0.1. NULL when
    /// `treated_as_public_count` is 0.
    const mp_ip_address *treated_as_public;
    size_t treated_as_public_count;
} mp_fetch_options;

typedef struct {
    /// The body, `length` bytes, when `outcome` is MP_FETCH_OK; free with mp_fetch_free.
    uint8_t *data;
    size_t length;
    /// The last HTTP status seen (0 when none).
    long http_status;
    int outcome;
    /// libcurl's reason, one line, NUL-terminated (empty on success).
    char message[256];
    /// When `outcome` is MP_FETCH_REFUSED_ADDRESS: the last address refused,
    /// as text, and its class.
    char refused_address[64];
    mp_address_class refused_class;
    /// Redirects followed before the transfer ended.
    long redirects;
} mp_fetch_result;

/// GETs an `https://` URL with libcurl (opened on the first call; when it
/// cannot be loaded the outcome is MP_FETCH_FAILED saying so): https only (redirects included, at
/// most 5), no compression negotiated, the whole transfer within `timeout_ms`,
/// and never more than `max_bytes` of body kept: a larger Content-Length is
/// refused before the body is read, and a body that grows past the cap is
/// cut off as it arrives.
///
/// Every socket is checked before it is opened, on the very address it is
/// about to connect to (each address of each host, redirects included), and
/// an address mp_address_is_refused refuses gets no socket at all; so no
/// name can resolve to one address when checked and another when
/// connected. Proxies (`https_proxy` and the rest of the environment) are
/// never used: a proxy would connect on our behalf to an address this check
/// never sees. Safe to call from several threads.
void mp_fetch_https(const char *url, const mp_fetch_options *options, mp_fetch_result *result);

void mp_fetch_free(mp_fetch_result *result);

#endif
