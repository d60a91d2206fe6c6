// The loaded results as the tests check them: each family's values as the
// figure builders read them from the validated documents (run_facts,
// latency_series, task_scores and the documents' fields), in typed structs
// the tests compare. Test code only: the driver reads the documents directly.
#pragma once

#include "figures.hpp"
#include "loader.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace results_view {

using rapidjson::Value;

using Run = paper::RunFacts;

inline double number(const Value& v, const char* key) { return v[key].GetDouble(); }
inline long long integer(const Value& v, const char* key) { return static_cast<long long>(v[key].GetDouble()); }
inline std::string text(const Value& v) { return {v.GetString(), v.GetStringLength()}; }
inline const Value& method(const Value& root, std::size_t m) { return root["methods"][paper::method_keys[m]]; }
template <class T>
std::optional<T> maybe(const Value& v, const char* key, T (*read)(const Value&, const char*)) {
    return v.HasMember(key) ? std::optional<T>(read(v, key)) : std::nullopt;
}

struct Perplexity {
    Run run;
    std::array<double, 3> perplexity{}, nll_per_token{};
    long long n_tokens = 0;
};
struct Generation {
    Run run;
    std::array<std::array<double, 3>, 3> metrics{};  // [method][f1, distinct-1, distinct-2]
    std::size_t n_prompts = 0;
    long long max_new_tokens = 0;
    double temperature = 0;
};
struct Longbench {
    Run run;
    std::vector<std::string> tasks;
    std::array<double, 3> macro{};
    std::array<std::vector<double>, 3> per_task{};
    long long n_per_task = 0;
    std::optional<long long> max_input_tokens, max_new_tokens;
};
struct Latency {
    Run run;
    paper::Series fp16_end_to_end, sq_micro, sq_end_to_end, tq_micro, tq_end_to_end;
};
struct AttentionRow {
    std::string model;
    long long bits = 0;
    double random_haar_uniform = 0, calibrated_uniform = 0, calibrated_waterfill = 0;
};
struct Attention {
    std::vector<AttentionRow> rows;
};

struct View {
    std::optional<Perplexity> perplexity;
    std::optional<Generation> generation;
    std::optional<Longbench> longbench;
    std::optional<Latency> latency;
    std::optional<Attention> attention;
};

inline View view(const paper::Results& r) {
    using F = paper::Family;
    auto run = [&](F f) { return paper::run_facts(r, f); };
    View v;
    if (const Value* d = r.doc(F::perplexity)) {
        Perplexity p{run(F::perplexity), {}, {}, integer(method(*d, 0), "n_tokens")};
        for (std::size_t m = 0; m < 3; ++m)
            p.perplexity[m] = number(method(*d, m), "perplexity"), p.nll_per_token[m] = number(method(*d, m), "nll_per_token");
        v.perplexity = p;
    }
    if (const Value* d = r.doc(F::generation)) {
        Generation g{run(F::generation), {}, (*d)["prompts"].Size(), integer((*d)["decoding"], "max_new_tokens"),
                     number((*d)["decoding"], "temperature")};
        for (std::size_t m = 0; m < 3; ++m) {
            const Value& x = method(*d, m)["metrics"];
            g.metrics[m] = {number(x, "mean_token_overlap_f1"), number(x, "mean_distinct_1"), number(x, "mean_distinct_2")};
        }
        v.generation = g;
    }
    if (const Value* d = r.doc(F::longbench)) {
        const Value& subset = (*d)["subset"];
        Longbench l{run(F::longbench), {}, {}, {}, integer(subset, "n_per_task"),
                    maybe<long long>(subset, "max_input_tokens", integer), maybe<long long>(subset, "max_new_tokens", integer)};
        for (const Value& t : (*d)["tasks"].GetArray()) l.tasks.push_back(text(t));
        for (std::size_t m = 0; m < 3; ++m)
            l.macro[m] = number(method(*d, m)["aggregate"], "macro_score"), l.per_task[m] = paper::task_scores(*d, m);
        v.longbench = l;
    }
    if (const Value* d = r.doc(F::latency))
        v.latency = Latency{run(F::latency), paper::latency_series(*d, 0, false), paper::latency_series(*d, 1, true),
                            paper::latency_series(*d, 1, false), paper::latency_series(*d, 2, true),
                            paper::latency_series(*d, 2, false)};
    if (const Value* d = r.doc(F::attention)) {
        Attention a;
        for (const Value& row : (*d)["rows"].GetArray())
            a.rows.push_back({text(row["model"]), integer(row, "bits"), number(row, "random_haar_uniform"),
                              number(row, "calibrated_uniform"), number(row, "calibrated_waterfill")});
        v.attention = a;
    }
    return v;
}

}  // namespace results_view
