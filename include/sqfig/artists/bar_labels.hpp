// Labels above bars (matplotlib's bar_label): one text per bar, a fixed
// distance above its top in points, on linear and log axes alike. When a label
// is wider than its bar, all labels of the set turn upright so that labels of
// neighbouring bars cannot overlap.
#pragma once

#include "sqfig/artists/bars.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

class BarLabels : public Artist {
public:
    BarLabels(const Bars& bars, std::vector<std::string> labels) : bars_(&bars) {
        if (labels.size() != bars.size())
            throw Error("bar labels: " + std::to_string(labels.size()) + " labels for " + std::to_string(bars.size()) +
                        " bars");
        for (const std::string& l : labels) markup_.push_back(math_to_markup(l));
        label_ = markup_.empty() ? "" : labels.front();
    }
    BarLabels& size(double pt) { size_ = detail::checked_size(pt, name() + ": font size"); return *this; }
    /// Distance between the bar's top and its label, points.
    BarLabels& padding(double pt) {
        if (!(pt >= 0 && pt <= 1e4)) throw Error(name() + ": padding must be between 0 and 10000 points");
        padding_ = pt;
        return *this;
    }
    BarLabels& color(Color c) { color_ = detail::checked_color(c, name()); return *this; }

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override {
        TextStyle style;
        style.family = f.style->font_family;
        style.size = size_ > 0 ? size_ : f.style->annotation_size;
        bool upright = false;
        for (std::size_t i = 0; i < markup_.size(); ++i) {
            const double w = std::abs(f.page_x(bars_->center(i) + bars_->bar_width() / 2) -
                                      f.page_x(bars_->center(i) - bars_->bar_width() / 2));
            if (f.text->measure(markup_[i], style).width > w - 1.0) upright = true;  // keep a gap
        }
        for (std::size_t i = 0; i < markup_.size(); ++i) {
            const MeasuredText& m = f.text->measure(markup_[i], style);
            SceneItem item = this->item(f, Footprint::text);
            item.owner = f.owner + " bar label \"" + m.plain + "\"";
            item.data_anchored = true;
            item.anchor = f.to_page(bars_->center(i), bars_->height(i));
            const Point at{item.anchor.x, item.anchor.y - padding_};
            item.text = upright ? place_text(m, at, HAlign::center, VAlign::bottom, 90, color_ ? *color_ : f.style->text_color)
                                : place_text(m, at, HAlign::center, VAlign::bottom, 0, color_ ? *color_ : f.style->text_color);
            out.push_back(std::move(item));
        }
    }

    std::string kind() const override { return "bar labels"; }

private:
    const Bars* bars_;
    std::vector<std::string> markup_;
    double size_ = 0, padding_ = 2;
    std::optional<Color> color_;
};

}  // namespace sqfig
