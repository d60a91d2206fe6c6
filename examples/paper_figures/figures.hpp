// The six SpectralQuant paper figures: one table of {name, result families,
// builder}, drawn from the typed results (results.hpp) with the public sqfig
// API only, and the paper's style.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <sqfig/sqfig.hpp>

#include "paper_style.hpp"
#include "results.hpp"

namespace paper {

/// A family's results; throws sqfig::Error when they were not loaded.
template <class FamilyResults>
const FamilyResults& need(const std::optional<FamilyResults>& results, Family family) {
    if (!results) throw sqfig::Error(std::string("no ") + family_name(family) + " results loaded");
    return *results;
}

/// How the figures are drawn: by default the paper's own style, sizes and
/// colours (the figures as published); --style, --palette and --hatch change it.
struct Look {
    sqfig::Style style = paper_style();
    double width = 0;  // points: every figure this wide and as tall as in the paper; 0: the paper's sizes
    // Per method, the paper's: FP16, SQ water-fill, Random Haar, calibrated rotation + uniform.
    std::array<sqfig::Color, 4> colors{sqfig::Color("#1f4e79"), sqfig::Color("#0a8a3a"), sqfig::Color("#b03a3a"),
                                       sqfig::Color("#9474c2")};
    bool hatch = false;  // bars of SQ, Random Haar and calibrated uniform get hatches (a second cue)

    /// The page for a figure the paper draws `width_in` x `height_in` inches.
    sqfig::Size size(double width_in, double height_in) const;
};

/// A venue's look: its Style (throws sqfig::Error naming the Debian package
/// when its font is missing) and its full text width.
Look venue_look(const sqfig::Venue& venue);

/// Takes the method colours from a named colour cycle ("okabe_ito", ...).
void use_palette(Look& look, const std::string& cycle);

/// One figure of the paper.
struct FigureSpec {
    const char* name;                                     // file name without extension: "fig_latency"
    std::vector<Family> families;                         // the results it reads (none for fig_pipeline)
    sqfig::Figure (*build)(const Results&, const Look&);  // throws sqfig::Error when one of them is missing
};

/// Every figure, in the order the driver writes them: fig_perplexity,
/// fig_generation, fig_longbench, fig_latency, fig_attention_cosine, fig_pipeline.
const std::vector<FigureSpec>& figure_table();

/// The table's entry called `name`, or nullptr.
const FigureSpec* find_figure(std::string_view name);

/// The table's names, in order.
std::vector<std::string> figure_names();

/// Builds a figure and sets its metadata (title: its name; creator: the driver).
/// Throws sqfig::Error for an unknown name or missing results.
sqfig::Figure build_figure(const FigureSpec& spec, const Results& results, const Look& look = {});
sqfig::Figure build_figure(const std::string& name, const Results& results);

}  // namespace paper
