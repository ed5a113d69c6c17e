// Loading pgnlint.toml: toml++ parses, then every key is checked against the table below (its
// TOML type and its values), so a typo or a wrong type is an error and never silently ignored.
#include "pgnlint/config/config_file.h"

#include <toml++/toml.h>

#include <fmt/format.h>

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <limits>
#include <string_view>
#include <system_error>

#include "pgnlint/config/check_options.h"
#include "pgnlint/config/limit_settings.h"
#include "pgnlint/core/unwinnable.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/lint/selectors.h"
#include "pgnlint/report/reporter.h"

namespace pgnlint::config {
namespace {

namespace fs = std::filesystem;

// Thrown inside the loader only, caught in load_config_text: the first problem ends the load.
struct ConfigError {
    toml::source_position where;
    std::string message;
};

[[noreturn]] void fail(const toml::node& node, std::string message) {
    throw ConfigError{node.source().begin, std::move(message)};
}

std::string quoted_list(std::span<const std::string_view> names) {
    std::string text;
    for (const std::string_view name : names) {
        if (!text.empty()) text += ", ";
        text += fmt::format("`{}`", name);
    }
    return text;
}

std::uint32_t line_of(const toml::node& node) {
    return node.source().begin.line;
}

const std::string& string_of(const toml::node& node, std::string_view key) {
    const toml::value<std::string>* text = node.as_string();
    if (text == nullptr) fail(node, fmt::format("`{}` must be a string", key));
    return text->get();
}

std::vector<std::string> strings_of(const toml::node& node, std::string_view key) {
    const toml::array* array = node.as_array();
    if (array == nullptr) fail(node, fmt::format("`{}` must be an array of strings", key));
    std::vector<std::string> strings;
    for (const toml::node& element : *array) {
        if (!element.is_string())
            fail(element, fmt::format("`{}` must be an array of strings", key));
        strings.push_back(element.as_string()->get());
    }
    return strings;
}

void check_selector(const toml::node& node, const std::string& selector) {
    if (!lint::select_rules(selector))
        fail(node, fmt::format("`{}` selects no rule (see `pgnlint rules`)", selector));
}

std::vector<std::string> selectors_of(const toml::node& node, std::string_view key) {
    std::vector<std::string> selectors = strings_of(node, key);
    const toml::array& array = *node.as_array();
    for (std::size_t i = 0; i < selectors.size(); ++i) check_selector(*array.get(i), selectors[i]);
    return selectors;
}

std::string severity_of(const toml::node& node, std::string_view key) {
    const std::string& level = string_of(node, key);
    if (!lint::parse_severity(level))
        fail(node, fmt::format("`{}` must be \"error\", \"warning\" or \"info\", not \"{}\"", key,
                               level));
    return level;
}

std::uint64_t integer_of(const toml::node& node, std::string_view key, std::int64_t least,
                         std::uint64_t most) {
    const toml::value<std::int64_t>* number = node.as_integer();
    if (number == nullptr) fail(node, fmt::format("`{}` must be an integer", key));
    if (number->get() < least || static_cast<std::uint64_t>(number->get()) > most)
        fail(node, fmt::format("`{}` must be from {} to {}", key, least, most));
    return static_cast<std::uint64_t>(number->get());
}

std::uint64_t limit_of(const toml::node& node, std::string_view key, std::uint64_t most) {
    return integer_of(node, key, 1, most);
}

template <typename T>
Configured<T> at(const toml::node& node, T value) {
    return Configured<T>{std::move(value), line_of(node)};
}

// A table's entries in the order the file writes them. toml++ keeps a table's keys sorted, but
// the order matters: the first problem in the file is the one said, and of two severity
// overrides equally specific the later one wins, as on the command line.
std::vector<std::pair<const toml::key*, const toml::node*>> in_file_order(
    const toml::table& table) {
    std::vector<std::pair<const toml::key*, const toml::node*>> entries;
    for (const auto& [key, value] : table) entries.emplace_back(&key, &value);
    std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
        const toml::source_position& x = a.first->source().begin;
        const toml::source_position& y = b.first->source().begin;
        return x.line != y.line ? x.line < y.line : x.column < y.column;
    });
    return entries;
}

