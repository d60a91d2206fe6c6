// A figure: a page of a given size holding a grid of axes, laid out so that
// no decoration collides or leaves the page, then drawn to a file or into a
// caller's cairo_t.
#pragma once

#include <cairo.h>

#include <memory>
#include <vector>

#include "sqfig/axes.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/layout/grid_layout.hpp"
#include "sqfig/output/file_output.hpp"
#include "sqfig/output/surface_writer.hpp"

namespace sqfig {

class Figure;

/// A handle to a figure's grid of axes: grid(r, c) is the axes in row r, column c.
class Grid {
public:
    Axes& operator()(int row, int col) const;
    int rows() const { return rows_; }
    int cols() const { return cols_; }

private:
    friend class Figure;
    Grid(Figure& f, int rows, int cols) : fig_(&f), rows_(rows), cols_(cols) {}
    Figure* fig_;
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
                                      {s.title_pad, "title_pad"}, {s.figure_pad, "figure_pad"}, {s.panel_gap, "panel_gap"}})
            if (!(v >= 0 && v <= 1e4)) throw Error(std::string("style ") + what + " must be between 0 and 10000 points");
    }
    Figure(Figure&&) = default;
    Figure& operator=(Figure&&) = default;

    /// Divides the figure into rows × cols axes (once per figure).
    Grid grid(int rows, int cols, GridOptions options = {}) {
        if (!axes_.empty()) throw Error("figure already has its grid of axes");
        if (rows < 1 || cols < 1 || rows * cols > 10000) throw Error("grid: rows and columns must be 1 or more");
        rows_ = rows;
        cols_ = cols;
        options_ = std::move(options);
        for (int i = 0; i < rows * cols; ++i) axes_.push_back(std::make_unique<Axes>(*style_, i));
        return Grid(*this, rows, cols);
    }
    /// The single axes of a 1 × 1 figure (made on first use).
    Axes& axes() {
        if (axes_.empty()) grid(1, 1);
        return at(0, 0);
    }
    Axes& at(int row, int col) {
        if (row < 0 || row >= rows_ || col < 0 || col >= cols_)
            throw Error("no axes at (" + std::to_string(row) + ", " + std::to_string(col) + ") in a " +
                        std::to_string(rows_) + "x" + std::to_string(cols_) + " grid");
        return *axes_[static_cast<std::size_t>(row * cols_ + col)];
    }
    Figure& metadata(Metadata m) { metadata_ = std::move(m); return *this; }

    Size size() const { return size_; }
    const Style& style() const { return *style_; }
    const Metadata& metadata() const { return metadata_; }

    /// Lays the figure out on a page of its own size.
    Scene scene() const { return scene(size_); }

    /// Lays the figure out on a page of another size (text keeps its point size).
    Scene scene(Size page) const {
        for (const auto& a : axes_) a->validate();
        Scene s;
        s.page = page;
        s.background = style_->background;
        if (axes_.empty()) return s;
        const Rect page_rect{0, 0, page.width, page.height};
        const Rect area = page_rect.inflated(-style_->figure_pad);
        std::vector<Protrusion> prot(axes_.size());
        std::vector<Axes::Built> built(axes_.size());
        std::vector<DataExtent> extents;
        for (const auto& a : axes_) extents.push_back(a->data_extent());
        // Constrained layout: measure decorations, make room, repeat until stable.
        std::vector<Rect> plots;
        for (int pass = 0; pass < 6; ++pass) {
            plots = solve_grid(area, rows_, cols_, options_, prot, style_->panel_gap);
            bool stable = true;
            for (std::size_t i = 0; i < axes_.size(); ++i) {
                built[i] = axes_[i]->build(plots[i], page_rect, *engine_, extents[i], false);
                const Rect& p = built[i].plot;
                const Rect& b = built[i].bounds;
                const Protrusion next{std::max(0.0, p.left() - b.left()), std::max(0.0, b.right() - p.right()),
                                      std::max(0.0, p.top() - b.top()), std::max(0.0, b.bottom() - p.bottom())};
                auto moved = [](double a, double b) { return std::abs(a - b) > 0.25; };
                if (moved(next.left, prot[i].left) || moved(next.right, prot[i].right) ||
                    moved(next.top, prot[i].top) || moved(next.bottom, prot[i].bottom))
                    stable = false;
                prot[i] = next;
            }
            if (stable) break;
        }
        // The last pass's places, now with every mark (text measurements are cached).
        for (std::size_t i = 0; i < axes_.size(); ++i)
            built[i] = axes_[i]->build(plots[i], page_rect, *engine_, extents[i], true);
        for (auto& b : built)
            for (auto& it : b.items) s.items.push_back(std::move(it));
        return s;
    }

    /// Every overlap the layout could not avoid (empty when the figure is clean).
    /// To check and then save without laying the figure out twice, take
    /// scene() once, pass it to find_collisions() and to save()/to_bytes().
    std::vector<Collision> collisions() const { return find_collisions(scene()); }

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
        write_file_atomically(path, to_bytes(std::move(laid_out), format, options, "\"" + path + "\""));
    }

    /// The bytes of the file save() would write.
    std::string to_bytes(Format format, const SaveOptions& options = {}, const std::string& what = "figure") const {
        return to_bytes(scene(), format, options, what);
    }
    /// The bytes of `laid_out`, a scene() of this figure taken earlier. The
    /// figure's metadata fill what `options` leaves empty.
    std::string to_bytes(Scene laid_out, Format format, SaveOptions options = {},
                         const std::string& what = "figure") const {
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
    void draw(cairo_t* cr, const Rect& where) const {
        if (!cr) throw Error("draw: no cairo context");
        if (where.empty()) throw Error("draw: the target rectangle is empty");
        render_into(cr, scene({where.width, where.height}), where);
    }

private:
    friend class Grid;
    Size size_;
    // Behind a pointer so the Axes' references stay valid when a Figure moves.
    std::unique_ptr<Style> style_;
    int rows_ = 0, cols_ = 0;
    GridOptions options_;
    std::vector<std::unique_ptr<Axes>> axes_;
    Metadata metadata_;
    std::unique_ptr<TextEngine> engine_ = std::make_unique<TextEngine>();
};

inline Axes& Grid::operator()(int row, int col) const { return fig_->at(row, col); }

}  // namespace sqfig
