// Counting allocation functions for the benchmark executable.
//
// An executable's own definitions of malloc and friends take precedence over the C
// library's for the whole process (the dynamic linker resolves every library's calls to
// the first definition it finds, the executable's). Each one counts, then calls glibc's
// implementation by its internal name, so the memory and its bookkeeping stay glibc's;
// free and malloc_usable_size need no replacement.
#include "AllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);

static _Atomic uint64_t allocations;

static inline void count_one(void) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

uint64_t allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
    count_one();
    return __libc_valloc(size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // The checks posix_memalign makes and memalign does not.
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}
