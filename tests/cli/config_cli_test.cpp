// Issue 24 through the real binary: the configuration file (found upwards, --config,
// --no-config, the command line over it, --show-settings and `pgnlint config`, errors at
// file:line:col), per-file ignores, directory walks and --glob, --statistics, --stdin-filename
// and `pgnlint rules CODE`.
#include <simdjson.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "../support/run_command.h"

namespace {

namespace fs = std::filesystem;
using Output = pgnlint::testing::CommandResult;

const std::string kBinary = PGNLINT_BINARY;
const std::string kSampleConfig = std::string(PGNLINT_TESTDATA_DIR) + "/config/pgnlint.toml";

// An illegal move (M001, and M004 for the rest of the line), no roster tags (T001): errors and
// warnings of three families.
constexpr const char* kIllegal = "[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n";
// An unmarked check (M005, a warning).
constexpr const char* kUncheck = "[Result \"*\"]\n\n1. e4 f6 2. Qh5 *\n";
constexpr const char* kClean =
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
    "[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";

// The codes of a --format json report's findings, by file.
std::map<std::string, std::vector<std::string>> codes_by_file(const std::string& json) {
    simdjson::dom::parser parser;
    std::map<std::string, std::vector<std::string>> codes;
    const simdjson::dom::element report = parser.parse(json);
    for (const simdjson::dom::element game : report["games"].get_array()) {
        std::vector<std::string>& list = codes[std::string(game["file"].get_string().value())];
        for (const simdjson::dom::element d : game["diagnostics"].get_array())
            list.emplace_back(d["code"].get_string().value());
    }
    return codes;
}

std::vector<std::string> files_of(const std::string& json) {
    simdjson::dom::parser parser;
    std::vector<std::string> files;
    const simdjson::dom::element report = parser.parse(json);
    for (const simdjson::dom::element game : report["games"].get_array())
        files.emplace_back(game["file"].get_string().value());
    return files;
}

class ConfigCli : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("pgnlint_config_" + std::to_string(::getpid()) + "_" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ignored;
        fs::permissions(dir_ / "games" / "locked", fs::perms::owner_all, ignored);
        fs::remove_all(dir_);
    }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    void write(const std::string& name, const std::string& text) const {
        fs::create_directories((dir_ / name).parent_path());
        std::ofstream(dir_ / name, std::ios::binary) << text;
    }
    // pgnlint run in `subdirectory` of the test's directory; stderr joins stdout when asked.
    Output run(const std::string& arguments, const std::string& subdirectory = ".",
               bool with_stderr = false) const {
        return pgnlint::testing::run_command("cd '" + (dir_ / subdirectory).string() + "' && " +
                                             kBinary + " " + arguments +
                                             (with_stderr ? " 2>&1" : " 2>/dev/null"));
    }

    fs::path dir_;
};

TEST_F(ConfigCli, ConfigurationIsFoundUpwardsAndTheCommandLineOverridesIt) {
    write("games/a.pgn", kIllegal);
    write("pgnlint.toml", "format = \"json\"\nignore = [\"T001\"]\n");
    // Found from a subdirectory: json, T001 ignored.
    Output out = run("check a.pgn", "games");
    EXPECT_EQ(out.status, 1);
    EXPECT_EQ(codes_by_file(out.out)["a.pgn"], (std::vector<std::string>{"M001", "M004"}));
    // The command line wins over the file, option by option.
    out = run("check -f json --ignore M004 a.pgn", "games");
    EXPECT_EQ(codes_by_file(out.out)["a.pgn"], (std::vector<std::string>{"T001", "M001"}));
    // --no-config: the defaults (text).
    out = run("check --no-config a.pgn", "games");
    EXPECT_NE(out.out.find("[T001 missing-roster-tag]"), std::string::npos) << out.out;
    // .pgnlint.toml is found too; pgnlint.toml comes first in one directory.
    write("games/.pgnlint.toml", "format = \"ndjson\"\n");
    out = run("check a.pgn", "games");
    EXPECT_NE(out.out.find("{\"type\":\"game\""), std::string::npos) << out.out;
    // --config names another file.
    write("other.toml", "select = [\"T\"]\nformat = \"json\"\n");
    out = run("check --config ../other.toml a.pgn", "games");
    EXPECT_EQ(codes_by_file(out.out)["a.pgn"], std::vector<std::string>{"T001"});
}