void load_limits(const toml::node& node, CheckConfig& config) {
    const toml::table* table = node.as_table();
    if (table == nullptr) fail(node, "`limits` must be a table");
    for (const auto& [key, value] : in_file_order(*table)) {
        const LimitSetting* limit = find_limit_setting(key->str());
        if (limit == nullptr) {
            std::array<std::string_view, kLimitSettings.size()> names{};
            for (std::size_t i = 0; i < kLimitSettings.size(); ++i)
                names[i] = kLimitSettings[i].key;
            throw ConfigError{
                key->source().begin,
                fmt::format("unknown key `limits.{}` (known: {})", key->str(), quoted_list(names))};
        }
        const std::string full_key = fmt::format("limits.{}", key->str());
        config.*(limit->configured) = at(*value, limit_of(*value, full_key, limit->most));
    }
}

void load_severity(const toml::node& node, CheckConfig& config) {
    const toml::table* table = node.as_table();
    if (table == nullptr) fail(node, "`severity` must be a table of SELECTOR = \"LEVEL\"");
    std::vector<std::string> overrides;
    for (const auto& [key, value] : in_file_order(*table)) {
        const std::string selector(key->str());
        if (!lint::select_rules(selector))
            throw ConfigError{key->source().begin,
                              fmt::format("`{}` selects no rule (see `pgnlint rules`)", selector)};
        overrides.push_back(selector + "=" + severity_of(*value, "severity." + selector));
    }
    config.severity = at(node, std::move(overrides));
}

void load_per_file_ignores(const toml::node& node, CheckConfig& config) {
    const toml::table* table = node.as_table();
    if (table == nullptr) fail(node, "`per-file-ignores` must be a table of \"GLOB\" = [CODES]");
    for (const auto& [key, value] : in_file_order(*table)) {
        config.per_file_ignores.push_back(PerFileIgnore{
            std::string(key->str()), selectors_of(*value, "per-file-ignores"), line_of(*value)});
    }
}

std::string absolute_from(const std::string& directory, const std::string& path) {
    return (fs::path(directory) / path).lexically_normal().string();
}

