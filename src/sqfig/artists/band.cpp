// The implementation of sqfig/artists/band.hpp.
#include "sqfig/artists/band.hpp"

#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/outside_runs.hpp"
#include "sqfig/scene.hpp"

#include <cmath>

namespace sqfig {

FilledBand::FilledBand(std::vector<double> x, std::vector<double> lo, std::vector<double> hi, Color color)
    : x_(std::move(x)), lo_(std::move(lo)), hi_(std::move(hi)), color_(checked_color(color, "band")) {
    if (lo_.size() != x_.size() || hi_.size() != x_.size())
        throw Error("band: x, lower and upper curves have different lengths (" + std::to_string(x_.size()) + ", " +
                    std::to_string(lo_.size()) + ", " + std::to_string(hi_.size()) + " values)", ErrorKind::data);
}

FilledBand& FilledBand::color(Color c) {
    color_ = checked_color(c, name());
    release_cycle_color();
    return *this;
}

FilledBand& FilledBand::alpha(double a) {
    alpha_ = checked_alpha(a, name());
    return *this;
}

FilledBand& FilledBand::along_y(bool on) {
    along_y_ = on;
    return *this;
}


void FilledBand::validate(const Scale&, const Scale&) const {
    for (std::size_t i = 0; i < x_.size(); ++i)
        for (double v : {x_[i], lo_[i], hi_[i]})
            if (std::isinf(v))
                throw Error(name() + ", point " + std::to_string(i) + ": infinite value cannot be drawn", ErrorKind::data);
}

DataExtent FilledBand::extent(const Scale& xs, const Scale& ys) const {
    DataExtent e;
    for (std::size_t i = 0; i < x_.size(); ++i) {
        if (!drawable(i, xs, ys)) continue;
        if (along_y_) { e.add_y(x_[i]); e.add_x(lo_[i]); e.add_x(hi_[i]); }
        else { e.add_x(x_[i]); e.add_y(lo_[i]); e.add_y(hi_[i]); }
    }
    return e;
}

void FilledBand::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    std::size_t i = 0;
    while (i < x_.size()) {
        while (i < x_.size() && !drawable(i, f.x_scale, f.y_scale)) ++i;
        const std::size_t start = i;
        while (i < x_.size() && drawable(i, f.x_scale, f.y_scale)) ++i;
        if (i == start) break;
        if (i - start < 2) continue;  // a lone point encloses nothing
        SceneItem band = item(f, Footprint::area, "points " + std::to_string(start) + "-" + std::to_string(i - 1));
        band.clip = f.plot;
        ScenePath path;
        // What the clip hides is not written (a band zoomed on 5 %): the
        // outline's runs beyond one edge keep their ends, which changes the
        // fill only beyond that edge (outside_runs.hpp). No stroke reaches back.
        // Not for a band drawn as an image in vector files: its image spans
        // the outline's extent inside the clip, which the run's inner points
        // may set.
        auto append = [&path](Point q) { path.points.push_back(q); };
        detail::OutsideRuns<decltype(append)> outside(f.plot.inflated(1.0), append);
        const bool as_image = rasterization().value_or(false);
        auto add = [&](Point q) {
            if (as_image) append(q);
            else outside.add(q);
        };
        for (std::size_t k = start; k < i; ++k) add(page_point(f, k, hi_[k]));
        for (std::size_t k = i; k-- > start;) add(page_point(f, k, lo_[k]));
        outside.finish();
        path.closed = true;
        path.fill = color_.with_alpha(color_.a * alpha_);
        band.payload = std::move(path);
        out.push_back(std::move(band));
    }
}

std::vector<LegendEntry> FilledBand::legend_entries() const {
    if (label_.empty() || x_.empty()) return {};  // nothing drawn: nothing to name
    const Color fill = color_.with_alpha(color_.a * alpha_), edge = color_;
    return {{label_, [fill, edge](std::vector<SceneItem>& out, const Rect& box, double em) {
                 const double h = 0.7 * em, cy = box.center().y;
                 SceneItem patch;
                 patch.kind = "band handle";
                 patch.payload = box_path({box.left(), cy - h / 2}, {box.right(), cy + h / 2}, fill);
                 out.push_back(std::move(patch));
                 for (double y : {cy - h / 2, cy + h / 2}) {
                     SceneItem line;
                     line.kind = "band handle";
                     ScenePath p;
                     p.points = {{box.left(), y}, {box.right(), y}};
                     p.stroke = StrokeStyle{edge, 0.8};
                     line.payload = std::move(p);
                     out.push_back(std::move(line));
                 }
             }}};
}

bool FilledBand::drawable(std::size_t i, const Scale& xs, const Scale& ys) const {
    const Scale& along = along_y_ ? ys : xs;
    const Scale& across = along_y_ ? xs : ys;
    return along.accepts(x_[i]) && across.accepts(lo_[i]) && across.accepts(hi_[i]) && std::isfinite(x_[i]) &&
           std::isfinite(lo_[i]) && std::isfinite(hi_[i]);
}

Point FilledBand::page_point(const AxesFrame& f, std::size_t i, double v) const {
    return along_y_ ? f.to_page(v, x_[i]) : f.to_page(x_[i], v);
}

}  // namespace sqfig
