// The implementation of sqfig/artists/colorbar.hpp.
#include "sqfig/artists/colorbar.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"
#include "sqfig/scale/ticker.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

Colorbar& Colorbar::label(const std::string& s) { label_ = math_to_markup(s); return *this; }

Colorbar& Colorbar::thickness(double pt) { thickness_ = detail::checked_size(pt, "colourbar thickness"); return *this; }

Colorbar& Colorbar::pad(double pt) { pad_ = detail::checked_width(pt, "colourbar pad"); return *this; }

void Colorbar::emit(std::vector<SceneItem>& out, const AxesFrame& f, const Rect& taken, const TextMeasurer& engine) const {
    const Style& style = *f.style;
    const Norm n = mapped_->resolved_norm();
    const bool right = side_ == ColorbarSide::right;
    const double length = right ? f.plot.height : f.plot.width;
    const double thick = thickness_ > 0 ? thickness_ : std::clamp(length / 20, 6.0, 14.0);
    const Rect bar = right ? Rect{taken.right() + pad_, f.plot.top(), thick, length}
                           : Rect{f.plot.left(), taken.bottom() + pad_, length, thick};
    // The map as a 256-step strip (the table's own resolution); for a
    // boundary norm, one equal block per level in that level's colour.
    const bool levels = n.kind() == Norm::Kind::boundary;
    const std::vector<double>& bounds = n.boundary_values();
    const int steps = levels ? static_cast<int>(bounds.size()) - 1 : 256;
    auto px = std::make_shared<std::vector<std::uint8_t>>(static_cast<std::size_t>(steps) * 4);
    auto byte = [](double v) { return static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0, 1.0) * 255)); };
    for (int k = 0; k < steps; ++k) {
        const int slot = right ? steps - 1 - k : k;  // high values at the top
        const Color c = levels ? mapped_->colormap()(n(bounds[static_cast<std::size_t>(k)]))
                               : mapped_->colormap()((k + 0.5) / steps);
        std::uint8_t* p = px->data() + slot * 4;
        p[0] = byte(c.r); p[1] = byte(c.g); p[2] = byte(c.b); p[3] = byte(c.a);
    }
    SceneItem img = item(f, Footprint::area, "bar");
    SceneImage im;
    im.width = right ? 1 : steps;
    im.height = right ? steps : 1;
    im.rgba = std::move(px);
    im.dest = bar;
    img.payload = std::move(im);
    out.push_back(std::move(img));
    SceneItem frame = item(f, Footprint::none, "outline");
    frame.payload = box_path({bar.left(), bar.top()}, {bar.right(), bar.bottom()}, std::nullopt, StrokeStyle{style.spine_color, style.spine_width});
    out.push_back(std::move(frame));

    // Ticks on the outer side, through the norm.
    auto pos = [&](double v) {
        double t = n(v);
        if (levels) {  // equal blocks: the level's index plus the way through it
            const auto i = std::min<std::size_t>(
                bounds.size() - 2,
                static_cast<std::size_t>(std::max<std::ptrdiff_t>(
                    0, std::upper_bound(bounds.begin(), bounds.end(), v) - bounds.begin() - 1)));
            t = (static_cast<double>(i) + (v - bounds[i]) / (bounds[i + 1] - bounds[i])) /
                static_cast<double>(bounds.size() - 1);
        }
        return right ? bar.bottom() - t * bar.height : bar.left() + t * bar.width;
    };
    TextStyle ts;
    ts.family = style.font_family;
    ts.size = style.tick_label_size;
    const int max_major = std::max(2, static_cast<int>(length / (ts.size * (right ? 2.5 : 5.0))));
    const double lo = *n.vmin(), hi = *n.vmax();
    double reach = style.major_tick_length;
    double last_end = -1e300;  // labels that would touch the previous one are dropped
    std::vector<Tick> ticks;
    if (levels) {  // the boundaries, every k-th of more than ten (matplotlib's FixedLocator(nbins=10))
        const std::size_t step = (bounds.size() + 9) / 10;
        std::vector<double> at;
        for (std::size_t i = 0; i < bounds.size(); i += step) at.push_back(bounds[i]);
        ticks = fixed_ticks(at);
    } else {
        ticks = n.tick_scale().ticks(lo, hi, max_major);
    }
    for (const Tick& t : ticks) {
        if (!(t.value >= lo - 1e-9 * (hi - lo) && t.value <= hi + 1e-9 * (hi - lo))) continue;
        const double p = pos(t.value);
        const double len = t.major ? style.major_tick_length : style.minor_tick_length;
        SceneItem tick = item(f, Footprint::none, "tick");
        ScenePath tp;
        tp.points = right ? std::vector<Point>{{bar.right(), p}, {bar.right() + len, p}}
                          : std::vector<Point>{{p, bar.bottom()}, {p, bar.bottom() + len}};
        tp.stroke = StrokeStyle{style.spine_color, t.major ? style.major_tick_width : style.minor_tick_width};
        tick.payload = std::move(tp);
        out.push_back(std::move(tick));
        if (t.label.empty()) continue;
        const MeasuredText& m = engine.measure(t.label, ts, right ? HAlign::left : HAlign::center);
        const double off = style.major_tick_length + style.tick_label_pad;
        SceneItem lab = item(f, Footprint::text, "tick label \"" + m.plain + "\"");
        lab.payload = right ? place_text(m, {bar.right() + off, p}, HAlign::left, VAlign::center, 0, style.text_color)
                         : place_text(m, {p, bar.bottom() + off}, HAlign::center, VAlign::top, 0, style.text_color);
        const Rect b = lab.payload.text()->quad().bounds();
        const double start = right ? -b.bottom() : b.left(), end = right ? -b.top() : b.right();
        if (start < last_end + 2) continue;
        last_end = end;
        reach = std::max(reach, right ? b.right() - bar.right() : b.bottom() - bar.bottom());
        out.push_back(std::move(lab));
    }
    if (label_.empty()) return;
    TextStyle ls;
    ls.family = style.font_family;
    ls.size = style.label_size;
    const MeasuredText& m = engine.measure(label_, ls);
    SceneItem it = item(f, Footprint::text, "label \"" + m.plain + "\"");
    it.payload = right ? place_text(m, {bar.right() + reach + style.axis_label_pad, bar.center().y}, HAlign::left,
                                 VAlign::center, 90, style.text_color)
                    : place_text(m, {bar.center().x, bar.bottom() + reach + style.axis_label_pad}, HAlign::center,
                                 VAlign::top, 0, style.text_color);
    out.push_back(std::move(it));
}

SceneItem Colorbar::item(const AxesFrame& f, Footprint fp, const std::string& what) const {
    SceneItem it;
    it.footprint = fp;
    it.kind = "colourbar";
    it.group = f.group;
    it.owner = f.owner + " colourbar of " + mapped_name_ + " " + what;
    return it;
}

}  // namespace sqfig
