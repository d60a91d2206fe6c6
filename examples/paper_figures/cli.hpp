// Command line of sqfig-paper-figures (no drawing here: see main.cpp).
#pragma once

#include "loader.hpp"

#include <sqfig/output/format.hpp>

#include <string>
#include <vector>

namespace paper {

/// Exit statuses of the driver.
enum ExitCode : int {
    exit_ok = 0,
    exit_io_failure = 1,   // output folder or file could not be written
    exit_bad_input = 2,    // bad command line or bad/missing input files
    exit_collisions = 3,   // --check found a layout collision
    exit_figure_check = 4, // --check-figures found text, lines or colours a reader may not see
};

struct Options {
    std::string results_dir;         // --results DIR (default: default_results_dir())
    std::string out_dir = "figures"; // --out DIR
    sqfig::Format format = sqfig::Format::pdf;  // --format pdf|svg|png|ps
    std::vector<std::string> only;   // --only NAME ... (as given; empty: all figures)
    Inputs overrides;                // --perplexity FILE ... --attention FILE
    bool check = false;              // --check
    // Paper-ready styles and the figure check (issue 18)
    std::string style;               // --style VENUE (empty: the paper's own look)
    std::string palette;             // --palette CYCLE (empty: the paper's colours)
    bool hatch = false;              // --hatch
    bool check_figures = false;      // --check-figures
    double print_width = 0;          // --print-width INCHES (0: as drawn)
    bool help = false;               // --help / -h
    bool version = false;            // --version
};

/// The bundled sample results: SQFIG_EXAMPLES_DATA_DIR when compiled in,
/// otherwise "examples/data".
std::string default_results_dir();

/// Parses argv[1..] into `opts` (which starts from defaults). Accepts
/// "--opt VALUE" and "--opt=VALUE"; --only takes one or more names (until
/// the next option; commas also separate names) and may be repeated. Returns
/// false with a one-line `error` for unknown options, missing or empty
/// values, stray arguments and an unknown --format.
bool parse_command_line(const std::vector<std::string>& args, Options& opts, std::string& error);

/// The --help text.
std::string usage(const std::string& program);

/// Resolves --only names against the known figure names: "fig_latency" or
/// "latency". Returns the selected names in the order of `known`, without
/// duplicates; unknown names go to `unknown`.
std::vector<std::string> select_figures(const std::vector<std::string>& requested,
                                        const std::vector<std::string>& known,
                                        std::vector<std::string>& unknown);

}  // namespace paper
