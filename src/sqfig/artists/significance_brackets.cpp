// The implementation of sqfig/artists/significance_brackets.hpp.
//
// Why the scene, not the other artists' data extents: an extent is one range
// per artist (a box plot's covers all its boxes), and the things a bracket
// must clear are as drawn, not as data: error-bar caps, bar labels, fliers,
// marker radii, a violin's kernel tails. The axes' earlier artists have
// emitted their items into `out` before this one emits, in page points, the
// unit the gaps are given in (so a log axis needs nothing of its own). The
// texts are data-anchored at the point each bracket's height comes from, so
// the axes layout's room-making raises the y limit until they fit.
#include "sqfig/artists/significance_brackets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numeric>
#include <optional>

#include "sqfig/scene.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

namespace {

double checked_p(double p, const char* who) {
    if (!(p >= 0 && p <= 1))
        throw Error(std::string(who) + ": a p-value must be between 0 and 1, not " + detail::shortest(p));
    return p;
}

// Something drawn, as far as a bracket over it is concerned: a box (a
// marker, a text, an image) or a path segment a-b (a.x <= b.x) with its
// stroke's half width, and the page y of the data point its top hangs from
// (`anchored`: a marker's centre, a bar label's bar end; else the top itself).
struct Top {
    Point a, b;
    double half = 0;      // a segment's half stroke width; a box's is in a/b
    bool segment = false;
    bool anchored = false;
    double anchor = 0;
    double ceiling = -std::numeric_limits<double>::infinity();  // the top of its clip
};

// Page points turned so that "up" is where brackets stack: as they are for
// brackets over vertical groups, (y, -x) for horizontal ones (right is up).
struct Turn {
    bool horizontal;
    Point operator()(Point p) const { return horizontal ? Point{p.y, -p.x} : p; }
    Point back(Point q) const { return horizontal ? Point{-q.y, q.x} : q; }
    Rect operator()(const Rect& r) const {
        return horizontal ? Rect::from_edges(r.top(), -r.right(), r.bottom(), -r.left()) : r;
    }
};

// The tops of everything in `items` a bracket could sit over: path segments,
// markers, texts and images of data marks (not spines, grids or frames), turned.
std::vector<Top> tops_of(const std::vector<SceneItem>& items, int group, Turn turn) {
    std::vector<Top> tops;
    for (const SceneItem& it : items) {
        if (it.group != group || it.figure_level || it.footprint == Footprint::none || it.footprint == Footprint::frame)
            continue;
        Top base;
        const std::optional<Rect> clip = it.clip ? std::optional<Rect>(turn(*it.clip)) : std::nullopt;
        if (clip) base.ceiling = clip->top();
        auto box = [&](const Rect& page, std::optional<double> anchor) {
            const Rect r = turn(page);
            if (clip && (r.right() < clip->left() || r.left() > clip->right() || r.top() > clip->bottom())) return;
            Top t = base;
            t.a = {r.left(), r.top()};
            t.b = {r.right(), r.top()};
            t.anchored = anchor.has_value();
            t.anchor = anchor.value_or(r.top());
            tops.push_back(t);
        };
        if (const SceneText* t = it.payload.text()) {
            box(t->quad().bounds(), it.data_anchored ? std::optional<double>(turn(it.anchor).y) : std::nullopt);
        } else if (const SceneMarker* m = it.payload.marker()) {
            box(m->box().inflated(m->edge_width / 2), turn(m->center).y);
        } else if (const SceneImage* im = it.payload.image()) {
            box(im->dest, std::nullopt);
        } else if (const ScenePath* p = it.payload.path()) {
            const double half = p->stroke ? p->stroke->width / 2 : 0;
            auto segment = [&](Point page_a, Point page_b) {
                const Point a = turn(page_a), b = turn(page_b);
                Top t = base;
                t.segment = true;
                t.half = half;
                t.a = a.x <= b.x ? a : b;
                t.b = a.x <= b.x ? b : a;
                tops.push_back(t);
            };
            for_each_run(*p, [&](const Point* first, const Point* last) {
                if (last - first == 1) segment(*first, *first);
                for (const Point* q = first; q + 1 < last; ++q) segment(q[0], q[1]);
            });
            if (p->closed && p->points.size() > 2) segment(p->points.back(), p->points.front());
        }
        for_each_marker(it, [&](const SceneMarker& m) { box(m.box().inflated(m.edge_width / 2), turn(m.center).y); });
    }
    return tops;
}

// The highest point (least page y) of `t` within page x in [lo, hi], and the
// page y it hangs from; none when it lies outside. A sloped segment is cut at
// the band's edges (a violin's outline, a line through the span).
struct Reach {
    double top, anchor;
    bool anchored;
};

std::optional<Reach> reach_within(const Top& t, double lo, double hi) {
    if (t.b.x + t.half < lo || t.a.x - t.half > hi) return std::nullopt;
    double top = std::min(t.a.y, t.b.y);
    if (t.segment && t.b.x > t.a.x) {  // the line's least y over the part of it in [lo - half, hi + half]
        const double x0 = std::max(t.a.x, lo - t.half), x1 = std::min(t.b.x, hi + t.half);
        const double slope = (t.b.y - t.a.y) / (t.b.x - t.a.x);
        top = std::min(t.a.y + slope * (x0 - t.a.x), t.a.y + slope * (x1 - t.a.x));
    }
    if (t.segment) return Reach{std::max(top - t.half, t.ceiling), std::max(top, t.ceiling), true};
    return Reach{std::max(top, t.ceiling), std::max(t.anchor, t.ceiling), t.anchored};
}

// A bracket sticking out past the plot whose data reaches so far that no
// limit can hold it (the largest double): refused, as the axes layout's room
// making (AxesLayout::make_room, the same formula) would give up on it.
void check_placeable(const AxesFrame& f, const Turn& turn, double anchor, double top, const std::string& who) {
    const Rect plot = turn(f.plot);
    if (top >= plot.top()) return;  // inside already
    const double length = plot.height, d = anchor - top + 2, k = d / length;
    if (!(k < 0.9)) return;  // cannot fit whatever the limit: the collision report says so
    const double page = turn.back({0, anchor}).x, page_y = turn.back({0, anchor}).y;
    const double ta = turn.horizontal ? f.x0 + (page - f.plot.left()) / f.plot.width * (f.x1 - f.x0) : f.y_space_at(page_y);
    const double other = turn.horizontal ? f.x0 : f.y0;
    const double limit = (ta - other * k) / (1 - k);
    if (!std::isfinite(limit) || !std::isfinite(limit - other))
        throw Error(who + ": the data under it reaches so far that no limit can hold the bracket above it",
                    ErrorKind::data);
}

}  // namespace

