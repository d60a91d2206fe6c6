// The implementation of sqfig/artists/pie.hpp.
//
// Angles follow matplotlib's Axes.pie to the bit: turns accumulate from
// startangle / 360, each wedge spans 360 × (min, max) of its two ends, its
// middle is at π × (theta1 + theta2). The page geometry is the plot's: the
// pie is centred in it with radius 1 = half the shorter side / 1.25.
//
// Outside texts (labels, and percentages that do not fit their wedge) are
// placed per side: sorted by where matplotlib would put them, then stacked
// with the least squared movement (pool-adjacent-violators over the
// required spacing), then pushed out until clear of the pie's disc. A text
// that moved gets a leader from its wedge's edge.
#include "sqfig/artists/pie.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "sqfig/scene.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/text/math_text.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

namespace {


std::string pie_index(const char* what, std::size_t i) { return std::string(what) + "[" + std::to_string(i) + "]"; }

void require_per_wedge(std::size_t got, std::size_t n, const char* what) {
    if (got != n)
        throw Error("pie: " + std::string(what) + ": " + std::to_string(got) + " given for " + std::to_string(n) +
                        " values (one per value)",
                    ErrorKind::data);
}

// Checks a printf format holding exactly one floating conversion and returns it.
std::string checked_pct_format(const std::string& fmt) {
    int conversions = 0;
    for (std::size_t i = 0; i < fmt.size(); ++i) {
        if (fmt[i] != '%') continue;
        if (i + 1 < fmt.size() && fmt[i + 1] == '%') {
            ++i;
            continue;
        }
        std::size_t j = i + 1;
        while (j < fmt.size() && std::string("-+ #0").find(fmt[j]) != std::string::npos) ++j;
        std::size_t digits = 0;
        while (j < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[j]))) ++j, ++digits;
        bool ok = digits <= 2;
        if (j < fmt.size() && fmt[j] == '.') {
            ++j;
            std::size_t prec = 0;
            while (j < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[j]))) ++j, ++prec;
            ok = ok && prec <= 2;
        }
        ok = ok && j < fmt.size() && std::string("fFeEgG").find(fmt[j]) != std::string::npos;
        if (!ok)
            throw Error("pie: autopct \"" + fmt + "\": a conversion must be %[flags][width][.precision] f, e or g "
                        "(width and precision below 100; \"%%\" for a percent sign)");
        ++conversions;
        i = j;
    }
    if (conversions != 1)
        throw Error("pie: autopct \"" + fmt + "\": needs exactly one conversion such as %.1f, not " +
                    std::to_string(conversions));
    return fmt;
}

// A wedge's place on the page.
struct WedgeGeom {
    double a1 = 0, a2 = 0;  // degrees, a1 <= a2
    double mid = 0;         // radians
    Point c;                // its (exploded) centre, page points
};

Point polar(Point c, double r, double rad) { return {c.x + r * std::cos(rad), c.y - r * std::sin(rad)}; }

// Whether page point q lies inside the ring sector of `w` from r_in to r_out,
// `pad` points clear of its straight edges (of its neighbours).
bool in_sector(Point q, const WedgeGeom& w, double r_in, double r_out, double pad) {
    const double dx = q.x - w.c.x, dy = w.c.y - q.y;
    const double r = std::hypot(dx, dy);
    if (r > r_out || r < r_in) return false;
    const double span = w.a2 - w.a1;
    if (span >= 360) return true;
    double phi = std::atan2(dy, dx) * 180 / pi - w.a1;
    phi = std::fmod(phi, 360.0);
    if (phi < 0) phi += 360;
    if (phi > span) return false;
    // Clear of both straight edges by `pad`.
    for (const double a : {w.a1, w.a2}) {
        const double rad = a * pi / 180;
        const double along = dx * std::cos(rad) + dy * std::sin(rad);
        const double across = std::abs(dx * std::sin(rad) - dy * std::cos(rad));
        if (along > 0 && across < pad) return false;
    }
    return true;
}

