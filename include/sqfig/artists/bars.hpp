// Vertical bars: one series, per-bar colours, width, an x offset for grouping.
#pragma once

#include "sqfig/artists/artist.hpp"

namespace sqfig {

class Bars : public Artist {
public:
    Bars(std::vector<double> x, std::vector<double> heights, Color color)
        : x_(std::move(x)), heights_(std::move(heights)), colors_{detail::checked_color(color, "bars")} {
        detail::require_same_length(x_.size(), heights_.size(), "bars", "x positions and heights");
    }

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
    Bars& width(double w) {
        if (!(w > 0) || !std::isfinite(w)) throw Error(name() + ": bar width must be a positive number");
        width_ = w;
        return *this;
    }
    /// Shifts every bar by dx data units (for grouped bars).
    Bars& offset(double dx) { offset_ = detail::checked_finite(dx, name() + ": offset"); return *this; }
    Bars& label(std::string l) { label_ = std::move(l); return *this; }
    Bars& edge(Color c, double w = 0.8) { edge_ = detail::checked_stroke({c, w}, name() + ": edge"); return *this; }

    std::size_t size() const { return x_.size(); }
    double center(std::size_t i) const { return x_.at(i) + offset_; }
    double height(std::size_t i) const { return heights_.at(i); }
    double bar_width() const { return width_; }

    void validate(const Scale& xs, const Scale& ys) const override {
        for (std::size_t i = 0; i < x_.size(); ++i) {
            if (!xs.accepts(x_[i] + offset_) || !std::isfinite(x_[i] + offset_ - width_ / 2))
                throw Error(name() + ", bar " + std::to_string(i) + ": x position " + std::to_string(x_[i]) +
                            " cannot be drawn on this axis");
            const double h = heights_[i];
            if (!std::isfinite(h))
                throw Error(name() + ", bar " + std::to_string(i) + ": height is not a finite number");
            if (!ys.accepts(h))
                throw Error(name() + ", bar " + std::to_string(i) + ": height " + std::to_string(h) +
                            " is not positive, which a log axis cannot show");
        }
    }

    DataExtent extent(const Scale&, const Scale& ys) const override {
        DataExtent e;
        for (std::size_t i = 0; i < x_.size(); ++i) {
            e.add_x(x_[i] + offset_ - width_ / 2);
            e.add_x(x_[i] + offset_ + width_ / 2);
            e.add_y(heights_[i]);
        }
        if (ys.accepts(0) && !x_.empty()) e.add_y(0);
        e.y_sticky_zero = true;
        return e;
    }

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override {
        for (std::size_t i = 0; i < x_.size(); ++i) {
            const double l = f.page_x(x_[i] + offset_ - width_ / 2), r = f.page_x(x_[i] + offset_ + width_ / 2);
            const double top = f.page_y(heights_[i]);
            // Where the scale has no 0 (log) a bar starts at the floor of the plot.
            const double base = f.y_scale.accepts(0) ? f.page_y(0) : f.plot.bottom() + 1;
            SceneItem bar = item(f, Footprint::area, "bar " + std::to_string(i));
            bar.clip = f.plot;
            bar.path = box_path({l, base}, {r, top}, colors_.size() == 1 ? colors_[0] : colors_[i], edge_);
            out.push_back(std::move(bar));
        }
    }

    std::vector<LegendEntry> legend_entries() const override {
        if (label_.empty()) return {};
        return {patch_entry(label_, colors_.front())};
    }

    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "bars"; }

private:
    std::vector<double> x_, heights_;
    std::vector<Color> colors_;
    double width_ = 0.8, offset_ = 0;
    std::optional<StrokeStyle> edge_;
};

}  // namespace sqfig
