// The implementation of sqfig/figure.hpp.
#include "sqfig/figure.hpp"

#include <cairo.h>
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>
#include "sqfig/artists/legend.hpp"
#include "sqfig/artists/text.hpp"
#include "sqfig/axes.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/layout/constrained_layout.hpp"
#include "sqfig/layout/grid_layout.hpp"
#include "sqfig/output/atomic_file.hpp"
#include "sqfig/output/surface_writer.hpp"
#include "sqfig/render/cairo_renderer.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/text/text_engine.hpp"

namespace sqfig {

Axes& Grid::operator()(int row, int col) const {
    if (row < 0 || row >= rows_ || col < 0 || col >= cols_)
        throw Error("no axes at (" + std::to_string(row) + ", " + std::to_string(col) + ") in a " +
                    std::to_string(rows_) + "x" + std::to_string(cols_) + " grid");
    return *axes_[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(col)];
}

std::vector<Axes*> Grid::row(int r) const {
    std::vector<Axes*> out;
    for (int c = 0; c < cols_; ++c) out.push_back(&(*this)(r, c));
    return out;
}

std::vector<Axes*> Grid::column(int c) const {
    std::vector<Axes*> out;
    for (int r = 0; r < rows_; ++r) out.push_back(&(*this)(r, c));
    return out;
}

Axes& Grid::operator[](int i) const {
    if (i < 0 || i >= size())
        throw Error("no axes " + std::to_string(i) + " in a " + std::to_string(rows_) + "x" + std::to_string(cols_) +
                    " grid (" + std::to_string(size()) + " axes)");
    return *axes_[static_cast<std::size_t>(i)];
}

auto Grid::iterator::operator++(int) -> iterator { iterator old = *this; ++it_; return old; }

struct Figure::State {
    Size size;
    Style style;  // the Axes refer to it: it stays where it is when the Figure moves
    int rows = 0, cols = 0;
    GridOptions options;
    std::vector<std::unique_ptr<Axes>> axes;
    Metadata metadata;
    std::string suptitle;
    double suptitle_size = 0;
    std::optional<Legend> legend;
    std::vector<std::unique_ptr<Text>> texts;
    std::vector<FigureColorbar> colorbars;  // figure-level colourbars (issue 14)
    TextEngine engine;

