// Memory for whole frames. A preview is ~12 MB: in 4 KB pages that is some
// 3000 page faults, each a kernel trap that also clears the page, a large
// share of a one-shot render. Mapping it with transparent huge pages requested
// makes it a handful where the kernel allows it.
#include "CImageCodecs.h"

#include <sys/mman.h>

static size_t rounded_to_huge_pages(size_t size) {
    size_t huge = (size_t)2 << 20;
    return (size + huge - 1) / huge * huge;
}

void *mp_map_pixels(size_t size) {
    if (size == 0) return NULL;
    size_t mapped = rounded_to_huge_pages(size);
    void *memory = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return NULL;
#ifdef MADV_HUGEPAGE
    madvise(memory, mapped, MADV_HUGEPAGE);
#endif
    return memory;
}

void mp_unmap_pixels(void *memory, size_t size) {
    if (memory) munmap(memory, rounded_to_huge_pages(size));
}
