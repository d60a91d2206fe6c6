// Command line of sqfig-paper-figures: see cli.hpp.
#include "cli.hpp"

#include "../common/cli.hpp"
#include "figures.hpp"

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

std::string usage(const std::string& program) {
    return "Usage: " + program +
           " --results DIR [OPTION]...\n"
           "Draws the six SpectralQuant paper figures from results JSON files.\n"
           "\n"
           "  -r, --results DIR    folder with the results files; for each family it uses\n"
           "                       the one file named perplexity__*.json, generation__*.json,\n"
           "                       latency__*.json, longbench__*.json, plus\n"
           "                       attention_cosine.json (the sample: examples/data)\n"
           "  -o, --out DIR        where to write the figures, created if missing\n"
           "                       (default: figures)\n"
           "  -f, --format FMT     pdf (default), svg, png or ps\n"
           "      --only NAME...   draw only these figures (repeatable; commas also separate):\n"
           "                       fig_perplexity, fig_generation, fig_longbench, fig_latency,\n"
           "                       fig_attention_cosine, fig_pipeline (or without fig_);\n"
           "                       only the results they need are read\n"
           "      --perplexity FILE, --generation FILE, --latency FILE, --longbench FILE,\n"
           "      --attention FILE use FILE for that family instead of searching --results\n"
           "      --check          check every figure's layout for collisions (overlapping or\n"
           "                       cut-off text, legends over data); exit 3 and write nothing\n"
           "                       if any is found\n"
           "      --style VENUE    draw for a venue: its body font and sizes, every figure as\n"
           "                       wide as its text (neurips, icml, iclr, acl, ieee, acm,\n"
           "                       article); the font must be installed (the error names the\n"
           "                       Debian package)\n"
           "      --palette CYCLE  method colours from a colour cycle (okabe_ito, tol_bright,\n"
           "                       tol_muted, tab10) instead of the paper's\n"
           "      --hatch          hatch the bars of each method differently (a second cue)\n"
           "      --check-figures  check what a reader may not see: text under 7 pt, lines\n"
           "                       under 0.5 pt, legend colours under CIEDE2000 10 apart with\n"
           "                       deuteranopia, protanopia or tritanopia, or under 15 L*\n"
           "                       apart in greyscale; exit 4 and write nothing if any is found\n"
           "      --print-width IN with --check-figures: judge sizes as printed IN inches wide\n"
           "  -h, --help           show this help and exit\n"
           "  -V, --version        show the version and exit\n"
           "\n"
           "Options take their value as --opt VALUE or --opt=VALUE (-o DIR or -oDIR); each is\n"
           "given at most once, except --only; '--' ends the options.\n"
           "\n"
           "The results format is examples/paper_figures/results.schema.json (JSON Schema).\n"
           "All inputs are validated before anything is drawn; every problem is reported\n"
           "on stderr, one per line: FILE:LINE:COL: message for a parse error, FILE:\n"
           "LOCATION: message otherwise, LOCATION being a JSON Pointer such as\n"
           "/methods/turboquant/perplexity. Only regular files are read.\n"
           "\n"
           "Figures are written to temporary files in the output folder and renamed into\n"
           "place together once all were written, under a lock on the folder (a second run\n"
           "waits up to 60 s). On any error, and on SIGINT, SIGTERM, SIGHUP or SIGQUIT, the\n"
           "folder keeps every old file as it was (or, after the last rename, every new\n"
           "one), and no temporary file.\n"
           "\n"
           "Exit status: 0 success, 1 output could not be written, 2 bad command line, bad\n"
           "input or data a figure cannot be drawn from, 3 --check found collisions,\n"
           "4 --check-figures found problems.\n";
}

}  // namespace paper
