// config::load_config_text, load_config_file and find_config_file: every key of pgnlint.toml with
// its value and line, the errors (wrong types, limits out of range, unknown keys, selectors that
// select nothing, the refused [check] table) at FILE:LINE:COLUMN, relative paths made absolute
// from the file's directory, and where the file is found in a directory tree.
#include "pgnlint/config/config_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "../support/temp_dir.h"
#include "pgnlint/config/check_options.h"

#include "../support/status_text.h"

namespace pgnlint::config {
namespace {

using testing::reason_of;

namespace fs = std::filesystem;

// The error load_config_text gives for `text` read from /cfg/pgnlint.toml; "" when it loads.
std::string load_error(const std::string& text) {
    const Result<CheckConfig> config = load_config_text(text, "/cfg/pgnlint.toml");
    return config ? std::string() : config.error();
}

constexpr const char* kEveryKey =
    "select = [\"M\", \"N001\"]\n"                // 1
    "ignore = [\"illegal-move\"]\n"               // 2
    "fail-on = \"warning\"\n"                     // 3
    "min-severity = \"info\"\n"                   // 4
    "format = \"json\"\n"                         // 5
    "encoding = \"latin-1\"\n"                    // 6
    "html-max-games = 0\n"                        // 7
    "baseline = \"base/line.json\"\n"             // 8
    "trf = \"../reports/round.trf\"\n"            // 9
    "duplicates = true\n"                         // 10
    "duplicates-memory = 1048576\n"               // 11
    "glob = [\"*.pgn\", \"!old/**\"]\n"           // 12
    "\n"                                          // 13
    "[severity]\n"                                // 14
    "N001 = \"info\"\n"                           // 15
    "illegal-move = \"warning\"\n"                // 16
    "\n"                                          // 17
    "[limits]\n"                                  // 18
    "max-variation-depth = 1048576\n"             // 19
    "max-token-bytes = 1073741824\n"              // 20
    "max-game-bytes = 1099511627776\n"            // 21
    "max-plies = 1073741824\n"                    // 22
    "max-nodes = 1000000000\n"                    // 23
    "\n"                                          // 24
    "[per-file-ignores]\n"                        // 25
    "\"old/**/*.pgn\" = [\"N\", \"T002\"]\n"      // 26
    "\"*.ndjson\" = [\"missing-roster-tag\"]\n";  // 27

TEST(LoadConfigText, EveryKeyWithItsValueAndLine) {
    const Result<CheckConfig> config = load_config_text(kEveryKey, "/games/club/pgnlint.toml");
    ASSERT_TRUE(config) << config.error();
    EXPECT_EQ(config->path, "/games/club/pgnlint.toml");
    EXPECT_EQ(config->directory, "/games/club");

    ASSERT_TRUE(config->select);
    EXPECT_EQ(config->select->value, (std::vector<std::string>{"M", "N001"}));
    EXPECT_EQ(config->select->line, 1U);
    ASSERT_TRUE(config->ignore);
    EXPECT_EQ(config->ignore->value, std::vector<std::string>{"illegal-move"});
    EXPECT_EQ(config->ignore->line, 2U);
    ASSERT_TRUE(config->fail_on);
    EXPECT_EQ(config->fail_on->value, "warning");
    EXPECT_EQ(config->fail_on->line, 3U);
    ASSERT_TRUE(config->min_severity);
    EXPECT_EQ(config->min_severity->value, "info");
    EXPECT_EQ(config->min_severity->line, 4U);
    ASSERT_TRUE(config->format);
    EXPECT_EQ(config->format->value, "json");
    EXPECT_EQ(config->format->line, 5U);
    ASSERT_TRUE(config->encoding);
    EXPECT_EQ(config->encoding->value, "latin-1");
    EXPECT_EQ(config->encoding->line, 6U);
    ASSERT_TRUE(config->html_max_games);
    EXPECT_EQ(config->html_max_games->value, 0U);
    EXPECT_EQ(config->html_max_games->line, 7U);
    ASSERT_TRUE(config->baseline);
    EXPECT_EQ(config->baseline->value, "/games/club/base/line.json");
    EXPECT_EQ(config->baseline->line, 8U);
    ASSERT_TRUE(config->trf);
    EXPECT_EQ(config->trf->value, "/games/reports/round.trf");
    EXPECT_EQ(config->trf->line, 9U);
    ASSERT_TRUE(config->duplicates);
    EXPECT_TRUE(config->duplicates->value);
    EXPECT_EQ(config->duplicates->line, 10U);
    ASSERT_TRUE(config->duplicates_memory);
    EXPECT_EQ(config->duplicates_memory->value, kMostDuplicatesMemoryMib);
    EXPECT_EQ(config->duplicates_memory->line, 11U);
    ASSERT_TRUE(config->glob);
    EXPECT_EQ(config->glob->value, (std::vector<std::string>{"*.pgn", "!old/**"}));
    EXPECT_EQ(config->glob->line, 12U);

    // The [severity] table as SELECTOR=LEVEL overrides, at its header.
    ASSERT_TRUE(config->severity);
    EXPECT_EQ(config->severity->value,
              (std::vector<std::string>{"N001=info", "illegal-move=warning"}));
    EXPECT_EQ(config->severity->line, 14U);

    ASSERT_TRUE(config->max_variation_depth);
    EXPECT_EQ(config->max_variation_depth->value, std::uint64_t{1} << 20);
    EXPECT_EQ(config->max_variation_depth->line, 19U);
    ASSERT_TRUE(config->max_token_bytes);
    EXPECT_EQ(config->max_token_bytes->value, std::uint64_t{1} << 30);
    EXPECT_EQ(config->max_token_bytes->line, 20U);
    ASSERT_TRUE(config->max_game_bytes);
    EXPECT_EQ(config->max_game_bytes->value, std::uint64_t{1} << 40);
    EXPECT_EQ(config->max_game_bytes->line, 21U);
    ASSERT_TRUE(config->max_plies);
    EXPECT_EQ(config->max_plies->value, std::uint64_t{1} << 30);
    EXPECT_EQ(config->max_plies->line, 22U);
    ASSERT_TRUE(config->max_nodes);
    EXPECT_EQ(config->max_nodes->value, kMostMaxNodes);
    EXPECT_EQ(config->max_nodes->line, 23U);

    // In the file's order (toml++ itself keeps a table's keys sorted).
    ASSERT_EQ(config->per_file_ignores.size(), 2U);
    EXPECT_EQ(config->per_file_ignores[0].pattern, "old/**/*.pgn");
    EXPECT_EQ(config->per_file_ignores[0].selectors, (std::vector<std::string>{"N", "T002"}));
    EXPECT_EQ(config->per_file_ignores[0].line, 26U);
    EXPECT_EQ(config->per_file_ignores[1].pattern, "*.ndjson");
    EXPECT_EQ(config->per_file_ignores[1].selectors,
              std::vector<std::string>{"missing-roster-tag"});
    EXPECT_EQ(config->per_file_ignores[1].line, 27U);
}

TEST(LoadConfigText, AnEmptyFileSetsNothing) {
    const Result<CheckConfig> config = load_config_text("# nothing\n", "/a/b.toml");
    ASSERT_TRUE(config) << config.error();
    EXPECT_EQ(config->directory, "/a");
    EXPECT_FALSE(config->select || config->ignore || config->severity || config->fail_on ||
                 config->min_severity || config->format || config->encoding ||
                 config->html_max_games || config->baseline || config->trf || config->duplicates ||
                 config->duplicates_memory || config->glob || config->max_variation_depth ||
                 config->max_token_bytes || config->max_game_bytes || config->max_plies ||
                 config->max_nodes);
    EXPECT_TRUE(config->per_file_ignores.empty());
}

TEST(LoadConfigText, DottedKeysAndInlineTablesAreTheSameTables) {
    const Result<CheckConfig> config =
        load_config_text("limits.max-plies = 7\nseverity = { M = \"info\" }\n", "/x/p.toml");
    ASSERT_TRUE(config) << config.error();
    ASSERT_TRUE(config->max_plies);
    EXPECT_EQ(config->max_plies->value, 7U);
    EXPECT_EQ(config->max_plies->line, 1U);
    ASSERT_TRUE(config->severity);
    EXPECT_EQ(config->severity->value, std::vector<std::string>{"M=info"});
    EXPECT_EQ(config->severity->line, 2U);
}

TEST(LoadConfigText, RelativePathsStartFromTheFilesDirectory) {
    // A relative configuration path: its directory is made absolute from the current one.
    const Result<CheckConfig> relative =
        load_config_text("baseline = \"b.json\"\ntrf = \"./t/../r.trf\"\n", "sub/pgnlint.toml");
    ASSERT_TRUE(relative) << relative.error();
    const std::string here = fs::current_path().lexically_normal().string();
    EXPECT_EQ(relative->directory, here + "/sub");
    EXPECT_EQ(relative->baseline->value, here + "/sub/b.json");
    EXPECT_EQ(relative->trf->value, here + "/sub/r.trf");

    // An absolute path stays; an empty one means none, not the directory.
    const Result<CheckConfig> absolute =
        load_config_text("baseline = \"/etc/b.json\"\ntrf = \"\"\n", "/d/pgnlint.toml");
    ASSERT_TRUE(absolute) << absolute.error();
    EXPECT_EQ(absolute->baseline->value, "/etc/b.json");
    EXPECT_EQ(absolute->trf->value, "");
    EXPECT_EQ(absolute->trf->line, 2U);
}

TEST(LoadConfigText, WrongTypesNameTheKeyAndThePlace) {
    EXPECT_EQ(load_error("select = \"M\"\n"),
              "/cfg/pgnlint.toml:1:10: `select` must be an array of strings");
    EXPECT_EQ(load_error("ignore = [\"M\", 3]\n"),
              "/cfg/pgnlint.toml:1:16: `ignore` must be an array of strings");
    EXPECT_EQ(load_error("\nfail-on = 2\n"), "/cfg/pgnlint.toml:2:11: `fail-on` must be a string");
    EXPECT_EQ(load_error("format = [\"json\"]\n"),
              "/cfg/pgnlint.toml:1:10: `format` must be a string");
    EXPECT_EQ(load_error("encoding = true\n"),
              "/cfg/pgnlint.toml:1:12: `encoding` must be a string");
    EXPECT_EQ(load_error("html-max-games = \"10\"\n"),
              "/cfg/pgnlint.toml:1:18: `html-max-games` must be an integer");
    EXPECT_EQ(load_error("baseline = 1\n"), "/cfg/pgnlint.toml:1:12: `baseline` must be a string");
    EXPECT_EQ(load_error("trf = false\n"), "/cfg/pgnlint.toml:1:7: `trf` must be a string");
    EXPECT_EQ(load_error("duplicates = \"yes\"\n"),
              "/cfg/pgnlint.toml:1:14: `duplicates` must be true or false");
    EXPECT_EQ(load_error("duplicates = 1\n"),
              "/cfg/pgnlint.toml:1:14: `duplicates` must be true or false");
    EXPECT_EQ(load_error("duplicates-memory = 1.5\n"),
              "/cfg/pgnlint.toml:1:21: `duplicates-memory` must be an integer");
    EXPECT_EQ(load_error("glob = \"*.pgn\"\n"),
              "/cfg/pgnlint.toml:1:8: `glob` must be an array of strings");
    EXPECT_EQ(load_error("limits = 3\n"), "/cfg/pgnlint.toml:1:10: `limits` must be a table");
    EXPECT_EQ(load_error("[limits]\nmax-plies = \"9\"\n"),
              "/cfg/pgnlint.toml:2:13: `limits.max-plies` must be an integer");
    EXPECT_EQ(load_error("severity = \"info\"\n"),
              "/cfg/pgnlint.toml:1:12: `severity` must be a table of SELECTOR = \"LEVEL\"");
    EXPECT_EQ(load_error("per-file-ignores = [\"N\"]\n"),
              "/cfg/pgnlint.toml:1:20: `per-file-ignores` must be a table of \"GLOB\" = [CODES]");
    EXPECT_EQ(load_error("[per-file-ignores]\n\"a.pgn\" = \"N\"\n"),
              "/cfg/pgnlint.toml:2:11: `per-file-ignores` must be an array of strings");
}

TEST(LoadConfigText, WrongValuesAreRefused) {
    EXPECT_EQ(load_error("fail-on = \"fatal\"\n"),
              "/cfg/pgnlint.toml:1:11: `fail-on` must be \"error\", \"warning\" or \"info\", not "
              "\"fatal\"");
    EXPECT_EQ(load_error("min-severity = \"all\"\n"),
              "/cfg/pgnlint.toml:1:16: `min-severity` must be \"error\", \"warning\" or \"info\", "
              "not \"all\"");
    EXPECT_EQ(load_error("[severity]\nM = \"loud\"\n"),
              "/cfg/pgnlint.toml:2:5: `severity.M` must be \"error\", \"warning\" or \"info\", not "
              "\"loud\"");
    EXPECT_EQ(load_error("format = \"xml\"\n"),
              "/cfg/pgnlint.toml:1:10: unknown format \"xml\" (known: `text`, `json`, `ndjson`, "
              "`sarif`, `junit`, `github`, `html`)");
    EXPECT_EQ(load_error("encoding = \"ascii\"\n"),
              "/cfg/pgnlint.toml:1:12: `encoding` must be \"auto\", \"utf-8\" or \"latin-1\", not "
              "\"ascii\"");
    // Severity names ignore case, as on the command line.
    EXPECT_EQ(load_error("fail-on = \"ERROR\"\n"), "");
}

TEST(LoadConfigText, NumbersOutOfRange) {
    EXPECT_EQ(load_error("duplicates-memory = 0\n"),
              "/cfg/pgnlint.toml:1:21: `duplicates-memory` must be from 1 to 1048576");
    EXPECT_EQ(load_error("duplicates-memory = 1048577\n"),
              "/cfg/pgnlint.toml:1:21: `duplicates-memory` must be from 1 to 1048576");
    EXPECT_EQ(load_error("duplicates-memory = -5\n"),
              "/cfg/pgnlint.toml:1:21: `duplicates-memory` must be from 1 to 1048576");
    EXPECT_EQ(load_error("duplicates-memory = 1\n"), "");
    EXPECT_EQ(load_error("html-max-games = -1\n"),
              "/cfg/pgnlint.toml:1:18: `html-max-games` must be from 0 to 1000000000");
    EXPECT_EQ(load_error("html-max-games = 1000000001\n"),
              "/cfg/pgnlint.toml:1:18: `html-max-games` must be from 0 to 1000000000");
    EXPECT_EQ(load_error("html-max-games = 1000000000\n"), "");

    // Each limit from 1 to what its command-line option takes.
    const struct {
        const char* key;
        std::uint64_t most;
    } limits[] = {
        {"max-variation-depth", std::uint64_t{1} << 20},
        {"max-token-bytes", std::uint64_t{1} << 30},
        {"max-game-bytes", std::uint64_t{1} << 40},
        {"max-plies", std::uint64_t{1} << 30},
        {"max-nodes", kMostMaxNodes},
    };
    for (const auto& limit : limits) {
        const std::string key = limit.key;
        const std::string expected = "/cfg/pgnlint.toml:2:" + std::to_string(key.size() + 4) +
                                     ": `limits." + key + "` must be from 1 to " +
                                     std::to_string(limit.most);
        EXPECT_EQ(load_error("[limits]\n" + key + " = 0\n"), expected);
        EXPECT_EQ(load_error("[limits]\n" + key + " = " + std::to_string(limit.most + 1) + "\n"),
                  expected);
        EXPECT_EQ(load_error("[limits]\n" + key + " = " + std::to_string(limit.most) + "\n"), "");
        EXPECT_EQ(load_error("[limits]\n" + key + " = 1\n"), "");
    }
}

TEST(LoadConfigText, UnknownKeysNameTheKnownOnes) {
    EXPECT_EQ(load_error("select = []\n  colour = \"never\"\n"),
              "/cfg/pgnlint.toml:2:3: unknown key `colour` (known: `select`, `ignore`, "
              "`severity`, `fail-on`, `min-severity`, `format`, `encoding`, `html-max-games`, "
              "`baseline`, `trf`, `duplicates`, `duplicates-memory`, `glob`, `limits`, "
              "`per-file-ignores`)");
    EXPECT_EQ(load_error("[limits]\nmax-errors = 3\n"),
              "/cfg/pgnlint.toml:2:1: unknown key `limits.max-errors` (known: "
              "`max-variation-depth`, `max-token-bytes`, `max-game-bytes`, `max-plies`, "
              "`max-nodes`)");
    // Keys are not case-folded: a near miss is unknown too.
    const std::string near_miss = load_error("Select = [\"M\"]\n");
    EXPECT_TRUE(near_miss.starts_with("/cfg/pgnlint.toml:1:1: unknown key `Select` (known: "))
        << near_miss;
}

TEST(LoadConfigText, SelectorsThatSelectNothing) {
    EXPECT_EQ(load_error("select = [\"M\", \"Z9\"]\n"),
              "/cfg/pgnlint.toml:1:16: `Z9` selects no rule (see `pgnlint rules`)");
    EXPECT_EQ(load_error("ignore = [\"illegal-moves\"]\n"),
              "/cfg/pgnlint.toml:1:11: `illegal-moves` selects no rule (see `pgnlint rules`)");
    EXPECT_EQ(load_error("[severity]\nM999 = \"info\"\n"),
              "/cfg/pgnlint.toml:2:1: `M999` selects no rule (see `pgnlint rules`)");
    EXPECT_EQ(load_error("[per-file-ignores]\n\"a.pgn\" = [\"N\", \"Q\"]\n"),
              "/cfg/pgnlint.toml:2:17: `Q` selects no rule (see `pgnlint rules`)");
    // Codes, names, prefixes and ALL, in any case, all select.
    EXPECT_EQ(load_error("select = [\"ALL\", \"m001\", \"Illegal-Move\", \"F0\"]\n"), "");
}

TEST(LoadConfigText, TheCheckTableIsRefused) {
    EXPECT_EQ(load_error("[check]\nselect = [\"M\"]\n"),
              "/cfg/pgnlint.toml:1:1: `check` is not a table pgnlint reads: write its keys at "
              "the top level");
    EXPECT_EQ(load_error("check.select = [\"M\"]\n"),
              "/cfg/pgnlint.toml:1:1: `check` is not a table pgnlint reads: write its keys at "
              "the top level");
}

TEST(LoadConfigText, TheFirstProblemEndsTheLoad) {
    // One error, the whole message: the first in the file, though toml++ sorts the keys.
    EXPECT_EQ(reason_of(load_config_text("fail-on = 3\nformat = \"xml\"\n", "/c.toml")),
              "/c.toml:1:11: `fail-on` must be a string");
    const std::string second = reason_of(load_config_text("format = 3\nfail-on = 3\n", "/c.toml"));
    EXPECT_EQ(second.rfind("/c.toml:1:", 0), 0U) << second;
}

TEST(LoadConfigText, SeverityOverridesKeepTheFilesOrder) {
    // Of two equally specific overrides the later wins (lint::Filter), so their order is the
    // file's: here illegal-move's, then M001's, though "M001" sorts first.
    const Result<CheckConfig> config =
        load_config_text("[severity]\nillegal-move = \"error\"\nM001 = \"info\"\n", "/c.toml");
    ASSERT_TRUE(config) << config.error();
    ASSERT_TRUE(config->severity);
    EXPECT_EQ(config->severity->value,
              (std::vector<std::string>{"illegal-move=error", "M001=info"}));
}

TEST(LoadConfigFile, ReadsTheFile) {
    const pgnlint::testing::TempDir scratch("pgnlint-config-file-test");
    const std::string path = scratch.write("project/pgnlint.toml", "format = \"sarif\"\n");
    const Result<CheckConfig> config = load_config_file(path);
    ASSERT_TRUE(config) << config.error();
    EXPECT_EQ(config->path, path);
    EXPECT_EQ(config->directory, (scratch.path() / "project").string());
    ASSERT_TRUE(config->format);
    EXPECT_EQ(config->format->value, "sarif");
}

TEST(LoadConfigFile, AMissingFileCannotBeRead) {
    const pgnlint::testing::TempDir scratch("pgnlint-config-file-test");
    const std::string path = (scratch.path() / "absent.toml").string();
    EXPECT_EQ(reason_of(load_config_file(path)),
              path + ": cannot read it: No such file or directory");
}

TEST(LoadConfigFile, ATomlSyntaxErrorNamesItsPlace) {
    const pgnlint::testing::TempDir scratch("pgnlint-config-file-test");
    const std::string path = scratch.write("pgnlint.toml", "format = \"json\"\nselect = [\"M\"\n");
    const std::string error = reason_of(load_config_file(path));
    EXPECT_EQ(error.rfind(path + ":2:", 0), 0U) << error;
    EXPECT_GT(error.size(), path.size() + 5) << "no description: " << error;

    // A key given twice is a TOML error too, at its second place.
    const std::string twice = scratch.write("twice.toml", "format = \"json\"\nformat = \"text\"\n");
    const std::string again = reason_of(load_config_file(twice));
    EXPECT_EQ(again.rfind(twice + ":2:", 0), 0U) << again;
}

TEST(FindConfigFile, PgnlintTomlBeforeTheHiddenOne) {
    const pgnlint::testing::TempDir scratch("pgnlint-config-file-test");
    scratch.write("a/.pgnlint.toml", "");
    EXPECT_EQ(find_config_file((scratch.path() / "a").string()),
              (scratch.path() / "a" / ".pgnlint.toml").string());
    scratch.write("a/pgnlint.toml", "");
    EXPECT_EQ(find_config_file((scratch.path() / "a").string()),
              (scratch.path() / "a" / "pgnlint.toml").string());
}

TEST(FindConfigFile, FoundInTheNearestParent) {
    const pgnlint::testing::TempDir scratch("pgnlint-config-file-test");
    scratch.write("pgnlint.toml", "");
    scratch.write("a/.pgnlint.toml", "");
    fs::create_directories(scratch.path() / "a" / "b" / "c");
    // The nearest directory wins over a preferred name further up.
    EXPECT_EQ(find_config_file((scratch.path() / "a" / "b" / "c").string()),
              (scratch.path() / "a" / ".pgnlint.toml").string());
    fs::create_directories(scratch.path() / "d");
    EXPECT_EQ(find_config_file((scratch.path() / "d").string()),
              (scratch.path() / "pgnlint.toml").string());
    // A directory named like the file is not a configuration file.
    fs::create_directories(scratch.path() / "e" / "pgnlint.toml");
    EXPECT_EQ(find_config_file((scratch.path() / "e").string()),
              (scratch.path() / "pgnlint.toml").string());
}

TEST(FindConfigFile, NoneUpToTheRoot) {
    const pgnlint::testing::TempDir scratch("pgnlint-config-file-test");
    fs::create_directories(scratch.path() / "x" / "y");
    // Unless the machine has a configuration file above the temporary directory.
    const std::optional<std::string> above = find_config_file(scratch.path().string());
    EXPECT_EQ(find_config_file((scratch.path() / "x" / "y").string()), above);
    if (above) GTEST_SKIP() << "a configuration file above the temporary directory: " << *above;
    EXPECT_EQ(find_config_file((scratch.path() / "x" / "y").string()), std::nullopt);
}

}  // namespace
}  // namespace pgnlint::config
