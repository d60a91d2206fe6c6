// The implementation of sqfig/artists/ecdf.hpp.
#include "sqfig/artists/ecdf.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>
#include <vector>
#include "sqfig/artists/line.hpp"

namespace sqfig {

EcdfSteps ecdf_steps(const std::vector<double>& data, const EcdfOptions& o) {
    const std::size_t n = data.size();
    if (n == 0) throw Error("ecdf: no values", ErrorKind::data);
    for (std::size_t i = 0; i < n; ++i)
        if (!std::isfinite(data[i]))
            throw Error("ecdf: value " + std::to_string(i) + " is " + std::to_string(data[i]) +
                            " (an ECDF needs every value; drop NaN and infinite ones first)", ErrorKind::data);
    if (!o.weights.empty() && o.weights.size() != n)
        throw Error("ecdf: " + std::to_string(o.weights.size()) + " weights for " + std::to_string(n) + " values",
                    ErrorKind::data);
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return data[a] < data[b]; });
    EcdfSteps s;
    s.x.reserve(n);
    s.cumulative.reserve(n);
    for (std::size_t i : order) s.x.push_back(data[i]);
    if (o.weights.empty()) {
        // (1 + arange(n)) / n: ends at exactly 1
        for (std::size_t i = 0; i < n; ++i) s.cumulative.push_back(static_cast<double>(i + 1) / static_cast<double>(n));
    } else {
        double total = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const double w = o.weights[i];
            if (!(w >= 0) || !std::isfinite(w))
                throw Error("ecdf: weight " + std::to_string(i) + " is " + std::to_string(w) +
                                " (weights must be finite and not negative)", ErrorKind::data);
            total += w;
        }
        if (!(total > 0)) throw Error("ecdf: the weights sum to 0", ErrorKind::data);
        if (!std::isfinite(total))  // each share would be w / inf = 0: F = 0 everywhere
            throw Error("ecdf: the weights sum past the largest double, which no share can be read from; scale them "
                        "down", ErrorKind::data);
        double run = 0;  // cumsum(weights / sum(weights)) over the sorted order
        for (std::size_t k = 0; k < n; ++k) {
            const double share = o.weights[order[k]] / total;
            run = k == 0 ? share : run + share;
            s.cumulative.push_back(run);
        }
    }
    if (o.compress) {  // one step per distinct value, at F after its last tie
        std::size_t w = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (i + 1 < n && s.x[i + 1] == s.x[i]) continue;
            s.x[w] = s.x[i];
            s.cumulative[w] = s.cumulative[i];
            ++w;
        }
        s.x.resize(w);
        s.cumulative.resize(w);
    }
    return s;
}

namespace {

// The step line's points (matplotlib 3.8's Axes.ecdf): the values' axis and the shares' axis.
std::vector<double> ecdf_values_axis(const EcdfSteps& s, const EcdfOptions& o) {
    std::vector<double> v;
    v.reserve(s.x.size() + 1);
    if (!o.complementary) v.push_back(s.x.front());
    v.insert(v.end(), s.x.begin(), s.x.end());
    if (o.complementary) v.push_back(s.x.back());
    return v;
}

std::vector<double> ecdf_share_axis(const EcdfSteps& s, const EcdfOptions& o) {
    std::vector<double> v;
    v.reserve(s.cumulative.size() + 1);
    v.push_back(o.complementary ? 1.0 : 0.0);
    for (double c : s.cumulative) v.push_back(o.complementary ? 1 - c : c);
    return v;
}

}  // namespace

Ecdf::Ecdf(const std::vector<double>& data, const EcdfOptions& options, Color color)
    : Ecdf(ecdf_steps(data, options), options, color) {}

Ecdf::Ecdf(EcdfSteps steps, const EcdfOptions& o, Color color)
    : Line(o.horizontal ? ecdf_share_axis(steps, o) : ecdf_values_axis(steps, o),
           o.horizontal ? ecdf_values_axis(steps, o) : ecdf_share_axis(steps, o), color),
      steps_(std::move(steps)), options_(o),
      vx_(o.horizontal ? ecdf_share_axis(steps_, o) : ecdf_values_axis(steps_, o)),
      vy_(o.horizontal ? ecdf_values_axis(steps_, o) : ecdf_share_axis(steps_, o)),
      // vertical: steps-post (steps-pre complementary); horizontal: the other way round
      where_(o.horizontal != o.complementary ? StepWhere::pre : StepWhere::post) {
    step(where_);
    // The 0 an ECDF starts (a complementary one ends) at is sqfig's, not the
    // caller's: on a log shares axis it is drawn at the axis' bottom, as matplotlib clips it.
    clip_nonpositive(o.horizontal, !o.horizontal);
}

DataExtent Ecdf::extent(const Scale& xs, const Scale& ys) const {
    DataExtent e = Line::extent(xs, ys);
    if (options_.horizontal) e.x_sticky_zero = true;
    else e.y_sticky_zero = true;
    return e;
}

}  // namespace sqfig
