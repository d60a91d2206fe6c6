// One plotting area, as a composer: two Axis (x, y), the artists it holds,
// spines, title and legend. It holds and checks; it does not place: the
// layout (src/sqfig/layout/axes_layout.hpp) lays it out for a plot rectangle
// and reports the page items, so the figure layout can see how far the
// decorations stick out and make room for them.
#pragma once

#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/axis.hpp"
#include "sqfig/core/sequences.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/detail/owned_state.hpp"

namespace sqfig {

// What the axes makes is declared here and defined in a header of its own
// (sqfig/artists/NAME.hpp, polar_axes.hpp), which <sqfig/sqfig.hpp> includes.
// A TU that includes <sqfig/figure.hpp> and the headers of the artists whose
// settings it calls compiles less than one that includes all of them
// (docs/performance.md, "Per-artist headers").
class Annotation;
class Arrow;
class BarLabels;
class Bars;
class Box;
class Boxplot;
struct BoxStats;
class Colorbar;
class ColorMapped;
class Contour;
class Ecdf;
struct EcdfOptions;
class ErrorBars;
class FilledBand;
class Heatmap;
class Hexbin;
struct HexbinOptions;
class Histogram;
class Histogram2d;
struct Histogram2dOptions;
class Legend;
class Line;
class Pie;
class PointLabels;
class PolarAxes;
class Rectangle;
class ReferenceLine;
class ReferenceSpan;
class Scatter;
struct SignificanceBracket;
class SignificanceBrackets;
class StackPlot;
class Text;
class Violin;

namespace detail {
struct AxesLayout;  // layout/axes_layout.hpp (internal): lays an axes out
}  // namespace detail

/// How Axes::indicate_inset_zoom draws the zoomed region's rectangle and the
/// lines joining it to the inset (matplotlib's defaults: grey at half opacity, 1 point).
struct SQFIG_API ZoomIndicator {
    /// The colour of the rectangle and the connectors.
    Color color{0.5, 0.5, 0.5, 0.5};
    /// Their width, points (0.1 to 10000).
    double width = 1.0;
};

/// How Axes::broken_y lays its ranges out (the `brokenaxes` package's `height_ratios`,
/// `hspace` and `d`; matplotlib's "broken axis" example).
struct SQFIG_API AxisBreak {
    /// Each range's share of the axis length, lowest range first (any positive
    /// numbers, normalised); empty: in proportion to the ranges' spans in scale space.
    std::vector<double> shares;
    /// The space between two ranges, a fraction of the average range's length
    /// (matplotlib's hspace), 0 to 1.
    double gap = 0.05;
    /// The width, points, of each diagonal break mark on the spines (matplotlib's
    /// example: markersize 12), 0 (none) to 100.
    double mark_size = 12;
};

/// One plotting area: an x and a y Axis, the artists drawn in it, spines, title
/// and legend. Figure makes them (Figure::grid, Figure::axes); an axes is
/// neither copied nor moved, so references to it stay valid.
class SQFIG_API Axes {
public:
    /// An empty axes drawn in `style` (which must outlive it), number `index` of
    /// its figure's grid. Figure makes them; user code asks the figure.
    Axes(const Style& style, int index);
    /// Not copyable: artists refer to each other (arrows to boxes).
    Axes(const Axes&) = delete;
    /// Not copy-assignable.
    Axes& operator=(const Axes&) = delete;
    /// Destroys the axes with its artists and its twin.
    ~Axes();

