// Collects the GLib/Pango warnings and criticals logged while it lives: each
// one means sqfig handed Pango something invalid (a negative or overflowing
// font size...) instead of raising sqfig::Error. Used by the hostile-API and
// crasher-regression tests, which fail on any; scripts/fuzz.sh makes them
// fatal instead (G_DEBUG=fatal-criticals).
#pragma once

#include <glib.h>

#include <string>
#include <vector>

namespace sqfig_test {

class GLogCapture {
public:
    GLogCapture() { previous_ = g_log_set_default_handler(&GLogCapture::handler, this); }
    ~GLogCapture() { g_log_set_default_handler(previous_, nullptr); }
    GLogCapture(const GLogCapture&) = delete;
    GLogCapture& operator=(const GLogCapture&) = delete;
    const std::vector<std::string>& messages() const { return messages_; }

private:
    static void handler(const gchar* domain, GLogLevelFlags level, const gchar* message, gpointer self) {
        if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
            static_cast<GLogCapture*>(self)->messages_.push_back(std::string(domain ? domain : "?") + ": " +
                                                                 (message ? message : ""));
    }
    GLogFunc previous_ = nullptr;
    std::vector<std::string> messages_;
};

}  // namespace sqfig_test
