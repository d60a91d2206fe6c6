// Scales: data -> transformed axis coordinate and back, the data a scale can
// show, and its default ticks (matplotlib's scale.py: a scale is a transform
// together with its default locator and formatter).
//
// `ScaleTransform` is the interface; `LinearScale`, `LogScale` and
// `SymLogScale` are its built-in implementations, and a user may add more (a
// function scale) without touching sqfig. `Scale` is the value an Axis holds.
//
// Pure math: no Cairo, no Pango. The axis maps forward() linearly onto its
// length on the page.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "sqfig/config.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/ticker.hpp"

namespace sqfig {

class DateScale;

/// A monotonically increasing transform of data values onto an axis, the
/// values it can show, and the ticks it draws by default. Implementations are
/// immutable: every method is const and may be called from several threads.
class SQFIG_API ScaleTransform {
public:
    /// Virtual: a Scale owns its transform through a base pointer.
    virtual ~ScaleTransform();

    /// Short name for messages and equality: "linear", "log10", "symlog(1)".
    virtual std::string name() const = 0;
    /// Data value -> transformed coordinate. Only called with accepts(v).
    virtual double forward(double v) const = 0;
    /// Transformed coordinate -> data value.
    virtual double inverse(double t) const = 0;
    /// Whether v can be placed on this scale (finite, and inside the domain).
    virtual bool accepts(double v) const = 0;
    /// The smallest data value the scale accepts: autoscaling never goes past
    /// forward(lowest()) (a log scale: the smallest positive double).
    virtual double lowest() const;
    /// Tick locator and formatter together: the major ticks (labelled, Pango
    /// markup) and minor ticks (unlabelled) for the visible data range [lo, hi]
    /// (lo > hi is allowed and means the same range), at most about `max_major`
    /// major ticks. Throws sqfig::Error for ends the scale does not accept.
    virtual std::vector<Tick> ticks(double lo, double hi, int max_major) const = 0;
    /// Text the axis shows once at its corner for the ticks of [lo, hi]
    /// (matplotlib's offset text, a date scale's "2026-Jan"); empty (the
    /// default) for none.
    virtual std::string offset_text(double lo, double hi, int max_major) const;
    /// Label for a tick at a position chosen by the user (no label given):
    /// format_general(v) unless overridden.
    virtual std::string format(double v) const;
    /// A transformed range [t - d, t + d] for an axis whose data is one value t
    /// (so it still has a span); by default 5% of |t|, at least 0.5.
    virtual std::pair<double, double> widen_single_value(double t) const;
};

/// The linear scale: forward(v) = v, nice-number ticks (1, 2, 2.5, 5 × 10^n).
class SQFIG_API LinearScale final : public ScaleTransform {
public:
    /// Always "linear".
    std::string name() const override { return "linear"; }
    /// v itself.
    double forward(double v) const override { return v; }
    /// t itself.
    double inverse(double t) const override { return t; }
    /// Whether v is finite.
    bool accepts(double v) const override;
    /// nice_ticks(lo, hi, max_major), labelled by linear_tick_labels; all major.
    /// Throws sqfig::Error if lo or hi is not finite.
    std::vector<Tick> ticks(double lo, double hi, int max_major) const override;
};

/// A logarithmic scale in any base > 1 (2, 10, e, ...): decades labelled
/// (10³ with a real superscript; base 2 as 512 1024 2048), minor ticks between.
class SQFIG_API LogScale final : public ScaleTransform {
public:
    /// Throws sqfig::Error if the base is not finite or <= 1.
    explicit LogScale(double base = 10);
    /// The base of the logarithm.
    double base() const { return base_; }

    /// "log" and the base: "log10", "log2".
    std::string name() const override;
    /// log_base(v), exact at integer powers of 2 and 10.
    double forward(double v) const override;
    /// base^t (exact, or the nearest double, at integer t).
    double inverse(double t) const override;
    /// Whether v is finite and > 0.
    bool accepts(double v) const override;
    /// The smallest positive normal double.
    double lowest() const override;
    /// log_ticks(lo, hi, base(), max_major). Throws sqfig::Error if lo or hi is
    /// not finite or <= 0.
    std::vector<Tick> ticks(double lo, double hi, int max_major) const override;
    /// Half a decade on each side.
    std::pair<double, double> widen_single_value(double t) const override;

private:
    double base_;
};

/// matplotlib's symmetric log scale (`set_yscale("symlog", linthresh=..., linscale=..., base=...)`)
/// for values that cross zero over decades (gradient norms, logits): linear
/// on [-linthresh, linthresh], logarithmic beyond, the same transform as
/// matplotlib's SymmetricalLogTransform. The linear part spans `linscale`
/// decades' worth of the axis.
///
/// Ticks are matplotlib's SymmetricalLogLocator with its LogFormatterSciNotation
/// labels: ±base^n at every decade outside the linear part plus 0 where the
/// view crosses it ("−10²", "0", "10⁰", "10²"), every s-th decade when there
/// are too many for the axis (matplotlib keeps up to 15, sqfig as many as the
/// axis length holds, as for log axes). No minor ticks (as matplotlib 3.6).
/// Where that leaves fewer than two ticks in view, sqfig labels it better than
/// matplotlib: a view inside the linear part gets linear ticks ("−0.4" .. "0.4",
/// where matplotlib labels only the ends as "−4×10⁻¹"), a view inside one log
/// part gets log ticks as LogScale gives them.
class SQFIG_API SymLogScale final : public ScaleTransform {
public:
    /// Linear on [-linthresh, linthresh]; `linscale` decades of axis for that
    /// part (matplotlib's default 1); logarithms in `base`. Throws sqfig::Error
    /// unless linthresh and linscale are finite and > 0 and base is finite and > 1.
    explicit SymLogScale(double linthresh = 1, double linscale = 1, double base = 10);
    /// Where the linear part ends on either side of 0.
    double linthresh() const { return linthresh_; }
    /// How many decades' worth of axis the linear part takes.
    double linscale() const { return linscale_; }
    /// The base of the logarithmic parts.
    double base() const { return base_; }

