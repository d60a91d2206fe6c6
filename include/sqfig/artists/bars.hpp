// Bars: one series, per-bar colours, width, an offset for grouping; vertical
// (matplotlib's bar) or horizontal (barh), optionally stacked on a base per
// bar (bottom= / left=) and with error bars on their ends (yerr= / xerr=).
#pragma once

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/error_bars.hpp"

namespace sqfig {

/// Which way bars grow from their base.
enum class BarDirection { vertical, horizontal };

class Bars : public Artist {
public:
    /// Bars at positions `at` (x for vertical bars, y for horizontal ones) with lengths `heights`.
    Bars(std::vector<double> at, std::vector<double> heights, Color color,
         BarDirection direction = BarDirection::vertical)
        : x_(std::move(at)), heights_(std::move(heights)), colors_{detail::checked_color(color, "bars")},
          horizontal_(direction == BarDirection::horizontal) {
        detail::require_same_length(x_.size(), heights_.size(), "bars", "positions and lengths");
    }
    /// The same with the direction first (the colour last, as Axes lends cycle colours).
    Bars(std::vector<double> at, std::vector<double> heights, BarDirection direction, Color color)
        : Bars(std::move(at), std::move(heights), color, direction) {}

    Bars& color(Color c) {
        colors_ = {detail::checked_color(c, name())};
        release_cycle_color();
        return *this;
    }
    /// One colour per bar (or one for all).
    Bars& colors(std::vector<Color> c) {
        if (c.empty() || (c.size() != 1 && c.size() != x_.size()))
            throw Error(name() + ": " + std::to_string(c.size()) + " colours for " + std::to_string(x_.size()) +
                        " bars");
        for (const Color& one : c) detail::checked_color(one, name());
        colors_ = std::move(c);
        release_cycle_color();
        return *this;
    }
    /// Thickness of each bar across its direction, data units.
    Bars& width(double w) {
        if (!(w > 0) || !std::isfinite(w)) throw Error(name() + ": bar width must be a positive number");
        width_ = w;
        return *this;
    }
    /// Shifts every bar by d data units across its direction (for grouped bars).
    Bars& offset(double d) { offset_ = detail::checked_finite(d, name() + ": offset"); return *this; }
    Bars& label(std::string l) { label_ = std::move(l); return *this; }
    /// Hatch lines over every bar ("/", "\\", "|", "-", "+", "x"; "//" twice as
    /// dense): a second cue besides colour, for greyscale prints and colour-blind
    /// readers, shown in the legend handle too. An empty pattern removes it.
    Bars& hatch(std::string pattern, Color color = Color(0, 0, 0), double width = 0.6) {
        Hatch h{detail::checked_hatch(std::move(pattern), name()), detail::checked_color(color, name() + ": hatch colour"),
                detail::checked_width(width, name() + ": hatch line width")};
        if (h.pattern.empty()) hatch_.reset();
        else hatch_ = std::move(h);
        return *this;
    }
    const std::optional<Hatch>& hatch() const { return hatch_; }
    Bars& edge(Color c, double w = 0.8) { edge_ = detail::checked_stroke({c, w}, name() + ": edge"); return *this; }
    /// Where each bar starts (stacked bars: the top of the series below);
    /// one value per bar, or one for all. Default 0.
    Bars& bottom(Values base) {
        std::vector<double> b = std::move(base).take();
        if (b.size() != 1 && b.size() != x_.size())
            throw Error(name() + ": " + std::to_string(b.size()) + " bases for " + std::to_string(x_.size()) + " bars");
        for (std::size_t i = 0; i < b.size(); ++i)
            detail::checked_finite(b[i], name() + ", bar " + std::to_string(i) + ": base");
        base_ = std::move(b);
        return *this;
    }
    /// Horizontal bars' bottom(): where each bar starts on the x axis.
    Bars& left(Values base) { return bottom(std::move(base)); }
    /// Error bars at the end of each vertical bar (symmetric; one per bar or one for all).
    Bars& y_error(Values symmetric) { return errors(std::move(symmetric), std::nullopt, false); }
    Bars& y_error(Values lower, Values upper) { return errors(std::move(lower), std::move(upper), false); }
    /// Error bars at the end of each horizontal bar.
    Bars& x_error(Values symmetric) { return errors(std::move(symmetric), std::nullopt, true); }
    Bars& x_error(Values lower, Values upper) { return errors(std::move(lower), std::move(upper), true); }
    /// How the error bars look (default: the text colour, 1 pt, caps 3 pt).
    Bars& error_style(Color c, double width = 1.0, double cap = 3.0) {
        detail::ErrorLook look{detail::checked_color(c, name() + ": error colour"),
                               detail::checked_width(width, name() + ": error line width"),
                               detail::checked_width(cap, name() + ": error cap size")};
        error_look_ = look;
        return *this;
    }

