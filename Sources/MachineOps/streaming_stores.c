#include "streaming_stores.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

typedef float element __attribute__((vector_size(16)));

void streaming_move_zeroing(void *destination, void *source, size_t count) {
    element *to = (element *)destination;
    element *from = (element *)source;
    const element zero = {0, 0, 0, 0};
    for (size_t i = 0; i < count; i++) {
        element value = from[i];
        __builtin_nontemporal_store(value, &to[i]);
        from[i] = zero;
    }
}

void streaming_fence(void) {
#if defined(__SSE2__)
    _mm_sfence();
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}
