// Fuzz target: a chart built from fuzzed data. The bytes are decoded into a
// small program: figure size and style, a grid of up to 2 x 2 axes, and per
// axes a list of operations (bars, lines, texts, boxes, arrows, scales,
// limits, fixed ticks, labels, legends...) with values that include NaN,
// +-inf, denormals, +-1e308, zero and negatives (on log axes too), empty and
// single-point series, thousands of bars and long label strings. The figure
// is then laid out (collisions()) and rendered to PDF (or SVG / PS).
// Invariants: sqfig::Error is the one expected rejection (from a setter, the
// layout or the output); any other exception, crash, hang, leak or UB report
// is a bug. A successful render starts with the format's magic bytes.
//
// Budgets keep one execution fast: at most ~3000 points per series and
// 6000 in all, strings up to 2000 bytes, 160 texts, 100 fixed ticks per axis.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include <sqfig/sqfig.hpp>

#include "common.hpp"
#include "../../support/style.hpp"

namespace sqfig_fuzz {

namespace chart_detail {

/// Reads the fuzz bytes front to back; past the end everything reads as 0.
class Reader {
public:
    Reader(const std::uint8_t* d, std::size_t n) : d_(d), n_(n) {}
    bool done() const { return i_ >= n_; }
    std::uint8_t u8() { return i_ < n_ ? d_[i_++] : 0; }
    std::uint16_t u16() { return static_cast<std::uint16_t>(u8() | (u8() << 8)); }
    bool flag() { return (u8() & 1) != 0; }
    std::size_t below(std::size_t n) { return n == 0 ? 0 : (n <= 256 ? u8() % n : u16() % n); }
    double raw_double() {
        std::uint64_t bits = 0;
        for (int k = 0; k < 8; ++k) bits |= static_cast<std::uint64_t>(u8()) << (8 * k);
        double v;
        std::memcpy(&v, &bits, sizeof v);
        return v;
    }
    /// A value: mostly interesting specials and small numbers, sometimes raw bits.
    double value() {
        static const double special[] = {
            std::numeric_limits<double>::quiet_NaN(),
            std::numeric_limits<double>::infinity(),
            -std::numeric_limits<double>::infinity(),
            std::numeric_limits<double>::denorm_min(),
            -std::numeric_limits<double>::denorm_min(),
            std::numeric_limits<double>::min(),
            1e308,
            -1e308,
            std::numeric_limits<double>::max(),
            -std::numeric_limits<double>::max(),
            0.0,
            -0.0,
            1e-300,
            1e300,
            0.5,
            2048.57,
            1e-9,
            1e15,
            -1.0,
            1.0 + 1e-15,
        };
        constexpr std::size_t n_special = sizeof special / sizeof special[0];
        const std::uint8_t k = u8();
        if (k < n_special) return special[k];
        if (k < 160) return static_cast<double>(static_cast<int>(k) - 90) / (k & 1 ? 4.0 : 1.0);
        if (k < 200) return std::pow(10.0, static_cast<double>(static_cast<int>(u8()) - 128) / 4.0);
        return raw_double();
    }
    /// A string: raw bytes, or a generated long / math / multi-line text.
    std::string text(std::size_t max_bytes) {
        static const char* pieces[] = {
            "FP16", "SQ water-fill (b=3)", "$d_{\\rm eff}$", "$\\alpha^{2}_{i}$", "\n", " ", "W",
            "$\\frac{a}{b}$", "$\\sqrt{x}$", "&<>\"'", "\xce\xb1\xe2\x86\x92", "$10^{-3}$", "a_b^c", "\\$",
            "$\\left( x \\right)$", "$\\text{long text}$", "\xf0\x9f\x98\x80", "\t", "\xe2\x80\x8b",
        };
        constexpr std::size_t n_pieces = sizeof pieces / sizeof pieces[0];
        const std::uint8_t mode = u8() % 4;
        std::string s;
        if (mode == 0) {  // raw bytes
            const std::size_t len = std::min<std::size_t>(below(64), max_bytes);
            for (std::size_t k = 0; k < len && !done(); ++k) s += static_cast<char>(u8());
        } else if (mode == 1) {  // a piece repeated up to max_bytes
            const std::string p = pieces[u8() % n_pieces];
            const std::size_t reps = below(2001);
            while (s.size() + p.size() <= max_bytes && reps > 0 && s.size() < reps * p.size()) s += p;
        } else {  // a few pieces
            const std::size_t count = 1 + u8() % 6;
            for (std::size_t k = 0; k < count && s.size() < max_bytes; ++k) s += pieces[u8() % n_pieces];
            if (s.size() > max_bytes) s.resize(max_bytes);
        }
        return s;
    }

private:
    const std::uint8_t* d_;
    std::size_t n_;
    std::size_t i_ = 0;
};

struct Budget {
    std::size_t points = 6000;
    std::size_t texts = 160;
};

/// A series of n values: read one by one, or a generated ramp / geometric
/// progression (cheap thousands of values) with a few specials sprinkled in.
inline std::vector<double> series(Reader& in, std::size_t n) {
    std::vector<double> v;
    v.reserve(n);
    const std::uint8_t mode = in.u8() % 4;
    if (mode == 0) {
        for (std::size_t i = 0; i < n; ++i) v.push_back(in.value());
        return v;
    }
    const double a = in.value(), b = in.value();
    for (std::size_t i = 0; i < n; ++i) {
        const double t = static_cast<double>(i);
        if (mode == 1) v.push_back(a + b * t);
        else if (mode == 2) v.push_back(a * std::pow(std::fabs(b) > 0 ? std::fabs(b) : 2.0, t));
        else v.push_back(a + b * std::sin(t));
    }
    const std::size_t sprinkle = in.u8() % 4;
    for (std::size_t k = 0; k < sprinkle && n > 0; ++k) v[in.below(n)] = in.value();
    return v;
}

inline std::size_t count(Reader& in, Budget& budget) {
    static const std::size_t sizes[] = {0, 1, 2, 3, 5, 8, 40, 3000};
    std::size_t n = in.u8() % 2 ? sizes[in.u8() % 8] : in.below(3001);
    n = std::min(n, budget.points);
    budget.points -= n;
    return n;
}

inline sqfig::Scale scale(Reader& in) {
    static const double bases[] = {10, 2, 2.718281828459045, 1.0000001, 1e300, 1.5, 0.5, 1.0, -10};
    if (in.u8() % 2 == 0) return sqfig::LinearScale{};
    return sqfig::LogScale{bases[in.u8() % 9]};  // bases <= 1 throw sqfig::Error
}

inline std::optional<double> maybe(Reader& in) {
    if (in.u8() % 3 == 0) return std::nullopt;
    return in.value();
}

inline sqfig::Color color(Reader& in) {
    static const char* specs[] = {"#1f4e79", "#0a8a3a", "red", "#fff", "#00000000", "not-a-colour", "#12345"};
    const std::uint8_t k = in.u8();
    if (k < 200) return specs[k % 7];  // the bad ones throw sqfig::Error
    return sqfig::Color{in.value(), in.value(), in.value(), in.value()};
}

inline sqfig::HAlign halign(Reader& in) { return static_cast<sqfig::HAlign>(in.u8() % 3); }
inline sqfig::VAlign valign(Reader& in) { return static_cast<sqfig::VAlign>(in.u8() % 4); }

inline void one_op(Reader& in, sqfig::Axes& ax, Budget& budget, std::vector<sqfig::Box*>& boxes) {
    switch (in.u8() % 16) {
        case 0:
        case 1: {  // bars
            const std::size_t n = count(in, budget);
            std::vector<double> x = series(in, n), h = series(in, n);
            if (in.u8() % 8 == 0 && n > 0) x.pop_back();  // length mismatch
            sqfig::Bars& b = ax.bars(std::move(x), std::move(h));
            const std::uint8_t opts = in.u8();
            if (opts & 1) b.width(in.value());
            if (opts & 2) b.offset(in.value());
            if (opts & 4) b.label(in.text(200));
            if (opts & 8) b.color(color(in));
            if (opts & 16) b.edge(color(in), in.value());
            if (opts & 32) {
                std::vector<sqfig::Color> cs;
                const std::size_t k = in.u8() % 2 ? b.size() : in.below(8);
                for (std::size_t i = 0; i < k; ++i) cs.push_back(i < 4 ? color(in) : sqfig::Color{0.2, 0.3, 0.4});
                b.colors(std::move(cs));
            }
            break;
        }
        case 2:
        case 3: {  // line
            const std::size_t n = count(in, budget);
            std::vector<double> x = series(in, n), y = series(in, n);
            if (in.u8() % 8 == 0) y.push_back(1.0);
            sqfig::Line& l = ax.line(std::move(x), std::move(y));
            const std::uint8_t opts = in.u8();
            if (opts & 1) l.width(in.value());
            if (opts & 2) l.marker(static_cast<sqfig::MarkerShape>(in.u8() % 4));
            if (opts & 4) l.marker_size(in.value());
            if (opts & 8) l.label(in.text(200));
            if (opts & 16) l.dashed({in.value(), in.value()});
            if (opts & 32) l.mask_nonpositive(in.flag());
            if (opts & 64) l.simplify(in.value());
            if (opts & 128) l.color(color(in));
            break;
        }
        case 4:
        case 5: {  // text
            if (budget.texts == 0) break;
            --budget.texts;
            const sqfig::Point at{in.value(), in.value()};
            sqfig::Text& t = ax.text(at, in.text(2000), static_cast<sqfig::Coords>(in.u8() % 3));
            const std::uint8_t opts = in.u8();
            if (opts & 1) t.align(halign(in), valign(in));
            if (opts & 2) t.size(in.value());
            if (opts & 4) t.rotate(in.value());
            if (opts & 8) t.wrap(in.value());
            if (opts & 16) t.bold(in.flag()).italic(in.flag());
            if (opts & 32) t.color(color(in));
            break;
        }
        case 6: ax.x_scale(scale(in)); break;
        case 7: ax.y_scale(scale(in)); break;
        case 8: {
            const auto lo = maybe(in), hi = maybe(in);
            if (in.flag()) ax.x_limits(lo, hi);
            else ax.y_limits(lo, hi);
            break;
        }
        case 9: {  // fixed ticks
            const std::size_t n = in.below(101);
            std::vector<double> at = series(in, n);
            std::vector<std::string> labels;
            const std::uint8_t mode = in.u8() % 3;
            if (mode > 0) {
                const std::size_t k = mode == 1 ? n : in.below(8);
                for (std::size_t i = 0; i < k && budget.texts > 0; ++i, --budget.texts) labels.push_back(in.text(300));
            }
            sqfig::TickLabels& tl = in.flag() ? ax.x_ticks(std::move(at), std::move(labels))
                                              : ax.y_ticks(std::move(at), std::move(labels));
            if (in.flag()) tl.rotate(in.value());
            if (in.flag()) tl.size(in.value());
            if (in.flag()) tl.align_right();
            break;
        }
        case 10: {
            if (budget.texts == 0) break;
            --budget.texts;
            const std::uint8_t which = in.u8() % 3;
            std::string s = in.text(2000);
            if (which == 0) ax.title(std::move(s), in.flag() ? in.value() : 0);
            else if (which == 1) ax.x_label(std::move(s));
            else ax.y_label(std::move(s));
            break;
        }
        case 11: {
            sqfig::Legend& lg = ax.legend();
            lg.location(static_cast<sqfig::LegendLocation>(in.u8() % 13));
            const std::uint8_t opts = in.u8();
            if (opts & 1) lg.columns(static_cast<int>(in.u8()) - 2);
            if (opts & 2) lg.font_size(in.value());
            if (opts & 4) lg.frame(in.flag());
            if (opts & 8) lg.frame_alpha(in.value());
            break;
        }
        case 12: {  // rectangle or box
            const sqfig::Rect r{in.value(), in.value(), in.value(), in.value()};
            if (in.flag()) {
                ax.rectangle(r, color(in)).label(in.text(100));
            } else if (budget.texts > 0) {
                --budget.texts;
                sqfig::Box& b = ax.box(r, in.text(500));
                if (in.flag()) b.text_size(in.value());
                if (in.flag()) b.padding(in.value(), in.value());
                if (in.flag()) b.fill(color(in));
                boxes.push_back(&b);
            }
            break;
        }
        case 13: {  // arrow
            sqfig::Arrow* a = nullptr;
            if (boxes.size() >= 2 && in.flag())
                a = &ax.arrow(*boxes[in.below(boxes.size())], *boxes[in.below(boxes.size())]);
            else
                a = &ax.arrow({in.value(), in.value()}, {in.value(), in.value()});
            if (in.flag()) a->width(in.value());
            if (in.flag()) a->head(in.value(), in.value());
            break;
        }
        case 14: ax.margins(in.value(), in.value()); break;
        case 15: {
            const std::uint8_t k = in.u8();
            if (k & 1) ax.spines(k & 2, k & 4, k & 8, k & 16);
            if (k & 32) ax.axis_off();
            if (k & 64) ax.x_tick_labels().rotate(in.value()).size(in.value());
            if (k & 128) ax.y_tick_labels().align_left();
            break;
        }
    }
}

}  // namespace chart_detail

inline int chart_one_input(const std::uint8_t* data, std::size_t size) {
    using namespace chart_detail;
    Reader in(data, size);
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    static const sqfig::Size sizes[] = {sqfig::inches(7.2, 3.0), sqfig::inches(3.5, 2.6), {50, 40}, {10, 10},
                                        {1, 1}, {3000, 200}, {200, 3000}, {0, 100}};
    try {
        const std::uint8_t head = in.u8();
        sqfig::Size page = sizes[head % 8];
        if (head & 8) page = {in.value(), in.value()};  // non-finite / non-positive sizes throw
        sqfig::Style style = (head & 16) ? sqfig_test::paper_style() : sqfig::Style::matplotlib();
        if (head & 32) style.font_size = style.tick_label_size = in.value();
        sqfig::Figure fig{page, style};
        const int rows = 1 + in.u8() % 2, cols = 1 + in.u8() % 2;
        sqfig::GridOptions grid_options;
        if (in.u8() % 4 == 0) grid_options.width_ratios = {in.value(), in.value()};
        auto grid = fig.grid(rows, cols, grid_options);
        Budget budget;
        std::vector<sqfig::Box*> boxes;
        const std::size_t ops = in.u8() % 24;
        for (std::size_t k = 0; k < ops && !in.done(); ++k) {
            sqfig::Axes& ax = grid(static_cast<int>(in.below(static_cast<std::size_t>(rows))),
                                   static_cast<int>(in.below(static_cast<std::size_t>(cols))));
            if (boxes.size() > 0 && in.u8() % 4 == 0) boxes.clear();  // boxes of other axes stay usable too
            one_op(in, ax, budget, boxes);
        }
        (void)fig.collisions();
        const std::uint8_t fmt = in.u8() % 8;
        const sqfig::Format format = fmt == 6 ? sqfig::Format::svg : fmt == 7 ? sqfig::Format::ps : sqfig::Format::pdf;
        sqfig::SaveOptions options;
        options.tight = in.u8() % 4 == 0;
        const std::string bytes = fig.to_bytes(format, options);
        const char* magic = format == sqfig::Format::pdf ? "%PDF-" : format == sqfig::Format::ps ? "%!PS" : "<?xml";
        if (bytes.compare(0, std::strlen(magic), magic) != 0)
            violated(std::string("to_bytes did not write a ") + magic + " file", input);
    } catch (const sqfig::Error&) {
        // The expected rejection path.
    }
    return 0;
}

}  // namespace sqfig_fuzz