    std::size_t size() const { return x_.size(); }
    bool horizontal() const { return horizontal_; }
    /// Position of bar i across its direction (x of a vertical bar, y of a horizontal one).
    double center(std::size_t i) const { return x_.at(i) + offset_; }
    double height(std::size_t i) const { return heights_.at(i); }
    /// Where bar i starts, and where it ends (base + length).
    double base(std::size_t i) const { return base_.empty() ? 0.0 : base_.size() == 1 ? base_[0] : base_.at(i); }
    double end(std::size_t i) const { return base(i) + heights_.at(i); }
    bool stacked() const { return !base_.empty(); }
    double bar_width() const { return width_; }

    void validate(const Scale& xs, const Scale& ys) const override {
        const Scale& across = horizontal_ ? ys : xs;
        const Scale& along = horizontal_ ? xs : ys;
        const char* axis = horizontal_ ? "y" : "x";
        for (std::size_t i = 0; i < x_.size(); ++i) {
            if (!across.accepts(x_[i] + offset_) || !std::isfinite(x_[i] + offset_ - width_ / 2))
                throw Error(name() + ", bar " + std::to_string(i) + ": " + axis + " position " + std::to_string(x_[i]) +
                            " cannot be drawn on this axis");
            const double h = heights_[i];
            if (!std::isfinite(h))
                throw Error(name() + ", bar " + std::to_string(i) + ": height is not a finite number");
            if (!along.accepts(end(i)))
                throw Error(name() + ", bar " + std::to_string(i) + ": height " + std::to_string(end(i)) +
                            " is not positive, which a log axis cannot show");
            if (stacked() && !along.accepts(base(i)))
                throw Error(name() + ", bar " + std::to_string(i) + ": base " + std::to_string(base(i)) +
                            " is not positive, which a log axis cannot show");
        }
    }

    DataExtent extent(const Scale& xs, const Scale& ys) const override {
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
        if (along.accepts(0) && !x_.empty()) add_along(0);
        if (horizontal_) e.x_sticky_zero = true;
        else e.y_sticky_zero = true;
        return e;
    }

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override {
        const Scale& along = horizontal_ ? f.x_scale : f.y_scale;
        for (std::size_t i = 0; i < x_.size(); ++i) {
            const double a = horizontal_ ? f.page_y(x_[i] + offset_ - width_ / 2) : f.page_x(x_[i] + offset_ - width_ / 2);
            const double b = horizontal_ ? f.page_y(x_[i] + offset_ + width_ / 2) : f.page_x(x_[i] + offset_ + width_ / 2);
            const double tip = horizontal_ ? f.page_x(end(i)) : f.page_y(end(i));
            // Where the scale has no 0 (log) an unstacked bar starts just outside the plot.
            const double from = stacked() || along.accepts(0) ? (horizontal_ ? f.page_x(base(i)) : f.page_y(base(i)))
                                : (horizontal_ ? f.plot.left() - 1 : f.plot.bottom() + 1);
            SceneItem bar = item(f, Footprint::area, "bar " + std::to_string(i));
            bar.clip = f.plot;
            const Color c = colors_.size() == 1 ? colors_[0] : colors_[i];
            bar.path = horizontal_ ? box_path({from, a}, {tip, b}, c, edge_) : box_path({a, from}, {b, tip}, c, edge_);
            bar.path->hatch = hatch_;
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

    std::vector<LegendEntry> legend_entries() const override {
        if (label_.empty()) return {};
        LegendEntry e = patch_entry(label_, colors_.front());
        if (hatch_) {  // the patch with the bars' hatch over it
            e.draw_handle = [patch = e.draw_handle, h = *hatch_](std::vector<SceneItem>& out, const Rect& box, double em) {
                const std::size_t first = out.size();
                patch(out, box, em);
                for (std::size_t k = first; k < out.size(); ++k)
                    if (out[k].path) out[k].path->hatch = h;
            };
        }
        return {e};
    }

    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return horizontal_ ? "horizontal bars" : "bars"; }

private:
    Bars& errors(Values lower, std::optional<Values> upper, bool along_x) {
        if (along_x != horizontal_)
            throw Error(name() + ": " + (along_x ? "x" : "y") + " errors on " + (horizontal_ ? "horizontal" : "vertical") +
                        " bars (their values run along " + (horizontal_ ? "x" : "y") + ")");
        std::vector<double> lo = std::move(lower).take();
        std::vector<double> hi = upper ? std::move(*upper).take() : lo;
        errors_ = detail::ErrorSpec::make(std::move(lo), std::move(hi), x_.size(), name() + ": errors");
        return *this;
    }

    std::vector<double> x_, heights_;  // positions across the bars, lengths along them
    std::vector<Color> colors_;
    double width_ = 0.8, offset_ = 0;
    std::optional<StrokeStyle> edge_;
    std::optional<Hatch> hatch_;
    bool horizontal_ = false;
    std::vector<double> base_;
    detail::ErrorSpec errors_;
    std::optional<detail::ErrorLook> error_look_;
};

}  // namespace sqfig
