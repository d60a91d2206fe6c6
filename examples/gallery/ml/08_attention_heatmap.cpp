// Causal attention of one head over 16 tokens: most weight on the token
// itself, its neighbours and the first token (an attention sink).
#include <sqfig/sqfig.hpp>

#include <cmath>

int main(int argc, char** argv) {
    const int n = 16;
    auto score = [](int q, int k) { return k > q ? 0.0 : std::exp(2.5 * std::exp((k - q) / 2.0) + 2.0 * (k == 0)); };
    std::vector<double> weights;
    for (int query = 0; query < n; ++query) {
        double sum = 0;
        for (int key = 0; key < n; ++key) sum += score(query, key);
        for (int key = 0; key < n; ++key) weights.push_back(score(query, key) / sum);
    }
    auto [fig, ax] = sqfig::subplots(sqfig::inches(4, 3.4));
    sqfig::Heatmap& image = ax.heatmap(weights, n, n).colormap("viridis");
    ax.aspect_equal();
    ax.colorbar(image).label("attention weight");
    ax.x_label("key position");
    ax.y_label("query position");
    ax.title("Layer 3, head 5");
    fig.save(argc > 1 ? argv[1] : "08_attention_heatmap.pdf");
}