bool rect_in_sector(const Rect& b, const WedgeGeom& w, double r_in, double r_out, double pad) {
    constexpr int steps = 8;
    for (int k = 0; k <= steps; ++k) {
        const double t = static_cast<double>(k) / steps;
        const double x = b.left() + t * b.width, y = b.top() + t * b.height;
        for (const Point q : {Point{x, b.top()}, Point{x, b.bottom()}, Point{b.left(), y}, Point{b.right(), y}})
            if (!in_sector(q, w, r_in, r_out, pad)) return false;
    }
    return true;
}

// One text outside the pie.
struct Outside {
    std::size_t wedge = 0;
    const MeasuredText* text = nullptr;
    std::string plain;
    Point natural;    // matplotlib's anchor: the text's inner side, centred vertically
    double y = 0;     // the stacked centre
    bool right = true;
};

// Stacks texts (sorted top to bottom by natural y) with least squared
// movement so that neighbours are `gap` apart (pool adjacent violators),
// then keeps them between page y `lo` and `hi` (the plot's top and bottom).
void stack(std::vector<Outside>& side, double gap, double lo, double hi) {
    const std::size_t m = side.size();
    if (m == 0) return;
    std::vector<double> off(m), space(m, 0);  // each centre below the first's, when packed tight
    for (std::size_t k = 1; k < m; ++k) space[k] = (side[k - 1].text->height + side[k].text->height) / 2 + gap;
    // More than the plot's height holds: closer (they overlap, and the
    // collision check says so) rather than past the plot, which the layout
    // would shrink to make room.
    const double room = hi - lo - (side.front().text->height + side.back().text->height) / 2;
    const double need = std::accumulate(space.begin(), space.end(), 0.0);
    if (need > room && need > 0)
        for (double& sp : space) sp *= std::max(0.0, room) / need;
    off[0] = 0;
    for (std::size_t k = 1; k < m; ++k) off[k] = off[k - 1] + space[k];
    struct Block {
        std::size_t first, last;
        double sum;  // of natural y - off over the block
        double top() const { return sum / static_cast<double>(last - first + 1); }
    };
    std::vector<Block> blocks;
    for (std::size_t k = 0; k < m; ++k) {
        blocks.push_back({k, k, side[k].natural.y - off[k]});
        // In packed coordinates (y - off) the centres must not decrease.
        while (blocks.size() > 1 && blocks.back().top() < blocks[blocks.size() - 2].top()) {
            const Block b = blocks.back();
            blocks.pop_back();
            blocks.back() = Block{blocks.back().first, b.last, blocks.back().sum + b.sum};
        }
    }
    for (const Block& b : blocks)
        for (std::size_t k = b.first; k <= b.last; ++k) side[k].y = b.top() + off[k];
    for (std::size_t k = 0; k < m; ++k)  // down from the top
        side[k].y = std::max(side[k].y, k == 0 ? lo + side[0].text->height / 2 : side[k - 1].y + space[k]);
    for (std::size_t k = m; k-- > 0;)  // up from the bottom
        side[k].y = std::min(side[k].y, k + 1 == m ? hi - side[k].text->height / 2 : side[k + 1].y - space[k + 1]);
    for (std::size_t k = 1; k < m; ++k) side[k].y = std::max(side[k].y, side[k - 1].y + space[k]);
}

// An outside text where it goes, and its leader when it moved.
struct Placed {
    const Outside* o = nullptr;
    Rect box;
    bool leader = false;
    Point s, e, q;          // from the wedge's edge out to e, then to q on the text's margin
    bool arc = false;       // e to q would cut across the pie: round it on a ring
    std::size_t ring = 0;
};

double distance_to_segment(Point c, Point a, Point b) {
    const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
    const double t = len2 > 0 ? std::clamp(((c.x - a.x) * dx + (c.y - a.y) * dy) / len2, 0.0, 1.0) : 0;
    return std::hypot(a.x + t * dx - c.x, a.y + t * dy - c.y);
}

