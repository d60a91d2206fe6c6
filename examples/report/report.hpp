// The SpectralQuant results report as a sqfig::Document.
#pragma once

#include <sqfig/document.hpp>
#include <sqfig/sqfig.hpp>

#include "loader.hpp"

namespace report {

/// A4, in points.
inline constexpr sqfig::Size a4_portrait{595.28, 841.89};
inline constexpr sqfig::Size a4_landscape{841.89, 595.28};

/// The whole report: a title page with the run facts the results files
/// carry, one page per paper figure with its caption, and a page with two
/// charts side by side in running text. `inputs` names the files read.
/// Throws sqfig::Error when a figure cannot be built.
sqfig::Document build_report(const paper::Results& results, const paper::Inputs& inputs);

/// The caption printed under a paper figure.
std::string caption(const std::string& figure_name, const paper::Results& results);

}  // namespace report
