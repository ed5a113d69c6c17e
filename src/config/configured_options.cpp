// apply_config() walks the settings once: for each, the command line wins when it gave the
// option, then the configuration file, then the default already in CheckOptions.
#include "pgnlint/config/configured_options.h"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <variant>

#include "pgnlint/config/limit_settings.h"

namespace pgnlint::config {
namespace {

std::string toml_text(const std::string& text) {
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') quoted.push_back('\\');
        // TOML 1.0 allows no control character in a basic string, DEL (0x7F) included.
        if (static_cast<unsigned char>(c) < 0x20 || c == '\x7f') {
            quoted += fmt::format("\\u{:04X}", static_cast<unsigned>(c));
            continue;
        }
        quoted.push_back(c);
    }
    return quoted + "\"";
}

std::string toml_text(const std::vector<std::string>& list) {
    std::string text = "[";
    for (const std::string& item : list) {
        if (text.size() > 1) text += ", ";
        text += toml_text(item);
    }
    return text + "]";
}

std::string toml_text(bool on) {
    return on ? "true" : "false";
}

std::string toml_text(std::uint64_t number) {
    return fmt::format("{}", number);
}

// SELECTOR=LEVEL overrides as the configuration writes them: { N001 = "warning" }. Selectors
// are codes, names and prefixes, all bare keys.
std::string severity_table_text(const std::vector<std::string>& overrides) {
    std::string text = "{";
    for (const std::string& item : overrides) {
        const std::size_t equals = item.rfind('=');
        if (text.size() > 1) text += ",";
        text += equals == std::string::npos ? " " + toml_text(item)
                                            : fmt::format(" {} = {}", item.substr(0, equals),
                                                          toml_text(item.substr(equals + 1)));
    }
    return text + " }";
}

// A setting's value as TOML text, for --show-settings.
template <typename Target>
std::string text_of(const Target& target) {
    if constexpr (std::is_same_v<Target, bool>)
        return toml_text(target);
    else if constexpr (std::is_integral_v<Target>)
        return toml_text(static_cast<std::uint64_t>(target));
    else
        return toml_text(target);
}

class Settler {
public:
    Settler(const std::optional<CheckConfig>& config, const GivenOnCommandLine& given)
        : config_(config), given_(given) {}

    // `key` is the configuration's key and `option` the command line's long name.
    template <typename T, typename Target>
    void settle(std::string_view key, std::string_view option,
                std::optional<Configured<T>> CheckConfig::*field, Target& target,
                std::string (*written)(const Target&) = &text_of<Target>) {
        std::string origin = "default";
        if (given_(option)) {
            origin = "command line";
        } else if (config_ && (*config_).*field) {
            const Configured<T>& configured = *((*config_).*field);
            target = static_cast<Target>(configured.value);
            origin = fmt::format("{}:{}", config_->path, configured.line);
        }
        settings_.push_back(SettingSource{std::string(key), written(target), std::move(origin)});
    }

    std::vector<SettingSource> take() { return std::move(settings_); }
    void add(SettingSource setting) { settings_.push_back(std::move(setting)); }

private:
    const std::optional<CheckConfig>& config_;
    const GivenOnCommandLine& given_;
    std::vector<SettingSource> settings_;
};

}  // namespace

Result<std::optional<CheckConfig>> load_check_config(const CheckOptions& options) {
    // Checked here rather than by CLI11's excludes(), whose note would clutter the help text.
    if (options.no_config && !options.config.empty())
        return Failure{"--config and --no-config exclude each other"};
    if (options.no_config) return std::optional<CheckConfig>();
    std::optional<std::string> path;
    if (!options.config.empty()) {
        path = options.config;
    } else {
        std::error_code ignored;
        path = find_config_file(std::filesystem::current_path(ignored).string());
    }
    if (!path) return std::optional<CheckConfig>();
    Result<CheckConfig> loaded = load_config_file(*path);
    if (!loaded) return Failure{loaded.error()};
    return std::optional<CheckConfig>(std::move(*loaded));
}

std::vector<SettingSource> apply_config(const std::optional<CheckConfig>& config,
                                        const GivenOnCommandLine& given, CheckOptions& options) {
    Settler settler(config, given);
    settler.settle("select", "select", &CheckConfig::select, options.rules.select);
    settler.settle("ignore", "ignore", &CheckConfig::ignore, options.rules.ignore);
    settler.settle("severity", "severity", &CheckConfig::severity, options.rules.severity,
                   &severity_table_text);
    settler.settle("fail-on", "fail-on", &CheckConfig::fail_on, options.fail_on);
    settler.settle("min-severity", "min-severity", &CheckConfig::min_severity,
                   options.min_severity);
    settler.settle("format", "format", &CheckConfig::format, options.format);
    settler.settle("encoding", "encoding", &CheckConfig::encoding, options.encoding);
    settler.settle("html-max-games", "html-max-games", &CheckConfig::html_max_games,
                   options.html_max_games);
    settler.settle("baseline", "baseline", &CheckConfig::baseline, options.baseline);
    settler.settle("trf", "trf", &CheckConfig::trf, options.trf);
    settler.settle("duplicates", "duplicates", &CheckConfig::duplicates, options.duplicates);
    settler.settle("duplicates-memory", "duplicates-memory", &CheckConfig::duplicates_memory,
                   options.duplicates_memory_mib);
    settler.settle("glob", "glob", &CheckConfig::glob, options.globs);
    for (const LimitSetting& limit : kLimitSettings) {
        const std::string key = "limits." + std::string(limit.key);
        std::visit([&](auto* field) { settler.settle(key, limit.key, limit.configured, *field); },
                   limit.field(options));
    }
    if (config) {
        options.per_file_ignores = config->per_file_ignores;
        options.config_directory = config->directory;
        for (const PerFileIgnore& ignore : config->per_file_ignores) {
            settler.add(SettingSource{"per-file-ignores." + toml_text(ignore.pattern),
                                      toml_text(ignore.selectors),
                                      fmt::format("{}:{}", config->path, ignore.line)});
        }
    }
    return settler.take();
}

void format_settings(const std::optional<CheckConfig>& config,
                     std::span<const SettingSource> settings, fmt::memory_buffer& out) {
    if (config)
        fmt::format_to(fmt::appender(out), "# configuration file: {}\n", config->path);
    else
        fmt::format_to(fmt::appender(out), "# configuration file: none\n");
    std::size_t width = 0;
    for (const SettingSource& setting : settings)
        width = std::max(width, setting.key.size() + 3 + setting.value.size());
    for (const SettingSource& setting : settings) {
        const std::string line = setting.key + " = " + setting.value;
        fmt::format_to(fmt::appender(out), "{:<{}}  # {}\n", line, width, setting.origin);
    }
}

}  // namespace pgnlint::config