std::string significance_stars(double p) {
    checked_p(p, "significance_stars");
    // statannotations' default pvalue_thresholds: p <= each cut-off.
    if (p <= 1e-4) return "****";
    if (p <= 1e-3) return "***";
    if (p <= 1e-2) return "**";
    if (p <= 0.05) return "*";
    return "ns";
}

std::string p_value_text(double p) {
    checked_p(p, "p_value_text");
    if (p < 0.001) return "p < 0.001";
    char buf[32];
    std::snprintf(buf, sizeof buf, "p = %.3f", p);
    return buf;
}

SignificanceBrackets::SignificanceBrackets(std::vector<SignificanceBracket> brackets, Color color)
    : color_(checked_color(color, "significance brackets")) {
    std::vector<std::string> markup;
    markup.reserve(brackets.size());
    for (const SignificanceBracket& b : brackets) markup.push_back(math_to_markup(b.text));
    brackets_ = std::move(brackets);
    markup_ = std::move(markup);
}

SignificanceBrackets& SignificanceBrackets::color(Color c) { color_ = checked_color(c, name()); return *this; }

SignificanceBrackets& SignificanceBrackets::line_width(double pt) {
    line_width_ = detail::checked_width(pt, name() + ": line width");
    return *this;
}

SignificanceBrackets& SignificanceBrackets::tip_length(double pt) {
    if (!(pt >= 0 && pt <= 1000)) throw Error(name() + ": tip length must be between 0 and 1000 points");
    tip_ = pt;
    return *this;
}

