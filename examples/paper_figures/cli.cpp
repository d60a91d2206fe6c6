// Command line of sqfig-paper-figures: see cli.hpp.
#include "cli.hpp"

#include "../common/cli.hpp"
#include "figures.hpp"
#include "usage_text.hpp"  // generated from usage.txt: usage_text

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace paper {

Options parse_command_line(const std::vector<std::string>& args) {
    Options o;
    std::string format, print_width;
    std::vector<std::string> only;
    std::vector<cli::Option> table{
        {"results", 'r', &o.results_dir}, {"out", 'o', &o.out_dir},  {"format", 'f', &format},
        {"only", 0, &only},               {"check", 0, &o.check},    {"style", 0, &o.style},
        {"palette", 0, &o.palette},       {"hatch", 0, &o.hatch},    {"check-figures", 0, &o.check_figures},
        {"print-width", 0, &print_width, "check-figures"},           {"help", 'h', &o.help},
        {"version", 'V', &o.version}};
    for (Family f : all_families) table.push_back({family_name(f), 0, &o.overrides.path(f)});
    if (const cli::Parsed p = cli::parse(table, args); !p.operands.empty())
        throw cli::UsageError("unexpected argument '" + p.operands.front() + "'");
    if (!format.empty()) {
        const auto known = sqfig::format_from_name(format);
        if (!known) throw cli::UsageError("unknown format '" + format + "' (use pdf, svg, png or ps)");
        o.format = *known;
    }
    if (!print_width.empty()) {
        char* end = nullptr;
        o.print_width = std::strtod(print_width.c_str(), &end);
        if (end != print_width.c_str() + print_width.size() || !(o.print_width > 0 && o.print_width <= 100))
            throw cli::UsageError("option '--print-width' takes a width in inches between 0 and 100, not '" + print_width + "'");
    }
    // --only fig_latency latency a,b: full or short names, commas also separate.
    for (const std::string& list : only) {
        std::istringstream words(list);
        for (std::string name; std::getline(words, name, ',');) {
            const FigureSpec* spec = find_figure(name) ? find_figure(name) : find_figure("fig_" + name);
            if (!spec && !name.empty()) {
                std::string known;
                for (const std::string& k : figure_names()) known += (known.empty() ? "" : ", ") + k;
                throw cli::UsageError("unknown figure '" + name + "' in --only" +
                                      cli::did_you_mean(name.rfind("fig_", 0) == 0 ? name : "fig_" + name, figure_names()) +
                                      "; known figures: " + known);
            }
            if (spec && std::find(o.figures.begin(), o.figures.end(), spec->name) == o.figures.end()) o.figures.push_back(spec->name);
        }
    }
    return o;
}

std::string_view usage() { return usage_text; }

}  // namespace paper