    // ---- artists -------------------------------------------------------
    /// Adds an artist of any kind, built-in or the user's own (see
    /// docs/architecture.md), and returns it for further settings. The axes
    /// owns it from now on.
    template <class T>
    T& add(std::unique_ptr<T> artist) {
        static_assert(std::is_base_of_v<Artist, T>, "Axes::add takes an sqfig::Artist");
        T* const ref = artist.get();
        adopt(std::move(artist));  // throws for no artist or another axes' artist
        return *ref;
    }
    /// Vertical bars centred at x with the given heights; colour from the style's cycle.
    /// Data arguments take any contiguous range of numbers (see Values).
    /// An explicit colour (`.color(c)` right after) does not advance the cycle.
    Bars& bars(Values x, Values heights);
    /// A line through (x, y); NaN breaks it. Colour from the style's cycle,
    /// which an explicit colour (`.color(c)` right after) does not advance.
    Line& line(Values x, Values y);
    /// Free text at `at`, in data coordinates or (`coords`) fractions of the plot
    /// or the figure; `s` may hold $math$. Left end and baseline at the point,
    /// or .offset(dx, dy) points from it.
    Text& text(Point at, std::string s, Coords coords = Coords::data);
    /// One label above each bar of `bars` (e.g. its value), `padding` points above the bar's top.
    /// Labels wider than their bar turn upright, so neighbours never overlap.
    /// `bars` must belong to this axes.
    BarLabels& bar_labels(const Bars& bars, std::vector<std::string> labels);
    /// Significance brackets (statannotations' annotations): one per
    /// {from, to, text}, e.g. `{{0, 1, "***"}, {0, 2, p_value_text(0.012)}}`,
    /// each above what this axes' earlier artists drew between its ends,
    /// overlapping ones stacked (shorter spans lower); the y limit grows to
    /// hold them. Add them after the bars, boxes or violins they go over.
    SignificanceBrackets& significance_brackets(std::vector<SignificanceBracket> brackets);
    /// A pie chart of `values` (matplotlib's ax.pie): one wedge per value, a
    /// fraction of their sum, coloured from the style's cycle (which advances
    /// once per wedge), drawn round in the middle of the plot; removes the
    /// spines and ticks, as matplotlib's pie does. A donut is
    /// `.wedge_width(0.4)`. Throws sqfig::Error for negative, NaN or infinite
    /// values, all zero, or more than max_pie_wedges.
    Pie& pie(Values values);
    /// A rectangle filled with `fill`, in data coordinates (x, y: lower-left corner).
    Rectangle& rectangle(Rect data_rect, Color fill);
    /// A box with centred text `s`: at least `data_rect` (data coordinates), grown
    /// about its centre until the text fits.
    Box& box(Rect data_rect, std::string s);
    /// An arrow from `from` to `to`, in data coordinates.
    Arrow& arrow(Point from, Point to);
    /// An arrow between two boxes of this axes, edge to facing edge.
    Arrow& arrow(const Box& from, const Box& to);
    // ---- gallery conveniences (issue 13, ML gallery) ----------------------
    /// A line through (0, y[0]), (1, y[1]), ... (matplotlib's plot(y)).
    Line& line(Values y);
    /// A line through (x, f(x)) for every x: `ax.line(steps, [&](double s) { return std::exp(-s / tau); })`.
    /// f is called once per x, in order (a generator of noise may be part of it).
    template <class F, class = std::enable_if_t<std::is_invocable_r_v<double, F&, double>>>
    Line& line(Values x, F f) {
        std::vector<double> y = transform(x, f);
        return line(std::move(x), std::move(y));
    }
    /// The band between lo(x) and hi(x) for every x (fill_between of two functions).
    template <class F, class G,
              class = std::enable_if_t<std::is_invocable_r_v<double, F&, double> && std::is_invocable_r_v<double, G&, double>>>
    FilledBand& band(Values x, F lo, G hi) {
        std::vector<double> l = transform(x, lo), h = transform(x, hi);
        return band(std::move(x), std::move(l), std::move(h));
    }
    // ---- bands, error bars, horizontal and stacked bars, reference lines (issue 13) ----
    /// The area between lo(x) and hi(x), translucent (matplotlib's fill_between);
    /// NaN, or a value a log axis cannot show, breaks it. Colour from the style's cycle.
    FilledBand& band(Values x, Values lo, Values hi);
    /// The area between two x curves x1(y) and x2(y) along y (matplotlib's
    /// fill_betweenx): a FilledBand along_y(), otherwise as band().
    FilledBand& band_x(Values y, Values x1, Values x2);
    /// Error bars at (x, y) (matplotlib's errorbar): set .y_error() / .x_error(). Colour from the cycle.
    ErrorBars& error_bars(Values x, Values y);
    /// Horizontal bars centred at y with the given lengths along x (matplotlib's barh).
    Bars& hbars(Values y, Values widths);
    /// A line across the plot at y (axhline) / x (axvline), whatever the limits;
    /// it extends autoscaling only across itself. In the text colour (the cycle is left alone).
    ReferenceLine& hline(double y);
    /// The same, a vertical line at x (axvline).
    ReferenceLine& vline(double x);
    /// A translucent band across the plot between y0 and y1 (axhspan) / x0 and x1 (axvspan).
    ReferenceSpan& hspan(double y0, double y1);
    /// The same, a vertical band between x0 and x1 (axvspan).
    ReferenceSpan& vspan(double x0, double x1);
    /// Each bar's length as its label (matplotlib's bar_label default): `decimals`
    /// fixed decimals, or the shortest general form when negative. A length of
    /// 1e16 or more (digits a double does not hold) is in exponent form with
    /// `decimals` + 1 significant digits.
    BarLabels& bar_labels(const Bars& bars, int decimals = -1);

