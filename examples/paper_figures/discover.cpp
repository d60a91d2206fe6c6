// Finding the results files of each family: see discover.hpp.
#include "discover.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <system_error>
#include <utility>

namespace paper {

namespace fs = std::filesystem;

std::string family_pattern(Family f) {
    if (f == Family::attention) return "attention_cosine.json";
    return std::string(family_name(f)) + "__*.json";
}

bool matches_family(Family f, const std::string& name) {
    if (f == Family::attention) return name == "attention_cosine.json";
    const std::string prefix = std::string(family_name(f)) + "__";
    const std::string suffix = ".json";
    return name.size() >= prefix.size() + suffix.size() && name.compare(0, prefix.size(), prefix) == 0 &&
           name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

Inputs discover_inputs(const std::string& results_dir, const std::vector<Family>& wanted,
                       const Inputs& overrides, std::vector<Diagnostic>& diags) {
    Inputs found;
    std::vector<Family> search;
    for (Family f : wanted) {
        if (std::find(search.begin(), search.end(), f) != search.end()) continue;
        if (!overrides.path(f).empty())
            found.path(f) = overrides.path(f);
        else
            search.push_back(f);
    }
    if (search.empty()) return found;

    // One listing of the folder, sorted so messages are deterministic.
    std::vector<std::string> names;
    std::error_code ec;
    fs::directory_iterator it(results_dir, ec);
    if (ec) {
        diags.push_back({results_dir, "", "cannot read the results folder: " + ec.message()});
        return found;
    }
    for (const fs::directory_iterator end; it != end; it.increment(ec)) {
        if (ec) break;
        std::error_code ec2;
        if (!it->is_regular_file(ec2)) continue;  // follows links; skips folders
        names.push_back(it->path().filename().string());
    }
    if (ec) {
        diags.push_back({results_dir, "", "cannot read the results folder: " + ec.message()});
        return found;
    }
    std::sort(names.begin(), names.end());

    const fs::path dir(results_dir);
    for (Family f : search) {
        std::vector<std::string> matches;
        for (const auto& n : names)
            if (matches_family(f, n)) matches.push_back(n);
        const std::string option = std::string("--") + family_name(f);
        if (matches.empty()) {
            diags.push_back({results_dir, "",
                             "no " + std::string(family_name(f)) + " results: no file matches " +
                                 family_pattern(f) + " (pass " + option + " FILE to name one)"});
        } else if (matches.size() > 1) {
            std::string list;
            for (const auto& m : matches) list += (list.empty() ? "" : ", ") + m;
            diags.push_back({results_dir, "",
                             std::to_string(matches.size()) + " files match " + family_pattern(f) + ": " + list +
                                 " (keep one, or pass " + option + " FILE to choose)"});
        } else {
            found.path(f) = (dir / matches.front()).string();
        }
    }
    return found;
}

ResultsFolder load_results_folder(const std::string& results_dir, std::vector<Diagnostic>& diags) {
    const std::vector<Family> all(all_families.begin(), all_families.end());
    ResultsFolder folder;
    folder.inputs = discover_inputs(results_dir, all, Inputs{}, diags);
    folder.results = load_results(folder.inputs, diags);
    return folder;
}

Results load_results_folder_or_throw(const std::string& results_dir) {
    std::vector<Diagnostic> diags;
    ResultsFolder folder = load_results_folder(results_dir, diags);
    if (!diags.empty()) {
        std::string msg = "cannot load the results in " + results_dir + ":";
        for (const auto& d : diags) msg += "\n  " + d.to_string();
        throw std::runtime_error(msg);
    }
    return std::move(folder.results);
}

}  // namespace paper
