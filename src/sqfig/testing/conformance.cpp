// The artist conformance suite (include/sqfig/testing/conformance.hpp): the
// hostile-input matrix, the four contexts, the invariants a scene must meet,
// and the child process that bounds each run's time and memory.
#include "sqfig/testing/conformance.hpp"

#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <exception>
#include <limits>
#include <sstream>
#include <string>
#include <utility>

#include "sqfig/sqfig.hpp"
#include "sqfig/scene.hpp"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SQFIG_CONFORMANCE_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define SQFIG_CONFORMANCE_SANITIZED 1
#endif
#endif

namespace sqfig::testing {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kMax = std::numeric_limits<double>::max();
constexpr double kDenormal = 5e-324;

HostileCase make_case(std::string name, std::vector<double> x, std::vector<double> y,
                      std::vector<std::vector<double>> sets, std::vector<double> weights = {}) {
    HostileCase c;
    c.name = std::move(name);
    c.x = std::move(x);
    c.y = std::move(y);
    c.sets = std::move(sets);
    c.weights = std::move(weights);
    return c;
}

}  // namespace

std::vector<HostileCase> hostile_cases() {
    std::vector<HostileCase> out;
    {
        HostileCase c = make_case("ordinary", {1, 2, 3, 4}, {1, 2, 4, 8}, {{1, 2, 4, 8}, {2, 3, 5, 9}}, {1, 2, 1, 2});
        c.must_draw = true;
        out.push_back(std::move(c));
    }
    out.push_back(make_case("empty", {}, {}, {{}}));
    out.push_back(make_case("one value", {1}, {2}, {{2}}, {1}));
    out.push_back(make_case("all equal", {1, 2, 3, 4}, {3, 3, 3, 3}, {{3, 3, 3, 3}, {3, 3, 3, 3}}, {1, 1, 1, 1}));
    out.push_back(make_case("nan", {1, 2, 3, 4}, {1, kNaN, 3, 4}, {{1, kNaN, 3, 4}, {2, 2, kNaN, 1}}, {1, kNaN, 1, 1}));
    out.push_back(make_case("+inf", {1, 2, 3, 4}, {1, kInf, 3, 4}, {{1, kInf, 3, 4}, {2, 2, kInf, 1}}, {1, kInf, 1, 1}));
    out.push_back(
        make_case("-inf", {1, 2, 3, 4}, {1, -kInf, 3, 4}, {{1, -kInf, 3, 4}, {2, 2, -kInf, 1}}, {1, 1, 1, 1}));
    {
        // Three values within 1e-323 of each other: one page point.
        HostileCase c = make_case("denormals", {kDenormal, 2 * kDenormal, 3 * kDenormal},
                                  {kDenormal, 2 * kDenormal, 3 * kDenormal},
                                  {{kDenormal, 2 * kDenormal, 3 * kDenormal}, {kDenormal, kDenormal, kDenormal}},
                                  {kDenormal, kDenormal, kDenormal});
        c.leaves_room = false;
        out.push_back(std::move(c));
    }
    out.push_back(make_case("DBL_MAX (sums overflow)", {1, 2, 3}, {kMax, kMax, kMax},
                            {{kMax, kMax, kMax}, {kMax, kMax, kMax}}, {kMax, kMax, kMax}));
    out.push_back(make_case("span wider than a double", {-kMax, kMax}, {-kMax, kMax}, {{-kMax, kMax}, {-kMax, kMax}},
                            {1, 1}));
    out.push_back(make_case("negative values", {1, 2, 3}, {-1, -2, -3}, {{-1, -2, -3}, {-3, -2, -1}}, {-1, -1, -1}));
    out.push_back(make_case("weights total 0", {1, 2, 3}, {1, 2, 3}, {{1, 2, 3}, {1, 2, 3}}, {0, 0, 0}));
    out.push_back(
        make_case("non-positive values", {0, 1, 2, 3}, {0, -1, 10, 100}, {{0, -1, 10, 100}, {0, 0, 0, 0}}, {1, 1, 1, 1}));
    out.push_back(make_case("mismatched lengths", {1, 2, 3}, {1, 2}, {{1, 2, 3}, {1, 2}}, {1}));
    {
        // 100 values at one point: labels stacked there, ties everywhere.
        HostileCase c = make_case("100 coincident points", std::vector<double>(100, 1), std::vector<double>(100, 1),
                                  {std::vector<double>(100, 1), std::vector<double>(100, 1)},
                                  std::vector<double>(100, 1));
        c.leaves_room = false;
        out.push_back(std::move(c));
    }
    {
        HostileCase c = make_case("huge size request (1e9)", {1, 2, 3}, {1, 2, 3}, {{1, 2, 3}, {2, 3, 4}}, {1, 1, 1});
        c.size = 1000000000;
        c.error_kind = ErrorKind::usage;
        out.push_back(std::move(c));
    }
    {
        // A bin rule's width from the bulk (0..99), the range to 1e21: ~1e21 bins.
        std::vector<double> v;
        for (int i = 0; i < 100; ++i) v.push_back(i);
        v.push_back(1e21);
        HostileCase c = make_case("outlier at 1e21 (rule asks ~1e21 bins)", v, v, {v, v}, std::vector<double>(v.size(), 1));
        c.leaves_room = false;  // 100 values squeezed into one page point by the outlier
        out.push_back(std::move(c));
    }
    return out;
}

