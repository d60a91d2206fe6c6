// The implementation of sqfig/polar_axes.hpp.
#include "sqfig/polar_axes.hpp"

#include <cmath>
#include <memory>
#include <utility>

#include "sqfig/axes.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {

namespace {


// Names a bad argument of a PolarAxes setter: "axes 0: polar r_limits: ...".
[[noreturn]] void polar_usage(const Axes& ax, const std::string& what) {
    throw Error(ax.name() + ": polar " + what, ErrorKind::usage);
}

// A category count the grid can draw: each is a spoke and a label.
constexpr std::size_t kMaxCategories = 1000;

}  // namespace

struct PolarAxes::State {
    explicit State(Axes& o) : owner(o) {}
    Axes& owner;
    int direction = 1;
    double offset = 0;
    std::optional<double> r_lo, r_hi;
    std::vector<double> theta_at{0, 45, 90, 135, 180, 225, 270, 315};
    std::vector<std::string> theta_text;
    bool r_fixed = false;
    std::vector<double> r_at;
    std::vector<std::string> r_text;
    double rlabel_deg = 22.5;
    bool r_labels = true, polygon_grid = false, grid = true;
    std::size_t categories = 0;
};

PolarAxes::PolarAxes(Axes& owner) : s_(new State(owner)) {}

PolarAxes::~PolarAxes() = default;

int PolarAxes::theta_direction() const { return s_->direction; }
double PolarAxes::theta_offset() const { return s_->offset; }
std::optional<double> PolarAxes::r_lower() const { return s_->r_lo; }
std::optional<double> PolarAxes::r_upper() const { return s_->r_hi; }
const std::vector<double>& PolarAxes::theta_ticks() const { return s_->theta_at; }
const std::vector<std::string>& PolarAxes::theta_labels() const { return s_->theta_text; }
bool PolarAxes::r_ticks_fixed() const { return s_->r_fixed; }
const std::vector<double>& PolarAxes::r_tick_values() const { return s_->r_at; }
const std::vector<std::string>& PolarAxes::r_tick_labels() const { return s_->r_text; }
double PolarAxes::r_label_position() const { return s_->rlabel_deg; }
bool PolarAxes::r_labels_on() const { return s_->r_labels; }
bool PolarAxes::polygon_grid_on() const { return s_->polygon_grid; }
bool PolarAxes::grid_on() const { return s_->grid; }
std::size_t PolarAxes::category_count() const { return s_->categories; }
Axes& PolarAxes::axes() const { return s_->owner; }

PolarLine& PolarAxes::line(Values theta, Values r) {
    const Color c = s_->owner.next_color();
    return s_->owner.add(std::make_unique<PolarLine>(std::move(theta).take(), std::move(r).take(), PolarMark::line, c));
}

PolarLine& PolarAxes::scatter(Values theta, Values r) {
    const Color c = s_->owner.next_color();
    return s_->owner.add(std::make_unique<PolarLine>(std::move(theta).take(), std::move(r).take(), PolarMark::markers, c));
}

PolarLine& PolarAxes::fill(Values theta, Values r) {
    const Color c = s_->owner.next_color();
    return s_->owner.add(std::make_unique<PolarLine>(std::move(theta).take(), std::move(r).take(), PolarMark::filled, c));
}

RadarSeries& PolarAxes::radar(Values values) {
    if (s_->categories == 0) polar_usage(s_->owner, "radar: set categories() before adding a series");
    if (values.size() != s_->categories)
        polar_usage(s_->owner, "radar: " + std::to_string(values.size()) + " values for " + std::to_string(s_->categories) +
                                " categories (one value per category)");
    std::vector<double> v = std::move(values).take();
    for (std::size_t i = 0; i < v.size(); ++i)
        if (!std::isfinite(v[i]))
            throw Error(s_->owner.name() + ": polar radar: value " + std::to_string(i) + " is " + detail::shortest(v[i]) +
                            " (a radar value must be finite)",
                        ErrorKind::data);
    const Color c = s_->owner.next_color();
    return s_->owner.add(std::make_unique<RadarSeries>(std::move(v), c));
}

PolarAxes& PolarAxes::theta_direction(int direction) {
    if (direction != 1 && direction != -1)
        polar_usage(s_->owner, "theta_direction: " + std::to_string(direction) + " is neither 1 (counter-clockwise) nor -1 (clockwise)");
    s_->direction = direction;
    return *this;
}

PolarAxes& PolarAxes::theta_offset(double radians) {
    if (!std::isfinite(radians) || std::abs(radians) > 1e6)
        polar_usage(s_->owner, "theta_offset: " + detail::shortest(radians) + " is not a finite angle within ±1e6 radians");
    s_->offset = radians;
    return *this;
}

