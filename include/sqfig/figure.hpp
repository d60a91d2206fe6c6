// A figure: a page of a given size holding a grid of axes, laid out so that
// no decoration collides or leaves the page, then drawn to a file or into a
// caller's cairo_t.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>  // also declares std::forward_iterator_tag: <iterator> would bring
                   // <streambuf> and the locales, 14% of a chart TU's compilation

#include "sqfig/config.hpp"
#include "sqfig/axes.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/layout/grid_layout.hpp"
#include "sqfig/detail/cairo_fwd.hpp"
#include "sqfig/detail/owned_state.hpp"
#include "sqfig/output/format.hpp"

namespace sqfig {

class Figure;
struct Drawing;
class TextEngine;

/// A handle to a figure's grid of axes: grid(r, c) is the axes in row r,
/// column c. It stays valid when the Figure is moved (the axes do not move),
/// as long as the figure that owns the axes lives.
class SQFIG_API Grid {
public:
    /// The axes in row `row`, column `col`; throws sqfig::Error outside the grid.
    Axes& operator()(int row, int col) const;
    /// The number of rows.
    int rows() const { return rows_; }
    /// The number of columns.
    int cols() const { return cols_; }
    /// The axes of one row or column, in order (e.g. for a colourbar spanning them).
    std::vector<Axes*> row(int r) const;
    /// The axes of column `c`, top to bottom; throws sqfig::Error outside the grid.
    std::vector<Axes*> column(int c) const;
    /// Every axes of the grid, row after row.
    const std::vector<Axes*>& all() const { return axes_; }
    /// The axes in row-major order, as matplotlib's axs.flat: grid[0] is
    /// (0, 0), grid[cols()] is (1, 0); `for (sqfig::Axes& ax : grid)` visits them so.
    Axes& operator[](int i) const;
    /// The number of axes, rows() × cols().
    int size() const { return rows_ * cols_; }
    /// Walks the axes of a grid in row-major order (a forward iterator).
    class iterator {
    public:
        /// A forward iterator.
        using iterator_category = std::forward_iterator_tag;
        /// The type visited: Axes.
        using value_type = Axes;
        /// The distance between two iterators.
        using difference_type = std::ptrdiff_t;
        /// A pointer to an axes.
        using pointer = Axes*;
        /// A reference to an axes.
        using reference = Axes&;
        /// An iterator at `it` in the grid's list of axes.
        explicit iterator(std::vector<Axes*>::const_iterator it) : it_(it) {}
        /// The axes it is at.
        Axes& operator*() const { return **it_; }
        /// The axes it is at, as a pointer.
        Axes* operator->() const { return *it_; }
        /// Steps to the next axes.
        iterator& operator++() { ++it_; return *this; }
        /// Steps to the next axes; returns the iterator as it was.
        iterator operator++(int);
        /// True when both are at the same place.
        bool operator==(const iterator& o) const { return it_ == o.it_; }
        /// True when they are at different places.
        bool operator!=(const iterator& o) const { return it_ != o.it_; }

    private:
        std::vector<Axes*>::const_iterator it_;
    };
    /// At the first axes, (0, 0).
    iterator begin() const { return iterator(axes_.begin()); }
    /// Past the last axes.
    iterator end() const { return iterator(axes_.end()); }

    // Copies, moves and the destructor are out of line (grid.cpp), so that a
    // caller's TU compiles no vector code for `auto [fig, grid] = subplots(...)`.
    /// A handle to the same axes.
    Grid(const Grid& o);
    /// Takes `o`'s list of axes over.
    Grid(Grid&& o) noexcept;
    /// Refers to `o`'s axes.
    Grid& operator=(const Grid& o);
    /// Takes `o`'s list of axes over.
    Grid& operator=(Grid&& o) noexcept;
    /// Forgets the handles (the figure owns the axes).
    ~Grid();

private:
    friend class Figure;
    Grid(std::vector<Axes*> axes, int rows, int cols);
    std::vector<Axes*> axes_;
    int rows_, cols_;
};

/// A page of a given size holding a grid of axes and figure-level blocks (suptitle,
/// legend, texts, colourbars), laid out so that nothing collides or leaves the
/// page; saved to PDF, SVG, PNG or PostScript, or drawn into a cairo_t.
class SQFIG_API Figure {
public:
    /// size in points (use sqfig::inches(w, h)); style by value, no global state.
    /// Without a style: Style::matplotlib() (made in the library, not in each caller).
    /// Throws sqfig::Error for a side that is not positive or above 100000 points.
    explicit Figure(Size size);
    /// The same, in `style`; also throws sqfig::Error for a style with impossible
    /// sizes, widths or colours.
    Figure(Size size, Style style);
    /// Moving keeps every Axes (and Grid handles to them) valid; a moved-from
    /// figure throws sqfig::Error when used.
    Figure(Figure&&) noexcept;
    /// Takes over another figure, as the move constructor does; this figure's own axes are destroyed.
    Figure& operator=(Figure&&) noexcept;
    /// Destroys the figure and its axes (Grid handles to them become invalid).
    ~Figure();

