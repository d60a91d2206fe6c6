// The implementation of sqfig/artists/contour.hpp.
#include "sqfig/artists/contour.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "sqfig/artists/marching_squares.hpp"
#include "sqfig/detail/user_code.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/ticker.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {
namespace {

void check_coordinates(const std::string& who, const std::vector<double>& v, std::size_t n, const char* what, const char* count) {
    if (v.size() != n)
        throw Error(who + ": " + std::to_string(v.size()) + " " + what + " values for " +
                    std::to_string(n) + " " + count, ErrorKind::data);
    for (std::size_t i = 0; i < n; ++i)
        if (!std::isfinite(v[i]))
            throw Error(who + ": " + what + "[" + std::to_string(i) + "] is not finite", ErrorKind::data);
    const bool up = v[1] > v[0];
    for (std::size_t i = 1; i < n; ++i)
        if (!(up ? v[i] > v[i - 1] : v[i] < v[i - 1]))
            throw Error(who + ": " + what + " must be strictly increasing or decreasing (at index " +
                        std::to_string(i) + ")", ErrorKind::data);
}

// The length along a page polyline at each vertex.
std::vector<double> arc_lengths(const std::vector<Point>& p) {
    std::vector<double> s(p.size(), 0);
    for (std::size_t i = 1; i < p.size(); ++i) s[i] = s[i - 1] + std::hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y);
    return s;
}

Point at_length(const std::vector<Point>& p, const std::vector<double>& s, double t) {
    t = std::clamp(t, 0.0, s.back());
    const auto it = std::upper_bound(s.begin(), s.end(), t);
    const std::size_t i = it == s.end() ? s.size() - 1 : static_cast<std::size_t>(it - s.begin());
    if (i == 0) return p[0];
    const double len = s[i] - s[i - 1], u = len > 0 ? (t - s[i - 1]) / len : 0;
    return {p[i - 1].x + u * (p[i].x - p[i - 1].x), p[i - 1].y + u * (p[i].y - p[i - 1].y)};
}

// Does the segment a-b run through `r`? The collision check judges a text's
// box against a line this way (by the box's bounds, also when it is turned).
bool segment_in(const Rect& r, Point a, Point b) {
    if (std::max(a.x, b.x) < r.left() || std::min(a.x, b.x) > r.right() || std::max(a.y, b.y) < r.top() ||
        std::min(a.y, b.y) > r.bottom())
        return false;
    return clipped_length(a, b, r) > 0 || (r.contains(a) && r.contains(b));
}

// A page polyline (closed lines repeat their first point) and the stretches of it a label hides.
struct PageLine {
    std::size_t level;
    std::vector<Point> points;
    std::vector<double> s;
    std::vector<std::pair<double, double>> gaps;
};

}  // namespace

Contour::Contour(std::vector<double> z, std::size_t rows, std::size_t cols, std::vector<double> x,
                 std::vector<double> y, bool filled)
    : z_(std::move(z)), x_(std::move(x)), y_(std::move(y)), rows_(rows), cols_(cols), filled_(filled) {
    const char* who = filled ? "contourf" : "contour";
    if (rows < 2 || cols < 2)
        throw Error(std::string(who) + ": needs at least 2 rows and 2 columns, got " + std::to_string(rows) + " x " +
                    std::to_string(cols), ErrorKind::data);
    if (rows > 32767 || cols > 32767) throw Error(std::string(who) + ": at most 32767 rows and columns", ErrorKind::data);
    if (z_.size() != rows * cols)
        throw Error(std::string(who) + ": " + std::to_string(z_.size()) + " values for " + std::to_string(rows) +
                    " x " + std::to_string(cols) + " points", ErrorKind::data);
    check_coordinates(who, x_, cols, "x", "columns");
    check_coordinates(who, y_, rows, "y", "rows");
    for (double v : z_)
        if (std::isfinite(v)) { zmin_ = std::min(zmin_, v); zmax_ = std::max(zmax_, v); }
    if (!(zmin_ <= zmax_))
        throw Error(std::string(who) + ": no finite value to contour (NaN and infinite values are masked)", ErrorKind::data);
    levels(7);
}

