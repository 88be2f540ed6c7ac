// SHA-256 through OpenSSL's libcrypto, opened on first use rather than linked:
// only the artwork cache and the golden-check cache hash anything, and a
// linked libcrypto would be loaded by every start of preview-cli. The soname is
// the ABI Debian ships (OpenSSL 3). The five EVP calls are declared here with
// opaque types, as in OpenSSL's headers, so building needs no OpenSSL headers.
#include "CFingerprint.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

static const char *const crypto_soname = "libcrypto.so.3";

typedef struct evp_md_ctx_st EVP_MD_CTX;
typedef struct evp_md_st EVP_MD;
typedef struct engine_st ENGINE;

static struct {
    int loaded;
    char problem[200];
    EVP_MD_CTX *(*ctx_new)(void);
    void (*ctx_free)(EVP_MD_CTX *ctx);
    int (*init)(EVP_MD_CTX *ctx, const EVP_MD *type, ENGINE *impl);
    int (*update)(EVP_MD_CTX *ctx, const void *data, size_t count);
    int (*final)(EVP_MD_CTX *ctx, unsigned char *md, unsigned int *size);
    const EVP_MD *(*sha256)(void);
} api;

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    static const char *const names[] = {"EVP_MD_CTX_new", "EVP_MD_CTX_free", "EVP_DigestInit_ex",
                                        "EVP_DigestUpdate", "EVP_DigestFinal_ex", "EVP_sha256"};
    void *slots[6];
    if (!mp_open_library(crypto_soname, names, slots, 6, api.problem, sizeof api.problem)) return;
    // Object pointers to function pointers: POSIX guarantees dlsym's results convert.
    memcpy(&api.ctx_new, &slots[0], sizeof(void *));
    memcpy(&api.ctx_free, &slots[1], sizeof(void *));
    memcpy(&api.init, &slots[2], sizeof(void *));
    memcpy(&api.update, &slots[3], sizeof(void *));
    memcpy(&api.final, &slots[4], sizeof(void *));
    memcpy(&api.sha256, &slots[5], sizeof(void *));
    api.loaded = 1;
}

struct mp_sha256 {
    EVP_MD_CTX *ctx;
};

mp_sha256 *mp_sha256_begin(char *problem, size_t problem_length) {
    pthread_once(&once, load);
    if (!api.loaded) {
        snprintf(problem, problem_length, "%s", api.problem);
        return NULL;
    }
    EVP_MD_CTX *ctx = api.ctx_new();
    if (!ctx || api.init(ctx, api.sha256(), NULL) != 1) {
        if (ctx) api.ctx_free(ctx);
        snprintf(problem, problem_length, "%s could not start a SHA-256", crypto_soname);
        return NULL;
    }
    // The handle is the context itself; no allocation of our own to fail.
    return (mp_sha256 *)ctx;
}

int mp_sha256_update(mp_sha256 *digest, const void *data, size_t length) {
    if (length == 0) return 1;
    return api.update((EVP_MD_CTX *)digest, data, length) == 1;
}

int mp_sha256_finish(mp_sha256 *digest, uint8_t out[32]) {
    unsigned int size = 0;
    int ok = api.final((EVP_MD_CTX *)digest, out, &size) == 1 && size == 32;
    api.ctx_free((EVP_MD_CTX *)digest);
    return ok;
}

void mp_sha256_discard(mp_sha256 *digest) {
    if (digest) api.ctx_free((EVP_MD_CTX *)digest);
}
