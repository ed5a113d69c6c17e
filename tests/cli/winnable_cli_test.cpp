// `pgnlint winnable` through the real binary: its verdicts in every format, and its text and
// JSON written by the same encoders as `check`'s (one terminal-text escaper, one JSON string
// encoder), so the same input bytes come out the same in both subcommands.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "../support/run_command.h"
#include "../support/temp_dir.h"
#include "binary_under_test.h"

// Named, not anonymous: the unity build of the sanitizer run puts this executable's files in one
// translation unit.
namespace winnable_cli_test {

namespace fs = std::filesystem;
using pgnlint::testing::CommandResult;
using pgnlint::testing::TempDir;

const std::string kBinary = pgnlint::testing::binary_under_test();

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

CommandResult run_in(const fs::path& dir, const std::string& arguments) {
    return pgnlint::testing::run_command("cd '" + dir.string() + "' && " + kBinary + " " +
                                         arguments + " 2>/dev/null");
}

TEST(WinnableCli, VerdictsInTextJsonAndNdjson) {
    TempDir dir;
    // A mate in one for White; then two lone kings.
    std::ofstream(dir.path() / "p.epd") << "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\n"
                                        << "8/8/8/8/8/8/8/K1k5 w - - 0 1\n";
    const CommandResult text = run_in(dir.path(), "winnable --file p.epd");
    EXPECT_EQ(text.status, 0) << text.out;
    EXPECT_TRUE(contains(text.out, "position 1: white can mate: 1. Ra8#")) << text.out;
    EXPECT_TRUE(contains(text.out, "position 2: white cannot mate: White has only a king"))
        << text.out;
    EXPECT_TRUE(contains(text.out, "position 2: dead position: ")) << text.out;
    const CommandResult json = run_in(dir.path(), "winnable --format json --file p.epd");
    EXPECT_EQ(json.status, 0) << json.out;
    EXPECT_EQ(json.out.rfind("{\"positions\":[{\"position\":1,\"file\":\"p.epd\",\"line\":1,", 0),
              0U)
        << json.out;
    EXPECT_TRUE(contains(json.out, "\"verdict\":\"winnable\"")) << json.out;
    EXPECT_TRUE(contains(json.out, "\"uci\":[\"a1a8\"]")) << json.out;
    EXPECT_TRUE(contains(json.out, "},{\"position\":2,")) << json.out;
    EXPECT_TRUE(contains(json.out, "\"dead\":true")) << json.out;
    const CommandResult ndjson = run_in(dir.path(), "winnable --format ndjson --file p.epd");
    EXPECT_EQ(std::count(ndjson.out.begin(), ndjson.out.end(), '\n'), 2) << ndjson.out;
}

// A file name that is not UTF-8 (a Latin-1 é) is written losslessly, as check writes it:
// {"bytes":"<base64>"}, not one encoder's \u00e9 and the other's base64.
TEST(WinnableCli, JsonEncodesAFileNameAsCheckDoes) {
    TempDir dir;
    const std::string name = "caf\xe9.epd";
    std::ofstream(dir.path() / name) << "8/8/8/8/8/8/8/4K3 w - - 0 1\n";
    const std::string lossless = "\"file\":{\"bytes\":\"Y2Fm6S5lcGQ=\"}";
    const CommandResult winnable =
        run_in(dir.path(), "winnable --format json --file '" + name + "'");
    EXPECT_EQ(winnable.status, 1) << winnable.out;
    EXPECT_TRUE(contains(winnable.out, lossless)) << winnable.out;
    const CommandResult fen = run_in(dir.path(), "fen --format json --file '" + name + "'");
    EXPECT_TRUE(contains(fen.out, lossless)) << fen.out;
}

// An invalid record's error line: the file name's control byte escaped as check escapes it.
TEST(WinnableCli, TextEscapesAFileNameAsCheckDoes) {
    TempDir dir;
    const std::string name = "a\tb.epd";
    std::ofstream(dir.path() / name) << "8/8/8/8/8/8/8/4K3 w - - 0 1\n";
    const CommandResult winnable = run_in(dir.path(), "winnable --file '" + name + "'");
    EXPECT_EQ(winnable.status, 1) << winnable.out;
    EXPECT_TRUE(contains(winnable.out,
                         "a\\tb.epd:1:1: error: position 1: FEN placement: Black "
                         "has no king"))
        << winnable.out;
    const CommandResult fen = run_in(dir.path(), "fen --color never --file '" + name + "'");
    EXPECT_TRUE(contains(fen.out,
                         "a\\tb.epd:1:1: error: position 1: FEN placement: Black has "
                         "no king"))
        << fen.out;
}

}  // namespace winnable_cli_test
