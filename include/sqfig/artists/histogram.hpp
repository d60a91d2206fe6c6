// Histograms (matplotlib's hist): the statistics are numpy.histogram's and
// live in free functions usable without a figure; the artist only draws them.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"
#include "sqfig/core/values.hpp"
#include "sqfig/detail/owned_state.hpp"

namespace sqfig {

/// numpy's rules for equal-width bins (numpy.histogram_bin_edges, bins="...").
enum class BinRule { automatic, fd, sturges, sqrt, rice, scott, doane, stone };
/// \var BinRule::automatic
/// numpy's "auto": the smaller width of fd and sturges (sturges when fd's is 0).
/// \var BinRule::fd
/// Freedman–Diaconis: 2 IQR n^(-1/3).
/// \var BinRule::sturges
/// Range / (log2(n) + 1).
/// \var BinRule::sqrt
/// Range / sqrt(n).
/// \var BinRule::rice
/// Range / (2 n^(1/3)).
/// \var BinRule::scott
/// (24 sqrt(pi) / n)^(1/3) times the standard deviation.
/// \var BinRule::doane
/// Sturges corrected for skew: range / (1 + log2(n) + log2(1 + |g1| / sigma_g1)); 1 bin for n <= 2 or no spread.
/// \var BinRule::stone
/// The count of 1 to max(100, sqrt(n)) bins minimising Stone's estimate of the
/// integrated squared error (numpy's leave-one-out J); sorts a copy of the values.

/// The most bins a histogram may have, given as a count or asked for by a
/// rule (10^7: their edges and counts take 160 MB). More is a sqfig::Error,
/// thrown before anything is allocated.
inline constexpr std::size_t max_histogram_bins = 10'000'000;

/// How a histogram's bins are chosen: a count of equal bins over the range,
/// explicit edges (increasing), or a rule.
class SQFIG_API Bins {
public:
    /// `count` equal bins (at least 1) over the range.
    Bins(int count) : count_(count) {}  // NOLINT: implicit, as numpy's bins=10
    /// Equal bins whose width a rule picks from the data.
    Bins(BinRule rule) : rule_(rule) {}  // NOLINT: implicit, as numpy's bins="auto"
    /// Explicit edges, strictly increasing: n + 1 edges for n bins.
    static Bins edges(Values e) {
        Bins b(1);
        b.edges_ = std::move(e).take();
        b.explicit_edges_ = true;
        return b;
    }

    /// The count of equal bins (when neither edges nor a rule were given).
    int count() const { return count_; }
    /// The rule, if the bins are by rule.
    std::optional<BinRule> rule() const;
    /// True when the edges were given.
    bool explicit_edges() const { return explicit_edges_; }
    /// The given edges (empty unless explicit_edges()).
    const std::vector<double>& given_edges() const { return edges_; }

private:
    int count_ = 10;
    detail::maybe<BinRule> rule_;
    bool explicit_edges_ = false;
    std::vector<double> edges_;
};

/// What numpy.histogram takes besides the data, and matplotlib's cumulative.
struct SQFIG_API HistogramOptions {
    /// 10 equal bins by default, as numpy's.
    Bins bins = 10;
    /// The lower and upper edge of equal bins (default: the finite data's min and max).
    std::optional<std::pair<double, double>> range;
    /// One weight per value (default: each value counts 1). Not with a rule, as numpy.
    std::vector<double> weights;
    /// Counts / (total × bin width): the histogram integrates to 1.
    bool density = false;
    /// Each bin holds the sum of it and every bin before it (matplotlib's
    /// cumulative; with density, of count × width, so the last bin is 1).
    bool cumulative = false;
};

/// numpy.histogram's result, with what was left out.
struct SQFIG_API HistogramCounts {
    /// One value per bin: counts, sums of weights, or densities.
    std::vector<double> counts;
    /// The bin edges, counts.size() + 1 of them; every bin is [a, b) but the last, [a, b].
    std::vector<double> edges;
    /// NaN values, ignored.
    std::size_t nan = 0;
    /// Values (finite or infinite) outside the edges, counted in no bin.
    std::size_t outside = 0;
};

/// numpy.histogram_bin_edges of the data with NaN left out: the edges the
/// options give (range and rule read the finite values). Throws sqfig::Error
/// for bins < 1, non-increasing edges, a bad range, a rule with weights, or
/// a rule or an automatic range with no finite value to read.
SQFIG_API std::vector<double> histogram_bin_edges(Values data, const HistogramOptions& options = {});

/// numpy.histogram of the data with NaN left out (counted in the result),
/// then matplotlib's cumulative sum if asked. Throws sqfig::Error as
/// histogram_bin_edges, and for weights of another length or negative
/// weights with density.
SQFIG_API HistogramCounts histogram(Values data, const HistogramOptions& options = {});

namespace detail {

/// What the bins of a histogram read of its data when no range is given
/// (internal: the Histogram artist finds it once, as its data never change).
struct HistogramFacts {
    /// No infinite value.
    static constexpr std::size_t none = static_cast<std::size_t>(-1);
    /// Values, NaN and infinities included.
    std::size_t size = 0;
    /// Values neither NaN nor infinite.
    std::size_t finite = 0;
    /// The index of the first infinite value, or `none`.
    std::size_t first_infinite = none;
    /// The smallest and largest finite values (0 when there is none).
    double min = 0, max = 0;
};

}  // namespace detail

/// How a histogram is drawn (matplotlib's histtype).
enum class HistType { bar, step, stepfilled };
/// \var HistType::bar
/// A filled bar per bin; several data sets side by side in each bin, or stacked.
/// \var HistType::step
/// The outline only, one per data set.
/// \var HistType::stepfilled
/// The outline, filled.

/// One or more data sets' histograms over shared bins (matplotlib's hist).
/// Made by Axes::hist(). The data are counted once, when the counts are first
/// needed (a query, or drawing), and again only after a setting changed; each
/// setter checks its setting at once and throws sqfig::Error naming the
/// histogram without changing it.
class SQFIG_API Histogram : public CommonSetters<Histogram> {
public:
    /// Histograms of `data_sets` (at least one) in `colors` (one per set), 10 bins.
    Histogram(std::vector<std::vector<double>> data_sets, std::vector<Color> colors);
    /// One data set in `color`.
    Histogram(std::vector<double> data, Color color);
    ~Histogram() override;