// The texts' boxes: their inner side on the label circle at their height
// (matplotlib's anchor when they did not move), at least `clear_of[k]` from
// the centre. On a side where a text moved more than 2 points, all its texts
// line up in one column beyond the farthest of those places, so that leaders
// (to the column's inner edge) pass no other text.
std::vector<Placed> place_outside(const std::vector<Outside>& left, const std::vector<Outside>& right, Point centre,
                                  const std::vector<double>& clear_of, const std::vector<WedgeGeom>& geom,
                                  double r_edge) {
    std::vector<Placed> out;
    for (const std::vector<Outside>* side : {&left, &right}) {
        const std::size_t first = out.size();
        std::vector<double> dxs, natural;
        bool any_moved = false;
        for (const Outside& o : *side) {
            const double h = o.text->height;
            const double natural_dx = (o.right ? 1 : -1) * (o.natural.x - centre.x);
            double dx = natural_dx;
            if (std::abs(o.y - o.natural.y) > 0.5) {
                const double rl = std::hypot(o.natural.x - centre.x, o.natural.y - centre.y);
                const double dy = o.y - centre.y;
                dx = std::sqrt(std::max(0.0, rl * rl - dy * dy));
            }
            // Clear of the pie: the box's nearest height to the centre.
            const double top = o.y - h / 2 - centre.y, bottom = o.y + h / 2 - centre.y;
            const double d = top > 0 ? top : bottom < 0 ? -bottom : 0;
            const double clear = clear_of[first + dxs.size()];
            dx = std::max({dx, std::sqrt(std::max(0.0, clear * clear - d * d)), 2.0});
            any_moved = any_moved || std::hypot(dx - natural_dx, o.y - o.natural.y) > 2;
            dxs.push_back(dx);
            natural.push_back(natural_dx);
        }
        const double column = dxs.empty() ? 0 : *std::max_element(dxs.begin(), dxs.end());
        for (std::size_t k = 0; k < side->size(); ++k) {
            const Outside& o = (*side)[k];
            const double dir = o.right ? 1 : -1;
            const double dx = any_moved ? column : dxs[k];
            const double x_in = centre.x + dir * dx;
            Placed p;
            p.o = &o;
            p.box = Rect{o.right ? x_in : x_in - o.text->width, o.y - o.text->height / 2, o.text->width,
                         o.text->height};
            const WedgeGeom& g = geom[o.wedge];
            p.s = polar(g.c, r_edge + 1.5, g.mid);
            p.e = polar(g.c, r_edge + 4, g.mid);
            p.q = {x_in - dir * 2, o.y};
            // A text that stayed within 2 points of matplotlib's place needs no leader.
            p.leader = std::hypot(dx - natural[k], o.y - o.natural.y) > 2 && dir * (p.q.x - p.e.x) > 0;
            out.push_back(p);
        }
    }
    return out;
}

double angle_about(Point centre, Point q) { return std::atan2(centre.y - q.y, q.x - centre.x); }

// `a` - `from` in (-pi, pi].
double turn_between(double from, double a) {
    double t = a - from;
    while (t > pi) t -= 2 * pi;
    while (t <= -pi) t += 2 * pi;
    return t;
}

// Routes leaders round the pie where a straight run would cut the disc of
// radius `disc`: per side and turning direction, when one must, all of that
// group go on concentric rings, the one starting first along the turn
// outermost, so that it also leaves its ring first and none crosses another.
// Returns the number of rings.
std::size_t assign_rings(std::vector<Placed>& placed, Point centre, double disc) {
    std::size_t most = 0;
    for (Placed& p : placed) p.arc = false;
    for (const bool right : {false, true})
        for (const bool ccw : {false, true}) {
            std::vector<Placed*> group;
            bool needed = false;
            for (Placed& p : placed) {
                if (!p.leader || p.o->right != right) continue;
                if ((turn_between(angle_about(centre, p.s), angle_about(centre, p.q)) > 0) != ccw) continue;
                group.push_back(&p);
                needed = needed || distance_to_segment(centre, p.e, p.q) < disc;
            }
            if (!needed) continue;
            // Start angles measured from the side's middle (left: pi, right: 0).
            const double mid = right ? 0.0 : pi;
            auto start = [&](const Placed* p) { return turn_between(mid, angle_about(centre, p->s)); };
            std::stable_sort(group.begin(), group.end(), [&](const Placed* a, const Placed* b) {
                return ccw ? start(a) < start(b) : start(a) > start(b);
            });
            for (std::size_t k = 0; k < group.size(); ++k) {
                group[k]->arc = true;
                group[k]->ring = group.size() - 1 - k;
            }
            most = std::max(most, group.size());
        }
    return most;
}

