// SQFIG_TEST_OTHER_MALLOC: defined when a sanitizer's allocator replaces
// glibc's malloc (ASan, TSan, MSan). The heap tests then skip: glibc's
// thresholds are not in play, and a test's own operator new would pair the
// sanitizer's new[] with free().
#pragma once

#include "../support/sanitizers.hpp"

#ifdef SQFIG_TEST_SANITIZED  // a sanitizer brings its own malloc
#define SQFIG_TEST_OTHER_MALLOC 1
#endif
