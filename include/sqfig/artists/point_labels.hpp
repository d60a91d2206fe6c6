// Labels at data points (matplotlib: annotate in a loop with textcoords="offset
// points"; adjustText; ggrepel's geom_text_repel): one text per point, a few
// points up and right of it. With repel() each label moves, deterministically,
// to the nearest place where it covers no other label, marker, line or bar of
// its axes and stays inside the plot, with a leader line back to its point
// when it ends far from it.
#pragma once

#include <optional>
#include <cstddef>
#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/detail/maybe.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// One label per data point; Axes::labels() makes one.
class SQFIG_API PointLabels : public CommonSetters<PointLabels> {
public:
    /// `texts[i]` (may hold $math$) labels the point (x[i], y[i]); throws
    /// sqfig::Error when the three lengths differ.
    PointLabels(std::vector<double> x, std::vector<double> y, std::vector<std::string> texts);
    /// Font size, points (default: the style's annotation_size); throws sqfig::Error outside 0.1 to 10000.
    PointLabels& size(double pt);
    /// Colour of the text (default: the style's text colour); throws sqfig::Error for a component outside 0 to 1.
    PointLabels& color(Color c);
    /// Distance from the point, points (default 4): right and up without
    /// repel(), the least distance with it; throws sqfig::Error outside 0 to 1000.
    PointLabels& offset(double pt);
    /// Moves each label off the other labels and texts, the markers, lines and
    /// bars of its axes, inside the plot: the first free place (1 point clear)
    /// in a fixed order, nearest first (rings of 16, then 32 directions every
    /// offset out to 25 offsets or 80 points, then a grid over the whole plot),
    /// deterministic. A label whose box ends more than 2.5 offsets from its
    /// point gets a leader line (grey, 0.6 pt) from 1 point past the edge of
    /// the point's marker to 1 point short of the label; a leader may cross
    /// markers and lines (one that crosses none is preferred within 2 offsets)
    /// but no label, text, bar or other leader, and starts 1 point clear of
    /// every marker. When some are left out, more orders are tried (the most
    /// crowded first, in one pass and in rounds of growing distance at clean
    /// places; a simulated push-apart; those left out first) and a
    /// label left out may take the place of one that blocks it, until 800,000
    /// places were evaluated. A label with no such place (or whose point is
    /// out of view) is left out and listed by unplaced(): the collision check
    /// reports nothing about repelled labels.
    PointLabels& repel(bool on = true);
    /// True when repel() is on.
    bool repels() const { return repel_; }
    /// After the figure is laid out (scene(), save(), collisions()...), the
    /// indices of the points whose labels repel() left out, ascending (ggrepel's
    /// "unlabeled data points (too many overlaps)"); empty without repel() or
    /// before a layout. Each layout recomputes it.
    const std::vector<std::size_t>& unplaced() const;

    /// Throws sqfig::Error for a point the scales cannot show.
    void validate(const Scale& xs, const Scale& ys) const override;
    /// The points.
    DataExtent extent(const Scale& xs, const Scale& ys) const override;
    /// Without repel(), each label `offset` points right of and above its point;
    /// with it, nothing: the axes' layout calls arrange() once every mark is out.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// Places the labels against `marks`, the items the axes drew so far,
    /// appending them (and their leader lines) to it.
    void arrange(std::vector<SceneItem>& marks, const AxesFrame& f) const;
    /// The same for a plot split into bands, each a frame of its own (a broken
    /// y axis): each band places the labels of the points it shows, against
    /// every mark so far; unplaced() lists the points no band placed.
    void arrange(std::vector<SceneItem>& marks, const std::vector<AxesFrame>& bands) const;
    /// Returns "point labels".
    std::string kind() const override { return "point labels"; }

private:
    std::vector<double> x_, y_;
    std::vector<std::string> texts_, markup_;
    double size_ = 0, offset_ = 4;
    detail::maybe<Color> color_;
    bool repel_ = false;
    mutable std::vector<std::size_t> unplaced_;  // set by arrange()
};

namespace detail {

/// For tests: true (on the calling thread) makes repel() test every obstacle,
/// label and leader for every place instead of only those its spatial index
/// (a grid of 12-point buckets over the plot) finds near it, and every place
/// the shortcuts skip (a ray whose nearer leader is blocked, the directions
/// the placed labels and leaders round the point block, a label that found
/// no place before): the same placement, slower. Default false.
bool& repel_scan_all();

/// For tests: the placed labels and leaders the last repel() on the calling
/// thread tested places against (its exchanges stop past a budget of them).
std::size_t repel_last_tests();

/// For tests: the pairs of labels the last repel() on the calling thread
/// pushed apart in its simulation, over all rounds (the rounds stop before
/// 2 x 10^7).
std::size_t repel_last_pair_tests();

}  // namespace detail

}  // namespace sqfig
