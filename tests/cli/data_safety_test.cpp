// Never lose data, end to end through the built binary: no output path may be one of the inputs
// (by name, hard link or symbolic link), output lost to a full device is exit status 2 for every
// subcommand, an unreadable input appears in every report format, a bad FEN clock is a clock
// error, and one end-of-file on a terminal ends the input.
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>
#include <simdjson.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "../support/run_command.h"

namespace {

namespace fs = std::filesystem;
using pgnlint::testing::CommandResult;

const std::string kBinary = PGNLINT_BINARY;

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_file(const fs::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// A fresh directory per test holding a copy of testdata/sample.pgn as victim.pgn, plus a hard
// link and a symbolic link to it; commands run inside it with stderr merged into the output.
class DataSafety : public ::testing::Test {
protected:
    void SetUp() override {
        char pattern[] = "/tmp/pgnlint-data-safety-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        dir_ = pattern;
        original_ = read_file(fs::path(PGNLINT_TESTDATA_DIR) / "sample.pgn");
        ASSERT_FALSE(original_.empty());
        write_file(dir_ / "victim.pgn", original_);
        fs::create_hard_link(dir_ / "victim.pgn", dir_ / "hard-link.pgn");
        fs::create_symlink("victim.pgn", dir_ / "symlink.pgn");
    }
    void TearDown() override { fs::remove_all(dir_); }

    CommandResult run(const std::string& arguments) const {
        return pgnlint::testing::run_command("cd " + dir_.string() + " && " + kBinary + " " +
                                             arguments + " 2>&1");
    }
    // The same with stdout sent to `target` (a shell redirection such as "> /dev/full"): the
    // result holds what was said on stderr.
    CommandResult run_to(const std::string& arguments, const std::string& target) const {
        return pgnlint::testing::run_command("cd " + dir_.string() + " && " + kBinary + " " +
                                             arguments + " 2>&1 " + target);
    }
    // The same with stderr dropped, for the machine formats.
    CommandResult run_report(const std::string& arguments) const {
        return pgnlint::testing::run_command("cd " + dir_.string() + " && " + kBinary + " " +
                                             arguments + " 2>/dev/null");
    }
    std::string victim() const { return read_file(dir_ / "victim.pgn"); }

    fs::path dir_;
    std::string original_;
};

TEST_F(DataSafety, AnOutputPathThatIsAnInputIsRefusedAndTheInputKept) {
    for (const std::string option : {"-o", "--write-baseline"}) {
        for (const std::string name :
             {"victim.pgn", "./victim.pgn", "hard-link.pgn", "symlink.pgn"}) {
            SCOPED_TRACE(option + " " + name);
            const CommandResult result = run("check victim.pgn " + option + " " + name);
            EXPECT_EQ(result.status, 2);
            EXPECT_TRUE(contains(result.out, "refusing to write")) << result.out;
            EXPECT_TRUE(contains(result.out, "victim.pgn")) << result.out;
            EXPECT_EQ(victim(), original_);
        }
    }
}

TEST_F(DataSafety, TheDefaultSubcommandAndStdinInputAreGuardedToo) {
    EXPECT_EQ(run("victim.pgn -o hard-link.pgn").status, 2);
    EXPECT_EQ(victim(), original_);
    const CommandResult from_stdin = run("check - -o symlink.pgn < victim.pgn");
    EXPECT_EQ(from_stdin.status, 2);
    EXPECT_TRUE(contains(from_stdin.out, "standard input")) << from_stdin.out;
    EXPECT_EQ(victim(), original_);
}

TEST_F(DataSafety, StandardOutputAppendedToAnInputIsRefusedByEveryReadingSubcommand) {
    for (const std::string command :
         {"check victim.pgn", "scan victim.pgn", "fen --file victim.pgn",
          "perft --suite victim.pgn", "check - < victim.pgn", "check hard-link.pgn"}) {
        SCOPED_TRACE(command);
        // The shell opens `>>` without truncating, so only pgnlint can keep the input whole.
        const CommandResult result = run_to(command, ">> victim.pgn");
        EXPECT_EQ(result.status, 2);
        EXPECT_TRUE(contains(result.out, "refusing to write the report to standard output"))
            << result.out;
        EXPECT_EQ(victim(), original_);
    }
}

TEST_F(DataSafety, TwoOutputsOntoOneFileAndABaselineWrittenOverItselfAreRefused) {
    const CommandResult same_new_file = run("check victim.pgn -o out.txt --write-baseline out.txt");
    EXPECT_EQ(same_new_file.status, 2);
    EXPECT_TRUE(contains(same_new_file.out, "same file as the report")) << same_new_file.out;
    EXPECT_FALSE(fs::exists(dir_ / "out.txt"));

    ASSERT_EQ(run("check victim.pgn --write-baseline base.ndjson -q").status, 0);
    const std::string baseline = read_file(dir_ / "base.ndjson");
    ASSERT_FALSE(baseline.empty());
    const CommandResult over_itself =
        run("check victim.pgn --baseline base.ndjson --write-baseline base.ndjson");
    EXPECT_EQ(over_itself.status, 2);
    EXPECT_TRUE(contains(over_itself.out, "the baseline base.ndjson")) << over_itself.out;
    EXPECT_EQ(read_file(dir_ / "base.ndjson"), baseline);
}

// --stdin-filename names standard input in the report; --fix still writes the fixed standard input
// to standard output, and never touches the file that happens to bear that name.
TEST_F(DataSafety, FixingStandardInputNeverWritesTheFileItIsNamedAfter) {
    write_file(dir_ / "other.pgn", "[Event \"a\"]\n[Result \"*\"]\n\n1. f3 e5 2. g4 Qh4 *\n");
    const CommandResult fixed = run_report("check --fix --stdin-filename victim.pgn < other.pgn");
    EXPECT_EQ(fixed.status, 0) << fixed.out;
    EXPECT_TRUE(contains(fixed.out, "2. g4 Qh4# *")) << fixed.out;
    EXPECT_EQ(victim(), original_);
    const CommandResult diff = run_report("check --diff --stdin-filename victim.pgn < other.pgn");
    EXPECT_EQ(diff.status, 1) << diff.out;
    EXPECT_TRUE(contains(diff.out, "--- a/victim.pgn\n+++ b/victim.pgn\n")) << diff.out;
    EXPECT_TRUE(contains(diff.out, "+1. f3 e5 2. g4 Qh4# *")) << diff.out;
    EXPECT_EQ(victim(), original_);
}

TEST_F(DataSafety, DistinctOutputsStillWork) {
    const CommandResult result = run("check victim.pgn -o report.txt --write-baseline base.ndjson");
    EXPECT_EQ(result.status, 0) << result.out;  // the baseline was written: that is the job
    EXPECT_TRUE(contains(read_file(dir_ / "report.txt"), "M001"));
    EXPECT_TRUE(contains(read_file(dir_ / "base.ndjson"), "\"type\":\"game\""));
    EXPECT_EQ(run("check victim.pgn -o /dev/null --write-baseline /dev/null").status, 0);
}

TEST_F(DataSafety, AnOutputFileThatCannotBeOpenedSaysWhy) {
    for (const std::string option : {"-o", "--write-baseline"}) {
        SCOPED_TRACE(option);
        const CommandResult result = run("check victim.pgn " + option + " /nonexistent/dir/out");
        EXPECT_EQ(result.status, 2);
        EXPECT_TRUE(contains(result.out,
                             "cannot open /nonexistent/dir/out for writing: No such file or "
                             "directory"))
            << result.out;
    }
}

TEST_F(DataSafety, EverySubcommandWhoseOutputIsLostExitsTwoAndSaysSo) {
    const std::vector<std::string> commands = {
        "check victim.pgn",
        "check --format json victim.pgn",
        "check --format ndjson victim.pgn",
        "check --format sarif victim.pgn",
        "check --format junit victim.pgn",
        "check --format github victim.pgn",
        "check --endings --exit-zero victim.pgn",
        "check victim.pgn -o /dev/full",
        "check -q victim.pgn --write-baseline /dev/full",
        "fen -f json '4k3/8/8/8/8/8/8/4K3 w - - 0 1'",
        "fen '4k3/8/8/8/8/8/8/4K3 w - - 0 -3'",
        "perft --depth 2",
        "perft --depth 2 --divide",
        "perft --suite " + std::string(PGNLINT_TESTDATA_DIR) +
            "/perft/python-chess__tricky.perft --max-depth 1",
        "scan victim.pgn",
        "rules",
        "--help",
        "check --help",
        "--version",
    };
    for (const std::string& command : commands) {
        SCOPED_TRACE(command);
        const CommandResult result = run_to(command, "> /dev/full");
        EXPECT_EQ(result.status, 2);
        EXPECT_TRUE(contains(result.out, "cannot write") || contains(result.out, "cannot flush"))
            << result.out;
    }
}

TEST_F(DataSafety, AnUnreadableInputAppearsInEveryReportFormat) {
    for (const std::string jobs : {"1", "2"}) {
        SCOPED_TRACE("--jobs " + jobs);
        const std::string arguments = "check --jobs " + jobs + " nosuch.pgn victim.pgn";

        const CommandResult text = run(arguments);
        EXPECT_EQ(text.status, 2);
        EXPECT_TRUE(contains(text.out, "error: nosuch.pgn: cannot open: No such file")) << text.out;

        simdjson::dom::parser parser;
        const CommandResult json = run_report(arguments + " -f json");
        EXPECT_EQ(json.status, 2);
        simdjson::dom::element document;
        ASSERT_EQ(parser.parse(json.out).get(document), simdjson::SUCCESS) << json.out;
        simdjson::dom::array input_errors;
        ASSERT_EQ(document["input_errors"].get(input_errors), simdjson::SUCCESS) << json.out;
        ASSERT_EQ(input_errors.size(), 1U);
        std::string_view file;
        ASSERT_EQ(input_errors.at(0)["file"].get(file), simdjson::SUCCESS);
        EXPECT_EQ(file, "nosuch.pgn");

        const CommandResult ndjson = run_report(arguments + " -f ndjson");
        EXPECT_EQ(ndjson.status, 2);
        const std::string first_line = ndjson.out.substr(0, ndjson.out.find('\n'));
        simdjson::dom::element record;
        ASSERT_EQ(parser.parse(first_line).get(record), simdjson::SUCCESS) << ndjson.out;
        std::string_view type;
        ASSERT_EQ(record["type"].get(type), simdjson::SUCCESS);
        EXPECT_EQ(type, "input_error");
        ASSERT_EQ(record["data"]["file"].get(file), simdjson::SUCCESS);
        EXPECT_EQ(file, "nosuch.pgn");

        const CommandResult sarif = run_report(arguments + " -f sarif");
        EXPECT_EQ(sarif.status, 2);
        ASSERT_EQ(parser.parse(sarif.out).get(document), simdjson::SUCCESS) << sarif.out;
        simdjson::dom::element invocation = document["runs"].at(0)["invocations"].at(0);
        bool successful = true;
        ASSERT_EQ(invocation["executionSuccessful"].get(successful), simdjson::SUCCESS);
        EXPECT_FALSE(successful);
        simdjson::dom::array notifications;
        ASSERT_EQ(invocation["toolExecutionNotifications"].get(notifications), simdjson::SUCCESS)
            << sarif.out;
        ASSERT_EQ(notifications.size(), 1U);
        std::string_view level;
        std::string_view uri;
        ASSERT_EQ(notifications.at(0)["level"].get(level), simdjson::SUCCESS);
        EXPECT_EQ(level, "error");
        ASSERT_EQ(notifications.at(0)["locations"]
                      .at(0)["physicalLocation"]["artifactLocation"]["uri"]
                      .get(uri),
                  simdjson::SUCCESS);
        EXPECT_EQ(uri, "nosuch.pgn");

        const CommandResult junit = run_report(arguments + " -f junit");
        EXPECT_EQ(junit.status, 2);
        EXPECT_TRUE(contains(junit.out,
                             "<testsuite name=\"nosuch.pgn\" tests=\"1\" failures=\"0\" "
                             "errors=\"1\""))
            << junit.out;
        EXPECT_TRUE(contains(junit.out, "<error message=\"nosuch.pgn: cannot open: No such file"))
            << junit.out;

        const CommandResult github = run_report(arguments + " -f github");
        EXPECT_EQ(github.status, 2);
        EXPECT_TRUE(contains(github.out,
                             "::error file=nosuch.pgn,title=input-error::nosuch.pgn: cannot open"))
            << github.out;
    }
}

TEST_F(DataSafety, APatternThatMatchesNothingAppearsInTheReportToo) {
    const CommandResult junit = run_report("check 'nomatch*.pgn' -f junit");
    EXPECT_EQ(junit.status, 2);
    EXPECT_TRUE(contains(junit.out, "<error message=\"no file matches &apos;nomatch*.pgn&apos;\""))
        << junit.out;
    const CommandResult github = run_report("check 'nomatch*.pgn' -f github");
    EXPECT_TRUE(contains(github.out, "::error file=nomatch*.pgn,title=input-error::"))
        << github.out;
}

TEST_F(DataSafety, AnUnreadableFenFileAppearsInTheReport) {
    const CommandResult junit = run_report("fen --file nosuch.epd -f junit");
    EXPECT_EQ(junit.status, 2);
    EXPECT_TRUE(contains(junit.out, "errors=\"1\"")) << junit.out;
    const CommandResult ndjson = run_report("fen --file nosuch.epd -f ndjson");
    EXPECT_TRUE(contains(ndjson.out, "{\"type\":\"input_error\",\"data\":{\"file\":\"nosuch.epd\""))
        << ndjson.out;
}

TEST_F(DataSafety, AFifthOrSixthFieldThatLooksLikeAClockIsAClock) {
    const std::string board = "4k3/8/8/8/8/8/8/4K3 w - - ";
    const struct {
        std::string clocks;
        std::string code;
    } cases[] = {
        {"-1 1", "F009"}, {"0 -3", "F010"}, {"+3 1", "F009"}, {"3x 1", "F009"}, {"0 -0", "F010"}};
    for (const auto& c : cases) {
        SCOPED_TRACE(c.clocks);
        const CommandResult result = run("fen '" + board + c.clocks + "'");
        EXPECT_EQ(result.status, 1) << result.out;
        EXPECT_TRUE(contains(result.out, "[" + c.code + " ")) << result.out;
        EXPECT_FALSE(contains(result.out, "E00")) << result.out;  // no EPD opcode finding
    }
    EXPECT_EQ(run("fen '" + board + "0 1 bm Kd2;'").status, 0);
    EXPECT_EQ(run("fen '" + board + "bm Kd2;'").status, 0);
}

// Runs pgnlint with a pseudo-terminal as its stdin and stdout, types `typed`, then one Ctrl-D,
// and returns the exit status, or nullopt when the process still waited for input after it (it
// is then killed). The generous wait only tells a hang from a slow machine; nothing is timed.
std::optional<int> status_after_one_end_of_file(const std::vector<std::string>& arguments,
                                                const std::string& typed) {
    int terminal = -1;
    const pid_t child = ::forkpty(&terminal, nullptr, nullptr, nullptr);
    if (child < 0) return std::nullopt;
    if (child == 0) {
        pgnlint::testing::exec_binary(kBinary, arguments);
    }
    const auto drain = [terminal](int milliseconds) {
        pollfd ready{terminal, POLLIN, 0};
        char sink[4096];
        while (::poll(&ready, 1, milliseconds) > 0 && ::read(terminal, sink, sizeof sink) > 0) {
        }
    };
    const std::string input = typed + "\x04";  // VEOF at the start of a line: read() returns 0
    if (::write(terminal, input.data(), input.size()) != static_cast<ssize_t>(input.size())) {
        ::kill(child, SIGKILL);
    }
    std::optional<int> status;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < deadline) {
        int wait_status = 0;
        if (::waitpid(child, &wait_status, WNOHANG) == child) {
            if (WIFEXITED(wait_status)) status = WEXITSTATUS(wait_status);
            ::close(terminal);
            return status;
        }
        drain(50);
    }
    ::kill(child, SIGKILL);
    ::waitpid(child, nullptr, 0);
    ::close(terminal);
    return std::nullopt;
}

TEST(TerminalInput, OneEndOfFileEndsTheInputOfEverySubcommand) {
    const std::string game = "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    const struct {
        std::vector<std::string> arguments;
        std::string typed;
        int status;
    } cases[] = {
        {{"check"}, "", 0},
        {{"check"}, game, 0},
        {{"check", "--jobs", "1", "-"}, game, 0},
        {{"check", "--input-format", "pgn"}, "", 0},
        {{"check", "--input-format", "ndjson"}, "", 0},
        {{"scan"}, "", 0},
        {{"scan"}, game, 0},
        {{"fen", "--file", "-"}, "", 0},
        {{"fen", "--file", "-"}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\n", 0},
    };
    for (const auto& c : cases) {
        std::string label;
        for (const std::string& argument : c.arguments) label += argument + " ";
        SCOPED_TRACE(label + (c.typed.empty() ? "(nothing typed)" : "(a line typed)"));
        const std::optional<int> status = status_after_one_end_of_file(c.arguments, c.typed);
        ASSERT_TRUE(status.has_value()) << "still waiting for input after one Ctrl-D";
        EXPECT_EQ(*status, c.status);
    }
}

}  // namespace
