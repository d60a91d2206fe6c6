// Loader of the SpectralQuant results files: finds each family's file in a
// results folder, parses it with RapidJSON (iterative parser, UTF-8
// validated, NaN/Infinity, numbers beyond a double, nesting past 1,000
// levels and a key given twice in one object rejected), validates it
// against its family's definition in results.schema.json (the format's
// documentation: every field read, its type and range), and reads the
// validated document into its family's struct (results.hpp). All of the
// driver's JSON is here: the figure builders see only those structs.
//
// Every problem is a Diagnostic: the file, the JSON Pointer of the offending
// value (e.g. "/methods/turboquant/perplexity"), what was expected and what
// was found; parse errors carry line:column (1-based; the column counts
// UTF-8 characters). Every file is checked, and every schema problem of a
// file is reported (the validator stops at the first, so the loader reports
// it, puts a valid value in its place and validates again).
#pragma once

#include "results.hpp"

#include <rapidjson/document.h>

#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace paper {

/// One problem found in the inputs.
struct Diagnostic {
    std::string file;      // path of the file (or folder) concerned
    std::string location;  // JSON Pointer ("/methods/fp16/perplexity"); "" if none
    std::string message;   // "expected a number, found a string \"6.49\""
    int line = 0;          // 1-based, parse errors only (0: none)
    int column = 0;        // 1-based, in characters

    /// "FILE:LINE:COL: LOCATION: message" or "FILE: LOCATION: message"
    /// (the location part is left out when empty).
    std::string to_string() const;
};

/// The keys of the three methods in the files, in drawing order (results.hpp's ByMethod).
inline constexpr std::array<const char*, 3> method_keys{"fp16", "spectralquant_v2", "turboquant"};

/// Paths of the input files by Family; an empty path means "not needed, don't load".
struct Inputs {
    std::array<std::string, 5> paths;
    std::string& path(Family f) { return paths[static_cast<std::size_t>(f)]; }
    const std::string& path(Family f) const { return paths[static_cast<std::size_t>(f)]; }
};

/// Longest file the loader reads (bigger files are a diagnostic).
inline constexpr std::size_t max_file_bytes = std::size_t{256} * 1024 * 1024;

/// The text of results.schema.json, embedded at build time.
std::string_view results_schema();

/// One family from JSON text; `file` only labels the diagnostics. That
/// family's member of the result is set unless a problem was found (all of
/// them appended to diags).
Results parse(Family family, std::string_view json, const std::string& file, std::vector<Diagnostic>& diags);

/// Sets `family`'s member of `into` from a parsed document of that family.
/// It checks nothing: parse() calls it once the document is validated (each
/// value of the schema's type) and checked (each task once, the five latency
/// lines), and a document not checked so must hold the schema's types.
void read_document(Results& into, Family family, const rapidjson::Value& document);

/// Loads every family whose path in `in` is non-empty. A family that has
/// problems stays empty in the result; all problems go to diags.
Results load_results(const Inputs& in, std::vector<Diagnostic>& diags);

/// Reads a whole regular file (a FIFO or device is refused at once, without
/// waiting for a writer; so is a file over max_file_bytes). On failure
/// appends a diagnostic and returns false.
bool read_file(const std::string& file, std::string& out, std::vector<Diagnostic>& diags);

/// 1-based line and column (in UTF-8 characters) of byte `offset` in `text`.
std::pair<int, int> line_column(std::string_view text, std::size_t offset);

/// File name pattern of a family: "perplexity__*.json" ..., "attention_cosine.json".
std::string family_pattern(Family f);

/// For each family in `wanted`: the path from `overrides` when set, otherwise
/// the one regular file in `results_dir` matching family_pattern. None,
/// several (each named) and an unreadable folder are diagnostics, which name
/// `--<family> FILE` as the way out when `per_family_options` (the tool has
/// those options).
Inputs discover_inputs(const std::string& results_dir, const std::vector<Family>& wanted, const Inputs& overrides,
                       std::vector<Diagnostic>& diags, bool per_family_options = true);

/// A results folder read whole: every family from the file found for it
/// (its path in *found when given).
Results load_results_folder(const std::string& results_dir, std::vector<Diagnostic>& diags, Inputs* found = nullptr,
                            bool per_family_options = true);

}  // namespace paper
