// Memory for pixels. A whole preview is ~12 MB: in 4 KB pages that is some
// 3000 page faults, each a kernel trap that also clears the page, a large
// share of a one-shot decode (`diff` of two previews: about 6 ms faster with
// huge pages). Mapping it with transparent huge pages requested makes it a
// handful where the kernel allows it.
//
// Smaller buffers (MP_HUGE_PAGES_FROM) stay in 4 KB pages: a render's two
// band buffers (2 MB) and its decoded photo (4 MB) gain a few hundred faults
// at most, and a fresh huge page can cost far more. On a virtual machine
// that hands free memory back to its host (free page reporting), the free
// 2 MB blocks a huge page comes from are the very ones handed back, and
// touching one again waits for the host. Renders run right after headless
// Chromium (the render benchmark) took a median of 58.5 ms with huge pages
// for these buffers and 42 ms without, 16 runs each, in the same rounds.
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
    if (size >= MP_HUGE_PAGES_FROM) madvise(memory, mapped, MADV_HUGEPAGE);
#endif
    return memory;
}

void mp_unmap_pixels(void *memory, size_t size) {
    if (memory) munmap(memory, rounded_to_huge_pages(size));
}
