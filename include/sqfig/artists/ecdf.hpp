// The empirical cumulative distribution function of a sample (matplotlib
// 3.8's Axes.ecdf): a step line rising by each value's share (1/n, or its
// weight over the total) at that value, from 0 to 1, or its complement
// falling from 1 to 0. No binning: every step is a data value.
#pragma once

#include "sqfig/config.hpp"
#include "sqfig/artists/line.hpp"

namespace sqfig {

/// How ecdf() computes and draws the steps.
struct SQFIG_API EcdfOptions {
    /// One non-negative weight per value (empty: each value weighs 1/n).
    std::vector<double> weights;
    /// Draw 1 - F, falling from 1 to 0 (matplotlib's complementary=True).
    bool complementary = false;
    /// Keep one step per distinct value (matplotlib's compress=True); see ecdf().
    bool compress = false;
    /// Values along y, the cumulative share along x (matplotlib's orientation="horizontal").
    bool horizontal = false;
};

/// The steps of an empirical CDF: the sorted values and F at each.
struct SQFIG_API EcdfSteps {
    /// The values, sorted ascending (stable: ties keep their order, as numpy's argsort does not promise).
    std::vector<double> x;
    /// F(x[i]) as drawn after x[i]: (i + 1) / n, or the running sum of the
    /// sorted weights divided by their total (numpy's cumsum(w / sum(w))).
    std::vector<double> cumulative;
};

/// The ECDF of `data` as matplotlib 3.8's ecdf computes it. With compress,
/// one entry per distinct value holding F after all its ties (the ECDF's
/// value there; matplotlib 3.8 keeps the first tie's, which draws a level too
/// low after a tied value). Throws sqfig::Error for no values, a NaN or
/// infinite value (matplotlib refuses NaN too: drop such values first),
/// weights of another length, a negative or non-finite weight, weights summing
/// to 0, or weights whose sum overflows a double.
SQFIG_API EcdfSteps ecdf_steps(const std::vector<double>& data, const EcdfOptions& options = {});

/// An ECDF drawn as a step line (Axes::ecdf()); a Line in every other respect
/// (colour, width, dashes, label). Its autoscaling sticks to 0 on the
/// cumulative axis (matplotlib sticks to 0 and 1; here the top gets the usual margin).
class SQFIG_API Ecdf : public Line {
public:
    /// The ECDF of `data`, drawn in `color`; throws as ecdf_steps().
    Ecdf(const std::vector<double>& data, const EcdfOptions& options, Color color);
    /// The steps drawn.
    const EcdfSteps& steps() const { return steps_; }
    /// The options it was made with.
    const EcdfOptions& options() const { return options_; }
    /// The line's x before it is drawn as steps (matplotlib's: [x0, x...] and
    /// [0, F...] with steps-post; complementary [x..., x_last] and [1, 1 - F...]
    /// with steps-pre; horizontal swaps the axes and the step side).
    const std::vector<double>& vertices_x() const { return vx_; }
    /// The line's y before it is drawn as steps.
    const std::vector<double>& vertices_y() const { return vy_; }
    /// Where the steps change level (StepWhere::post for a rising vertical ECDF).
    StepWhere step_where() const { return where_; }
    /// The line's extent, sticky at 0 on the cumulative axis. On a log cumulative
    /// axis the 0 the steps start (or, complementary, end) at is drawn at the
    /// axis' bottom (matplotlib clips it there), not refused.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;
    /// Returns "ecdf".
    std::string kind() const override { return "ecdf"; }

private:
    Ecdf(EcdfSteps steps, const EcdfOptions& options, Color color);
    EcdfSteps steps_;
    EcdfOptions options_;
    std::vector<double> vx_, vy_;
    StepWhere where_;
};

}  // namespace sqfig
