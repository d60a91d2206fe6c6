// The artist conformance suite (issue 46): every built-in artist through the
// hostile-input matrix of sqfig::testing::hostile_cases() on linear and log
// axes, in an inset and on a twin (include/sqfig/testing/conformance.hpp).
//
// One adapter per way of making an artist, each a CONFORMANCE(Class, name,
// names, body) below: `body` adds the artist for a case `c` to `ax` and
// returns it as `Class&`, so the compiler holds each adapter to the class it
// names. registration.conformance_covers_every_artist
// (tests/conformance/every_artist_has_an_adapter.py) fails when a class
// deriving from Artist in include/sqfig/artists/ has no CONFORMANCE line here.
//
// Runs that break the contract today are listed in kKnownFailures with the
// item of issue 46 each one is; they are still run, and printed (Catch2 WARN),
// so the suite is green while the list is the honest state. A run that fails
// and is not listed fails its test case.
#include <catch2/catch.hpp>

#include <sqfig/sqfig.hpp>
#include <sqfig/testing/conformance.hpp>
#include "../support/sanitizers.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

using namespace sqfig;
using sqfig::testing::ConformanceAdapter;
using sqfig::testing::ConformanceContext;
using sqfig::testing::ConformanceOptions;
using sqfig::testing::ConformanceReport;
using sqfig::testing::ConformanceResult;
using sqfig::testing::HostileCase;

namespace {

constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

Values copy(const std::vector<double>& v) { return Values(std::vector<double>(v)); }
std::vector<Values> copies(const std::vector<std::vector<double>>& sets) {
    std::vector<Values> out;
    for (const auto& s : sets) out.push_back(copy(s));
    return out;
}
// The i-th value, NaN when the case has none (an artist of one point given an empty case).
double at(const std::vector<double>& v, std::size_t i) { return i < v.size() ? v[i] : kNoValue; }
// The second value, or the first + 1 for a case of one value.
double second(const std::vector<double>& v) { return v.size() > 1 ? v[1] : at(v, 0) + 1; }
// Brackets between the first three x positions (0-1, 1-2 stacked on it, 0-2 over both).
std::vector<SignificanceBracket> conformance_brackets(const std::vector<double>& x) {
    const double a = at(x, 0), b = second(x), d = x.size() > 2 ? x[2] : b + 1;
    return {{a, b, "*"}, {b, d, "ns"}, {a, d, "p = 0.012"}};
}
std::vector<std::string> texts(std::size_t n) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i) out.push_back("p" + std::to_string(i));
    return out;
}
// A contour grid of two rows of `cols` values: y, then y + 1 (y cut or padded with NaN to cols).
Values two_rows(std::size_t cols, const std::vector<double>& y) {
    std::vector<double> z;
    for (int row = 0; row < 2; ++row)
        for (std::size_t i = 0; i < cols; ++i) z.push_back(at(y, i) + row);
    return Values(std::move(z));
}
int size_or(const HostileCase& c, int fallback) {
    return c.size == 0 ? fallback : static_cast<int>(std::min<std::size_t>(c.size, 2147483647));
}
Colormap sized_map(const HostileCase& c) {
    return Colormap::from_list("conformance", {Color{0.1, 0.2, 0.6}, Color{0.9, 0.8, 0.2}}, {},
                               c.size == 0 ? 256 : c.size);
}

// A run that breaks the contract today: the adapter's name, the case's name
// and the context ("*": every context), with the item of issue 46 it is.
struct KnownFailure {
    const char* artist;
    const char* case_name;
    const char* context;
    const char* issue_item;
};

// Filled from the suite's first run (docs/testing.md has the table).
const std::vector<KnownFailure> kKnownFailures = {
#include "known_failures.inc"
};

const KnownFailure* known(const ConformanceResult& r) {
    for (const KnownFailure& k : kKnownFailures)
        if (r.artist == k.artist && r.case_name == k.case_name &&
            (std::string(k.context) == "*" || to_string(r.context) == k.context))
            return &k;
    return nullptr;
}