    State(Size page, Style figure_style) : size(page), style(std::move(figure_style)) {}
};

Figure::Figure(Size size) : Figure(size, Style::matplotlib()) {}

Figure::Figure(Size size, Style style) {
    // PDF viewers cap pages at 14400 units; allow some room beyond for raster use.
    if (!(size.width > 0 && size.width <= 1e5) || !(size.height > 0 && size.height <= 1e5))
        throw Error("figure size must be positive and at most 100000 points per side");
    const Style& s = style;
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
        checked_color(c, std::string("style ") + what);
    if (!(s.grid_alpha >= 0 && s.grid_alpha <= 1)) throw Error("style grid_alpha must be between 0 and 1");
    for (const Color& c : s.color_cycle) checked_color(c, "style color_cycle");
    s_.reset(new State(size, std::move(style)));
}

Grid Figure::grid(int rows, int cols, GridOptions options) {
    live();
    if (!st().axes.empty()) throw Error("figure already has its grid of axes");
    // Compared in 64 bits: rows * cols must not overflow before the check.
    if (rows < 1 || cols < 1 || static_cast<long long>(rows) * cols > max_axes)
        throw Error("grid: rows and columns must be 1 or more, and at most " + std::to_string(max_axes) +
                    " axes in all (asked for " + std::to_string(rows) + "x" + std::to_string(cols) + ")");
    validate_grid_options(options, rows, cols);
    std::vector<std::unique_ptr<Axes>> made;
    made.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
    for (int i = 0; i < rows * cols; ++i) made.push_back(std::make_unique<Axes>(st().style, i));
    std::vector<Axes*> handles;
    for (const auto& a : made) handles.push_back(a.get());
    Grid g(std::move(handles), rows, cols);
    st().rows = rows;
    st().cols = cols;
    st().options = std::move(options);
    st().axes = std::move(made);
    return g;
}

Axes& Figure::axes() {
    live();
    if (st().axes.empty()) (void)grid(1, 1);
    return at(0, 0);
}

Axes& Figure::at(int row, int col) {
    live();
    if (row < 0 || row >= st().rows || col < 0 || col >= st().cols)
        throw Error("no axes at (" + std::to_string(row) + ", " + std::to_string(col) + ") in a " +
                    std::to_string(st().rows) + "x" + std::to_string(st().cols) + " grid");
    return *st().axes[static_cast<std::size_t>(row) * static_cast<std::size_t>(st().cols) + static_cast<std::size_t>(col)];
}

Figure& Figure::metadata(Metadata m) { live(); st().metadata = std::move(m); return *this; }

Figure& Figure::suptitle(const std::string& s, double size) {
    live();
    if (size != 0) detail::checked_size(size, "suptitle size");
    std::string markup = math_to_markup(s);
    st().suptitle = std::move(markup);
    st().suptitle_size = size;
    return *this;
}

Legend& Figure::legend() {
    live();
    if (!st().legend) st().legend = Legend{};
    return *st().legend;
}

Text& Figure::text(Point at, std::string s) {
    live();
    auto t = std::make_unique<Text>(at, std::move(s), Coords::figure);
    Text& ref = *t;
    st().texts.push_back(std::move(t));
    return ref;
}

Scene Figure::scene(Size page) const {
    live();
    if (!(page.width > 0 && page.width <= 1e5) || !(page.height > 0 && page.height <= 1e5))
        throw Error("figure page size must be positive and at most 100000 points per side");
    FigureBlocks blocks;
    blocks.suptitle = st().suptitle;
    blocks.suptitle_size = st().suptitle_size;
    blocks.legend = st().legend ? &*st().legend : nullptr;
    blocks.texts = &st().texts;
    blocks.colorbars = &st().colorbars;
    return lay_out_figure(page, st().style, st().rows, st().cols, st().options, st().axes, blocks, st().engine);
}

void Figure::save(const std::string& path) const { save(path, SaveOptions{}); }

void Figure::save(const std::string& path, const SaveOptions& options) const {
    save(path, format_from_path(path), options);
}

void Figure::save(const std::string& path, Format format, const SaveOptions& options) const {
    save(scene(), path, format, options);
}

void Figure::save(Scene laid_out, const std::string& path, Format format, const SaveOptions& options) const {
    write_file_atomically(path, to_bytes(std::move(laid_out), format, options, "\"" + path + "\""),
                          options.sync_to_disk ? detail::Sync::yes : detail::Sync::no);
}

std::string Figure::to_bytes(Format format, const SaveOptions& options,
                                       const std::string& what) const {
    return to_bytes(scene(), format, options, what);
}

std::string Figure::to_bytes(Scene laid_out, Format format, SaveOptions options,
                                       const std::string& what) const {
    return draw_unfinished(std::move(laid_out), format, std::move(options), what)();
}

std::function<std::string()> Figure::draw_unfinished(Scene laid_out, Format format, SaveOptions options,
                                                     const std::string& what) const {
    live();
    Metadata& m = options.metadata;
    if (m.title.empty()) m.title = st().metadata.title;
    if (m.author.empty()) m.author = st().metadata.author;
    if (m.subject.empty()) m.subject = st().metadata.subject;
    if (!m.creation_time) m.creation_time = st().metadata.creation_time;
    if (m.creator.empty()) m.creator = st().metadata.creator;
    // Shared: the finishing may draw the scene again (DrawnPages), and a
    // std::function must be copyable.
    const auto scene = std::make_shared<Scene>(std::move(laid_out));
    Scene& s = *scene;
    if (options.tight && !(std::isfinite(options.pad) && options.pad >= 0 && options.pad <= 1e4))
        throw Error(what + ": SaveOptions::pad must be 0 to 10000 points, not " + detail::shortest(options.pad));
    if (options.tight) {
        Rect ink;
        for (const SceneItem& it : s.items) ink = ink.united(it.bounds());
        ink = ink.inflated(options.pad);
        // A figure is at most 100,000 points a side, and so is its cropped
        // page: something drawn 10^8 points away (an arrow to a far point)
        // would give Cairo a page past its 24.8 fixed-point range.
        if (!(ink.width <= 100000 && ink.height <= 100000))
            throw Error(what + ": the drawing reaches " + detail::shortest(std::max(ink.width, ink.height)) +
                            " points across, past the 100000 a page may have: something is drawn far outside "
                            "the figure (an arrow or a text at a far point?); save without tight to leave it out",
                        ErrorKind::data);
        translate(s, -ink.x, -ink.y);
        s.page = {ink.width, ink.height};
    }
    PageSpec page{s.page, [scene](cairo_t* cr) { render(cr, *scene); }};
    auto drawn = std::make_shared<detail::DrawnPages>(std::vector<PageSpec>{std::move(page)}, format, options, what);
    return [drawn] { return std::move(*drawn).finish(); };
}

void Figure::draw(cairo_t* cr, const Rect& where) const {
    if (!cr) throw Error("draw: no cairo context");
    if (!detail::finite(where) || where.empty()) throw Error("draw: the target rectangle is empty or not finite");
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS)
        throw Error(std::string("draw: the cairo context is already in an error state: ") +
                    cairo_status_to_string(cairo_status(cr)));
    render_into(cr, scene({where.width, where.height}), where);
}

