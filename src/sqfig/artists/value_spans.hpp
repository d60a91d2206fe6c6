// Internal: the values a histogram reads, without copying them: one or more
// data sets (spans of the caller's vectors, read as one concatenation, as
// matplotlib concatenates its data sets) and numpy's filter: NaN never, and
// with a range only the values inside it.
#pragma once

#include <cmath>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace sqfig::detail {

/// `size` values from `data`.
struct ValueSpan {
    const double* data = nullptr;
    std::size_t size = 0;
};

/// Spans read in order, keeping what numpy's bin rules keep.
struct ValueSpans {
    std::vector<ValueSpan> spans;
    /// When set, only the values in [first, second]; else every value but NaN.
    std::optional<std::pair<double, double>> range;

    bool keeps(double v) const { return range ? v >= range->first && v <= range->second : !std::isnan(v); }
    /// f(v) for each value kept, in order.
    template <class F>
    void each(F&& f) const {
        for (const ValueSpan& s : spans)
            for (std::size_t i = 0; i < s.size; ++i)
                if (keeps(s.data[i])) f(s.data[i]);
    }
};

}  // namespace sqfig::detail
