// The artist contract: what every artist (bars, lines, text, shapes, and a
// user's own) gives the axes that holds it: checks of its data against the
// scales, the data extent it asks autoscaling for, the scene items it draws
// (with the footprint the collision check judges them by) and its legend
// entries, each with a handle it draws itself. See docs/architecture.md.
#pragma once

#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/scale/scale.hpp"
#include "sqfig/core/mark_style.hpp"
#include "sqfig/style.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

// The scene an artist draws into (sqfig/scene.hpp, which an artist of one's
// own includes): declared only, so that charts compile without it.
enum class Footprint;
struct SceneItem;
struct MeasuredText;  // text/measured_text.hpp
class TextMeasurer;

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
    const TextMeasurer* text = nullptr;
    int group = -1;
    std::string owner;

    double page_x(double v) const;
    double page_y(double v) const;
    Point to_page(double x, double y) const;
    Point to_page(Point p, Coords c) const;
    /// Page y back to a value in transformed space.
    double y_space_at(double page_y_value) const;
};

/// The data range an artist asks the autoscaler to show.
struct DataExtent {
    double x_min = std::numeric_limits<double>::infinity(), x_max = -std::numeric_limits<double>::infinity();
    double y_min = std::numeric_limits<double>::infinity(), y_max = -std::numeric_limits<double>::infinity();
    bool y_sticky_zero = false;  // bars: the limit does not go past 0 (or the floor on log axes)
    bool x_sticky_zero = false;  // horizontal bars: the same along x
    bool x_tight = false;        // categories: no margin beyond the bar edges

    void add_x(double v);
    void add_y(double v);
    bool has_x() const { return x_min <= x_max; }
    bool has_y() const { return y_min <= y_max; }
    void merge(const DataExtent& o);
};

/// How a labelled artist shows in a legend: its label and a function that
/// draws its handle (the short line, patch or marker) into `box`, a page
/// rectangle 2 em wide and one text line high. The items it appends become
/// part of the legend (never checked for collisions on their own).
struct LegendEntry {
    std::string label;
    std::function<void(std::vector<SceneItem>& out, const Rect& box, double em)> draw_handle;
};

/// A filled patch handle (bars, rectangles): `color` in a box 0.7 em high.
LegendEntry patch_entry(std::string label, Color color);

/// A line handle: a stroke across the box (dashed as the line is, when
/// `dashes` holds its on/off pattern), with a marker in its middle.
LegendEntry line_entry(std::string label, Color color, double width, MarkerShape marker = MarkerShape::none,
                              double marker_size = 6, std::vector<double> dashes = {});

class Axes;

/// Base of every artist. A new kind of artist is one class deriving from this
/// (in one file), added to an axes with Axes::add(std::make_unique<T>(...)).
class Artist {
public:
    virtual ~Artist() = default;
    Artist() = default;
    Artist(const Artist&) = delete;  // an artist lives in one axes, which owns it
    Artist& operator=(const Artist&) = delete;

    /// Throws sqfig::Error naming the artist and index for data the scales cannot draw.
    virtual void validate(const Scale& /*x*/, const Scale& /*y*/) const {}
    /// The data range to show (data coordinates); empty for artists in axes/figure coordinates.
    virtual DataExtent extent(const Scale& /*x*/, const Scale& /*y*/) const { return {}; }
    /// Appends the positioned items for this artist (start them with item()).
    virtual void emit(std::vector<SceneItem>& out, const AxesFrame& frame) const = 0;
    /// One entry per legend line this artist shows (none without a label).
    virtual std::vector<LegendEntry> legend_entries() const { return {}; }
    /// True for marks clipped to the plot area: they cannot change how far the
    /// axes' decorations reach, so layout passes may skip them (unless a legend
    /// needs to see them).
    virtual bool clipped_to_plot() const { return false; }
    /// What the artist is, for messages: "bars", "line", "error bars".
    virtual std::string kind() const = 0;

    /// Name in error messages: "bars \"FP16\"".
    std::string name() const;
    const std::string& label() const { return label_; }
    /// The axes holding this artist (null before it is added to one).
    const Axes* axes() const { return axes_; }

protected:
    /// A scene item of this artist: footprint, kind, owning axes and a name for reports.
    SceneItem item(const AxesFrame& f, Footprint footprint, std::string what = {}) const;
    std::string label_;

    /// Colour setters call this. An artist whose factory gave it the axes'
    /// next cycle colour gives that colour back when it is coloured before
    /// any other artist takes one, so `ax.line(x, y).color(c)` does not
    /// advance the cycle, like matplotlib's `plot(x, y, color=c)`. Later, it
    /// only recolours this artist, like matplotlib's `set_color`.
    void release_cycle_color();

private:
    friend class Axes;
    const Axes* axes_ = nullptr;
    std::function<void()> release_cycle_color_;  // set by Axes when it lends a cycle colour
};

namespace detail {
// Rectangles given in data coordinates (Rectangle, Box): checks and extent.
void require_finite(const Rect& r, const std::string& who);
DataExtent extent_of(const Rect& r);

void require_same_length(std::size_t a, std::size_t b, const std::string& who, const char* what);
}  // namespace detail

}  // namespace sqfig
