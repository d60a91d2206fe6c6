// A figure: a page of a given size holding a grid of axes, laid out so that
// no decoration collides or leaves the page, then drawn to a file or into a
// caller's cairo_t.
#pragma once

#include <cairo.h>

#include <cstddef>
#include <iterator>
#include <memory>
#include <vector>

#include "sqfig/axes.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/layout/constrained_layout.hpp"
#include "sqfig/layout/grid_layout.hpp"
#include "sqfig/output/file_output.hpp"
#include "sqfig/output/surface_writer.hpp"
#include "sqfig/render/cairo_renderer.hpp"

namespace sqfig {

class Figure;

/// A handle to a figure's grid of axes: grid(r, c) is the axes in row r,
/// column c. It stays valid when the Figure is moved (the axes do not move),
/// as long as the figure that owns the axes lives.
class Grid {
public:
    Axes& operator()(int row, int col) const {
        if (row < 0 || row >= rows_ || col < 0 || col >= cols_)
            throw Error("no axes at (" + std::to_string(row) + ", " + std::to_string(col) + ") in a " +
                        std::to_string(rows_) + "x" + std::to_string(cols_) + " grid");
        return *axes_[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(col)];
    }
    int rows() const { return rows_; }
    int cols() const { return cols_; }
    /// The axes of one row or column, in order (e.g. for a colourbar spanning them).
    std::vector<Axes*> row(int r) const {
        std::vector<Axes*> out;
        for (int c = 0; c < cols_; ++c) out.push_back(&(*this)(r, c));
        return out;
    }
    std::vector<Axes*> column(int c) const {
        std::vector<Axes*> out;
        for (int r = 0; r < rows_; ++r) out.push_back(&(*this)(r, c));
        return out;
    }
    /// Every axes of the grid, row after row.
    const std::vector<Axes*>& all() const { return axes_; }
    /// The axes in row-major order, as matplotlib's axs.flat: grid[0] is
    /// (0, 0), grid[cols()] is (1, 0); `for (sqfig::Axes& ax : grid)` visits them so.
    Axes& operator[](int i) const {
        if (i < 0 || i >= size())
            throw Error("no axes " + std::to_string(i) + " in a " + std::to_string(rows_) + "x" + std::to_string(cols_) +
                        " grid (" + std::to_string(size()) + " axes)");
        return *axes_[static_cast<std::size_t>(i)];
    }
    int size() const { return rows_ * cols_; }
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Axes;
        using difference_type = std::ptrdiff_t;
        using pointer = Axes*;
        using reference = Axes&;
        explicit iterator(std::vector<Axes*>::const_iterator it) : it_(it) {}
        Axes& operator*() const { return **it_; }
        Axes* operator->() const { return *it_; }
        iterator& operator++() { ++it_; return *this; }
        iterator operator++(int) { iterator old = *this; ++it_; return old; }
        bool operator==(const iterator& o) const { return it_ == o.it_; }
        bool operator!=(const iterator& o) const { return it_ != o.it_; }

    private:
        std::vector<Axes*>::const_iterator it_;
    };
    iterator begin() const { return iterator(axes_.begin()); }
    iterator end() const { return iterator(axes_.end()); }

private:
    friend class Figure;
    Grid(std::vector<Axes*> axes, int rows, int cols) : axes_(std::move(axes)), rows_(rows), cols_(cols) {}
    std::vector<Axes*> axes_;
    int rows_, cols_;
};

