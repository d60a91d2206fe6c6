// A training run's loss and GPU utilisation against wall-clock time over
// three days across New Year, with a restart after a node failure: a date
// axis labels hours, the day at midnight and the year in its corner.
#include <sqfig/sqfig.hpp>

#include <cmath>
#include <vector>

int main(int argc, char** argv) {
    const double start = sqfig::epoch_seconds(2025, 12, 30, 18, 0);
    std::vector<double> time, loss, gpu;
    for (int i = 0; i <= 396; ++i) {
        const double hours = i / 6.0;
        const bool down = hours > 30 && hours < 33;  // the node restart: no samples
        if (down) continue;
        time.push_back(start + hours * 3600);
        loss.push_back(3.2 * std::pow(1 + hours / 6, -0.35) + 0.03 * std::sin(hours * 1.7));
        gpu.push_back(hours < 33.5 && hours > 33 ? 40 : 91 + 4 * std::sin(hours * 0.9) + 2 * std::sin(hours * 5.3));
    }
    auto [fig, ax] = sqfig::subplots(sqfig::inches(5, 3));
    ax.x_scale(sqfig::DateScale{});
    ax.line(time, loss).color("C0").label("training loss");
    ax.y_axis().label("loss").color("C0");
    sqfig::Axes& ax2 = ax.twin_x();
    ax2.line(time, gpu).color("C1").width(0.8).label("GPU utilisation");
    ax2.y_axis().label("GPU utilisation (%)").color("C1");
    ax2.y_limits(0, 100);
    ax.x_label("time (UTC)");
    ax.title("Loss and GPU utilisation over three days");
    ax.legend();
    fig.save(argc > 1 ? argv[1] : "26_training_log_dates.pdf");
}
