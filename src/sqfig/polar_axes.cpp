// The implementation of sqfig/polar_axes.hpp.
#include "sqfig/polar_axes.hpp"

#include <cmath>
#include <memory>
#include <utility>

#include "sqfig/axes.hpp"
#include "sqfig/scale/number_format.hpp"

namespace sqfig {

namespace {

constexpr double kPi = 3.14159265358979323846;

// Names a bad argument of a PolarAxes setter: "axes 0: polar r_limits: ...".
[[noreturn]] void polar_usage(const Axes& ax, const std::string& what) {
    throw Error(ax.name() + ": polar " + what, ErrorKind::usage);
}

// A category count the grid can draw: each is a spoke and a label.
constexpr std::size_t kMaxCategories = 1000;

}  // namespace

PolarAxes::PolarAxes(Axes& owner) : owner_(owner) {}

PolarLine& PolarAxes::line(Values theta, Values r) {
    const Color c = owner_.next_color();
    return owner_.add(std::make_unique<PolarLine>(std::move(theta).take(), std::move(r).take(), PolarMark::line, c));
}

PolarLine& PolarAxes::scatter(Values theta, Values r) {
    const Color c = owner_.next_color();
    return owner_.add(std::make_unique<PolarLine>(std::move(theta).take(), std::move(r).take(), PolarMark::markers, c));
}

PolarLine& PolarAxes::fill(Values theta, Values r) {
    const Color c = owner_.next_color();
    return owner_.add(std::make_unique<PolarLine>(std::move(theta).take(), std::move(r).take(), PolarMark::filled, c));
}

RadarSeries& PolarAxes::radar(Values values) {
    if (categories_ == 0) polar_usage(owner_, "radar: set categories() before adding a series");
    if (values.size() != categories_)
        polar_usage(owner_, "radar: " + std::to_string(values.size()) + " values for " + std::to_string(categories_) +
                                " categories (one value per category)");
    std::vector<double> v = std::move(values).take();
    for (std::size_t i = 0; i < v.size(); ++i)
        if (!std::isfinite(v[i]))
            throw Error(owner_.name() + ": polar radar: value " + std::to_string(i) + " is " + detail::shortest(v[i]) +
                            " (a radar value must be finite)",
                        ErrorKind::data);
    const Color c = owner_.next_color();
    return owner_.add(std::make_unique<RadarSeries>(std::move(v), c));
}

PolarAxes& PolarAxes::theta_direction(int direction) {
    if (direction != 1 && direction != -1)
        polar_usage(owner_, "theta_direction: " + std::to_string(direction) + " is neither 1 (counter-clockwise) nor -1 (clockwise)");
    direction_ = direction;
    return *this;
}

PolarAxes& PolarAxes::theta_offset(double radians) {
    if (!std::isfinite(radians) || std::abs(radians) > 1e6)
        polar_usage(owner_, "theta_offset: " + detail::shortest(radians) + " is not a finite angle within ±1e6 radians");
    offset_ = radians;
    return *this;
}

PolarAxes& PolarAxes::theta_zero_location(const std::string& where, double offset_degrees) {
    static const std::pair<const char*, double> places[] = {{"N", 90},  {"NW", 135}, {"W", 180}, {"SW", 225},
                                                            {"S", 270}, {"SE", 315}, {"E", 0},   {"NE", 45}};
    if (!std::isfinite(offset_degrees) || std::abs(offset_degrees) > 1e6)
        polar_usage(owner_, "theta_zero_location: offset " + detail::shortest(offset_degrees) + " is not a finite angle");
    for (const auto& [name, deg] : places)
        if (where == name) {
            offset_ = (deg + offset_degrees) * kPi / 180;
            return *this;
        }
    polar_usage(owner_, "theta_zero_location: \"" + where + "\" is none of N, NW, W, SW, S, SE, E, NE");
}

PolarAxes& PolarAxes::theta_grid(Values degrees, std::vector<std::string> labels) {
    if (degrees.size() > kMaxCategories) polar_usage(owner_, "theta_grid: more than 1000 angles");
    if (!labels.empty() && labels.size() != degrees.size())
        polar_usage(owner_, "theta_grid: " + std::to_string(labels.size()) + " labels for " +
                                std::to_string(degrees.size()) + " angles");
    std::vector<double> at = std::move(degrees).take();
    for (double d : at)
        if (!std::isfinite(d) || std::abs(d) > 1e6) polar_usage(owner_, "theta_grid: angle " + detail::shortest(d) + " is not finite");
    theta_at_ = std::move(at);
    theta_text_ = std::move(labels);
    categories_ = 0;
    return *this;
}

PolarAxes& PolarAxes::categories(std::vector<std::string> names) {
    if (names.empty())  // no data to draw, as an empty series
        throw Error(owner_.name() + ": polar categories: no category (a radar needs at least one)", ErrorKind::data);
    if (names.size() > kMaxCategories) polar_usage(owner_, "categories: more than 1000 categories");
    std::vector<double> at;
    for (std::size_t k = 0; k < names.size(); ++k) at.push_back(360.0 * static_cast<double>(k) / static_cast<double>(names.size()));
    theta_at_ = std::move(at);
    categories_ = names.size();
    theta_text_ = std::move(names);
    return *this;
}

PolarAxes& PolarAxes::r_limits(std::optional<double> lo, std::optional<double> hi) {
    for (const std::optional<double>& v : {lo, hi})
        if (v && (!std::isfinite(*v) || std::abs(*v) > 1e300))
            polar_usage(owner_, "r_limits: " + detail::shortest(*v) + " is not a finite radius");
    if (lo && hi && !(*lo < *hi))
        polar_usage(owner_, "r_limits: the lower limit " + detail::shortest(*lo) + " is not below the upper " +
                                detail::shortest(*hi) + " (inverted or empty radial limits are not drawn)");
    r_lo_ = lo;
    r_hi_ = hi;
    return *this;
}

PolarAxes& PolarAxes::r_ticks(Values at, std::vector<std::string> labels) {
    if (at.size() > kMaxCategories) polar_usage(owner_, "r_ticks: more than 1000 ticks");
    if (!labels.empty() && labels.size() != at.size())
        polar_usage(owner_, "r_ticks: " + std::to_string(labels.size()) + " labels for " + std::to_string(at.size()) + " radii");
    std::vector<double> v = std::move(at).take();
    for (double d : v)
        if (!std::isfinite(d)) polar_usage(owner_, "r_ticks: radius " + detail::shortest(d) + " is not finite");
    r_at_ = std::move(v);
    r_text_ = std::move(labels);
    return *this;
}

PolarAxes& PolarAxes::r_label_position(double degrees) {
    if (!std::isfinite(degrees) || std::abs(degrees) > 1e6)
        polar_usage(owner_, "r_label_position: " + detail::shortest(degrees) + " is not a finite angle");
    rlabel_deg_ = degrees;
    return *this;
}

PolarAxes& PolarAxes::r_labels(bool on) {
    r_labels_ = on;
    return *this;
}

PolarAxes& PolarAxes::polygon_grid(bool on) {
    polygon_grid_ = on;
    return *this;
}

PolarAxes& PolarAxes::grid(bool on) {
    grid_ = on;
    return *this;
}

}  // namespace sqfig