// Whether text `t` lies, seen from the centre, within `margin` degrees of arc leader `a`'s run.
bool within_arc(const Placed& a, const Placed& t, Point centre, double margin) {
    const double from = angle_about(centre, a.s);
    double run = angle_about(centre, a.q) - from;
    while (run > pi) run -= 2 * pi;
    while (run < -pi) run += 2 * pi;
    const Point mid{t.o->right ? t.box.left() : t.box.right(), t.box.center().y};
    double at = angle_about(centre, mid) - from;
    while (at > pi) at -= 2 * pi;
    while (at < -pi) at += 2 * pi;
    const double m = margin * pi / 180;
    return run >= 0 ? at >= -m && at <= run + m : at <= m && at >= run - m;
}

// A leader's points: out from the wedge, then straight to the text, or
// round the pie on its ring first.
std::vector<Point> leader_points(const Placed& p, Point centre, double ring) {
    if (!p.arc) return {p.s, p.e, p.q};
    const double from = angle_about(centre, p.s);
    double turn = angle_about(centre, p.q) - from;
    while (turn > pi) turn -= 2 * pi;
    while (turn < -pi) turn += 2 * pi;
    const int steps = std::max(1, static_cast<int>(std::ceil(std::abs(turn) / (6 * pi / 180))));
    std::vector<Point> pts{p.s};
    for (int k = 0; k <= steps; ++k) pts.push_back(polar(centre, ring, from + turn * k / steps));
    pts.push_back(p.q);
    return pts;
}

}  // namespace

Pie::Pie(std::vector<double> values, std::vector<Color> colors) {
    if (values.size() > max_pie_wedges)
        throw Error("pie: values: " + std::to_string(values.size()) + " values, more than the " +
                        std::to_string(max_pie_wedges) + " wedges a pie takes",
                    ErrorKind::data);
    double sum = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double v = values[i];
        if (std::isnan(v))
            throw Error("pie: " + pie_index("values", i) + " is NaN: a wedge needs a size", ErrorKind::data);
        if (std::isinf(v))
            throw Error("pie: " + pie_index("values", i) + " is infinite: a wedge cannot be drawn", ErrorKind::data);
        if (v < 0)
            throw Error("pie: " + pie_index("values", i) + " is negative (" + detail::shortest(v) +
                            "): wedge sizes must be 0 or more",
                        ErrorKind::data);
        sum += v;
    }
    if (!std::isfinite(sum))
        throw Error("pie: values: their sum overflows a double (scale them down)", ErrorKind::data);
    if (!values.empty() && !(sum > 0))
        throw Error("pie: values: all " + std::to_string(values.size()) + " are zero: no wedge to draw",
                    ErrorKind::data);
    if (colors.empty()) throw Error("pie: colors: none given");
    for (Color& c : colors) c = checked_color(c, "pie: colors");
    values_ = std::move(values);
    colors_ = std::move(colors);
}

Pie& Pie::labels(std::vector<std::string> l) {
    require_per_wedge(l.size(), values_.size(), "labels");
    std::vector<std::string> markup;
    markup.reserve(l.size());
    for (const std::string& s : l) markup.push_back(math_to_markup(s));
    labels_ = std::move(l);
    label_markup_ = std::move(markup);
    return *this;
}

Pie& Pie::colors(std::vector<Color> c) {
    require_per_wedge(c.size(), values_.size(), "colors");
    for (Color& col : c) col = checked_color(col, name() + ": colors");
    if (!c.empty()) colors_ = std::move(c);
    return *this;
}

Pie& Pie::explode(std::vector<double> e) {
    require_per_wedge(e.size(), values_.size(), "explode");
    for (std::size_t i = 0; i < e.size(); ++i)
        if (!(e[i] >= 0 && e[i] <= 10))
            throw Error(name() + ": " + pie_index("explode", i) + " is " + detail::shortest(e[i]) +
                        ", not an offset from 0 to 10");
    explode_ = std::move(e);
    return *this;
}