    // ---- heatmaps, scatter, colourbars (issues 13, 14) -----------------------
    /// A rows x cols matrix (values row after row) as coloured cells, cell
    /// (r, c) centred on (c, r), row 0 at the top (the y axis is inverted,
    /// as matplotlib's imshow does; y_axis().invert(false) puts it at the
    /// bottom), no margins. Category labels, when given, label the columns
    /// (x) and rows (y).
    Heatmap& heatmap(Values values, std::size_t rows, std::size_t cols, std::vector<std::string> column_labels = {},
                     std::vector<std::string> row_labels = {});
    /// A matrix given as rows (all of one length).
    Heatmap& heatmap(const std::vector<std::vector<double>>& matrix, std::vector<std::string> column_labels = {},
                     std::vector<std::string> row_labels = {});
    /// Points at (x, y); one colour from the style's cycle until colors() or color_values().
    Scatter& scatter(Values x, Values y);
    /// One label per point (x[i], y[i]), a few points up and right of it
    /// (matplotlib's annotate in a loop with textcoords="offset points");
    /// .repel() moves them off each other and off this axes' marks (adjustText, ggrepel).
    PointLabels& labels(Values x, Values y, std::vector<std::string> texts);

    // ---- distributions (issue 32) ----------------------------------------
    /// A histogram of `data` (matplotlib's hist): 10 equal bins, numpy.histogram's
    /// counts (NaN left out, counted in counts().nan); colour from the style's cycle.
    Histogram& hist(Values data);
    /// Histograms of several data sets over shared bins, side by side in each bin
    /// (or .stacked()); one cycle colour per set.
    Histogram& hist(std::vector<Values> data_sets);
    /// A histogram of a braced list of numbers, as hist(Values): `hist({5})` is a
    /// histogram of the one value 5 (matplotlib's hist([5])), not one of 5 empty data sets.
    Histogram& hist(std::initializer_list<double> data);
    /// Box plots of each data set at 1, 2, ..., n (matplotlib's boxplot): the statistics are
    /// boxplot_stats' (1.5 IQR whiskers, NaN left out), the boxes outlined in the text colour
    /// with the median in the cycle's second colour (the cycle does not advance). Ticks at the
    /// positions on the axis across the boxes, labelled with `labels` (one per set) when given
    /// (Boxplot::x_categories: ticks set on that axis win).
    Boxplot& boxplot(std::vector<Values> data_sets, std::vector<std::string> labels = {});
    /// Box plots of statistics computed elsewhere (matplotlib's bxp); labels from each BoxStats::label.
    Boxplot& boxplot(std::vector<BoxStats> stats);
    /// Box plots of braced lists of numbers, one box per inner list, as
    /// boxplot(std::vector<Values>, ...): `boxplot({{5}})` is one box of the one
    /// value 5 (matplotlib's boxplot([[5]])), not statistics given as BoxStats.
    Boxplot& boxplot(std::initializer_list<std::initializer_list<double>> data_sets,
                     std::vector<std::string> labels = {});
    /// Violins of each data set at 1, 2, ..., n (matplotlib's violinplot): Gaussian KDE with
    /// Scott's rule, evaluated at 100 points, in the style's next cycle colour. Ticks at the
    /// positions on the axis across the violins, labelled with `labels` when given
    /// (Violin::x_categories: ticks set on that axis win).
    Violin& violin(std::vector<Values> data_sets, std::vector<std::string> labels = {});
    /// Layers stacked over x (matplotlib's stackplot): layer i filled from the
    /// running sum below it to the one including it, on StackBaseline::zero
    /// unless .baseline() says otherwise; one cycle colour per layer; .labels()
    /// gives the legend entries.
    StackPlot& stackplot(Values x, std::vector<Values> layers);
    /// The empirical CDF of `data` as a step line (matplotlib 3.8's ecdf):
    /// complementary, weighted, compressed or horizontal through `options`.
    /// Colour from the style's cycle. Throws sqfig::Error as ecdf_steps().
    Ecdf& ecdf(Values data, EcdfOptions options);
    /// ecdf(data, options) with the default EcdfOptions (an overload, not a default
    /// argument, so that this header needs no definition of the options).
    Ecdf& ecdf(Values data);
    /// A 2-D histogram of the points (x[i], y[i]) (matplotlib's hist2d):
    /// numpy.histogram2d's counts as cells through viridis (`ax.hist2d(x, y, 40)`:
    /// 40 x 40 bins), the limits at the outer edges. Throws sqfig::Error as histogram2d().
    Histogram2d& hist2d(Values x, Values y, Histogram2dOptions options);
    /// hist2d(x, y, options) with the default Histogram2dOptions.
    Histogram2d& hist2d(Values x, Values y);
    /// Hexagonal bins of the points (matplotlib 3.6's hexbin, gridsize 100):
    /// counts (or reduced C values) through viridis, the grid's corners
    /// autoscaled with the axes' margins; x_log / y_log put that axis on a log
    /// scale. Throws sqfig::Error as hexbin_cells().
    Hexbin& hexbin(Values x, Values y, HexbinOptions options);
    /// hexbin(x, y, options) with the default HexbinOptions.
    Hexbin& hexbin(Values x, Values y);
    /// Contour lines of a rows x cols grid (values row after row; matplotlib's
    /// contour(Z)): point (r, c) at (c, r), as a heatmap's cell centres, row 0
    /// at the bottom (y not inverted), no margins. Levels as matplotlib picks
    /// them (Contour::levels), coloured through viridis. NaN values leave holes.
    Contour& contour(Values z, std::size_t rows, std::size_t cols);
    /// Contour lines of z over the grid x (one per column) by y (one per row)
    /// (matplotlib's contour(X, Y, Z) with 1-D X and Y).
    Contour& contour(Values x, Values y, Values z);
    /// Filled contours (matplotlib's contourf): bands between consecutive levels.
    Contour& contourf(Values z, std::size_t rows, std::size_t cols);
    /// Filled contours over the grid x by y (matplotlib's contourf(X, Y, Z)).
    Contour& contourf(Values x, Values y, Values z);
    /// A colourbar for a heatmap, contour or value-coloured scatter of this axes, on
    /// its right (or below it with .side(ColorbarSide::bottom)), laid out
    /// outside the axes' decorations.
    template <class T, class = std::enable_if_t<std::is_base_of_v<Artist, T> && std::is_base_of_v<ColorMapped, T>>>
    Colorbar& colorbar(const T& mappable) {
        return add_colorbar(mappable, mappable);
    }


