// The artist contract: what every artist (bars, lines, text, shapes, and a
// user's own) gives the axes that holds it: checks of its data against the
// scales, the data extent it asks autoscaling for, the scene items it draws
// (with the footprint the collision check judges them by) and its legend
// entries, each with a handle it draws itself. See docs/architecture.md.
#pragma once

#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
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
    /// The axes' data coordinates, through its scales.
    data,
    /// Fractions of the plot area: (0,0) lower left, (1,1) upper right.
    axes,
    /// Fractions of the figure page: (0,0) lower left, (1,1) upper right.
    figure,
    /// Points from an annotation's point, x right and y up (matplotlib's
    /// textcoords="offset points"): only for Axes::annotate's text position;
    /// elsewhere an Error. AxesFrame::to_page takes it from the plot's lower left corner.
    offset_points,
};

/// The data → page transform of one axes, as fixed by layout.
struct SQFIG_API AxesFrame {
    /// The plot area on the page, points (y down from the top of the page).
    Rect plot;
    /// The whole figure page, points.
    Rect page;
    /// \var x_scale
    /// The x axis' scale (linear, the default, in a figure-level frame).
    /// \var y_scale
    /// The y axis' scale (linear, the default, in a figure-level frame).
    Scale x_scale, y_scale;
    /// \var x0
    /// The x limit at the plot's left edge, in transformed (scale) space.
    /// \var x1
    /// The x limit at the plot's right edge, in transformed (scale) space.
    /// \var y0
    /// The y limit at the plot's bottom edge, in transformed (scale) space.
    /// \var y1
    /// The y limit at the plot's top edge, in transformed (scale) space.
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    /// \var room_above
    /// True when the layout widens the view to hold data-anchored text
    /// (SceneItem::data_anchored) that reaches past the plot's top edge; false
    /// where a fixed limit, a shared or an inverted axis holds that edge, so
    /// text past it stays past it (bar labels then go inside their bar's end).
    /// \var room_below
    /// The same for the plot's bottom edge.
    /// \var room_left
    /// The same for the plot's left edge.
    /// \var room_right
    /// The same for the plot's right edge.
    bool room_above = false, room_below = false, room_left = false, room_right = false;
    /// The style of the axes (fonts, sizes, colours); set by layout before emit().
    const Style* style = nullptr;
    /// Measures text in the output's fonts; set by layout before emit().
    const TextMeasurer* text = nullptr;
    /// Index of the axes, which item() copies into each SceneItem; -1: the figure.
    int group = -1;
    /// Name of the axes for messages ("figure" for the figure); item() starts each item's owner with it.
    std::string owner;

    /// Page x, points, of the data value `v` on the x scale.
    double page_x(double v) const;
    /// Page y, points, of the data value `v` on the y scale.
    double page_y(double v) const;
    /// The page point, points, of the data point (x, y).
    Point to_page(double x, double y) const;
    /// The page point, points, of `p` given in coordinates `c` (Coords::offset_points:
    /// `p` points right of and above the plot's lower left corner).
    Point to_page(Point p, Coords c) const;
    /// Page y back to a value in transformed space.
    double y_space_at(double page_y_value) const;
};

/// The data range an artist asks the autoscaler to show.
struct SQFIG_API DataExtent {
    /// \var x_min
    /// The least finite x added; +infinity while none was (has_x() is false).
    /// \var x_max
    /// The greatest finite x added; -infinity while none was.
    double x_min = std::numeric_limits<double>::infinity(), x_max = -std::numeric_limits<double>::infinity();
    /// \var y_min
    /// The least finite y added; +infinity while none was (has_y() is false).
    /// \var y_max
    /// The greatest finite y added; -infinity while none was.
    double y_min = std::numeric_limits<double>::infinity(), y_max = -std::numeric_limits<double>::infinity();
    /// Bars: when the y range starts at 0, autoscaling adds no margin below it.
    bool y_sticky_zero = false;
    /// Horizontal bars: when the x range starts at 0, autoscaling adds no margin left of it.
    bool x_sticky_zero = false;
    /// Categories: no margin beyond the bar edges along x. Not read by autoscaling yet, nor kept by merge().

