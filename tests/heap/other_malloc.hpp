// SQFIG_TEST_OTHER_MALLOC: defined when a sanitizer's allocator replaces
// glibc's malloc (ASan, TSan, MSan). The heap tests then skip: glibc's
// thresholds are not in play, and a test's own operator new would pair the
// sanitizer's new[] with free().
#pragma once

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SQFIG_TEST_OTHER_MALLOC 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define SQFIG_TEST_OTHER_MALLOC 1
#endif
#endif
