// Fuzz target for the pgnlint.toml reader (load_config_text, what load_config_file reads files
// with): it never crashes and never throws, refuses with a FILE:LINE:COL message, and what it
// accepts, applied and printed as `pgnlint config` prints the settings, loads again to the same
// settings (the printout is itself a configuration file).
#include <fmt/format.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.h"
#include "pgnlint/config/check_options.h"
#include "pgnlint/config/config_file.h"
#include "pgnlint/config/configured_options.h"

namespace pgnlint::fuzz {
namespace {

constexpr const char* kPath = "/fuzz/pgnlint.toml";

Result<config::CheckConfig> load(std::string_view text) {
    try {
        return config::load_config_text(text, kPath);
    } catch (...) {
        std::fprintf(stderr, "load_config_text threw\n");
        FUZZ_REQUIRE(false);
    }
    return Failure{"threw"};
}

// The settings the configuration gives `check` when the command line gives none, printed.
std::string settings_text(const std::optional<config::CheckConfig>& config,
                          std::vector<config::SettingSource>& settings) {
    config::CheckOptions options;
    const config::GivenOnCommandLine nothing_given = [](std::string_view) { return false; };
    settings = config::apply_config(config, nothing_given, options);
    fmt::memory_buffer out;
    config::format_settings(config, settings, out);
    return fmt::to_string(out);
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pgnlint;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Result<config::CheckConfig> loaded = fuzz::load(text);
    if (!loaded) {
        FUZZ_REQUIRE(loaded.error().starts_with(fuzz::kPath));
        return 0;
    }
    const std::optional<config::CheckConfig> config = *loaded;
    std::vector<config::SettingSource> settings;
    const std::string printed = fuzz::settings_text(config, settings);

    const Result<config::CheckConfig> reloaded_config = fuzz::load(printed);
    if (!reloaded_config)
        std::fprintf(stderr, "the printed settings do not load: %s\n%s",
                     reloaded_config.error().c_str(), printed.c_str());
    FUZZ_REQUIRE(reloaded_config.ok());
    const std::optional<config::CheckConfig> again = *reloaded_config;
    std::vector<config::SettingSource> reloaded;
    const std::string reprinted = fuzz::settings_text(again, reloaded);
    bool same = settings.size() == reloaded.size();
    for (std::size_t i = 0; same && i < settings.size(); ++i)
        same = settings[i].key == reloaded[i].key && settings[i].value == reloaded[i].value;
    if (!same)
        std::fprintf(stderr, "printed:\n%s\nloaded again:\n%s", printed.c_str(), reprinted.c_str());
    FUZZ_REQUIRE(same);
    // Where each setting came from: the file or the default, never the command line.
    for (const config::SettingSource& setting : settings)
        FUZZ_REQUIRE(setting.origin == "default" || setting.origin.starts_with(fuzz::kPath));
    return 0;
}
