// sqfig-report: writes a multi-page PDF (or PostScript) report from a
// SpectralQuant results folder. Options: usage.txt / --help, in the command-line
// convention of examples/common/cli.hpp, shared with sqfig-paper-figures.
//
// Exit status: 0 written, 1 I/O failure, 2 bad usage or bad input (nothing
// is written and an existing FILE is left untouched), 3 --check found text
// that overlaps or leaves its page.
#include "../common/cli.hpp"
#include "loader.hpp"
#include "report.hpp"
#include "usage_text.hpp"  // generated from usage.txt: usage_text

#include <sqfig/sqfig.hpp>

#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace {

constexpr const char* program = "sqfig-report";

int run(const std::vector<std::string>& args) {
    std::string out, results;
    bool check = false, help = false, version = false;
    if (const cli::Parsed p = cli::parse({{"out", 'o', &out}, {"results", 'r', &results}, {"check", 0, &check},
                                          {"help", 'h', &help}, {"version", 'V', &version}},
                                         args);
        !p.operands.empty())
        return cli::usage_error(program, "unexpected argument '" + p.operands.front() + "'");
    if (help || version) return cli::print_help_or_version(program, help, usage_text, sqfig::version_string);
    if (out.empty()) return cli::usage_error(program, "which file? pass --out FILE (.pdf or .ps)");
    if (results.empty())
        return cli::usage_error(program, "which results? pass --results DIR (the sample results are examples/data in the source tree)");
    // Only the formats of several pages: the message lists just those, not every format sqfig writes.
    std::optional<sqfig::Format> format;
    try {
        format = sqfig::format_from_path(out);
    } catch (const sqfig::Error&) {
    }
    if (format != sqfig::Format::pdf && format != sqfig::Format::ps)
        return cli::usage_error(program, "a report is written as .pdf or .ps, not '" + out + "'");

    // All five result families are needed; every problem is reported.
    std::vector<paper::Diagnostic> diags;
    paper::Inputs inputs;
    const paper::Results loaded = paper::load_results_folder(results, diags, &inputs, /*per_family_options=*/false);
    if (!diags.empty()) {
        for (const auto& d : diags) std::cerr << program << ": " << d.to_string() << "\n";
        std::cerr << program << ": " << cli::count(diags.size(), "problem") << " in the inputs; no report written\n";
        return cli::exit_bad_input;
    }

    sqfig::Document doc;
    try {
        doc = report::build_report(loaded, inputs);
    } catch (const sqfig::Error& e) {
        std::cerr << program << ": " << e.what() << "; no report written\n";
        return cli::exit_bad_input;
    }
    if (check) {
        std::size_t problems = 0;
        for (std::size_t i = 0; i < doc.page_count(); ++i)
            for (const auto& c : doc[i].collisions()) {
                std::cerr << program << ": page " << i + 1 << ": " << c.describe() << "\n";
                ++problems;
            }
        if (problems > 0) {
            std::cerr << program << ": --check found " << cli::count(problems, "layout problem") << "; no report written\n";
            return cli::exit_collisions;
        }
    }
    try {
        sqfig::SaveOptions compact;
        compact.compact_pdf = true;  // a PDF report: fonts without hinting
        doc.save(out, *format, compact);
    } catch (const sqfig::Error& e) {
        std::cerr << program << ": " << e.what() << "\n";
        return cli::exit_io_failure;
    }
    std::cout << program << ": wrote " << out << " (" << doc.page_count() << " pages)\n";
    return cli::exit_ok;
}

}  // namespace

int main(int argc, char** argv) { return cli::run_main(program, argc, argv, run); }