    /// The most axes a grid may hold.
    static constexpr int max_axes = 10000;

    /// Divides the figure into rows × cols axes (once per figure).
    /// Throws sqfig::Error on a second call, for fewer than 1 row or column, more
    /// than max_axes axes, or invalid options.
    Grid grid(int rows, int cols, GridOptions options = {});
    /// The single axes of a 1 × 1 figure (made on first use).
    Axes& axes();
    /// The axes in row `row`, column `col`; throws sqfig::Error outside the grid.
    Axes& at(int row, int col);
    /// Title, author, subject, creator and creation date of the files saved, where
    /// SaveOptions::metadata leaves them empty.
    Figure& metadata(Metadata m);

    // ---- figure-level blocks: the layout gives them room outside the grid ----
    /// A title over the whole figure ('\n' starts a line; wraps to the page);
    /// size 0: 1.2 × the style's title size.
    Figure& suptitle(const std::string& s, double size = 0);
    /// One legend for the whole figure: the labelled artists of every axes,
    /// one entry per label, above the grid (LegendLocation::best or
    /// outside_top), below it (outside_bottom) or beside it (outside_right).
    Legend& legend();
    /// Text at a point in figure fractions ((0,0) lower left, (1,1) upper
    /// right). Near an edge it takes a band the grid keeps clear of.
    Text& text(Point at, std::string s);

    // ---- figure-level colourbars (issue 14) ----
    /// One colourbar for several axes (matplotlib's fig.colorbar(im, ax=axs)):
    /// right of the grid, spanning the plots of `axes` (a row, a column, any
    /// list), or below the grid with .side(ColorbarSide::bottom), spanning
    /// them across. It takes a band of its own beside the grid, so it never
    /// overlaps anything. `mappable`: a heatmap or value-coloured scatter of
    /// this figure; its map and norm give the bar.
    template <class T, class = std::enable_if_t<std::is_base_of_v<Artist, T> && std::is_base_of_v<ColorMapped, T>>>
    Colorbar& colorbar(const T& mappable, const std::vector<Axes*>& axes) {
        return add_colorbar(mappable, mappable, axes);
    }
    /// One colourbar spanning every axes of the figure.
    template <class T, class = std::enable_if_t<std::is_base_of_v<Artist, T> && std::is_base_of_v<ColorMapped, T>>>
    Colorbar& colorbar(const T& mappable, const Grid& grid) {
        return colorbar(mappable, grid.all());
    }

    /// The page size in points.
    Size size() const;
    /// The style the figure was made with.
    const Style& style() const;
    /// The metadata set with metadata(Metadata).
    const Metadata& metadata() const;

    /// Lays the figure out on a page of its own size.
    [[nodiscard]] Scene scene() const;

    /// Lays the figure out on a page of another size (text keeps its point size).
    [[nodiscard]] Scene scene(Size page) const;

public:
    /// Every overlap the layout could not avoid (empty when the figure is clean).
    /// To check and then save without laying the figure out twice, take
    /// scene() once, pass it to find_collisions() and to save()/to_bytes().
    [[nodiscard]] std::vector<Collision> collisions() const;

    /// Saves by the path's extension (.pdf .svg .png .ps), with the default
    /// SaveOptions (made in the library: a caller's TU compiles none).
    void save(const std::string& path) const;
    /// The same, with `options`.
    void save(const std::string& path, const SaveOptions& options) const;
    /// Saves in the given format, atomically (temporary file, then rename).
    void save(const std::string& path, Format format, const SaveOptions& options = {}) const;
    /// Saves `laid_out`, a scene() of this figure taken earlier.
    void save(Scene laid_out, const std::string& path, Format format, const SaveOptions& options = {}) const;