Pie& Pie::start_angle(double deg) {
    if (!std::isfinite(deg)) throw Error(name() + ": start_angle must be finite, not " + detail::shortest(deg));
    start_ = deg;
    return *this;
}

Pie& Pie::counterclock(bool on) {
    counterclock_ = on;
    return *this;
}

Pie& Pie::normalize(bool on) {
    if (!on) {
        const double sum = std::accumulate(values_.begin(), values_.end(), 0.0);
        if (sum > 1)
            throw Error(name() + ": normalize(false): the values sum to " + detail::shortest(sum) +
                            ", more than 1 (a whole pie)",
                        ErrorKind::data);
    }
    normalize_ = on;
    return *this;
}

Pie& Pie::radius(double r) {
    if (!(r >= 0.01 && r <= 10)) throw Error(name() + ": radius must be from 0.01 to 10, not " + detail::shortest(r));
    radius_ = r;
    return *this;
}

Pie& Pie::wedge_width(double w) {
    if (!(w >= 0 && w <= 10)) throw Error(name() + ": wedge_width must be from 0 to 10, not " + detail::shortest(w));
    width_ = w;
    return *this;
}

Pie& Pie::edge(Color c, double width) {
    const Color checked = checked_color(c, name() + ": edge");
    if (!(width >= 0 && width <= 100))
        throw Error(name() + ": edge width must be from 0 to 100 points, not " + detail::shortest(width));
    edge_ = width > 0 ? std::optional<StrokeStyle>(StrokeStyle{checked, width}) : std::nullopt;
    return *this;
}

Pie& Pie::autopct(std::string format) {
    const std::string fmt = checked_pct_format(format);
    autopct_ = [fmt](double pct) {
        char buf[512];
        const int n = std::snprintf(buf, sizeof buf, fmt.c_str(), pct);
        if (n < 0) return std::string();
        return std::string(buf, std::min<std::size_t>(static_cast<std::size_t>(n), sizeof buf - 1));
    };
    return *this;
}

Pie& Pie::autopct(std::function<std::string(double)> format) {
    if (!format) throw Error(name() + ": autopct: the function is empty");
    autopct_ = std::move(format);
    return *this;
}

Pie& Pie::pct_distance(double d) {
    if (!(d >= 0 && d <= 10)) throw Error(name() + ": pct_distance must be from 0 to 10, not " + detail::shortest(d));
    pct_distance_ = d;
    return *this;
}

Pie& Pie::label_distance(std::optional<double> d) {
    if (d && !(*d >= 0 && *d <= 10))
        throw Error(name() + ": label_distance must be from 0 to 10, not " + detail::shortest(*d));
    label_distance_ = d;
    return *this;
}

Pie& Pie::pct_color(Color c) {
    pct_color_ = checked_color(c, name() + ": pct_color");
    return *this;
}

std::vector<double> Pie::fractions() const {
    const double sum = std::accumulate(values_.begin(), values_.end(), 0.0);
    std::vector<double> f(values_);
    if (normalize_)
        for (double& v : f) v /= sum;
    return f;
}

std::vector<std::pair<double, double>> Pie::wedge_angles() const {
    std::vector<std::pair<double, double>> out;
    out.reserve(values_.size());
    double theta1 = start_ / 360.0;
    for (const double frac : fractions()) {
        const double theta2 = counterclock_ ? theta1 + frac : theta1 - frac;
        out.emplace_back(360.0 * std::min(theta1, theta2), 360.0 * std::max(theta1, theta2));
        theta1 = theta2;
    }
    return out;
}

void Pie::validate(const Scale&, const Scale&) const {
    if (!normalize_ && std::accumulate(values_.begin(), values_.end(), 0.0) > 1)
        throw Error(name() + ": normalize(false) with values summing to more than 1", ErrorKind::data);
}

