// The implementation of sqfig/output/format.hpp (compiled once: src/sqfig/implementation.hpp).
#pragma once

#include "sqfig/output/format.hpp"

#include <array>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>
#include "sqfig/core/error.hpp"

namespace sqfig {

const char* format_name(Format f) {
    switch (f) {
        case Format::pdf: return "pdf";
        case Format::svg: return "svg";
        case Format::png: return "png";
        case Format::ps: return "ps";
    }
    return "";
}

const char* extension(Format f) {
    switch (f) {
        case Format::pdf: return ".pdf";
        case Format::svg: return ".svg";
        case Format::png: return ".png";
        case Format::ps: return ".ps";
    }
    return "";
}

Format format_from_path(const std::string& path) {
    const auto dot = path.find_last_of('.');
    const auto slash = path.find_last_of('/');
    std::string ext = dot == std::string::npos || (slash != std::string::npos && dot < slash) ? "" : path.substr(dot);
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (ext == ".pdf") return Format::pdf;
    if (ext == ".svg") return Format::svg;
    if (ext == ".png") return Format::png;
    if (ext == ".ps") return Format::ps;
    throw Error("cannot tell the output format of \"" + path + "\": use .pdf, .svg, .png or .ps");
}

std::optional<Format> format_from_name(const std::string& name) {
    for (Format f : all_formats)
        if (name == format_name(f)) return f;
    return std::nullopt;
}

}  // namespace sqfig

namespace sqfig {
namespace detail {

long long creation_time(const Metadata& m) {
    if (m.creation_time) return *m.creation_time;
    if (const char* env = std::getenv("SOURCE_DATE_EPOCH")) {
        char* end = nullptr;
        const long long v = std::strtoll(env, &end, 10);
        if (end && *end == '\0' && end != env && v >= 0) return v;
    }
    return default_creation_time;
}

std::string iso8601(long long t) {
    std::time_t tt = static_cast<std::time_t>(t);
    std::tm tm{};
    gmtime_r(&tt, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string ctime_text(long long t) {
    std::time_t tt = static_cast<std::time_t>(t);
    std::tm tm{};
    gmtime_r(&tt, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "%a %b %d %H:%M:%S %Y", &tm);
    return buf;
}

}  // namespace detail
}  // namespace sqfig
