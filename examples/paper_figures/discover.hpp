// Finding the results files of each family in a results folder.
#pragma once

#include "loader.hpp"

#include <string>
#include <vector>

namespace paper {

/// File name pattern of a family in a results folder:
/// "perplexity__*.json" ... and "attention_cosine.json" for the attention rows.
std::string family_pattern(Family f);

/// True when `file_name` (no folder part) matches family_pattern(f).
bool matches_family(Family f, const std::string& file_name);

/// For each family in `wanted`: the path from `overrides` when it is set
/// (no search then), otherwise the one file in `results_dir` that matches the
/// family's pattern. No match, several matches (each one named) and an
/// unreadable folder are diagnostics; the path of such a family stays empty.
/// Families not in `wanted` stay empty. Matches are regular files (or links
/// to them); sub-folders are ignored.
Inputs discover_inputs(const std::string& results_dir, const std::vector<Family>& wanted,
                       const Inputs& overrides, std::vector<Diagnostic>& diags);

/// A results folder read whole: the file found for every family, and what it holds.
struct ResultsFolder {
    Inputs inputs;
    Results results;
};

/// Every family found in `results_dir` (discover_inputs) and loaded
/// (load_results); each problem becomes a diagnostic in `diags`.
ResultsFolder load_results_folder(const std::string& results_dir, std::vector<Diagnostic>& diags);

/// load_results_folder for tools and tests that give up on a bad folder:
/// throws std::runtime_error listing every diagnostic.
Results load_results_folder_or_throw(const std::string& results_dir);

}  // namespace paper
