// Multi-page documents: figures appended as pages of their own size, and
// composed pages holding several figures, free text, rules and rectangles at
// given positions. Saved to PDF or PostScript (all pages) atomically, with
// metadata and a deterministic creation date; a one-page document also saves
// to SVG or PNG.
//
// A Document is a value. It never refers to the Figures it was given: placing
// a figure lays it out right away (Figure::scene) and keeps the resulting
// Scene, so the figure may change or go away afterwards without affecting the
// document.
//
// Threads: the const methods of a Document or a Page may run on several
// threads at once, and copies may be used and changed on separate threads.
// Copies share only the text engine (its cache of measured texts, which
// measure() guards, and the laid-out texts, which never change once made;
// text_engine.hpp), never pages.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/color.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/detail/cairo_fwd.hpp"
#include "sqfig/detail/owned_state.hpp"
#include "sqfig/figure.hpp"
#include "sqfig/core/mark_style.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/output/format.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

class TextEngine;
class Page;
struct Scene;       // scene.hpp: what Page::scene() gives
struct SceneText;
struct ScenePath;

/// How a free text on a page hangs off its point and wraps.
struct SQFIG_API TextLayout {
    HAlign align = HAlign::left;  ///< which x of the text box is at the point; also aligns the lines
    VAlign valign = VAlign::top;  ///< which y of the text box is at the point
    double wrap_width = 0;        ///< > 0: wrap at word boundaries to this width (points)
    double angle = 0;             ///< degrees, counter-clockwise
    bool markup = false;          ///< true: the string is Pango markup; false: plain text with $math$
};

/// One page of a Document: its size and what is drawn on it, in page points
/// (origin top-left, y down).
class SQFIG_API Page {
public:
    /// An empty page of `size` points (use sqfig::inches(w, h)), white.
    /// Throws sqfig::Error for a size that is not positive and finite.
    explicit Page(Size size, Color background = Color{1, 1, 1});
    /// Pages are values: a copy holds its own copy of everything drawn. A
    /// moved-from page throws sqfig::Error when used.
    Page(const Page& other);
    /// Takes over `other`'s contents; `other` then throws sqfig::Error when used.
    Page(Page&& other) noexcept;
    /// Replaces this page with a copy of `other` (unchanged if the copy fails).
    Page& operator=(const Page& other);
    /// Takes over `other`'s contents; `other` then throws sqfig::Error when used.
    Page& operator=(Page&& other) noexcept;
    /// Destroys the page and everything drawn on it.
    ~Page();

    /// The page size in points.
    Size size() const;

    /// Lays `figure` out to fill `where` (page points) and puts it on the page,
    /// clipped to `where`. The figure is measured now: later changes to it do
    /// not show on the page.
    Page& place(const Figure& figure, const Rect& where);

    /// Free text at `at` (page points): plain text with optional $math$, or
    /// Pango markup when layout.markup is set. Multi-line with '\n'; wraps
    /// when layout.wrap_width > 0.
    Page& text(Point at, const std::string& text, const TextStyle& style = {}, const TextLayout& layout = {});

    /// The box text(at, text, style, layout) would cover, without adding it:
    /// for flowing paragraphs (the next one starts at the bottom of this one).
    Rect text_bounds(Point at, const std::string& text, const TextStyle& style = {},
                     const TextLayout& layout = {}) const;

    /// A straight line from `from` to `to`.
    Page& line(Point from, Point to, StrokeStyle stroke = {});

    /// A rectangle, filled and/or outlined.
    Page& rectangle(const Rect& r, std::optional<Color> fill, std::optional<StrokeStyle> stroke);
    /// A rectangle, filled, not outlined (no default argument of std::nullopt,
    /// which would instantiate std::optional<StrokeStyle> in every program).
    Page& rectangle(const Rect& r, std::optional<Color> fill);

    /// Everything on the page, laid out: what save() and draw() render.
    const Scene& scene() const;

    /// Overlaps on the page: within each placed figure (as Figure::collisions
    /// reports them), figure text cut by the figure's rectangle, free text off
    /// the page, and free text over figures.
    [[nodiscard]] std::vector<Collision> collisions() const;

    /// Draws the page with its top-left corner at the current user-space
    /// origin of `cr`; the caller's state is saved and restored.
    void draw(cairo_t* cr) const;

private:
    friend class Document;

    Page(Size size, Color background, std::shared_ptr<const TextEngine> engine);

    static void check_rect(const Rect& r, const char* what);

    static ScenePath rect_path(const Rect& r);

    static std::string short_text(const std::string& s);

    SceneText place(Point at, const std::string& text, const TextStyle& style, const TextLayout& layout) const;

    int group_base() const;
    std::string block_name() const;

    // The page's scene, the figures placed so far and the text engine, in
    // document.cpp: behind a pointer so that this header needs no scene.hpp
    // (Axes gives the reason, axes.hpp). Null in a moved-from page.
    struct State;
    detail::owned_state<State> s_;

