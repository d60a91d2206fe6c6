// The implementation of marching_squares.hpp.
#include "sqfig/artists/marching_squares.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <unordered_map>
#include <unordered_set>

namespace sqfig::detail {
namespace {

// A vertex of a cell piece: a grid point (key < rows * cols) or the crossing
// on one grid edge (a key per edge, so that two cells sharing the edge name
// the same crossing and compute the same point).
struct Vertex {
    std::size_t key;
    Point p;
};

struct Edge {
    std::size_t from, to;
    Point a, b;
};

std::uint64_t pair_key(std::size_t a, std::size_t b) {
    return (static_cast<std::uint64_t>(a) << 32) ^ static_cast<std::uint64_t>(b);
}

class Marcher {
public:
    Marcher(const ContourGrid& g, double level) : g_(g), level_(level), n_(g.rows * g.cols) {}

    // Calls piece(vertices) for each part of each cell above the level (counter-clockwise).
    template <class F>
    void for_each_piece(F&& piece) const {
        const std::size_t C = g_.cols;
        for (std::size_t r = 0; r + 1 < g_.rows; ++r)
            for (std::size_t c = 0; c + 1 < C; ++c) {
                // Counter-clockwise for increasing x and y.
                const std::size_t corner[4] = {r * C + c, r * C + c + 1, (r + 1) * C + c + 1, (r + 1) * C + c};
                std::size_t poly[4];
                std::size_t n = 0;
                for (std::size_t k : corner)
                    if (valid(k)) poly[n++] = k;
                if (n < 3) continue;  // corner masking: one masked corner leaves a triangle
                std::vector<Vertex> walk;
                bool above[4];
                for (std::size_t i = 0; i < n; ++i) above[i] = z(poly[i]) > level_;
                for (std::size_t i = 0; i < n; ++i) {
                    const std::size_t a = poly[i], b = poly[(i + 1) % n];
                    if (above[i]) walk.push_back({a, point(a)});
                    if (above[i] != above[(i + 1) % n]) walk.push_back(crossing(a, b));
                }
                if (walk.empty()) continue;
                const bool saddle = n == 4 && above[0] == above[2] && above[1] == above[3] && above[0] != above[1];
                if (saddle && !(mean_z(poly) > level_)) {
                    // The centre is not above: each above corner is cut off on its own.
                    for (std::size_t i = 0; i < 4; ++i) {
                        if (!above[i]) continue;
                        const std::size_t prev = poly[(i + 3) % 4], at = poly[i], next = poly[(i + 1) % 4];
                        piece(std::vector<Vertex>{crossing(prev, at), {at, point(at)}, crossing(at, next)});
                    }
                    continue;
                }
                piece(walk);
            }
    }

    bool is_crossing(std::size_t key) const { return key >= n_; }

private:
    double z(std::size_t k) const { return (*g_.z)[k]; }
    bool valid(std::size_t k) const { return std::isfinite(z(k)); }
    Point point(std::size_t k) const { return {(*g_.x)[k % g_.cols], (*g_.y)[k / g_.cols]}; }
    double mean_z(const std::size_t* q) const { return 0.25 * (z(q[0]) + z(q[1]) + z(q[2]) + z(q[3])); }

    // The crossing on the edge a-b, interpolated from its lower-numbered end
    // (the same point from either cell).
    Vertex crossing(std::size_t a, std::size_t b) const {
        const std::size_t lo = std::min(a, b), hi = std::max(a, b);
        const std::size_t C = g_.cols, rl = lo / C, cl = lo % C, rh = hi / C, ch = hi % C;
        const std::size_t cell = std::min(rl, rh) * C + std::min(cl, ch);
        const std::size_t kind = rl == rh ? 0 : cl == ch ? 1 : 2;  // along a row, a column, a diagonal
        double t = (level_ - z(lo)) / (z(hi) - z(lo));
        t = std::isnan(t) ? 0.5 : std::clamp(t, 0.0, 1.0);  // values near DBL_MAX overflow the differences
        const Point p = point(lo), q = point(hi);
        return {n_ + 3 * cell + kind, {p.x + t * (q.x - p.x), p.y + t * (q.y - p.y)}};
    }