namespace {
std::vector<double> index_values(std::size_t n) {
    if (n > 32767) return {};  // the constructor refuses the size first
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<double>(i);
    return v;
}
}  // namespace

Contour::Contour(std::vector<double> z, std::size_t rows, std::size_t cols, bool filled)
    : Contour(std::move(z), rows, cols, index_values(cols), index_values(rows), filled) {
    indexed_ = true;
}

Contour& Contour::levels(int n) {
    if (n < 1 || static_cast<std::size_t>(n) > max_contour_levels)
        throw Error(name() + ": the level count must be 1.." + std::to_string(max_contour_levels) + ", got " + std::to_string(n));
    std::vector<double> l = detail::auto_contour_levels(zmin_, zmax_, n);
    const bool finite = std::all_of(l.begin(), l.end(), [](double v) { return std::isfinite(v); });
    if (!finite || l.size() < (filled_ ? 2u : 1u))
        throw Error(name() + ": no levels fit the data range " + format_general(zmin_) + " .. " + format_general(zmax_) +
                    " (too wide for a double); give levels", ErrorKind::data);
    rebuild(std::move(l));
    return *this;
}

Contour& Contour::levels(std::vector<double> values) {
    if (values.size() > max_contour_levels)
        throw Error(name() + ": at most " + std::to_string(max_contour_levels) + " levels, got " + std::to_string(values.size()));
    if (values.empty() || (filled_ && values.size() < 2))
        throw Error(name() + (filled_ ? ": filled contours need at least 2 levels" : ": no levels given"));
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (!std::isfinite(values[i])) throw Error(name() + ": level " + std::to_string(i) + " is not finite");
        if (i > 0 && !(values[i] > values[i - 1])) throw Error(name() + ": levels must be increasing (level " + std::to_string(i) + ")");
    }
    rebuild(std::move(values));
    return *this;
}

void Contour::rebuild(std::vector<double> levels) {
    if (!filled_) {  // matplotlib 3.6: with no level inside the data range, the one level zmin
        const bool any = std::any_of(levels.begin(), levels.end(), [&](double l) { return l > zmin_ && l < zmax_; });
        if (!any) levels = {zmin_};
    }
    const detail::ContourGrid g{&z_, &x_, &y_, rows_, cols_};
    std::vector<std::vector<ContourLine>> lines;
    std::vector<std::vector<std::vector<Point>>> regions;
    for (double l : levels) {
        if (filled_) {
            regions.push_back(detail::region_above(g, l));
            continue;
        }
        std::vector<ContourLine> ls;
        for (auto& p : detail::contour_lines(g, l)) ls.push_back({std::move(p.points), p.closed});
        lines.push_back(std::move(ls));
    }
    // The band colours as a listed map (two entries at least), for the colourbar.
    std::vector<Color> bands;
    levels_.swap(levels);
    for (std::size_t i = 0; filled_ && i + 1 < levels_.size(); ++i) bands.push_back(level_color(i));
    if (bands.size() == 1) bands.push_back(bands[0]);
    Colormap band_map = bands.size() >= 2 ? Colormap("contour bands", bands) : band_map_;
    lines_.swap(lines);
    regions_.swap(regions);
    band_map_ = std::move(band_map);
}

Contour& Contour::colormap(Colormap m) {
    std::swap(map_, m);
    try { rebuild(levels_); } catch (...) { std::swap(map_, m); throw; }
    return *this;
}

Contour& Contour::colormap(const std::string& n) { return colormap(Colormap::named(n)); }

Contour& Contour::color(Color c) {
    const Color checked = checked_color(c, name() + ": colour");
    const std::optional<Color> old = single_;
    single_ = checked;
    try { rebuild(levels_); } catch (...) { single_ = old; throw; }
    return *this;
}

Contour& Contour::line_width(double pt) { width_ = detail::checked_width(pt, name() + ": line width"); return *this; }