    // The state of a live page, const in const member functions; throws
    // sqfig::Error for a moved-from one.
    State& live();
    const State& live() const;
};

namespace detail {
// A Document's pages: a std::deque<Page> (a page's reference stays valid as
// more are appended) behind a pointer, so that <sqfig/sqfig.hpp> includes no
// <deque> and instantiates none (about 75 M compiler instructions a TU,
// docs/performance.md). The part of deque's interface the document uses; in
// document_pages.cpp. Empty until the first page (a moved-from list too).
class PageList {
public:
    PageList() noexcept = default;
    PageList(const PageList& o);
    PageList(PageList&& o) noexcept;
    PageList& operator=(const PageList& o);
    PageList& operator=(PageList&& o) noexcept;
    ~PageList();

    std::size_t size() const noexcept;
    bool empty() const noexcept { return size() == 0; }
    Page& operator[](std::size_t i);
    const Page& operator[](std::size_t i) const;
    Page& back();
    void push_back(Page&& p);
    void push_back(const Page& p);

    // Walks the pages in order (for `for (const Page& p : pages)`).
    class const_iterator {
    public:
        const_iterator(const PageList* list, std::size_t i) noexcept : list_(list), i_(i) {}
        const Page& operator*() const { return (*list_)[i_]; }
        const_iterator& operator++() noexcept { ++i_; return *this; }
        bool operator==(const const_iterator& o) const noexcept { return i_ == o.i_; }
        bool operator!=(const const_iterator& o) const noexcept { return i_ != o.i_; }

    private:
        const PageList* list_;
        std::size_t i_;
    };
    const_iterator begin() const noexcept { return {this, 0}; }
    const_iterator end() const noexcept { return {this, size()}; }

private:
    struct Pages;  // std::deque<Page>
    Pages* pages_ = nullptr;
};
}  // namespace detail

/// A multi-page document: figure pages and composed pages, saved as one PDF
/// or PostScript file. Copyable; pages are values.
class SQFIG_API Document {
public:
    /// An empty document with default metadata.
    Document() = default;
    /// An empty document with `metadata` (see metadata(Metadata)).
    explicit Document(Metadata metadata);
    // Copies, moves and the destructor are out of line (document_pages.cpp),
    // where the pages' container is complete.
    /// A copy: its own copies of the pages (and metadata), sharing the text engine.
    Document(const Document& o);
    /// Takes `o`'s pages over; `o` is left without pages.
    Document(Document&& o) noexcept;
    /// Replaces this document with a copy of `o`.
    Document& operator=(const Document& o);
    /// Replaces this document with `o`, taking its pages over.
    Document& operator=(Document&& o) noexcept;
    /// Destroys the document and its pages.
    ~Document();

    /// Title, author, subject, creator and creation date of the file.
    Document& metadata(Metadata m);
    /// The document's metadata.
    const Metadata& metadata() const;

    /// Appends `figure` as a page of the figure's own size.
    Document& add(const Figure& figure);
    /// Appends `figure` laid out on a page of another size.
    /// On an error (e.g. data a log axis cannot show) the document is unchanged.
    Document& add(const Figure& figure, Size page_size);
    /// Appends a page (e.g. one built on its own).
    Document& add(Page p);
    /// Appends an empty page of `size` points and returns it for composing.
    /// The reference stays valid while the document lives (appending more
    /// pages does not move earlier ones).
    Page& page(Size size, Color background = Color{1, 1, 1});

    /// The number of pages.
    std::size_t page_count() const;
    /// True when the document has no pages.
    bool empty() const;
    /// Page `i` (from 0), to compose further.
    /// Throws sqfig::Error for an index past the last page.
    Page& operator[](std::size_t i);
    /// Page `i` (from 0), read-only; throws sqfig::Error for an index past the last page.
    const Page& operator[](std::size_t i) const;

    /// Saves by the path's extension (.pdf, .ps; .svg and .png for one page),
    /// atomically: a failure leaves an existing file untouched.
    void save(const std::string& path, const SaveOptions& options = {}) const;
    /// The same, in `format`: PDF or PostScript, or SVG or PNG for a one-page document.
    void save(const std::string& path, Format format, const SaveOptions& options = {}) const;

    /// The bytes save() would write. Metadata fields left empty in `options`
    /// come from the document's metadata.
    /// `what` names the output in error messages. Throws sqfig::Error for a document
    /// without pages, SVG or PNG of several pages, or `options.tight`.
    std::string to_bytes(Format format, SaveOptions options = {}, const std::string& what = "document") const;

private:
    const std::shared_ptr<const TextEngine>& engine();

    Metadata metadata_;
    detail::PageList pages_;  // a std::deque<Page> (document_pages.cpp)
    std::shared_ptr<const TextEngine> engine_;  // shared by the pages made here and by copies (thread-safe)
};

}  // namespace sqfig
