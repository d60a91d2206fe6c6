// Significance brackets (what statannotations adds to seaborn): a bracket
// between two x positions with small tips down toward each group and a text
// (stars or a p-value) centred above it. Each bracket starts above the
// tallest thing already drawn between and at its two positions (bars with
// their error bars and labels, box plots' whiskers and fliers, violins,
// points), read from the scene the axes' earlier artists emitted; brackets
// that overlap in x are stacked, shorter spans lower, so that no two
// brackets or texts overlap; the y limits grow to hold them. Gaps are in
// points, so on a log axis they are constant in axis space.
#pragma once

#include <string>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/artists/artist.hpp"

namespace sqfig {

/// One bracket: from x position `from` to `to` (data units, the centres of
/// the two groups compared), with `text` centred above (may hold $math$).
struct SQFIG_API SignificanceBracket {
    /// The x position of one group (data units).
    double from = 0;
    /// The x position of the other group (data units; either order).
    double to = 1;
    /// What is written above: stars, "ns", a p-value; not empty.
    std::string text;
};

/// statannotations' default stars for a p-value: "****" for p ≤ 0.0001,
/// "***" ≤ 0.001, "**" ≤ 0.01, "*" ≤ 0.05, "ns" above. Throws sqfig::Error
/// for a p that is NaN or outside 0 to 1.
SQFIG_API std::string significance_stars(double p);

/// A p-value as papers write it: "p = 0.012" (three decimals), or
/// "p < 0.001" when it rounds below that. Throws sqfig::Error for a p that is
/// NaN or outside 0 to 1.
SQFIG_API std::string p_value_text(double p);

/// Brackets between pairs of x positions (Axes::significance_brackets makes
/// them). They go above what the axes' artists added before them drew
/// (add them last); a twin's artists are not looked at.
class SQFIG_API SignificanceBrackets : public CommonSetters<SignificanceBrackets> {
public:
    /// The brackets, drawn in `color`. Each is checked at layout: positions
    /// finite, different and on the x scale, text not empty (else an Error of
    /// ErrorKind::data naming the bracket).
    SignificanceBrackets(std::vector<SignificanceBracket> brackets, Color color);
    /// Colour of the lines and texts; throws sqfig::Error for a component outside 0 to 1.
    SignificanceBrackets& color(Color c);
    /// Width of the bracket lines, points (default 1); throws sqfig::Error outside 0 to 10000.
    SignificanceBrackets& line_width(double pt);
    /// Length of the tips down toward each group, points (default 4); throws
    /// sqfig::Error outside 0 to 1000.
    SignificanceBrackets& tip_length(double pt);
    /// Clearance, points, between what lies under a bracket (the data, a lower
    /// bracket's text) and the bottom of its tips (default 4); throws
    /// sqfig::Error outside 0 to 1000.
    SignificanceBrackets& gap(double pt);
    /// Brackets between y positions, right of horizontal groups (hbars,
    /// horizontal box plots), texts beside them; the x limit grows to hold them.
    SignificanceBrackets& horizontal(bool on = true);
    /// Font size of the texts, points (default: the style's annotation_size);
    /// throws sqfig::Error outside 0.1 to 10000.
    SignificanceBrackets& size(double pt);

    /// The brackets, in the order given.
    const std::vector<SignificanceBracket>& brackets() const { return brackets_; }
    /// Throws sqfig::Error (ErrorKind::data) naming the first bracket with a
    /// position that is not finite or not on the x scale, equal positions, or no text.
    void validate(const Scale& x, const Scale& y) const override;
    /// Both positions of every bracket along x (along y when horizontal; the
    /// axes make room above, or right of, the data for the texts).
    DataExtent extent(const Scale& x, const Scale& y) const override;
    /// Per bracket, shortest span first: a line with two tips and its text,
    /// above what `out` holds of this axes between its ends and above the
    /// brackets already placed that overlap it.
    void emit(std::vector<SceneItem>& out, const AxesFrame& f) const override;
    /// True: it stands on the marks emitted before it.
    bool reads_marks() const override { return true; }
    /// Returns "significance brackets".
    std::string kind() const override { return "significance brackets"; }

private:
    std::vector<SignificanceBracket> brackets_;
    std::vector<std::string> markup_;
    Color color_;
    double line_width_ = 1, tip_ = 4, gap_ = 4, size_ = 0;
    bool horizontal_ = false;
};

}  // namespace sqfig
