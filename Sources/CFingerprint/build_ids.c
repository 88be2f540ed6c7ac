// The GNU build IDs of the code loaded in this process: a linker writes one
// into every ELF object (a hash of its contents), so two processes with the
// same IDs run the same code, whatever the files' dates or paths.
#define _GNU_SOURCE
#include "CFingerprint.h"

#include <elf.h>
#include <link.h>
#include <string.h>

typedef struct {
    mp_build_id_visitor visit;
    void *context;
} visit_state;

static size_t align4(size_t n) { return (n + 3) & ~(size_t)3; }

static int visit_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    visit_state *state = data;
    const uint8_t *id = NULL;
    size_t id_length = 0;
    for (ElfW(Half) i = 0; i < info->dlpi_phnum && !id; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_NOTE) continue;
        const uint8_t *note = (const uint8_t *)(info->dlpi_addr + header->p_vaddr);
        const uint8_t *end = note + header->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *entry = (const ElfW(Nhdr) *)note;
            const uint8_t *name = note + sizeof(ElfW(Nhdr));
            const uint8_t *desc = name + align4(entry->n_namesz);
            if (desc + entry->n_descsz > end) break;
            if (entry->n_type == NT_GNU_BUILD_ID && entry->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                id = desc;
                id_length = entry->n_descsz;
                break;
            }
            note = desc + align4(entry->n_descsz);
        }
    }
    state->visit(info->dlpi_name ? info->dlpi_name : "", id, id_length, state->context);
    return 0;
}

void mp_visit_build_ids(mp_build_id_visitor visit, void *context) {
    visit_state state = {visit, context};
    dl_iterate_phdr(visit_object, &state);
}