    // ---- axis features: grid, twin axes, annotations, aspect ------------
    /// Grid lines on both axes (major and/or minor), under the data; style
    /// them per axis with x_axis().grid_style(...).
    Axes& grid(bool major = true, bool minor = false);
    /// A second y axis on the right sharing this axes' plot and x axis
    /// (matplotlib's twinx): its own artists, y scale, limits and label. Its x
    /// axis is this one's (autoscaled over both). One legend shows the artists
    /// of both (legend() of either is the same legend). Made once; later calls
    /// return the same twin.
    Axes& twin_x();
    /// A second x axis above the plot showing `forward(x)` (matplotlib's
    /// `secondary_xaxis("top", functions=(forward, inverse))`: tokens and
    /// FLOPs, steps and samples). Its ticks are chosen on the secondary values,
    /// by the returned axis' scale (linear by default; `.scale(LogScale{10})`
    /// for decades), and drawn where `inverse` puts them on this axes' x.
    /// `forward` and `inverse` must be monotonic inverses of each other;
    /// a tick whose inverse is not finite or outside the x scale is left out.
    /// Set its label, tick labels and scale through the returned Axis (its
    /// limits and margins are the primary's). Calling again replaces the
    /// functions and keeps the axis' settings. Throws sqfig::Error for an empty
    /// function, and on a twin (set it on the parent).
    Axis& secondary_x(std::function<double(double)> forward, std::function<double(double)> inverse);
    /// The same for y: a second y axis on the right showing `forward(y)`.
    /// Throws sqfig::Error, too, on axes with a twin (twin_x() has the right side).
    Axis& secondary_y(std::function<double(double)> forward, std::function<double(double)> inverse);
    /// A broken y axis (brokenaxes' `ylims`): the plot shows only the y
    /// `ranges`, lowest first, stacked with a gap and diagonal break marks on
    /// the spines between them. Each range has its own ticks, chosen on it; the
    /// y label and the x axis are drawn once. Every artist is drawn in every
    /// range and cut at its edges (a bar crossing the gap shows in both); a
    /// text anchored in data coordinates shows in the range holding its
    /// anchor, none when that lies in a gap. The ranges replace the y limits
    /// and autoscaling. An empty list removes the break. Throws sqfig::Error
    /// (usage) for one range, more than 16, a bound that is not finite, an
    /// empty range (lo >= hi), ranges overlapping or out of order, shares not
    /// one positive number per range, a gap or mark size out of its domain, a
    /// bound the y scale cannot show (checked again at layout), and on a twin,
    /// an inset or axes with a twin or a secondary y axis.
    Axes& broken_y(std::vector<std::pair<double, double>> ranges, AxisBreak options = {});
    /// True when broken_y() has split the y axis.
    bool y_is_broken() const;
    /// True once twin_x() has made the twin.
    bool has_twin() const;
    /// A second x axis on top sharing this axes' plot and y axis (matplotlib's
    /// twiny): its own artists, x scale, limits, ticks and label, drawn above
    /// the plot (the title goes above it). Its y axis is this one's (autoscaled
    /// over both); its y setters throw sqfig::Error (set y on the parent). One
    /// legend shows the artists of both. Made once; later calls return the same
    /// twin. Throws sqfig::Error on a twin or an inset, and on axes with a
    /// secondary x axis (the top is taken) or a broken y axis; secondary_x and
    /// broken_y refuse axes with a twin_y. It may sit beside twin_x().
    Axes& twin_y();
    /// True once twin_y() has made the twin.
    bool has_twin_y() const;
    /// An inset axes over part of this one's plot (matplotlib's
    /// ax.inset_axes([x0, y0, w, h], transform=...)): `where` is its plot's
    /// lower left corner (x, y) and size (width, height) in fractions of this
    /// plot (Coords::axes) or in data coordinates (Coords::data). It is laid out
    /// with this axes: it moves and grows with the plot, its decorations take
    /// room like this axes' own, and the collision check reports it over this
    /// axes' data, texts or legend, which "best" placement keeps off it. Its
    /// artists, limits and labels are its own. Throws sqfig::Error for a size
    /// that is not positive, a value that is not finite, other coordinates, or
    /// on an inset or a twin.
    Axes& inset(Rect where, Coords coords = Coords::axes);
    /// Marks the region `inset` shows (its limits, once laid out) on this axes
    /// with a rectangle, and joins it to the inset with the two lines of its
    /// corners that do not cross the inset (matplotlib's indicate_inset_zoom).
    /// Throws sqfig::Error when `inset` is not an inset of this axes or `look` is invalid.
    Axes& indicate_inset_zoom(const Axes& inset, ZoomIndicator look = {});
    /// The insets made by inset(), in order.
    std::vector<Axes*> insets() const;
    /// Text at `text_at` (in `text_coords`) with an arrow from the edge of its
    /// box to the data point `xy` (matplotlib's annotate). With
    /// Coords::offset_points, `text_at` is (dx, dy) points from `xy`, x right and
    /// y up, on any scale (textcoords="offset points"); .point_coords() puts `xy`
    /// in axes or figure fractions, .arrow(false) leaves the arrow out.
    Annotation& annotate(std::string text, Point xy, Point text_at, Coords text_coords = Coords::data);
    /// Makes this axes polar (matplotlib's projection='polar') and returns its
    /// polar part: θ round the circle, r out from the centre, the circle as the
    /// frame. Cartesian artists, axis setters, twins, insets and secondary axes do
    /// not apply to it (the layout throws sqfig::Error naming them). Throws
    /// sqfig::Error (usage) on a twin.
    PolarAxes& polar();
    /// True once polar() was called.
    bool is_polar() const;
    /// One data unit is as long on x as on y (in scale space): the layout
    /// shrinks the plot in one direction and centres it in its cell.
    Axes& aspect_equal(bool on = true);
    /// True when aspect_equal() is on.
    bool aspect_is_equal() const;

