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

#include <cairo.h>

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/figure.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/output/file_output.hpp"
#include "sqfig/output/format.hpp"
#include "sqfig/output/surface_writer.hpp"
#include "sqfig/render/cairo_renderer.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/text/text_engine.hpp"
#include "sqfig/text/text_placement.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

/// How a free text on a page hangs off its point and wraps.
struct TextLayout {
    HAlign align = HAlign::left;  ///< which x of the text box is at the point; also aligns the lines
    VAlign valign = VAlign::top;  ///< which y of the text box is at the point
    double wrap_width = 0;        ///< > 0: wrap at word boundaries to this width (points)
    double angle = 0;             ///< degrees, counter-clockwise
    bool markup = false;          ///< true: the string is Pango markup; false: plain text with $math$
};

/// One page of a Document: its size and what is drawn on it, in page points
/// (origin top-left, y down).
class Page {
public:
    /// An empty page of `size` points (use sqfig::inches(w, h)), white.
    explicit Page(Size size, Color background = Color{1, 1, 1})
        : Page(size, background, std::make_shared<TextEngine>()) {}

    Size size() const { return scene_.page; }

    /// Lays `figure` out to fill `where` (page points) and puts it on the page,
    /// clipped to `where`. The figure is measured now: later changes to it do
    /// not show on the page.
    Page& place(const Figure& figure, const Rect& where) {
        check_rect(where, "place");
        Scene s = figure.scene({where.width, where.height});
        ++blocks_;
        // The figure's own background, then its items, moved and clipped.
        SceneItem bg;
        bg.kind = "figure background";
        bg.group = group_base();
        bg.owner = block_name();
        ScenePath p = rect_path(where);
        p.fill = s.background;
        bg.path = std::move(p);
        scene_.items.push_back(std::move(bg));
        translate(s, where.x, where.y);
        for (LayoutProblem& pr : s.problems) {
            pr.what = block_name() + ": " + pr.what;
            pr.where.x += where.x;
            pr.where.y += where.y;
            scene_.problems.push_back(std::move(pr));
        }
        for (SceneItem& it : s.items) {
            it.clip = it.clip ? Rect::from_edges(std::max(it.clip->left(), where.left()),
                                                 std::max(it.clip->top(), where.top()),
                                                 std::min(it.clip->right(), where.right()),
                                                 std::min(it.clip->bottom(), where.bottom()))
                              : where;
            if (it.clip->empty()) it.clip = Rect{where.x, where.y, 0, 0};
            // Text that the clip would cut shows in collisions() as crossing the edge.
            if (it.text && !it.container) it.container = where;
            it.group = it.group < 0 ? group_base() : group_base() + 1 + it.group;
            it.owner = block_name() + ": " + it.owner;
            scene_.items.push_back(std::move(it));
        }
        return *this;
    }

    /// Free text at `at` (page points): plain text with optional $math$, or
    /// Pango markup when layout.markup is set. Multi-line with '\n'; wraps
    /// when layout.wrap_width > 0.
    Page& text(Point at, const std::string& text, const TextStyle& style = {}, const TextLayout& layout = {}) {
        SceneItem it;
        it.footprint = Footprint::text;
        it.kind = "page text";
        it.group = -1;
        SceneText t = place(at, text, style, layout);
        it.owner = "page text \"" + short_text(t.text.plain) + "\"";
        it.text = std::move(t);
        scene_.items.push_back(std::move(it));
        return *this;
    }

    /// The box text(at, text, style, layout) would cover, without adding it:
    /// for flowing paragraphs (the next one starts at the bottom of this one).
    Rect text_bounds(Point at, const std::string& text, const TextStyle& style = {},
                     const TextLayout& layout = {}) const {
        return place(at, text, style, layout).quad().bounds();
    }

    /// A straight line from `from` to `to`.
    Page& line(Point from, Point to, StrokeStyle stroke = {}) {
        if (!(stroke.width > 0) || !std::isfinite(stroke.width)) throw Error("page line: width must be positive");
        SceneItem it;
        it.kind = "page line";
        it.owner = "page line";
        ScenePath p;
        p.points = {from, to};
        p.stroke = stroke;
        it.path = std::move(p);
        scene_.items.push_back(std::move(it));
        return *this;
    }

    /// A rectangle, filled and/or outlined.
    Page& rectangle(const Rect& r, std::optional<Color> fill, std::optional<StrokeStyle> stroke = std::nullopt) {
        check_rect(r, "rectangle");
        SceneItem it;
        it.kind = "page rectangle";
        it.owner = "page rectangle";
        ScenePath p = rect_path(r);
        p.fill = fill;
        p.stroke = stroke;
        p.join = LineJoin::miter;
        it.path = std::move(p);
        scene_.items.push_back(std::move(it));
        return *this;
    }

    /// Everything on the page, laid out: what save() and draw() render.
    const Scene& scene() const { return scene_; }

    /// Overlaps on the page: within each placed figure (as Figure::collisions
    /// reports them), figure text cut by the figure's rectangle, free text off
    /// the page, and free text over figures.
    [[nodiscard]] std::vector<Collision> collisions() const { return find_collisions(scene_); }

    /// Draws the page with its top-left corner at the current user-space
    /// origin of `cr`; the caller's state is saved and restored.
    void draw(cairo_t* cr) const {
        if (!cr) throw Error("page draw: no cairo context");
        render_into(cr, scene_, {0, 0, scene_.page.width, scene_.page.height});
    }

private:
    friend class Document;

    Page(Size size, Color background, std::shared_ptr<const TextEngine> engine) : engine_(std::move(engine)) {
        if (!(size.width > 0) || !(size.height > 0) || !std::isfinite(size.width) || !std::isfinite(size.height))
            throw Error("page size must be positive and finite");
        scene_.page = size;
        scene_.background = background;
    }

