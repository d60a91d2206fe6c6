// Accuracy of five fine-tuning methods over 30 seeds each: notched boxes
// with the mean marked and the diverged seeds as fliers (box plots).
#include <sqfig/sqfig.hpp>

#include <random>

int main(int argc, char** argv) {
    std::mt19937 rng(12);
    std::student_t_distribution<double> seed_noise(3);
    std::vector<sqfig::Values> scores;
    for (const double centre : {82.1, 81.4, 80.2, 77.9, 76.5})
        scores.push_back(sqfig::generate(30, [&] { return centre + seed_noise(rng); }));
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3));
    ax.boxplot(scores, {"full FT", "LoRA", "adapters", "prefix", "BitFit"}).notch().show_means().fill("#a6cee3");
    ax.y_label("GLUE average (%)");
    ax.title("Fine-tuning methods over 30 seeds");
    fig.save(argc > 1 ? argv[1] : "12_score_boxplot.pdf");
}