    /// Widens the x range to hold `v`; NaN and infinities are ignored.
    void add_x(double v);
    /// Widens the y range to hold `v`; NaN and infinities are ignored.
    void add_y(double v);
    /// True once a finite x has been added.
    bool has_x() const { return x_min <= x_max; }
    /// True once a finite y has been added.
    bool has_y() const { return y_min <= y_max; }
    /// Widens this extent to hold `o`'s ranges and takes on its sticky-zero flags.
    void merge(const DataExtent& o);
};

/// Category ticks an artist asks for on one axis (Artist::x_categories,
/// y_categories): a tick labelled `labels[i]` at `at[i]` (data units), as
/// Axes::heatmap labels its columns and rows.
struct SQFIG_API CategoryTicks {
    /// The positions, data units (finite).
    std::vector<double> at;
    /// One label per position (may hold $math$).
    std::vector<std::string> labels;
};

/// How a labelled artist shows in a legend: its label and a function that
/// draws its handle (the short line, patch or marker) into `box`, a page
/// rectangle 2 em wide and one text line high. The items it appends become
/// part of the legend (never checked for collisions on their own).
struct SQFIG_API LegendEntry {
    /// The text beside the handle (may hold $math$).
    std::string label;
    /// Appends the handle's items to `out`, drawn into `box` (page points); `em` is the legend's font size, points.
    std::function<void(std::vector<SceneItem>& out, const Rect& box, double em)> draw_handle;
};

/// A filled patch handle (bars, rectangles): `color` in a box 0.7 em high.
SQFIG_API LegendEntry patch_entry(std::string label, Color color);

/// A line handle: a stroke across the box (dashed as the line is, when
/// `dashes` holds its on/off pattern), with a marker in its middle.
SQFIG_API LegendEntry line_entry(std::string label, Color color, double width, MarkerShape marker = MarkerShape::none,
                              double marker_size = 6, std::vector<double> dashes = {});

class Axes;

/// Items holding more markers than this are drawn as an image in vector
/// outputs unless their artist says otherwise (Line::rasterized,
/// Scatter::rasterized): 20,000 vector markers make a PDF of about 0.5 MB
/// that viewers draw slowly, and cost 0.4 s to write.
inline constexpr std::size_t raster_markers_above = 20000;
/// The resolution of such images, pixels an inch.
inline constexpr double default_raster_dpi = 300;

/// Base of every artist. A new kind of artist is one class deriving from this
/// (in one file), added to an axes with Axes::add(std::make_unique<T>(...)).
class SQFIG_API Artist {
public:
    /// Virtual: an axes owns its artists through pointers to this base.
    virtual ~Artist();
    /// An artist with no label, in no axes yet.
    Artist() = default;
    /// Not copyable: an artist lives in one axes, which owns it.
    Artist(const Artist&) = delete;
    /// Not assignable, for the same reason.
    Artist& operator=(const Artist&) = delete;

    /// Throws sqfig::Error naming the artist and index for data the scales cannot draw.
    virtual void validate(const Scale& /*x*/, const Scale& /*y*/) const {}
    /// The data range to show (data coordinates); empty for artists in axes/figure coordinates.
    virtual DataExtent extent(const Scale& /*x*/, const Scale& /*y*/) const { return {}; }
    /// Appends the positioned items for this artist (start them with item()).
    virtual void emit(std::vector<SceneItem>& out, const AxesFrame& frame) const = 0;
    /// One entry per legend line this artist shows (none without a label).
    virtual std::vector<LegendEntry> legend_entries() const;
    /// True for marks clipped to the plot area: they cannot change how far the
    /// axes' decorations reach, so layout passes may skip them (unless a legend
    /// needs to see them).
    virtual bool clipped_to_plot() const { return false; }
    /// True for an artist whose emit() reads the items the axes' earlier
    /// artists appended to `out` (SignificanceBrackets stand on them): the
    /// layout then emits every artist of the axes in each of its passes, not
    /// only those that are not clipped_to_plot() (default false).
    virtual bool reads_marks() const { return false; }
    /// What the artist is, for messages: "bars", "line", "error bars".
    virtual std::string kind() const = 0;
    /// Category ticks this artist asks for on the x axis (default: none).
    /// The axis shows them, and autoscaling includes their positions, unless
    /// ticks were fixed on it (Axes::x_ticks, a heatmap's labels), before or
    /// after; of several artists of one axes that ask, the first added that
    /// gives labels wins, else the first added (a second group at the same
    /// positions without labels keeps the first's); a twin's artists ask after
    /// its parent's for the x axis they share. Asked at each layout, so it may
    /// follow the artist's settings (Boxplot: on y when horizontal). An Error at
    /// layout names the artist for positions that are not finite or labels that
    /// are not one per position.
    virtual std::optional<CategoryTicks> x_categories() const;
    /// The same for the y axis (a twin's artists ask the twin's y axis).
    virtual std::optional<CategoryTicks> y_categories() const;

