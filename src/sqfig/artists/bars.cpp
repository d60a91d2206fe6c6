// The implementation of sqfig/artists/bars.hpp.
#include "sqfig/artists/bars.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/error_bars.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scene.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace sqfig {

Bars::Bars(std::vector<double> at, std::vector<double> heights, Color color,
         BarDirection direction)
    : x_(std::move(at)), heights_(std::move(heights)), colors_{checked_color(color, "bars")},
          horizontal_(direction == BarDirection::horizontal) {
    detail::require_same_length(x_.size(), heights_.size(), "bars", "positions and lengths");
}

Bars& Bars::color(Color c) {
    colors_ = {checked_color(c, name())};
    release_cycle_color();
    return *this;
}

Bars& Bars::colors(std::vector<Color> c) {
    if (c.empty() || (c.size() != 1 && c.size() != x_.size()))
        throw Error(name() + ": " + std::to_string(c.size()) + " colours for " + std::to_string(x_.size()) +
                    " bars");
    for (const Color& one : c) checked_color(one, name());
    colors_ = std::move(c);
    release_cycle_color();
    return *this;
}

Bars& Bars::width(double w) {
    if (!(w > 0) || !std::isfinite(w)) throw Error(name() + ": bar width must be a positive number");
    width_ = w;
    return *this;
}

Bars& Bars::offset(double d) { offset_ = detail::checked_finite(d, name() + ": offset"); return *this; }


std::optional<Hatch> Bars::hatch() const { return hatch_; }

Bars& Bars::hatch(std::string pattern, Color color, double width) {
    Hatch h{detail::checked_hatch(std::move(pattern), name()), checked_color(color, name() + ": hatch colour"),
            detail::checked_width(width, name() + ": hatch line width")};
    if (h.pattern.empty()) hatch_.reset();
    else hatch_ = std::move(h);
    return *this;
}

Bars& Bars::edge(Color c, double w) { edge_ = detail::checked_stroke({c, w}, name() + ": edge"); return *this; }

Bars& Bars::bottom(Values base) {
    std::vector<double> b = std::move(base).take();
    if (b.size() != 1 && b.size() != x_.size())
        throw Error(name() + ": " + std::to_string(b.size()) + " bases for " + std::to_string(x_.size()) + " bars", ErrorKind::data);
    for (std::size_t i = 0; i < b.size(); ++i)
        detail::checked_position(b[i], name() + ", bar " + std::to_string(i) + ": base");
    base_ = std::move(b);
    return *this;
}

Bars& Bars::left(Values base) { return bottom(std::move(base)); }

Bars& Bars::y_error(Values symmetric) { return errors(std::move(symmetric), std::nullopt, false); }

Bars& Bars::y_error(Values lower, Values upper) { return errors(std::move(lower), std::move(upper), false); }

Bars& Bars::x_error(Values symmetric) { return errors(std::move(symmetric), std::nullopt, true); }

Bars& Bars::x_error(Values lower, Values upper) { return errors(std::move(lower), std::move(upper), true); }

Bars& Bars::error_style(Color c, double width, double cap) {
    detail::ErrorLook look{checked_color(c, name() + ": error colour"),
                           detail::checked_width(width, name() + ": error line width"),
                           detail::checked_width(cap, name() + ": error cap size")};
    error_look_ = look;
    return *this;
}

double Bars::base(std::size_t i) const { return base_.empty() ? 0.0 : base_.size() == 1 ? base_[0] : base_.at(i); }

double Bars::end(std::size_t i) const { return base(i) + heights_.at(i); }

void Bars::validate(const Scale& xs, const Scale& ys) const {
    const Scale& across = horizontal_ ? ys : xs;
    const Scale& along = horizontal_ ? xs : ys;
    const char* axis = horizontal_ ? "y" : "x";
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (!across.accepts(x_[i] + offset_) || !std::isfinite(x_[i] + offset_ - width_ / 2))
            throw Error(name() + ", bar " + std::to_string(i) + ": " + axis + " position " + std::to_string(x_[i]) +
                        " cannot be drawn on this axis", ErrorKind::data);
        const double h = heights_[i];
        if (!std::isfinite(h))
            throw Error(name() + ", bar " + std::to_string(i) + ": height is not a finite number", ErrorKind::data);
        if (!std::isfinite(end(i)))  // finite base and height, but their sum overflows
            throw Error(name() + ", bar " + std::to_string(i) + ": its end, base " + detail::shortest(base(i)) +
                        " + height " + detail::shortest(h) + ", is beyond the largest double", ErrorKind::data);
        if (!along.accepts(end(i)))
            throw Error(name() + ", bar " + std::to_string(i) + ": end " + detail::shortest(end(i)) +
                        " is not positive, which a " + along.name() + " axis cannot show", ErrorKind::data);
        if (stacked() && !along.accepts(base(i)))
            throw Error(name() + ", bar " + std::to_string(i) + ": base " + detail::shortest(base(i)) +
                        " is not positive, which a " + along.name() + " axis cannot show", ErrorKind::data);
    }
}