std::vector<std::string> split_names(const std::string& s) {
    std::vector<std::string> out;
    std::size_t from = 0;
    for (std::size_t bar; (bar = s.find('|', from)) != std::string::npos; from = bar + 1)
        out.push_back(s.substr(from, bar - from));
    out.push_back(s.substr(from));
    return out;
}

// Runs one adapter through the matrix: unlisted failures fail the case,
// listed ones are printed; SQFIG_CONFORMANCE_REPORT=<folder> writes every
// run to <folder>/<artist>.txt (docs/testing.md's table is made from them).
// The matrix an adapter runs: every case, but the huge size request for an
// adapter that takes no size (it would be a plain data case twice).
// Sanitizer builds (Debug, ASan + UBSan) run several times slower: the time
// bound grows with them, so that only runs without a bound are stopped.
#ifdef SQFIG_TEST_SANITIZED
constexpr double sanitizer_slowdown = 10;
#else
constexpr double sanitizer_slowdown = 1;
#endif

std::vector<HostileCase> cases_for(bool sized) {
    std::vector<HostileCase> out;
    for (HostileCase& c : sqfig::testing::hostile_cases())
        if (sized || c.size == 0) out.push_back(std::move(c));
    return out;
}

void check_artist(const std::string& artist, const std::string& names, bool sized, bool linear_only,
                  const ConformanceAdapter& add, std::vector<ConformanceContext> refused = {}) {
    ConformanceOptions options;
    options.seconds_per_run *= sanitizer_slowdown;
    options.names = split_names(names);
    if (linear_only) options.unsupported = {ConformanceContext::log, ConformanceContext::symlog};
    options.unsupported.insert(options.unsupported.end(), refused.begin(), refused.end());
    const std::vector<HostileCase> cases = cases_for(sized);
    const ConformanceReport report = sqfig::testing::run_conformance(artist, add, cases, options);
    if (const char* dir = std::getenv("SQFIG_CONFORMANCE_REPORT")) {
        std::string file = artist;
        for (char& ch : file)
            if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
        std::ofstream(std::string(dir) + "/" + file + ".txt") << report.text();
    }
    CHECK(report.results.size() == cases.size() * options.contexts.size());
    for (const ConformanceResult& r : report.results) {
        const KnownFailure* k = known(r);
        if (sqfig::testing::conforms(r.outcome)) {
            if (k) WARN("known failure now conforms (remove it from known_failures.inc): " << artist << " | "
                        << r.case_name << " | " << to_string(r.context));
            continue;
        }
        const std::string line = artist + " | " + r.case_name + " | " + to_string(r.context) + " | " +
                                 to_string(r.outcome) + " | " + r.message;
        if (k) {
            WARN("known failure (issue 46: " << k->issue_item << "): " << line);
        } else {
            FAIL_CHECK("conformance: " << line);
        }
    }
}

template <class A, class F>
ConformanceAdapter adapter(F f) {
    return [f](Axes& ax, const HostileCase& c) {
        A& made = f(ax, c);
        (void)made;
    };
}

}  // namespace

// CONFORMANCE: an adapter that takes no size request; CONFORMANCE_SIZED: one
// that reads c.size (bins, colour map entries, points), run through the huge
// size requests too; CONFORMANCE_LINEAR: sized, and refusing log axes as a
// whole (a usage Error there is a refusal).
#define SQFIG_CONFORMANCE_CASE(Class, name, names, sized, linear_only, ...)                              \
    TEST_CASE("conformance: " name, "[conformance]") {                                                \
        check_artist(name, names, sized, linear_only,                                                 \
                     adapter<Class>([](Axes& ax, const HostileCase& c) -> Class& { __VA_ARGS__ }));     \
    }