void Pie::emit(std::vector<SceneItem>& out, const AxesFrame& f) const {
    const std::size_t n = values_.size();
    if (n == 0) return;
    const std::vector<std::pair<double, double>> angles = wedge_angles();
    const std::vector<double> frac = fractions();
    const Point centre = f.plot.center();
    const double unit = std::min(f.plot.width, f.plot.height) / 2 / 1.25;  // matplotlib's limits: ±1.25
    const double r_out = radius_ * unit;
    const double r_in = width_ > 0 && width_ < radius_ ? (radius_ - width_) * unit : 0;
    const double edge_half = edge_ ? edge_->width / 2 : 0;
    double reach = 0;  // how far any wedge reaches from the centre
    std::vector<WedgeGeom> geom(n);
    for (std::size_t i = 0; i < n; ++i) {
        WedgeGeom& g = geom[i];
        g.a1 = angles[i].first;
        g.a2 = angles[i].second;
        g.mid = pi * (g.a1 + g.a2) / 360.0;
        const double e = explode_.empty() ? 0 : explode_[i] * unit;
        g.c = polar(centre, e, g.mid);
        if (frac[i] > 0) reach = std::max(reach, e + r_out + edge_half);
    }
    // The wedges.
    for (std::size_t i = 0; i < n; ++i) {
        if (!(frac[i] > 0)) continue;  // a zero-size wedge draws nothing
        const WedgeGeom& g = geom[i];
        const double span = g.a2 - g.a1;
        const int steps = std::max(2, static_cast<int>(std::ceil(std::min(span, 360.0) / 2)));
        ScenePath path;
        path.points.reserve(2 * static_cast<std::size_t>(steps) + 2);
        for (int k = 0; k <= steps; ++k)
            path.points.push_back(polar(g.c, r_out, (g.a1 + std::min(span, 360.0) * k / steps) * pi / 180));
        if (r_in > 0) {
            for (int k = steps; k >= 0; --k)
                path.points.push_back(polar(g.c, r_in, (g.a1 + std::min(span, 360.0) * k / steps) * pi / 180));
        } else if (span < 360) {
            path.points.push_back(g.c);
        }
        path.closed = true;
        path.fill = colors_[i % colors_.size()];
        path.stroke = edge_;
        path.join = LineJoin::miter;
        SceneItem w = item(f, Footprint::area, "wedge " + std::to_string(i));
        const bool named = !labels_.empty() && !labels_[i].empty();
        w.owner = f.owner + " pie wedge " + std::to_string(i) + (named ? " \"" + labels_[i] + "\"" : "");
        w.payload = std::move(path);
        out.push_back(std::move(w));
    }
    TextStyle label_style;
    label_style.family = f.style->font_family;
    label_style.size = f.style->tick_label_size;  // matplotlib: xtick.labelsize
    TextStyle pct_style;
    pct_style.family = f.style->font_family;
    pct_style.size = f.style->annotation_size;
    const Color text_color = f.style->text_color;
    // Percentages: inside when they fit, else outside with the label.
    std::vector<std::string> outside_pct(n);
    for (std::size_t i = 0; i < n && autopct_; ++i) {
        if (!(frac[i] > 0)) continue;
        std::string s;
        try {
            s = autopct_(100.0 * frac[i]);
        } catch (const Error&) {
            throw;
        } catch (const std::exception& e) {
            throw Error(name() + ": autopct threw for wedge " + std::to_string(i) + ": " + e.what(),
                        ErrorKind::callback);
        } catch (...) {
            throw Error(name() + ": autopct threw for wedge " + std::to_string(i), ErrorKind::callback);
        }
        if (s.empty()) continue;
        const MeasuredText& m = f.text->measure(math_to_markup(s), pct_style, HAlign::center);
        const Point at = polar(geom[i].c, pct_distance_ * r_out, geom[i].mid);
        const Rect box{at.x - m.width / 2, at.y - m.height / 2, m.width, m.height};
        // Within its ring, as matplotlib's fit where they fit; clear of the neighbours.
        if (!rect_in_sector(box, geom[i], r_in + edge_half, r_out - edge_half, 1 + edge_half)) {
            outside_pct[i] = s;
            continue;
        }
        SceneItem t = item(f, Footprint::text, "percentage " + std::to_string(i));
        t.owner = f.owner + " pie percentage " + std::to_string(i) + " \"" + m.plain + "\"";
        t.container = box.inflated(0.5);
        t.payload = place_text(m, at, HAlign::center, VAlign::center, 0, pct_color_ ? *pct_color_ : text_color);
        out.push_back(std::move(t));
    }
    // Texts outside: labels, and the percentages that did not fit.
    std::vector<Outside> left, right;
    for (std::size_t i = 0; i < n; ++i) {
        if (!(frac[i] > 0)) continue;
        const bool has_label = label_distance_ && !labels_.empty() && !labels_[i].empty();
        if (!has_label && outside_pct[i].empty()) continue;
        std::string raw = has_label ? labels_[i] : std::string();
        if (!outside_pct[i].empty()) raw = has_label ? raw + " (" + outside_pct[i] + ")" : outside_pct[i];
        Outside o;
        o.wedge = i;
        o.text = &f.text->measure(math_to_markup(raw), label_style, HAlign::left);
        o.plain = raw;
        const double dist = label_distance_.value_or(1.1) * r_out;
        o.natural = polar(geom[i].c, dist, geom[i].mid);
        o.right = o.natural.x - centre.x > 0;  // matplotlib: 'left' aligned when xt > 0
        (o.right ? right : left).push_back(std::move(o));
    }
    const double gap = 1.0;
    for (std::vector<Outside>* side : {&left, &right}) {
        std::stable_sort(side->begin(), side->end(),
                         [](const Outside& a, const Outside& b) { return a.natural.y < b.natural.y; });
        stack(*side, gap, f.plot.top(), f.plot.bottom());
    }
    // Leaders that would cut across the pie go round it on arcs, one ring
    // each (assign_rings, in the order that keeps them from crossing).
    // Rings 2 points apart, closer when there are many: all within 6 points
    // plus 0.3 radius of the pie.
    const double ring0 = reach + 4;
    double ring_step = 2;
    std::vector<Placed> placed;
    // Texts in the way of an arc (within 15 degrees of where one runs) keep
    // outside the outermost ring; the others stay where they are.
    std::vector<double> clear(left.size() + right.size(), reach + 2);
    for (int pass = 0; pass < 3; ++pass) {
        placed = place_outside(left, right, centre, clear, geom, r_out + edge_half);
        const std::size_t now = assign_rings(placed, centre, reach + 1);
        bool changed = false;
        if (now > 0) ring_step = std::min(2.0, (6 + 0.3 * r_out) / static_cast<double>(now));
        const double outer = ring0 + ring_step * static_cast<double>(now) + 2;
        for (std::size_t k = 0; k < placed.size(); ++k)
            for (const Placed& a : placed)
                if (a.arc && clear[k] < outer && within_arc(a, placed[k], centre, 15)) {
                    clear[k] = outer;
                    changed = true;
                }
        if (!changed) break;
    }
    for (const Placed& p : placed) {
        const Outside& o = *p.o;
        const std::string who = "pie label " + std::to_string(o.wedge) + " \"" + o.plain + "\"";
        if (p.leader) {
            SceneItem leader = item(f, Footprint::segments, "leader " + std::to_string(o.wedge));
            leader.owner = f.owner + " " + who + " leader";
            leader.connector = true;
            ScenePath path;
            path.points = leader_points(p, centre, ring0 + ring_step * static_cast<double>(p.ring));
            path.stroke = StrokeStyle{Color{0.4, 0.4, 0.4}, 0.6};
            leader.payload = std::move(path);
            out.push_back(std::move(leader));
        }
        SceneItem t = item(f, Footprint::text, "label " + std::to_string(o.wedge));
        t.owner = f.owner + " " + who;
        t.payload = place_text(*o.text, {p.box.left(), o.y}, HAlign::left, VAlign::center, 0, text_color);
        out.push_back(std::move(t));
    }
}

std::vector<LegendEntry> Pie::legend_entries() const {
    std::vector<LegendEntry> out;
    if (labels_.empty() || label_distance_) return out;  // labels beside the wedges name them already
    const std::vector<double> frac = fractions();
    for (std::size_t i = 0; i < labels_.size(); ++i)
        if (!labels_[i].empty() && frac[i] > 0) out.push_back(patch_entry(labels_[i], colors_[i % colors_.size()]));
    return out;
}

}  // namespace sqfig
