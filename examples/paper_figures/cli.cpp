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
    using cli::Option;
    std::vector<Option> table{
        {"results", 'r', Option::value}, {"out", 'o', Option::value},  {"format", 'f', Option::value},
        {"only", 0, Option::values},     {"check", 0, Option::flag},   {"style", 0, Option::value},
        {"palette", 0, Option::value},   {"hatch", 0, Option::flag},   {"check-figures", 0, Option::flag},
        {"print-width", 0, Option::value, "check-figures"},            {"help", 'h', Option::flag},
        {"version", 'V', Option::flag}};
    for (Family f : all_families) table.push_back({family_name(f), 0, Option::value});
    const cli::Parsed p = cli::parse(table, args);
    if (!p.operands.empty()) throw cli::UsageError("unexpected argument '" + p.operands.front() + "'");

    Options o;
    o.help = p.has("help");
    o.version = p.has("version");
    o.results_dir = p.value("results");
    o.out_dir = p.value("out", o.out_dir);
    o.check = p.has("check");
    o.check_figures = p.has("check-figures");
    o.hatch = p.has("hatch");
    o.style = p.value("style");
    o.palette = p.value("palette");
    for (Family f : all_families) o.overrides.path(f) = p.value(family_name(f));
    if (p.has("format")) {
        const auto format = sqfig::format_from_name(p.value("format"));
        if (!format) throw cli::UsageError("unknown format '" + p.value("format") + "' (use pdf, svg, png or ps)");
        o.format = *format;
    }
    if (p.has("print-width")) {
        const std::string w = p.value("print-width");
        char* end = nullptr;
        o.print_width = std::strtod(w.c_str(), &end);
        if (end != w.c_str() + w.size() || !(o.print_width > 0 && o.print_width <= 100))
            throw cli::UsageError("option '--print-width' takes a width in inches between 0 and 100, not '" + w + "'");
    }
    // --only fig_latency latency a,b: full or short names, commas also separate.
    for (const std::string& list : p.has("only") ? p.given.at("only") : std::vector<std::string>{}) {
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