#define CONFORMANCE(Class, name, names, ...) SQFIG_CONFORMANCE_CASE(Class, name, names, false, false, __VA_ARGS__)
#define CONFORMANCE_SIZED(Class, name, names, ...) SQFIG_CONFORMANCE_CASE(Class, name, names, true, false, __VA_ARGS__)
#define CONFORMANCE_LINEAR(Class, name, names, ...) SQFIG_CONFORMANCE_CASE(Class, name, names, true, true, __VA_ARGS__)

// ---- x/y artists -----------------------------------------------------------
CONFORMANCE(Bars, "bars", "bars", return ax.bars(copy(c.x), copy(c.y)).label("bars");)
CONFORMANCE(Bars, "hbars", "bars", return ax.hbars(copy(c.x), copy(c.y)).label("hbars");)
CONFORMANCE(Line, "line", "line", return ax.line(copy(c.x), copy(c.y)).label("line");)
CONFORMANCE(Scatter, "scatter", "scatter", return ax.scatter(copy(c.x), copy(c.y)).label("scatter");)
CONFORMANCE_SIZED(Scatter, "scatter colour-mapped", "scatter|colormap|colour map",
            Scatter& s = ax.scatter(copy(c.x), copy(c.y));
            s.color_values(copy(c.y)).colormap(sized_map(c));
            return s;)
CONFORMANCE(FilledBand, "band", "band", {
    std::vector<double> hi;
    for (double v : c.y) hi.push_back(v + 1);
    return ax.band(copy(c.x), copy(c.y), Values(std::move(hi))).label("band");
})
CONFORMANCE(FilledBand, "band_x", "band", {
    std::vector<double> right;
    for (double v : c.x) right.push_back(v + 1);
    return ax.band_x(copy(c.y), copy(c.x), Values(std::move(right))).label("band_x");
})
CONFORMANCE(ErrorBars, "error_bars", "error bars",
            ErrorBars& e = ax.error_bars(copy(c.x), copy(c.y));
            if (!c.weights.empty()) e.y_error(copy(c.weights));
            return e.label("error bars");)
CONFORMANCE(PointLabels, "labels", "point labels|labels",
            return ax.labels(copy(c.x), copy(c.y), texts(c.x.size())).label("labels");)
CONFORMANCE(PointLabels, "labels repel", "point labels|labels",
            return ax.labels(copy(c.x), copy(c.y), texts(c.x.size())).repel().label("labels");)
CONFORMANCE(BarLabels, "bar_labels", "bar labels|bars",
            Bars& b = ax.bars(copy(c.x), copy(c.y));
            return ax.bar_labels(b, 2);)
CONFORMANCE(SignificanceBrackets, "significance brackets over bars", "significance brackets|bars|error bars",
            ax.bars(copy(c.x), copy(c.y));
            ax.error_bars(copy(c.x), copy(c.y)).y_error(0.1);
            return ax.significance_brackets(conformance_brackets(c.x));)
CONFORMANCE(SignificanceBrackets, "significance brackets horizontal", "significance brackets|bars",
            ax.hbars(copy(c.x), copy(c.y));
            return ax.significance_brackets(conformance_brackets(c.x)).horizontal();)
CONFORMANCE(SignificanceBrackets, "significance brackets over box plots", "significance brackets|box plot|boxplot",
            ax.boxplot(copies(c.sets));
            return ax.significance_brackets(conformance_brackets({1, 2, 3}));)

// ---- distributions -----------------------------------------------------------
CONFORMANCE_SIZED(Histogram, "hist", "histogram",
            return ax.hist(copy(c.sets.at(0))).bins(size_or(c, 10)).label("hist");)
CONFORMANCE(Histogram, "hist density weighted", "histogram",
            Histogram& h = ax.hist(copy(c.sets.at(0)));
            if (!c.weights.empty()) h.weights(copy(c.weights));
            return h.density().label("hist");)
CONFORMANCE(Histogram, "hist auto rule", "histogram",
            return ax.hist(copy(c.sets.at(0))).bins(BinRule::automatic).label("hist");)