void load_top_level(const toml::table& table, CheckConfig& config) {
    using Loader = std::function<void(const toml::node&)>;
    const std::array<std::pair<std::string_view, Loader>, 16> keys{{
        {"select", [&](const toml::node& n) { config.select = at(n, selectors_of(n, "select")); }},
        {"ignore", [&](const toml::node& n) { config.ignore = at(n, selectors_of(n, "ignore")); }},
        {"severity", [&](const toml::node& n) { load_severity(n, config); }},
        {"fail-on",
         [&](const toml::node& n) { config.fail_on = at(n, severity_of(n, "fail-on")); }},
        {"min-severity",
         [&](const toml::node& n) { config.min_severity = at(n, severity_of(n, "min-severity")); }},
        {"format",
         [&](const toml::node& n) {
             const std::string& format = string_of(n, "format");
             if (!report::parse_format(format)) {
                 std::vector<std::string_view> names;
                 for (const std::string_view name : report::format_names()) names.push_back(name);
                 fail(n,
                      fmt::format("unknown format \"{}\" (known: {})", format, quoted_list(names)));
             }
             config.format = at(n, format);
         }},
        {"encoding",
         [&](const toml::node& n) {
             const std::string& encoding = string_of(n, "encoding");
             if (!lint::parse_input_encoding(encoding)) {
                 fail(n, fmt::format("`encoding` must be \"auto\", \"utf-8\" or \"latin-1\", not "
                                     "\"{}\"",
                                     encoding));
             }
             config.encoding = at(n, encoding);
         }},
        {"html-max-games",
         [&](const toml::node& n) {
             config.html_max_games =
                 at(n, integer_of(n, "html-max-games", 0, report::kMostHtmlMaxGames));
         }},
        {"baseline",
         [&](const toml::node& n) {
             // Empty: no baseline, the default `pgnlint config` prints (not the directory).
             const std::string& path = string_of(n, "baseline");
             config.baseline = at(n, path.empty() ? path : absolute_from(config.directory, path));
         }},
        {"trf",
         [&](const toml::node& n) {
             const std::string& path = string_of(n, "trf");
             config.trf = at(n, path.empty() ? path : absolute_from(config.directory, path));
         }},
        {"duplicates",
         [&](const toml::node& n) {
             const toml::value<bool>* on = n.as_boolean();
             if (on == nullptr) fail(n, "`duplicates` must be true or false");
             config.duplicates = at(n, on->get());
         }},
        {"duplicates-memory",
         [&](const toml::node& n) {
             config.duplicates_memory =
                 at(n, integer_of(n, "duplicates-memory", 1, kMostDuplicatesMemoryMib));
         }},
        {"glob", [&](const toml::node& n) { config.glob = at(n, strings_of(n, "glob")); }},
        {"limits", [&](const toml::node& n) { load_limits(n, config); }},
        {"per-file-ignores", [&](const toml::node& n) { load_per_file_ignores(n, config); }},
        // The [check] table is reserved for the day other subcommands get settings of their own.
        {"check",
         [&](const toml::node& n) {
             fail(n, "`check` is not a table pgnlint reads: write its keys at the top level");
         }},
    }};
    for (const auto& [key, value] : in_file_order(table)) {
        // A structured binding is not captured by a lambda before C++20 in clang 14: a name.
        const std::string_view name = key->str();
        const auto found = std::find_if(keys.begin(), keys.end(),
                                        [&](const auto& entry) { return entry.first == name; });
        if (found == keys.end()) {
            std::vector<std::string_view> names;
            for (const auto& entry : keys)
                if (entry.first != "check") names.push_back(entry.first);
            throw ConfigError{key->source().begin, fmt::format("unknown key `{}` (known: {})",
                                                               key->str(), quoted_list(names))};
        }
        found->second(*value);
    }
}

}  // namespace

std::optional<std::string> find_config_file(const std::string& start) {
    std::error_code error;
    fs::path directory = fs::absolute(start, error);
    if (error) return std::nullopt;
    for (;;) {
        for (const char* name : kConfigFileNames) {
            const fs::path candidate = directory / name;
            if (fs::is_regular_file(candidate, error)) return candidate.string();
        }
        if (!directory.has_parent_path() || directory.parent_path() == directory) break;
        directory = directory.parent_path();
    }
    return std::nullopt;
}

Result<CheckConfig> load_config_file(const std::string& path) {
    std::FILE* file = std::fopen(path.c_str(), "rb");
    std::string text;
    bool read = file != nullptr;
    if (read) {
        char buffer[4096];
        for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, file)) != 0;)
            text.append(buffer, got);
        read = std::ferror(file) == 0;
    }
    if (!read) {
        // errno before fclose, which may set it.
        Failure failure{fmt::format("{}: cannot read it: {}", path, std::strerror(errno))};
        if (file != nullptr) std::fclose(file);
        return failure;
    }
    std::fclose(file);
    return load_config_text(text, path);
}

Result<CheckConfig> load_config_text(std::string_view text, const std::string& path) {
    CheckConfig config;
    config.path = path;
    std::error_code fs_error;
    const fs::path absolute = fs::absolute(path, fs_error);
    config.directory = absolute.lexically_normal().parent_path().string();
    try {
        const toml::table table = toml::parse(text, path);
        load_top_level(table, config);
    } catch (const toml::parse_error& problem) {
        const toml::source_position where = problem.source().begin;
        return Failure{where.line == 0 ? fmt::format("{}: {}", path, problem.description())
                                       : fmt::format("{}:{}:{}: {}", path, where.line, where.column,
                                                     problem.description())};
    } catch (const ConfigError& problem) {
        return Failure{fmt::format("{}:{}:{}: {}", path, problem.where.line, problem.where.column,
                                   problem.message)};
    }
    return config;
}

}  // namespace pgnlint::config
