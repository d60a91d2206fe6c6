// A legend: entries collected from labelled artists, measured as one box and
// drawn at the place layout picks (layout/legend_placement.hpp: "best"
// placement scores candidate boxes against everything already drawn). Each
// entry's handle is drawn by the artist it stands for (LegendEntry).
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// Where a legend goes: `best`, a named place inside the plot (matplotlib's loc
/// names; 0.5 em in from its edges), or outside the plot. A place inside that
/// cannot hold the legend moves it above the plot.
enum class LegendLocation {
    /// The place inside the plot that covers the least data; when none is free,
    /// above the plot (in one row if that fits), beside it (when narrow and no
    /// taller than the plot), or above it in columns; late in the layout it stays outside once there.
    best,
    /// Inside the plot's upper right corner; upper_left, lower_left, lower_right: the other corners.
    upper_right, upper_left, lower_left, lower_right,
    /// Inside the plot, at the middle of its left edge; center_right, lower_center,
    /// upper_center: at the middle of the other edges; center: at the plot's centre.
    center_left, center_right, lower_center, upper_center, center,
    /// Beside the plot on the right, top-aligned; layout makes room.
    outside_right,
    /// Above the plot, below the title, entries side by side (as many columns as fit, unless columns() is set).
    outside_top,
    /// Below the x-axis decorations, centred; layout makes room.
    outside_bottom,
};

/// The legend of an axes (Axes::legend()) or of a figure (Figure::legend()): where
/// it goes and how it looks. Layout measures it, places it and draws it.
class SQFIG_API Legend {
public:
    /// Where to put it (default LegendLocation::best).
    Legend& location(LegendLocation loc) { location_ = loc; return *this; }
    /// Opacity of the frame and its background, 0 to 1 (default 0.8); throws sqfig::Error outside that range.
    Legend& frame_alpha(double a);
    /// Text size, points (default: the style's legend_size); throws sqfig::Error outside 0.1 to 10000.
    Legend& font_size(double pt);
    /// Whether to draw the frame and its background (default true).
    Legend& frame(bool on) { frame_ = on; return *this; }
    /// Number of columns (0: one column, or as many as fit when placed above the plot).
    /// Entries fill the columns top to bottom, left to right, as matplotlib's ncol does;
    /// more columns than entries give one column an entry (no empty columns).
    /// Throws sqfig::Error outside 0 to 1000.
    Legend& columns(int n);
    /// The number of columns as set (0: automatic).
    int columns() const { return columns_; }

    /// Where it goes, as set.
    LegendLocation location() const { return location_; }

    /// \struct sqfig::Legend::Cell
    /// Where an entry sits in the legend's grid.
    /// \var sqfig::Legend::Cell::row
    /// The entry's row, from 0 at the top.
    /// \var sqfig::Legend::Cell::column
    /// The entry's column, from 0 at the left.
    struct Cell { std::size_t row, column; };
    /// Row and column of entry i of n in `columns` columns, filled column by column
    /// as matplotlib does (numpy.array_split: the first n % columns columns hold one
    /// entry more than the others).
    static Cell cell_of(std::size_t i, std::size_t n, std::size_t columns);

    /// The laid-out legend for these entries: size and how to draw it anywhere.
    struct Layout {
        /// Width and height of the whole box, frame padding included, points.
        Size size;
        /// The entries, in order.
        std::vector<LegendEntry> entries;
        /// Each entry's measured label; valid while the TextMeasurer that measured it lives.
        std::vector<const MeasuredText*> texts;
        /// The text size, points: the unit of the pads, gaps and handle widths.
        double em = 9;
        /// Number of columns laid out (at least 1).
        int columns = 1;
        /// \var column_width
        /// Width of each column (handle, pad and widest label), points.
        /// \var row_height
        /// Height of each row (its tallest label), points.
        std::vector<double> column_width, row_height;
    };

    /// Measures `entries` in `style`'s legend font with `engine` and lays them out in `columns`
    /// columns (0: columns(), or 1 when that is 0); never more columns than entries.
    Layout measure(const std::vector<LegendEntry>& entries, const Style& style, const TextMeasurer& engine,
                   int columns = 0) const;

    /// The entries `measured` holds laid out again in `columns` columns (as measure() counts
    /// them), without measuring their texts again: a layout that tries several column counts
    /// measures once.
    Layout arrange(Layout measured, int columns) const;

    /// Appends the frame, each entry's handle (drawn by LegendEntry::draw_handle) and its label,
    /// with the box's top left corner at `top_left` (page points), as items of `group` and `owner`.
    void emit(std::vector<SceneItem>& out, const Layout& l, Point top_left, const Style& style, int group,
              const std::string& owner) const;

private:
    LegendLocation location_ = LegendLocation::best;
    double frame_alpha_ = 0.8, font_size_ = 0;
    bool frame_ = true;
    int columns_ = 0;
};

namespace detail {
// The width of a legend box whose entries' texts are `text_widths` wide, laid
// out in `columns` columns (Legend::measure's arithmetic, shared so that
// trying column counts needs no second measurement); `column_width`, when
// given, receives each column's width.
double legend_width(const std::vector<double>& text_widths, double em, std::size_t columns,
                    std::vector<double>* column_width = nullptr);
// A lower bound of legend_width() for `columns` columns when no entry's text
// is narrower than `narrowest`: what lets a search skip counts that cannot fit.
double legend_width_at_least(std::size_t columns, double narrowest, double em);
}  // namespace detail

}  // namespace sqfig
