// Time and statistics shared by the benchmarks (sqfig_bench, sqfig_throughput
// and bench/experiments): the process's CPU time and the median of a series.
#pragma once

#include <time.h>

#include <algorithm>
#include <vector>

namespace sqfig_bench {

/// CPU time of the whole process (every thread, user + system), seconds.
inline double cpu_now() {
    timespec ts{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

/// The median (the mean of the middle two for an even count); 0 for none.
inline double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

constexpr double mib = 1024.0 * 1024.0;

}  // namespace sqfig_bench