    /// Shows a legend of every labelled artist (of a twin's too).
    Legend& legend();
    /// The next colour of the style's cycle (what bars() and line() use), for artists of one's own.
    Color next_color();

    // ---- axis set-up ---------------------------------------------------
    /// The x axis, for settings Axes does not forward. A twin shares its
    /// parent's: on a twin this and every x setter throw sqfig::Error (set x on the parent).
    Axis& x_axis();
    /// The y axis (a twin's is on the right). A twin_y twin shares its parent's:
    /// on it this and every y setter throw sqfig::Error (set y on the parent).
    Axis& y_axis();
    /// The x axis, read-only.
    const Axis& x_axis() const;
    /// The y axis, read-only.
    const Axis& y_axis() const;
    /// Sets the x scale (linear by default, or LogScale{base}).
    Axes& x_scale(Scale s);
    /// Sets the y scale (linear by default, or LogScale{base}).
    Axes& y_scale(Scale s);
    /// Fixes the limits; std::nullopt for an end leaves it to autoscaling.
    /// Throws sqfig::Error, naming the axes, for a limit that is not finite or lo >= hi.
    Axes& x_limits(std::optional<double> lo, std::optional<double> hi);
    /// The same for y.
    Axes& y_limits(std::optional<double> lo, std::optional<double> hi);
    /// Fraction of the data span added on each side when autoscaling (default 0.05).
    /// Each in [0, 100]; on an error (sqfig::Error) neither changes.
    Axes& margins(double x, double y);
    /// Ticks at fixed positions; labels (may hold $math$) default to the scale's formatter.
    TickLabels& x_ticks(Values at, std::vector<std::string> labels = {});
    /// The same for y.
    TickLabels& y_ticks(Values at, std::vector<std::string> labels = {});
    /// The look of the x tick labels (rotation, alignment, size).
    TickLabels& x_tick_labels();
    /// The look of the y tick labels (rotation, alignment, size).
    TickLabels& y_tick_labels();
    /// The x axis label (may hold $math$).
    Axes& x_label(const std::string& s);
    /// The y axis label (may hold $math$).
    Axes& y_label(const std::string& s);
    /// Title above the plot; '\n' starts a new line; size 0 uses the style's.
    Axes& title(const std::string& s, double size = 0);
    /// Which spines to draw; defaults from the Style (all four for matplotlib's).
    Axes& spines(bool top, bool right, bool bottom, bool left);
    /// No spines, ticks or labels: a blank canvas in data coordinates (schematics).
    Axes& axis_off();