DataExtent Bars::extent(const Scale& xs, const Scale& ys) const {
    const Scale& along = horizontal_ ? xs : ys;
    DataExtent e;
    auto add_across = [&](double v) { horizontal_ ? e.add_y(v) : e.add_x(v); };
    auto add_along = [&](double v) { horizontal_ ? e.add_x(v) : e.add_y(v); };
    for (std::size_t i = 0; i < x_.size(); ++i) {
        add_across(x_[i] + offset_ - width_ / 2);
        add_across(x_[i] + offset_ + width_ / 2);
        add_along(end(i));
        if (stacked() && along.accepts(base(i))) add_along(base(i));
        if (!errors_.empty()) {
            const double lo = errors_.low(i), hi = errors_.high(i);
            if (!std::isnan(lo) && along.accepts(end(i) - lo)) add_along(end(i) - lo);
            if (!std::isnan(hi)) add_along(end(i) + hi);
        }
    }
    // Bars from 0 show 0; floating bars (a base of their own) show their own
    // span, as matplotlib's do: 0 would turn bars at 70..76 into slivers.
    if (!stacked() && along.accepts(0) && !x_.empty()) add_along(0);
    if (horizontal_) e.x_sticky_zero = true;
    else e.y_sticky_zero = true;
    return e;
}

void Bars::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Scale& along = horizontal_ ? f.x_scale : f.y_scale;
    // The owner text ("axes 0 bars \"A\" bar ") is built once per series and
    // the items' room made once, not per bar: 10^4 bars spent 40% of their
    // layout in string building and vector growth. Growth stays geometric, with
    // room for what Axes::build appends to the same buffer (grid, ticks,
    // labels): a 10^4-bar buffer grown once more is 8 MB of fresh pages.
    SceneItem proto = item(f, Footprint::area, "bar ");
    const std::string owner_prefix = std::move(proto.owner);
    proto.owner.clear();
    if (const std::size_t need = out.size() + x_.size(); need > out.capacity())
        out.reserve(std::max(need + need / 16 + 256, 2 * out.capacity()));
    for (std::size_t i = 0; i < x_.size(); ++i) {
        const double a = horizontal_ ? f.page_y(x_[i] + offset_ - width_ / 2) : f.page_x(x_[i] + offset_ - width_ / 2);
        const double b = horizontal_ ? f.page_y(x_[i] + offset_ + width_ / 2) : f.page_x(x_[i] + offset_ + width_ / 2);
        const double tip = horizontal_ ? f.page_x(end(i)) : f.page_y(end(i));
        // Where the scale has no 0 (log) an unstacked bar starts just outside the plot.
        const double from = stacked() || along.accepts(0) ? (horizontal_ ? f.page_x(base(i)) : f.page_y(base(i)))
                            : (horizontal_ ? f.plot.left() - 1 : f.plot.bottom() + 1);
        SceneItem bar = proto;
        bar.owner.reserve(owner_prefix.size() + 20);
        bar.owner.append(owner_prefix).append(std::to_string(i));
        bar.clip = f.plot;
        const Color c = colors_.size() == 1 ? colors_[0] : colors_[i];
        bar.payload = horizontal_ ? box_path({from, a}, {tip, b}, c, edge_) : box_path({a, from}, {b, tip}, c, edge_);
        bar.payload.path()->hatch = hatch_;
        out.push_back(std::move(bar));
    }
    if (errors_.empty()) return;  // on top of every bar of the series
    SceneItem base = item(f, Footprint::segments, "error bar");
    base.clip = f.plot;
    detail::ErrorLook look = error_look_ ? *error_look_ : detail::ErrorLook{f.style->text_color, 1.0, 3.0};
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (horizontal_)
            detail::emit_error_bar(out, base, f, end(i), center(i), errors_.low(i), errors_.high(i), false, look);
        else
            detail::emit_error_bar(out, base, f, center(i), end(i), errors_.low(i), errors_.high(i), true, look);
    }
}

std::vector<LegendEntry> Bars::legend_entries() const {
    if (label_.empty() || x_.empty()) return {};  // nothing drawn: nothing to name
    LegendEntry e = patch_entry(label_, colors_.front());
    if (hatch_) {  // the patch with the bars' hatch over it
        e.draw_handle = [patch = e.draw_handle, h = *hatch_](std::vector<SceneItem>& out, const Rect& box, double em) {
            const std::size_t first = out.size();
            patch(out, box, em);
            for (std::size_t k = first; k < out.size(); ++k)
                if (out[k].payload.path()) out[k].payload.path()->hatch = h;
        };
    }
    return {e};
}

Bars& Bars::errors(Values lower, std::optional<Values> upper, bool along_x) {
    if (along_x != horizontal_)
        throw Error(name() + ": " + (along_x ? "x" : "y") + " errors on " + (horizontal_ ? "horizontal" : "vertical") +
                    " bars (their values run along " + (horizontal_ ? "x" : "y") + ")");
    std::vector<double> lo = std::move(lower).take();
    std::vector<double> hi = upper ? std::move(*upper).take() : lo;
    errors_ = detail::ErrorSpec::make(std::move(lo), std::move(hi), x_.size(), name() + ": errors");
    return *this;
}

}  // namespace sqfig