TEST_F(ConfigCli, ShowSettingsSaysWhereEachSettingCameFrom) {
    fs::copy_file(kSampleConfig, path("pgnlint.toml"));
    const Output out = run("check --show-settings --fail-on error");
    EXPECT_EQ(out.status, 0);
    const std::string file = path("pgnlint.toml");
    EXPECT_NE(out.out.find("# configuration file: " + file), std::string::npos) << out.out;
    const auto line_with = [&](const std::string& start) {
        const std::size_t at = out.out.find("\n" + start);
        return at == std::string::npos
                   ? std::string()
                   : out.out.substr(at + 1, out.out.find('\n', at + 1) - at - 1);
    };
    EXPECT_NE(line_with("fail-on = \"error\"").find("# command line"), std::string::npos);
    EXPECT_NE(line_with("min-severity = \"info\"").find("# " + file + ":11"), std::string::npos)
        << out.out;
    EXPECT_NE(line_with("ignore = [\"N\", \"T001\"]").find("# " + file + ":7"), std::string::npos);
    EXPECT_NE(line_with("severity = { missing-check-suffix = \"error\", R003 = \"info\" }")
                  .find(file + ":"),
              std::string::npos)
        << out.out;
    EXPECT_NE(line_with("limits.max-plies = 10000").find(file + ":45"), std::string::npos);
    EXPECT_NE(line_with("encoding = \"auto\"").find("# " + file + ":27"), std::string::npos)
        << out.out;
    EXPECT_NE(line_with("html-max-games = 200").find("# " + file + ":16"), std::string::npos)
        << out.out;
    EXPECT_NE(line_with("baseline = \"\"").find("# default"), std::string::npos);
    EXPECT_NE(
        line_with("per-file-ignores.\"archive/**/*.pgn\" = [\"M005\", \"T\"]").find(file + ":50"),
        std::string::npos)
        << out.out;
    // `pgnlint config` prints the same without command-line options.
    const Output config = run("config");
    EXPECT_EQ(config.status, 0);
    EXPECT_NE(config.out.find("fail-on = \"warning\""), std::string::npos) << config.out;
    EXPECT_NE(run("config --no-config").out.find("# configuration file: none"), std::string::npos);
}

// What `pgnlint config` prints is a configuration file that gives the same settings again (the
// config fuzz target found `baseline = ""` loaded as the configuration's directory).
TEST_F(ConfigCli, PrintedSettingsLoadAsTheSameSettings) {
    // The settings without their origins (the comment after each) and the file's name.
    const auto settings = [](const std::string& printed) {
        std::vector<std::string> lines;
        std::size_t from = printed.find('\n') + 1;  // after "# configuration file: ..."
        while (from < printed.size()) {
            const std::size_t end = printed.find('\n', from);
            std::string line = printed.substr(from, end - from);
            line.erase(line.find_last_not_of(' ', line.rfind("  # ")) + 1);
            lines.push_back(line);
            from = end + 1;
        }
        return lines;
    };
    fs::copy_file(kSampleConfig, path("sample.toml"));
    for (const std::string options : {"--no-config", "--config sample.toml"}) {
        const Output printed = run("config " + options);
        ASSERT_EQ(printed.status, 0);
        write("printed.toml", printed.out);
        const Output again = run("config --config printed.toml", ".", true);
        EXPECT_EQ(again.status, 0) << again.out;
        EXPECT_EQ(settings(again.out), settings(printed.out)) << options;
    }
}

TEST_F(ConfigCli, TheSampleConfigurationIsApplied) {
    fs::copy_file(kSampleConfig, path("pgnlint.toml"));
    write("games/a.pgn", kUncheck);
    write("archive/2020/b.pgn", kUncheck);
    write("games/drafts/c.pgn", kIllegal);
    write("games/notes.txt", "not a game");
    const Output out = run("check -f json games archive");
    EXPECT_EQ(out.status, 1);  // M005 is an error by [severity]
    const auto codes = codes_by_file(out.out);
    // drafts/ is excluded by glob, archive/ ignores M005 and the T family; R003 would be info.
    EXPECT_EQ(codes.size(), 2U) << out.out;
    EXPECT_EQ(codes.at("games/a.pgn"), (std::vector<std::string>{"M005"}));
    EXPECT_TRUE(codes.at("archive/2020/b.pgn").empty());
}