    /// The axes' place in its figure's grid, row after row (a twin has its parent's).
    int index() const;
    /// The x scale.
    const Scale& x_scale() const;
    /// The y scale.
    const Scale& y_scale() const;
    /// What error messages call the axes: `axes 2`, with its title if it has one;
    /// a twin's name ends in ` twin`, an inset's is its parent's and ` inset 0`.
    std::string name() const;
    /// The artists of this axes, in the order they were added (not its twin's).
    const std::vector<std::unique_ptr<Artist>>& artists() const;

    // ---- what the layout asks (layout/axes_layout.hpp lays the axes out) ----
    /// Checks every artist's data against the scales; throws sqfig::Error naming it.
    void validate() const;

    /// Every legend entry of this axes' artists, in the order they were added.
    std::vector<LegendEntry> legend_entries() const;
    /// True when this axes holds a legend: legend() was called on it or on its twin
    /// (a twin itself holds none).
    bool has_legend() const;

    /// What the artists ask the autoscaler to show (computed once per layout;
    /// it does not depend on where the axes goes).
    DataExtent data_extent() const;

private:
    // The layout reads the state and the axes' private helpers.
    friend struct detail::AxesLayout;

    // Everything an axes holds (src/sqfig/axes_state.hpp). Behind a pointer so that the
    // class definition instantiates no standard template of sqfig types: each
    // distinct std::unique_ptr / std::optional / std::vector member costs every
    // TU that includes this header 8-21 M compiler instructions
    // (docs/performance.md). Axes neither copies nor moves.
    struct State;
    detail::owned_state<State> s_;
    // The state, const in const member functions (s_ itself would not make it so).
    State& st() { return *s_; }
    const State& st() const { return *s_; }

