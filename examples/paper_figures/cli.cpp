// Command line of sqfig-paper-figures: see cli.hpp.
#include "cli.hpp"

#include <algorithm>
#include <cstdlib>

namespace paper {

std::string default_results_dir() {
#ifdef SQFIG_EXAMPLES_DATA_DIR
    return SQFIG_EXAMPLES_DATA_DIR;
#else
    return "examples/data";
#endif
}

namespace {

bool is_option(const std::string& a) { return a.size() > 1 && a[0] == '-'; }

void split_names(const std::string& value, std::vector<std::string>& out) {
    std::size_t start = 0;
    while (start <= value.size()) {
        const std::size_t comma = std::min(value.find(',', start), value.size());
        if (comma > start) out.push_back(value.substr(start, comma - start));
        start = comma + 1;
    }
}

}  // namespace

bool parse_command_line(const std::vector<std::string>& args, Options& opts, std::string& error) {
    if (opts.results_dir.empty()) opts.results_dir = default_results_dir();
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i];
        std::string value;
        bool has_inline_value = false;
        if (arg.rfind("--", 0) == 0) {
            const auto eq = arg.find('=');
            if (eq != std::string::npos) {
                value = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
                has_inline_value = true;
            }
        }
        auto take_value = [&](std::string& dest) {
            if (!has_inline_value) {
                if (i + 1 >= args.size()) {
                    error = "option " + arg + " needs a value";
                    return false;
                }
                value = args[++i];
            }
            if (value.empty()) {
                error = "option " + arg + " needs a non-empty value";
                return false;
            }
            dest = value;
            return true;
        };
        auto no_value = [&]() {
            if (has_inline_value) {
                error = "option " + arg + " takes no value";
                return false;
            }
            return true;
        };

        if (arg == "--help" || arg == "-h") {
            if (!no_value()) return false;
            opts.help = true;
        } else if (arg == "--version") {
            if (!no_value()) return false;
            opts.version = true;
        } else if (arg == "--check") {
            if (!no_value()) return false;
            opts.check = true;
        } else if (arg == "--check-figures") {
            if (!no_value()) return false;
            opts.check_figures = true;
        } else if (arg == "--hatch") {
            if (!no_value()) return false;
            opts.hatch = true;
        } else if (arg == "--style") {
            if (!take_value(opts.style)) return false;
        } else if (arg == "--palette") {
            if (!take_value(opts.palette)) return false;
        } else if (arg == "--print-width") {
            std::string w;
            if (!take_value(w)) return false;
            char* end = nullptr;
            const double inches = std::strtod(w.c_str(), &end);
            if (end != w.c_str() + w.size() || !(inches > 0 && inches <= 100)) {
                error = "--print-width takes a width in inches between 0 and 100, not \"" + w + "\"";
                return false;
            }
            opts.print_width = inches;
        } else if (arg == "--results") {
            if (!take_value(opts.results_dir)) return false;
        } else if (arg == "--out") {
            if (!take_value(opts.out_dir)) return false;
        } else if (arg == "--format") {
            std::string f;
            if (!take_value(f)) return false;
            const std::optional<sqfig::Format> format = sqfig::format_from_name(f);
            if (!format) {
                error = "unknown --format \"" + f + "\" (use";
                for (std::size_t k = 0; k < sqfig::all_formats.size(); ++k)
                    error += std::string(k == 0 ? " " : k + 1 == sqfig::all_formats.size() ? " or " : ", ") +
                             sqfig::format_name(sqfig::all_formats[k]);
                error += ")";
                return false;
            }
            opts.format = *format;
        } else if (arg == "--only") {
            const std::size_t before = opts.only.size();
            if (has_inline_value) {
                split_names(value, opts.only);
            } else {
                while (i + 1 < args.size() && !is_option(args[i + 1])) split_names(args[++i], opts.only);
            }
            if (opts.only.size() == before) {
                error = "option --only needs at least one figure name";
                return false;
            }
        } else if (arg.rfind("--", 0) == 0 && family_from_name(arg.substr(2)) &&
                   arg != "--attention_cosine") {
            if (!take_value(opts.overrides.path(*family_from_name(arg.substr(2))))) return false;
        } else if (is_option(arg)) {
            error = "unknown option " + arg;
            return false;
        } else {
            error = "unexpected argument \"" + arg + "\" (options start with --)";
            return false;
        }
    }
    return true;
}

