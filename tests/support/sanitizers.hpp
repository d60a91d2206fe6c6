// Whether this test program is built with a sanitizer (AddressSanitizer,
// ThreadSanitizer, MemorySanitizer): it takes over crashes and huge
// allocations, replaces malloc and slows the code down. g++ says so with
// __SANITIZE_*__, clang++ with __has_feature; the tests ask here, once.
#pragma once

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SQFIG_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define SQFIG_TEST_SANITIZED 1
#endif
#endif
