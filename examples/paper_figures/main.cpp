// sqfig-paper-figures: the six SpectralQuant paper figures from results JSON.
// Options: cli.hpp and --help; exit statuses: ../common/cli.hpp; the results format:
// results.schema.json.
#include "../common/cli.hpp"
#include "cli.hpp"
#include "figures.hpp"
#include "loader.hpp"

#include <sqfig/extras/file_transaction.hpp>

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace {

constexpr const char* program = "sqfig-paper-figures";

// Prints `line` (when given), then "PROGRAM: WHY; no figure was written"; returns `status`.
int fail(int status, const std::string& line, const std::string& why = "") {
    if (!line.empty()) std::cerr << line << "\n";
    std::cerr << program << ": " << (why.empty() ? "" : why + "; ") << "no figure was written\n";
    return status;
}

int run(const std::vector<std::string>& args) {
    const paper::Options opts = paper::parse_command_line(args);
    if (opts.help || opts.version) return cli::print_help_or_version(program, opts.help, paper::usage(), sqfig::version_string);

    std::vector<const paper::FigureSpec*> specs;  // the figures asked for, and the results they read
    std::vector<paper::Family> families;
    for (const paper::FigureSpec& spec : paper::figure_table())
        if (opts.figures.empty() || std::count(opts.figures.begin(), opts.figures.end(), spec.name)) {
            specs.push_back(&spec);
            families.insert(families.end(), spec.families.begin(), spec.families.end());
        }
    const bool searches = std::any_of(families.begin(), families.end(), [&](paper::Family f) { return opts.overrides.path(f).empty(); });
    if (searches && opts.results_dir.empty())
        return cli::usage_error(program, "which results? pass --results DIR (the sample results are examples/data in the source tree)");

    sqfig::prepare_fonts();  // fontconfig's set-up, a fifth of the run, goes on while the inputs are read

    // Find, read and validate every input before drawing anything.
    std::vector<paper::Diagnostic> diags;
    const paper::Results results =
        paper::load_results(paper::discover_inputs(opts.results_dir, families, opts.overrides, diags), diags);
    for (const auto& d : diags) std::cerr << d.to_string() << "\n";
    if (!diags.empty()) return fail(cli::exit_bad_input, "", cli::count(diags.size(), "problem") + " in the inputs");

    paper::Look look;  // the paper's own unless --style, --palette or --hatch change it
    try {
        if (!opts.style.empty()) look = paper::venue_look(sqfig::venue(opts.style));
        if (!opts.palette.empty()) paper::use_palette(look, opts.palette);
    } catch (const std::exception& e) {
        return fail(cli::exit_bad_input, program + std::string(": ") + e.what());
    }
    look.hatch = opts.hatch;
    sqfig::CheckOptions check_options;
    if (opts.print_width > 0) check_options.printed_width = sqfig::inches(opts.print_width);

    // Build, lay out, check and draw every figure before any is saved (on as
    // many threads as the machine runs at once).
    std::vector<std::vector<sqfig::Finding>> found(specs.size());
    std::vector<std::vector<sqfig::Collision>> overlaps(specs.size());
    sqfig::SaveOptions save;
    save.compact_pdf = true;  // fonts without hinting: the six PDFs take 56 KB instead of 99 KB
    const auto drawings = sqfig::draw_all(
        specs.size(), [&](std::size_t i) { return paper::build_figure(*specs[i], results, look); }, opts.format, save,
        [&](std::size_t i, const sqfig::Scene& scene) {
            if (opts.check_figures) found[i] = sqfig::check(scene, check_options);
            if (opts.check) overlaps[i] = sqfig::find_collisions(scene);
            return found[i].empty() && overlaps[i].empty();
        });
    std::size_t collisions = 0, findings = 0;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        if (!drawings[i].error.empty())  // a figure that cannot be drawn is a problem of the data
            return fail(cli::exit_bad_input, specs[i]->name + std::string(": cannot draw the figure: ") + drawings[i].error);
        for (const auto& f : found[i]) std::cerr << specs[i]->name << ": " << f.describe() << "\n";
        for (const auto& c : overlaps[i]) std::cerr << specs[i]->name << ": collision: " << c.describe() << "\n";
        findings += found[i].size();
        collisions += overlaps[i].size();
    }
    if (collisions > 0) return fail(cli::exit_collisions, "", "--check found " + cli::count(collisions, "collision"));
    if (findings > 0) return fail(cli::exit_figure_check, "", "--check-figures found " + cli::count(findings, "problem"));

    // Put them all in place together, or none.
    std::error_code ec;
    std::filesystem::create_directories(opts.out_dir, ec);  // an existing folder is fine; a file in its place is ENOTDIR
    if (ec) return fail(cli::exit_io_failure, opts.out_dir + ": cannot create the output folder: " + ec.message());
    sqfig::FileTransaction files;
    try {
        for (std::size_t i = 0; i < specs.size(); ++i)
            files.add((std::filesystem::path(opts.out_dir) / specs[i]->name).string() + sqfig::extension(opts.format), drawings[i].bytes);
        files.commit();
    } catch (const std::exception& e) {
        return fail(cli::exit_io_failure, e.what());
    }
    for (const auto& p : files.paths()) std::cout << "wrote " << p << "\n";
    return cli::exit_ok;
}

}  // namespace

int main(int argc, char** argv) {
    // Ctrl-C (or a kill) while writing: no temporary or backup file is left,
    // and the figures are all old or all new.
    sqfig::roll_back_files_on_signals();
    return cli::run_main(program, argc, argv, run);
}
