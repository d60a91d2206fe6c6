// Accuracy against size for sixteen models, each labelled by name: the
// labels move off each other, the points and the trend line, with a leader
// line where one had to go far (matplotlib needs adjustText or a hand-set
// offset per label).
#include <sqfig/sqfig.hpp>

#include <string>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<double> params = {0.35, 0.77, 1.3, 1.5, 2.7, 3.0, 6.7, 7.0, 7.2, 7.5, 8.0, 13, 13.5, 30, 34, 70};
    const std::vector<double> acc = {38.2, 41.5, 45.0, 44.1, 49.8, 51.2, 55.4, 57.9, 56.3, 58.8, 57.1,
                                     60.7, 62.0, 64.9, 63.8, 68.5};
    const std::vector<std::string> names = {"tiny",    "small",   "base-1B",  "distil-1.5B", "mid-3B",  "ours-3B",
                                            "open-7B", "chat-7B", "code-7B",  "ours-7B",     "moe-8B",  "open-13B",
                                            "ours-13B", "open-30B", "code-34B", "large-70B"};
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4.5, 3.2));
    ax.line(std::vector<double>{0.3, 80}, std::vector<double>{37.5, 69.5}).dashed().color("0.6");
    ax.scatter(params, acc);
    ax.labels(params, acc, names).size(7).repel();
    ax.x_scale(sqfig::LogScale{10});
    ax.x_label("parameters (billions)");
    ax.y_label("accuracy (%)");
    fig.save(argc > 1 ? argv[1] : "18_labelled_scatter.pdf");
}