Contour& Contour::level_labels() {
    labelled_ = true;
    format_ = nullptr;
    return *this;
}

Contour& Contour::level_labels(std::function<std::string(double)> format) {
    if (!format) throw Error(name() + ": level_labels: no format function given");
    format_ = std::move(format);
    labelled_ = true;
    return *this;
}

Contour& Contour::level_label_size(double pt) { label_size_ = detail::checked_size(pt, name() + ": level label size"); return *this; }

const std::vector<ContourLine>& Contour::lines(std::size_t i) const {
    if (filled_) throw Error(name() + ": lines() of filled contours; see band_area()");
    if (i >= lines_.size()) throw Error(name() + ": level " + std::to_string(i) + " of " + std::to_string(lines_.size()));
    return lines_[i];
}

double Contour::band_area(std::size_t i) const {
    if (!filled_) throw Error(name() + ": band_area() of contour lines");
    if (i + 1 >= regions_.size()) throw Error(name() + ": band " + std::to_string(i) + " of " + std::to_string(regions_.size() - 1));
    // Loops are counter-clockwise for increasing x and y; each decreasing axis flips them.
    const double sign = ((x_[1] > x_[0]) == (y_[1] > y_[0])) ? 1 : -1;
    return sign * (detail::signed_area(regions_[i]) - detail::signed_area(regions_[i + 1]));
}

Color Contour::level_color(std::size_t i) const {
    if (single_) return *single_;
    // matplotlib: the norm spans the levels; lines take their level's colour,
    // bands the colour of their middle value.
    const Norm n = Norm::linear().resolved_for(levels_.front(), levels_.back());
    const double v = filled_ ? (levels_.at(i) + levels_.at(i + 1)) / 2 : levels_.at(i);
    return map_(n(v));
}

const Colormap& Contour::colormap() const { return filled_ ? band_map_ : map_; }

Norm Contour::resolved_norm() const {
    if (filled_) return Norm::boundaries(levels_, band_map_.size());
    return Norm::linear().resolved_for(levels_.front(), levels_.back());
}

void Contour::validate(const Scale& xs, const Scale& ys) const {
    // By index, a scale that cannot show 0 can never show the grid: the call is wrong, not the data.
    const ErrorKind kind = indexed_ ? ErrorKind::usage : ErrorKind::data;
    for (std::size_t c = 0; c < cols_; ++c)
        if (!xs.accepts(x_[c]))
            throw Error(name() + ": x[" + std::to_string(c) + "] = " + format_general(x_[c]) + " is outside the x scale (" + xs.name() + ")", kind);
    for (std::size_t r = 0; r < rows_; ++r)
        if (!ys.accepts(y_[r]))
            throw Error(name() + ": y[" + std::to_string(r) + "] = " + format_general(y_[r]) + " is outside the y scale (" + ys.name() + ")", kind);
}

DataExtent Contour::extent(const Scale&, const Scale&) const {
    DataExtent e;
    e.add_x(x_.front());
    e.add_x(x_.back());
    e.add_y(y_.front());
    e.add_y(y_.back());
    return e;
}

void Contour::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    if (filled_) emit_filled(out, f);
    else emit_lines(out, f);
}

void Contour::emit_filled(std::vector<SceneItem>& out, const AxesFrame& f) const {
    for (std::size_t b = 0; b + 1 < levels_.size(); ++b) {
        // Band b is painted as the region above its lower level less the one
        // above the top level, and the next band over it: painted edge to edge,
        // two bands would let the background show through their shared
        // antialiased edge. The loops make one path whose winding is 1 where
        // it paints and 0 elsewhere (holes included): each loop is reached
        // from the first point and left back to it along the same segment,
        // which adds nothing to the winding (nor to the paint).
        ScenePath p;
        Point anchor{};
        bool first = true;
        auto add = [&](const std::vector<Point>& loop, bool reverse) {
            if (loop.size() < 3) return;
            const std::size_t n = loop.size();
            for (std::size_t k = 0; k <= n; ++k) {
                const Point& d = loop[reverse ? (n - k % n) % n : k % n];
                p.points.push_back(f.to_page(d.x, d.y));
            }
            if (first) anchor = p.points.front();
            else p.points.push_back(anchor);
            first = false;
        };
        for (const auto& loop : regions_[b]) add(loop, false);
        for (const auto& loop : regions_.back()) add(loop, true);
        if (p.points.size() < 3) continue;
        p.closed = true;
        p.fill = level_color(b);
        // The bands colour the field under everything, as an image would;
        // text over them (level labels) is expected, so they are not obstacles.
        SceneItem it = item(f, Footprint::none, "band " + std::to_string(b));
        it.clip = f.plot;
        it.payload = std::move(p);
        out.push_back(std::move(it));
    }
}

