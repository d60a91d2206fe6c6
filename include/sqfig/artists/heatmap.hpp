// A matrix drawn as coloured cells (matplotlib's imshow / pcolormesh): cell
// (r, c) covers x in [c - 0.5, c + 0.5] and y in [r - 0.5, r + 0.5], drawn as
// ONE nearest-neighbour image (no seams, small files), NaN cells in the map's
// bad colour, optional cell edges and value labels whose colour is chosen for
// contrast with each cell. Axes::heatmap() puts row 0 at the top.
#pragma once

#include <functional>
#include <limits>

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/artists/color_mapped.hpp"

namespace sqfig {

/// A matrix as coloured cells (matplotlib's imshow): cell (r, c) centred on
/// (c, r), drawn as one image through a colour map and norm. Made by Axes::heatmap().
class SQFIG_API Heatmap : public CommonSetters<Heatmap>, public ColorMapped {
public:
    /// `values`: rows x cols numbers, row after row.
    /// Throws sqfig::Error for no rows or columns, more than 32767 of either, a
    /// count other than rows x cols, or an infinite value (NaN marks a missing cell).
    Heatmap(std::vector<double> values, std::size_t rows, std::size_t cols);

    /// The colour map (default viridis).
    Heatmap& colormap(Colormap m);
    /// A colour map by its matplotlib name (see Colormap::named()); throws
    /// sqfig::Error for an unknown name.
    Heatmap& colormap(const std::string& name);
    /// How values map to [0, 1] (default Norm::linear() over the data range).
    Heatmap& norm(Norm n) { norm_ = n; return *this; }
    /// Colour of NaN cells (transparent by default, as in matplotlib).
    Heatmap& bad_color(Color c);
    /// Lines between the cells.
    Heatmap& cell_edges(Color color = {1, 1, 1}, double width = 0.5);
    /// The value of each cell written in it with `decimals` digits after the point.
    Heatmap& value_labels(int decimals = 2);
    /// The value of each cell written in it as `format` makes it (may hold $math$).
    Heatmap& value_labels(std::function<std::string(double)> format);
    /// Size of the value labels in points (default: the style's annotation size).
    Heatmap& value_label_size(double pt);
    /// The two colours value labels choose from (the one contrasting more with the cell wins).
    Heatmap& value_label_colors(Color dark, Color light);

    /// Number of rows.
    std::size_t rows() const { return rows_; }
    /// Number of columns.
    std::size_t cols() const { return cols_; }
    /// The value of cell (r, c), row r and column c (NaN: a missing cell).
    double at(std::size_t r, std::size_t c) const;

    /// The colour map the cells are drawn through.
    const Colormap& colormap() const override { return map_; }
    /// The data range is taken once, at construction (the values never change):
    /// layout asks for the norm several times per pass.
    Norm resolved_norm() const override;
    /// The colour cell (r, c) is drawn in.
    Color cell_color(std::size_t r, std::size_t c) const;

    /// Throws sqfig::Error for an axis that is not linear over the cells (log,
    /// symlog), or a norm whose given end leaves vmin not below vmax.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// The cell edges: x from -0.5 to cols - 0.5, y from -0.5 to rows - 0.5.
    DataExtent extent(const Scale&, const Scale&) const override;

    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;

    /// A strip of the colour map, when labelled.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "heatmap"; }

private:
    // Cells must be equally wide on the page: an axis whose scale is not
    // affine over the cell edges (log, symlog) would stretch the image.
    void check_axis(const Scale& s, std::size_t n, const char* which) const;

    void emit_edges(std::vector<SceneItem>& out, const AxesFrame& f) const;

    // Each label is confined to its cell (the collision check reports one
    // that does not fit) and coloured for the higher WCAG contrast.
    void emit_labels(std::vector<SceneItem>& out, const AxesFrame& f, const Norm& n) const;

    struct DataRange {
        double lo = std::numeric_limits<double>::infinity(), hi = -std::numeric_limits<double>::infinity();
        void add(double v);
    };

    std::vector<double> values_;
    std::size_t rows_, cols_;
    DataRange range_, positive_range_;  // finite values; positive ones (for a log norm)
    Colormap map_ = Colormap::viridis();
    Norm norm_ = Norm::linear();
    detail::maybe<StrokeStyle> edges_;
    std::function<std::string(double)> format_;
    double label_size_ = 0;
    Color dark_{0, 0, 0}, light_{1, 1, 1};
};

}  // namespace sqfig
