// Command line of sqfig-paper-figures (parsed by examples/common/cli.hpp,
// the convention it shares with sqfig-report).
#pragma once

#include "loader.hpp"

#include <sqfig/output/format.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace paper {

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
