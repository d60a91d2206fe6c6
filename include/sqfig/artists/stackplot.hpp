// Stacked areas (matplotlib's stackplot): layers y_0 .. y_{k-1} over shared
// x, each filled between the running sums, on a baseline of zero, symmetric
// about zero ("sym"), or matplotlib's streamgraph baselines ("wiggle",
// "weighted_wiggle"). The boundaries are computed once, as matplotlib
// computes them, and can be read back.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// The curve the first layer sits on (matplotlib's stackplot `baseline`).
enum class StackBaseline { zero, sym, wiggle, weighted_wiggle };
/// \var StackBaseline::zero
/// 0 (the default): each boundary is the cumulative sum of the layers below it.
/// \var StackBaseline::sym
/// -sum/2: the stack is symmetric about 0 (a ThemeRiver).
/// \var StackBaseline::wiggle
/// -(1/k) sum_i (k - 1/2 - i) y_i: minimises the sum of squared slopes (Byron and Wattenberg's streamgraph).
/// \var StackBaseline::weighted_wiggle
/// The wiggle with each layer's slope weighted by its thickness (matplotlib's formula).

/// Stacked, filled layers over shared x. Made by Axes::stackplot().
class SQFIG_API StackPlot : public CommonSetters<StackPlot> {
public:
    /// Layers `ys` (each as long as x), one colour each (cycled when fewer);
    /// throws sqfig::Error for no layer, a layer of another length, no colour or an invalid one.
    StackPlot(std::vector<double> x, std::vector<std::vector<double>> ys, std::vector<Color> colors);

    /// The baseline (default StackBaseline::zero); the boundaries are computed again.
    StackPlot& baseline(StackBaseline b);
    /// One legend label per layer, bottom first (fewer: the rest get none; "" skips one).
    StackPlot& labels(std::vector<std::string> l);
    /// The layers' colours, bottom first, cycled when fewer than the layers.
    StackPlot& colors(std::vector<Color> c);
    /// Opacity of the fills (default 1, as matplotlib's).
    StackPlot& alpha(double a);

    /// Number of layers.
    std::size_t layers() const { return ys_.size(); }
    /// The layers + 1 boundary curves, bottom first: boundaries()[0] is the
    /// baseline, boundaries()[i + 1] the top of layer i (matplotlib's
    /// first_line and stack rows). A NaN in a layer is NaN in its top and every
    /// boundary above it (and, for the sym and wiggle baselines, in all of them).
    const std::vector<std::vector<double>>& boundaries() const { return bounds_; }
    /// The colour of layer i.
    Color color(std::size_t i) const { return colors_[i % colors_.size()]; }

    /// Throws sqfig::Error (data) naming the layer and point for an infinite value
    /// (NaN is a gap), a running sum that overflows a double, and on a log y axis
    /// a boundary below 0. A boundary of 0 there (the zero baseline, or zero
    /// layers on it) is drawn at the axis' bottom, as matplotlib clips it.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// x and every boundary the scales can show; sticks to 0 at the bottom for the zero baseline.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;
    /// One closed path per layer and unbroken run, from its lower boundary to its upper one, clipped to the plot.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A patch for each labelled layer, bottom first.
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    /// Returns "stack plot".
    std::string kind() const override { return "stack plot"; }

private:
    void compute();

    std::vector<double> x_;
    std::vector<std::vector<double>> ys_, bounds_;
    std::vector<Color> colors_;
    std::vector<std::string> labels_;
    StackBaseline baseline_ = StackBaseline::zero;
    double alpha_ = 1.0;
};

}  // namespace sqfig