std::string usage(const std::string& program) {
    return "Usage: " + program +
           " [--results DIR] [--out DIR] [--format pdf|svg|png|ps]\n"
           "       [--only NAME ...] [--perplexity FILE] [--generation FILE] [--latency FILE]\n"
           "       [--longbench FILE] [--attention FILE] [--check]\n"
           "       [--style VENUE] [--palette CYCLE] [--hatch] [--check-figures] [--print-width IN]\n"
           "\n"
           "Draws the six SpectralQuant paper figures from results JSON files.\n"
           "\n"
           "Options:\n"
           "  --results DIR     folder with the results files; for each family it uses the\n"
           "                    one file named perplexity__*.json, generation__*.json,\n"
           "                    latency__*.json, longbench__*.json, plus attention_cosine.json\n"
           "                    (default: " +
           default_results_dir() +
           ")\n"
           "  --out DIR         where to write the figures, created if missing (default: figures)\n"
           "  --format FMT      pdf (default), svg, png or ps\n"
           "  --only NAME ...   draw only these figures (repeatable): fig_perplexity,\n"
           "                    fig_generation, fig_longbench, fig_latency,\n"
           "                    fig_attention_cosine, fig_pipeline; only the results they\n"
           "                    need are read\n"
           "  --perplexity FILE, --generation FILE, --latency FILE, --longbench FILE,\n"
           "  --attention FILE  use FILE for that family instead of searching --results\n"
           "  --check           check every figure's layout for collisions (overlapping or\n"
           "                    cut-off text, legends over data); exit 3 and write nothing\n"
           "                    if any is found\n"
           "  --style VENUE     draw for a venue: its body font and sizes, every figure\n"
           "                    as wide as its text (neurips, icml, iclr, acl, ieee, acm,\n"
           "                    article); the font must be installed (the error names\n"
           "                    the Debian package)\n"
           "  --palette CYCLE   method colours from a colour cycle (okabe_ito, tol_bright,\n"
           "                    tol_muted, tab10) instead of the paper's red/green/blue\n"
           "  --hatch           hatch the bars of each method differently (a second cue)\n"
           "  --check-figures   check what a reader may not see: text under 7 pt, lines\n"
           "                    under 0.5 pt, legend series told apart by colour alone\n"
           "                    whose colours are under CIEDE2000 10 apart with\n"
           "                    deuteranopia, protanopia or tritanopia, or under 15 L*\n"
           "                    apart in greyscale; exit 4 and write nothing if any is found\n"
           "  --print-width IN  with --check-figures: judge sizes as printed IN inches wide\n"
           "                    (default: as drawn)\n"
           "  --help            show this help and exit\n"
           "  --version         show the sqfig version and exit\n"
           "\n"
           "All inputs are validated before anything is drawn, and every problem is\n"
           "reported on stderr, one per line: FILE:LINE:COL: message for a parse error,\n"
           "FILE: LOCATION: message otherwise, LOCATION being a JSON Pointer such as\n"
           "/methods/turboquant/perplexity. Only regular files are read.\n"
           "\n"
           "Figures are written to temporary files in the output folder and renamed into\n"
           "place together once all were written, under a lock on the folder (a second\n"
           "run waits up to 60 s). On any error, and on SIGINT, SIGTERM, SIGHUP or\n"
           "SIGQUIT, the folder keeps every old file as it was (or, after the last\n"
           "rename, every new one), and no temporary file.\n"
           "\n"
           "Exit status: 0 success, 1 output could not be written, 2 bad command line,\n"
           "bad input or data a figure cannot be drawn from, 3 --check found collisions,\n"
           "4 --check-figures found problems.\n";
}

std::vector<std::string> select_figures(const std::vector<std::string>& requested,
                                        const std::vector<std::string>& known,
                                        std::vector<std::string>& unknown) {
    std::vector<bool> chosen(known.size(), false);
    for (const auto& r : requested) {
        bool hit = false;
        for (std::size_t k = 0; k < known.size(); ++k)
            if (known[k] == r || known[k] == "fig_" + r) chosen[k] = hit = true;
        if (!hit) unknown.push_back(r);
    }
    std::vector<std::string> out;
    for (std::size_t k = 0; k < known.size(); ++k)
        if (chosen[k]) out.push_back(known[k]);
    return out;
}

}  // namespace paper
