// The implementation of sqfig/artists/heatmap.hpp.
#include "sqfig/artists/heatmap.hpp"
#include "sqfig/detail/user_code.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"
#include "sqfig/artists/color_slots.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

Heatmap::Heatmap(std::vector<double> values, std::size_t rows, std::size_t cols)
    : values_(std::move(values)), rows_(rows), cols_(cols) {
    if (rows == 0 || cols == 0) throw Error("heatmap: needs at least one row and one column", ErrorKind::data);
    if (rows > 32767 || cols > 32767) throw Error("heatmap: at most 32767 rows and columns", ErrorKind::data);
    if (values_.size() != rows * cols)
        throw Error("heatmap: " + std::to_string(values_.size()) + " values for " + std::to_string(rows) + " x " +
                    std::to_string(cols) + " cells", ErrorKind::data);
    for (std::size_t i = 0; i < values_.size(); ++i) {
        const double v = values_[i];
        if (std::isinf(v))
            throw Error("heatmap, cell (" + std::to_string(i / cols) + ", " + std::to_string(i % cols) +
                        "): infinite value cannot be coloured (NaN marks a missing cell)", ErrorKind::data);
        if (std::isnan(v)) continue;
        range_.add(v);
        if (v > 0) positive_range_.add(v);
    }
}

Heatmap& Heatmap::colormap(Colormap m) { map_ = std::move(m); return *this; }

Heatmap& Heatmap::colormap(const std::string& name) { map_ = Colormap::named(name); return *this; }

Heatmap& Heatmap::bad_color(Color c) { map_.bad(c); return *this; }

Heatmap& Heatmap::cell_edges(Color color, double width) {
    StrokeStyle s = detail::checked_stroke({color, width}, name() + ": cell edges");
    edges_ = s;
    return *this;
}

Heatmap& Heatmap::value_labels(int decimals) {
    if (decimals < 0 || decimals > 12) throw Error(name() + ": value label decimals must be between 0 and 12");
    format_ = [decimals](double v) { return format_fixed(v, decimals); };
    return *this;
}

Heatmap& Heatmap::value_labels(std::function<std::string(double)> format) {
    if (!format) throw Error(name() + ": value_labels: no format function given");
    format_ = std::move(format);
    return *this;
}

Heatmap& Heatmap::value_label_size(double pt) { label_size_ = detail::checked_size(pt, name() + ": value label size"); return *this; }

Heatmap& Heatmap::value_label_colors(Color dark, Color light) {
    Color d = checked_color(dark, name() + ": dark label colour");
    Color l = checked_color(light, name() + ": light label colour");
    dark_ = d;
    light_ = l;
    return *this;
}


double Heatmap::at(std::size_t r, std::size_t c) const { return values_.at(r * cols_ + c); }

Norm Heatmap::resolved_norm() const {
    if (norm_.resolved()) return norm_;
    const DataRange& r = norm_.kind() == Norm::Kind::log ? positive_range_ : range_;
    return norm_.resolved_for(r.lo, r.hi);
}

Color Heatmap::cell_color(std::size_t r, std::size_t c) const { return map_(resolved_norm()(at(r, c))); }

void Heatmap::validate(const Scale& xs, const Scale& ys) const {
    check_axis(xs, cols_, "x");
    check_axis(ys, rows_, "y");
    try {
        resolved_norm();  // throws for a norm the data cannot fix (log norm, no positive value)
    } catch (const Error& e) {
        detail::rethrow_with_prefix(e, name() + ": ");
    }
}

DataExtent Heatmap::extent(const Scale&, const Scale&) const {
    DataExtent e;
    e.add_x(-0.5);
    e.add_x(static_cast<double>(cols_) - 0.5);
    e.add_y(-0.5);
    e.add_y(static_cast<double>(rows_) - 0.5);
    return e;
}

void Heatmap::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const Norm n = resolved_norm();
    const double xl = f.page_x(-0.5), xr = f.page_x(static_cast<double>(cols_) - 0.5);
    const double yt = f.page_y(-0.5), yb = f.page_y(static_cast<double>(rows_) - 0.5);
    const bool flip_x = xl > xr, flip_y = yt > yb;  // image rows go top to bottom on the page
    // The map's colours as bytes once, then one table look-up per cell.
    const detail::ColorSlots slots(map_);
    const std::vector<std::array<std::uint8_t, 4>> lut = slots.bytes();
    auto pixels = std::make_shared<std::vector<std::uint8_t>>(values_.size() * 4);
    std::uint8_t* px = pixels->data();
    for (std::size_t pr = 0; pr < rows_; ++pr) {
        const std::size_t r = flip_y ? rows_ - 1 - pr : pr;
        for (std::size_t pc = 0; pc < cols_; ++pc, px += 4) {
            const std::size_t c = flip_x ? cols_ - 1 - pc : pc;
            const double t = n(values_[r * cols_ + c]);
            std::memcpy(px, lut[slots.slot(t)].data(), 4);
        }
    }
    SceneItem img = item(f, Footprint::area, "image");
    img.clip = f.plot;
    SceneImage im;
    im.width = static_cast<int>(cols_);
    im.height = static_cast<int>(rows_);
    im.rgba = std::move(pixels);
    im.dest = Rect::from_edges(std::min(xl, xr), std::min(yt, yb), std::max(xl, xr), std::max(yt, yb));
    img.payload = std::move(im);
    out.push_back(std::move(img));

    if (edges_) emit_edges(out, f);
    if (format_) emit_labels(out, f, n);
}

