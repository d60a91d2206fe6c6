// The implementation of sqfig/artists/polar_line.hpp.
#include "sqfig/artists/polar_line.hpp"

#include <algorithm>
#include <cmath>

#include "sqfig/scale/number_format.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

namespace {

constexpr double kTwoPi = 6.28318530717958647692;
// The angle one interpolated piece of a segment spans: a circle r = const is a
// 180-gon, round at any size a page holds.
constexpr double kArcStep = kTwoPi / 180;
// The most pieces one segment is cut into (a segment over many turns stays bounded).
constexpr double kMaxPieces = 720;

}  // namespace

Point polar_to_page(const AxesFrame& f, double theta, double r) {
    const double radius = f.plot.width / 2;
    const Point c = f.plot.center();
    const double span = f.y1 - f.y0;
    double rho = span > 0 ? (r - f.y0) / span * radius : 0;
    if (!(rho > 0)) rho = 0;  // below the centre's limit: at the centre
    const double phi = f.x0 + theta / kTwoPi * (f.x1 - f.x0);
    return {c.x + rho * std::cos(phi), c.y - rho * std::sin(phi)};
}

PolarLine::PolarLine(std::vector<double> theta, std::vector<double> r, PolarMark mark, Color color)
    : theta_(std::move(theta)), r_(std::move(r)), mark_(mark), color_(checked_color(color, "polar line")),
      marker_(mark == PolarMark::markers ? MarkerShape::circle : MarkerShape::none) {
    if (mark != PolarMark::line && mark != PolarMark::markers && mark != PolarMark::filled)
        throw Error("polar line: unknown kind of mark", ErrorKind::usage);
    detail::require_same_length(theta_.size(), r_.size(), kind(), "theta and r");
}

std::string PolarLine::kind() const {
    return mark_ == PolarMark::line ? "polar line" : mark_ == PolarMark::markers ? "polar scatter" : "polar fill";
}

PolarLine& PolarLine::color(Color c) {
    color_ = checked_color(c, name());
    release_cycle_color();
    return *this;
}

PolarLine& PolarLine::width(double w) {
    width_ = detail::checked_width(w, name() + ": line width");
    return *this;
}

PolarLine& PolarLine::marker(MarkerShape m) {
    marker_ = m;
    return *this;
}

PolarLine& PolarLine::marker_size(double s) {
    marker_size_ = detail::checked_size(s, name() + ": marker size");
    return *this;
}

PolarLine& PolarLine::alpha(double a) {
    alpha_ = checked_alpha(a, name());
    return *this;
}

PolarLine& PolarLine::interpolate(bool on) {
    interpolate_ = on;
    return *this;
}

void PolarLine::validate(const Scale&, const Scale&) const {
    for (std::size_t i = 0; i < theta_.size(); ++i)
        if (std::isinf(theta_[i]) || std::isinf(r_[i]))
            throw Error(name() + ", point " + std::to_string(i) + ": (" + detail::shortest(theta_[i]) + ", " +
                            detail::shortest(r_[i]) + ") is infinite, which polar axes cannot draw",
                        ErrorKind::data);
}

DataExtent PolarLine::extent(const Scale&, const Scale&) const {
    DataExtent e;
    for (std::size_t i = 0; i < r_.size(); ++i)
        if (std::isfinite(theta_[i])) e.add_y(r_[i]);
    return e;
}

void PolarLine::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const double lo = std::min(f.y0, f.y1), hi = std::max(f.y0, f.y1), tol = 1e-9 * (hi - lo);
    const bool filled = mark_ == PolarMark::filled;
    std::vector<Point> pts, centers;
    std::vector<std::size_t> run_starts;
    bool in_run = false;
    double prev_t = 0, prev_r = 0;
    for (std::size_t i = 0; i < theta_.size(); ++i) {
        const double t = theta_[i];
        double r = r_[i];
        if (!std::isfinite(t) || !std::isfinite(r)) {  // a gap (a filled area skips the point)
            if (!filled) in_run = false;
            continue;
        }
        if (filled) r = std::clamp(r, lo, hi);  // an area keeps its shape up to the limits
        else if (r < lo - tol || r > hi + tol) {  // outside the limits: hidden, as matplotlib's clip hides it
            in_run = false;
            continue;
        }
        if (!in_run) run_starts.push_back(pts.size());
        if (in_run && interpolate_ && mark_ != PolarMark::markers) {
            const double pieces = std::min(kMaxPieces, std::ceil(std::abs(t - prev_t) / kArcStep));
            for (double k = 1; k < pieces; ++k)
                pts.push_back(polar_to_page(f, prev_t + (t - prev_t) * k / pieces, prev_r + (r - prev_r) * k / pieces));
        }
        const Point p = polar_to_page(f, t, r);
        pts.push_back(p);
        if (marker_ != MarkerShape::none) centers.push_back(p);
        in_run = true;
        prev_t = t;
        prev_r = r;
    }
    if (pts.empty()) return;
    if (filled && interpolate_ && pts.size() > 1) {  // the closing side, back to the first point
        double t0 = 0, r0 = 0;
        for (std::size_t i = 0; i < theta_.size(); ++i)
            if (std::isfinite(theta_[i]) && std::isfinite(r_[i])) {
                t0 = theta_[i];
                r0 = std::clamp(r_[i], lo, hi);
                break;
            }
        const double pieces = std::min(kMaxPieces, std::ceil(std::abs(t0 - prev_t) / kArcStep));
        for (double k = 1; k < pieces; ++k)
            pts.push_back(polar_to_page(f, prev_t + (t0 - prev_t) * k / pieces, prev_r + (r0 - prev_r) * k / pieces));
    }
    SceneItem it = item(f, filled ? Footprint::area : Footprint::segments);
    it.clip = f.plot.inflated(marker_ == MarkerShape::none ? width_ : marker_size_ / 2 + 1);
    if (!centers.empty()) {
        SceneMarkerSet set;
        set.style.shape = marker_;
        set.style.size = marker_size_;
        set.style.face = color_;
        set.style.edge = color_;
        set.centers = std::move(centers);
        it.marker_set = std::move(set);
    }
    if (mark_ != PolarMark::markers && (width_ > 0 || filled)) {
        ScenePath p;
        p.points = std::move(pts);
        if (filled) {
            p.closed = true;
            p.fill = color_.with_alpha(color_.a * alpha_);
        } else if (run_starts.size() > 1) {
            p.breaks.assign(run_starts.begin() + 1, run_starts.end());
        }
        if (width_ > 0) p.stroke = StrokeStyle{color_, width_};
        it.payload = std::move(p);
    }
    if (it.payload.path() || it.marker_set) out.push_back(std::move(it));
}

std::vector<LegendEntry> PolarLine::legend_entries() const {
    if (label_.empty() || theta_.empty()) return {};
    if (mark_ == PolarMark::filled) return {patch_entry(label_, color_.with_alpha(color_.a * alpha_))};
    return {line_entry(label_, color_, mark_ == PolarMark::markers ? 0 : width_, marker_, marker_size_)};
}

}  // namespace sqfig