// limits.max-nodes is the analysis's budget (the final position's gets 100 times it): a knight's
// win on time against a rook, whose helpmate needs a search, stays undecided (R006) within 100
// nodes, and the command line's --max-nodes wins over the file.
TEST_F(ConfigCli, MaxNodesSetsTheAnalysisBudget) {
    write("flag.ndjson",
          "{\"id\":\"n\",\"status\":\"outoftime\",\"winner\":\"black\",\"initialFen\":"
          "\"4k3/8/8/8/8/8/3n4/R3K3 w - - 0 1\",\"moves\":\"Kf2 Kd7\"}\n");
    write("pgnlint.toml", "min-severity = \"info\"\n[limits]\nmax-nodes = 1\n");
    const Output bounded = run("check --color never flag.ndjson");
    EXPECT_NE(bounded.out.find("within its budget of 100 nodes"), std::string::npos) << bounded.out;
    EXPECT_NE(bounded.out.find("[R006 unwinnability-undetermined]"), std::string::npos);
    EXPECT_EQ(run("check --color never --max-nodes 100000 flag.ndjson").out.find("R006"),
              std::string::npos);
    const Output settings = run("check --show-settings");
    EXPECT_NE(settings.out.find("limits.max-nodes = 1 "), std::string::npos) << settings.out;
}

// html-max-games caps the html report's detailed games as --html-max-games does, which wins.
// Each limit takes the same range on the command line as in pgnlint.toml, and the one given on the
// command line wins.
TEST_F(ConfigCli, EachLimitTakesOneRangeOnTheCommandLineAndInTheFile) {
    write("a.pgn", kClean);
    const struct {
        const char* key;
        const char* most;
        const char* above;
    } limits[] = {
        {"max-variation-depth", "1048576", "1048577"},
        {"max-token-bytes", "1073741824", "1073741825"},
        {"max-game-bytes", "1099511627776", "1099511627777"},
        {"max-plies", "1073741824", "1073741825"},
        {"max-nodes", "1000000000", "1000000001"},
    };
    for (const auto& limit : limits) {
        SCOPED_TRACE(limit.key);
        const std::string option = std::string(" --") + limit.key + " ";
        EXPECT_EQ(run("check --no-config" + option + limit.most + " a.pgn").status, 0);
        // Accepted (the clean game may then exceed it: a finding, not a usage error).
        EXPECT_NE(run("check --no-config" + option + "1 a.pgn").status, 2);
        for (const std::string& refused : {std::string("0"), std::string(limit.above)}) {
            const Output out = run("check --no-config" + option + refused + " a.pgn", ".", true);
            EXPECT_EQ(out.status, 2);
            EXPECT_NE(out.out.find(std::string("not in range 1 to ") + limit.most),
                      std::string::npos)
                << out.out;
            write("pgnlint.toml", std::string("[limits]\n") + limit.key + " = " + refused + "\n");
            const Output from_file = run("config", ".", true);
            EXPECT_EQ(from_file.status, 2);
            EXPECT_NE(from_file.out.find(std::string("`limits.") + limit.key +
                                         "` must be from 1 to " + limit.most),
                      std::string::npos)
                << from_file.out;
        }
        write("pgnlint.toml", std::string("[limits]\n") + limit.key + " = " + limit.most + "\n");
        const Output settled = run("check --show-settings" + option + "7", ".", true);
        EXPECT_NE(settled.out.find(std::string("limits.") + limit.key + " = 7 "), std::string::npos)
            << settled.out;
        EXPECT_NE(settled.out.find("# command line"), std::string::npos) << settled.out;
    }
}