std::vector<LegendEntry> Heatmap::legend_entries() const {
    if (label_.empty()) return {};
    return {colormap_entry(label_, map_)};
}

void Heatmap::check_axis(const Scale& s, std::size_t n, const char* which) const {
    const double a = -0.5, b = static_cast<double>(n) - 0.5;
    if (!s.accepts(a) || !s.accepts(b))
        throw Error(name() + ": the " + which + " scale (" + s.name() + ") cannot show the cell edges " +
                    format_general(a) + " .. " + format_general(b) + "; a heatmap needs a linear axis");
    const double fa = s.forward(a), fb = s.forward(b), mid = s.forward((a + b) / 2);
    if (!(std::abs(mid - (fa + fb) / 2) <= 1e-9 * (std::abs(fb - fa) + 1)))
        throw Error(name() + ": the " + which + " scale (" + s.name() + ") is not linear; a heatmap needs a linear axis");
}

void Heatmap::emit_edges(std::vector<SceneItem>& out, const AxesFrame& f) const {
    auto line = [&](Point a, Point b) {
        SceneItem it = item(f, Footprint::none, "cell edge");
        it.clip = f.plot;
        ScenePath p;
        p.points = {a, b};
        p.stroke = edges_;
        it.payload = std::move(p);
        out.push_back(std::move(it));
    };
    const double top = f.page_y(-0.5), bottom = f.page_y(static_cast<double>(rows_) - 0.5);
    const double left = f.page_x(-0.5), right = f.page_x(static_cast<double>(cols_) - 0.5);
    for (std::size_t c = 1; c < cols_; ++c) {
        const double x = f.page_x(static_cast<double>(c) - 0.5);
        line({x, top}, {x, bottom});
    }
    for (std::size_t r = 1; r < rows_; ++r) {
        const double y = f.page_y(static_cast<double>(r) - 0.5);
        line({left, y}, {right, y});
    }
}

void Heatmap::emit_labels(std::vector<SceneItem>& out, const AxesFrame& f, const Norm& n) const {
    TextStyle ts;
    ts.family = f.style ? f.style->font_family : ts.family;
    ts.size = label_size_ > 0 ? label_size_ : (f.style ? f.style->annotation_size : 10);
    const Color page_bg = f.style ? f.style->background : Color{1, 1, 1};
    for (std::size_t r = 0; r < rows_; ++r)
        for (std::size_t c = 0; c < cols_; ++c) {
            const double v = values_[r * cols_ + c];
            if (std::isnan(v)) continue;
            const double x = static_cast<double>(c), y = static_cast<double>(r);
            const Rect cell = Rect::from_edges(std::min(f.page_x(x - 0.5), f.page_x(x + 0.5)),
                                               std::min(f.page_y(y - 0.5), f.page_y(y + 0.5)),
                                               std::max(f.page_x(x - 0.5), f.page_x(x + 0.5)),
                                               std::max(f.page_y(y - 0.5), f.page_y(y + 0.5)));
            if (!f.plot.contains(cell.center())) continue;  // outside the visible limits
            Color bg = map_(n(v));
            bg = {bg.r * bg.a + page_bg.r * (1 - bg.a), bg.g * bg.a + page_bg.g * (1 - bg.a),
                  bg.b * bg.a + page_bg.b * (1 - bg.a)};
            const std::string text = detail::call_user([&] { return f.owner + " " + name(); }, "its value-label format", [&] { return format_(v); });
            const MeasuredText& m = f.text->measure(math_to_markup(text), ts, HAlign::center);
            SceneItem it = item(f, Footprint::text, "value label \"" + m.plain + "\"");
            it.container = cell;
            it.payload = place_text(m, cell.center(), HAlign::center, VAlign::center, 0, contrasting_text(bg, dark_, light_));
            out.push_back(std::move(it));
        }
}

void Heatmap::DataRange::add(double v) { lo = std::min(lo, v); hi = std::max(hi, v); }

}  // namespace sqfig
