// A legend: entries collected from labelled artists, measured as one box and
// drawn at the place the axes layout picks (see Axes: "best" placement scores
// candidate boxes against everything already drawn in the axes).
#pragma once

#include "sqfig/artists/artist.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

enum class LegendLocation {
    best,  // the free place inside the axes that covers least; outside right when none is free
    upper_right, upper_left, lower_left, lower_right,
    center_left, center_right, lower_center, upper_center, center,
    outside_right,   // beside the plot, top-aligned; layout makes room
    outside_bottom,  // below the x-axis decorations, centred; layout makes room
};

class Legend {
public:
    Legend& location(LegendLocation loc) { location_ = loc; return *this; }
    Legend& frame_alpha(double a) { frame_alpha_ = std::clamp(a, 0.0, 1.0); return *this; }
    Legend& font_size(double pt) { font_size_ = pt; return *this; }
    Legend& frame(bool on) { frame_ = on; return *this; }

    LegendLocation location() const { return location_; }

    /// The laid-out legend for these entries: size and how to draw it anywhere.
    struct Layout {
        Size size;
        std::vector<LegendEntry> entries;
        std::vector<const MeasuredText*> texts;
        double em = 9, row_height = 0;
    };

    Layout measure(const std::vector<LegendEntry>& entries, const Style& style, const TextEngine& engine) const {
        Layout l;
        l.entries = entries;
        l.em = font_size_ > 0 ? font_size_ : style.legend_size;
        TextStyle ts;
        ts.family = style.font_family;
        ts.size = l.em;
        double text_w = 0, total_h = 0;
        for (const LegendEntry& e : entries) {
            const MeasuredText& m = engine.measure(math_to_markup(e.label), ts, HAlign::left);
            l.texts.push_back(&m);
            text_w = std::max(text_w, m.width);
            total_h += m.height;
        }
        // matplotlib's proportions: border pad 0.4 em, handle 2 em, handle-text pad 0.8 em, row gap 0.5 em.
        const double pad = 0.4 * l.em, handle = 2.0 * l.em, gap = 0.8 * l.em, row_gap = 0.5 * l.em;
        const auto n = static_cast<double>(entries.size());
        l.size.width = 2 * pad + handle + gap + text_w;
        l.size.height = 2 * pad + total_h + (n > 0 ? (n - 1) * row_gap : 0);
        return l;
    }

    void emit(std::vector<SceneItem>& out, const Layout& l, Point top_left, const Style& style, int group,
              const std::string& owner) const {
        const double pad = 0.4 * l.em, handle = 2.0 * l.em, gap = 0.8 * l.em, row_gap = 0.5 * l.em;
        SceneItem frame;
        frame.role = ItemRole::legend;
        frame.group = group;
        frame.owner = owner + " legend";
        ScenePath p;
        const Rect r{top_left.x, top_left.y, l.size.width, l.size.height};
        p.points = {{r.left(), r.top()}, {r.right(), r.top()}, {r.right(), r.bottom()}, {r.left(), r.bottom()}};
        p.closed = true;
        if (frame_) {
            p.fill = style.background.with_alpha(frame_alpha_);
            p.stroke = StrokeStyle{Color{0.8, 0.8, 0.8, frame_alpha_}, 0.8};
        } else {
            p.fill = Color{0, 0, 0, 0};
        }
        p.join = CAIRO_LINE_JOIN_MITER;
        frame.path = std::move(p);
        out.push_back(frame);

        double y = r.top() + pad;
        for (std::size_t i = 0; i < l.entries.size(); ++i) {
            const LegendEntry& e = l.entries[i];
            const MeasuredText& m = *l.texts[i];
            const double cy = y + m.height / 2;
            const double hx = r.left() + pad;
            SceneItem h;
            h.role = ItemRole::decoration;  // part of the legend box
            h.group = group;
            h.owner = frame.owner + " handle";
            if (e.kind == LegendEntry::Kind::patch) {
                ScenePath hp;
                const double hh = 0.7 * l.em;
                hp.points = {{hx, cy - hh / 2}, {hx + handle, cy - hh / 2}, {hx + handle, cy + hh / 2}, {hx, cy + hh / 2}};
                hp.closed = true;
                hp.fill = e.color;
                h.path = std::move(hp);
            } else {
                ScenePath hp;
                hp.points = {{hx, cy}, {hx + handle, cy}};
                hp.stroke = StrokeStyle{e.color, e.line_width};
                h.path = std::move(hp);
                if (e.marker != MarkerShape::none) {
                    SceneMarker mk;
                    mk.center = {hx + handle / 2, cy};
                    mk.shape = e.marker;
                    mk.size = std::min(e.marker_size, 0.9 * l.em);
                    mk.face = e.color;
                    mk.edge = e.color;
                    h.markers.push_back(mk);
                }
            }
            out.push_back(std::move(h));
            SceneItem t;
            t.role = ItemRole::legend_text;
            t.group = group;
            t.owner = frame.owner + " entry \"" + e.label + "\"";
            t.container = r;
            t.text = place_text(m, {hx + handle + gap, y}, HAlign::left, VAlign::top, 0, style.text_color);
            out.push_back(std::move(t));
            y += m.height + row_gap;
        }
    }

private:
    LegendLocation location_ = LegendLocation::best;
    double frame_alpha_ = 0.8, font_size_ = 0;
    bool frame_ = true;
};

}  // namespace sqfig