class Figure {
public:
    /// size in points (use sqfig::inches(w, h)); style by value, no global state.
    explicit Figure(Size size, Style style = Style::matplotlib())
        : size_(size), style_(std::make_unique<Style>(std::move(style))) {
        // PDF viewers cap pages at 14400 units; allow some room beyond for raster use.
        if (!(size.width > 0 && size.width <= 1e5) || !(size.height > 0 && size.height <= 1e5))
            throw Error("figure size must be positive and at most 100000 points per side");
        const Style& s = *style_;
        for (const auto& [v, what] : {std::pair{s.font_size, "font_size"}, {s.title_size, "title_size"},
                                      {s.label_size, "label_size"}, {s.tick_label_size, "tick_label_size"},
                                      {s.legend_size, "legend_size"}, {s.annotation_size, "annotation_size"},
                                      {s.marker_size, "marker_size"}})
            detail::checked_size(v, std::string("style ") + what);
        for (const auto& [v, what] : {std::pair{s.line_width, "line_width"}, {s.spine_width, "spine_width"},
                                      {s.major_tick_length, "major_tick_length"}, {s.minor_tick_length, "minor_tick_length"},
                                      {s.major_tick_width, "major_tick_width"}, {s.minor_tick_width, "minor_tick_width"},
                                      {s.tick_label_pad, "tick_label_pad"}, {s.axis_label_pad, "axis_label_pad"},
                                      {s.title_pad, "title_pad"}, {s.figure_pad, "figure_pad"}, {s.panel_gap, "panel_gap"},
                                      {s.grid_width, "grid_width"}})
            if (!(v >= 0 && v <= 1e4)) throw Error(std::string("style ") + what + " must be between 0 and 10000 points");
        for (const auto& [c, what] : {std::pair{s.text_color, "text_color"}, {s.spine_color, "spine_color"},
                                      {s.background, "background"}, {s.grid_color, "grid_color"}})
            detail::checked_color(c, std::string("style ") + what);
        if (!(s.grid_alpha >= 0 && s.grid_alpha <= 1)) throw Error("style grid_alpha must be between 0 and 1");
        for (const Color& c : s.color_cycle) detail::checked_color(c, "style color_cycle");
    }
    /// Moving keeps every Axes (and Grid handles to them) valid; a moved-from
    /// figure throws sqfig::Error when used.
    Figure(Figure&&) noexcept = default;
    Figure& operator=(Figure&&) noexcept = default;

    /// The most axes a grid may hold.
    static constexpr int max_axes = 10000;

    /// Divides the figure into rows × cols axes (once per figure).
    Grid grid(int rows, int cols, GridOptions options = {}) {
        live();
        if (!axes_.empty()) throw Error("figure already has its grid of axes");
        // Compared in 64 bits: rows * cols must not overflow before the check.
        if (rows < 1 || cols < 1 || static_cast<long long>(rows) * cols > max_axes)
            throw Error("grid: rows and columns must be 1 or more, and at most " + std::to_string(max_axes) +
                        " axes in all (asked for " + std::to_string(rows) + "x" + std::to_string(cols) + ")");
        validate_grid_options(options, rows, cols);
        std::vector<std::unique_ptr<Axes>> made;
        made.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
        for (int i = 0; i < rows * cols; ++i) made.push_back(std::make_unique<Axes>(*style_, i));
        std::vector<Axes*> handles;
        for (const auto& a : made) handles.push_back(a.get());
        Grid g(std::move(handles), rows, cols);
        rows_ = rows;
        cols_ = cols;
        options_ = std::move(options);
        axes_ = std::move(made);
        return g;
    }
    /// The single axes of a 1 × 1 figure (made on first use).
    Axes& axes() {
        live();
        if (axes_.empty()) (void)grid(1, 1);
        return at(0, 0);
    }
    Axes& at(int row, int col) {
        live();
        if (row < 0 || row >= rows_ || col < 0 || col >= cols_)
            throw Error("no axes at (" + std::to_string(row) + ", " + std::to_string(col) + ") in a " +
                        std::to_string(rows_) + "x" + std::to_string(cols_) + " grid");
        return *axes_[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(col)];
    }
    Figure& metadata(Metadata m) { live(); metadata_ = std::move(m); return *this; }

    // ---- figure-level blocks: the layout gives them room outside the grid ----
    /// A title over the whole figure ('\n' starts a line; wraps to the page);
    /// size 0: 1.2 × the style's title size.
    Figure& suptitle(const std::string& s, double size = 0) {
        live();
        if (size != 0) detail::checked_size(size, "suptitle size");
        std::string markup = math_to_markup(s);
        suptitle_ = std::move(markup);
        suptitle_size_ = size;
        return *this;
    }
    /// One legend for the whole figure: the labelled artists of every axes,
    /// one entry per label, above the grid (LegendLocation::best or
    /// outside_top), below it (outside_bottom) or beside it (outside_right).
    Legend& legend() {
        live();
        if (!legend_) legend_ = Legend{};
        return *legend_;
    }
    /// Text at a point in figure fractions ((0,0) lower left, (1,1) upper
    /// right). Near an edge it takes a band the grid keeps clear of.
    Text& text(Point at, std::string s) {
        live();
        auto t = std::make_unique<Text>(at, std::move(s), Coords::figure);
        Text& ref = *t;
        texts_.push_back(std::move(t));
        return ref;
    }

