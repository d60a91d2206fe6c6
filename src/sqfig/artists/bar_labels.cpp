// The implementation of sqfig/artists/bar_labels.hpp.
#include "sqfig/artists/bar_labels.hpp"

#include <algorithm>

#include "sqfig/artists/bars.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

BarLabels::BarLabels(const Bars& bars, std::vector<std::string> labels)
    : bars_(&bars) {
    if (labels.size() != bars.size())
        throw Error("bar labels: " + std::to_string(labels.size()) + " labels for " + std::to_string(bars.size()) +
                    " bars");
    for (const std::string& l : labels) markup_.push_back(math_to_markup(l));
    label_ = markup_.empty() ? "" : labels.front();
}

BarLabels& BarLabels::size(double pt) { size_ = detail::checked_size(pt, name() + ": font size"); return *this; }

BarLabels& BarLabels::padding(double pt) {
    if (!(pt >= 0 && pt <= 1e4)) throw Error(name() + ": padding must be between 0 and 10000 points");
    padding_ = pt;
    return *this;
}

BarLabels& BarLabels::color(Color c) { color_ = checked_color(c, name()); return *this; }

BarLabels& BarLabels::position(BarLabelPosition p) {
    if (p != BarLabelPosition::outside && p != BarLabelPosition::inside)
        throw Error(name() + ": unknown label position");
    position_ = p;
    return *this;
}

namespace {

// Whether a label's box reaches within 2 pt of an edge of the plot (over its
// spine) that the layout keeps where it is (AxesFrame::room_*); at an edge
// it can widen, the view makes room instead (with the same 2 pt).
bool past_held_edge(const Rect& box, const AxesFrame& f, bool horizontal) {
    const Rect p = f.plot.inflated(-2.0);
    if (horizontal) return (box.right() > p.right() && !f.room_right) || (box.left() < p.left() && !f.room_left);
    return (box.top() < p.top() && !f.room_above) || (box.bottom() > p.bottom() && !f.room_below);
}

}  // namespace

void BarLabels::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    const bool horizontal = bars_->horizontal(), inside = position_ == BarLabelPosition::inside;
    bool upright = false;
    for (std::size_t i = 0; i < markup_.size() && !horizontal; ++i) {
        const double w = std::abs(f.page_x(bars_->center(i) + bars_->bar_width() / 2) -
                                  f.page_x(bars_->center(i) - bars_->bar_width() / 2));
        if (f.text->measure(markup_[i], style).width > w - 1.0) upright = true;  // keep a gap
    }
    const Color color = color_ ? *color_ : f.style->text_color;
    for (std::size_t i = 0; i < markup_.size(); ++i) {
        const MeasuredText& m = f.text->measure(markup_[i], style);
        SceneItem item = this->item(f, Footprint::text);
        item.owner = f.owner + " bar label \"" + m.plain + "\"";
        const double c = bars_->center(i);
        const bool negative = bars_->height(i) < 0;
        const Point a = horizontal ? f.to_page(bars_->base(i), c) : f.to_page(c, bars_->base(i));
        const Point b = horizontal ? f.to_page(bars_->end(i), c) : f.to_page(c, bars_->end(i));
        const bool from_floor = !bars_->stacked() && !(horizontal ? f.x_scale : f.y_scale).accepts(0);
        const Point from = from_floor ? (horizontal ? Point{f.plot.left(), a.y} : Point{a.x, f.plot.bottom()}) : a;
        // The bar as drawn, within the plot: a label on it lives there, and the
        // collision check holds it inside the bar, not off it.
        auto on_the_bar = [&] {
            const Rect bar = Rect::from_edges(std::min(from.x, b.x), std::min(from.y, b.y), std::max(from.x, b.x),
                                              std::max(from.y, b.y));
            const double w = bars_->bar_width();
            const double s0 = horizontal ? f.page_y(c - w / 2) : f.page_x(c - w / 2);
            const double s1 = horizontal ? f.page_y(c + w / 2) : f.page_x(c + w / 2);
            const Rect box = horizontal ? Rect::from_edges(bar.left(), std::min(s0, s1), bar.right(), std::max(s0, s1))
                                        : Rect::from_edges(std::min(s0, s1), bar.top(), std::max(s0, s1), bar.bottom());
            return Rect::from_edges(std::max(box.left(), f.plot.left()), std::max(box.top(), f.plot.top()),
                                    std::min(box.right(), f.plot.right()), std::min(box.bottom(), f.plot.bottom()));
        };
        if (inside) {  // centred on the bar as drawn (the middle on the page, log axes too)
            const Point mid{(from.x + b.x) / 2, (from.y + b.y) / 2};
            item.payload = place_text(m, mid, HAlign::center, VAlign::center, upright ? 90 : 0, color);
            item.container = on_the_bar();
        } else {
            item.data_anchored = true;
            item.anchor = b;
            // Beyond the end, padding away; the other way (into the bar) when a fixed
            // limit holds the edge that label would cross: inside the bar's end, or
            // inside the plot's edge when the bar runs past it.
            auto place = [&](bool into_bar) {
                const bool back = negative != into_bar;  // towards lower page x / higher page y
                const Point end{std::clamp(b.x, f.plot.left(), f.plot.right()),
                                std::clamp(b.y, f.plot.top(), f.plot.bottom())};
                if (horizontal) {
                    const Point at{(into_bar ? end.x : b.x) + (back ? -padding_ : padding_), b.y};
                    return place_text(m, at, back ? HAlign::right : HAlign::left, VAlign::center, 0, color);
                }
                const Point at{b.x, (into_bar ? end.y : b.y) + (back ? padding_ : -padding_)};
                return place_text(m, at, HAlign::center, back ? VAlign::top : VAlign::bottom, upright ? 90 : 0, color);
            };
            item.payload = place(false);
            if (past_held_edge(item.payload.text()->quad().bounds(), f, horizontal)) {
                const Rect shown = on_the_bar();
                if (!(shown.width > 0 && shown.height > 0)) continue;  // the bar is out of view: so is its label
                item.payload = place(true);
                item.container = shown;
            }
        }
        out.push_back(std::move(item));
    }
}

}  // namespace sqfig
