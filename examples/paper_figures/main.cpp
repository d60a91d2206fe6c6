// sqfig-paper-figures: the six SpectralQuant paper figures from results JSON.
// Contract: ../../shared/DESIGN.md ("The example driver contract"); options
// and exit statuses: cli.hpp / --help.
#include "cli.hpp"
#include "discover.hpp"
#include "loader.hpp"
#include "staged_output.hpp"

#ifdef SQFIG_PAPER_FIGURES_STUB
#include "figures_stub_for_tests.hpp"
#else
#include "figures.hpp"
#endif

#include <sqfig/core/error.hpp>
#include <sqfig/layout/collisions.hpp>
#include <sqfig/scene.hpp>
#include <sqfig/version.hpp>

#include <algorithm>
#include <exception>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace {

constexpr const char* program = "sqfig-paper-figures";

sqfig::Format to_format(const std::string& f) {
    if (f == "svg") return sqfig::Format::svg;
    if (f == "png") return sqfig::Format::png;
    if (f == "ps") return sqfig::Format::ps;
    return sqfig::Format::pdf;
}

int run(const std::vector<std::string>& args) {
    paper::Options opts;
    std::string error;
    if (!paper::parse_command_line(args, opts, error)) {
        std::cerr << program << ": " << error << "\nTry '" << program << " --help'.\n";
        return paper::exit_bad_input;
    }
    if (opts.help) {
        std::cout << paper::usage(program);
        return paper::exit_ok;
    }
    if (opts.version) {
        std::cout << program << " (sqfig) " << sqfig::version_string << "\n";
        return paper::exit_ok;
    }

    // Which figures, and which result families they need.
    const std::vector<std::string>& known = paper::figure_names();
    std::vector<std::string> names = known;
    if (!opts.only.empty()) {
        std::vector<std::string> unknown;
        names = paper::select_figures(opts.only, known, unknown);
        if (!unknown.empty()) {
            for (const auto& u : unknown) {
                std::cerr << program << ": unknown figure \"" << u << "\" in --only (known:";
                for (const auto& k : known) std::cerr << " " << k;
                std::cerr << ")\n";
            }
            return paper::exit_bad_input;
        }
    }
    std::vector<paper::Family> families;
    for (const auto& n : names)
        for (const auto& fam : paper::families_needed(n)) {
            const auto f = paper::family_from_name(fam);
            if (!f) {
                std::cerr << program << ": internal error: figure " << n << " needs unknown family " << fam << "\n";
                return paper::exit_bad_input;
            }
            if (std::find(families.begin(), families.end(), *f) == families.end()) families.push_back(*f);
        }

    // Find, read and validate every input before drawing anything.
    std::vector<paper::Diagnostic> diags;
    const paper::Inputs inputs = paper::discover_inputs(opts.results_dir, families, opts.overrides, diags);
    const paper::Results results = paper::load_results(inputs, diags);
    if (!diags.empty()) {
        for (const auto& d : diags) std::cerr << d.to_string() << "\n";
        std::cerr << program << ": " << diags.size() << (diags.size() == 1 ? " problem" : " problems")
                  << " in the inputs; no figure was written\n";
        return paper::exit_bad_input;
    }

    // Build (measure and lay out) every figure.
    std::vector<std::unique_ptr<sqfig::Figure>> figures;
    for (const auto& n : names) {
        try {
            figures.emplace_back(new sqfig::Figure(paper::build_figure(n, results)));
        } catch (const std::exception& e) {
            std::cerr << n << ": cannot draw the figure: " << e.what() << "\n"
                      << program << ": no figure was written\n";
            return paper::exit_bad_input;
        }
    }

    // With --check each figure is laid out once, checked, and saved from that layout.
    std::vector<std::optional<sqfig::Scene>> scenes(figures.size());
    if (opts.check) {
        std::size_t count = 0;
        for (std::size_t i = 0; i < figures.size(); ++i) {
            try {
                scenes[i] = figures[i]->scene();
            } catch (const std::exception& e) {
                std::cerr << names[i] << ": cannot draw the figure: " << e.what() << "\n"
                          << program << ": no figure was written\n";
                return paper::exit_bad_input;
            }
            for (const auto& c : sqfig::find_collisions(*scenes[i])) {
                std::cerr << names[i] << ": collision: " << c.describe() << "\n";
                ++count;
            }
        }
        if (count > 0) {
            std::cerr << program << ": --check found " << count << (count == 1 ? " collision" : " collisions")
                      << "; no figure was written\n";
            return paper::exit_collisions;
        }
    }

    // Write every figure to a temporary file, then rename them all into place.
    try {
        paper::make_directories(opts.out_dir);
        paper::StagedFiles staged(opts.out_dir);
        const std::string ext = paper::format_extension(opts.format);
        for (std::size_t i = 0; i < figures.size(); ++i) {
            const std::string temp = staged.stage(names[i] + ext);
            try {
                if (scenes[i]) figures[i]->save(std::move(*scenes[i]), temp, to_format(opts.format));
                else figures[i]->save(temp, to_format(opts.format));
            } catch (const std::exception& e) {
                throw paper::IoError((std::filesystem::path(opts.out_dir) / (names[i] + ext)).string() +
                                     ": cannot write: " + e.what());
            }
        }
        staged.commit();
        for (const auto& p : staged.final_paths()) std::cout << "wrote " << p << "\n";
    } catch (const paper::IoError& e) {
        std::cerr << e.what() << "\n" << program << ": no figure was written\n";
        return paper::exit_io_failure;
    }
    return paper::exit_ok;
}

}  // namespace

int main(int argc, char** argv) {
    paper::remove_staged_files_on_signals();  // Ctrl-C while writing leaves no temporary file
    try {
        return run(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::exception& e) {
        std::cerr << program << ": error: " << e.what() << "\n";
        return paper::exit_io_failure;
    } catch (...) {
        std::cerr << program << ": unknown error\n";
        return paper::exit_io_failure;
    }
}