CONFORMANCE(Histogram, "hist stacked sets", "histogram",
            return ax.hist(copies(c.sets)).stacked().labels(texts(c.sets.size()));)
CONFORMANCE(Boxplot, "boxplot", "box plot|boxplot", return ax.boxplot(copies(c.sets)).label("box");)
CONFORMANCE_SIZED(Violin, "violin", "violin",
            Violin& v = ax.violin(copies(c.sets));
            if (c.size) v.points(size_or(c, 100));
            return v.label("violin");)
CONFORMANCE(Ecdf, "ecdf", "ecdf", Ecdf& e = ax.ecdf(copy(c.sets.at(0)));
            e.label("ecdf");
            return e;)
CONFORMANCE(Ecdf, "ecdf weighted", "ecdf",
            EcdfOptions o;
            o.weights = c.weights;
            if (o.weights.size() != c.sets.at(0).size() && c.name != "mismatched lengths") o.weights.clear();
            Ecdf& e = ax.ecdf(copy(c.sets.at(0)), o);
            e.label("ecdf");
            return e;)
CONFORMANCE(Ecdf, "ecdf complementary", "ecdf",
            EcdfOptions o;
            o.complementary = true;
            Ecdf& e = ax.ecdf(copy(c.sets.at(0)), o);
            e.label("ecdf");
            return e;)
CONFORMANCE(StackPlot, "stackplot", "stack plot|stackplot",
            return ax.stackplot(copy(c.x), copies(c.sets)).labels(texts(c.sets.size()));)

// ---- colour-mapped grids -------------------------------------------------------
CONFORMANCE_LINEAR(Heatmap, "heatmap", "heatmap|colormap|colour map",
            return ax.heatmap(copy(c.y), c.y.empty() ? 0 : 1, c.y.size()).colormap(sized_map(c));)
CONFORMANCE_LINEAR(Heatmap, "heatmap + colorbar", "heatmap|colorbar|colormap|colour map",
            Heatmap& h = ax.heatmap(copy(c.y), c.y.empty() ? 0 : 1, c.y.size()).colormap(sized_map(c));
            ax.colorbar(h).label("value");
            return h;)

CONFORMANCE_SIZED(Histogram2d, "hist2d", "hist2d",
            return ax.hist2d(copy(c.x), copy(c.y), size_or(c, 10));)
CONFORMANCE(Histogram2d, "hist2d weighted log + colorbar", "hist2d|colorbar",
            Histogram2dOptions o(8);
            o.weights = c.weights.size() == c.x.size() ? c.weights : std::vector<double>{};
            o.cmin = 1;
            Histogram2d& h = ax.hist2d(copy(c.x), copy(c.y), o).norm(Norm::log());
            ax.colorbar(h).label("count");
            return h;)
CONFORMANCE_SIZED(Hexbin, "hexbin", "hexbin",
            HexbinOptions o;
            if (c.size) {
                o.gridsize_x = size_or(c, 100);
                o.gridsize_y = std::max(1, size_or(c, 100) / 2);
            }
            return ax.hexbin(copy(c.x), copy(c.y), o);)
CONFORMANCE(Hexbin, "hexbin C mean log + colorbar", "hexbin|colorbar",
            HexbinOptions o;
            o.gridsize_x = 20;
            o.C = c.y;
            o.mincnt = 0;
            Hexbin& h = ax.hexbin(copy(c.x), copy(c.y), o).norm(Norm::log());
            ax.colorbar(h).label("mean");
            return h;)

// ---- contours: two rows, the case's y values and the same plus one (levels: the size request) --
CONFORMANCE_SIZED(Contour, "contour", "contour",
            return ax.contour(copy(c.x), Values{1, 2}, two_rows(c.x.size(), c.y)).levels(size_or(c, 7)).level_labels();)
