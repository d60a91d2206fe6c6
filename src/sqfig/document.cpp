// The implementation of sqfig/document.hpp.
#include "sqfig/document.hpp"

#include <cairo.h>
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/core/geometry.hpp"
#include "sqfig/figure.hpp"
#include "sqfig/layout/collisions.hpp"
#include "sqfig/output/atomic_file.hpp"
#include "sqfig/output/format.hpp"
#include "sqfig/output/surface_writer.hpp"
#include "sqfig/render.hpp"
#include "sqfig/scene.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/text/text_engine.hpp"
#include "sqfig/text/text_placement.hpp"
#include "sqfig/text/text_style.hpp"

namespace sqfig {

struct Page::State {
    Scene scene;
    int blocks = 0;  // figures placed so far
    std::shared_ptr<const TextEngine> engine;
    // Each placed figure: where, and its items in scene.items [first, end).
    struct Placed {
        Rect where;
        std::size_t first, end;
    };
    std::vector<Placed> placed;
};

Page::Page(Size size, Color background) : Page(size, background, std::make_shared<TextEngine>()) {}

Page& Page::place(const Figure& figure, const Rect& where) {
    check_rect(where, "place");
    Scene s = figure.scene({where.width, where.height});
    Scene& page = live().scene;
    ++live().blocks;
    // The figure's own background, then its items, moved and clipped.
    SceneItem bg;
    bg.kind = "figure background";
    bg.group = group_base();
    bg.owner = block_name();
    ScenePath p = rect_path(where);
    p.fill = s.background;
    bg.payload = std::move(p);
    page.items.push_back(std::move(bg));
    translate(s, where.x, where.y);
    for (LayoutProblem& pr : s.problems) {
        pr.what = block_name() + ": " + pr.what;
        pr.where.x += where.x;
        pr.where.y += where.y;
        page.problems.push_back(std::move(pr));
    }
    const std::size_t first = page.items.size();
    for (SceneItem& it : s.items) {
        it.clip = it.clip ? Rect::from_edges(std::max(it.clip->left(), where.left()),
                                             std::max(it.clip->top(), where.top()),
                                             std::min(it.clip->right(), where.right()),
                                             std::min(it.clip->bottom(), where.bottom()))
                          : where;
        if (it.clip->empty()) it.clip = Rect{where.x, where.y, 0, 0};
        // Text that the clip would cut shows in collisions() as crossing the edge.
        if (it.payload.text() && !it.container) it.container = where;
        it.group = it.group < 0 ? group_base() : group_base() + 1 + it.group;
        it.owner = block_name() + ": " + it.owner;
        page.items.push_back(std::move(it));
    }
    live().placed.push_back({where, first, page.items.size()});
    return *this;
}

Page& Page::text(Point at, const std::string& text, const TextStyle& style, const TextLayout& layout) {
    SceneItem it;
    it.footprint = Footprint::text;
    it.kind = "page text";
    it.group = -1;
    SceneText t = place(at, text, style, layout);
    it.owner = "page text \"" + short_text(t.text.plain) + "\"";
    it.payload = std::move(t);
    live().scene.items.push_back(std::move(it));
    return *this;
}

Rect Page::text_bounds(Point at, const std::string& text, const TextStyle& style,
                     const TextLayout& layout) const {
    return place(at, text, style, layout).quad().bounds();
}

Page& Page::line(Point from, Point to, StrokeStyle stroke) {
    if (!(stroke.width > 0) || !std::isfinite(stroke.width)) throw Error("page line: width must be positive");
    SceneItem it;
    it.kind = "page line";
    it.owner = "page line";
    ScenePath p;
    p.points = {from, to};
    p.stroke = stroke;
    it.payload = std::move(p);
    live().scene.items.push_back(std::move(it));
    return *this;
}

Page& Page::rectangle(const Rect& r, std::optional<Color> fill) { return rectangle(r, std::move(fill), std::nullopt); }

Page& Page::rectangle(const Rect& r, std::optional<Color> fill, std::optional<StrokeStyle> stroke) {
    check_rect(r, "rectangle");
    SceneItem it;
    it.kind = "page rectangle";
    it.owner = "page rectangle";
    ScenePath p = rect_path(r);
    p.fill = fill;
    p.stroke = stroke;
    p.join = LineJoin::miter;
    it.payload = std::move(p);
    live().scene.items.push_back(std::move(it));
    return *this;
}

void Page::draw(cairo_t* cr) const {
    if (!cr) throw Error("page draw: no cairo context");
    const Scene& page = live().scene;
    render_into(cr, page, {0, 0, page.page.width, page.page.height});
}

Page::Page(Size size, Color background, std::shared_ptr<const TextEngine> engine) {
    if (!(size.width > 0) || !(size.height > 0) || !std::isfinite(size.width) || !std::isfinite(size.height))
        throw Error("page size must be positive and finite");
    s_.reset(new State{Scene{}, 0, std::move(engine), {}});
    live().scene.page = size;
    live().scene.background = background;
}

Page::Page(const Page& other) : s_(new State(other.live())) {}

Page::Page(Page&&) noexcept = default;

Page& Page::operator=(const Page& other) {
    if (this != &other) s_.reset(new State(other.live()));  // the copy is made first: if it fails, nothing changed
    return *this;
}

Page& Page::operator=(Page&&) noexcept = default;
Page::~Page() = default;

auto Page::live() const -> const State& {
    if (!s_) throw Error("this Page was moved from; use the page it was moved to");
    return *s_;
}

auto Page::live() -> State& { return const_cast<State&>(std::as_const(*this).live()); }

Size Page::size() const { return live().scene.page; }

const Scene& Page::scene() const { return live().scene; }

std::vector<Collision> Page::collisions() const {
    std::vector<Collision> out = find_collisions(live().scene);
    // A figure placed over an earlier one hides what it covers (its
    // background is opaque by default): each covered mark, text or frame of
    // the earlier figure is a collision. The per-item check cannot see it,
    // as backgrounds are not judged.
    const auto& placed = live().placed;
    for (std::size_t j = 1; j < placed.size(); ++j)
        for (std::size_t i = 0; i < j; ++i) {
            const Rect both = detail::overlap_rect(placed[i].where, placed[j].where);
            if (both.width < 0.5 || both.height < 0.5) continue;  // side by side, or touching
            for (std::size_t k = placed[i].first; k < placed[i].end && out.size() < max_listed_collisions; ++k) {
                const SceneItem& it = live().scene.items[k];
                if (it.footprint == Footprint::none) continue;
                const Rect hidden = detail::overlap_rect(detail::overlap_rect(it.bounds(), *it.clip), placed[j].where);
                if (hidden.width > 0.01 && hidden.height > 0.01)
                    out.push_back({it.owner, "figure " + std::to_string(j + 1) + ", placed over it", hidden});
            }
        }
    return out;
}

int Page::group_base() const { return live().blocks * 10000; }

std::string Page::block_name() const { return "figure " + std::to_string(live().blocks); }

void Page::check_rect(const Rect& r, const char* what) {
    if (!std::isfinite(r.x) || !std::isfinite(r.y) || !std::isfinite(r.width) || !std::isfinite(r.height) ||
        r.empty())
        throw Error(std::string("page ") + what + ": the rectangle must be finite and non-empty");
}

ScenePath Page::rect_path(const Rect& r) {
    ScenePath p;
    p.points = {{r.left(), r.top()}, {r.right(), r.top()}, {r.right(), r.bottom()}, {r.left(), r.bottom()}};
    p.closed = true;
    return p;
}

std::string Page::short_text(const std::string& s) {
    std::string first = s.substr(0, s.find('\n'));
    return first.size() > 40 ? first.substr(0, 37) + "..." : first;
}

SceneText Page::place(Point at, const std::string& text, const TextStyle& style, const TextLayout& layout) const {
    if (!std::isfinite(at.x) || !std::isfinite(at.y)) throw Error("page text: position is not finite");
    if (!(style.size > 0) || !std::isfinite(style.size)) throw Error("page text: font size must be positive");
    if (layout.wrap_width < 0 || !std::isfinite(layout.wrap_width))
        throw Error("page text: wrap width must be 0 (no wrapping) or positive");
    const std::string markup = layout.markup ? text : math_to_markup(text);
    const MeasuredText& m = live().engine->measure(markup, style, layout.align, layout.wrap_width);
    return place_text(m, at, layout.align, layout.valign, layout.angle, style.color);
}

Document::Document(Metadata metadata) : metadata_(std::move(metadata)) {}

Document& Document::metadata(Metadata m) { metadata_ = std::move(m); return *this; }

const Metadata& Document::metadata() const { return metadata_; }

std::size_t Document::page_count() const { return pages_.size(); }

bool Document::empty() const { return pages_.empty(); }

const Page& Document::operator[](std::size_t i) const {
    if (i >= pages_.size())
        throw Error("document: no page " + std::to_string(i) + " (it has " + std::to_string(pages_.size()) + ")");
    return pages_[i];
}

Page& Document::operator[](std::size_t i) { return const_cast<Page&>(std::as_const(*this)[i]); }

Document& Document::add(const Figure& figure) { return add(figure, figure.size()); }

Document& Document::add(const Figure& figure, Size page_size) {
    Page p(page_size, Color{1, 1, 1}, engine());
    p.place(figure, {0, 0, page_size.width, page_size.height});
    pages_.push_back(std::move(p));
    return *this;
}

Document& Document::add(Page p) {
    pages_.push_back(std::move(p));
    return *this;
}

Page& Document::page(Size size, Color background) {
    pages_.push_back(Page(size, background, engine()));
    return pages_.back();
}

void Document::save(const std::string& path, const SaveOptions& options) const {
    save(path, format_from_path(path), options);
}

void Document::save(const std::string& path, Format format, const SaveOptions& options) const {
    write_file_atomically(path, to_bytes(format, options, "\"" + path + "\""),
                          options.sync_to_disk ? detail::Sync::yes : detail::Sync::no);
}

std::string Document::to_bytes(Format format, SaveOptions options, const std::string& what) const {
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

const std::shared_ptr<const TextEngine>& Document::engine() {
    if (!engine_) engine_ = std::make_shared<TextEngine>();
    return engine_;
}

}  // namespace sqfig
