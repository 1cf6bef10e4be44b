#ifndef STREAMING_STORES_H
#define STREAMING_STORES_H

/*
 * Stores that bypass the caches, for Raster's large canvases.
 *
 * A canvas far larger than the caches is composited in bands: each band is drawn in a
 * small buffer that stays in cache, then written to the canvas. Written with ordinary
 * stores, every cache line of the canvas is first read from memory (the processor fetches
 * a line before it changes part of it), although all of it is about to be overwritten.
 * Streaming stores write whole lines without reading them: half the memory traffic.
 * Swift has no way to ask for them; this C function does, through the compiler's
 * portable builtin (movntps on x86-64, stnp on AArch64).
 */

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Moves `count` 16-byte elements from `source` to `destination` with streaming stores,
 * and zeros them in `source`. Both must be 16-byte aligned and must not overlap.
 */
void streaming_move_zeroing(void *destination, void *source, size_t count);

/*
 * Orders every streaming store made before it before any later store: call once after a
 * series of moves, before the destination is handed to other code or threads.
 */
void streaming_fence(void);

#ifdef __cplusplus
}
#endif

#endif
