// Libraries a feature opens on first use instead of linking them, so that a
// run without the feature never loads them (see sha256.c and CHTTPSFetch).
#include "CFingerprint.h"

#include <dlfcn.h>
#include <stdio.h>

int mp_open_library(const char *soname, const char *const *names, void **slots, int count,
                    char *problem, size_t problem_length) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(problem, problem_length, "cannot load %s (%s)", soname, reason ? reason : "not found");
        return 0;
    }
    for (int i = 0; i < count; i++) {
        slots[i] = dlsym(library, names[i]);
        if (!slots[i]) {
            snprintf(problem, problem_length, "%s has no %s", soname, names[i]);
            return 0;
        }
    }
    return 1;
}
