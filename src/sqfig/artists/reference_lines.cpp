// The implementation of sqfig/artists/reference_lines.hpp.
#include "sqfig/artists/reference_lines.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/scene.hpp"

namespace sqfig {
namespace detail {

const char* across_name(Across a, bool span) {
    if (a == Across::horizontal) return span ? "horizontal span" : "horizontal line";
    return span ? "vertical span" : "vertical line";
}

void require_shown(double v, const Scale& s, const std::string& who) {
    if (!s.accepts(v))
        throw Error(who + ": " + std::to_string(v) + " cannot be shown on a " + s.name() +
                    " axis (a log axis needs positive values)", ErrorKind::data);
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

ReferenceLine::ReferenceLine(Across across, double at, Color color)
    : across_(across), at_(detail::checked_position(at, detail::across_name(across, false))),
      color_(checked_color(color, detail::across_name(across, false))) {}

std::string ReferenceLine::kind() const { return detail::across_name(across_, false); }

ReferenceLine& ReferenceLine::color(Color c) { color_ = checked_color(c, name()); return *this; }

ReferenceLine& ReferenceLine::width(double w) { width_ = detail::checked_width(w, name() + ": line width"); return *this; }

ReferenceLine& ReferenceLine::line_style(LineStyle s) {
    (void)dash_pattern(s, 1);  // throws for an unknown style
    named_ = s;
    dashes_.clear();
    return *this;
}

ReferenceLine& ReferenceLine::dashed(std::vector<double> pattern) {
    named_.reset();
    dashes_ = detail::checked_dashes(std::move(pattern), name());
    return *this;
}


void ReferenceLine::validate(const Scale& xs, const Scale& ys) const {
    detail::require_shown(at_, across_ == Across::horizontal ? ys : xs, name());
}

DataExtent ReferenceLine::extent(const Scale&, const Scale&) const {
    DataExtent e;
    if (across_ == Across::horizontal) e.add_y(at_);
    else e.add_x(at_);
    return e;
}

void ReferenceLine::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    SceneItem it = item(f, Footprint::segments);
    it.clip = f.plot;
    ScenePath p;
    if (across_ == Across::horizontal) {
        const double y = f.page_y(at_);
        p.points = {{f.plot.left(), y}, {f.plot.right(), y}};
    } else {
        const double x = f.page_x(at_);
        p.points = {{x, f.plot.top()}, {x, f.plot.bottom()}};
    }
    p.stroke = StrokeStyle{color_, width_};
    p.dashes = named_ ? dash_pattern(*named_, width_) : dashes_;
    it.payload = std::move(p);
    out.push_back(std::move(it));
}

std::vector<LegendEntry> ReferenceLine::legend_entries() const {
    if (label_.empty()) return {};
    const Across a_handle = horizontal_handle_ ? Across::horizontal : across_;
    return {{label_, [c = color_, w = width_, d = named_ ? dash_pattern(*named_, width_) : dashes_, a = a_handle](std::vector<SceneItem>& out,
                                                                         const Rect& box, double em) {
                 SceneItem h;
                 h.kind = "reference line handle";
                 ScenePath p;
                 const Point m = box.center();
                 if (a == Across::horizontal) p.points = {{box.left(), m.y}, {box.right(), m.y}};
                 else p.points = {{m.x, m.y - 0.45 * em}, {m.x, m.y + 0.45 * em}};
                 p.stroke = StrokeStyle{c, w};
                 p.dashes = d;
                 h.payload = std::move(p);
                 out.push_back(std::move(h));
             }}};
}

ReferenceSpan::ReferenceSpan(Across across, double from, double to, Color color)
    : across_(across), from_(detail::checked_position(from, detail::across_name(across, true) + std::string(": start"))),
      to_(detail::checked_position(to, detail::across_name(across, true) + std::string(": end"))),
      color_(checked_color(color, detail::across_name(across, true))) {}

std::string ReferenceSpan::kind() const { return detail::across_name(across_, true); }

ReferenceSpan& ReferenceSpan::color(Color c) { color_ = checked_color(c, name()); return *this; }

ReferenceSpan& ReferenceSpan::alpha(double a) {
    alpha_ = checked_alpha(a, name());
    return *this;
}


void ReferenceSpan::validate(const Scale& xs, const Scale& ys) const {
    const Scale& s = across_ == Across::horizontal ? ys : xs;
    detail::require_shown(from_, s, name());
    detail::require_shown(to_, s, name());
}

DataExtent ReferenceSpan::extent(const Scale&, const Scale&) const {
    DataExtent e;
    for (double v : {from_, to_}) {
        if (across_ == Across::horizontal) e.add_y(v);
        else e.add_x(v);
    }
    return e;
}

void ReferenceSpan::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    SceneItem it = item(f, Footprint::area);
    it.clip = f.plot;
    const Color fill = color_.with_alpha(color_.a * alpha_);
    if (across_ == Across::horizontal)
        it.payload = box_path({f.plot.left(), f.page_y(from_)}, {f.plot.right(), f.page_y(to_)}, fill);
    else
        it.payload = box_path({f.page_x(from_), f.plot.top()}, {f.page_x(to_), f.plot.bottom()}, fill);
    out.push_back(std::move(it));
}

std::vector<LegendEntry> ReferenceSpan::legend_entries() const {
    if (label_.empty()) return {};
    return {patch_entry(label_, color_.with_alpha(color_.a * alpha_))};
}

}  // namespace sqfig
