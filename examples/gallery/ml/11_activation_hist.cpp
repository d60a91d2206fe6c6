// One layer's activations before and after outlier smoothing: the heavy
// tails show on a log density axis (two histograms over shared bins).
#include <sqfig/sqfig.hpp>

#include <random>

int main(int argc, char** argv) {
    std::mt19937 rng(4);
    std::student_t_distribution<double> heavy(3);
    const auto before = sqfig::generate(4400, [&] { return heavy(rng); });
    const auto after = sqfig::generate(4400, [&] { return std::normal_distribution<double>(0, 1.2)(rng); });
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.hist({before, after}).bins(sqfig::BinRule::fd).density().type(sqfig::HistType::step).labels(
        {"before", "after smoothing"}).range(-8, 8);
    ax.y_scale(sqfig::LogScale{10});
    ax.x_label("activation");
    ax.y_label("density");
    ax.title("Layer 12 activations");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "11_activation_hist.pdf");
}