    /// The bins: a count, Bins::edges({...}) or a BinRule (over all data sets together, as matplotlib).
    Histogram& bins(Bins b);
    /// The lower and upper edge of equal bins; values outside are left out.
    Histogram& range(double lower, double upper);
    /// One weight per value of a single data set.
    Histogram& weights(Values w);
    /// Weights for several data sets, one vector per set.
    Histogram& weights(std::vector<Values> per_set);
    /// Densities instead of counts (stacked: the stack's total integrates to 1).
    Histogram& density(bool on = true);
    /// Cumulative counts (or cumulative probability with density).
    Histogram& cumulative(bool on = true);
    /// Bars (default), an outline, or a filled outline.
    Histogram& type(HistType t);
    /// Bins along y, counts along x (matplotlib's orientation="horizontal").
    Histogram& horizontal(bool on = true);
    /// Several data sets stacked on each other instead of side by side.
    Histogram& stacked(bool on = true);
    /// One colour for a single data set (set right after Axes::hist(), it does not advance the cycle).
    Histogram& color(Color c);
    /// One colour per data set.
    Histogram& colors(std::vector<Color> c);
    /// One legend name per data set (empty: none for that set).
    Histogram& labels(std::vector<std::string> per_set);
    /// An outline around each bar or filled step, colour and width in points (none by default;
    /// a step histogram's line is its set's colour, 1 pt).
    Histogram& edge(Color c, double w = 0.8);

    /// numpy.histogram of data set `i` (cumulative if set; with density, its own density).
    const HistogramCounts& counts(std::size_t i = 0) const;
    /// The bin edges shared by every data set.
    const std::vector<double>& edges() const;
    /// Number of data sets.
    std::size_t sets() const { return data_.size(); }
    /// Where data set i's bin k ends as drawn (stacked: on top of the sets before it).
    double top(std::size_t i, std::size_t k) const;
    /// Where data set i's bin k starts as drawn (0, or the top of the set below when stacked).
    double bottom(std::size_t i, std::size_t k) const;
    /// True for bins along y.
    bool is_horizontal() const { return horizontal_; }

    /// Throws sqfig::Error for edges the axis across the bins cannot show.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// The outer edges, 0 and the highest top; the margin does not go past 0 along the counts.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// A patch per labelled data set (a line for step histograms).
    std::vector<LegendEntry> legend_entries() const override;
    bool clipped_to_plot() const override { return true; }
    std::string kind() const override { return "histogram"; }

protected:
    /// label() names the first data set in the legend too (as labels() names each).
    void set_label(std::string l) override;

private:
    // The data moved into a list of one (a braced list would copy them).
    static std::vector<std::vector<double>> one_set(std::vector<double> data);
    // numpy's counts per set, and the bins' tops as drawn per set.
    struct Counted {
        std::vector<HistogramCounts> counts;
        std::vector<std::vector<double>> tops;
    };
    // The counts found last and the lock that guards them, defined in the .cpp:
    // a std::mutex member would bring <mutex> (and <chrono>) into every program.
    struct CountCache;
    // Checks these settings with these weights (an Error names the histogram and
    // changes nothing), then takes them; the counts are found again when next needed.
    void apply(HistogramOptions options, bool stacked, const std::vector<std::vector<double>>& weights);
    // The counts for the current settings, counting first if they changed
    // (locked: const methods may run on several threads at once).
    const Counted& counted() const;

    std::vector<std::vector<double>> data_;
    std::vector<std::vector<double>> weights_;  // empty, or one per set
    detail::HistogramFacts facts_;  // of all the sets together
    HistogramOptions options_;  // options_.weights unused: weights_ holds them
    detail::owned_state<CountCache> cache_;
    std::vector<Color> colors_;
    std::vector<std::string> labels_;
    detail::maybe<StrokeStyle> edge_;
    HistType type_ = HistType::bar;
    bool horizontal_ = false, stacked_ = false;
};

}  // namespace sqfig
