// What every artist (bars, lines, text, shapes) shares: the transform it draws
// through, the data extent it asks autoscaling for, and its legend entry.
#pragma once

#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/scale/scale.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/style.hpp"
#include "sqfig/text/text_engine.hpp"

namespace sqfig {

/// Which coordinate system a position is given in.
enum class Coords {
    data,    // the axes' data coordinates (through its scales)
    axes,    // fractions of the plot area: (0,0) lower left, (1,1) upper right
    figure,  // fractions of the figure page: (0,0) lower left, (1,1) upper right
};

/// The data → page transform of one axes, as fixed by layout.
struct AxesFrame {
    Rect plot;          // plot area on the page
    Rect page;          // the whole figure page
    Scale x_scale, y_scale;
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;  // limits in transformed (scale) space
    const Style* style = nullptr;
    const TextEngine* text = nullptr;
    int group = -1;
    std::string owner;

    double page_x(double v) const { return plot.x + (x_scale.forward(v) - x0) / (x1 - x0) * plot.width; }
    double page_y(double v) const { return plot.bottom() - (y_scale.forward(v) - y0) / (y1 - y0) * plot.height; }
    Point to_page(double x, double y) const { return {page_x(x), page_y(y)}; }
    Point to_page(Point p, Coords c) const {
        switch (c) {
            case Coords::data: return to_page(p.x, p.y);
            case Coords::axes: return {plot.x + p.x * plot.width, plot.bottom() - p.y * plot.height};
            case Coords::figure: return {page.x + p.x * page.width, page.bottom() - p.y * page.height};
        }
        return {};
    }
    /// Page y back to a value in transformed space.
    double y_space_at(double page_y_value) const {
        return y0 + (plot.bottom() - page_y_value) / plot.height * (y1 - y0);
    }
};

/// The data range an artist asks the autoscaler to show.
struct DataExtent {
    double x_min = std::numeric_limits<double>::infinity(), x_max = -std::numeric_limits<double>::infinity();
    double y_min = std::numeric_limits<double>::infinity(), y_max = -std::numeric_limits<double>::infinity();
    bool y_sticky_zero = false;  // bars: the limit does not go past 0 (or the floor on log axes)
    bool x_tight = false;        // categories: no margin beyond the bar edges

    void add_x(double v) { if (std::isfinite(v)) { x_min = std::min(x_min, v); x_max = std::max(x_max, v); } }
    void add_y(double v) { if (std::isfinite(v)) { y_min = std::min(y_min, v); y_max = std::max(y_max, v); } }
    bool has_x() const { return x_min <= x_max; }
    bool has_y() const { return y_min <= y_max; }
    void merge(const DataExtent& o) {
        if (o.has_x()) { add_x(o.x_min); add_x(o.x_max); }
        if (o.has_y()) { add_y(o.y_min); add_y(o.y_max); }
        y_sticky_zero = y_sticky_zero || o.y_sticky_zero;
    }
};

/// How a labelled artist shows up in a legend.
struct LegendEntry {
    std::string label;
    enum class Kind { patch, line } kind = Kind::patch;
    Color color;
    double line_width = 1.5;
    MarkerShape marker = MarkerShape::none;
    double marker_size = 6;
};

class Artist {
public:
    virtual ~Artist() = default;
    /// Throws sqfig::Error naming the artist and index for data the scales cannot draw.
    virtual void validate(const Scale& /*x*/, const Scale& /*y*/) const {}
    /// The data range to show (data coordinates); empty for artists in axes/figure coordinates.
    virtual DataExtent extent(const Scale& /*x*/, const Scale& /*y*/) const { return {}; }
    /// Appends the positioned items for this artist.
    virtual void emit(std::vector<SceneItem>& out, const AxesFrame& frame) const = 0;
    virtual std::vector<LegendEntry> legend_entries() const { return {}; }
    /// True for marks clipped to the plot area: they cannot change how far the
    /// axes' decorations reach, so layout passes may skip them (unless a legend
    /// needs to see them).
    virtual bool clipped_to_plot() const { return false; }
    /// Name in error messages: "bars #2 (\"FP16\")".
    std::string name() const { return kind() + (label_.empty() ? "" : " \"" + label_ + "\""); }

protected:
    virtual std::string kind() const = 0;
    std::string label_;
};

namespace detail {
// Rectangles given in data coordinates (Rectangle, Box): checks and extent.
inline void require_finite(const Rect& r, const std::string& who) {
    if (!std::isfinite(r.x) || !std::isfinite(r.y) || !std::isfinite(r.width) || !std::isfinite(r.height))
        throw Error(who + ": corner or size is not finite");
}
inline DataExtent extent_of(const Rect& r) {
    DataExtent e;
    e.add_x(r.x); e.add_x(r.x + r.width);
    e.add_y(r.y); e.add_y(r.y + r.height);
    return e;
}

inline void require_same_length(std::size_t a, std::size_t b, const std::string& who, const char* what) {
    if (a != b)
        throw Error(who + ": " + what + " have different lengths (" + std::to_string(a) + " x values, " +
                    std::to_string(b) + " y values)");
}
}  // namespace detail

}  // namespace sqfig