SignificanceBrackets& SignificanceBrackets::gap(double pt) {
    if (!(pt >= 0 && pt <= 1000)) throw Error(name() + ": gap must be between 0 and 1000 points");
    gap_ = pt;
    return *this;
}

SignificanceBrackets& SignificanceBrackets::horizontal(bool on) {
    horizontal_ = on;
    return *this;
}

SignificanceBrackets& SignificanceBrackets::size(double pt) {
    size_ = detail::checked_size(pt, name() + ": font size");
    return *this;
}

void SignificanceBrackets::validate(const Scale& xs, const Scale& ys) const {
    const Scale& along = horizontal_ ? ys : xs;
    for (std::size_t i = 0; i < brackets_.size(); ++i) {
        const SignificanceBracket& b = brackets_[i];
        const std::string who = name() + ": bracket " + std::to_string(i) + " (" + detail::shortest(b.from) + " to " +
                                detail::shortest(b.to) + ")";
        if (!std::isfinite(b.from) || !std::isfinite(b.to))
            throw Error(who + ": a position is not finite", ErrorKind::data);
        if (!along.accepts(b.from) || !along.accepts(b.to))
            throw Error(who + ": a position is not on the " + along.name() + (horizontal_ ? " y" : " x") + " axis",
                        ErrorKind::data);
        if (b.from == b.to) throw Error(who + ": both ends are at the same position", ErrorKind::data);
        if (b.text.empty()) throw Error(who + ": no text (give stars, \"ns\" or a p-value)", ErrorKind::data);
    }
}

DataExtent SignificanceBrackets::extent(const Scale& xs, const Scale& ys) const {
    DataExtent e;
    for (const SignificanceBracket& b : brackets_)
        for (const double v : {b.from, b.to}) {
            if (horizontal_ && ys.accepts(v)) e.add_y(v);
            if (!horizontal_ && xs.accepts(v)) e.add_x(v);
        }
    return e;
}

