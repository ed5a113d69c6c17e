// The conventions of the linters people know (issue 24), end to end through the built binary:
// did-you-mean for subcommands and options, colour and its environment variables, findings
// streamed to a reader while the input is still coming, the options `fen` shares with `check`,
// help text without CLI11's artefacts, shell completions that name every option, and
// --write-baseline in a `set -e` workflow.
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "../support/run_command.h"
#include "../support/temp_dir.h"

namespace {

namespace fs = std::filesystem;
using pgnlint::testing::CommandResult;

const std::string kBinary = PGNLINT_BINARY;
const fs::path kSource = PGNLINT_SOURCE_DIR;

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// pgnlint with `arguments`, run from the source directory, stderr merged into the output.
CommandResult run(const std::string& arguments) {
    return pgnlint::testing::run_command("cd " + kSource.string() + " && " + kBinary + " " +
                                         arguments + " 2>&1");
}

// The same with stderr dropped.
CommandResult run_quiet_stderr(const std::string& arguments) {
    return pgnlint::testing::run_command("cd " + kSource.string() + " && " + kBinary + " " +
                                         arguments + " 2>/dev/null");
}

using pgnlint::testing::TempDir;

// --- mistyped subcommands and options -------------------------------------------------------

TEST(DidYouMean, AWordATypoAwayFromASubcommandIsNotOpenedAsAFile) {
    const CommandResult rule = run("rule M001");
    EXPECT_EQ(rule.status, 2);
    EXPECT_TRUE(contains(rule.out, "did you mean 'pgnlint rules'?")) << rule.out;
    EXPECT_FALSE(contains(rule.out, "cannot open")) << rule.out;

    const CommandResult chek = run("chek testdata/sample.pgn");
    EXPECT_EQ(chek.status, 2);
    EXPECT_TRUE(contains(chek.out, "did you mean 'pgnlint check'?")) << chek.out;

    const CommandResult fne = run("fne '8/8/8/8/8/8/8/8 w - - 0 1'");
    EXPECT_EQ(fne.status, 2);
    EXPECT_TRUE(contains(fne.out, "did you mean 'pgnlint fen'?")) << fne.out;

    // Far from every subcommand: a missing file, as before.
    const CommandResult missing = run("no-such-games");
    EXPECT_EQ(missing.status, 2);
    EXPECT_TRUE(contains(missing.out, "no-such-games")) << missing.out;
    EXPECT_FALSE(contains(missing.out, "did you mean")) << missing.out;
}

TEST(DidYouMean, AFileOfThatNameIsStillReadAsOne) {
    TempDir dir;
    std::ofstream(dir.path() / "rule") << read_file(kSource / "testdata/check/clean.pgn");
    std::ofstream(dir.path() / "help") << read_file(kSource / "testdata/check/clean.pgn");
    for (const std::string name : {"rule", "help"}) {
        const CommandResult result = pgnlint::testing::run_command(
            "cd " + dir.path().string() + " && " + kBinary + " " + name + " 2>&1");
        EXPECT_EQ(result.status, 0) << name << ": " << result.out;
        EXPECT_FALSE(contains(result.out, "did you mean")) << result.out;
        EXPECT_FALSE(contains(result.out, "Usage:")) << result.out;
    }
}

TEST(DidYouMean, HelpAndVersionWorkAsWords) {
    const CommandResult help = run("help");
    EXPECT_EQ(help.status, 0);
    EXPECT_TRUE(contains(help.out, "Usage: pgnlint [OPTIONS] [SUBCOMMAND]")) << help.out;
    const CommandResult help_fen = run("help fen");
    EXPECT_EQ(help_fen.status, 0);
    EXPECT_TRUE(contains(help_fen.out, "Usage: pgnlint fen")) << help_fen.out;
    const CommandResult version = run("version");
    EXPECT_EQ(version.status, 0);
    EXPECT_EQ(version.out, run("--version").out);
}

TEST(DidYouMean, AnUnknownOptionGetsTheNearestOne) {
    const CommandResult select = run("--selct M001 testdata/sample.pgn");
    EXPECT_EQ(select.status, 2);
    EXPECT_TRUE(contains(select.out, "unknown option '--selct'; did you mean '--select'?"))
        << select.out;
    const CommandResult fen = run("fen --exit-zro '8/8/8/8/8/8/8/8 w - - 0 1'");
    EXPECT_EQ(fen.status, 2);
    EXPECT_TRUE(contains(fen.out, "did you mean '--exit-zero'?")) << fen.out;
    const CommandResult equals = run("rules --formt=json");
    EXPECT_EQ(equals.status, 2);
    EXPECT_TRUE(contains(equals.out, "did you mean '--format'?")) << equals.out;
    const CommandResult far = run("--zzzzzzzz testdata/sample.pgn");
    EXPECT_EQ(far.status, 2);
    EXPECT_FALSE(contains(far.out, "did you mean")) << far.out;
}

// --- colour -----------------------------------------------------------------------------------

const std::string kEscape = "\x1b[";
const std::string kFindings = "testdata/check/warning-only.pgn";

// pgnlint check on a file with a finding, stdout a pipe, with `environment` (NAME=VALUE ...)
// set and the variables that decide colour otherwise removed.
std::string piped_output(const std::string& environment, const std::string& options = "") {
    return pgnlint::testing::run_command("cd " + kSource.string() +
                                         " && env -u NO_COLOR -u FORCE_COLOR -u CLICOLOR_FORCE "
                                         "TERM=xterm " +
                                         environment + " " + kBinary + " check " + options + " " +
                                         kFindings + " 2>/dev/null")
        .out;
}

// The same on a pseudo-terminal: everything the terminal showed.
std::optional<std::string> terminal_output(const std::vector<std::string>& environment,
                                           const std::vector<std::string>& options) {
    int terminal = -1;
    const pid_t child = ::forkpty(&terminal, nullptr, nullptr, nullptr);
    if (child < 0) return std::nullopt;
    if (child == 0) {
        ::unsetenv("NO_COLOR");
        ::unsetenv("FORCE_COLOR");
        ::unsetenv("CLICOLOR_FORCE");
        ::setenv("TERM", "xterm", 1);
        for (const std::string& assignment : environment)
            ::putenv(const_cast<char*>(assignment.c_str()));
        if (::chdir(kSource.c_str()) != 0) ::_exit(127);
        std::vector<char*> argv;
        argv.push_back(const_cast<char*>(kBinary.c_str()));
        argv.push_back(const_cast<char*>("check"));
        for (const std::string& option : options) argv.push_back(const_cast<char*>(option.c_str()));
        argv.push_back(const_cast<char*>(kFindings.c_str()));
        argv.push_back(nullptr);
        ::execv(kBinary.c_str(), argv.data());
        ::_exit(127);
    }
    std::string shown;
    char buffer[4096];
    pollfd ready{terminal, POLLIN, 0};
    // 30 s is only a guard against a hang; the run takes milliseconds.
    while (::poll(&ready, 1, 30000) > 0) {
        const ssize_t got = ::read(terminal, buffer, sizeof buffer);
        if (got <= 0) break;  // EIO once the child has gone
        shown.append(buffer, static_cast<std::size_t>(got));
    }
    ::close(terminal);
    int status = 0;
    ::waitpid(child, &status, 0);
    return shown;
}

TEST(Colour, TheEnvironmentDecidesAutoAndTheOptionBeatsIt) {
    EXPECT_FALSE(contains(piped_output(""), kEscape));
    EXPECT_TRUE(contains(piped_output("FORCE_COLOR=1"), kEscape));
    EXPECT_TRUE(contains(piped_output("CLICOLOR_FORCE=1"), kEscape));
    EXPECT_FALSE(contains(piped_output("FORCE_COLOR=0"), kEscape));
    EXPECT_FALSE(contains(piped_output("FORCE_COLOR=1", "--color never"), kEscape));
    EXPECT_TRUE(contains(piped_output("NO_COLOR=1", "--color always"), kEscape));
    EXPECT_TRUE(contains(piped_output("TERM=dumb", "--color always"), kEscape));
    // The same decision for fen and rules.
    const std::string fen =
        pgnlint::testing::run_command("env -u NO_COLOR FORCE_COLOR=1 " + kBinary +
                                      " fen '8/8/8/8/8/8/8/8 w - - 0 1' 2>/dev/null")
            .out;
    EXPECT_TRUE(contains(fen, kEscape)) << fen;
    const std::string rules =
        pgnlint::testing::run_command("env NO_COLOR= CLICOLOR_FORCE=yes " + kBinary + " rules").out;
    EXPECT_TRUE(contains(rules, kEscape));
}

TEST(Colour, OnATerminalNoColorAndDumbTermTurnItOff) {
    const std::optional<std::string> plain = terminal_output({}, {});
    ASSERT_TRUE(plain.has_value());
    EXPECT_TRUE(contains(*plain, "missing-check-suffix")) << *plain;
    EXPECT_TRUE(contains(*plain, kEscape)) << *plain;
    const std::optional<std::string> no_color = terminal_output({"NO_COLOR=1"}, {});
    ASSERT_TRUE(no_color.has_value());
    EXPECT_TRUE(contains(*no_color, "missing-check-suffix")) << *no_color;
    EXPECT_FALSE(contains(*no_color, kEscape)) << *no_color;
    const std::optional<std::string> empty_no_color = terminal_output({"NO_COLOR="}, {});
    ASSERT_TRUE(empty_no_color.has_value());
    EXPECT_TRUE(contains(*empty_no_color, kEscape));  // an empty value is not set
    const std::optional<std::string> dumb = terminal_output({"TERM=dumb"}, {});
    ASSERT_TRUE(dumb.has_value());
    EXPECT_FALSE(contains(*dumb, kEscape)) << *dumb;
    const std::optional<std::string> always =
        terminal_output({"NO_COLOR=1"}, {"--color", "always"});
    ASSERT_TRUE(always.has_value());
    EXPECT_TRUE(contains(*always, kEscape));
}

// --- streaming ----------------------------------------------------------------------------------

// Games with one finding each (no Seven Tag Roster) and a long comment, so that the report
// stays far below the report stream's 1 MiB write chunk: only a flush per batch can bring the
// first line out before the input ends.
std::string many_games_with_findings(std::size_t bytes) {
    const std::string game = "[Event \"streamed\"]\n[Result \"*\"]\n\n{" + std::string(4000, 'x') +
                             "} 1. e4 e5 2. Nf3 *\n\n";
    std::string text;
    while (text.size() < bytes) text += game;
    return text;
}

// Short games with a finding each: a report several times larger than the input.
std::string many_short_games_with_findings(std::size_t bytes) {
    const std::string game = "[Event \"piped\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
    std::string text;
    while (text.size() < bytes) text += game;
    return text;
}

struct StreamedRun {
    bool first_line_before_input_ended = false;
    std::string first_line;
    std::string output;
    int status = -1;
};

// Runs pgnlint with `arguments`, its stdin and stdout pipes held by this test: writes `input`
// and keeps stdin open until the first output line has been read (or, as a guard against a hang,
// 60 s have gone by), then closes it and reads the rest. Whether the first line came while the
// input was still open is the point; how fast it came is not asserted.
StreamedRun run_streamed(const std::vector<std::string>& arguments, const std::string& input) {
    StreamedRun result;
    int to_child[2];
    int from_child[2];
    if (::pipe(to_child) != 0 || ::pipe(from_child) != 0) return result;
    const pid_t child = ::fork();
    if (child < 0) return result;
    if (child == 0) {
        ::dup2(to_child[0], STDIN_FILENO);
        ::dup2(from_child[1], STDOUT_FILENO);
        const int null = ::open("/dev/null", O_WRONLY);
        ::dup2(null, STDERR_FILENO);
        ::close(to_child[1]);
        ::close(from_child[0]);
        pgnlint::testing::exec_binary(kBinary, arguments);
    }
    ::close(to_child[0]);
    ::close(from_child[1]);

    std::mutex mutex;
    std::condition_variable seen;
    bool first_line_read = false;
    std::atomic<bool> input_closed{false};
    std::thread feeder([&] {
        const auto previous = std::signal(SIGPIPE, SIG_IGN);
        std::size_t written = 0;
        while (written < input.size()) {
            const ssize_t n = ::write(to_child[1], input.data() + written, input.size() - written);
            if (n <= 0) break;
            written += static_cast<std::size_t>(n);
        }
        std::unique_lock lock(mutex);
        seen.wait_for(lock, std::chrono::seconds(60), [&] { return first_line_read; });
        input_closed = true;
        ::close(to_child[1]);
        std::signal(SIGPIPE, previous);
    });
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::read(from_child[0], buffer, sizeof buffer);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        result.output.append(buffer, static_cast<std::size_t>(got));
        if (!first_line_read && contains(result.output, "\n")) {
            const std::lock_guard lock(mutex);
            result.first_line_before_input_ended = !input_closed;
            result.first_line = result.output.substr(0, result.output.find('\n'));
            first_line_read = true;
            seen.notify_one();
        }
    }
    {
        const std::lock_guard lock(mutex);
        first_line_read = true;
        seen.notify_one();
    }
    feeder.join();
    ::close(from_child[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

TEST(Streaming, FindingsReachAReaderWhileTheInputIsStillComing) {
    const std::string input = many_games_with_findings(std::size_t{600} << 10);
    for (const std::string format : {"text", "ndjson", "github"}) {
        for (const std::string jobs : {"1", "2"}) {
            const StreamedRun streamed = run_streamed({"check", "-f", format, "-j", jobs}, input);
            EXPECT_TRUE(streamed.first_line_before_input_ended) << format << " -j " << jobs;
            EXPECT_TRUE(contains(streamed.first_line, "missing-roster-tag") ||
                        contains(streamed.first_line, "T001"))
                << format << ": " << streamed.first_line;
            EXPECT_EQ(streamed.status, 0) << format;  // warnings only
        }
    }
}

TEST(Streaming, StreamedOutputIsTheSameAsWrittenAtOnce) {
    const std::string input = many_games_with_findings(std::size_t{600} << 10);
    TempDir dir;
    std::ofstream(dir.path() / "games.pgn") << input;
    for (const std::string format : {"text", "ndjson", "github"}) {
        const StreamedRun streamed = run_streamed({"check", "-f", format, "-j", "2"}, input);
        const CommandResult from_file =
            pgnlint::testing::run_command(kBinary + " check -f " + format + " -j 1 - < " +
                                          (dir.path() / "games.pgn").string() + " 2>/dev/null");
        // NDJSON's summary carries the run's time, which differs; everything else may not.
        const auto without_summary = [](const std::string& text) {
            const std::size_t last = text.rfind("{\"type\":\"summary\"");
            return last == std::string::npos ? text : text.substr(0, last);
        };
        EXPECT_EQ(without_summary(streamed.output), without_summary(from_file.out)) << format;
    }
}

TEST(Streaming, AClosedPipeEndsTheRunQuietly) {
    TempDir dir;
    std::ofstream(dir.path() / "games.pgn") << many_short_games_with_findings(std::size_t{4} << 20);
    for (const std::string jobs : {"1", "2"}) {
        const CommandResult result = pgnlint::testing::run_command(
            "cd " + dir.path().string() + " && { " + kBinary + " check -j " + jobs +
            " games.pgn 2>stderr.txt; echo \"status $?\" > status.txt; } | head -1");
        EXPECT_TRUE(contains(result.out, "missing-roster-tag")) << result.out;
        EXPECT_EQ(read_file(dir.path() / "stderr.txt"), "") << "-j " << jobs;
        EXPECT_EQ(read_file(dir.path() / "status.txt"), "status 141\n") << "-j " << jobs;
    }
    // A full disk is still an error with a message.
    const CommandResult full = pgnlint::testing::run_command(
        "cd " + dir.path().string() + " && " + kBinary + " check games.pgn 2>&1 >/dev/full");
    EXPECT_EQ(full.status, 2);
    EXPECT_TRUE(contains(full.out, "No space left on device")) << full.out;
}

// --- one family of subcommands ------------------------------------------------------------------

const std::string kNoKings = "'8/8/8/8/8/8/8/8 w - - 0 1'";

TEST(FenFamily, FenTakesTheOptionsOfCheck) {
    TempDir dir;
    const std::string report = (dir.path() / "report.ndjson").string();
    const CommandResult to_file = run("fen " + kNoKings + " -f ndjson -o " + report);
    EXPECT_EQ(to_file.status, 1);
    const std::string written = read_file(report);
    EXPECT_TRUE(contains(written, "\"code\":\"F013\"")) << written;
    EXPECT_FALSE(contains(to_file.out, "F013")) << to_file.out;

    EXPECT_EQ(run("fen " + kNoKings + " --exit-zero").status, 0);
    EXPECT_EQ(run("fen " + kNoKings + " --ignore F013").status, 0);
    EXPECT_EQ(run("fen " + kNoKings + " --select wrong-king-count").status, 1);
    EXPECT_EQ(run("fen " + kNoKings + " --severity F013=warning").status, 0);
    EXPECT_EQ(run("fen " + kNoKings + " --select NOPE").status, 2);
    // The ndjson report is a baseline: its findings no longer fail the run.
    const CommandResult known = run("fen " + kNoKings + " --baseline " + report);
    EXPECT_EQ(known.status, 0) << known.out;
    EXPECT_TRUE(contains(known.out, "matched the baseline")) << known.out;
    // -o onto the baseline is refused.
    EXPECT_EQ(run("fen " + kNoKings + " --baseline " + report + " -o " + report).status, 2);
    const CommandResult piped = pgnlint::testing::run_command(
        "printf '%s\\n' " + kNoKings + " | " + kBinary + " fen --color never - 2>/dev/null");
    EXPECT_EQ(piped.status, 1);
    EXPECT_TRUE(contains(piped.out, "-:1:1: error: position 1")) << piped.out;
}

TEST(FenFamily, RulesTakesShortFormatAndScanNamesCodes) {
    EXPECT_EQ(run("rules -f json").out, run("rules --format json").out);
    EXPECT_TRUE(contains(run("rules -f json").out, "\"code\":\"M001\""));
    TempDir dir;
    std::ofstream(dir.path() / "bad.pgn") << "[Event \"x\"]\n\n1. e4 {never closed\n";
    const CommandResult scan = run_quiet_stderr("scan " + (dir.path() / "bad.pgn").string());
    EXPECT_TRUE(contains(scan.out, "[S003 unterminated-comment]")) << scan.out;
}

// scan and check print one syntax error through the one terminal-text escaper: control bytes,
// Latin-1 text and a tab in the file name come out the same in both.
TEST(TerminalText, ScanAndCheckEscapeASyntaxErrorAlike) {
    TempDir dir;
    const fs::path file = dir.path() / "odd\tname.pgn";
    std::ofstream(file) << "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 \x01\xfc\x1b e5 *\n";
    const std::string expected =
        "odd\\tname.pgn:4:7: error: game 1, x: unexpected text '\\x01\xc3\xbc\\x1B' in the "
        "movetext";
    const CommandResult check = pgnlint::testing::run_command(
        "cd " + dir.path().string() + " && " + kBinary +
        " check --no-config --color never 'odd\tname.pgn' 2>/dev/null");
    EXPECT_TRUE(contains(check.out, expected)) << check.out;
    const CommandResult scan = pgnlint::testing::run_command(
        "cd " + dir.path().string() + " && " + kBinary + " scan -q 'odd\tname.pgn' 2>/dev/null");
    std::string scan_line = expected;
    scan_line.erase(scan_line.find("game 1, x: "), std::string("game 1, x: ").size());
    EXPECT_TRUE(contains(scan.out, scan_line)) << scan.out;
}

// --- help text ------------------------------------------------------------------------------

std::vector<std::string> subcommand_names() {
    // The subcommands as the top-level help lists them: two spaces, a lowercase word.
    const std::string help = run("--help").out;
    const std::size_t list = help.find("Subcommands:");
    std::vector<std::string> names;
    std::istringstream lines(help.substr(list));
    std::string line;
    const std::regex entry("^  ([a-z]+) .*");
    std::smatch match;
    while (std::getline(lines, line)) {
        if (std::regex_match(line, match, entry)) names.push_back(match[1]);
    }
    return names;
}

TEST(Help, NoSubcommandHelpShowsCliElevenArtefacts) {
    const std::vector<std::string> names = subcommand_names();
    for (const std::string expected : {"check", "perft", "scan", "fen", "rules", "completions"})
        EXPECT_NE(std::find(names.begin(), names.end(), expected), names.end()) << expected;
    std::vector<std::string> helps = {run("--help").out};
    for (const std::string& name : names) helps.push_back(run(name + " --help").out);
    const std::string footer = "Run `pgnlint SUBCOMMAND --help`";
    for (std::size_t i = 0; i < helps.size(); ++i) {
        const std::string& help = helps[i];
        const std::string which = i == 0 ? "pgnlint" : names[i - 1];
        EXPECT_TRUE(contains(help, "Usage: pgnlint")) << which;
        for (const std::string artefact :
             {"{false}", "{true}", "Excludes:", "Needs:", "TEXT", "UINT", "INT:", "REQUIRED",
              " in [", "=256", "HELP", "QUIET"}) {
            EXPECT_FALSE(contains(help, artefact)) << which << " shows " << artefact << ":\n"
                                                   << help;
        }
        EXPECT_EQ(contains(help, footer), i == 0) << which;
        std::istringstream lines(help);
        std::string line;
        while (std::getline(lines, line)) EXPECT_LE(line.size(), 80U) << which << ": " << line;
    }
    EXPECT_TRUE(contains(helps[0], "NO_COLOR"));
    EXPECT_TRUE(contains(helps[0], "FORCE_COLOR"));
    EXPECT_TRUE(contains(run("check --help").out, "--progress, --no-progress"));
    EXPECT_TRUE(contains(run("perft --help").out, "not with --suite"));
}

// --- shell completions ----------------------------------------------------------------------

// The options a subcommand's help lists ("-f, --format ..."): every spelling.
std::vector<std::string> help_options(const std::string& name) {
    std::vector<std::string> options;
    std::istringstream lines(run(name + " --help").out);
    std::string line;
    const std::regex spelling("(^|[ ,])(--?[a-z0-9][a-z0-9-]*)");
    while (std::getline(lines, line)) {
        if (!line.starts_with("  -")) continue;
        const std::string names = line.substr(0, line.find("  ", 2));
        for (auto it = std::sregex_iterator(names.begin(), names.end(), spelling);
             it != std::sregex_iterator(); ++it)
            options.push_back((*it)[2]);
    }
    return options;
}

TEST(Completions, EveryScriptNamesEverySubcommandAndOption) {
    const std::vector<std::string> names = subcommand_names();
    ASSERT_FALSE(names.empty());
    for (const std::string shell : {"bash", "zsh", "fish"}) {
        const CommandResult script = run_quiet_stderr("completions " + shell);
        ASSERT_EQ(script.status, 0) << shell;
        for (const std::string& name : names) {
            EXPECT_TRUE(contains(script.out, name)) << shell << " lacks " << name;
            const std::vector<std::string> options = help_options(name);
            EXPECT_FALSE(options.empty()) << name;
            for (const std::string& option : options) {
                if (option == "-h" || option == "--help") continue;
                // fish names options without their dashes (-s f, -l format).
                const std::string bare = option.substr(option.find_first_not_of('-'));
                const std::string written =
                    shell == "fish" ? (option.starts_with("--") ? "-l " : "-s ") + bare : option;
                EXPECT_TRUE(contains(script.out, written))
                    << shell << " lacks " << name << " " << option;
            }
        }
        EXPECT_TRUE(contains(script.out, "text json ndjson sarif junit github html")) << shell;
    }
    EXPECT_EQ(run("completions tcsh").status, 2);
}

bool have(const std::string& program) {
    return pgnlint::testing::run_command("command -v " + program + " >/dev/null 2>&1").status == 0;
}

TEST(Completions, ScriptsAreValidInTheirShellsAndComplete) {
    TempDir dir;
    const std::string d = dir.path().string();
    ASSERT_EQ(run_quiet_stderr("completions bash > " + d + "/pgnlint.bash").status, 0);
    const CommandResult bash = pgnlint::testing::run_command(
        "bash -c 'source " + d +
        "/pgnlint.bash; COMP_WORDS=(pgnlint fen --col); COMP_CWORD=2; _pgnlint; echo "
        "\"${COMPREPLY[*]}\"; COMP_WORDS=(pgnlint check --format \"\"); COMP_CWORD=3; _pgnlint; "
        "echo \"${COMPREPLY[*]}\"; COMP_WORDS=(pgnlint ru); COMP_CWORD=1; _pgnlint; echo "
        "\"${COMPREPLY[*]}\"' 2>&1");
    EXPECT_EQ(bash.out, "--color\ntext json ndjson sarif junit github html\nrules\n");
    if (have("zsh")) {
        ASSERT_EQ(run_quiet_stderr("completions zsh > " + d + "/_pgnlint").status, 0);
        EXPECT_EQ(pgnlint::testing::run_command("zsh -n " + d + "/_pgnlint 2>&1").out, "");
    }
    if (have("fish")) {
        ASSERT_EQ(run_quiet_stderr("completions fish > " + d + "/pgnlint.fish").status, 0);
        const CommandResult fish = pgnlint::testing::run_command(
            "fish -c 'source " + d + "/pgnlint.fish; complete -C\"pgnlint fen --color \"' 2>&1");
        EXPECT_TRUE(contains(fish.out, "always")) << fish.out;
        EXPECT_TRUE(contains(fish.out, "never")) << fish.out;
    }
    if (!have("zsh") || !have("fish"))
        GTEST_SKIP() << "zsh or fish not installed (scripts/setup.sh)";
}

// --- baselines in a set -e workflow --------------------------------------------------------

TEST(Baseline, WritingTheBaselineExitsZero) {
    TempDir dir;
    const std::string base = (dir.path() / "base.ndjson").string();
    EXPECT_EQ(run("-q --write-baseline " + base + " testdata/sample.pgn").status, 0);
    EXPECT_FALSE(read_file(base).empty());
    // Without it the same run fails on its findings; an unwritable baseline is still exit 2.
    EXPECT_EQ(run("-q testdata/sample.pgn").status, 1);
    EXPECT_EQ(run("-q --write-baseline /dev/full testdata/sample.pgn").status, 2);
    EXPECT_EQ(run("-q --write-baseline /nonexistent/base.ndjson testdata/sample.pgn").status, 2);
}

// The README's workflow, its own command lines, in a shell that stops at the first failure:
// the baseline is written once (its line in a code block or in backquotes), then the checks that
// use it pass on the unchanged games.
TEST(Baseline, TheReadmeWorkflowRunsUnderSetE) {
    const std::string readme = read_file(kSource / "README.md");
    std::vector<std::string> lines;
    const std::regex write_once("(?:^|`)(pgnlint check -q --write-baseline [^`\\n]*)",
                                std::regex::multiline);
    std::smatch match;
    ASSERT_TRUE(std::regex_search(readme, match, write_once));
    lines.push_back(match[1]);
    const std::regex workflow_step("run: /tmp/pgnlint/build/(pgnlint check [^\\n]*)");
    for (auto it = std::sregex_iterator(readme.begin(), readme.end(), workflow_step);
         it != std::sregex_iterator(); ++it)
        lines.push_back((*it)[1]);
    ASSERT_GE(lines.size(), 3U);

    TempDir dir;
    fs::create_directories(dir.path() / "bin");
    fs::create_symlink(kBinary, dir.path() / "bin" / "pgnlint");
    fs::create_directories(dir.path() / "games");
    fs::copy_file(kSource / "testdata/sample.pgn", dir.path() / "games" / "sample.pgn");
    std::string script = "set -e\ncd " + dir.path().string() +
                         "\nPATH=" + (dir.path() / "bin").string() + ":$PATH\n";
    for (const std::string& line : lines) script += line + " 2>/dev/null\n";
    script += "echo workflow-done\n";
    std::ofstream(dir.path() / "workflow.sh") << script;
    const CommandResult result =
        pgnlint::testing::run_command("bash " + (dir.path() / "workflow.sh").string());
    EXPECT_EQ(result.status, 0) << script;
    EXPECT_TRUE(contains(result.out, "workflow-done")) << script << result.out;
    EXPECT_TRUE(fs::exists(dir.path() / ".pgnlint-baseline.ndjson"));
    EXPECT_TRUE(fs::exists(dir.path() / "pgnlint.sarif"));
}

// --- the manual page and the benchmark scripts ------------------------------------------------

TEST(ManPage, RendersAt80ColumnsWithoutWarnings) {
    if (!have("groff")) GTEST_SKIP() << "groff not installed (Debian groff-base)";
    for (const std::string width : {"-rLL=80n", "-rLL=78n", "-rLL=65n"}) {
        const CommandResult warnings = pgnlint::testing::run_command(
            "groff -man -Tutf8 -ww " + width + " " + (kSource / "man/pgnlint.1").string() +
            " 2>&1 >/dev/null");
        EXPECT_EQ(warnings.out, "") << width;
    }
    const CommandResult page = pgnlint::testing::run_command(
        "groff -man -Tutf8 -rLL=80n " + (kSource / "man/pgnlint.1").string() +
        " 2>/dev/null | sed 's/\\x1b\\[[0-9;]*m//g; s/.\\x08//g'");
    // Literal text is not hyphenated across lines (--ig-nore, {"ver-sion":1): a line may end in
    // a hyphen only where the source has one (X-FEN, en-passant).
    std::string source =
        std::regex_replace(read_file(kSource / "man/pgnlint.1"), std::regex("\\\\f[BIRP]"), "");
    std::erase(source, '\\');
    const std::regex broken("([A-Za-z0-9]+)-\n +([A-Za-z0-9]+)");
    for (auto it = std::sregex_iterator(page.out.begin(), page.out.end(), broken);
         it != std::sregex_iterator(); ++it) {
        const std::string word = (*it)[1].str() + "-" + (*it)[2].str();
        EXPECT_TRUE(contains(source, word)) << "hyphenated by groff: " << it->str();
    }
    // Developer instructions belong in docs/development.md, not in an option's description.
    EXPECT_FALSE(contains(page.out, "tests/fuzz/run.sh"));
    EXPECT_FALSE(contains(page.out, "FUZZ_"));
}

TEST(BenchScripts, FindTheCorpusBesideTheCheckoutNotAtAFixedPath) {
    for (const auto& entry : fs::directory_iterator(kSource / "tests/bench")) {
        if (entry.path().extension() != ".sh") continue;
        const std::string text = read_file(entry.path());
        EXPECT_FALSE(contains(text, "/work/")) << entry.path();
        if (contains(text, "shared/corpus")) {
            EXPECT_TRUE(contains(text, "/../shared/corpus")) << entry.path();
        }
    }
}

}  // namespace
