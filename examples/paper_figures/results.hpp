// The SpectralQuant results as the figures read them: one struct per results
// file, filled by the loader (loader.hpp) from a file it has validated, read
// by the figure builders (figures.hpp) and sqfig-report. Plain C++ values:
// no JSON here, and only what the figures and the report show. Where a value
// is given "by method", the three are in drawing order: FP16, SpectralQuant
// v2, TurboQuant (the files' "fp16", "spectralquant_v2", "turboquant").
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace paper {

/// The five input families, in the order the driver lists them.
enum class Family { perplexity = 0, generation, latency, longbench, attention };
inline constexpr std::array<Family, 5> all_families{Family::perplexity, Family::generation, Family::latency,
                                                    Family::longbench, Family::attention};
/// Each family's name, by Family: "perplexity", "generation", "latency", "longbench", "attention".
inline constexpr std::array<const char*, 5> family_names{"perplexity", "generation", "latency", "longbench", "attention"};
inline const char* family_name(Family f) { return family_names[static_cast<std::size_t>(f)]; }

/// One value per method, in drawing order: FP16, SpectralQuant v2, TurboQuant.
template <class T>
using ByMethod = std::array<T, 3>;

/// What figure titles say about a run ("Qwen2.5-7B, b=3, seed=42"): the model
/// after the last '/' of model.name; the bit budget, first found of
/// perplexity's methods.spectralquant_v2.avg_bits, "--avg-bits N" in
/// "command", "__b<N>_" in "run_id"; the seed, first found of generation's
/// decoding.seed, "--seed N" in "command", "_seed<N>" in "run_id".
struct RunFacts {
    std::string model;
    std::optional<double> bits;
    std::optional<long long> seed;
};

/// perplexity__*.json: WikiText-103 validation perplexity.
struct PerplexityResults {
    RunFacts run;
    ByMethod<double> perplexity{};     // > 0, drawn on a log axis
    ByMethod<double> nll_per_token{};  // mean negative log-likelihood per token, in nats
    long long n_tokens = 0;            // tokens scored (fp16's n_tokens)
};

/// The greedy-generation quality of one method, each in [0, 1].
struct GenerationMetrics {
    double token_overlap_f1 = 0;  // mean_token_overlap_f1: against the FP16 outputs
    double distinct_1 = 0;        // mean_distinct_1: unigram diversity
    double distinct_2 = 0;        // mean_distinct_2: bigram diversity
};

/// generation__*.json: greedy generation on a set of prompts.
struct GenerationResults {
    RunFacts run;
    ByMethod<GenerationMetrics> metrics{};
    std::size_t n_prompts = 0;     // prompts in the evaluation set
    long long max_new_tokens = 0;  // decoding.max_new_tokens
    double temperature = 0;        // decoding.temperature
};

/// longbench__*.json: LongBench scores on a subset of its tasks.
struct LongbenchResults {
    RunFacts run;
    std::vector<std::string> tasks;               // distinct, in the file's order
    ByMethod<double> macro_score{};               // aggregate.macro_score
    ByMethod<std::vector<double>> task_scores{};  // one score per task, in the order of `tasks`
    long long n_per_task = 0;                     // subset.n_per_task: examples per task
    std::optional<long long> max_input_tokens;    // subset.max_input_tokens, when given
    std::optional<long long> max_new_tokens;      // subset.max_new_tokens, when given
};

/// A line of the latency figure: its operating points by increasing context length.
struct LatencySeries {
    std::vector<double> context_length;
    std::vector<double> ms_per_token;  // decode_ms_per_token_p50, > 0
};

/// latency__*.json: the five lines of fig_latency, each with at least one point.
struct LatencyResults {
    RunFacts run;
    LatencySeries fp16_end_to_end;  // every fp16 operating point
    LatencySeries sq_micro;         // spectralquant_v2's "microbenchmark" points
    LatencySeries sq_end_to_end;    // spectralquant_v2's "end_to_end_measured" points that are not microbenchmarks
    LatencySeries tq_micro;         // turboquant's, the same two
    LatencySeries tq_end_to_end;
};

/// One row of attention_cosine.json: the mean attention-output cosine to FP16
/// of three quantizations of a model at a bit budget.
struct AttentionRow {
    std::string model;  // as given: "Mistral-7B-v0.3"
    long long bits = 0;
    double random_haar_uniform = 0;
    double calibrated_uniform = 0;
    double calibrated_waterfill = 0;
};

/// attention_cosine.json
struct AttentionResults {
    std::vector<AttentionRow> rows;
};

/// The loaded results, one member per family (empty: not loaded).
struct Results {
    std::optional<PerplexityResults> perplexity;
    std::optional<GenerationResults> generation;
    std::optional<LatencyResults> latency;
    std::optional<LongbenchResults> longbench;
    std::optional<AttentionResults> attention;
};

}  // namespace paper
