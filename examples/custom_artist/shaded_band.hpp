// ShadedBand: the area between two curves lo(x) and hi(x) (matplotlib's
// fill_between), as a user-defined sqfig artist. Everything a new kind of
// artist needs is here: its data checks, its data extent, what it draws (and
// the footprint the collision check judges it by) and its own legend handle.
#pragma once

#include <sqfig/sqfig.hpp>
#include <sqfig/scene.hpp>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

// CommonSetters<ShadedBand> gives it label() and rasterized(), returning ShadedBand&.
class ShadedBand : public sqfig::CommonSetters<ShadedBand> {
public:
    ShadedBand(std::vector<double> x, std::vector<double> lo, std::vector<double> hi, sqfig::Color color)
        : x_(std::move(x)), lo_(std::move(lo)), hi_(std::move(hi)),
          color_(sqfig::checked_color(color, "shaded band")) {
        if (lo_.size() != x_.size() || hi_.size() != x_.size())
            throw sqfig::Error("shaded band: x, lo and hi must have the same length", sqfig::ErrorKind::data);
    }
    ShadedBand& alpha(double a) {
        alpha_ = sqfig::checked_alpha(a, name());
        return *this;
    }

    std::string kind() const override { return "shaded band"; }

    void validate(const sqfig::Scale& xs, const sqfig::Scale& ys) const override {
        for (std::size_t i = 0; i < x_.size(); ++i)
            if (!xs.accepts(x_[i]) || !ys.accepts(lo_[i]) || !ys.accepts(hi_[i]))
                throw sqfig::Error(name() + ", point " + std::to_string(i) + ": cannot be drawn on these axes",
                                   sqfig::ErrorKind::data);
    }

    sqfig::DataExtent extent(const sqfig::Scale&, const sqfig::Scale&) const override {
        sqfig::DataExtent e;
        for (std::size_t i = 0; i < x_.size(); ++i) {
            e.add_x(x_[i]);
            e.add_y(lo_[i]);
            e.add_y(hi_[i]);
        }
        return e;
    }

    // One closed path: along hi from left to right, back along lo. Judged as
    // an area: text or a legend on it is a collision.
    void emit(std::vector<sqfig::SceneItem>& out, const sqfig::AxesFrame& f) const override {
        if (x_.empty()) return;
        sqfig::SceneItem band = item(f, sqfig::Footprint::area);
        band.clip = f.plot;
        sqfig::ScenePath path;
        for (std::size_t i = 0; i < x_.size(); ++i) path.points.push_back(f.to_page(x_[i], hi_[i]));
        for (std::size_t i = x_.size(); i-- > 0;) path.points.push_back(f.to_page(x_[i], lo_[i]));
        path.closed = true;
        path.fill = color_.with_alpha(alpha_);
        band.payload = std::move(path);
        out.push_back(std::move(band));
    }

    bool clipped_to_plot() const override { return true; }

    // The handle: a translucent patch with its edges drawn solid, so it reads
    // as a band rather than as a bar.
    std::vector<sqfig::LegendEntry> legend_entries() const override {
        if (label_.empty()) return {};
        const sqfig::Color fill = color_.with_alpha(alpha_), edge = color_;
        return {{label_, [fill, edge](std::vector<sqfig::SceneItem>& out, const sqfig::Rect& box, double em) {
                     const double h = 0.7 * em, cy = box.center().y;
                     sqfig::SceneItem patch;
                     patch.kind = "shaded band handle";
                     patch.payload = sqfig::box_path({box.left(), cy - h / 2}, {box.right(), cy + h / 2}, fill,
                                                  sqfig::StrokeStyle{edge, 0.8});
                     out.push_back(std::move(patch));
                 }}};
    }

private:
    std::vector<double> x_, lo_, hi_;
    sqfig::Color color_;
    double alpha_ = 0.25;
};
