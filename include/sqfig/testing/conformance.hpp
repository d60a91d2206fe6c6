// The artist conformance suite (issue 46), for sqfig's own tests and for the
// author of an artist of one's own: runs an artist through a matrix of hostile
// inputs, on linear, log, symlog and date axes, in an inset, on a twin and beside
// secondary axes, each time on a
// fresh figure, and checks the one contract every artist keeps: either a
// sqfig::Error of the right kind whose message names the artist, or a scene
// whose coordinates are finite, whose legend entries are drawn, whose limits
// hold what is drawn, whose panels keep their size and (where the inputs
// leave room) that has no collision; never another exception, within a time
// and memory bound. See docs/testing.md ("The artist conformance suite").
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"

namespace sqfig {

class Axes;

/// Tools for testing artists: not needed to draw a figure.
namespace testing {

/// One hostile input. An adapter (ConformanceAdapter) reads the fields its
/// artist takes and ignores the others: `x`, `y` for x/y artists, `sets` for
/// artists of several value vectors (histogram data sets, stack layers, box
/// plot groups), `weights` for weighted ones, `size` for size requests (bins,
/// colour map sizes, violin points, label counts).
struct SQFIG_API HostileCase {
    /// Short name for reports: "empty", "nan", "huge size request".
    std::string name;
    /// x values (positions, categories).
    std::vector<double> x;
    /// y values (heights, values), usually as many as x.
    std::vector<double> y;
    /// Several value vectors (data sets, layers, groups).
    std::vector<std::vector<double>> sets;
    /// Weights, one per value of the first set (empty: unweighted).
    std::vector<double> weights;
    /// A size request: bins, colour map entries, points, labels; 0: the artist's default.
    std::size_t size = 0;
    /// The kind an Error for this input must have: ErrorKind::data for data
    /// that cannot be drawn, ErrorKind::usage for an argument outside its
    /// domain (a size request beyond the documented bound).
    ErrorKind error_kind = ErrorKind::data;
    /// False for inputs that crowd the plot by design (many coincident
    /// labels, values a page point apart): collisions are then not a violation.
    bool leaves_room = true;
    /// True for ordinary data every artist must draw in every context it
    /// supports: an Error is then a violation (it refuses what it should draw).
    bool must_draw = false;
};

/// The standard hostile-input matrix: ordinary data (which must be drawn), empty, one value, all equal, NaN, +inf,
/// -inf, denormals (5e-324), DBL_MAX (sums and weights that overflow), a span
/// wider than a double, negative values where they mean nothing, weights that
/// total 0, non-positive data (which log axes cannot show), mismatched
/// lengths, coincident points, and huge size requests (10^9, and data whose
/// automatic bin rule asks for ~10^21 bins).
SQFIG_API std::vector<HostileCase> hostile_cases();

/// Where the artist is put: a fresh figure's only axes with linear scales,
/// the same with log x and y scales, the same with symlog x and y scales
/// (SymLogScale{1}: every finite value has a place), an inset of an empty
/// axes, the twin of an empty axes, linear axes with secondary x and y axes
/// (10x and x + 1), the twin_y (Axes::twin_y) of an empty axes, and a date x
/// axis (DateScale{}: values are seconds since 1970, years 1 to 9999 have a
/// place) over a linear y.
enum class ConformanceContext { linear, log, inset, twin, symlog, secondary, twin_y, date };

/// "linear", "log", "inset", "twin", "symlog", "secondary", "twin_y" or "date".
SQFIG_API std::string to_string(ConformanceContext c);

/// How one run ended.
enum class ConformanceOutcome {
    /// Drawn, and the scene meets every invariant.
    drawn,
    /// Refused with a sqfig::Error of the right kind naming the artist.
    refused,
    /// A sqfig::Error of another kind than the case's (or ErrorKind::callback:
    /// the artist's own code threw something else, which sqfig wrapped).
    wrong_error_kind,
    /// A sqfig::Error whose message does not name the artist.
    unnamed_error,
    /// An exception of another type (std::length_error, std::bad_alloc, ...).
    foreign_exception,
    /// Drawn, and the scene breaks an invariant (the message says which).
    violation,
    /// The run passed its time or memory bound, or died (a signal).
    unbounded,
};

/// "drawn", "refused", "wrong error kind", "unnamed error", "foreign exception", "violation" or "unbounded".
SQFIG_API std::string to_string(ConformanceOutcome o);

/// Whether an outcome keeps the contract (drawn or refused).
SQFIG_API bool conforms(ConformanceOutcome o);

/// One case in one context.
struct SQFIG_API ConformanceResult {
    /// The artist's name as given to run_conformance().
    std::string artist;
    /// The case's name.
    std::string case_name;
    /// Where the artist was put.
    ConformanceContext context = ConformanceContext::linear;
    /// How the run ended.
    ConformanceOutcome outcome = ConformanceOutcome::drawn;
    /// The Error's or exception's message, or the invariants broken.
    std::string message;
    /// Wall time of the run (adding, laying out and checking), seconds.
    double seconds = 0;
};

/// Every run of run_conformance(), in order (case by case, context by context).
struct SQFIG_API ConformanceReport {
    /// The runs.
    std::vector<ConformanceResult> results;
    /// The runs that did not conform (conforms() is false).
    std::vector<ConformanceResult> failures() const;
    /// How many runs ended with `o`.
    std::size_t count(ConformanceOutcome o) const;
    /// True when every run conformed.
    bool ok() const;
    /// One line per run ("hist | nan | log | refused | message"), failures
    /// only when `failures_only`; for a test's output.
    std::string text(bool failures_only = false) const;
};

/// Adds the artist under test to `axes` for one hostile case (reading the
/// fields of the case it takes), with a label so that it has a legend entry.
using ConformanceAdapter = std::function<void(Axes& axes, const HostileCase& c)>;

/// How run_conformance() runs and checks.
struct SQFIG_API ConformanceOptions {
    /// The contexts to run each case in (default: all eight).
    std::vector<ConformanceContext> contexts{ConformanceContext::linear, ConformanceContext::log,
                                             ConformanceContext::symlog, ConformanceContext::inset,
                                             ConformanceContext::twin,   ConformanceContext::secondary,
                                             ConformanceContext::twin_y, ConformanceContext::date};
    /// Run each case in a child process (fork), so that a crash, a hang or
    /// an allocation without bound ends that run only, as `unbounded`
    /// (default true; false runs in this process, for a debugger).
    bool isolate = true;
    /// A run taking longer than this (wall clock, seconds) is `unbounded`;
    /// isolated runs are stopped at it.
    double seconds_per_run = 5;
    /// The address space of an isolated run, MiB (0: not limited; not
    /// applied in sanitizer builds, which reserve terabytes).
    std::size_t memory_mb = 2048;
    /// Contexts the artist refuses as a whole (a heatmap on log or symlog axes): there
    /// an Error of ErrorKind::usage naming the artist is a refusal, whatever
    /// the case.
    std::vector<ConformanceContext> unsupported;
    /// Words one of which an Error's message must hold (case-insensitive) to
    /// name the artist; empty: the artist name given to run_conformance().
    std::vector<std::string> names;
    /// The smallest width and height (points) a plot may be squeezed to
    /// before its panel counts as collapsed.
    double min_plot_pt = 20;
};

/// Runs `add` through every case of `cases` (default: hostile_cases()) in
/// every context of `options`, each on a fresh figure, and checks each run
/// (see ConformanceOutcome). `artist` names it in the report and, unless
/// options.names says otherwise, is what an Error's message must name.
SQFIG_API ConformanceReport run_conformance(const std::string& artist, const ConformanceAdapter& add,
                                            const std::vector<HostileCase>& cases = hostile_cases(),
                                            const ConformanceOptions& options = {});

}  // namespace testing
}  // namespace sqfig
