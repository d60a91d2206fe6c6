// Typed, validated view of the SpectralQuant results files: only what the six
// figures need. Filled by the loader (loader.hpp); read by the figure builders.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace paper {

// The three methods every results family reports, in drawing order.
enum class Method { fp16 = 0, spectralquant_v2 = 1, turboquant = 2 };
inline constexpr std::array<Method, 3> all_methods{Method::fp16, Method::spectralquant_v2,
                                                   Method::turboquant};
inline const char* method_key(Method m) {
    static const char* const keys[] = {"fp16", "spectralquant_v2", "turboquant"};
    return keys[static_cast<int>(m)];
}

// Facts about a run that figure text embeds ("Qwen2.5-7B, b=3, seed=42").
struct RunFacts {
    std::string file;                 // path the data came from
    std::string model;                // short model name: "Qwen2.5-7B" (after the last '/')
    std::optional<double> bits;       // quantized bit budget (e.g. 3)
    std::optional<long long> seed;
};

struct PerplexityResults {
    RunFacts run;
    std::array<double, 3> perplexity{};     // by Method, all > 0
    std::array<double, 3> nll_per_token{};  // by Method
    long long n_tokens = 0;                 // of fp16
};

struct GenerationResults {
    RunFacts run;
    // metrics[method][k]: k = 0 mean_token_overlap_f1, 1 mean_distinct_1, 2 mean_distinct_2
    std::array<std::array<double, 3>, 3> metrics{};
    std::size_t n_prompts = 0;
    long long max_new_tokens = 0;
    double temperature = 0;
};

struct LongbenchResults {
    RunFacts run;
    std::vector<std::string> tasks;                  // in the file's "tasks" order
    std::array<double, 3> macro{};                   // by Method
    std::array<std::vector<double>, 3> per_task{};   // by Method, aligned with tasks
    long long n_per_task = 0;
    std::optional<long long> max_input_tokens;
    std::optional<long long> max_new_tokens;
};

// One line of the latency figure: points sorted by context length.
struct LatencySeries {
    std::vector<double> context_length;
    std::vector<double> ms_per_token;  // decode_ms_per_token_p50, all > 0
};

struct LatencyResults {
    RunFacts run;
    LatencySeries fp16_end_to_end;
    LatencySeries sq_micro, sq_end_to_end;   // spectralquant_v2
    LatencySeries tq_micro, tq_end_to_end;   // turboquant
};

struct AttentionRow {
    std::string model;   // "Mistral-7B-v0.3"
    long long bits = 0;
    double random_haar_uniform = 0, calibrated_uniform = 0, calibrated_waterfill = 0;
};

struct AttentionResults {
    std::string file;
    std::vector<AttentionRow> rows;
};

struct Results {
    std::optional<PerplexityResults> perplexity;
    std::optional<GenerationResults> generation;
    std::optional<LongbenchResults> longbench;
    std::optional<LatencyResults> latency;
    std::optional<AttentionResults> attention;
};

}  // namespace paper