    // ---- figure-level colourbars (issue 14) ----
    /// One colourbar for several axes (matplotlib's fig.colorbar(im, ax=axs)):
    /// right of the grid, spanning the plots of `axes` (a row, a column, any
    /// list), or below the grid with .side(ColorbarSide::bottom), spanning
    /// them across. It takes a band of its own beside the grid, so it never
    /// overlaps anything. `mappable`: a heatmap or value-coloured scatter of
    /// this figure; its map and norm give the bar.
    template <class T, class = std::enable_if_t<std::is_base_of_v<Artist, T> && std::is_base_of_v<ColorMapped, T>>>
    Colorbar& colorbar(const T& mappable, const std::vector<Axes*>& axes) {
        live();
        if (axes.empty()) throw Error("figure colorbar for the " + mappable.name() + ": no axes to span");
        if (index_of(mappable.axes()) < 0)
            throw Error("figure colorbar: the " + mappable.name() + " belongs to " +
                        (mappable.axes() ? "an axes of another figure" : std::string("no axes")));
        if (!mappable.maps_values())
            throw Error("figure colorbar: the " + mappable.name() + " has no colour values (give it color_values())");
        FigureColorbar cb;
        for (const Axes* a : axes) {
            const int i = index_of(a);
            if (i < 0)
                throw Error("figure colorbar for the " + mappable.name() + ": " +
                            (a ? a->name() + " is not an axes of this figure" : std::string("a null axes pointer")));
            cb.axes.push_back(i);
        }
        cb.bar = std::make_unique<Colorbar>(mappable, mappable.name());
        colorbars_.push_back(std::move(cb));
        return *colorbars_.back().bar;
    }
    /// One colourbar spanning every axes of the figure.
    template <class T, class = std::enable_if_t<std::is_base_of_v<Artist, T> && std::is_base_of_v<ColorMapped, T>>>
    Colorbar& colorbar(const T& mappable, const Grid& grid) {
        return colorbar(mappable, grid.all());
    }

    Size size() const { live(); return size_; }
    const Style& style() const { live(); return *style_; }
    const Metadata& metadata() const { live(); return metadata_; }

    /// Lays the figure out on a page of its own size.
    [[nodiscard]] Scene scene() const { live(); return scene(size_); }

    /// Lays the figure out on a page of another size (text keeps its point size).
    [[nodiscard]] Scene scene(Size page) const {
        live();
        if (!(page.width > 0 && page.width <= 1e5) || !(page.height > 0 && page.height <= 1e5))
            throw Error("figure page size must be positive and at most 100000 points per side");
        FigureBlocks blocks;
        blocks.suptitle = suptitle_;
        blocks.suptitle_size = suptitle_size_;
        blocks.legend = legend_ ? &*legend_ : nullptr;
        blocks.texts = &texts_;
        blocks.colorbars = &colorbars_;
        return lay_out_figure(page, *style_, rows_, cols_, options_, axes_, blocks, *engine_);
    }

public:
    /// Every overlap the layout could not avoid (empty when the figure is clean).
    /// To check and then save without laying the figure out twice, take
    /// scene() once, pass it to find_collisions() and to save()/to_bytes().
    [[nodiscard]] std::vector<Collision> collisions() const { return find_collisions(scene()); }

    /// Saves by the path's extension (.pdf .svg .png .ps).
    void save(const std::string& path, const SaveOptions& options = {}) const {
        save(path, format_from_path(path), options);
    }
    /// Saves in the given format, atomically (temporary file, then rename).
    void save(const std::string& path, Format format, const SaveOptions& options = {}) const {
        save(scene(), path, format, options);
    }
    /// Saves `laid_out`, a scene() of this figure taken earlier.
    void save(Scene laid_out, const std::string& path, Format format, const SaveOptions& options = {}) const {
        write_file_atomically(path, to_bytes(std::move(laid_out), format, options, "\"" + path + "\""),
                              options.sync_to_disk ? FileTransaction::Sync::yes : FileTransaction::Sync::no);
    }