// By index (column 0 at x = 0), a log axis is refused as a whole.
CONFORMANCE_LINEAR(Contour, "contour grid", "contour",
            return ax.contour(two_rows(c.y.size(), c.y), 2, c.y.size()).levels(size_or(c, 7));)
CONFORMANCE_SIZED(Contour, "contourf + colorbar", "contourf|filled contour|colorbar",
            Contour& f = ax.contourf(copy(c.x), Values{1, 2}, two_rows(c.x.size(), c.y)).levels(size_or(c, 7));
            ax.colorbar(f).label("value");
            return f;)

// ---- pie: the case's y values as wedges, one label or offset per x value -------------
CONFORMANCE(Pie, "pie", "pie",
            return ax.pie(copy(c.y)).explode(std::vector<double>(c.x.size(), 0.05)).autopct("%.1f%%").label("pie");)
CONFORMANCE(Pie, "donut labelled", "pie",
            return ax.pie(copy(c.y)).labels(texts(c.x.size())).wedge_width(0.4).start_angle(90).counterclock(false);)

// ---- text, annotations, reference lines, shapes ----------------------------------
CONFORMANCE(Text, "text", "text", return ax.text(Point{at(c.x, 0), at(c.y, 0)}, "text").label("text");)
CONFORMANCE(Annotation, "annotate", "annotation",
            return ax.annotate("note", Point{at(c.x, 0), at(c.y, 0)}, Point{second(c.x), second(c.y)});)
CONFORMANCE(ReferenceLine, "hline", "line", return ax.hline(at(c.y, 0)).label("hline");)
CONFORMANCE(ReferenceLine, "vline", "line", return ax.vline(at(c.x, 0)).label("vline");)
CONFORMANCE(ReferenceSpan, "hspan", "span", return ax.hspan(at(c.y, 0), second(c.y)).label("hspan");)
CONFORMANCE(ReferenceSpan, "vspan", "span", return ax.vspan(at(c.x, 0), second(c.x)).label("vspan");)
CONFORMANCE(Rectangle, "rectangle", "rectangle",
            return ax.rectangle(Rect{at(c.x, 0), at(c.y, 0), second(c.x) - at(c.x, 0), second(c.y) - at(c.y, 0)},
                                Color{0.2, 0.4, 0.8}).label("rectangle");)
CONFORMANCE(Box, "box", "box",
            return ax.box(Rect{at(c.x, 0), at(c.y, 0), second(c.x) - at(c.x, 0), second(c.y) - at(c.y, 0)}, "box");)
CONFORMANCE(Arrow, "arrow", "arrow",
            return ax.arrow(Point{at(c.x, 0), at(c.y, 0)}, Point{second(c.x), second(c.y)}).label("arrow");)

// ---- polar axes (issue 49): the adapter makes the axes polar, which refuses
// twins (twin_x, twin_y) and secondary axes as a whole (a usage Error naming
// polar axes).
#define CONFORMANCE_POLAR(Class, name, names, ...)                                                        \
    TEST_CASE("conformance: " name, "[conformance]") {                                                  \
        check_artist(name, names, false, false,                                                         \
                     adapter<Class>([](Axes& ax, const HostileCase& c) -> Class& { __VA_ARGS__ }),       \
                     {ConformanceContext::twin, ConformanceContext::secondary, ConformanceContext::twin_y});  \
    }
CONFORMANCE_POLAR(PolarLine, "polar line", "polar", return ax.polar().line(copy(c.x), copy(c.y)).label("polar line");)
CONFORMANCE_POLAR(PolarLine, "polar fill", "polar", return ax.polar().fill(copy(c.x), copy(c.y)).label("polar fill");)
CONFORMANCE_POLAR(RadarSeries, "radar", "radar|polar", {
    std::vector<std::string> names;
    for (std::size_t k = 0; k < c.y.size() && k < 1001; ++k) names.push_back("c" + std::to_string(k));
    return ax.polar().categories(std::move(names)).radar(copy(c.y)).label("radar");
})
