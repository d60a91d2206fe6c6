// The implementation of sqfig/axis.hpp.
#include "sqfig/axis.hpp"

#include <algorithm>
#include <exception>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>
#include "sqfig/artists/artist.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/scale.hpp"
#include "sqfig/scale/tick_formatter.hpp"
#include "sqfig/style.hpp"
#include "sqfig/text/math_parser.hpp"
#include "sqfig/text/text_placement.hpp"

namespace sqfig {

TickLabels& TickLabels::rotate(double degrees) {
    if (!std::isfinite(degrees)) throw Error("tick labels: rotation must be a finite number of degrees");
    angle_ = degrees;
    return *this;
}

std::optional<HAlign> TickLabels::align() const { return ha_; }

TickLabels& TickLabels::size(double pt) { size_ = detail::checked_size(pt, "tick label size"); return *this; }

struct Axis::State {
    Scale scale;
    std::optional<double> lo, hi;
    std::optional<std::vector<double>> tick_at;
    std::vector<std::string> tick_text;  // markup
    std::string label;  // markup
    std::optional<Color> color;
    std::optional<Color> grid_color;
    std::optional<double> grid_width, grid_alpha;
    std::optional<TickFormatter> formatter;
};

Axis::Axis(AxisSide side) : side_(side), s_(new State) {}

Axis::Axis(const Axis& o)
    : side_(o.side_), margin_(o.margin_), inverted_(o.inverted_), tick_labels_(o.tick_labels_),
      tick_labels_visible_(o.tick_labels_visible_), grid_major_(o.grid_major_), grid_minor_(o.grid_minor_),
      s_(new State(*o.s_)) {}

Axis::Axis(Axis&& o) noexcept = default;

Axis& Axis::operator=(const Axis& o) {
    if (this != &o) *this = Axis(o);
    return *this;
}

Axis& Axis::operator=(Axis&& o) noexcept = default;

Axis::~Axis() = default;

const Scale& Axis::scale() const { return s_->scale; }

std::optional<double> Axis::lower_limit() const { return s_->lo; }

std::optional<double> Axis::upper_limit() const { return s_->hi; }

const std::optional<std::vector<double>>& Axis::fixed_ticks() const { return s_->tick_at; }

bool Axis::has_label() const { return !s_->label.empty(); }

Axis& Axis::scale(Scale s) { s_->scale = std::move(s); return *this; }

Axis& Axis::limits(std::optional<double> lo, std::optional<double> hi) {
    if ((lo && !std::isfinite(*lo)) || (hi && !std::isfinite(*hi)))
        throw Error(std::string(letter()) + " limits must be finite");
    if (lo && hi && !(*lo < *hi)) throw Error(std::string(letter()) + " limits must have low < high");
    s_->lo = lo;
    s_->hi = hi;
    return *this;
}

Axis& Axis::margin(double m) {
    if (!(m >= 0 && m <= 100)) throw Error(std::string(letter()) + " margin must be between 0 and 100");
    margin_ = m;
    return *this;
}

TickLabels& Axis::ticks(std::vector<double> at, std::vector<std::string> labels) {
    if (!labels.empty() && labels.size() != at.size())
        throw Error(std::to_string(at.size()) + " " + letter() + " tick positions but " +
                    std::to_string(labels.size()) + " labels");
    for (std::size_t i = 0; i < at.size(); ++i)
        if (!std::isfinite(at[i]))
            throw Error(std::string(letter()) + " tick " + std::to_string(i) + " is not finite");
    std::vector<std::string> markup;
    markup.reserve(labels.size());
    for (const std::string& s : labels) markup.push_back(math_to_markup(s));  // may throw: nothing changed yet
    s_->tick_text = std::move(markup);
    s_->tick_at = std::move(at);
    return tick_labels_;
}

Axis& Axis::auto_ticks() {
    s_->tick_at.reset();
    s_->tick_text.clear();
    return *this;
}

Axis& Axis::label(const std::string& s) { s_->label = math_to_markup(s); return *this; }

Axis& Axis::color(Color c) {
    s_->color = checked_color(c, std::string(letter()) + " axis colour");
    return *this;
}

Axis& Axis::grid(bool major, bool minor) {
    grid_major_ = major;
    grid_minor_ = minor;
    return *this;
}

Axis& Axis::grid_style(Color c, double width, double alpha) {
    const std::string what = std::string(letter()) + " grid";
    const Color checked = checked_color(c, what + " colour");
    const double w = detail::checked_width(width, what + " width");
    checked_alpha(alpha, what);
    s_->grid_color = checked;
    s_->grid_width = w;
    s_->grid_alpha = alpha;
    return *this;
}

Axis& Axis::formatter(TickFormatter f) { s_->formatter = std::move(f); return *this; }

Axis& Axis::formatter(TickFormatter::Function fn) { return formatter(TickFormatter::function(std::move(fn))); }

bool Axis::horizontal() const { return side_ == AxisSide::bottom || side_ == AxisSide::top; }

void Axis::validate() const {
    if (s_->lo && !s_->scale.accepts(*s_->lo))
        throw Error(std::string(letter()) + " limit " + detail::shortest(*s_->lo) + " cannot be shown on a " +
                    s_->scale.name() + " axis (a log axis needs positive limits)");
    if (s_->hi && !s_->scale.accepts(*s_->hi))
        throw Error(std::string(letter()) + " limit " + detail::shortest(*s_->hi) + " cannot be shown on a " +
                    s_->scale.name() + " axis");
}

std::pair<double, double> Axis::view(bool has, double dmin, double dmax, bool sticky_zero) const {
    const Scale& s = s_->scale;
    double lo = has ? s.forward(dmin) : 0.0;
    double hi = has ? s.forward(dmax) : 1.0;
    if (!std::isfinite(hi - lo))  // each end a double, the distance between them not
        throw Error(std::string(letter()) + " data from " + detail::shortest(dmin) + " to " + detail::shortest(dmax) +
                    " spans more than the largest double, which no axis can draw: scale the data", ErrorKind::data);
    if (hi - lo <= 1e-12 * std::max(1.0, std::abs(lo))) std::tie(lo, hi) = s.widen_single_value(lo);
    const double span = hi - lo;
    const bool stick_low = sticky_zero && s.accepts(0) && has && dmin == 0;
    const double low_margin = stick_low ? 0.0 : margin_;
    double t0 = s_->lo ? s.forward(*s_->lo) : lo - low_margin * span;
    double t1 = s_->hi ? s.forward(*s_->hi) : hi + margin_ * span;
    // Margins must not leave the doubles: 10^-339 would underflow to 0 on a
    // log axis, and 1e308 + margin overflows on a linear one.
    const double tmin = s.forward(s.lowest());
    const double tmax = s.forward(std::numeric_limits<double>::max());
    t0 = std::clamp(t0, tmin, tmax);
    t1 = std::clamp(t1, tmin, tmax);
    // Data near both ends of the doubles (0 .. 1e308, or one value at 1e308
    // widened) fits, but not with full margins: shrink them to the room left.
    if (!std::isfinite(t1 - t0) && !s_->lo && !s_->hi) {
        const double data_lo = has ? s.forward(dmin) : lo, data_hi = has ? s.forward(dmax) : hi;
        const double room = std::max(0.0, 0.49 * (tmax - (data_hi - data_lo)));
        t0 = std::max(t0, data_lo - room);
        t1 = std::min(t1, data_hi + room);
    }
    if (!(t1 > t0)) {
        const double d = std::max(1.0, std::abs(t0) * 1e-6);
        if (t0 + d <= tmax) t1 = t0 + d;
        else t0 = t1 - d;
    }
    // Both ends are doubles, but the distance between them may not be one
    // (-1.7e308 .. 1.7e308): no point could be placed between them.
    if (!std::isfinite(t1 - t0))
        throw Error(std::string(letter()) + " axis from " + detail::shortest(s.inverse(t0)) + " to " +
                    detail::shortest(s.inverse(t1)) +
                    " spans more than the largest double, which no axis can draw: set narrower limits or scale the data", ErrorKind::data);
    return {t0, t1};
}

std::vector<Tick> Axis::ticks_for(double t0, double t1, double length_pt, double font, std::string* offset) const {
    if (t0 > t1) std::swap(t0, t1);
    if (offset) offset->clear();
    std::vector<Tick> out;
    // The view's ends are inside the doubles, but their inverse may round
    // past them (log10(DBL_MAX) back through pow is inf): keep them inside.
    const double lo = std::max(s_->scale.inverse(t0), s_->scale.lowest());
    const double hi = std::min(s_->scale.inverse(t1), std::numeric_limits<double>::max());
    if (s_->tick_at) {
        for (std::size_t i = 0; i < s_->tick_at->size(); ++i) {
            Tick t;
            t.value = (*s_->tick_at)[i];
            if (!s_->tick_text.empty()) t.label = s_->tick_text[i];
            out.push_back(t);
        }
        if (s_->tick_text.empty() && dynamic_cast<const LinearScale*>(&s_->scale.transform())) {
            // Formatted together, as matplotlib's ScalarFormatter formats fixed
            // ticks: {0, 15} -> "0", "15"; {0, 0.5, 1} -> "0.0", "0.5", "1.0".
            const std::vector<std::string> texts = linear_tick_labels(*s_->tick_at);
            for (std::size_t i = 0; i < out.size(); ++i) out[i].label = texts[i];
        } else if (s_->tick_text.empty()) {  // positions fixed, texts from the scale's own ticks
            const std::vector<Tick> auto_ticks = s_->scale.ticks(lo, hi, 50);
            for (Tick& t : out) {
                t.label = s_->scale.format(t.value);
                for (const Tick& at : auto_ticks)
                    if (at.major && std::abs(at.value - t.value) <= 1e-9 * std::max(1.0, std::abs(t.value)))
                        t.label = at.label;
            }
        }
    } else {
        // Clamp in floating point: the quotient may be huge or NaN before clamping.
        const double fit = length_pt / (font * 3.2);
        const int max_major = fit >= 9 ? 9 : fit >= 3 ? static_cast<int>(fit) : 3;
        out = s_->scale.ticks(lo, hi, max_major);
        if (offset) *offset = s_->scale.offset_text(lo, hi, max_major);
    }
    const double tol = 1e-9 * (t1 - t0);
    out.erase(std::remove_if(out.begin(), out.end(),
                             [&](const Tick& t) {
                                 if (!s_->scale.accepts(t.value)) return true;
                                 const double v = s_->scale.forward(t.value);
                                 return v < t0 - tol || v > t1 + tol;
                             }),
              out.end());
    return out;
}

std::vector<Tick> Axis::visible_ticks(const AxesFrame& f, const Style& style, std::string* offset) const {
    const bool h = horizontal();
    const double t0 = h ? f.x0 : f.y0, t1 = h ? f.x1 : f.y1;
    const double font = tick_labels_.font_size() > 0 ? tick_labels_.font_size() : style.tick_label_size;
    std::string scale_offset;  // the scale's own (dates), kept unless a formatter relabels
    std::vector<Tick> ticks = ticks_for(t0, t1, h ? f.plot.width : f.plot.height * 1.6, font, &scale_offset);
    if (offset) offset->clear();
    if (s_->formatter && (!s_->tick_at || s_->tick_text.empty())) {  // labels the user wrote win
        // Every tick the scale labels (a log axis over one decade labels minor ones too).
        auto labelled = [](const Tick& t) { return t.major || !t.label.empty(); };
        std::vector<double> values;
        for (const Tick& t : ticks)
            if (labelled(t)) values.push_back(t.value);
        std::vector<std::string> texts;
        try {
            texts = s_->formatter->labels(values);
            if (texts.size() != values.size()) throw Error("gave " + std::to_string(texts.size()) + " labels for " +
                                                           std::to_string(values.size()) + " ticks");
            if (s_->formatter->user_text())
                for (std::string& t : texts) t = math_to_markup(t);
        } catch (const std::exception& e) {
            // The user's exception stays reachable (std::rethrow_if_nested), as
            // for every callback (detail/user_code.hpp).
            std::throw_with_nested(Error(std::string(letter()) + " axis " + s_->formatter->name() + " formatter: " + e.what(),
                                         ErrorKind::callback));
        } catch (...) {
            std::throw_with_nested(Error(std::string(letter()) + " axis " + s_->formatter->name() +
                                             " formatter: threw an exception that is not a std::exception",
                                         ErrorKind::callback));
        }
        std::size_t k = 0;
        for (Tick& t : ticks)
            if (labelled(t)) t.label = texts[k++];
    } else if (!scale_offset.empty() && offset) {
        *offset = scale_offset;
    } else if ((!s_->tick_at || s_->tick_text.empty()) && offset) {  // labels the user wrote keep their factor
        *offset = take_out_common_factor(ticks);
    }
    return ticks;
}

void Axis::emit_grid(std::vector<SceneItem>& out, const AxesFrame& f, const Style& style) const {
    if (!has_grid()) return;
    const std::vector<Tick> ticks = visible_ticks(f, style);
    const Color c = s_->grid_color.value_or(style.grid_color);
    const double alpha = s_->grid_alpha.value_or(style.grid_alpha);
    const StrokeStyle stroke{c.with_alpha(c.a * alpha), s_->grid_width.value_or(style.grid_width)};
    StrokeStyle minor_stroke = stroke;  // minor lines: half as wide, so the majors still read
    minor_stroke.width /= 2;
    const bool h = horizontal();
    auto grid_line = [&](double v, bool major) {
        const double pos = h ? f.page_x(v) : f.page_y(v);
        SceneItem it;
        it.kind = major ? "grid line" : "minor grid line";
        it.group = f.group;
        it.owner = f.owner + " " + letter() + " grid";
        it.clip = f.plot;
        ScenePath path;
        path.points = h ? std::vector<Point>{{pos, f.plot.top()}, {pos, f.plot.bottom()}}
                        : std::vector<Point>{{f.plot.left(), pos}, {f.plot.right(), pos}};
        path.stroke = major ? stroke : minor_stroke;
        it.payload = std::move(path);
        out.push_back(std::move(it));
    };
    bool any_minor = false;
    for (const Tick& t : ticks) {
        any_minor = any_minor || !t.major;
        if (t.major ? grid_major_ : grid_minor_) grid_line(t.value, t.major);
    }
    if (grid_minor_ && !any_minor)
        for (double v : auto_minor(ticks, h ? f.x0 : f.y0, h ? f.x1 : f.y1)) grid_line(v, false);
}

void Axis::emit(std::vector<SceneItem>& out, const AxesFrame& f, const Style& style, const TextMeasurer& engine,
              bool show_tick_labels) const {
    const Rect& p = f.plot;
    const bool h = horizontal();
    // A point `outward` points away from the plot, at `pos` along the axis.
    auto along = [&](double pos, double outward) {
        switch (side_) {
            case AxisSide::bottom: return Point{pos, p.bottom() + outward};
            case AxisSide::top: return Point{pos, p.top() - outward};
            case AxisSide::left: return Point{p.left() - outward, pos};
            case AxisSide::right: return Point{p.right() + outward, pos};
        }
        return Point{};
    };
    // How far a box reaches out from the plot on this side.
    auto outward_of = [&](const Rect& b) {
        switch (side_) {
            case AxisSide::bottom: return b.bottom() - p.bottom();
            case AxisSide::top: return p.top() - b.top();
            case AxisSide::left: return p.left() - b.left();
            case AxisSide::right: return b.right() - p.right();
        }
        return 0.0;
    };
    auto page_pos = [&](double v) { return h ? f.page_x(v) : f.page_y(v); };
    const Color text_color = s_->color.value_or(style.text_color);
    const Color tick_color = s_->color.value_or(style.spine_color);

    TextStyle ts;
    ts.family = style.font_family;
    ts.size = tick_labels_.font_size() > 0 ? tick_labels_.font_size() : style.tick_label_size;
    const double angle = tick_labels_.angle();
    const HAlign natural = side_ == AxisSide::left ? HAlign::right : side_ == AxisSide::right ? HAlign::left : HAlign::center;
    const HAlign ha = tick_labels_.align().value_or(natural);
    const VAlign va = side_ == AxisSide::bottom ? VAlign::top : side_ == AxisSide::top ? VAlign::bottom : VAlign::center;
    std::string offset;
    const std::vector<Tick> ticks = visible_ticks(f, style, &offset);
    const bool labels_on = show_tick_labels && tick_labels_visible_;

    // Upright labels under the plot wider than the space between ticks wrap to it.
    double slot = std::numeric_limits<double>::infinity();
    if (h && angle == 0)
        for (std::size_t i = 1; i < ticks.size(); ++i)
            if (!ticks[i].label.empty() && !ticks[i - 1].label.empty())
                slot = std::min(slot, std::abs(page_pos(ticks[i].value) - page_pos(ticks[i - 1].value)) - 4);

    std::vector<SceneItem> labels;
    for (const Tick& t : ticks) {
        const double pos = page_pos(t.value);
        const double len = t.major ? style.major_tick_length : style.minor_tick_length;
        const double width = t.major ? style.major_tick_width : style.minor_tick_width;
        if (side_ == AxisSide::bottom || side_ == AxisSide::right) line(out, f, tick_color, along(pos, 0), along(pos, len), width);
        else line(out, f, tick_color, along(pos, len), along(pos, 0), width);
        if (t.label.empty() || !labels_on) continue;
        const HAlign measure_align = h ? ha : natural;
        const MeasuredText* m = &engine.measure(t.label, ts, measure_align);
        if (m->width > slot && slot > 4 * ts.size) m = &engine.measure(t.label, ts, measure_align, slot);
        SceneItem it = item(f, "tick label", std::string(letter()) + " tick label \"" + m->plain + "\"");
        it.role = Role::tick_label;
        it.payload = place_text(*m, along(pos, style.major_tick_length + style.tick_label_pad), ha, va, angle, text_color);
        labels.push_back(std::move(it));
    }
    if (!s_->tick_at) thin_overlapping(labels);
    double reach = style.major_tick_length;  // how far the tick labels reach out from the plot
    for (SceneItem& it : labels) {
        reach = std::max(reach, outward_of(it.payload.text()->quad().bounds()));
        out.push_back(std::move(it));
    }

    // The common factor, once at the axis end (matplotlib's offset text):
    // x at the right end below the tick labels; y above the plot's top corner.
    std::optional<Rect> offset_box;
    if (!offset.empty() && labels_on && !labels.empty()) {
        const MeasuredText& m = engine.measure(offset, ts, HAlign::left);
        SceneItem it = item(f, "offset text", std::string(letter()) + " offset text \"" + m.plain + "\"");
        it.role = Role::offset_text;
        switch (side_) {
            case AxisSide::bottom:
                it.payload = place_text(m, {p.right(), p.bottom() + reach + 1}, HAlign::right, VAlign::top, 0, text_color);
                break;
            case AxisSide::top:
                it.payload = place_text(m, {p.right(), p.top() - reach - 1}, HAlign::right, VAlign::bottom, 0, text_color);
                break;
            case AxisSide::left:
                it.payload = place_text(m, {p.left(), p.top() - 3}, HAlign::left, VAlign::bottom, 0, text_color);
                break;
            case AxisSide::right:
                it.payload = place_text(m, {p.right(), p.top() - 3}, HAlign::right, VAlign::bottom, 0, text_color);
                break;
        }
        offset_box = it.payload.text()->quad().bounds();
        out.push_back(std::move(it));
    }

    if (s_->label.empty()) return;
    TextStyle ls;
    ls.family = style.font_family;
    ls.size = style.label_size;
    const MeasuredText& m = engine.measure(s_->label, ls);
    SceneItem it = item(f, "axis label", std::string(letter()) + " label \"" + m.plain + "\"");
    it.role = Role::axis_label;
    if (offset_box && h) {  // below (above) the offset text where they would meet
        const double c = p.center().x;
        if (offset_box->left() < c + m.width / 2 + 4) reach = std::max(reach, outward_of(*offset_box));
    }
    const Point at = along(h ? p.center().x : p.center().y, reach + style.axis_label_pad);
    switch (side_) {
        case AxisSide::bottom: it.payload = place_text(m, at, HAlign::center, VAlign::top, 0, text_color); break;
        case AxisSide::top: it.payload = place_text(m, at, HAlign::center, VAlign::bottom, 0, text_color); break;
        case AxisSide::left: it.payload = place_text(m, at, HAlign::right, VAlign::center, 90, text_color); break;
        case AxisSide::right: it.payload = place_text(m, at, HAlign::left, VAlign::center, 90, text_color); break;
    }
    out.push_back(std::move(it));
}

SceneItem Axis::item(const AxesFrame& f, const char* kind, const std::string& what) {
    SceneItem it;
    it.footprint = Footprint::text;
    it.kind = kind;
    it.group = f.group;
    it.owner = f.owner + " " + what;
    return it;
}

void Axis::line(std::vector<SceneItem>& out, const AxesFrame& f, Color color, Point a, Point b, double width) {
    SceneItem it;
    it.role = Role::tick;
    it.kind = "tick";
    it.group = f.group;
    it.owner = f.owner + " spine/tick";
    ScenePath path;
    path.points = {a, b};
    path.stroke = StrokeStyle{color, width};
    it.payload = std::move(path);
    out.push_back(std::move(it));
}

void Axis::thin_overlapping(std::vector<SceneItem>& labels) {
    for (int round = 0; round < 6; ++round) {
        bool overlap = false;
        for (std::size_t i = 1; i < labels.size() && !overlap; ++i)
            overlap = labels[i - 1].payload.text()->quad().intersects(labels[i].payload.text()->quad(), -1.5);
        if (!overlap) return;
        std::vector<SceneItem> kept;
        for (std::size_t i = 0; i < labels.size(); i += 2) kept.push_back(std::move(labels[i]));
        labels = std::move(kept);
    }
}

std::string Axis::take_out_common_factor(std::vector<Tick>& ticks) {
    // Zero has no factor ("0", or "0.0" beside "2.5x10^6").
    auto zero_text = [](const std::string& label) { return label.find_first_of("123456789") == std::string::npos; };
    const std::string times = detail::kTimesSign;
    std::string suffix;
    int with = 0;
    for (const Tick& t : ticks) {
        if (!t.major || t.label.empty() || zero_text(t.label)) continue;
        const std::size_t at = t.label.find(times + "10<sup>");
        if (at == std::string::npos || at == 0) return {};
        const std::string s = t.label.substr(at);
        if (s.back() != '>' || (with > 0 && s != suffix)) return {};
        suffix = s;
        ++with;
    }
    if (with == 0) return {};
    for (Tick& t : ticks)
        if (t.major && t.label.size() > suffix.size() && !zero_text(t.label))
            t.label.erase(t.label.size() - suffix.size());
    return suffix;
}

std::vector<double> Axis::auto_minor(const std::vector<Tick>& ticks, double t0, double t1) const {
    std::vector<double> major;
    for (const Tick& t : ticks)
        if (t.major) major.push_back(s_->scale.forward(t.value));
    if (major.size() < 2) return {};
    const double step = major[1] - major[0];
    if (!(step > 0)) return {};
    for (std::size_t i = 2; i < major.size(); ++i)
        if (std::abs(major[i] - major[i - 1] - step) > 1e-6 * step) return {};
    const double lead = step / std::pow(10.0, std::floor(std::log10(step)));
    const int n = std::abs(lead - 2) < 1e-6 ? 4 : 5;
    if (t0 > t1) std::swap(t0, t1);
    std::vector<double> out;
    const double first = major.front() - step * std::ceil((major.front() - t0) / step);
    for (double m = first; m <= t1 + 1e-9 * step; m += step)
        for (int k = 1; k < n; ++k) {
            const double v = m + step * k / n;
            if (v >= t0 && v <= t1) out.push_back(s_->scale.inverse(v));
        }
    return out;
}

}  // namespace sqfig
