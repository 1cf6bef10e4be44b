#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// How many heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign, valloc) this process has made since it started. Linking this target into an
/// executable replaces the C library's allocation functions with counting ones that
/// forward to it; the count is exact, whichever thread allocates.
uint64_t allocation_count(void);

#endif
