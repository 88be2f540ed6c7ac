#ifndef CFINGERPRINT_H
#define CFINGERPRINT_H

#include <stddef.h>
#include <stdint.h>

/// A SHA-256 in progress (OpenSSL's libcrypto, opened with dlopen on first
/// use, so a run that hashes nothing never loads it).
typedef struct mp_sha256 mp_sha256;

/// Starts a digest; NULL with one line in `problem` when libcrypto cannot be
/// loaded or refuses.
mp_sha256 *mp_sha256_begin(char *problem, size_t problem_length);
/// Adds `length` bytes; returns 0 when libcrypto failed (the digest is then unusable).
int mp_sha256_update(mp_sha256 *digest, const void *data, size_t length);
/// Writes the 32-byte digest and frees `digest`; returns 0 on failure (freed too).
int mp_sha256_finish(mp_sha256 *digest, uint8_t out[32]);
/// Frees a digest that will not be finished.
void mp_sha256_discard(mp_sha256 *digest);

/// Opens the shared library `soname` (dlopen) and looks up `count` symbols
/// from `names` into `slots`. Returns 1, or 0 with one line in `problem`
/// ("cannot load libcurl.so.4 (...)", "libcurl.so.4 has no curl_easy_init").
/// For libraries opened only when a feature needs them (libcurl, libcrypto).
int mp_open_library(const char *soname, const char *const *names, void **slots, int count,
                    char *problem, size_t problem_length);

/// Calls `visit` once for each ELF object loaded in this process (the program
/// first, then every shared library), with its path ("" for the program) and
/// its GNU build ID (`id_length` bytes; 0 when the object carries none).
typedef void (*mp_build_id_visitor)(const char *path, const uint8_t *id, size_t id_length, void *context);
void mp_visit_build_ids(mp_build_id_visitor visit, void *context);

#endif
