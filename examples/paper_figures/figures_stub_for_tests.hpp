// TEMPORARY stand-in for figures.hpp, used only when examples/paper_figures/
// figures.cpp does not exist yet (CMake defines SQFIG_PAPER_FIGURES_STUB then).
// It mimics the figure API the driver codes against so that the CLI, the
// staging of output files and the bad-input corpus can be tested before the
// real figure builders land. Each "figure" is a small text file.
//
// Test hooks (environment): SQFIG_STUB_COLLISIONS=N makes every figure report
// N collisions; SQFIG_STUB_FAIL_SAVE=NAME makes saving figure NAME throw.
#pragma once

#include "results.hpp"

#include <sqfig/core/error.hpp>

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace sqfig {

enum class Format { pdf, svg, png, ps };

struct Collision {
    std::string what;
    std::string describe() const { return what; }
};

class Figure {
public:
    explicit Figure(std::string name) : name_(std::move(name)) {}
    void save(const std::string& path, Format) const {
        const char* fail = std::getenv("SQFIG_STUB_FAIL_SAVE");
        if (fail && name_ == fail) throw Error(path + ": stub: simulated write failure");
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << "stub figure " << name_ << "\n";
        if (!out) throw Error(path + ": cannot write");
    }
    std::vector<Collision> collisions() const {
        std::vector<Collision> out;
        const char* n = std::getenv("SQFIG_STUB_COLLISIONS");
        const int count = n ? std::atoi(n) : 0;
        for (int i = 0; i < count; ++i)
            out.push_back({"stub collision " + std::to_string(i + 1) + " in " + name_});
        return out;
    }

private:
    std::string name_;
};

}  // namespace sqfig

namespace paper {

inline const std::vector<std::string>& figure_names() {
    static const std::vector<std::string> names{"fig_perplexity", "fig_generation", "fig_longbench",
                                                "fig_latency",    "fig_attention_cosine", "fig_pipeline"};
    return names;
}

inline std::vector<std::string> families_needed(const std::string& name) {
    if (name == "fig_perplexity") return {"perplexity"};
    if (name == "fig_generation") return {"generation"};
    if (name == "fig_longbench") return {"longbench"};
    if (name == "fig_latency") return {"latency"};
    if (name == "fig_attention_cosine") return {"attention"};
    return {};
}

inline sqfig::Figure build_figure(const std::string& name, const Results&) { return sqfig::Figure(name); }

}  // namespace paper
