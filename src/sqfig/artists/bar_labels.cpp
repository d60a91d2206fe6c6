// The implementation of sqfig/artists/bar_labels.hpp.
#include "sqfig/artists/bar_labels.hpp"

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
        if (inside) {  // centred on the bar as drawn (the middle on the page, log axes too)
            const Point a = horizontal ? f.to_page(bars_->base(i), c) : f.to_page(c, bars_->base(i));
            const Point b = horizontal ? f.to_page(bars_->end(i), c) : f.to_page(c, bars_->end(i));
            const bool from_floor = !bars_->stacked() && !(horizontal ? f.x_scale : f.y_scale).accepts(0);
            const Point from = from_floor ? (horizontal ? Point{f.plot.left(), a.y} : Point{a.x, f.plot.bottom()}) : a;
            const Point mid{(from.x + b.x) / 2, (from.y + b.y) / 2};
            item.payload = place_text(m, mid, HAlign::center, VAlign::center, upright ? 90 : 0, color);
            // It lives on its bar: the collision check holds it inside the bar, not off it.
            const Rect bar = Rect::from_edges(std::min(from.x, b.x), std::min(from.y, b.y), std::max(from.x, b.x),
                                              std::max(from.y, b.y));
            const double w = bars_->bar_width();
            const double s0 = horizontal ? f.page_y(c - w / 2) : f.page_x(c - w / 2);
            const double s1 = horizontal ? f.page_y(c + w / 2) : f.page_x(c + w / 2);
            const Rect box = horizontal ? Rect::from_edges(bar.left(), std::min(s0, s1), bar.right(), std::max(s0, s1))
                                        : Rect::from_edges(std::min(s0, s1), bar.top(), std::max(s0, s1), bar.bottom());
            item.container = Rect::from_edges(std::max(box.left(), f.plot.left()), std::max(box.top(), f.plot.top()),
                                              std::min(box.right(), f.plot.right()),
                                              std::min(box.bottom(), f.plot.bottom()));
        } else if (horizontal) {
            item.data_anchored = true;
            item.anchor = f.to_page(bars_->end(i), c);
            const Point at{item.anchor.x + (negative ? -padding_ : padding_), item.anchor.y};
            item.payload = place_text(m, at, negative ? HAlign::right : HAlign::left, VAlign::center, 0, color);
        } else {
            item.data_anchored = true;
            item.anchor = f.to_page(c, bars_->end(i));
            const Point at{item.anchor.x, item.anchor.y + (negative ? padding_ : -padding_)};
            item.payload = place_text(m, at, HAlign::center, negative ? VAlign::top : VAlign::bottom,
                                   upright ? 90 : 0, color);
        }
        out.push_back(std::move(item));
    }
}

}  // namespace sqfig
