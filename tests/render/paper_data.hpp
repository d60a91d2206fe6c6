// Results for the paper figures in the render tests: the bundled sample
// (examples/data), the paper's real results (when present) and a stress set
// built here as JSON documents.
#pragma once

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "../../bench/paper_results.hpp"
#include "../driver/results_view.hpp"
#include "../support/skip.hpp"
#include "figures.hpp"
#include "loader.hpp"

namespace rt {

inline std::string sample_results_dir() { return std::string(SQFIG_SOURCE_DIR) + "/examples/data"; }
inline std::string real_results_dir() { return sqfig_test::real_results_dir(); }

/// True when the real results are there; otherwise the test is marked skipped.
inline bool have_real_results() { return sqfig_test::real_results_or_skip(); }

/// Loads every family from a results folder; throws with the diagnostics on failure.
inline paper::Results load_results_dir(const std::string& dir) { return sqfig_bench::load_results_or_throw(dir); }

/// A model name whose title line is more than three times as wide as the
/// panel that shows it (checked by the test that uses it).
inline std::string very_long_model_name() {
    std::string s = "Meta-Llama-3.1-405B-Instruct";
    for (int i = 0; i < 10; ++i) s += "-extended-context-variant-" + std::to_string(i);
    return s;
}

/// A number as JSON text that reads back as the same double.
inline std::string json_number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

/// Stress data: 8 long task names, values over six decades on the log panels,
/// 6 context lengths, 6 attention rows with long model names, and a model
/// name that makes panel titles three times wider than their panels. Built
/// as documents, not validated: the model name is longer than the schema's
/// 200 characters, on purpose.
inline paper::Results stress_results() {
    using paper::Family;
    const std::string model = R"("model": {"name": "org/)" + very_long_model_name() + R"("}, )";
    const std::string run = R"("command": "run --avg-bits 2.5 --seed 1234567", )";
    auto three = [](const std::array<std::string, 3>& m) {  // {"fp16": m[0], "spectralquant_v2": m[1], "turboquant": m[2]}
        return R"("methods": {"fp16": )" + m[0] + R"(, "spectralquant_v2": )" + m[1] + R"(, "turboquant": )" + m[2] + "}";
    };
    std::array<std::string, 5> text;

    const double ppl[3] = {1.0473, 318.25, 1.2e6}, nll[3] = {0.0462, 5.763, 13.855};  // six decades
    std::array<std::string, 3> m;
    for (std::size_t i = 0; i < 3; ++i)
        m[i] = R"({"perplexity": )" + json_number(ppl[i]) + R"(, "nll_per_token": )" + json_number(nll[i]) +
               (i == 0 ? R"(, "n_tokens": 123456789)" : i == 1 ? R"(, "avg_bits": 2.5)" : "") + "}";
    text[0] = "{" + model + R"("command": "run --seed 1234567", )" + three(m) + "}";

    const double metrics[3][3] = {{1.0, 0.999, 0.998}, {0.0, 0.001, 0.5}, {0.333, 0.334, 0.335}};
    for (std::size_t i = 0; i < 3; ++i)
        m[i] = R"({"metrics": {"mean_token_overlap_f1": )" + json_number(metrics[i][0]) + R"(, "mean_distinct_1": )" +
               json_number(metrics[i][1]) + R"(, "mean_distinct_2": )" + json_number(metrics[i][2]) + "}}";
    std::string prompts = "0";
    for (int i = 1; i < 1000; ++i) prompts += ", 0";
    text[1] = "{" + model + R"("command": "run --avg-bits 2.5", "prompts": [)" + prompts +
              R"(], "decoding": {"max_new_tokens": 4096, "temperature": 0.7, "seed": 1234567}, )" + three(m) + "}";

    std::string tasks;
    for (int i = 0; i < 8; ++i) tasks += (i ? ", \"" : "\"") + ("multifieldqa_en_long_task_name_" + std::to_string(i)) + "\"";
    const double macro[3] = {0.4012, 0.3999, 0.0021};
    for (std::size_t i = 0; i < 3; ++i) {
        std::string per_task;
        for (int t = 0; t < 8; ++t)
            per_task += std::string(t ? ", " : "") + R"({"task": "multifieldqa_en_long_task_name_)" + std::to_string(t) +
                        R"(", "score": )" + json_number(t % 3 == 0 ? 0.0 : 0.05 + 0.11 * t - 0.02 * static_cast<double>(i)) + "}";
        m[i] = R"({"aggregate": {"macro_score": )" + json_number(macro[i]) + R"(}, "per_task": [)" + per_task + "]}";
    }
    text[3] = "{" + model + run + R"("tasks": [)" + tasks +
              R"(], "subset": {"n_per_task": 200, "max_input_tokens": 131072, "max_new_tokens": 1024}, )" + three(m) + "}";

    const std::vector<double> ctx{512, 1024, 2048, 4096, 8192, 16384};
    auto points = [&](double first, double factor, const char* flags) {
        std::string out;
        for (std::size_t i = 0; i < ctx.size(); ++i)
            out += std::string(i ? ", " : "") + R"({"context_length": )" + json_number(ctx[i]) +
                   R"(, "decode_ms_per_token_p50": )" + json_number(first * std::pow(factor, double(i))) + flags + "}";
        return out;
    };
    const char* micro = R"(, "microbenchmark": true)";
    const char* e2e = R"(, "end_to_end_measured": true)";
    m[0] = R"({"operating_points": [)" + points(0.0021, 3.5, "") + "]}";  // 2.1e-3 .. 1.1
    // sq micro 1.2e-3 .. 120, six decades with tq; sq end-to-end 4e-3 .. 236
    m[1] = R"({"operating_points": [)" + points(0.0012, 10.0, micro) + ", " + points(0.004, 9.0, e2e) + "]}";
    // tq micro 0.05 .. 389; tq end-to-end 1.3 .. 4062
    m[2] = R"({"operating_points": [)" + points(0.05, 6.0, micro) + ", " + points(1.3, 5.0, e2e) + "]}";
    text[2] = "{" + model + run + three(m) + "}";

    const char* models[6] = {
        "Meta-Llama-3.1-405B-Instruct-Turbo", "MixtralMoE8x22BInstructExtendedContext",
        "Qwen2.5-72B-Instruct-128k",          "DeepSeekCoderV2LiteInstructLongContext",
        "gemma-2-27b-it",                     "Phi3MediumInstruct128kContextWindowEdition"};
    const double vals[6][3] = {{0.999, 0.998, 0.997}, {0.412, 0.655, 0.871}, {0.05, 0.5, 0.95},
                               {1.0, 1.0, 1.0},       {0.0, 0.001, 0.002},   {0.789, 0.801, 0.812}};
    std::string rows;
    for (int i = 0; i < 6; ++i)
        rows += std::string(i ? ", " : "") + R"({"model": ")" + models[i] + R"(", "bits": )" + std::to_string(2 + i % 3) +
                R"(, "random_haar_uniform": )" + json_number(vals[i][0]) + R"(, "calibrated_uniform": )" +
                json_number(vals[i][1]) + R"(, "calibrated_waterfill": )" + json_number(vals[i][2]) + "}";
    text[4] = R"({"rows": [)" + rows + "]}";

    paper::Results r;
    for (Family f : paper::all_families) {
        rapidjson::Document doc;
        doc.Parse<rapidjson::kParseFullPrecisionFlag>(text[static_cast<std::size_t>(f)].c_str());
        if (doc.HasParseError()) throw std::logic_error(std::string("stress data: invalid JSON for ") + paper::family_name(f));
        paper::read_document(r, f, doc);
    }
    return r;
}

}  // namespace rt
