// Loading the paper results the way sqfig-paper-figures does (discovery in a
// results folder, validation), for the in-process benchmark and the floor
// page generator.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "discover.hpp"
#include "loader.hpp"

namespace bench {

inline paper::Results load_paper_results(const std::string& dir) {
    std::vector<paper::Family> families(paper::all_families.begin(), paper::all_families.end());
    std::vector<paper::Diagnostic> diags;
    const paper::Inputs inputs = paper::discover_inputs(dir, families, paper::Inputs{}, diags);
    paper::Results results = paper::load_results(inputs, diags);
    if (!diags.empty()) {
        std::string msg = "cannot load the results in " + dir + ":";
        for (const auto& d : diags) msg += "\n  " + d.to_string();
        throw std::runtime_error(msg);
    }
    return results;
}

}  // namespace bench
