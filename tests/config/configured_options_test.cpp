// config::load_check_config, apply_config and format_settings: which configuration file a run
// reads (--config, --no-config, the search from the current directory), the command line over
// the file over the default with each setting's origin and in the file's key order, and the TOML
// --show-settings writes (read back by load_config_text to the same values).
#include "pgnlint/config/configured_options.h"
#include "../support/temp_dir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace pgnlint::config {
namespace {

namespace fs = std::filesystem;

// Makes `directory` the current one until the end of the scope.
class CurrentDirectoryFor {
public:
    explicit CurrentDirectoryFor(const fs::path& directory) : before_(fs::current_path()) {
        fs::current_path(directory);
    }
    ~CurrentDirectoryFor() {
        std::error_code ignored;
        fs::current_path(before_, ignored);
    }
    CurrentDirectoryFor(const CurrentDirectoryFor&) = delete;
    CurrentDirectoryFor& operator=(const CurrentDirectoryFor&) = delete;

private:
    fs::path before_;
};

// The options the command line gave, by long name.
GivenOnCommandLine given_options(std::set<std::string, std::less<>> names) {
    return [names = std::move(names)](std::string_view name) { return names.contains(name); };
}

const SettingSource* setting_named(const std::vector<SettingSource>& settings,
                                   std::string_view key) {
    for (const SettingSource& setting : settings)
        if (setting.key == key) return &setting;
    return nullptr;
}

CheckConfig loaded(const std::string& text, const std::string& path) {
    Result<CheckConfig> config = load_config_text(text, path);
    EXPECT_TRUE(config) << config.error();
    return config ? std::move(*config) : CheckConfig{};
}

// load_check_config's answer as these tests follow it from call to call: the configuration (or
// none) in `config`, the reason in `error` ("" when there is none).
bool load_into(const CheckOptions& options, std::optional<CheckConfig>& config,
               std::string& error) {
    Result<std::optional<CheckConfig>> answer = load_check_config(options);
    config.reset();
    error = answer ? std::string() : answer.error();
    if (answer) config = std::move(*answer);
    return answer.ok();
}

TEST(LoadCheckConfig, NoConfigReadsNone) {
    const pgnlint::testing::TempDir scratch("pgnlint-configured-options-test");
    scratch.write("pgnlint.toml", "format = \"json\"\n");
    const CurrentDirectoryFor inside(scratch.path());
    CheckOptions options;
    options.no_config = true;
    std::optional<CheckConfig> config = loaded("", "/stale.toml");
    std::string error;
    EXPECT_TRUE(load_into(options, config, error));
    EXPECT_EQ(error, "");
    EXPECT_FALSE(config);

    // Without --no-config the same directory's file is read.
    options.no_config = false;
    ASSERT_TRUE(load_into(options, config, error)) << error;
    ASSERT_TRUE(config);
    EXPECT_EQ(config->path, (scratch.path() / "pgnlint.toml").string());
    ASSERT_TRUE(config->format);
    EXPECT_EQ(config->format->value, "json");
}

TEST(LoadCheckConfig, FoundFromTheCurrentDirectoryUpwards) {
    const pgnlint::testing::TempDir scratch("pgnlint-configured-options-test");
    scratch.write(".pgnlint.toml", "duplicates = true\n");
    fs::create_directories(scratch.path() / "deep" / "er");
    const CurrentDirectoryFor inside(scratch.path() / "deep" / "er");
    std::optional<CheckConfig> config;
    std::string error;
    ASSERT_TRUE(load_into(CheckOptions{}, config, error)) << error;
    ASSERT_TRUE(config);
    EXPECT_EQ(config->path, (scratch.path() / ".pgnlint.toml").string());
    EXPECT_EQ(config->directory, scratch.path().string());
}

TEST(LoadCheckConfig, ConfigAndNoConfigExcludeEachOther) {
    CheckOptions options;
    options.no_config = true;
    options.config = "pgnlint.toml";
    std::optional<CheckConfig> config = loaded("", "/stale.toml");
    std::string error;
    EXPECT_FALSE(load_into(options, config, error));
    EXPECT_EQ(error, "--config and --no-config exclude each other");
    EXPECT_FALSE(config);
}

TEST(LoadCheckConfig, ConfigNamesTheFile) {
    const pgnlint::testing::TempDir scratch("pgnlint-configured-options-test");
    // Named by --config, a file of any name is read, and the one the search would find is not.
    const std::string named = scratch.write("elsewhere/settings.toml", "fail-on = \"info\"\n");
    scratch.write("pgnlint.toml", "fail-on = \"warning\"\n");
    const CurrentDirectoryFor inside(scratch.path());
    CheckOptions options;
    options.config = named;
    std::optional<CheckConfig> config;
    std::string error;
    ASSERT_TRUE(load_into(options, config, error)) << error;
    ASSERT_TRUE(config);
    EXPECT_EQ(config->path, named);
    EXPECT_EQ(config->directory, (scratch.path() / "elsewhere").string());
    ASSERT_TRUE(config->fail_on);
    EXPECT_EQ(config->fail_on->value, "info");

    // A file that cannot be used is an error, with what load_config_file says.
    options.config = (scratch.path() / "missing.toml").string();
    EXPECT_FALSE(load_into(options, config, error));
    EXPECT_EQ(error, options.config + ": cannot read it: No such file or directory");
    EXPECT_FALSE(config);

    const std::string broken = scratch.write("broken.toml", "format = 3\n");
    options.config = broken;
    EXPECT_FALSE(load_into(options, config, error));
    EXPECT_EQ(error, broken + ":1:10: `format` must be a string");
    EXPECT_FALSE(config);
}

constexpr std::string_view kSettingKeys[] = {
    "select",
    "ignore",
    "severity",
    "fail-on",
    "min-severity",
    "format",
    "encoding",
    "html-max-games",
    "baseline",
    "trf",
    "duplicates",
    "duplicates-memory",
    "glob",
    "limits.max-variation-depth",
    "limits.max-token-bytes",
    "limits.max-game-bytes",
    "limits.max-plies",
    "limits.max-nodes",
};

TEST(ApplyConfig, WithoutAFileEverySettingIsItsDefault) {
    CheckOptions options;
    const CheckOptions defaults;
    const std::vector<SettingSource> settings =
        apply_config(std::nullopt, given_options({}), options);
    ASSERT_EQ(settings.size(), std::size(kSettingKeys));
    for (std::size_t i = 0; i < settings.size(); ++i) {
        EXPECT_EQ(settings[i].key, kSettingKeys[i]);
        EXPECT_EQ(settings[i].origin, "default") << settings[i].key;
    }
    EXPECT_EQ(setting_named(settings, "select")->value, "[]");
    EXPECT_EQ(setting_named(settings, "severity")->value, "{ }");
    EXPECT_EQ(setting_named(settings, "fail-on")->value, "\"error\"");
    EXPECT_EQ(setting_named(settings, "min-severity")->value, "\"warning\"");
    EXPECT_EQ(setting_named(settings, "format")->value, "\"text\"");
    EXPECT_EQ(setting_named(settings, "encoding")->value, "\"auto\"");
    EXPECT_EQ(setting_named(settings, "html-max-games")->value, "200");
    EXPECT_EQ(setting_named(settings, "baseline")->value, "\"\"");
    EXPECT_EQ(setting_named(settings, "duplicates")->value, "false");
    EXPECT_EQ(setting_named(settings, "duplicates-memory")->value, "256");
    EXPECT_EQ(setting_named(settings, "limits.max-variation-depth")->value, "256");
    EXPECT_EQ(setting_named(settings, "limits.max-token-bytes")->value, "1048576");
    EXPECT_EQ(setting_named(settings, "limits.max-game-bytes")->value, "67108864");
    EXPECT_EQ(setting_named(settings, "limits.max-plies")->value, "1048576");
    EXPECT_EQ(setting_named(settings, "limits.max-nodes")->value, "100000");
    // Nothing changed.
    EXPECT_EQ(options.format, defaults.format);
    EXPECT_EQ(options.duplicates_memory_mib, defaults.duplicates_memory_mib);
    EXPECT_EQ(options.limits.max_game_bytes, defaults.limits.max_game_bytes);
    EXPECT_TRUE(options.per_file_ignores.empty());
    EXPECT_EQ(options.config_directory, "");
}

TEST(ApplyConfig, TheFileOverTheDefault) {
    const std::optional<CheckConfig> config = loaded(
        "select = [\"M\", \"N001\"]\n"                       // 1
        "severity = { N001 = \"info\", M = \"warning\" }\n"  // 2
        "format = \"json\"\n"                                // 3
        "html-max-games = 5\n"                               // 4
        "baseline = \"b.json\"\n"                            // 5
        "duplicates = true\n"                                // 6
        "duplicates-memory = 64\n"                           // 7
        "glob = [\"*.txt\"]\n"                               // 8
        "[limits]\n"                                         // 9
        "max-plies = 300\n"                                  // 10
        "max-nodes = 42\n"                                   // 11
        "[per-file-ignores]\n"                               // 12
        "\"old/*.pgn\" = [\"T\"]\n",                         // 13
        "/club/pgnlint.toml");
    CheckOptions options;
    const std::vector<SettingSource> settings = apply_config(config, given_options({}), options);

    EXPECT_EQ(options.rules.select, (std::vector<std::string>{"M", "N001"}));
    // The inline table's keys in the file's order.
    EXPECT_EQ(options.rules.severity, (std::vector<std::string>{"N001=info", "M=warning"}));
    EXPECT_EQ(options.format, "json");
    EXPECT_EQ(options.html_max_games, 5U);
    EXPECT_EQ(options.baseline, "/club/b.json");
    EXPECT_TRUE(options.duplicates);
    EXPECT_EQ(options.duplicates_memory_mib, 64U);
    EXPECT_EQ(options.globs, std::vector<std::string>{"*.txt"});
    EXPECT_EQ(options.limits.max_moves_per_game, 300U);
    EXPECT_EQ(options.max_nodes, 42U);
    EXPECT_EQ(options.fail_on, "error");  // not in the file
    ASSERT_EQ(options.per_file_ignores.size(), 1U);
    EXPECT_EQ(options.per_file_ignores[0].pattern, "old/*.pgn");
    EXPECT_EQ(options.config_directory, "/club");

    ASSERT_EQ(settings.size(), std::size(kSettingKeys) + 1);
    for (std::size_t i = 0; i < std::size(kSettingKeys); ++i)
        EXPECT_EQ(settings[i].key, kSettingKeys[i]);
    const auto expect = [&](std::string_view key, std::string_view value, std::string_view origin) {
        const SettingSource* setting = setting_named(settings, key);
        ASSERT_NE(setting, nullptr) << key;
        EXPECT_EQ(setting->value, value) << key;
        EXPECT_EQ(setting->origin, origin) << key;
    };
    expect("select", "[\"M\", \"N001\"]", "/club/pgnlint.toml:1");
    expect("ignore", "[]", "default");
    expect("severity", "{ N001 = \"info\", M = \"warning\" }", "/club/pgnlint.toml:2");
    expect("format", "\"json\"", "/club/pgnlint.toml:3");
    expect("html-max-games", "5", "/club/pgnlint.toml:4");
    expect("baseline", "\"/club/b.json\"", "/club/pgnlint.toml:5");
    expect("trf", "\"\"", "default");
    expect("duplicates", "true", "/club/pgnlint.toml:6");
    expect("duplicates-memory", "64", "/club/pgnlint.toml:7");
    expect("glob", "[\"*.txt\"]", "/club/pgnlint.toml:8");
    expect("limits.max-plies", "300", "/club/pgnlint.toml:10");
    expect("limits.max-nodes", "42", "/club/pgnlint.toml:11");
    expect("limits.max-token-bytes", "1048576", "default");
    // The per-file ignores come last, their pattern a quoted key.
    EXPECT_EQ(settings.back().key, "per-file-ignores.\"old/*.pgn\"");
    EXPECT_EQ(settings.back().value, "[\"T\"]");
    EXPECT_EQ(settings.back().origin, "/club/pgnlint.toml:13");
}

TEST(ApplyConfig, TheCommandLineOverTheFile) {
    const std::optional<CheckConfig> config = loaded(
        "fail-on = \"info\"\nformat = \"json\"\nduplicates = true\n[limits]\nmax-plies = 9\n",
        "/p/pgnlint.toml");
    CheckOptions options;
    options.fail_on = "warning";  // as the command line set it
    options.duplicates = false;   // --duplicates not given: the file's value is taken
    options.limits.max_moves_per_game = 77;
    options.rules.ignore = {"C"};
    const std::vector<SettingSource> settings =
        apply_config(config, given_options({"fail-on", "max-plies", "ignore"}), options);
    EXPECT_EQ(options.fail_on, "warning");
    EXPECT_EQ(options.limits.max_moves_per_game, 77U);
    EXPECT_EQ(options.format, "json");
    EXPECT_TRUE(options.duplicates);
    EXPECT_EQ(options.rules.ignore, std::vector<std::string>{"C"});

    EXPECT_EQ(setting_named(settings, "fail-on")->value, "\"warning\"");
    EXPECT_EQ(setting_named(settings, "fail-on")->origin, "command line");
    // The command line's long name is max-plies; the setting's key is limits.max-plies.
    EXPECT_EQ(setting_named(settings, "limits.max-plies")->value, "77");
    EXPECT_EQ(setting_named(settings, "limits.max-plies")->origin, "command line");
    EXPECT_EQ(setting_named(settings, "ignore")->value, "[\"C\"]");
    EXPECT_EQ(setting_named(settings, "ignore")->origin, "command line");
    EXPECT_EQ(setting_named(settings, "format")->origin, "/p/pgnlint.toml:2");
    EXPECT_EQ(setting_named(settings, "duplicates")->origin, "/p/pgnlint.toml:3");
    EXPECT_EQ(setting_named(settings, "min-severity")->origin, "default");

    // The configuration's key is not the option's name: given "limits.max-plies" means nothing.
    CheckOptions other;
    apply_config(config, given_options({"limits.max-plies"}), other);
    EXPECT_EQ(other.limits.max_moves_per_game, 9U);
}

TEST(ApplyConfig, StringsAreWrittenAsTomlStrings) {
    CheckOptions options;
    options.baseline = "C:\\games\\\"quoted\"\tb.json";
    const std::vector<SettingSource> settings =
        apply_config(std::nullopt, given_options({"baseline"}), options);
    EXPECT_EQ(setting_named(settings, "baseline")->value,
              "\"C:\\\\games\\\\\\\"quoted\\\"\\u0009b.json\"");
    // DEL too: TOML refuses it unescaped, and --show-settings must read back.
    options.baseline =
        "a\x7f"
        "b";
    const std::vector<SettingSource> with_del =
        apply_config(std::nullopt, given_options({"baseline"}), options);
    EXPECT_EQ(setting_named(with_del, "baseline")->value, "\"a\\u007Fb\"");
}

TEST(FormatSettings, OneLinePerSettingWithItsOriginAligned) {
    const std::vector<SettingSource> settings = {
        {"a", "1", "default"},
        {"long-key", "\"x\"", "/f.toml:2"},
        {"b", "[]", "command line"},
    };
    fmt::memory_buffer out;
    format_settings(std::nullopt, settings, out);
    EXPECT_EQ(fmt::to_string(out),
              "# configuration file: none\n"
              "a = 1           # default\n"
              "long-key = \"x\"  # /f.toml:2\n"
              "b = []          # command line\n");

    const std::optional<CheckConfig> config = loaded("", "/f.toml");
    fmt::memory_buffer named;
    format_settings(config, std::span(settings).first(1), named);
    EXPECT_EQ(fmt::to_string(named),
              "# configuration file: /f.toml\n"
              "a = 1  # default\n");
}

// What --show-settings writes is a configuration file: read back, it sets the same values.
TEST(FormatSettings, WritesTomlThatReadsBackToTheSameSettings) {
    const pgnlint::testing::TempDir scratch("pgnlint-configured-options-test");
    const std::optional<CheckConfig> config = loaded(
        "select = [\"M\", \"N001\"]\n"
        "severity = { N001 = \"info\", illegal-move = \"warning\" }\n"
        "format = \"html\"\n"
        "trf = \"t.trf\"\n"
        "glob = [\"*.pgn\", \"!old/**\"]\n"
        "[limits]\n"
        "max-game-bytes = 1024\n"
        "[per-file-ignores]\n"
        "\"old/**/*.pgn\" = [\"N\", \"T002\"]\n",
        (scratch.path() / "pgnlint.toml").string());
    CheckOptions options;
    options.encoding = "utf-8";
    const std::vector<SettingSource> settings =
        apply_config(config, given_options({"encoding"}), options);
    fmt::memory_buffer out;
    format_settings(config, settings, out);
    const std::string written = fmt::to_string(out);
    EXPECT_TRUE(written.starts_with(
        "# configuration file: " + (scratch.path() / "pgnlint.toml").string() + "\n"))
        << written;
    EXPECT_NE(written.find("format = \"html\""), std::string::npos) << written;
    EXPECT_NE(written.find("# " + (scratch.path() / "pgnlint.toml").string() + ":3\n"),
              std::string::npos)
        << written;
    EXPECT_NE(written.find("# command line\n"), std::string::npos) << written;

    // Read from another directory: the paths in it are absolute, so they stay.
    const Result<CheckConfig> again =
        load_config_text(written, (scratch.path() / "copy" / "pgnlint.toml").string());
    ASSERT_TRUE(again) << again.error() << "\n" << written;
    CheckOptions reread;
    const std::vector<SettingSource> reread_settings =
        apply_config(std::optional<CheckConfig>(*again), given_options({}), reread);
    ASSERT_EQ(reread_settings.size(), settings.size());
    for (std::size_t i = 0; i < settings.size(); ++i) {
        EXPECT_EQ(reread_settings[i].key, settings[i].key);
        EXPECT_EQ(reread_settings[i].value, settings[i].value) << settings[i].key;
    }
    EXPECT_EQ(reread.trf, (scratch.path() / "t.trf").string());
    EXPECT_EQ(reread.encoding, "utf-8");
    EXPECT_EQ(reread.rules.severity, options.rules.severity);
}

}  // namespace
}  // namespace pgnlint::config
