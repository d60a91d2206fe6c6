// The implementation of sqfig/scale/colormap.hpp (compiled once: src/sqfig/implementation.hpp).
#pragma once

#include "sqfig/scale/colormap.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/detail/edit_distance.hpp"
#include "sqfig/scale/colormap_tables.hpp"
#include "sqfig/scale/scale.hpp"

namespace sqfig {

Colormap Colormap::viridis() { return from_table("viridis", detail::viridis_table); }

Colormap Colormap::magma() { return from_table("magma", detail::magma_table); }

Colormap Colormap::inferno() { return from_table("inferno", detail::inferno_table); }

Colormap Colormap::plasma() { return from_table("plasma", detail::plasma_table); }

Colormap Colormap::cividis() { return from_table("cividis", detail::cividis_table); }

Colormap Colormap::rdbu() { return from_table("RdBu", detail::rdbu_table); }

Colormap Colormap::coolwarm() { return from_table("coolwarm", detail::coolwarm_table); }

Colormap Colormap::greys() { return from_table("Greys", detail::greys_table); }

Colormap::Colormap(std::string name, std::vector<Color> colors)
    : name_(std::move(name)), colors_(std::move(colors)) {
    if (colors_.size() < 2) throw Error("colour map \"" + name_ + "\": needs at least two colours");
    for (const Color& c : colors_) detail::checked_color(c, "colour map \"" + name_ + "\"");
}

Colormap Colormap::named(const std::string& name) {
    std::string n;
    for (char c : name) n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool rev = n.size() > 2 && n.compare(n.size() - 2, 2, "_r") == 0;
    if (rev) n.resize(n.size() - 2);
    std::optional<Colormap> m;
    if (n == "viridis") m = viridis();
    else if (n == "magma") m = magma();
    else if (n == "inferno") m = inferno();
    else if (n == "plasma") m = plasma();
    else if (n == "cividis") m = cividis();
    else if (n == "rdbu") m = rdbu();
    else if (n == "coolwarm") m = coolwarm();
    else if (n == "greys" || n == "grays") m = greys();
    if (!m) {
        static constexpr std::string_view known[] = {"viridis", "magma",  "inferno",  "plasma",
                                                     "cividis", "RdBu",   "coolwarm", "Greys"};
        const std::string near = detail::nearest_name(n, known);
        throw Error("unknown colour map \"" + name + "\"" +
                    (near.empty() ? "" : " (did you mean \"" + near + (rev ? "_r" : "") + "\"?)") +
                    "; known: viridis, magma, inferno, plasma, cividis, RdBu, coolwarm, Greys, each with _r");
    }
    return rev ? m->reversed() : *m;
}

Colormap Colormap::reversed() const {
    Colormap r = *this;
    std::reverse(r.colors_.begin(), r.colors_.end());
    const bool is_r = name_.size() > 2 && name_.compare(name_.size() - 2, 2, "_r") == 0;
    r.name_ = is_r ? name_.substr(0, name_.size() - 2) : name_ + "_r";
    std::swap(r.under_, r.over_);
    return r;
}

Color Colormap::operator()(double t) const {
    if (std::isnan(t)) return bad_;
    if (t < 0) return under_ ? *under_ : colors_.front();
    if (t > 1) return over_ ? *over_ : colors_.back();
    return colors_[index_of(t)];
}

std::size_t Colormap::index_of(double t) const {
    return std::min(colors_.size() - 1, static_cast<std::size_t>(t * static_cast<double>(colors_.size())));
}

Colormap& Colormap::bad(Color c) { bad_ = detail::checked_color(c, "colour map \"" + name_ + "\": bad colour"); return *this; }

Colormap& Colormap::under(Color c) { under_ = detail::checked_color(c, "colour map \"" + name_ + "\": under colour"); return *this; }

Colormap& Colormap::over(Color c) { over_ = detail::checked_color(c, "colour map \"" + name_ + "\": over colour"); return *this; }

Colormap Colormap::from_table(const char* name, const detail::ColormapTable& t) {
    std::vector<Color> c;
    c.reserve(t.size());
    for (const auto& rgb : t) c.emplace_back(rgb[0], rgb[1], rgb[2]);
    return Colormap(name, std::move(c));
}

Norm Norm::linear(std::optional<double> vmin, std::optional<double> vmax) {
    return Norm(Kind::linear, vmin, vmax, 0);
}

Norm Norm::log(std::optional<double> vmin, std::optional<double> vmax) {
    return Norm(Kind::log, vmin, vmax, 0);
}

Norm Norm::two_slope(double center, std::optional<double> vmin,
                          std::optional<double> vmax) {
    return Norm(Kind::two_slope, vmin, vmax, detail_finite(center, "norm centre"));
}

Norm Norm::resolved_for(double lo, double hi) const {
    Norm n = *this;
    const bool has = std::isfinite(lo) && std::isfinite(hi) && lo <= hi;
    if (kind_ == Kind::two_slope) {
        double a = n.vmin_ ? *n.vmin_ : (has ? std::min(lo, center_) : center_ - 1);
        double b = n.vmax_ ? *n.vmax_ : (has ? std::max(hi, center_) : center_ + 1);
        const double half = std::max(center_ - a, b - center_);
        const double pad = half > 0 ? half : std::max(1.0, std::abs(center_));
        if (!(a < center_)) a = center_ - pad;
        if (!(b > center_)) b = center_ + pad;
        n.vmin_ = a;
        n.vmax_ = b;
    } else {
        double a = n.vmin_ ? *n.vmin_ : (has ? lo : (kind_ == Kind::log ? 1.0 : 0.0));
        double b = n.vmax_ ? *n.vmax_ : (has ? hi : (kind_ == Kind::log ? 10.0 : 1.0));
        if (!(a < b)) {  // one value: widen around it, as the axes do
            if (kind_ == Kind::log) { a = n.vmin_ ? a : b / 10; b = n.vmax_ ? b : a * 10; }
            else { a = n.vmin_ ? a : b - 0.5; b = n.vmax_ ? b : a + 1; }
        }
        n.vmin_ = a;
        n.vmax_ = b;
    }
    n.check();
    return n;
}

double Norm::operator()(double v) const {
    const double a = *vmin_, b = *vmax_;
    if (std::isnan(v)) return v;
    switch (kind_) {
        case Kind::linear: return (v - a) / (b - a);
        case Kind::log:
            if (!(v > 0)) return std::nan("");
            return (std::log(v) - std::log(a)) / (std::log(b) - std::log(a));
        case Kind::two_slope:
            return v < center_ ? 0.5 * (v - a) / (center_ - a) : 0.5 + 0.5 * (v - center_) / (b - center_);
    }
    return v;
}

double Norm::inverse(double t) const {
    const double a = *vmin_, b = *vmax_;
    switch (kind_) {
        case Kind::linear: return a + t * (b - a);
        case Kind::log: return std::exp(std::log(a) + t * (std::log(b) - std::log(a)));
        case Kind::two_slope: return t < 0.5 ? a + 2 * t * (center_ - a) : center_ + 2 * (t - 0.5) * (b - center_);
    }
    return t;
}

Scale Norm::tick_scale() const { return kind_ == Kind::log ? Scale(LogScale{10}) : Scale(LinearScale{}); }

Norm::Norm(Kind k, std::optional<double> a, std::optional<double> b, double c)
    : kind_(k), vmin_(a), vmax_(b), center_(c) {
    if (a) detail_finite(*a, "norm vmin");
    if (b) detail_finite(*b, "norm vmax");
    check();
}

double Norm::detail_finite(double v, const char* what) {
    if (!std::isfinite(v)) throw Error(std::string(what) + " must be a finite number, not " + std::to_string(v));
    return v;
}

void Norm::check() const {
    if (vmin_ && vmax_ && !(*vmin_ < *vmax_))
        throw Error("norm: vmin (" + std::to_string(*vmin_) + ") must be below vmax (" + std::to_string(*vmax_) + ")");
    if (kind_ == Kind::log && ((vmin_ && !(*vmin_ > 0)) || (vmax_ && !(*vmax_ > 0))))
        throw Error("log norm: vmin and vmax must be positive");
    if (kind_ == Kind::two_slope && ((vmin_ && !(*vmin_ < center_)) || (vmax_ && !(*vmax_ > center_))))
        throw Error("two-slope norm: vmin < centre < vmax is required (centre " + std::to_string(center_) + ")");
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

double relative_luminance(const Color& c) {
    auto lin = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

double contrast_ratio(const Color& a, const Color& b) {
    const double la = relative_luminance(a), lb = relative_luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace detail
}  // namespace sqfig

namespace sqfig {

Color contrasting_text(const Color& background, Color dark, Color light) {
    return detail::contrast_ratio(background, dark) >= detail::contrast_ratio(background, light) ? dark : light;
}

}  // namespace sqfig
