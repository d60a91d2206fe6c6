// The six SpectralQuant paper figures, built from validated results with the
// public sqfig API only.
#pragma once

#include <string>
#include <vector>

#include <sqfig/sqfig.hpp>

#include "results.hpp"

namespace paper {

/// fig_perplexity, fig_generation, fig_longbench, fig_latency, fig_attention_cosine, fig_pipeline.
const std::vector<std::string>& figure_names();

/// The result families a figure reads: "perplexity", "generation", "longbench",
/// "latency", "attention"; none for fig_pipeline.
std::vector<std::string> families_needed(const std::string& figure_name);

/// Builds one figure. Throws sqfig::Error for an unknown name or missing results.
sqfig::Figure build_figure(const std::string& name, const Results& results);

}  // namespace paper
