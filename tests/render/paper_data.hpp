// Results for the paper figures in the render tests: the bundled sample
// (examples/data), the paper's real results (when present) and a stress set
// built here as paper::Results structs.
#pragma once

#include <cmath>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "../support/skip.hpp"
#include "loader.hpp"
#include "figures.hpp"
#include "loader.hpp"
#include "results.hpp"

namespace rt {

inline std::string sample_results_dir() { return std::string(SQFIG_SOURCE_DIR) + "/examples/data"; }
inline std::string real_results_dir() { return sqfig_test::real_results_dir(); }

/// True when the real results are there; otherwise the test is marked skipped.
inline bool have_real_results() { return sqfig_test::real_results_or_skip(); }

/// Loads every family from a results folder; throws with the diagnostics on failure.
inline paper::Results load_results_dir(const std::string& dir) { return paper::load_results_folder_or_throw(dir); }

/// A model name whose title line is more than three times as wide as the
/// panel that shows it (checked by the test that uses it).
inline std::string very_long_model_name() {
    std::string s = "Meta-Llama-3.1-405B-Instruct";
    for (int i = 0; i < 10; ++i) s += "-extended-context-variant-" + std::to_string(i);
    return s;
}

/// Stress data: 8 long task names, values over six decades on the log panels,
/// 6 context lengths, 6 attention rows with long model names, and a model
/// name that makes panel titles three times wider than their panels.
inline paper::Results stress_results() {
    using paper::Method;
    paper::Results r;
    paper::RunFacts run;
    run.file = "stress";
    run.model = very_long_model_name();
    run.bits = 2.5;
    run.seed = 1234567;

    paper::PerplexityResults p;
    p.run = run;
    p.perplexity = {1.0473, 318.25, 1.2e6};  // six decades
    p.nll_per_token = {0.0462, 5.763, 13.855};
    p.n_tokens = 123456789;
    r.perplexity = p;

    paper::GenerationResults g;
    g.run = run;
    g.metrics = {{{1.0, 0.999, 0.998}, {0.0, 0.001, 0.5}, {0.333, 0.334, 0.335}}};
    g.n_prompts = 1000;
    g.max_new_tokens = 4096;
    g.temperature = 0.7;
    r.generation = g;

    paper::LongbenchResults lb;
    lb.run = run;
    for (int i = 0; i < 8; ++i) lb.tasks.push_back("multifieldqa_en_long_task_name_" + std::to_string(i));
    lb.macro = {0.4012, 0.3999, 0.0021};
    for (std::size_t m = 0; m < 3; ++m)
        for (int i = 0; i < 8; ++i)
            lb.per_task[m].push_back(i % 3 == 0 ? 0.0 : 0.05 + 0.11 * i - 0.02 * static_cast<double>(m));
    lb.n_per_task = 200;
    lb.max_input_tokens = 131072;
    lb.max_new_tokens = 1024;
    r.longbench = lb;

    paper::LatencyResults lat;
    lat.run = run;
    const std::vector<double> ctx{512, 1024, 2048, 4096, 8192, 16384};
    auto series = [&](double first, double factor) {
        paper::LatencySeries s;
        s.context_length = ctx;
        for (std::size_t i = 0; i < ctx.size(); ++i) s.ms_per_token.push_back(first * std::pow(factor, double(i)));
        return s;
    };
    lat.fp16_end_to_end = series(0.0021, 3.5);  // 2.1e-3 .. 1.1
    lat.sq_micro = series(0.0012, 10.0);        // 1.2e-3 .. 120: six decades with tq
    lat.tq_micro = series(0.05, 6.0);           // 0.05 .. 389
    lat.sq_end_to_end = series(0.004, 9.0);     // 4e-3 .. 236
    lat.tq_end_to_end = series(1.3, 5.0);       // 1.3 .. 4062
    r.latency = lat;

    paper::AttentionResults att;
    att.file = "stress";
    const char* models[6] = {
        "Meta-Llama-3.1-405B-Instruct-Turbo", "MixtralMoE8x22BInstructExtendedContext",
        "Qwen2.5-72B-Instruct-128k",          "DeepSeekCoderV2LiteInstructLongContext",
        "gemma-2-27b-it",                     "Phi3MediumInstruct128kContextWindowEdition"};
    const double vals[6][3] = {{0.999, 0.998, 0.997}, {0.412, 0.655, 0.871}, {0.05, 0.5, 0.95},
                               {1.0, 1.0, 1.0},       {0.0, 0.001, 0.002},   {0.789, 0.801, 0.812}};
    for (int i = 0; i < 6; ++i) {
        paper::AttentionRow row;
        row.model = models[i];
        row.bits = 2 + i % 3;
        row.random_haar_uniform = vals[i][0];
        row.calibrated_uniform = vals[i][1];
        row.calibrated_waterfill = vals[i][2];
        att.rows.push_back(row);
    }
    r.attention = att;
    return r;
}

}  // namespace rt