TEST_F(ConfigCli, HtmlMaxGamesCapsTheHtmlReport) {
    write("round.pgn", std::string(kIllegal) + "\n" + kIllegal + "\n" + kIllegal);
    write("pgnlint.toml", "format = \"html\"\nhtml-max-games = 1\n");
    const Output capped = run("check round.pgn");
    EXPECT_EQ(capped.status, 1);
    EXPECT_NE(capped.out.find("This page shows 1 of the 3 games with findings, endings or "
                              "claimable draws, those with findings first: 2 more games with "
                              "findings"),
              std::string::npos)
        << capped.out;
    EXPECT_NE(capped.out.find("id=\"game-1\""), std::string::npos);
    EXPECT_EQ(capped.out.find("id=\"game-2\""), std::string::npos);
    const Output all = run("check --html-max-games 3 round.pgn");
    EXPECT_EQ(all.out.find("left out"), std::string::npos);
    EXPECT_NE(all.out.find("id=\"game-3\""), std::string::npos);
    const Output settings = run("check --show-settings");
    EXPECT_NE(settings.out.find("html-max-games = 1 "), std::string::npos) << settings.out;
    EXPECT_NE(settings.out.find(path("pgnlint.toml") + ":2\n"), std::string::npos) << settings.out;
    const Output defaults = run("check --no-config --show-settings");
    EXPECT_NE(defaults.out.find("html-max-games = 200 "), std::string::npos) << defaults.out;
    EXPECT_EQ(run("check --html-max-games 1000000001 round.pgn").status, 2);
}

TEST_F(ConfigCli, BadConfigurationIsAnErrorAtItsPosition) {
    write("a.pgn", kClean);
    const std::map<std::string, std::string> cases{
        {"selct = [\"M\"]\n", "bad.toml:1:1: unknown key `selct`"},
        {"select = \"M\"\n", "bad.toml:1:10: `select` must be an array of strings"},
        {"\n\nignore = [\"M\", \"Q999\"]\n", "bad.toml:3:16: `Q999` selects no rule"},
        {"fail-on = \"fatal\"\n", "bad.toml:1:11: `fail-on` must be \"error\""},
        {"format = \"xml\"\n", "bad.toml:1:10: unknown format \"xml\""},
        {"encoding = \"latin1\"\n",
         "bad.toml:1:12: `encoding` must be \"auto\", \"utf-8\" or \"latin-1\", not \"latin1\""},
        {"encoding = 1\n", "bad.toml:1:12: `encoding` must be a string"},
        {"[limits]\nmax-plies = 0\n", "bad.toml:2:13: `limits.max-plies` must be from 1 to"},
        {"[limits]\nmax-moves = 5\n", "bad.toml:2:1: unknown key `limits.max-moves`"},
        {"[limits]\nmax-nodes = 0\n",
         "bad.toml:2:13: `limits.max-nodes` must be from 1 to 1000000000"},
        {"html-max-games = -1\n", "bad.toml:1:18: `html-max-games` must be from 0 to 1000000000"},
        {"html-max-games = 1000000001\n", "bad.toml:1:18: `html-max-games` must be from 0 to"},
        {"html-max-games = \"50\"\n", "bad.toml:1:18: `html-max-games` must be an integer"},
        {"[limits]\nhtml-max-games = 5\n", "bad.toml:2:1: unknown key `limits.html-max-games`"},
        {"[severity]\nM001 = 3\n", "bad.toml:2:8: `severity.M001` must be a string"},
        {"[per-file-ignores]\n\"x/*\" = [\"nonsense\"]\n", "bad.toml:2:10: `nonsense` selects"},
        {"select = [\n", "bad.toml:1:"},
    };
    for (const auto& [text, message] : cases) {
        write("bad.toml", text);
        const Output out = run("check --config bad.toml a.pgn", ".", true);
        EXPECT_EQ(out.status, 2) << text;
        EXPECT_NE(out.out.find("pgnlint: error: " + message), std::string::npos) << text << "\n"
                                                                                 << out.out;
    }
    // A configuration found by the search is checked just the same.
    write("pgnlint.toml", "colour = \"never\"\n");
    EXPECT_EQ(run("check a.pgn").status, 2);
    EXPECT_EQ(run("check --no-config a.pgn").status, 0);
    EXPECT_EQ(run("check --config missing.toml a.pgn").status, 2);
    EXPECT_EQ(run("check --config bad.toml --no-config a.pgn").status, 2);
}

