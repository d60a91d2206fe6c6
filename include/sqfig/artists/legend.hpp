// A legend: entries collected from labelled artists, measured as one box and
// drawn at the place layout picks (layout/legend_placement.hpp: "best"
// placement scores candidate boxes against everything already drawn). Each
// entry's handle is drawn by the artist it stands for (LegendEntry).
#pragma once

#include "sqfig/artists/artist.hpp"

namespace sqfig {

enum class LegendLocation {
    best,  // the free place inside the axes that covers least; outside right when none is free
    upper_right, upper_left, lower_left, lower_right,
    center_left, center_right, lower_center, upper_center, center,
    outside_right,   // beside the plot, top-aligned; layout makes room
    outside_top,     // above the plot, below the title, entries side by side
    outside_bottom,  // below the x-axis decorations, centred; layout makes room
};

class Legend {
public:
    Legend& location(LegendLocation loc) { location_ = loc; return *this; }
    Legend& frame_alpha(double a);
    Legend& font_size(double pt);
    Legend& frame(bool on) { frame_ = on; return *this; }
    /// Number of columns (0: one column, or as many as fit when placed above the plot).
    /// Entries fill the columns top to bottom, left to right, as matplotlib's ncol does.
    Legend& columns(int n);
    int columns() const { return columns_; }

    LegendLocation location() const { return location_; }

    /// Row and column of entry i of n in `columns` columns, filled column by
    /// column as matplotlib does (numpy.array_split: the first n % columns
    /// columns hold one entry more than the others).
    struct Cell { std::size_t row, column; };
    static Cell cell_of(std::size_t i, std::size_t n, std::size_t columns);

    /// The laid-out legend for these entries: size and how to draw it anywhere.
    struct Layout {
        Size size;
        std::vector<LegendEntry> entries;
        std::vector<const MeasuredText*> texts;
        double em = 9;
        int columns = 1;
        std::vector<double> column_width, row_height;
    };

    Layout measure(const std::vector<LegendEntry>& entries, const Style& style, const TextMeasurer& engine,
                   int columns = 0) const;

    void emit(std::vector<SceneItem>& out, const Layout& l, Point top_left, const Style& style, int group,
              const std::string& owner) const;

private:
    LegendLocation location_ = LegendLocation::best;
    double frame_alpha_ = 0.8, font_size_ = 0;
    bool frame_ = true;
    int columns_ = 0;
};

}  // namespace sqfig