auto Figure::live() const -> const State& {
    if (!s_) throw Error("this Figure was moved from; use the figure it was moved to");
    return *s_;
}

auto Figure::live() -> State& { return const_cast<State&>(std::as_const(*this).live()); }

Size Figure::size() const { return live().size; }
const Style& Figure::style() const { return live().style; }
const Metadata& Figure::metadata() const { return live().metadata; }
Scene Figure::scene() const { return scene(live().size); }
std::vector<Collision> Figure::collisions() const { return find_collisions(scene()); }

Colorbar& Figure::add_colorbar(const Artist& mappable, const ColorMapped& mapped,
                                            const std::vector<Axes*>& axes) {
    live();
    if (axes.empty()) throw Error("figure colorbar for the " + mappable.name() + ": no axes to span");
    if (index_of(mappable.axes()) < 0)
        throw Error("figure colorbar: the " + mappable.name() + " belongs to " +
                    (mappable.axes() ? "an axes of another figure" : std::string("no axes")));
    if (!mapped.maps_values())
        throw Error("figure colorbar: the " + mappable.name() + " has no colour values (give it color_values())");
    FigureColorbar cb;
    for (const Axes* a : axes) {
        const int i = index_of(a);
        if (i < 0)
            throw Error("figure colorbar for the " + mappable.name() + ": " +
                        (a ? a->name() + " is not an axes of this figure" : std::string("a null axes pointer")));
        cb.axes.push_back(i);
    }
    cb.bar = std::make_unique<Colorbar>(mapped, mappable.name());
    st().colorbars.push_back(std::move(cb));
    return *st().colorbars.back().bar;
}

int Figure::index_of(const Axes* a) const {
    if (!a) return -1;
    for (std::size_t i = 0; i < st().axes.size(); ++i)
        if (st().axes[i].get() == a || (st().axes[i]->has_twin() && &st().axes[i]->twin_x() == a) ||
            (st().axes[i]->has_twin_y() && &st().axes[i]->twin_y() == a))
            return static_cast<int>(i);
    return -1;
}

void Figure::validate_grid_options(const GridOptions& o, int rows, int cols) {
    (void)detail::ratios_or_equal(o.width_ratios, cols, "width ratios");
    (void)detail::ratios_or_equal(o.height_ratios, rows, "height ratios");
    for (double g : {o.column_gap, o.row_gap})
        if (!std::isfinite(g) || g > 1e4)
            throw Error("grid: gaps must be finite and at most 10000 points (a negative gap: the style's)");
}

Figure::Figure(Figure&&) noexcept = default;
Figure& Figure::operator=(Figure&&) noexcept = default;
Figure::~Figure() = default;

}  // namespace sqfig