TEST_F(ConfigCli, PerFileIgnoresMatchRelativeToTheConfigurationAndTheStdinName) {
    write("pgnlint.toml",
          "format = \"json\"\n[per-file-ignores]\n\"old/**\" = [\"M\"]\n"
          "\"*.pgn\" = [\"T001\"]\n");
    write("old/deep/a.pgn", kIllegal);
    write("new/b.pgn", kIllegal);
    Output out = run("check old new");
    auto codes = codes_by_file(out.out);
    EXPECT_TRUE(codes["old/deep/a.pgn"].empty());
    EXPECT_EQ(codes["new/b.pgn"], (std::vector<std::string>{"M001", "M004"}));
    // From another directory the path relative to the configuration's directory still matches.
    out = run("check ../old/deep/a.pgn", "new");
    EXPECT_TRUE(codes_by_file(out.out)["../old/deep/a.pgn"].empty()) << out.out;
    // Standard input is matched by its --stdin-filename.
    out = run("check --stdin-filename old/x.pgn < old/deep/a.pgn");
    EXPECT_EQ(out.status, 0);
    EXPECT_TRUE(codes_by_file(out.out)["old/x.pgn"].empty());
    out = run("check --stdin-filename x.txt < old/deep/a.pgn");
    EXPECT_EQ(codes_by_file(out.out)["x.txt"], (std::vector<std::string>{"T001", "M001", "M004"}));
}

TEST_F(ConfigCli, DirectoriesAreWalkedInByteOrderWithTheGameFileExtensions) {
    for (const char* name : {"games/b.pgn", "games/B.pgn", "games/a/z.pgn", "games/a-b.pgn",
                             "games/c.pgn.gz", "games/d.ndjson", "games/x.txt", "games/.hid.pgn",
                             "games/.hidden/e.pgn", "games/deep/er/f.PGN"})
        write(name, kClean);
    fs::create_directory_symlink("..", dir_ / "games" / "a" / "loop");  // must not hang
    fs::create_symlink("b.pgn", dir_ / "games" / "link.pgn");           // not followed
    // .gz must really be gzip: write a plain game under that name only to see it taken.
    const Output out = run("check --no-config -f json games/ -j 1", ".", false);
    const std::vector<std::string> want{"games/B.pgn",        "games/a-b.pgn",  "games/a/z.pgn",
                                        "games/b.pgn",        "games/c.pgn.gz", "games/d.ndjson",
                                        "games/deep/er/f.PGN"};
    std::vector<std::string> got = files_of(out.out);
    got.erase(std::unique(got.begin(), got.end()), got.end());
    EXPECT_EQ(got, want) << out.out;
    // --glob chooses the files; `**` spans directories; `!` excludes; patterns see the path
    // below the directory walked.
    EXPECT_EQ(files_of(run("check --no-config -f json --glob '**/*.txt' games").out),
              std::vector<std::string>{"games/x.txt"});
    EXPECT_EQ(files_of(run("check --no-config -f json --glob 'a/**' --glob '!**/z.pgn' games").out),
              std::vector<std::string>{});
    EXPECT_EQ(files_of(run("check --no-config -f json --glob '*.pgn' --glob '!a/**' --glob "
                           "'!deep' games")
                           .out),
              (std::vector<std::string>{"games/B.pgn", "games/a-b.pgn", "games/b.pgn"}));
    // The default subcommand walks too; a file given by name is read whatever its name.
    EXPECT_EQ(files_of(run("--no-config -f json games/deep games/x.txt").out),
              (std::vector<std::string>{"games/deep/er/f.PGN", "games/x.txt"}));
}

TEST_F(ConfigCli, UnreadableDirectoriesAreInputErrorsAndTheGuardSeesWalkedFiles) {
    write("games/a.pgn", kClean);
    write("games/locked/b.pgn", kClean);
    // The data-safety guard sees the files a walk found: -o onto one of them is refused.
    const Output onto = run("check --no-config games -o games/a.pgn", ".", true);
    EXPECT_EQ(onto.status, 2);
    EXPECT_NE(onto.out.find("games/a.pgn"), std::string::npos) << onto.out;
    std::ifstream kept(path("games/a.pgn"));
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), kClean);
    if (::geteuid() == 0) GTEST_SKIP() << "root reads directories whatever their permissions";
    fs::permissions(dir_ / "games" / "locked", fs::perms::none);
    const Output out = run("check --no-config -f json games", ".", false);
    EXPECT_EQ(out.status, 2);
    simdjson::dom::parser parser;
    const simdjson::dom::element report = parser.parse(out.out);
    EXPECT_EQ(report["input_errors"].get_array().size(), 1U);
    EXPECT_EQ(files_of(out.out), std::vector<std::string>{"games/a.pgn"});
}

