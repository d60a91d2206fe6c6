// The paper's results read from a folder by programs that give up on a bad
// one: the benchmarks and the render tests (tests/render/paper_data.hpp). The
// tools themselves report each problem (paper::load_results_folder).
#pragma once

#include "loader.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace sqfig_bench {

/// Every family of `results_dir`; throws std::runtime_error listing every diagnostic.
inline paper::Results load_results_or_throw(const std::string& results_dir) {
    std::vector<paper::Diagnostic> diags;
    paper::Results results = paper::load_results_folder(results_dir, diags);
    if (diags.empty()) return results;
    std::string msg = "cannot load the results in " + results_dir + ":";
    for (const auto& d : diags) msg += "\n  " + d.to_string();
    throw std::runtime_error(msg);
}

}  // namespace sqfig_bench