std::string to_string(ConformanceContext c) {
    switch (c) {
    case ConformanceContext::linear: return "linear";
    case ConformanceContext::log: return "log";
    case ConformanceContext::inset: return "inset";
    case ConformanceContext::twin: return "twin";
    case ConformanceContext::symlog: return "symlog";
    case ConformanceContext::secondary: return "secondary";
    case ConformanceContext::twin_y: return "twin_y";
    case ConformanceContext::date: return "date";
    }
    return "?";
}

std::string to_string(ConformanceOutcome o) {
    switch (o) {
    case ConformanceOutcome::drawn: return "drawn";
    case ConformanceOutcome::refused: return "refused";
    case ConformanceOutcome::wrong_error_kind: return "wrong error kind";
    case ConformanceOutcome::unnamed_error: return "unnamed error";
    case ConformanceOutcome::foreign_exception: return "foreign exception";
    case ConformanceOutcome::violation: return "violation";
    case ConformanceOutcome::unbounded: return "unbounded";
    }
    return "?";
}

bool conforms(ConformanceOutcome o) { return o == ConformanceOutcome::drawn || o == ConformanceOutcome::refused; }

std::vector<ConformanceResult> ConformanceReport::failures() const {
    std::vector<ConformanceResult> out;
    for (const ConformanceResult& r : results)
        if (!conforms(r.outcome)) out.push_back(r);
    return out;
}

std::size_t ConformanceReport::count(ConformanceOutcome o) const {
    return static_cast<std::size_t>(
        std::count_if(results.begin(), results.end(), [o](const ConformanceResult& r) { return r.outcome == o; }));
}

bool ConformanceReport::ok() const { return failures().empty(); }

std::string ConformanceReport::text(bool failures_only) const {
    std::ostringstream os;
    for (const ConformanceResult& r : results) {
        if (failures_only && conforms(r.outcome)) continue;
        os << r.artist << " | " << r.case_name << " | " << to_string(r.context) << " | " << to_string(r.outcome);
        if (!r.message.empty()) os << " | " << r.message;
        os << "\n";
    }
    return os.str();
}