    /// "symlog(linthresh=1, linscale=1, base=10)".
    std::string name() const override;
    /// matplotlib's transform: v × linscale / (1 − 1/base) inside the linear
    /// part; sign(v) × linthresh × (that factor + log_base(|v| / linthresh)) beyond.
    double forward(double v) const override;
    /// The inverse of forward().
    double inverse(double t) const override;
    /// Whether v is finite (every finite value has a place, 0 and negatives too).
    bool accepts(double v) const override;
    /// The ticks described above. Throws sqfig::Error if lo or hi is not finite.
    std::vector<Tick> ticks(double lo, double hi, int max_major) const override;

private:
    double linthresh_, linscale_, base_;
    double linscale_adj_;  // linscale / (1 - 1/base), matplotlib's _linscale_adj
};

/// The scale an axis uses: a shared, immutable ScaleTransform. A value type:
/// cheap to copy; == compares the transforms by name.
class SQFIG_API Scale {
public:
    /// Linear.
    Scale();
    /// Implicit on purpose, so `ax.y_scale(sqfig::LinearScale{})` reads naturally.
    Scale(LinearScale s);  // NOLINT(google-explicit-constructor)
    /// Implicit on purpose: `ax.y_scale(sqfig::LogScale{10})`.
    Scale(LogScale s);  // NOLINT(google-explicit-constructor)
    /// Implicit on purpose: `ax.y_scale(sqfig::SymLogScale{0.01})`.
    Scale(SymLogScale s);  // NOLINT(google-explicit-constructor)
    /// Implicit on purpose: `ax.x_scale(sqfig::DateScale{})` (sqfig/scale/date_scale.hpp).
    Scale(DateScale s);  // NOLINT(google-explicit-constructor)
    /// A scale of the user's own. Throws sqfig::Error for a null pointer.
    explicit Scale(std::shared_ptr<const ScaleTransform> transform);
    // Copies, moves and the destructor are out of line (scale.cpp): a caller's
    // TU that passes `sqfig::LogScale{10}` then compiles no shared_ptr release.
    /// A copy sharing `o`'s transform.
    Scale(const Scale& o);
    /// Takes `o`'s transform over.
    Scale(Scale&& o) noexcept;
    /// Shares `o`'s transform.
    Scale& operator=(const Scale& o);
    /// Takes `o`'s transform over.
    Scale& operator=(Scale&& o) noexcept;
    /// Releases the transform.
    ~Scale();

    /// The transform this scale holds.
    const ScaleTransform& transform() const { return *impl_; }
    /// The transform's name: "linear", "log10", ...
    std::string name() const { return impl_->name(); }
    /// Data value -> transformed coordinate (log_base(v) on a log scale); v must be accepted.
    double forward(double v) const { return impl_->forward(v); }
    /// Transformed coordinate -> data value.
    double inverse(double t) const { return impl_->inverse(t); }
    /// Whether v can be placed on this scale: finite, and > 0 on a log scale.
    bool accepts(double v) const { return impl_->accepts(v); }
    /// The smallest data value the scale accepts: the lowest double on a linear
    /// scale, the smallest positive normal double on a log scale.
    double lowest() const { return impl_->lowest(); }
    /// Default ticks for the visible range [lo, hi] (data units; lo > hi is
    /// swapped). Throws sqfig::Error for ends the scale does not accept.
    std::vector<Tick> ticks(double lo, double hi, int max_major = 8) const;
    /// The transform's offset text for the same range: empty, or "2026-Jan" on a date scale.
    std::string offset_text(double lo, double hi, int max_major = 8) const { return impl_->offset_text(lo, hi, max_major); }
    /// Label (Pango markup) for a tick at a position chosen by the user.
    std::string format(double v) const { return impl_->format(v); }
    /// The transformed range shown when an axis's data is the single transformed value t.
    std::pair<double, double> widen_single_value(double t) const { return impl_->widen_single_value(t); }

    /// Whether a and b hold the same transform, or transforms of the same name.
    friend SQFIG_API bool operator==(const Scale& a, const Scale& b);
    /// The negation of ==.
    friend SQFIG_API bool operator!=(const Scale& a, const Scale& b);

private:
    static const std::shared_ptr<const ScaleTransform>& linear();
    std::shared_ptr<const ScaleTransform> impl_;
};

}  // namespace sqfig
