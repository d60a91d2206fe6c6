// Command line of sqfig-paper-figures (parsed by examples/common/cli.hpp,
// the convention it shares with sqfig-report).
#pragma once

#include "loader.hpp"

#include <sqfig/output/format.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace paper {

/// Exit statuses of the driver.
enum ExitCode : int {
    exit_ok = 0,
    exit_io_failure = 1,    // output folder or file could not be written
    exit_bad_input = 2,     // bad command line or bad/missing input files
    exit_collisions = 3,    // --check found a layout collision
    exit_figure_check = 4,  // --check-figures found text, lines or colours a reader may not see
};

struct Options {
    std::string results_dir;          // -r/--results DIR (no default: an installed binary knows no data folder)
    std::string out_dir = "figures";  // -o/--out DIR
    sqfig::Format format = sqfig::Format::pdf;
    std::vector<std::string> figures;  // --only, resolved to figure names (empty: all)
    Inputs overrides;                  // --perplexity FILE ... --attention FILE
    bool check = false, check_figures = false, hatch = false;
    std::string style, palette;  // empty: the paper's own look
    double print_width = 0;      // inches (0: as drawn)
    bool help = false, version = false;
};

/// Parses argv[1..]. Throws cli::UsageError for anything the convention
/// refuses and for an unknown --format, --only or --print-width value.
Options parse_command_line(const std::vector<std::string>& args);

/// The --help text (usage.txt, embedded when built).
std::string_view usage();

}  // namespace paper