TEST_F(ConfigCli, StatisticsCountFindingsPerRuleMostFirst) {
    write("a.pgn", std::string(kIllegal) + "\n" + kUncheck + "\n" + kUncheck);
    Output out = run("check --no-config --statistics a.pgn");
    EXPECT_EQ(out.status, 1);
    EXPECT_EQ(out.out,
              "3\tT001\tmissing-roster-tag\tunsafe\n"
              "2\tM005\tmissing-check-suffix\tsafe\n"
              "1\tM001\tillegal-move\tno\n"
              "1\tM004\tunreplayable-line\tno\n");
    // The json summary carries the same counts, in the same order; other fields stay.
    out = run("check --no-config -f json a.pgn");
    simdjson::dom::parser parser;
    const simdjson::dom::element summary = parser.parse(out.out)["summary"];
    EXPECT_EQ(summary["errors"].get_uint64().value(), 1U);
    std::vector<std::pair<std::string, std::uint64_t>> rules;
    for (const simdjson::dom::element rule : summary["rules"].get_array()) {
        rules.emplace_back(std::string(rule["code"].get_string().value()),
                           rule["count"].get_uint64().value());
        EXPECT_EQ(rule["fixable"].get_string().value(),
                  rule["code"].get_string().value() == "T001"   ? "unsafe"
                  : rule["code"].get_string().value() == "M005" ? "safe"
                                                                : "no");
    }
    EXPECT_EQ(rules, (std::vector<std::pair<std::string, std::uint64_t>>{
                         {"T001", 3}, {"M005", 2}, {"M001", 1}, {"M004", 1}}));
    EXPECT_EQ(run("check --no-config --statistics -f sarif a.pgn").status, 2);
    EXPECT_EQ(run("check --no-config --statistics --ignore ALL a.pgn").out, "");
}

TEST_F(ConfigCli, StdinFilenameNamesStandardInputInEveryFormat) {
    write("a.pgn", kIllegal);
    for (const std::string format : {"text", "json", "ndjson", "sarif", "github", "junit"}) {
        const Output out =
            run("check --no-config -f " + format + " --stdin-filename lib/My\\ Games.pgn < a.pgn");
        EXPECT_EQ(out.status, 1) << format;
        // SARIF writes the name as a URI reference.
        const std::string name = format == "sarif" ? "My%20Games.pgn" : "My Games.pgn";
        EXPECT_NE(out.out.find(name), std::string::npos) << format << "\n" << out.out;
    }
    const Output plain = run("check --no-config -f json < a.pgn");
    EXPECT_EQ(files_of(plain.out), std::vector<std::string>{"-"});
}

TEST_F(ConfigCli, RulesCodePrintsTheRuleInFull) {
    for (const std::string word : {"M001", "illegal-move", "m001"}) {
        const Output out = run("rules " + word);
        EXPECT_EQ(out.status, 0) << word;
        for (const char* part : {"M001 illegal-move (default severity: error)", "What it finds",
                                 "Why it matters", "How to fix it", "Bad\n    1. e4 e5 2. Ke3 *",
                                 "Good\n    1. e4 e5 2. Ke2 *", "Reference\n    FIDE Laws 3.10.1"})
            EXPECT_NE(out.out.find(part), std::string::npos) << word << ": " << part;
    }
    simdjson::dom::parser parser;
    const simdjson::dom::element rule = parser.parse(run("rules --format json N005").out);
    EXPECT_EQ(std::string(rule["name"].get_string().value()), "zero-castling");
    EXPECT_FALSE(std::string_view(rule["why"].get_string().value()).empty());
    Output out = run("rules ilegal-move", ".", true);
    EXPECT_EQ(out.status, 2);
    EXPECT_NE(out.out.find("did you mean `pgnlint rules M001` (illegal-move)?"), std::string::npos)
        << out.out;
    out = run("rules qqqqqqqq", ".", true);
    EXPECT_EQ(out.status, 2);
    EXPECT_NE(out.out.find("no rule has the code or name 'qqqqqqqq'"), std::string::npos);
}

}  // namespace