    /// Name in error messages: "bars \"FP16\"".
    std::string name() const;
    /// The label: the text of its legend entry and part of name(); empty (no entry) by default.
    const std::string& label() const { return label_; }
    /// The axes holding this artist (null before it is added to one).
    const Axes* axes() const { return axes_; }
    /// Whether vector outputs draw this artist's marks as an image: yes, no,
    /// or unset (then items of more than raster_markers_above markers are).
    std::optional<bool> rasterization() const;
    /// Pixels an inch of that image (default_raster_dpi unless set).
    double raster_dpi() const { return raster_dpi_; }

protected:
    /// A scene item of this artist: footprint, kind, owning axes and a name for reports.
    SceneItem item(const AxesFrame& f, Footprint footprint, std::string what = {}) const;
    /// What label() returns; a derived class sets it (in its label() setter or constructor).
    std::string label_;

    /// Colour setters call this. An artist whose factory gave it the axes'
    /// next cycle colour gives that colour back when it is coloured before
    /// any other artist takes one, so `ax.line(x, y).color(c)` does not
    /// advance the cycle, like matplotlib's `plot(x, y, color=c)`. Later, it
    /// only recolours this artist, like matplotlib's `set_color`.
    void release_cycle_color();
    /// What CommonSetters::label() calls: sets label_. An artist that keeps
    /// labels of its own (a histogram's per data set) overrides it to keep them in step.
    virtual void set_label(std::string l);
    /// What CommonSetters::rasterized() calls: on or off, at `dpi` (10..2400, else sqfig::Error).
    void set_rasterized(bool on, double dpi);

private:
    // rasterization(): -1 unset, 0 no, 1 yes. The bodies returning standard
    // templates of sqfig types (std::optional<CategoryTicks>, the legend's
    // vector) are in artist.cpp, so that a program instantiates none of them.
    signed char rasterized_ = -1;
    double raster_dpi_ = default_raster_dpi;
    friend class Axes;
    const Axes* axes_ = nullptr;
    // Set by Axes when it lends a cycle colour: the axes, the slot and how to
    // give it back (not a std::function, which every program would instantiate).
    Axes* cycle_lender_ = nullptr;
    std::size_t cycle_slot_ = 0;
    void (*give_back_)(Axes&, std::size_t) = nullptr;
};

/// The setters every artist has, returning the artist's own type so that calls
/// chain (`ax.line(x, y).label("FP16").rasterized()`). Each built-in artist
/// derives from CommonSetters<itself>; an artist of one's own may too (or from
/// Artist, without them). Setters whose meaning differs by artist (colour,
/// alpha) are the artist's own.
template <class Self>
class CommonSetters : public Artist {
public:
    /// Name in the legend (of an artist that shows one; an empty label shows
    /// none) and in error messages; may hold $math$.
    Self& label(std::string l) {
        set_label(std::move(l));
        return static_cast<Self&>(*this);
    }
    /// In PDF, SVG and PS, draws the artist's paths and markers as an image of
    /// `dpi` pixels an inch, its text staying text (matplotlib's
    /// rasterized=True); false keeps them vector however many markers there
    /// are (see raster_markers_above). Throws sqfig::Error for a dpi outside 10..2400.
    Self& rasterized(bool on = true, double dpi = default_raster_dpi) {
        set_rasterized(on, dpi);
        return static_cast<Self&>(*this);
    }
    using Artist::label;
};

namespace detail {
// Rectangles given in data coordinates (Rectangle, Box): checks and extent.
void require_finite(const Rect& r, const std::string& who);
DataExtent extent_of(const Rect& r);

void require_same_length(std::size_t a, std::size_t b, const std::string& who, const char* what);
}  // namespace detail

}  // namespace sqfig
