// Keeping glibc's heap from shrinking and growing again for every PDF stream.
//
// Cairo deflates every PDF/PS stream with a fresh zlib state (about 260 KB in
// four 64 KB blocks, malloc'ed and freed around each stream, three or more
// streams a chart). With glibc's initial settings those blocks come from the
// top of the heap, freeing them leaves more than M_TRIM_THRESHOLD (128 KiB)
// free there, free() gives it back to the kernel (brk), and the next stream
// faults the same pages in again: about 79 page faults and 3.4-4.8 ms of system
// time a small chart on the 2-core VM, twice the chart's own user time.
//
// glibc's dynamic threshold (mallopt(3), M_MMAP_THRESHOLD): freeing a block
// that malloc had mmap()ed raises the mmap threshold to that block's size and
// the trim threshold to twice it, unless the program chose its own values
// (mallopt, MALLOC_*_ environment variables, GLIBC_TUNABLES), in which case
// glibc leaves them alone. Any program that frees one large buffer gets this
// (Cairo does when it saves a PNG of 200 x 200 px or more). sqfig frees one
// block of `heap_hint_bytes` once per process, before its first vector
// surface, so the heap keeps up to twice that much free memory at its top
// (1 MiB) instead of returning it after every stream. Documented in the
// README and docs/performance.md ("Page faults"); a program that wants other
// values calls mallopt() itself, which wins before and after this.
#pragma once

#include <cstddef>

namespace sqfig::detail {

/// The block freed once: glibc then keeps up to 2 x this at the heap's top.
/// 300 KB already removes the small chart's faults; 512 KiB leaves room for
/// two streams' zlib states at once.
inline constexpr std::size_t heap_hint_bytes = 512 * 1024;

/// Frees one mmap()ed block of heap_hint_bytes, so that glibc's dynamic
/// thresholds rise to it (see above). Does nothing on other C libraries.
void free_one_large_block();

/// free_one_large_block(), once per process (thread-safe).
void keep_heap_for_streams();

}  // namespace sqfig::detail
