// The implementation of sqfig/artists/line.hpp.
#include "sqfig/artists/line.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/outside_runs.hpp"
#include "sqfig/artists/path_simplify.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {

Line::Line(std::vector<double> x, std::vector<double> y, Color color)
    : x_(std::move(x)), y_(std::move(y)), color_(checked_color(color, "line")) {
    detail::require_same_length(x_.size(), y_.size(), "line", "x and y");
}

Line& Line::color(Color c) {
    color_ = checked_color(c, name());
    release_cycle_color();
    return *this;
}

Line& Line::width(double w) {
    width_ = detail::checked_width(w, name() + ": line width");
    return *this;
}

Line& Line::marker_size(double s) { marker_size_ = detail::checked_size(s, name() + ": marker size"); return *this; }


Line& Line::dashed(std::vector<double> pattern) {
    dashes_ = detail::checked_dashes(std::move(pattern), name());
    named_.reset();
    return *this;
}

Line& Line::line_style(LineStyle s) {
    (void)dash_pattern(s, 1);  // throws for an unknown style
    named_ = s;
    dashes_.clear();
    return *this;
}

Line& Line::step(StepWhere where) {
    if (where != StepWhere::none && where != StepWhere::pre && where != StepWhere::post && where != StepWhere::mid)
        throw Error(name() + ": unknown step position");
    step_ = where;
    return *this;
}

Line& Line::simplify(double tolerance) {
    if (!(tolerance >= 0 && tolerance <= 1e4)) throw Error(name() + ": simplify tolerance must be between 0 and 10000 points");
    tolerance_ = tolerance;
    return *this;
}

void Line::validate(const Scale& xs, const Scale& ys) const {
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (std::isnan(x_[i]) || std::isnan(y_[i])) continue;  // a gap
        if (!std::isfinite(x_[i]) || !std::isfinite(y_[i]))
            throw Error(name() + ", point " + std::to_string(i) + ": infinite value cannot be drawn", ErrorKind::data);
        if (!mask_ && !drawable(i, xs, ys)) {
            // Name the scale that refuses it: a date axis ends at year 9999, a log one at 0.
            const bool x_refuses = !xs.accepts(x_[i]);
            const Scale& refusing = x_refuses ? xs : ys;
            const std::string why = refusing.name().compare(0, 3, "log") == 0
                                        ? "is not positive, which a log axis cannot show"
                                        : std::string("is outside what the ") + (x_refuses ? "x" : "y") + " scale (" +
                                              refusing.name() + ") can show";
            throw Error(name() + ", point " + std::to_string(i) + ": (" + std::to_string(x_[i]) + ", " +
                        std::to_string(y_[i]) + ") " + why, ErrorKind::data);
        }
    }
}

DataExtent Line::extent(const Scale& xs, const Scale& ys) const {
    DataExtent e;
    for (std::size_t i = 0; i < x_.size(); ++i)
        if (drawable(i, xs, ys)) {
            if (xs.accepts(x_[i])) e.add_x(x_[i]);  // not a value drawn at the axis' limit
            if (ys.accepts(y_[i])) e.add_y(y_[i]);
        }
    return e;
}