    static void check_rect(const Rect& r, const char* what) {
        if (!std::isfinite(r.x) || !std::isfinite(r.y) || !std::isfinite(r.width) || !std::isfinite(r.height) ||
            r.empty())
            throw Error(std::string("page ") + what + ": the rectangle must be finite and non-empty");
    }

    static ScenePath rect_path(const Rect& r) {
        ScenePath p;
        p.points = {{r.left(), r.top()}, {r.right(), r.top()}, {r.right(), r.bottom()}, {r.left(), r.bottom()}};
        p.closed = true;
        return p;
    }

    static std::string short_text(const std::string& s) {
        std::string first = s.substr(0, s.find('\n'));
        return first.size() > 40 ? first.substr(0, 37) + "..." : first;
    }

    SceneText place(Point at, const std::string& text, const TextStyle& style, const TextLayout& layout) const {
        if (!std::isfinite(at.x) || !std::isfinite(at.y)) throw Error("page text: position is not finite");
        if (!(style.size > 0) || !std::isfinite(style.size)) throw Error("page text: font size must be positive");
        if (layout.wrap_width < 0 || !std::isfinite(layout.wrap_width))
            throw Error("page text: wrap width must be 0 (no wrapping) or positive");
        const std::string markup = layout.markup ? text : math_to_markup(text);
        const MeasuredText& m = engine_->measure(markup, style, layout.align, layout.wrap_width);
        return place_text(m, at, layout.align, layout.valign, layout.angle, style.color);
    }

    int group_base() const { return blocks_ * 10000; }
    std::string block_name() const { return "figure " + std::to_string(blocks_); }

    Scene scene_;
    int blocks_ = 0;  // figures placed so far
    std::shared_ptr<const TextEngine> engine_;
};

/// A multi-page document: figure pages and composed pages, saved as one PDF
/// or PostScript file. Copyable; pages are values.
class Document {
public:
    Document() = default;
    explicit Document(Metadata metadata) : metadata_(std::move(metadata)) {}

    /// Title, author, subject, creator and creation date of the file.
    Document& metadata(Metadata m) { metadata_ = std::move(m); return *this; }
    const Metadata& metadata() const { return metadata_; }

    /// Appends `figure` as a page of the figure's own size.
    Document& add(const Figure& figure) { return add(figure, figure.size()); }
    /// Appends `figure` laid out on a page of another size.
    /// On an error (e.g. data a log axis cannot show) the document is unchanged.
    Document& add(const Figure& figure, Size page_size) {
        Page p(page_size, Color{1, 1, 1}, engine());
        p.place(figure, {0, 0, page_size.width, page_size.height});
        pages_.push_back(std::move(p));
        return *this;
    }
    /// Appends a page (e.g. one built on its own).
    Document& add(Page p) {
        pages_.push_back(std::move(p));
        return *this;
    }
    /// Appends an empty page of `size` points and returns it for composing.
    /// The reference stays valid while the document lives (appending more
    /// pages does not move earlier ones).
    Page& page(Size size, Color background = Color{1, 1, 1}) {
        pages_.push_back(Page(size, background, engine()));
        return pages_.back();
    }

    std::size_t page_count() const { return pages_.size(); }
    bool empty() const { return pages_.empty(); }
    Page& operator[](std::size_t i) { return pages_.at(i); }
    const Page& operator[](std::size_t i) const { return pages_.at(i); }

    /// Saves by the path's extension (.pdf, .ps; .svg and .png for one page),
    /// atomically: a failure leaves an existing file untouched.
    void save(const std::string& path, const SaveOptions& options = {}) const {
        save(path, format_from_path(path), options);
    }
    void save(const std::string& path, Format format, const SaveOptions& options = {}) const {
        write_file_atomically(path, to_bytes(format, options, "\"" + path + "\""),
                              options.sync_to_disk ? FileTransaction::Sync::yes : FileTransaction::Sync::no);
    }

    /// The bytes save() would write. Metadata fields left empty in `options`
    /// come from the document's metadata.
    std::string to_bytes(Format format, SaveOptions options = {}, const std::string& what = "document") const {
        if (pages_.empty()) throw Error(what + ": the document has no pages");
        if ((format == Format::svg || format == Format::png) && pages_.size() > 1)
            throw Error(what + ": a " + std::to_string(pages_.size()) +
                        "-page document can only be saved as PDF or PostScript");
        if (options.tight) throw Error(what + ": a document keeps its page sizes (tight is for figures)");
        Metadata& m = options.metadata;
        if (m.title.empty()) m.title = metadata_.title;
        if (m.author.empty()) m.author = metadata_.author;
        if (m.subject.empty()) m.subject = metadata_.subject;
        if (m.creator.empty() || (m.creator == "sqfig" && !metadata_.creator.empty())) m.creator = metadata_.creator;
        if (!m.creation_time) m.creation_time = metadata_.creation_time;
        std::vector<PageSpec> specs;
        specs.reserve(pages_.size());
        for (const Page& p : pages_) {
            const Scene* s = &p.scene();
            specs.push_back({s->page, [s](cairo_t* cr) { render(cr, *s); }});
        }
        return render_pages(specs, format, options, what);
    }

private:
    const std::shared_ptr<const TextEngine>& engine() {
        if (!engine_) engine_ = std::make_shared<TextEngine>();
        return engine_;
    }

    Metadata metadata_;
    std::deque<Page> pages_;
    std::shared_ptr<const TextEngine> engine_;  // shared by the pages made here and by copies (thread-safe)
};

}  // namespace sqfig
