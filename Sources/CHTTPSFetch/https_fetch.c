#include "CHTTPSFetch.h"

#include <CFingerprint.h>

#include <curl/curl.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sys/socket.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libcurl is opened on the first fetch, not linked: with its thirty-odd
// dependencies (TLS, Kerberos, LDAP, SSH...) it doubled the dynamic loader's
// work at every start of preview-cli, for a feature only --fetch-artwork
// uses. Its header still types every call; the soname is the ABI Debian
// ships (libcurl4).
static const char *const curl_soname = "libcurl.so.4";

static struct {
    int loaded;
    char problem[200];
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *curl, CURLoption option, ...);
    CURLcode (*easy_perform)(CURL *curl);
    CURLcode (*easy_getinfo)(CURL *curl, CURLINFO info, ...);
    void (*easy_cleanup)(CURL *curl);
    const char *(*easy_strerror)(CURLcode code);
} curl_api;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    static const char *const names[] = {"curl_global_init", "curl_easy_init", "curl_easy_setopt", "curl_easy_perform",
                                        "curl_easy_getinfo", "curl_easy_cleanup", "curl_easy_strerror"};
    void *slots[7];
    if (!mp_open_library(curl_soname, names, slots, 7, curl_api.problem, sizeof curl_api.problem)) return;
    // Object pointers to function pointers: POSIX guarantees dlsym's results convert.
    memcpy(&curl_api.global_init, &slots[0], sizeof(void *));
    memcpy(&curl_api.easy_init, &slots[1], sizeof(void *));
    memcpy(&curl_api.easy_setopt, &slots[2], sizeof(void *));
    memcpy(&curl_api.easy_perform, &slots[3], sizeof(void *));
    memcpy(&curl_api.easy_getinfo, &slots[4], sizeof(void *));
    memcpy(&curl_api.easy_cleanup, &slots[5], sizeof(void *));
    memcpy(&curl_api.easy_strerror, &slots[6], sizeof(void *));
    if (curl_api.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(curl_api.problem, sizeof curl_api.problem, "libcurl could not initialise");
        return;
    }
    curl_api.loaded = 1;
}

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

// What the open-socket hook knows and found.
typedef struct {
    const mp_fetch_options *options;
    int refused;
    mp_address_class refused_class;
    char refused_address[64];
} address_guard;

static int treated_as_public(const mp_fetch_options *options, const mp_ip_address *address) {
    for (size_t i = 0; i < options->treated_as_public_count; i++) {
        const mp_ip_address *listed = &options->treated_as_public[i];
        if (listed->version == address->version && memcmp(listed->bytes, address->bytes, address->version == 4 ? 4 : 16) == 0) return 1;
    }
    return 0;
}

// libcurl calls this for every socket it would open: each address of each
// host it connects to, for the first request and every redirect alike, with
// the exact address the socket will be connected to. Deciding here, rather
// than on a name resolved beforehand, leaves nothing to rebind between the
// check and the connection; a refused address gets no socket, so nothing
// reaches it, and libcurl moves on to the host's next address, if any.
static curl_socket_t open_checked_socket(void *context, curlsocktype purpose, struct curl_sockaddr *address) {
    (void)purpose;
    address_guard *guard = context;
    mp_ip_address ip = { .version = 0 };
    // `addr` is the head of a sockaddr_storage-sized buffer; addrlen says how much of it is the address.
    const unsigned char *raw = (const unsigned char *)&address->addr;
    if (address->family == AF_INET && address->addrlen >= sizeof(struct sockaddr_in)) {
        struct sockaddr_in v4;
        memcpy(&v4, raw, sizeof v4);
        ip.version = 4;
        memcpy(ip.bytes, &v4.sin_addr, 4);
    } else if (address->family == AF_INET6 && address->addrlen >= sizeof(struct sockaddr_in6)) {
        struct sockaddr_in6 v6;
        memcpy(&v6, raw, sizeof v6);
        ip.version = 6;
        memcpy(ip.bytes, &v6.sin6_addr, 16);
    }
    mp_address_class kind = treated_as_public(guard->options, &ip) ? MP_ADDRESS_PUBLIC : mp_classify_address(&ip);
    if (mp_address_is_refused(kind, guard->options->allow_private)) {
        // The latest refusal is kept: when a redirect's host is refused, an
        // earlier host's refused address (::1 of a localhost that then
        // answered on 127.0.0.1) is not what stopped the transfer.
        guard->refused = 1;
        guard->refused_class = kind;
        mp_format_address(&ip, guard->refused_address, sizeof guard->refused_address);
        return CURL_SOCKET_BAD;
    }
    // Close-on-exec, as every descriptor of a process that starts plugins should be.
    return socket(address->family, address->socktype | SOCK_CLOEXEC, address->protocol);
}

