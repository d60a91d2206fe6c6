// Loader of the SpectralQuant results files: parses each file with RapidJSON
// (iterative parser, UTF-8 validated, NaN/Infinity and out-of-range numbers
// rejected) and validates it into the typed structs of results.hpp.
//
// Every problem is collected as a Diagnostic (not just the first one): the
// file, the JSON Pointer of the offending value (e.g.
// "/methods/turboquant/perplexity"), what was expected and what was found.
// Parse errors also carry line:column (1-based; the column counts UTF-8
// characters).
//
// What the loader reads (and nothing else; extra fields are ignored, key and
// array order do not matter, integers are valid numbers):
//   all families   model.name (non-empty string; the short form after the
//                  last '/' goes to RunFacts::model), optional "family"
//                  (must match when present), bits and seed (see below).
//   perplexity     methods.{fp16,spectralquant_v2,turboquant}.perplexity
//                  (> 0 and <= 1e100: log axis), .nll_per_token (finite),
//                  methods.fp16.n_tokens (integer >= 1).
//   generation     methods.*.metrics.{mean_token_overlap_f1,mean_distinct_1,
//                  mean_distinct_2} (finite, in [0, 1]), prompts (non-empty
//                  array), decoding.{max_new_tokens (integer >= 1),
//                  temperature (finite, >= 0), seed (integer)}.
//   longbench      tasks (non-empty array of distinct non-empty strings),
//                  methods.*.aggregate.macro_score (finite),
//                  methods.*.per_task[].{task,score} (every listed task
//                  exactly once, no others), subset.n_per_task (integer
//                  >= 1), optional subset.{max_input_tokens,max_new_tokens}.
//   latency        methods.*.operating_points[].{context_length (integer >= 1),
//                  decode_ms_per_token_p50 (> 0 and <= 1e100: log axis)};
//                  fp16: every point; spectralquant_v2 / turboquant:
//                  "microbenchmark": true -> microbenchmark series,
//                  "end_to_end_measured": true and not microbenchmark ->
//                  end-to-end series, other points ignored. Each of the five
//                  series needs >= 1 point, context lengths unique within a
//                  series; series come out sorted by context length.
//   attention      rows (non-empty array) of {model (non-empty string),
//                  bits (integer >= 1), random_haar_uniform,
//                  calibrated_uniform, calibrated_waterfill (finite, in
//                  [-1, 1])}.
//
// RunFacts::bits, first found of: perplexity's
// methods.spectralquant_v2.avg_bits; "--avg-bits N" in "command"; "__b<N>_"
// in "run_id". RunFacts::seed, first found of: generation's decoding.seed;
// "--seed N" in "command"; "_seed<N>" in "run_id". Either may stay empty.
#pragma once

#include "results.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>
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

/// The five input families, in the order the driver lists them.
enum class Family { perplexity = 0, generation, latency, longbench, attention };
inline constexpr std::array<Family, 5> all_families{Family::perplexity, Family::generation,
                                                    Family::latency, Family::longbench,
                                                    Family::attention};
/// "perplexity", "generation", "latency", "longbench", "attention".
const char* family_name(Family f);
/// Inverse of family_name; also accepts "attention_cosine".
std::optional<Family> family_from_name(std::string_view name);

/// Paths of the input files; an empty path means "not needed, don't load".
struct Inputs {
    std::string perplexity, generation, latency, longbench, attention;

    std::string& path(Family f);
    const std::string& path(Family f) const;
};

/// Longest file the loader reads (bigger files are a diagnostic).
inline constexpr std::size_t max_file_bytes = std::size_t{256} * 1024 * 1024;

// Per-family loaders. `file` is the path to read; the parse_* variants take
// the JSON text directly and use `file` only to label diagnostics. They
// return nullopt when any problem was found (all of them appended to diags).
std::optional<PerplexityResults> load_perplexity(const std::string& file, std::vector<Diagnostic>& diags);
std::optional<GenerationResults> load_generation(const std::string& file, std::vector<Diagnostic>& diags);
std::optional<LongbenchResults> load_longbench(const std::string& file, std::vector<Diagnostic>& diags);
std::optional<LatencyResults> load_latency(const std::string& file, std::vector<Diagnostic>& diags);
std::optional<AttentionResults> load_attention(const std::string& file, std::vector<Diagnostic>& diags);

std::optional<PerplexityResults> parse_perplexity(std::string_view json, const std::string& file, std::vector<Diagnostic>& diags);
std::optional<GenerationResults> parse_generation(std::string_view json, const std::string& file, std::vector<Diagnostic>& diags);
std::optional<LongbenchResults> parse_longbench(std::string_view json, const std::string& file, std::vector<Diagnostic>& diags);
std::optional<LatencyResults> parse_latency(std::string_view json, const std::string& file, std::vector<Diagnostic>& diags);
std::optional<AttentionResults> parse_attention(std::string_view json, const std::string& file, std::vector<Diagnostic>& diags);

/// Loads every family whose path in `in` is non-empty. A family that has
/// problems stays empty in the result; all problems go to diags. The result
/// is complete for the requested families exactly when diags gained nothing.
Results load_results(const Inputs& in, std::vector<Diagnostic>& diags);

/// Reads a whole file into `out`. On failure appends a diagnostic for `file`
/// and returns false. Refuses anything but a regular file (a FIFO or device
/// is refused at once, without waiting for a writer) and files over
/// max_file_bytes.
bool read_file(const std::string& file, std::string& out, std::vector<Diagnostic>& diags);

/// 1-based line and column (in UTF-8 characters) of byte `offset` in `text`.
std::pair<int, int> line_column(std::string_view text, std::size_t offset);

}  // namespace paper