PolarAxes& PolarAxes::theta_zero_location(const std::string& where, double offset_degrees) {
    static const std::pair<const char*, double> places[] = {{"N", 90},  {"NW", 135}, {"W", 180}, {"SW", 225},
                                                            {"S", 270}, {"SE", 315}, {"E", 0},   {"NE", 45}};
    if (!std::isfinite(offset_degrees) || std::abs(offset_degrees) > 1e6)
        polar_usage(s_->owner, "theta_zero_location: offset " + detail::shortest(offset_degrees) + " is not a finite angle");
    for (const auto& [name, deg] : places)
        if (where == name) {
            s_->offset = (deg + offset_degrees) * pi / 180;
            return *this;
        }
    polar_usage(s_->owner, "theta_zero_location: \"" + where + "\" is none of N, NW, W, SW, S, SE, E, NE");
}

PolarAxes& PolarAxes::theta_grid(Values degrees, std::vector<std::string> labels) {
    if (degrees.size() > kMaxCategories) polar_usage(s_->owner, "theta_grid: more than 1000 angles");
    if (!labels.empty() && labels.size() != degrees.size())
        polar_usage(s_->owner, "theta_grid: " + std::to_string(labels.size()) + " labels for " +
                                std::to_string(degrees.size()) + " angles");
    std::vector<double> at = std::move(degrees).take();
    for (double d : at)
        if (!std::isfinite(d) || std::abs(d) > 1e6) polar_usage(s_->owner, "theta_grid: angle " + detail::shortest(d) + " is not finite");
    s_->theta_at = std::move(at);
    s_->theta_text = std::move(labels);
    s_->categories = 0;
    return *this;
}

PolarAxes& PolarAxes::categories(std::vector<std::string> names) {
    if (names.empty())  // no data to draw, as an empty series
        throw Error(s_->owner.name() + ": polar categories: no category (a radar needs at least one)", ErrorKind::data);
    if (names.size() > kMaxCategories) polar_usage(s_->owner, "categories: more than 1000 categories");
    std::vector<double> at;
    for (std::size_t k = 0; k < names.size(); ++k) at.push_back(360.0 * static_cast<double>(k) / static_cast<double>(names.size()));
    s_->theta_at = std::move(at);
    s_->categories = names.size();
    s_->theta_text = std::move(names);
    return *this;
}

PolarAxes& PolarAxes::r_limits(std::optional<double> lo, std::optional<double> hi) {
    for (const std::optional<double>& v : {lo, hi})
        if (v && (!std::isfinite(*v) || std::abs(*v) > 1e300))
            polar_usage(s_->owner, "r_limits: " + detail::shortest(*v) + " is not a finite radius");
    if (lo && hi && !(*lo < *hi))
        polar_usage(s_->owner, "r_limits: the lower limit " + detail::shortest(*lo) + " is not below the upper " +
                                detail::shortest(*hi) + " (inverted or empty radial limits are not drawn)");
    s_->r_lo = lo;
    s_->r_hi = hi;
    return *this;
}

PolarAxes& PolarAxes::r_ticks(Values at, std::vector<std::string> labels) {
    if (at.size() > kMaxCategories) polar_usage(s_->owner, "r_ticks: more than 1000 ticks");
    if (!labels.empty() && labels.size() != at.size())
        polar_usage(s_->owner, "r_ticks: " + std::to_string(labels.size()) + " labels for " + std::to_string(at.size()) + " radii");
    std::vector<double> v = std::move(at).take();
    for (double d : v)
        if (!std::isfinite(d)) polar_usage(s_->owner, "r_ticks: radius " + detail::shortest(d) + " is not finite");
    s_->r_at = std::move(v);
    s_->r_fixed = true;
    s_->r_text = std::move(labels);
    return *this;
}

PolarAxes& PolarAxes::r_label_position(double degrees) {
    if (!std::isfinite(degrees) || std::abs(degrees) > 1e6)
        polar_usage(s_->owner, "r_label_position: " + detail::shortest(degrees) + " is not a finite angle");
    s_->rlabel_deg = degrees;
    return *this;
}

PolarAxes& PolarAxes::r_labels(bool on) {
    s_->r_labels = on;
    return *this;
}

PolarAxes& PolarAxes::polygon_grid(bool on) {
    s_->polygon_grid = on;
    return *this;
}

PolarAxes& PolarAxes::grid(bool on) {
    s_->grid = on;
    return *this;
}

}  // namespace sqfig