    // A twin: its y axis on the right, no spines of its own (the parent draws them).
    Axes(const Style& style, int index, Axes* parent);

    // Takes ownership of `artist` (add()'s work, out of line).
    void adopt(std::unique_ptr<Artist> artist);
    Colorbar& add_colorbar(const Artist& mappable, const ColorMapped& mapped);
    Contour& add_contour(std::unique_ptr<Contour> c);

    template <class T, class... A>
    T& make(A&&... args);
    // Adds a T coloured with the cycle's next colour (its constructor's last
    // argument), advancing the cycle only once T exists. T gives the colour
    // back if it is coloured explicitly before another artist takes one
    // (Artist::release_cycle_color).
    template <class T, class... A>
    T& make_on_cycle(A&&... args);
    // Lends `a` the cycle's colour `slot`: `a` gives it back (the cycle steps
    // back) if coloured before another artist takes one.
    void lend_cycle_color(Artist& a, std::size_t slot);

    // A twin's x axis is its parent's (a twin_y twin's y axis is).
    Axis& xa();
    const Axis& xa() const;
    Axis& ya();
    const Axis& ya() const;
    // The y axis to change: on a twin_y twin this throws (its y is its parent's).
    Axis& y_to_change(const char* what);
    // The x axis to change: a twin's is its parent's, so on a twin this
    // throws (a change there would silently override the parent's own).
    Axis& x_to_change(const char* what);
    // Runs a setter or check of an Axis, prefixing its error with this axes' name.
    template <class F>
    Axes& named(F&& set);
    template <class F>
    void named(F&& check) const;
    void require_own(const Artist& a, const char* what) const;
    // The category ticks the x (or y) axis is drawn with (Artist::x_categories): none when
    // ticks are set on the axis; else those of the first artist that asks with labels, or
    // failing that of the first that asks. On the x axis a twin shares with its parent the
    // parent's artists ask first, then the twin's. `from` is set to the artist asking.
    std::optional<CategoryTicks> categories(bool x, const Artist*& from) const;

    static std::vector<double> indices(std::size_t n);
};

}  // namespace sqfig