    const ContourGrid& g_;
    double level_;
    std::size_t n_;
};

}  // namespace

std::vector<ContourPolyline> contour_lines(const ContourGrid& g, double level) {
    const Marcher m(g, level);
    // The crossing-to-crossing edges of the pieces, by their start.
    std::unordered_map<std::size_t, Edge> from;
    std::unordered_set<std::size_t> ends;
    std::vector<std::size_t> order;  // starts in the order found, for a stable result
    m.for_each_piece([&](const std::vector<Vertex>& v) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            const Vertex& a = v[i];
            const Vertex& b = v[(i + 1) % v.size()];
            if (!m.is_crossing(a.key) || !m.is_crossing(b.key)) continue;
            if (from.emplace(a.key, Edge{a.key, b.key, a.p, b.p}).second) order.push_back(a.key);
            ends.insert(b.key);
        }
    });
    std::vector<ContourPolyline> out;
    std::unordered_set<std::size_t> used;
    auto follow = [&](std::size_t start) {
        ContourPolyline line;
        std::size_t k = start;
        line.points.push_back(from.at(k).a);
        for (;;) {
            used.insert(k);
            const Edge& e = from.at(k);
            if (e.to == start) { line.closed = true; break; }
            line.points.push_back(e.b);
            const auto next = from.find(e.to);
            if (next == from.end() || used.count(e.to)) break;
            k = e.to;
        }
        out.push_back(std::move(line));
    };
    for (std::size_t k : order)  // open lines first: from the edge of the grid or of a hole
        if (!ends.count(k) && !used.count(k)) follow(k);
    for (std::size_t k : order)
        if (!used.count(k)) follow(k);
    return out;
}

std::vector<std::vector<Point>> region_above(const ContourGrid& g, double level) {
    const Marcher m(g, level);
    std::vector<Edge> edges;
    std::unordered_set<std::uint64_t> present;
    m.for_each_piece([&](const std::vector<Vertex>& v) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            const Vertex& a = v[i];
            const Vertex& b = v[(i + 1) % v.size()];
            if (a.key == b.key) continue;
            edges.push_back({a.key, b.key, a.p, b.p});
            present.insert(pair_key(a.key, b.key));
        }
    });
    // An edge two pieces share is walked both ways: it is inside the region.
    std::unordered_multimap<std::size_t, std::size_t> out_of;
    for (std::size_t i = 0; i < edges.size(); ++i)
        if (!present.count(pair_key(edges[i].to, edges[i].from))) out_of.emplace(edges[i].from, i);
    std::vector<std::vector<Point>> loops;
    std::vector<char> used(edges.size(), 0);
    for (std::size_t i = 0; i < edges.size(); ++i) {
        if (used[i] || present.count(pair_key(edges[i].to, edges[i].from))) continue;
        std::vector<Point> loop;
        std::size_t e = i;
        for (;;) {  // the boundary is a union of cycles: every vertex has as many edges in as out
            used[e] = 1;
            loop.push_back(edges[e].a);
            if (edges[e].to == edges[i].from) break;
            std::size_t next = edges.size();
            auto range = out_of.equal_range(edges[e].to);
            for (auto it = range.first; it != range.second; ++it)
                if (!used[it->second]) { next = it->second; break; }
            if (next == edges.size()) break;
            e = next;
        }
        loops.push_back(std::move(loop));
    }
    return loops;
}

double signed_area(const std::vector<std::vector<Point>>& loops) {
    double sum = 0;
    for (const auto& l : loops)
        for (std::size_t i = 0; i < l.size(); ++i) {
            const Point& a = l[i];
            const Point& b = l[(i + 1) % l.size()];
            sum += a.x * b.y - b.x * a.y;
        }
    return sum / 2;
}

