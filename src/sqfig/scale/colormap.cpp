// The implementation of sqfig/scale/colormap.hpp.
#include "sqfig/scale/colormap.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include "sqfig/core/color.hpp"
#include "sqfig/core/error.hpp"
#include "sqfig/detail/edit_distance.hpp"
#include "sqfig/scale/colormap_catalog.hpp"
#include "sqfig/scale/colormap_tables.hpp"
#include "sqfig/scale/number_format.hpp"
#include "sqfig/scale/scale.hpp"

namespace sqfig {

namespace detail {

// A map's defining data, as matplotlib keeps it: control points (x, y0, y1)
// per channel (red, green, blue, alpha), or a catalogue entry whose channels
// are functions. lut(n) samples it as matplotlib's _create_lookup_table does.
struct ColormapSource {
    std::array<std::vector<std::array<double, 3>>, 4> channels;  // alpha empty: opaque
    const CatalogMap* functions = nullptr;
    std::vector<Color> lut(std::size_t n) const;
};

namespace {

constexpr double pi = 3.141592653589793;

// matplotlib/_cm.py's channel functions (gfunc[0..36] and the ids
// scripts/gen_colormaps.py gives the others), written as there.
double catalog_function(int id, double x) {
    switch (id) {
        case 0: return 0;
        case 1: return 0.5;
        case 2: return 1;
        case 3: return x;
        case 4: return x * x;
        case 5: return std::pow(x, 3);
        case 6: return std::pow(x, 4);
        case 7: return std::sqrt(x);
        case 8: return std::sqrt(std::sqrt(x));
        case 9: return std::sin(x * pi / 2);
        case 10: return std::cos(x * pi / 2);
        case 11: return std::abs(x - 0.5);
        case 12: return (2 * x - 1) * (2 * x - 1);
        case 13: return std::sin(x * pi);
        case 14: return std::abs(std::cos(x * pi));
        case 15: return std::sin(x * 2 * pi);
        case 16: return std::cos(x * 2 * pi);
        case 17: return std::abs(std::sin(x * 2 * pi));
        case 18: return std::abs(std::cos(x * 2 * pi));
        case 19: return std::abs(std::sin(x * 4 * pi));
        case 20: return std::abs(std::cos(x * 4 * pi));
        case 21: return 3 * x;
        case 22: return 3 * x - 1;
        case 23: return 3 * x - 2;
        case 24: return std::abs(3 * x - 1);
        case 25: return std::abs(3 * x - 2);
        case 26: return (3 * x - 1) / 2;
        case 27: return (3 * x - 2) / 2;
        case 28: return std::abs((3 * x - 1) / 2);
        case 29: return std::abs((3 * x - 2) / 2);
        case 30: return x / 0.32 - 0.78125;
        case 31: return 2 * x - 0.84;
        case 32: return x < 0.25 ? 4 * x : x < 0.92 ? -2 * x + 1.84 : x / 0.08 - 11.5;
        case 33: return std::abs(2 * x - 0.5);
        case 34: return 2 * x;
        case 35: return 2 * x - 0.5;
        case 36: return 2 * x - 1;
        case 40: return 0.75 * std::sin((x * 31.5 + 0.25) * pi) + 0.5;   // flag
        case 41: return std::sin(x * 31.5 * pi);
        case 42: return 0.75 * std::sin((x * 31.5 - 0.25) * pi) + 0.5;
        case 43: return 0.75 * std::sin((x * 20.9 + 0.25) * pi) + 0.67;  // prism
        case 44: return 0.75 * std::sin((x * 20.9 - 0.25) * pi) + 0.33;
        case 45: return -1.1 * std::sin((x * 20.9) * pi);
        case 46: case 47: case 48: {  // cubehelix(gamma=1, s=0.5, r=-1.5, h=1): _ch_helper
            static constexpr double p0[] = {-0.14861, -0.29227, 1.97294}, p1[] = {1.78277, -0.90649, 0.0};
            const double xg = x, a = 1.0 * xg * (1 - xg) / 2, phi = 2 * pi * (0.5 / 3 + -1.5 * x);
            return xg + a * (p0[id - 46] * std::cos(phi) + p1[id - 46] * std::sin(phi));
        }
        case 49: return 1.5 * x;  // gist_heat
        case 50: return 2 * x - 1;
        case 51: return 4 * x - 3;
        case 52: return 1 - x;  // gist_yarg
        default: return 0;
    }
}

// numpy.linspace(0, 1, n)[i].
double linspace01(std::size_t i, std::size_t n) {
    return i + 1 == n ? 1.0 : static_cast<double>(i) * (1.0 / static_cast<double>(n - 1));
}

// matplotlib's colors._create_lookup_table(n, points) for one channel (gamma 1).
std::vector<double> sample_channel(const std::vector<std::array<double, 3>>& pts, std::size_t n) {
    std::vector<double> lut(n);
    const double last = static_cast<double>(n - 1);
    std::vector<double> x(pts.size());
    for (std::size_t k = 0; k < pts.size(); ++k) x[k] = pts[k][0] * last;
    lut.front() = pts.front()[2];
    lut.back() = pts.back()[1];
    for (std::size_t i = 1; i + 1 < n; ++i) {
        const double xi = last * linspace01(i, n);
        const std::size_t ind = static_cast<std::size_t>(std::lower_bound(x.begin(), x.end(), xi) - x.begin());
        const double distance = (xi - x[ind - 1]) / (x[ind] - x[ind - 1]);
        lut[i] = distance * (pts[ind][1] - pts[ind - 1][2]) + pts[ind - 1][2];
    }
    for (double& v : lut) v = std::clamp(v, 0.0, 1.0);
    return lut;
}

const CatalogMap* find_in_catalog(const std::string& lower_name) {
    for (const CatalogMap& m : colormap_catalog) {
        std::string n = m.name;
        for (char& c : n) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (n == lower_name) return &m;
    }
    return nullptr;
}

std::shared_ptr<const ColormapSource> catalog_source(const CatalogMap& m) {
    auto s = std::make_shared<ColormapSource>();
    if (m.kind == CatalogKind::function) {
        s->functions = &m;
    } else if (m.kind == CatalogKind::segmented) {
        const double* d = m.data;
        for (int c = 0; c < 3; ++c)
            for (int k = 0; k < m.n[c]; ++k, d += 3) s->channels[static_cast<std::size_t>(c)].push_back({d[0], d[1], d[2]});
    } else {
        return nullptr;
    }
    return s;
}

std::shared_ptr<const ColormapSource> catalog_source(const char* name) {
    std::string n = name;
    for (char& c : n) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const CatalogMap* m = find_in_catalog(n);
    return m ? catalog_source(*m) : nullptr;
}

}  // namespace

std::vector<Color> ColormapSource::lut(std::size_t n) const {
    std::array<std::vector<double>, 4> ch;
    for (std::size_t c = 0; c < 4; ++c) {
        if (functions && c < 3) {
            ch[c].resize(n);
            for (std::size_t i = 0; i < n; ++i)
                ch[c][i] = std::clamp(catalog_function(functions->fn[c], linspace01(i, n)), 0.0, 1.0);
        } else if (!channels[c].empty()) {
            ch[c] = sample_channel(channels[c], n);
        } else {
            ch[c].assign(n, 1.0);
        }
    }
    std::vector<Color> out;
    out.reserve(n);
    for (std::size_t i = 0; i < n; ++i) out.emplace_back(ch[0][i], ch[1][i], ch[2][i], ch[3][i]);
    return out;
}

}  // namespace detail

std::optional<Color> Colormap::under() const { return under_; }

std::optional<Color> Colormap::over() const { return over_; }

Colormap Colormap::viridis() { return from_table("viridis", detail::viridis_table); }

Colormap Colormap::magma() { return from_table("magma", detail::magma_table); }

Colormap Colormap::inferno() { return from_table("inferno", detail::inferno_table); }

Colormap Colormap::plasma() { return from_table("plasma", detail::plasma_table); }

Colormap Colormap::cividis() { return from_table("cividis", detail::cividis_table); }

Colormap Colormap::rdbu() {
    Colormap m = from_table("RdBu", detail::rdbu_table);
    m.source_ = detail::catalog_source("RdBu");
    return m;
}

Colormap Colormap::coolwarm() {
    Colormap m = from_table("coolwarm", detail::coolwarm_table);
    m.source_ = detail::catalog_source("coolwarm");
    return m;
}

Colormap Colormap::greys() {
    Colormap m = from_table("Greys", detail::greys_table);
    m.source_ = detail::catalog_source("Greys");
    return m;
}

Colormap::Colormap(std::string name, std::vector<Color> colors)
    : name_(std::move(name)), colors_(std::move(colors)) {
    if (colors_.size() < 2) throw Error("colour map \"" + name_ + "\": needs at least two colours");
    for (const Color& c : colors_) checked_color(c, "colour map \"" + name_ + "\"");
}

Colormap::Colormap(const Colormap& o) = default;
Colormap::Colormap(Colormap&& o) noexcept = default;
Colormap& Colormap::operator=(const Colormap& o) = default;
Colormap& Colormap::operator=(Colormap&& o) noexcept = default;
Colormap::~Colormap() = default;

Colormap Colormap::named(const std::string& name) {
    std::string n;
    for (char c : name) n += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool rev = n.size() > 2 && n.compare(n.size() - 2, 2, "_r") == 0;
    if (rev) n.resize(n.size() - 2);
    if (n == "grays") n = "greys";
    const detail::CatalogMap* e = detail::find_in_catalog(n);
    if (!e) {
        const std::vector<std::string> all = names();
        std::vector<std::string> lower = all;
        for (std::string& k : lower)
            for (char& c : k) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        std::string near = detail::nearest_name(n, lower);
        for (std::size_t i = 0; i < all.size(); ++i)
            if (lower[i] == near) near = all[i];  // as matplotlib spells it
        throw Error("unknown colour map \"" + name + "\"" +
                    (near.empty() ? "" : " (did you mean \"" + near + (rev ? "_r" : "") + "\"?)") +
                    "; Colormap::names() lists the " + std::to_string(all.size()) +
                    " known ones (matplotlib's), each also with _r");
    }
    const std::string key = e->name;
    std::optional<Colormap> m;
    if (key == "viridis") m = viridis();
    else if (key == "magma") m = magma();
    else if (key == "inferno") m = inferno();
    else if (key == "plasma") m = plasma();
    else if (key == "cividis") m = cividis();
    else if (key == "RdBu") m = rdbu();
    else if (key == "coolwarm") m = coolwarm();
    else if (key == "Greys") m = greys();
    else if (e->kind == detail::CatalogKind::listed || e->kind == detail::CatalogKind::shifted) {
        const std::size_t count = static_cast<std::size_t>(e->n[0]);
        std::vector<Color> c;
        c.reserve(count);
        for (std::size_t i = 0; i < count; ++i) {
            const double* d = e->data + 3 * i;
            c.emplace_back(d[0], d[1], d[2]);
        }
        if (e->kind == detail::CatalogKind::shifted) {  // twilight's second half, then its first, reversed
            std::rotate(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(count / 2), c.end());
            std::reverse(c.begin(), c.end());
        }
        m = Colormap(key, std::move(c));
    } else {
        auto src = detail::catalog_source(*e);
        m = Colormap(key, src->lut(256));
        m->source_ = std::move(src);
    }
    if (!m->source_) m->source_ = detail::catalog_source(*e);
    return rev ? m->reversed() : *m;
}

std::vector<std::string> Colormap::names() {
    std::vector<std::string> out;
    for (const detail::CatalogMap& m : detail::colormap_catalog) out.emplace_back(m.name);
    return out;
}

Colormap Colormap::from_list(std::string name, std::vector<Color> colors, std::vector<double> positions, std::size_t n) {
    const std::string who = "colour map \"" + name + "\"";
    if (colors.size() < 2) throw Error(who + ": from_list needs at least two colours, not " + std::to_string(colors.size()));
    if (n < 2) throw Error(who + ": needs a table of at least two colours, not " + std::to_string(n));
    if (n > max_colormap_size)
        throw Error(who + ": a table of " + std::to_string(n) + " colours asked for; at most " +
                    std::to_string(max_colormap_size));
    for (const Color& c : colors) checked_color(c, who);
    if (positions.empty()) {
        for (std::size_t i = 0; i < colors.size(); ++i) positions.push_back(detail::linspace01(i, colors.size()));
    } else if (positions.size() != colors.size()) {
        throw Error(who + ": " + std::to_string(positions.size()) + " positions for " + std::to_string(colors.size()) +
                    " colours (give one per colour)");
    }
    if (positions.front() != 0.0 || positions.back() != 1.0)
        throw Error(who + ": positions must start at 0 and end at 1");
    for (std::size_t i = 1; i < positions.size(); ++i)
        if (!(positions[i] >= positions[i - 1]) || !std::isfinite(positions[i]))
            throw Error(who + ": positions must not decrease (position " + std::to_string(i) + " is " +
                        std::to_string(positions[i]) + ")");
    auto src = std::make_shared<detail::ColormapSource>();
    for (std::size_t i = 0; i < colors.size(); ++i) {
        const Color& c = colors[i];
        const double v[4] = {c.r, c.g, c.b, c.a};
        for (std::size_t ch = 0; ch < 4; ++ch) src->channels[ch].push_back({positions[i], v[ch], v[ch]});
    }
    Colormap m(std::move(name), src->lut(n));
    m.source_ = std::move(src);
    return m;
}

Colormap Colormap::resampled(std::size_t n) const {
    if (n < 2) throw Error("colour map \"" + name_ + "\": resampled needs at least two colours, not " + std::to_string(n));
    if (n > max_colormap_size)
        throw Error("colour map \"" + name_ + "\": resampled to " + std::to_string(n) + " colours; at most " +
                    std::to_string(max_colormap_size));
    Colormap r = *this;
    if (source_) {
        r.colors_ = source_->lut(n);
        if (flipped_) std::reverse(r.colors_.begin(), r.colors_.end());
    } else {
        r.colors_.clear();
        for (std::size_t i = 0; i < n; ++i) r.colors_.push_back(colors_[index_of(detail::linspace01(i, n))]);
    }
    return r;
}

Colormap Colormap::reversed() const {
    Colormap r = *this;
    std::reverse(r.colors_.begin(), r.colors_.end());
    const bool is_r = name_.size() > 2 && name_.compare(name_.size() - 2, 2, "_r") == 0;
    r.name_ = is_r ? name_.substr(0, name_.size() - 2) : name_ + "_r";
    std::swap(r.under_, r.over_);
    r.flipped_ = !flipped_;
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

Colormap& Colormap::bad(Color c) { bad_ = checked_color(c, "colour map \"" + name_ + "\": bad colour"); return *this; }

Colormap& Colormap::under(Color c) { under_ = checked_color(c, "colour map \"" + name_ + "\": under colour"); return *this; }

Colormap& Colormap::over(Color c) { over_ = checked_color(c, "colour map \"" + name_ + "\": over colour"); return *this; }

Colormap Colormap::from_table(const char* name, const detail::ColormapTable& t) {
    std::vector<Color> c;
    c.reserve(t.size());
    for (const auto& rgb : t) c.emplace_back(rgb[0], rgb[1], rgb[2]);
    return Colormap(name, std::move(c));
}

Norm::Norm(const Norm& o) = default;
Norm::Norm(Norm&& o) noexcept = default;
Norm& Norm::operator=(const Norm& o) = default;
Norm& Norm::operator=(Norm&& o) noexcept = default;
Norm::~Norm() = default;

Norm Norm::linear(std::optional<double> vmin, std::optional<double> vmax) {
    return Norm(Kind::linear, vmin, vmax, 0);
}
Norm Norm::linear(std::optional<double> vmin) { return linear(vmin, std::nullopt); }
Norm Norm::linear() { return linear(std::nullopt, std::nullopt); }

Norm Norm::log(std::optional<double> vmin, std::optional<double> vmax) {
    return Norm(Kind::log, vmin, vmax, 0);
}
Norm Norm::log(std::optional<double> vmin) { return log(vmin, std::nullopt); }
Norm Norm::log() { return log(std::nullopt, std::nullopt); }

Norm Norm::two_slope(double center, std::optional<double> vmin, std::optional<double> vmax) {
    return Norm(Kind::two_slope, vmin, vmax, detail_finite(center, "norm centre"));
}
Norm Norm::two_slope(double center, std::optional<double> vmin) { return two_slope(center, vmin, std::nullopt); }
Norm Norm::two_slope(double center) { return two_slope(center, std::nullopt, std::nullopt); }

std::optional<double> Norm::vmin() const { return vmin_; }
std::optional<double> Norm::vmax() const { return vmax_; }

Norm Norm::boundaries(std::vector<double> b, std::size_t ncolors) {
    if (b.size() < 2) throw Error("boundary norm: needs at least two boundaries, not " + std::to_string(b.size()));
    for (std::size_t i = 0; i < b.size(); ++i) {
        detail_finite(b[i], "boundary norm: boundary");
        if (i > 0 && !(b[i] > b[i - 1]))
            throw Error("boundary norm: boundaries must increase (boundary " + std::to_string(i) + ", " +
                        std::to_string(b[i]) + ", is not above " + std::to_string(b[i - 1]) + ")");
    }
    if (ncolors < b.size() - 1)
        throw Error("boundary norm: " + std::to_string(b.size() - 1) + " levels but ncolors = " + std::to_string(ncolors) +
                    "; ncolors must be at least the number of levels");
    Norm n(Kind::boundary, b.front(), b.back(), 0);
    n.bounds_ = std::move(b);
    n.ncolors_ = ncolors;
    return n;
}

Norm Norm::resolved_for(double lo, double hi) const {
    if (kind_ == Kind::boundary) return *this;
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
            if (kind_ == Kind::log) {
                a = n.vmin_ || b / 10 == 0 ? a : b / 10;  // a decade below, unless it underflows
                b = n.vmax_ ? b : a * 10;
            } else {
                a = n.vmin_ ? a : b - 0.5;
                b = n.vmax_ ? b : a + 1;
                if (!(a < b) && !n.vmin_ && !n.vmax_) {  // half a unit is below the value's precision (1e300)
                    const double v = a, step = std::abs(v) * 1e-6;
                    a = std::max(v - step, std::numeric_limits<double>::lowest());
                    b = std::min(v + step, std::numeric_limits<double>::max());
                }
            }
        }
        if (has && !n.vmin_ && !n.vmax_ && !std::isfinite(b - a))
            throw Error("colour values from " + detail::shortest(a) + " to " + detail::shortest(b) +
                            " span more than the largest double, which no colour scale can map: scale the data",
                        ErrorKind::data);
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
        case Kind::boundary: {  // matplotlib's BoundaryNorm.__call__, extend="neither"
            if (v < a) return -1;
            if (v >= b) return 2;
            const std::size_t regions = bounds_.size() - 1;
            // numpy.digitize(v, bounds) - 1: the level v falls in
            const auto level = static_cast<std::size_t>(std::upper_bound(bounds_.begin(), bounds_.end(), v) - bounds_.begin()) - 1;
            std::size_t idx = level;
            if (ncolors_ > regions) {
                if (regions == 1) idx = (ncolors_ - 1) / 2;
                else idx = static_cast<std::size_t>(static_cast<double>(ncolors_ - 1) / static_cast<double>(regions - 1) *
                                                    static_cast<double>(level));
            }
            return (static_cast<double>(idx) + 0.5) / static_cast<double>(ncolors_);
        }
    }
    return v;
}

double Norm::inverse(double t) const {
    const double a = *vmin_, b = *vmax_;
    switch (kind_) {
        case Kind::linear: return a + t * (b - a);
        case Kind::log: return std::exp(std::log(a) + t * (std::log(b) - std::log(a)));
        case Kind::two_slope: return t < 0.5 ? a + 2 * t * (center_ - a) : center_ + 2 * (t - 0.5) * (b - center_);
        case Kind::boundary: {  // levels equally long on a colourbar
            const double k = std::clamp(t, 0.0, 1.0) * static_cast<double>(bounds_.size() - 1);
            const std::size_t i = std::min(bounds_.size() - 2, static_cast<std::size_t>(k));
            return bounds_[i] + (k - static_cast<double>(i)) * (bounds_[i + 1] - bounds_[i]);
        }
    }
    return t;
}

Scale Norm::tick_scale() const { return kind_ == Kind::log ? Scale(LogScale{10}) : Scale(LinearScale{}); }

Norm::Norm(Kind k, detail::maybe<double> a, detail::maybe<double> b, double c)
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
