// sqfig-report: writes a multi-page PDF (or PostScript) report from a
// SpectralQuant results folder.
//
//   sqfig-report --out FILE [--results DIR] [--check]
//
// Exit status: 0 written, 1 I/O failure, 2 bad usage or bad input (nothing
// is written and an existing FILE is left untouched), 3 --check found text
// that overlaps or leaves its page.
#include "cli.hpp"
#include "discover.hpp"
#include "loader.hpp"
#include "report.hpp"

#include <sqfig/sqfig.hpp>

#include <iostream>
#include <string>
#include <vector>

namespace {

constexpr const char* program = "sqfig-report";

std::string usage() {
    return std::string("usage: ") + program +
           " --out FILE [--results DIR] [--check]\n"
           "\n"
           "Writes a multi-page report of the SpectralQuant results: a title page with\n"
           "the run facts, one page per paper figure with its caption, and a page with\n"
           "two charts side by side in running text.\n"
           "\n"
           "  --out FILE     the report to write: .pdf (or .ps)\n"
           "  --results DIR  the results folder (default: " +
           paper::default_results_dir() +
           ")\n"
           "  --check        fail (exit 3) when any text overlaps or leaves its page\n"
           "  --help         this text\n"
           "  --version      the sqfig version\n"
           "\n"
           "Exit status: 0 written, 1 I/O failure, 2 bad usage or input, 3 --check failed.\n";
}

int fail_usage(const std::string& message) {
    std::cerr << program << ": " << message << "\nTry '" << program << " --help'.\n";
    return 2;
}

int run(const std::vector<std::string>& args) {
    std::string out, results = paper::default_results_dir();
    bool check = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string a = args[i], value;
        const auto eq = a.find('=');
        const bool has_eq = a.rfind("--", 0) == 0 && eq != std::string::npos;
        if (has_eq) {
            value = a.substr(eq + 1);
            a = a.substr(0, eq);
        }
        auto take = [&](std::string& into) -> bool {
            if (!has_eq) {
                if (i + 1 >= args.size()) return false;
                value = args[++i];
            }
            if (value.empty()) return false;
            into = value;
            return true;
        };
        if (a == "--help" || a == "-h") {
            std::cout << usage();
            return 0;
        } else if (a == "--version") {
            std::cout << program << " (sqfig) " << sqfig::version_string << "\n";
            return 0;
        } else if (a == "--out" || a == "-o") {
            if (!take(out)) return fail_usage("--out needs a file name");
        } else if (a == "--results") {
            if (!take(results)) return fail_usage("--results needs a folder");
        } else if (a == "--check" && !has_eq) {
            check = true;
        } else {
            return fail_usage("unknown argument '" + args[i] + "'");
        }
    }
    if (out.empty()) return fail_usage("--out FILE is required");
    sqfig::Format format{};
    try {
        format = sqfig::format_from_path(out);
    } catch (const sqfig::Error& e) {
        return fail_usage(e.what());
    }
    if (format != sqfig::Format::pdf && format != sqfig::Format::ps)
        return fail_usage("a multi-page report is written as .pdf or .ps, not \"" + out + "\"");

    // All five result families are needed; every problem is reported.
    std::vector<paper::Diagnostic> diags;
    const paper::ResultsFolder folder = paper::load_results_folder(results, diags);
    if (!diags.empty()) {
        for (const auto& d : diags) std::cerr << program << ": " << d.to_string() << "\n";
        std::cerr << program << ": " << diags.size() << " problem(s) in the inputs; no report written\n";
        return 2;
    }

    sqfig::Document doc;
    try {
        doc = report::build_report(folder.results, folder.inputs);
    } catch (const sqfig::Error& e) {
        std::cerr << program << ": " << e.what() << "; no report written\n";
        return 2;
    }
    if (check) {
        std::size_t problems = 0;
        for (std::size_t i = 0; i < doc.page_count(); ++i)
            for (const auto& c : doc[i].collisions()) {
                std::cerr << program << ": page " << i + 1 << ": " << c.describe() << "\n";
                ++problems;
            }
        if (problems > 0) {
            std::cerr << program << ": " << problems << " layout problem(s); no report written\n";
            return 3;
        }
    }
    try {
        sqfig::SaveOptions compact;
        compact.compact_pdf = true;  // a PDF report: fonts without hinting
        doc.save(out, format, compact);
    } catch (const sqfig::Error& e) {
        std::cerr << program << ": " << e.what() << "\n";
        return 1;
    }
    std::cout << program << ": wrote " << out << " (" << doc.page_count() << " pages)\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::exception& e) {
        std::cerr << program << ": " << e.what() << "\n";
        return 1;
    }
}