void Contour::emit_lines(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const std::size_t before = out.size();
    std::vector<PageLine> page;
    for (std::size_t l = 0; l < lines_.size(); ++l)
        for (const ContourLine& line : lines_[l]) {
            PageLine pl{l, {}, {}, {}};
            for (const Point& d : line.points) pl.points.push_back(f.to_page(d.x, d.y));
            if (line.closed && !pl.points.empty()) pl.points.push_back(pl.points.front());
            if (pl.points.size() < 2) continue;
            pl.s = arc_lengths(pl.points);
            page.push_back(std::move(pl));
        }
    label_at_.clear();
    std::vector<SceneItem> labels;
    if (labelled_) {
        TextStyle ts;
        ts.family = f.style ? f.style->font_family : ts.family;
        ts.size = label_size_ > 0 ? label_size_ : (f.style ? f.style->annotation_size : 10);
        std::vector<std::string> texts;
        if (format_) {
            for (double v : levels_)
                texts.push_back(math_to_markup(detail::call_user([&] { return f.owner + " " + name(); }, "its level-label format", [&] { return format_(v); })));
        } else {
            texts = linear_tick_labels(levels_);
        }
        std::vector<Quad> placed;
        const double pad = 0.25 * ts.size;  // the line stops this far short of the text
        // Is the label's box clear of every line but the stretch [s0, s1] of
        // its own, of the labels placed and of the marks drawn before?
        auto clear = [&](const Quad& q, std::size_t self, double s0, double s1) {
            if (!q.inside(f.plot, 0)) return false;
            const Rect qb = q.bounds();
            for (const Quad& o : placed)
                if (q.intersects(o, pad)) return false;
            for (std::size_t i = 0; i < page.size(); ++i) {
                const PageLine& pl = page[i];
                for (std::size_t k = 0; k + 1 < pl.points.size(); ++k) {
                    if (i == self && pl.s[k + 1] > s0 && pl.s[k] < s1) {  // only what stays of its own line
                        const double a = std::max(pl.s[k], s0), b = std::min(pl.s[k + 1], s1);
                        if (pl.s[k] < a && segment_in(qb, pl.points[k], at_length(pl.points, pl.s, a))) return false;
                        if (b < pl.s[k + 1] && segment_in(qb, at_length(pl.points, pl.s, b), pl.points[k + 1])) return false;
                        continue;
                    }
                    if (segment_in(qb, pl.points[k], pl.points[k + 1])) return false;
                }
            }
            for (std::size_t j = 0; j < before; ++j)  // the marks drawn before this artist
                if (out[j].group == f.group && is_mark(out[j].footprint) && detail::text_hits_mark(q, out[j], 0)) return false;
            return true;
        };
        // The stretch of a line around `at` inside `r`: where it leaves r going either way.
        auto inside_stretch = [](const PageLine& pl, double at, const Rect& r) {
            const double step = 0.25, len = pl.s.back();
            double s0 = at, s1 = at;
            while (s0 > 0 && r.contains(at_length(pl.points, pl.s, s0))) s0 = std::max(0.0, s0 - step);
            while (s1 < len && r.contains(at_length(pl.points, pl.s, s1))) s1 = std::min(len, s1 + step);
            return std::make_pair(s0, s1);
        };
        for (std::size_t i = 0; i < page.size(); ++i) {
            PageLine& pl = page[i];
            const MeasuredText& m = f.text->measure(texts[pl.level], ts, HAlign::center);
            const double w = m.width + 2 * pad, length = pl.s.back();
            if (length < 1.5 * w) continue;  // too short to carry its label
            // Candidates from the middle of the line outwards, half a label apart.
            const int steps = static_cast<int>((length - w) / (w / 2)) + 1;
            for (int k = 0; k < steps; ++k) {
                const int side = (k % 2 == 0 ? 1 : -1) * ((k + 1) / 2);
                const double at = length / 2 + side * w / 2;
                if (at - w / 2 < 0 || at + w / 2 > length) continue;
                const Point a = at_length(pl.points, pl.s, at - w / 2), b = at_length(pl.points, pl.s, at + w / 2);
                double angle = -std::atan2(b.y - a.y, b.x - a.x) * 57.29577951308232;  // page y is down
                if (angle > 90) angle -= 180;
                if (angle <= -90) angle += 180;
                const Point c = at_length(pl.points, pl.s, at);
                SceneText t = place_text(m, c, HAlign::center, VAlign::center, angle, level_color(pl.level));
                const Quad q = t.quad();
                // The line stops `pad` short of the label's box (its bounds:
                // what the collision check judges a turned text by).
                const auto [s0, s1] = inside_stretch(pl, at, q.bounds().inflated(pad));
                if (s1 - s0 > 0.5 * length || !clear(q, i, s0, s1)) continue;
                placed.push_back(q);
                pl.gaps.push_back({s0, s1});
                label_at_.push_back(c);
                SceneItem it = item(f, Footprint::text, "level label \"" + m.plain + "\"");
                it.payload = std::move(t);
                labels.push_back(std::move(it));
                break;
            }
        }
    }
    const StrokeStyle stroke{Color{}, width_ > 0 ? width_ : (f.style ? f.style->line_width : 1.5)};
    for (const PageLine& pl : page) {
        ScenePath p;
        p.stroke = stroke;
        p.stroke->color = level_color(pl.level);
        const bool closed = pl.points.front().x == pl.points.back().x && pl.points.front().y == pl.points.back().y;
        if (pl.gaps.empty()) {
            p.points = pl.points;
            if (closed) { p.points.pop_back(); p.closed = true; }
        } else {
            // The runs around the gaps; a closed line starts after its (one) gap and wraps round.
            const double len = pl.s.back();
            std::vector<std::pair<double, double>> runs;
            if (closed) {
                runs.push_back({pl.gaps[0].second, pl.gaps[0].first + len});
            } else {
                double from = 0;
                for (const auto& g : pl.gaps) { runs.push_back({from, g.first}); from = g.second; }
                runs.push_back({from, len});
            }
            for (const auto& r : runs) {
                if (!(r.second > r.first)) continue;
                if (!p.points.empty()) p.breaks.push_back(p.points.size());
                auto at = [&](double t) { return at_length(pl.points, pl.s, closed && t > len ? t - len : t); };
                p.points.push_back(at(r.first));
                for (std::size_t k = 0; k < 2 * pl.points.size(); ++k) {  // the vertices strictly inside the run
                    const double t = pl.s[k % pl.points.size()] + (k >= pl.points.size() ? len : 0);
                    if (t > r.first && t < r.second) p.points.push_back(pl.points[k % pl.points.size()]);
                }
                p.points.push_back(at(r.second));
            }
            if (!p.breaks.empty() && p.breaks.back() >= p.points.size()) p.breaks.pop_back();
        }
        SceneItem it = item(f, Footprint::segments, "level " + format_general(levels_[pl.level]));
        it.clip = f.plot;
        it.payload = std::move(p);
        out.push_back(std::move(it));
    }
    for (SceneItem& l : labels) out.push_back(std::move(l));
}

std::vector<LegendEntry> Contour::legend_entries() const {
    if (label_.empty()) return {};
    return {colormap_entry(label_, map_)};
}

}  // namespace sqfig
