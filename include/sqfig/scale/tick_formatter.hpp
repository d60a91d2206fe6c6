// Tick formatters (matplotlib's ticker.PercentFormatter, EngFormatter,
// FuncFormatter): how an axis turns its tick values into label text, in place
// of its scale's own labels. A formatter sees every visible tick at once, so
// labels of one axis can share their decimals ("0.5%", "1.0%").
//
// Pure text: no Cairo, no Pango. Percent and SI labels are Pango markup; the
// text a user function returns is taken as sqfig text (may hold $math$) and
// converted by the axis.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"


namespace sqfig {

/// How an axis turns its tick values into label text, in place of its
/// scale's labels: percentages, SI prefixes or a function of the user's own.
/// Made by the static factories; a value type.
class SQFIG_API TickFormatter {
public:
    /// A user's formatter: tick value -> label text (may hold $math$).
    using Function = std::function<std::string(double)>;

    /// Percentages: `whole` is the value shown as 100% (100 for data already
    /// in percent, 1 for fractions). `decimals` < 0: as few as tell the ticks
    /// apart ("20%", "2.5%"). Throws sqfig::Error for a whole that is not a
    /// finite nonzero number or decimals above 20.
    static TickFormatter percent(double whole = 100, int decimals = -1);

    /// SI / engineering prefixes: 20000 -> "20k", 1.5e6 -> "1.5M", 0.002 ->
    /// "2m", with an optional unit ("1.5 MB" with unit "B", separator " ").
    /// `decimals` < 0: as few as needed (up to 4 significant digits).
    /// Throws sqfig::Error for decimals above 20.
    static TickFormatter si(std::string unit = "", int decimals = -1, std::string separator = "");

    /// A function of the user's own: value -> label (may hold $math$). It is
    /// called at layout; an exception it throws is reported naming the axis.
    /// Throws sqfig::Error for an empty function.
    static TickFormatter function(Function fn);

    /// One label per value.
    std::vector<std::string> labels(const std::vector<double>& values) const;
    /// True when labels are the user's text (to convert to markup), false when markup already.
    bool user_text() const { return user_text_; }
    /// Which formatter this is, for messages: "percent", "SI" or "function".
    const std::string& name() const { return name_; }

    /// v with an SI prefix; `unit` and `sep` already escaped for markup.
    static std::string si_text(double v, const std::string& unit, const std::string& sep, int decimals);

private:
    explicit TickFormatter(std::string name);

    static std::string escape(const std::string& s);

    std::string name_;
    bool user_text_ = false;
    std::function<std::vector<std::string>(const std::vector<double>&)> impl_;
};

}  // namespace sqfig