namespace {

// Python's float floor division and modulo (divmod), which MaxNLocator uses.
void py_divmod(double x, double y, double& div, double& mod) {
    mod = std::fmod(x, y);
    double d = (x - mod) / y;
    if (mod != 0) {
        if ((y < 0) != (mod < 0)) {
            mod += y;
            d -= 1.0;
        }
    } else {
        mod = std::copysign(0.0, y);
    }
    if (d != 0) {
        double f = std::floor(d);
        if (d - f > 0.5) f += 1.0;
        div = f;
    } else {
        div = std::copysign(0.0, x / y);
    }
}

double py_floordiv(double x, double y) {
    double d, m;
    py_divmod(x, y, d, m);
    return d;
}

}  // namespace

std::vector<double> auto_contour_levels(double zmin, double zmax, int n) {
    // transforms.nonsingular(zmin, zmax, expander=1e-13, tiny=1e-14)
    double vmin = zmin, vmax = zmax;
    const double expander = 1e-13, tiny = 1e-14;
    if (vmax < vmin) std::swap(vmin, vmax);
    const double maxabs = std::max(std::abs(vmin), std::abs(vmax));
    if (maxabs < (1e6 / tiny) * std::numeric_limits<double>::min()) {
        vmin = -expander;
        vmax = expander;
    } else if (vmax - vmin <= maxabs * tiny) {
        if (vmax == 0 && vmin == 0) {
            vmin = -expander;
            vmax = expander;
        } else {
            vmin -= expander * std::abs(vmin);
            vmax += expander * std::abs(vmax);
        }
    }
    // MaxNLocator._raw_ticks with nbins = n + 1, min_n_ticks = 1, the default steps.
    const double nbins = n + 1.0;
    const double dv = std::abs(vmax - vmin), meanv = (vmax + vmin) / 2;
    double offset = 0;
    if (!(std::abs(meanv) / dv < 100)) offset = std::copysign(std::pow(10.0, py_floordiv(std::log10(std::abs(meanv)), 1)), meanv);
    const double scale = std::pow(10.0, py_floordiv(std::log10(dv / nbins), 1));
    const double base[] = {1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10};
    std::vector<double> steps;
    for (int i = 0; i < 9; ++i) steps.push_back(0.1 * base[i] * scale);
    for (double s : base) steps.push_back(s * scale);
    steps.push_back(10 * base[1] * scale);
    const double lo = vmin - offset, hi = vmax - offset, raw_step = (hi - lo) / nbins;
    std::size_t istep = 0;
    while (istep + 1 < steps.size() && !(steps[istep] >= raw_step)) ++istep;
    std::vector<double> ticks;
    for (std::size_t k = istep + 1; k-- > 0;) {
        const double step = steps[k];
        const double best_vmin = py_floordiv(lo, step) * step;
        // _Edge_integer(step, offset).le / .ge
        double tol = 1e-10;
        if (std::abs(offset) > 0) tol = std::min(0.4999, std::max(1e-10, std::pow(10.0, std::log10(std::abs(offset) / step) - 12)));
        double d, md;
        py_divmod(lo - best_vmin, step, d, md);
        const double low = std::abs(md / step - 1) < tol ? d + 1 : d;
        py_divmod(hi - best_vmin, step, d, md);
        const double high = std::abs(md / step) < tol ? d : d + 1;
        ticks.clear();
        int inside = 0;
        for (double i = low; i < high + 1 && ticks.size() < 100000; i += 1) {
            const double t = i * step + best_vmin;
            ticks.push_back(t);
            if (t <= hi && t >= lo) ++inside;
        }
        if (inside >= 1) break;
    }
    for (double& t : ticks) t += offset;
    // ContourSet._autolev: trim the locator's excess levels.
    std::size_t i0 = 0, i1 = ticks.size();
    for (std::size_t i = 0; i < ticks.size(); ++i)
        if (ticks[i] < zmin) i0 = i;
    for (std::size_t i = ticks.size(); i-- > 0;)
        if (ticks[i] > zmax) i1 = i + 1;
    if (i1 - i0 < 3) { i0 = 0; i1 = ticks.size(); }
    return {ticks.begin() + static_cast<std::ptrdiff_t>(i0), ticks.begin() + static_cast<std::ptrdiff_t>(i1)};
}

}  // namespace sqfig::detail