void SignificanceBrackets::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const std::size_t n = brackets_.size();
    if (n == 0) return;
    TextStyle style;
    style.family = f.style->font_family;
    style.size = size_ > 0 ? size_ : f.style->annotation_size;
    const double text_offset = 1.5;                 // statannotations' text_offset is 1 point
    const double pad = line_width_ / 2 + 1;         // horizontal clearance of tips and texts
    // Worked out turned (Turn): x along the brackets, y up where they stack.
    const Turn turn{horizontal_};
    const Scale& along = horizontal_ ? f.y_scale : f.x_scale;
    const std::vector<Top> tops = tops_of(out, f.group, turn);

    struct Placed {
        double lo, hi;       // the page x of the two ends
        double band_lo, band_hi;  // what the bracket covers: its line and its text
        double line_y, top;  // the line's page y; the top of the text
        std::optional<double> anchor;
        const MeasuredText* text;
        bool below_view = false;  // what it stands on is all below the plot: not drawn
    };
    std::vector<Placed> placed(n);
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    for (std::size_t i = 0; i < n; ++i) {
        Placed& p = placed[i];
        const double a = horizontal_ ? f.page_y(brackets_[i].from) : f.page_x(brackets_[i].from);
        const double b = horizontal_ ? f.page_y(brackets_[i].to) : f.page_x(brackets_[i].to);
        if (!std::isfinite(a) || !std::isfinite(b))
            throw Error(name() + ": bracket " + std::to_string(i) + " is too far outside the " +
                            (horizontal_ ? "y" : "x") + " limits to be placed",
                        ErrorKind::data);
        p.lo = std::min(a, b);
        p.hi = std::max(a, b);
        p.text = &f.text->measure(markup_[i], style);
        const double mid = (p.lo + p.hi) / 2;
        const double across = horizontal_ ? p.text->height : p.text->width;  // the text along the bracket
        p.band_lo = std::min(p.lo, mid - across / 2) - pad;
        p.band_hi = std::max(p.hi, mid + across / 2) + pad;
    }
    // Shorter spans lower, as statannotations stacks them; ties in the order
    // given. Spans are compared in scale space, where neighbouring integer
    // positions are exactly 1 apart (on the page they differ in the last bits).
    std::vector<double> span(n);
    for (std::size_t i = 0; i < n; ++i)
        span[i] = std::abs(along.forward(brackets_[i].to) - along.forward(brackets_[i].from));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t i, std::size_t j) { return span[i] < span[j]; });
    for (std::size_t k = 0; k < n; ++k) {
        Placed& p = placed[order[k]];
        // On the highest thing under it, even below the view: a bracket over
        // data a fixed limit hides (or that lies in a lower band of a broken
        // axis) is hidden with it, not drawn on the plot's floor. Over nothing, on the floor.
        const double plot_floor = turn(f.plot).bottom();
        double floor = std::numeric_limits<double>::infinity();
        std::optional<double> anchor;
        auto consider = [&](double top, std::optional<double> from) {
            if (top < floor) {
                floor = top;
                anchor = from;
            }
        };
        for (const Top& t : tops)
            if (const std::optional<Reach> r = reach_within(t, p.band_lo, p.band_hi))
                consider(r->top, r->anchored ? std::optional<double>(r->anchor) : std::nullopt);
        for (std::size_t j = 0; j < k; ++j) {
            const Placed& q = placed[order[j]];
            if (q.band_hi >= p.band_lo && q.band_lo <= p.band_hi) consider(q.top, q.anchor);
        }
        if (floor == std::numeric_limits<double>::infinity()) floor = plot_floor;
        p.below_view = floor > plot_floor;
        p.line_y = floor - gap_ - tip_ - line_width_ / 2;
        const double tall = horizontal_ ? p.text->width : p.text->height;  // the text across the bracket
        p.top = std::min(p.line_y - line_width_ / 2 - text_offset - tall, p.line_y - line_width_ / 2);
        p.anchor = anchor;
        if (anchor) check_placeable(f, turn, *anchor, p.top, name() + ": bracket " + std::to_string(order[k]));
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Placed& p = placed[i];
        if (p.below_view) continue;
        const std::string which = " bracket " + std::to_string(i);
        SceneItem line = item(f, Footprint::segments, "significance bracket");
        line.owner = f.owner + which;
        ScenePath path;
        for (const Point q : {Point{p.lo, p.line_y + tip_}, Point{p.lo, p.line_y}, Point{p.hi, p.line_y},
                              Point{p.hi, p.line_y + tip_}})
            path.points.push_back(turn.back(q));
        path.stroke = StrokeStyle{color_, line_width_};
        path.join = LineJoin::miter;
        line.payload = std::move(path);
        out.push_back(std::move(line));

        SceneItem text = item(f, Footprint::text, "significance text");
        text.owner = f.owner + which + " text \"" + p.text->plain + "\"";
        const double mid = (p.lo + p.hi) / 2;
        const Point at = turn.back({mid, p.line_y - line_width_ / 2 - text_offset});
        text.payload = horizontal_ ? place_text(*p.text, at, HAlign::left, VAlign::center, 0, color_)
                                   : place_text(*p.text, at, HAlign::center, VAlign::bottom, 0, color_);
        if (p.anchor) {  // the layout moves the upper limit until the text fits beyond this point
            text.data_anchored = true;
            text.anchor = turn.back({mid, *p.anchor});
        }
        out.push_back(std::move(text));
    }
}

}  // namespace sqfig
