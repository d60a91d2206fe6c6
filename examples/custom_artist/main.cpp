// A loss curve with its min/max over seeds as a shaded band: the artist is
// defined in this project (shaded_band.hpp), not in sqfig.
//
// Usage: sqfig-custom-artist OUT.pdf [--text-on-band]
// Prints every collision; with --text-on-band a note is put on the band on
// purpose, to show that the collision check sees the new artist.
#include "shaded_band.hpp"

#include <cmath>
#include <cstring>
#include <iostream>
#include <memory>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: sqfig-custom-artist OUT.pdf [--text-on-band]\n";
        return 2;
    }
    const bool text_on_band = argc > 2 && std::strcmp(argv[2], "--text-on-band") == 0;
    try {
        std::vector<double> step, mean, lo, hi;
        for (int i = 0; i <= 40; ++i) {
            const double s = i * 250.0, m = 2.1 + 1.6 * std::exp(-s / 2500.0);
            const double spread = 0.08 + 0.25 * std::exp(-s / 4000.0);
            step.push_back(s);
            mean.push_back(m);
            lo.push_back(m - spread);
            hi.push_back(m + spread);
        }
        sqfig::Figure fig{sqfig::inches(4.5, 3.0)};
        sqfig::Axes& ax = fig.axes();
        const sqfig::Color blue("#1f77b4");
        ax.add(std::make_unique<ShadedBand>(step, lo, hi, blue)).label("min/max over 5 seeds");
        ax.line(step, mean).color(blue).label("mean loss");
        ax.x_label("training step");
        ax.y_label("validation loss");
        ax.legend();
        if (text_on_band) ax.text({1000, 3.0}, "on the band").align_center();

        // Lay out once; check, report and save that layout.
        sqfig::Scene scene = fig.scene();
        for (const sqfig::SceneItem& it : scene.items)
            if (it.kind == "shaded band handle") std::cout << "legend shows the band's own handle\n";
        const auto collisions = sqfig::find_collisions(scene);
        fig.save(std::move(scene), argv[1], sqfig::format_from_path(argv[1]));
        for (const sqfig::Collision& c : collisions) std::cout << "collision: " << c.describe() << "\n";
        std::cout << "wrote " << argv[1] << " (" << collisions.size() << " collisions)\n";
        return 0;
    } catch (const sqfig::Error& e) {
        std::cerr << "sqfig-custom-artist: " << e.what() << "\n";
        return 1;
    }
}