void Line::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    SceneItem base = item(f, Footprint::segments);
    base.clip = f.plot.inflated(marker_ == MarkerShape::none ? 0 : marker_size_ / 2 + 1);
    std::vector<Point> pts;
    pts.reserve(std::min<std::size_t>(x_.size(), 4096));
    std::vector<std::size_t> run_starts;
    std::vector<Point> centers;  // of the markers
    std::size_t hidden = 0;      // markers the clip hides, counted as drawn (SceneItem::hidden_markers)
    PolylineSimplifier simplifier(tolerance_, pts);
    auto simplified = [&](Point q) {
        if (tolerance_ > 0) simplifier.add(q);
        else pts.push_back(q);
    };
    // What the clip hides is not written (an inset's line outside its view).
    // Beyond 5 widths a miter join (limit 10) cannot reach back in. Not for a
    // dashed line: a shorter path outside would move the dashes after it.
    const bool dashed = named_.has_value() || !dashes_.empty();
    const Rect keep = base.clip->inflated(5 * width_ + 1);
    detail::OutsideRuns<decltype(simplified)> outside(keep, simplified);
    const Rect marker_keep = base.clip->inflated(marker_size_ + 1);
    bool in_run = false;
    Point prev;
    auto add = [&](Point q) {
        if (dashed) simplified(q);
        else outside.add(q);
    };
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (!drawable(i, f.x_scale, f.y_scale)) {  // a gap ends the run
            if (in_run) {
                outside.finish();
                simplifier.finish();
            }
            in_run = false;
            continue;
        }
        Point p;
        if (clip_x_ || clip_y_) {  // a value <= 0 on a log axis at the axis' lower limit
            p.x = clipped(x_[i], clip_x_, f.x_scale) ? (f.x0 <= f.x1 ? f.plot.x : f.plot.x + f.plot.width) : f.page_x(x_[i]);
            p.y = clipped(y_[i], clip_y_, f.y_scale) ? (f.y0 <= f.y1 ? f.plot.y + f.plot.height : f.plot.y) : f.page_y(y_[i]);
        } else {
            p = f.to_page(x_[i], y_[i]);
        }
        // Steps: the corners between the previous point and this one
        // (half-way on the page for `mid`, so it looks centred on log axes too).
        if (in_run && step_ == StepWhere::pre) add({prev.x, p.y});
        if (in_run && step_ == StepWhere::post) add({p.x, prev.y});
        if (in_run && step_ == StepWhere::mid) {
            const double mx = (prev.x + p.x) / 2;
            add({mx, prev.y});
            add({mx, p.y});
        }
        if (!in_run) run_starts.push_back(pts.size());
        in_run = true;
        add(p);
        prev = p;
        if (marker_ != MarkerShape::none) {
            if (marker_keep.contains(p)) centers.push_back(p);
            else ++hidden;
        }
    }
    if (in_run) outside.finish();
    if (in_run && tolerance_ > 0) simplifier.finish();
    // One item for the whole line: its runs are one path lifting the pen at
    // each gap (an item per run cost a copy of the item's names and clip per
    // gap: 1.5 KB a point for a line with a NaN every other point).
    SceneItem line = std::move(base);
    if (!centers.empty()) {
        SceneMarkerSet set;
        set.style.shape = marker_;
        set.style.size = marker_size_;
        set.style.face = color_;
        set.style.edge = color_;
        centers.shrink_to_fit();  // a line with gaps has fewer markers than points
        set.centers = std::move(centers);
        line.marker_set = std::move(set);
        line.hidden_markers = hidden;
    }
    if (width_ > 0 && !pts.empty()) {
        ScenePath p;
        p.points = std::move(pts);
        if (run_starts.size() > 1) p.breaks.assign(run_starts.begin() + 1, run_starts.end());
        p.stroke = StrokeStyle{color_, width_};
        p.dashes = named_ ? dash_pattern(*named_, width_) : dashes_;
        line.payload = std::move(p);
    }
    if (line.payload.path() || line.marker_set) out.push_back(std::move(line));
}

std::vector<LegendEntry> Line::legend_entries() const {
    if (label_.empty() || x_.empty()) return {};  // nothing drawn: nothing to name
    return {line_entry(label_, color_, width_, marker_, marker_size_, named_ ? dash_pattern(*named_, width_) : dashes_)};
}

bool Line::drawable(std::size_t i, const Scale& xs, const Scale& ys) const {
    return (xs.accepts(x_[i]) || clipped(x_[i], clip_x_, xs)) && (ys.accepts(y_[i]) || clipped(y_[i], clip_y_, ys));
}

}  // namespace sqfig