namespace {

std::string lower(std::string s) {
    for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

std::string describe_error_kind(ErrorKind k) {
    switch (k) {
    case ErrorKind::usage: return "usage";
    case ErrorKind::data: return "data";
    case ErrorKind::output: return "output";
    case ErrorKind::callback: return "callback";
    }
    return "?";
}

bool finite(double v) { return std::isfinite(v); }
bool finite(Point p) { return finite(p.x) && finite(p.y); }
bool finite(const Rect& r) { return finite(r.x) && finite(r.y) && finite(r.width) && finite(r.height); }

bool same_rgb(const Color& a, const Color& b) {
    return std::fabs(a.r - b.r) < 1e-6 && std::fabs(a.g - b.g) < 1e-6 && std::fabs(a.b - b.b) < 1e-6;
}

// Calls f(Point) for every point an item places: path vertices, marker
// centres, an image's corners, a text's pivot (a data-anchored text's anchor).
template <class F>
void for_each_point(const SceneItem& it, F&& f) {
    if (const ScenePath* p = it.payload.path())
        for (const Point& q : p->points) f(q);
    if (const SceneMarker* m = it.payload.marker()) f(m->center);
    if (const SceneImage* im = it.payload.image()) {
        f(Point{im->dest.left(), im->dest.top()});
        f(Point{im->dest.right(), im->dest.bottom()});
    }
    if (const SceneText* t = it.payload.text()) f(it.data_anchored ? it.anchor : t->pivot);
    for (const SceneMarker& m : it.markers) f(m.center);
    if (it.marker_set)
        for (const Point& q : it.marker_set->centers) f(q);
}

// The first non-finite number an item holds, described; empty when none.
std::string non_finite_in(const SceneItem& it) {
    if (const ScenePath* p = it.payload.path()) {
        for (std::size_t i = 0; i < p->points.size(); ++i)
            if (!finite(p->points[i])) return "path point " + std::to_string(i) + " is not finite";
        if (p->stroke && !finite(p->stroke->width)) return "stroke width is not finite";
        for (double d : p->dashes)
            if (!finite(d)) return "dash length is not finite";
    }
    if (const SceneMarker* m = it.payload.marker())
        if (!finite(m->center) || !finite(m->size)) return "marker is not finite";
    if (const SceneImage* im = it.payload.image())
        if (!finite(im->dest)) return "image rectangle is not finite";
    if (const SceneText* t = it.payload.text()) {
        if (!finite(t->pivot) || !finite(t->offset) || !finite(t->angle_deg)) return "text position is not finite";
        if (!finite(t->text.width) || !finite(t->text.height)) return "text size is not finite";
    }
    for (const SceneMarker& m : it.markers)
        if (!finite(m.center) || !finite(m.size)) return "marker is not finite";
    if (it.marker_set) {
        for (std::size_t i = 0; i < it.marker_set->centers.size(); ++i)
            if (!finite(it.marker_set->centers[i])) return "marker " + std::to_string(i) + " is not finite";
        for (double s : it.marker_set->sizes)
            if (!finite(s)) return "marker size is not finite";
    }
    if (it.clip && !finite(*it.clip)) return "clip rectangle is not finite";
    if (it.container && !finite(*it.container)) return "container is not finite";
    if (it.data_anchored && !finite(it.anchor)) return "anchor is not finite";
    return {};
}

// Whether an item shows anything: some point it places lies inside its clip.
bool visible(const SceneItem& it) {
    bool any = false;
    for_each_point(it, [&](Point p) {
        if (!finite(p)) return;
        if (!it.clip || it.clip->inflated(0.5).contains(p)) any = true;
    });
    return any;
}

// An artist's mark or text (an inset's background and frame, which the
// engine draws with Role::data too, are Footprint::none and frame).
bool drawn_datum(const SceneItem& it) {
    return it.role == Role::data && (is_mark(it.footprint) || it.footprint == Footprint::text);
}

// The colours an item is drawn in.
std::vector<Color> colors_of(const SceneItem& it) {
    std::vector<Color> out;
    if (const ScenePath* p = it.payload.path()) {
        if (p->fill) out.push_back(*p->fill);
        if (p->stroke) out.push_back(p->stroke->color);
    }
    if (const SceneMarker* m = it.payload.marker()) {
        out.push_back(m->face);
        out.push_back(m->edge);
    }
    if (const SceneText* t = it.payload.text()) out.push_back(t->color);
    for (const SceneMarker& m : it.markers) {
        out.push_back(m.face);
        out.push_back(m.edge);
    }
    if (it.marker_set) {
        out.push_back(it.marker_set->style.face);
        out.push_back(it.marker_set->style.edge);
        for (const Color& c : it.marker_set->colors) out.push_back(c);
        for (const Color& c : it.marker_set->palette) out.push_back(c);
    }
    if (const SceneImage* im = it.payload.image())
        if (im->rgba)
            for (std::size_t i = 0; i + 3 < im->rgba->size() && i < 4 * 4096; i += 4)
                out.push_back(Color{(*im->rgba)[i] / 255.0, (*im->rgba)[i + 1] / 255.0, (*im->rgba)[i + 2] / 255.0});
    return out;
}

// The invariants of a laid-out scene; one line per broken one.
std::vector<std::string> check_scene(const Scene& s, const Figure& fig, const std::vector<int>& panels,
                                     const HostileCase& c, const ConformanceOptions& o) {
    std::vector<std::string> broken;
    // 1. Every coordinate finite.
    for (const SceneItem& it : s.items) {
        const std::string bad = non_finite_in(it);
        if (!bad.empty()) {
            broken.push_back("non-finite coordinate: " + it.owner + ": " + bad);
            break;
        }
    }
    // 2. The limits hold every drawn datum: an artist's item clipped to the
    // plot places its points inside it (a point outside is a datum the
    // autoscaled limits left out, clipped away).
    for (const SceneItem& it : s.items) {
        if (!drawn_datum(it) || !it.clip) continue;
        const Rect plot = it.clip->inflated(1.0);
        std::string outside;
        for_each_point(it, [&](Point p) {
            if (outside.empty() && finite(p) && !plot.contains(p))
                outside = "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
        });
        if (!outside.empty()) {
            broken.push_back("drawn datum outside the limits: " + it.owner + " at " + outside);
            break;
        }
    }
    // 3. Every legend entry drawn: each legend text has its handle, and some
    // visible data item of the handle's colour (an entry whose data is not
    // drawn lists what the figure does not show). A scene with no visible
    // data at all (empty input) shows that plainly and is not judged here.
    bool any_visible = false;
    for (const SceneItem& it : s.items)
        if (drawn_datum(it) && visible(it)) any_visible = true;
    std::vector<Color> handle;
    for (const SceneItem& it : s.items) {
        if (it.role == Role::legend_handle) {
            for (const Color& col : colors_of(it)) handle.push_back(col);
            continue;
        }
        if (it.role != Role::legend_text) continue;
        const std::string label = it.payload.text() ? it.payload.text()->text.plain : it.owner;
        if (any_visible && !handle.empty()) {
            bool drawn = false;
            for (const SceneItem& d : s.items) {
                if (!drawn_datum(d) || !visible(d)) continue;
                for (const Color& dc : colors_of(d))
                    for (const Color& hc : handle)
                        if (same_rgb(dc, hc)) drawn = true;
                if (drawn) break;
            }
            if (!drawn) broken.push_back("legend entry \"" + label + "\" is not drawn (no visible mark of its colour)");
        }
        handle.clear();
    }
    // 4. No panel collapsed.
    for (const LayoutProblem& p : s.problems) broken.push_back("layout: " + p.what);
    for (int g : panels) {
        Rect plot;
        bool found = false;
        for (const SceneItem& it : s.items)
            if (it.role == Role::spine && it.group == g) {
                plot = found ? plot.united(it.bounds()) : it.bounds();
                found = true;
            }
        if (found && (!(plot.width >= o.min_plot_pt) || !(plot.height >= o.min_plot_pt)))
            broken.push_back("panel " + std::to_string(g) + " collapsed to " + std::to_string(plot.width) + " x " +
                             std::to_string(plot.height) + " pt");
    }
    // 5. No collision where the inputs leave room.
    if (c.leaves_room) {
        const std::vector<Collision> found = find_collisions(s);
        if (!found.empty())
            broken.push_back("collisions (" + std::to_string(found.size()) + "): " + found.front().describe());
    }
    (void)fig;
    return broken;
}

// A run that conformed but took longer than `bound` seconds is unbounded.
void apply_time_bound(ConformanceResult& r, double bound) {
    if (!conforms(r.outcome) || !(r.seconds > bound)) return;
    r.outcome = ConformanceOutcome::unbounded;
    r.message = "took " + std::to_string(r.seconds) + " s (bound " + std::to_string(bound) + " s)" +
                (r.message.empty() ? "" : "; " + r.message);
}

// One run in this process.
ConformanceResult run_here(const std::string& artist, const ConformanceAdapter& add, const HostileCase& c,
                           ConformanceContext ctx, const ConformanceOptions& o) {
    ConformanceResult r;
    r.artist = artist;
    r.case_name = c.name;
    r.context = ctx;
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::string> names = o.names.empty() ? std::vector<std::string>{artist} : o.names;
    try {
        Figure fig{Size{inches(5), inches(3.75)}};
        Axes& ax = fig.axes();
        Axes* target = &ax;
        std::vector<int> panels{ax.index()};
        switch (ctx) {
        case ConformanceContext::linear: break;
        case ConformanceContext::log:
            ax.x_scale(LogScale{10});
            ax.y_scale(LogScale{10});
            break;
        case ConformanceContext::symlog:
            ax.x_scale(SymLogScale{1});
            ax.y_scale(SymLogScale{1});
            break;
        case ConformanceContext::date: ax.x_scale(DateScale{}); break;
        case ConformanceContext::secondary:
            ax.secondary_x([](double v) { return 10 * v; }, [](double v) { return v / 10; }).label("tenfold");
            ax.secondary_y([](double v) { return v + 1; }, [](double v) { return v - 1; }).label("plus one");
            break;
        case ConformanceContext::inset:
            target = &ax.inset(Rect{0.5, 0.5, 0.45, 0.45});
            panels.push_back(target->index());
            break;
        case ConformanceContext::twin: target = &ax.twin_x(); break;
        case ConformanceContext::twin_y: target = &ax.twin_y(); break;
        }
        add(*target, c);
        bool labelled = false;
        for (const auto& a : target->artists())
            if (!a->legend_entries().empty()) labelled = true;
        if (labelled) (ctx == ConformanceContext::twin || ctx == ConformanceContext::twin_y ? ax : *target).legend();
        const Scene s = fig.scene();
        const std::vector<std::string> broken = check_scene(s, fig, panels, c, o);
        if (broken.empty()) {
            r.outcome = ConformanceOutcome::drawn;
        } else {
            r.outcome = ConformanceOutcome::violation;
            for (std::size_t i = 0; i < broken.size(); ++i) r.message += (i ? "; " : "") + broken[i];
        }
    } catch (const Error& e) {
        r.message = std::string("sqfig::Error (") + describe_error_kind(e.kind()) + "): " + e.what();
        const std::string m = lower(e.what());
        const bool named = std::any_of(names.begin(), names.end(),
                                       [&](const std::string& n) { return m.find(lower(n)) != std::string::npos; });
        const bool unsupported =
            std::find(o.unsupported.begin(), o.unsupported.end(), ctx) != o.unsupported.end();
        if (unsupported && e.kind() == ErrorKind::usage && named) {
            r.outcome = ConformanceOutcome::refused;
            r.message += " [a context the artist does not support]";
        } else if (c.must_draw && e.kind() != ErrorKind::callback) {
            r.outcome = ConformanceOutcome::violation;
            r.message = "refused ordinary data it must draw: " + r.message;
        } else if (e.kind() != c.error_kind) {
            r.outcome = ConformanceOutcome::wrong_error_kind;
            r.message += " [expected " + describe_error_kind(c.error_kind) + "]";
        } else if (!named) {
            r.outcome = ConformanceOutcome::unnamed_error;
        } else {
            r.outcome = ConformanceOutcome::refused;
        }
    } catch (const std::bad_alloc& e) {
        r.outcome = ConformanceOutcome::foreign_exception;
        r.message = std::string("std::bad_alloc: ") + e.what();
    } catch (const std::length_error& e) {
        r.outcome = ConformanceOutcome::foreign_exception;
        r.message = std::string("std::length_error: ") + e.what();
    } catch (const std::exception& e) {
        r.outcome = ConformanceOutcome::foreign_exception;
        r.message = std::string("std::exception: ") + e.what();
    } catch (...) {
        r.outcome = ConformanceOutcome::foreign_exception;
        r.message = "an exception of unknown type";
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    apply_time_bound(r, o.seconds_per_run);
    return r;
}

bool write_all(int fd, const std::string& s) {
    std::size_t done = 0;
    while (done < s.size()) {
        const ssize_t n = ::write(fd, s.data() + done, s.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

// One run in a child process, stopped at the time bound and capped in memory.
ConformanceResult run_isolated(const std::string& artist, const ConformanceAdapter& add, const HostileCase& c,
                               ConformanceContext ctx, const ConformanceOptions& o) {
    ConformanceResult r;
    r.artist = artist;
    r.case_name = c.name;
    r.context = ctx;
    int fds[2];
    if (::pipe(fds) != 0) return run_here(artist, add, c, ctx, o);
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        return run_here(artist, add, c, ctx, o);
    }
    if (pid == 0) {
        ::close(fds[0]);
        // The child says nothing but through the pipe: a test framework's
        // crash handler (Catch2's, inherited) would print the child's crash
        // as a report of the parent's before the signal ends it. (libsqfig
        // installs no signal handler, not even SIG_DFL in a child:
        // registration.core_installs_no_handlers.)
        const int null = ::open("/dev/null", O_WRONLY);
        if (null >= 0) {
            ::dup2(null, 1);
            ::dup2(null, 2);
            ::close(null);
        }
#ifndef SQFIG_CONFORMANCE_SANITIZED
        if (o.memory_mb > 0) {
            const rlim_t cap = static_cast<rlim_t>(o.memory_mb) << 20;
            const rlimit lim{cap, cap};
            ::setrlimit(RLIMIT_AS, &lim);
        }
#endif
        ConformanceOptions child = o;
        child.seconds_per_run = std::numeric_limits<double>::infinity();  // the parent times it
        const ConformanceResult got = run_here(artist, add, c, ctx, child);
        const std::string out = std::to_string(static_cast<int>(got.outcome)) + "\n" + got.message;
        write_all(fds[1], out);
        ::_exit(0);
    }
    ::close(fds[1]);
    std::string got;
    bool timed_out = false;
    for (;;) {
        const double left =
            o.seconds_per_run - std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (left <= 0) {
            timed_out = true;
            break;
        }
        pollfd p{fds[0], POLLIN, 0};
        const int ready = ::poll(&p, 1, static_cast<int>(std::min(left * 1000 + 1, 1e9)));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) continue;
        char buf[4096];
        const ssize_t n = ::read(fds[0], buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        got.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fds[0]);
    if (timed_out) ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (timed_out) {
        r.outcome = ConformanceOutcome::unbounded;
        r.message = "stopped after " + std::to_string(o.seconds_per_run) + " s (the time bound)";
        return r;
    }
    const std::size_t nl = got.find('\n');
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || nl == std::string::npos) {
        r.outcome = ConformanceOutcome::unbounded;
        r.message = WIFSIGNALED(status) ? "died of signal " + std::to_string(WTERMSIG(status))
                                        : "the run ended without a result";
        return r;
    }
    r.outcome = static_cast<ConformanceOutcome>(std::stoi(got.substr(0, nl)));
    r.message = got.substr(nl + 1);
    if (r.outcome == ConformanceOutcome::foreign_exception && r.message.rfind("std::bad_alloc", 0) == 0)
        r.message += " (under the " + std::to_string(o.memory_mb) + " MiB cap)";
    apply_time_bound(r, o.seconds_per_run);
    return r;
}

}  // namespace

ConformanceReport run_conformance(const std::string& artist, const ConformanceAdapter& add,
                                  const std::vector<HostileCase>& cases, const ConformanceOptions& options) {
    if (!add) throw Error("run_conformance: no adapter for \"" + artist + "\"");
    if (!(options.seconds_per_run > 0)) throw Error("run_conformance: seconds_per_run must be positive");
    // Fonts first, in this process: isolated runs inherit them instead of
    // each loading them again. A whole figure, because Pango loads the
    // fontconfig configuration on a thread of its own: a child forked while
    // that thread holds its lock would wait for it for ever.
    prepare_fonts();
    {
        Figure warm{Size{inches(3), inches(2)}};
        warm.axes().line(Values{1, 2}, Values{1, 10}).label("warm-up");
        warm.axes().legend();
        (void)warm.scene();
    }
    ConformanceReport report;
    for (const HostileCase& c : cases)
        for (ConformanceContext ctx : options.contexts)
            report.results.push_back(options.isolate ? run_isolated(artist, add, c, ctx, options)
                                                     : run_here(artist, add, c, ctx, options));
    return report;
}

}  // namespace sqfig::testing