static void fail(mp_fetch_result *result, int outcome, const char *message) {
    result->outcome = outcome;
    snprintf(result->message, sizeof result->message, "%s", message);
    // One line: libcurl's messages may end in a newline.
    for (char *c = result->message; *c; c++) if (*c == '\n' || *c == '\r') *c = ' ';
}

void mp_fetch_https(const char *url, const mp_fetch_options *options, mp_fetch_result *result) {
    memset(result, 0, sizeof *result);
    pthread_once(&curl_once, load_curl);
    if (!curl_api.loaded) {
        fail(result, MP_FETCH_FAILED, curl_api.problem);
        return;
    }
    CURL *curl = curl_api.easy_init();
    if (!curl) {
        fail(result, MP_FETCH_FAILED, "libcurl could not start a transfer");
        return;
    }
    body_buffer body = { .max_bytes = options->max_bytes };
    address_guard guard = { .options = options };
    char error[CURL_ERROR_SIZE] = "";
    curl_api.easy_setopt(curl, CURLOPT_URL, url);
    curl_api.easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "https");
    curl_api.easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "https");
    curl_api.easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
    curl_api.easy_setopt(curl, CURLOPT_MAXREDIRS, 5L);
    curl_api.easy_setopt(curl, CURLOPT_TIMEOUT_MS, options->timeout_ms);
    curl_api.easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, options->timeout_ms);
    curl_api.easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_api.easy_setopt(curl, CURLOPT_FAILONERROR, 1L);
    curl_api.easy_setopt(curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)options->max_bytes);
    curl_api.easy_setopt(curl, CURLOPT_USERAGENT, "MessagePreview");
    curl_api.easy_setopt(curl, CURLOPT_WRITEFUNCTION, append_body);
    curl_api.easy_setopt(curl, CURLOPT_WRITEDATA, &body);
    curl_api.easy_setopt(curl, CURLOPT_ERRORBUFFER, error);
    if (options->ca_file) curl_api.easy_setopt(curl, CURLOPT_CAINFO, options->ca_file);
    // An empty proxy turns off the proxies libcurl would otherwise take from
    // the environment (https_proxy, all_proxy, ...): through a proxy, the
    // address checked would be the proxy's, and the proxy would then connect
    // anywhere it can reach, metadata services included.
    // Without the guard in place nothing is fetched.
    if (curl_api.easy_setopt(curl, CURLOPT_PROXY, "") != CURLE_OK
        || curl_api.easy_setopt(curl, CURLOPT_OPENSOCKETFUNCTION, open_checked_socket) != CURLE_OK
        || curl_api.easy_setopt(curl, CURLOPT_OPENSOCKETDATA, &guard) != CURLE_OK) {
        curl_api.easy_cleanup(curl);
        fail(result, MP_FETCH_FAILED, "libcurl would not check the addresses it connects to");
        return;
    }

    CURLcode code = curl_api.easy_perform(curl);
    curl_api.easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &result->http_status);
    curl_api.easy_getinfo(curl, CURLINFO_REDIRECT_COUNT, &result->redirects);
    curl_api.easy_cleanup(curl);

    const char *reason = error[0] ? error : curl_api.easy_strerror(code);
    if (code == CURLE_OK) {
        result->outcome = MP_FETCH_OK;
        result->data = body.data;
        result->length = body.length;
        return;
    }
    free(body.data);
    // A refusal explains a failure to connect better than libcurl's "could
    // not connect" (or a timeout while it tried the host's other addresses).
    if (guard.refused && (code == CURLE_COULDNT_CONNECT || code == CURLE_OPERATION_TIMEDOUT)) {
        result->refused_class = guard.refused_class;
        memcpy(result->refused_address, guard.refused_address, sizeof result->refused_address);
        fail(result, MP_FETCH_REFUSED_ADDRESS, reason);
    } else if (body.too_large || code == CURLE_FILESIZE_EXCEEDED) {
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