    /// The bytes of the file save() would write.
    [[nodiscard]] std::string to_bytes(Format format, const SaveOptions& options = {},
                                       const std::string& what = "figure") const;
    /// The bytes of `laid_out`, a scene() of this figure taken earlier. The
    /// figure's metadata fill what `options` leaves empty.
    [[nodiscard]] std::string to_bytes(Scene laid_out, Format format, SaveOptions options = {},
                                       const std::string& what = "figure") const;

    /// Draws the figure into a caller's context, laid out to fill `where`
    /// (user units taken as points). The caller's state (cairo_save/restore)
    /// and its current path are kept; the drawing is clipped to `where` and
    /// does not depend on the caller's operator, dashes, tolerance or fill rule.
    /// Throws sqfig::Error, drawing nothing and leaving the context as it was,
    /// for a context already in an error state or a figure Cairo cannot draw.
    void draw(cairo_t* cr, const Rect& where) const;

private:
    // Everything a figure holds, in figure.cpp; behind a pointer for the reason
    // Axes gives (axes.hpp), which also keeps the Axes' references valid when a
    // Figure moves. Null in a moved-from figure.
    struct State;
    detail::owned_state<State> s_;

    // The state of a live figure, const in const member functions; throws
    // sqfig::Error for a moved-from one.
    State& live();
    const State& live() const;
    // The state without the check, for functions that made it (live() first).
    State& st() { return *s_; }
    const State& st() const { return *s_; }

    // The grid position of `a` (a twin counts as its parent); -1: not an axes of this figure.
    int index_of(const Axes* a) const;

    Colorbar& add_colorbar(const Artist& mappable, const ColorMapped& mapped, const std::vector<Axes*>& axes);

    static void validate_grid_options(const GridOptions& o, int rows, int cols);

    // to_bytes() in two steps, for draw_all(): draws `laid_out` and returns
    // what finishes the file (Cairo writing the fonts and compressing, a
    // compact PDF's rewrite), which uses no text engine and so may be called
    // on another thread, once.
    std::function<std::string()> draw_unfinished(Scene laid_out, Format format, SaveOptions options,
                                                 const std::string& what) const;
    friend SQFIG_API std::vector<Drawing> draw_all(std::size_t count, const std::function<Figure(std::size_t)>& make,
                                                   Format format, const SaveOptions& options,
                                                   const std::function<bool(std::size_t, const Scene&)>& inspect,
                                                   unsigned threads);
};

/// A figure of a batch drawn by draw_all(): the bytes of its file, or why it
/// could not be drawn.
struct SQFIG_API Drawing {
    std::string bytes;  ///< what Figure::to_bytes() makes; empty when `error` is set or `inspect` said no
    std::string error;  ///< the message of what the figure threw; empty when it was drawn
};

/// Starts setting up the system's fonts for the calling thread and returns
/// at once: Pango reads fontconfig's configuration in a thread of its own (a
/// fifth of the paper driver's run), so calling this before reading a
/// program's data lets the two overlap. Optional: a thread's first figure
/// does it otherwise. The thread's font map made here is the one its figures
/// use (and passes to a new thread when this one ends).
SQFIG_API void prepare_fonts();

/// Makes, lays out, draws and finishes `count` figures at once on up to
/// `threads` threads (0: as many as the machine runs at once; the caller's
/// thread is one of them). A figure measures and draws its text with the
/// fonts of the thread that made it, and a thread's first figure loads
/// them; finishing a file (fonts and compression) needs none. So the
/// caller's thread makes and draws the figures (`make(i)` builds figure i)
/// and the other threads finish each file while the next is drawn; when
/// none waits to be finished and at least 4 figures a thread are left, they
/// make and draw figures too, with fonts of their own. At most two figures
/// a thread are held in memory at once (drawn, waiting or being finished).
/// Each Drawing holds the bytes Figure::to_bytes(format, options)
/// makes on a single thread. `inspect`, when given, is called on the thread
/// that made the figure with its index and its laid-out scene before it is
/// drawn (to check it, say with find_collisions()); the figure is drawn
/// when it returns true. `make` and `inspect` may run for several figures
/// at once. Returns when every figure is done, in order; what one figure
/// throws (`make` and `inspect` included) is in its Drawing.
[[nodiscard]] SQFIG_API std::vector<Drawing> draw_all(std::size_t count, const std::function<Figure(std::size_t)>& make,
                                            Format format, const SaveOptions& options = {},
                                            const std::function<bool(std::size_t, const Scene&)>& inspect = {},
                                            unsigned threads = 0);

}  // namespace sqfig