    /// The bytes of the file save() would write.
    [[nodiscard]] std::string to_bytes(Format format, const SaveOptions& options = {},
                                       const std::string& what = "figure") const {
        return to_bytes(scene(), format, options, what);
    }
    /// The bytes of `laid_out`, a scene() of this figure taken earlier. The
    /// figure's metadata fill what `options` leaves empty.
    [[nodiscard]] std::string to_bytes(Scene laid_out, Format format, SaveOptions options = {},
                                       const std::string& what = "figure") const {
        live();
        Metadata& m = options.metadata;
        if (m.title.empty()) m.title = metadata_.title;
        if (m.author.empty()) m.author = metadata_.author;
        if (m.subject.empty()) m.subject = metadata_.subject;
        if (!m.creation_time) m.creation_time = metadata_.creation_time;
        if (m.creator.empty()) m.creator = metadata_.creator;
        Scene& s = laid_out;
        if (options.tight) {
            Rect ink;
            for (const SceneItem& it : s.items) ink = ink.united(it.bounds());
            ink = ink.inflated(options.pad);
            translate(s, -ink.x, -ink.y);
            s.page = {ink.width, ink.height};
        }
        PageSpec page{s.page, [&s](cairo_t* cr) { render(cr, s); }};
        return render_pages({page}, format, options, what);
    }

    /// Draws the figure into a caller's context, laid out to fill `where`
    /// (user units taken as points). The caller's state (cairo_save/restore)
    /// and its current path are kept; the drawing is clipped to `where` and
    /// does not depend on the caller's operator, dashes, tolerance or fill rule.
    /// Throws sqfig::Error, drawing nothing and leaving the context as it was,
    /// for a context already in an error state or a figure Cairo cannot draw.
    void draw(cairo_t* cr, const Rect& where) const {
        if (!cr) throw Error("draw: no cairo context");
        if (!detail::finite(where) || where.empty()) throw Error("draw: the target rectangle is empty or not finite");
        if (cairo_status(cr) != CAIRO_STATUS_SUCCESS)
            throw Error(std::string("draw: the cairo context is already in an error state: ") +
                        cairo_status_to_string(cairo_status(cr)));
        render_into(cr, scene({where.width, where.height}), where);
    }

private:
    void live() const {
        if (!style_) throw Error("this Figure was moved from; use the figure it was moved to");
    }

    // The grid position of `a` (a twin counts as its parent); -1: not an axes of this figure.
    int index_of(const Axes* a) const {
        if (!a) return -1;
        for (std::size_t i = 0; i < axes_.size(); ++i)
            if (axes_[i].get() == a || (axes_[i]->has_twin() && &axes_[i]->twin_x() == a)) return static_cast<int>(i);
        return -1;
    }

    static void validate_grid_options(const GridOptions& o, int rows, int cols) {
        (void)detail::ratios_or_equal(o.width_ratios, cols, "width ratios");
        (void)detail::ratios_or_equal(o.height_ratios, rows, "height ratios");
        for (double g : {o.column_gap, o.row_gap})
            if (!std::isfinite(g) || g > 1e4)
                throw Error("grid: gaps must be finite and at most 10000 points (a negative gap: the style's)");
    }

    Size size_;
    // Behind a pointer so the Axes' references stay valid when a Figure moves.
    std::unique_ptr<Style> style_;
    int rows_ = 0, cols_ = 0;
    GridOptions options_;
    std::vector<std::unique_ptr<Axes>> axes_;
    Metadata metadata_;
    std::string suptitle_;
    double suptitle_size_ = 0;
    std::optional<Legend> legend_;
    std::vector<std::unique_ptr<Text>> texts_;
    std::vector<FigureColorbar> colorbars_;  // figure-level colourbars (issue 14)
    std::unique_ptr<TextEngine> engine_ = std::make_unique<TextEngine>();
};

}  // namespace sqfig
