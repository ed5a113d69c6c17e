// Issue 39, point 1: input that is not text (an executable, a PDF, an xz stream, a zip archive,
// random bytes) is reported once, as an input error (exit status 2) in every report format, by
// every subcommand that reads it, and --fix never writes into it; text that merely looks odd
// (Latin-1, NUL-terminated EPD lines) is still read. Through the real binary.
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "../support/run_command.h"
#include "binary_under_test.h"

// Named, not anonymous: the unity build of the sanitizer run puts this executable's files in one
// translation unit.
namespace binary_input_test {

namespace fs = std::filesystem;
using pgnlint::testing::CommandResult;
using namespace std::string_literals;

const std::string kBinary = pgnlint::testing::binary_under_test();

// A game with findings of both kinds of fix, so a --fix that took the input for PGN would write.
const std::string kGame = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4 1-0\n\n";

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_file(const fs::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::vector<std::string> lines_with(const std::string& text, const std::string& part) {
    std::vector<std::string> found;
    for (const std::string& line : lines_of(text))
        if (line.find(part) != std::string::npos) found.push_back(line);
    return found;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// A small PDF as a writer would make it: mostly ASCII, which only its magic number gives away.
std::string pdf_document() {
    return "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n"
           "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
           "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
           "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n"
           "xref\n0 4\n0000000000 65535 f \n0000000015 00000 n \n0000000064 00000 n \n"
           "0000000121 00000 n \ntrailer << /Size 4 /Root 1 0 R >>\nstartxref\n193\n%%EOF\n";
}

std::string random_bytes(std::size_t size) {
    std::mt19937 generator(39);
    std::string bytes(size, '\0');
    for (char& c : bytes) c = static_cast<char>(generator() & 0xFF);
    return bytes;
}

class BinaryInput : public ::testing::Test {
protected:
    void SetUp() override {
        char pattern[] = "/tmp/pgnlint-binary-input-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        dir_ = pattern;
        // This test's own executable is a real ELF file.
        fs::copy_file("/proc/self/exe", dir_ / "elf.pgn");
        write_file(dir_ / "pdf.pgn", pdf_document());
        write_file(dir_ / "game.txt", kGame);
        ASSERT_EQ(run_shell("xz -c game.txt > xz.pgn && zip -q zip.pgn game.txt").status, 0);
        write_file(dir_ / "random.pgn", random_bytes(4096));
        fs::remove(dir_ / "game.txt");
    }
    void TearDown() override { fs::remove_all(dir_); }

    CommandResult run_shell(const std::string& command) const {
        return pgnlint::testing::run_command("cd " + dir_.string() + " && " + command);
    }
    // pgnlint with stderr merged into the output.
    CommandResult run(const std::string& arguments) const {
        return run_shell(kBinary + " " + arguments + " 2>&1");
    }
    // pgnlint with stderr dropped, for the machine formats.
    CommandResult run_report(const std::string& arguments) const {
        return run_shell(kBinary + " " + arguments + " 2>/dev/null");
    }
    // Every file in the folder and its bytes.
    std::vector<std::pair<std::string, std::string>> snapshot() const {
        std::vector<std::pair<std::string, std::string>> files;
        for (const auto& entry : fs::directory_iterator(dir_))
            files.emplace_back(entry.path().filename().string(), read_file(entry.path()));
        std::sort(files.begin(), files.end());
        return files;
    }

    fs::path dir_;
};

struct Kind {
    std::string file;
    std::string says;  // in the one line that reports it
};

const std::vector<Kind> kKinds = {
    {"elf.pgn",
     "elf.pgn: an ELF executable or library, not text; nothing in it is read "
     "[input-not-text]"},
    {"pdf.pgn", "pdf.pgn: a PDF document, not text; nothing in it is read [input-not-text]"},
    {"xz.pgn",
     "xz.pgn: an xz-compressed file: pgnlint reads gzip, zstd and bzip2; decompress it "
     "first (xz -dc xz.pgn | pgnlint -) [unsupported-compression]"},
    {"zip.pgn",
     "zip.pgn: a zip archive: pgnlint reads gzip, zstd and bzip2 streams, not "
     "archives; extract the games first (unzip -p zip.pgn | pgnlint -) "
     "[unsupported-compression]"},
    {"random.pgn", "random.pgn: binary data (a NUL byte at offset "},
};

// The must-show of the issue: every kind, every subcommand that reads it, --fix safe and unsafe:
// one line, exit status 2, and not a byte changed (nor a file added beside it).
TEST_F(BinaryInput, EachKindIsReportedOnceByEverySubcommandAndNeverWritten) {
    const auto before = snapshot();
    for (const Kind& kind : kKinds) {
        for (const std::string command :
             {"check", "check --fix", "check --fix --unsafe-fixes", "check --diff --unsafe-fixes",
              "scan", "fen --file", "winnable --file", "report"}) {
            SCOPED_TRACE(command + " " + kind.file);
            const CommandResult result = run(command + " " + kind.file);
            EXPECT_EQ(result.status, 2) << result.out.substr(0, 2000);
            const std::vector<std::string> about = lines_with(result.out, kind.file);
            ASSERT_EQ(about.size(), 1U) << result.out.substr(0, 2000);
            EXPECT_TRUE(contains(about[0], kind.says)) << about[0];
            EXPECT_EQ(lines_with(result.out, "error:").size(), 1U) << result.out.substr(0, 2000);
            EXPECT_EQ(snapshot(), before);
        }
    }
}

TEST_F(BinaryInput, TheCommandInTheMessageReadsTheGames) {
    for (const std::string file : {"xz.pgn", "zip.pgn"}) {
        SCOPED_TRACE(file);
        const std::string message = run("check " + file).out;
        const std::size_t open = message.find('(');
        const std::size_t close = message.find(')', open);
        ASSERT_NE(close, std::string::npos) << message;
        std::string command = message.substr(open + 1, close - open - 1);
        command.replace(command.find("| pgnlint"), 9, "| " + kBinary);
        const CommandResult result = run_shell(command + " 2>&1");
        EXPECT_EQ(result.status, 1) << command << "\n" << result.out;
        EXPECT_TRUE(
            contains(result.out, "-:4:16: warning: game 1, a: 2... Qh4: missing check suffix"))
            << result.out;
    }
}

TEST_F(BinaryInput, StandardInputIsNamedAndNothingIsWrittenForIt) {
    for (const std::string fix : {"", "--fix --unsafe-fixes"}) {
        SCOPED_TRACE(fix);
        const CommandResult out = run_report("check " + fix + " < elf.pgn");
        EXPECT_EQ(out.status, 2);
        EXPECT_EQ(out.out, "");  // --fix copies standard input to standard output only as text
        const CommandResult said = run("check " + fix + " < xz.pgn");
        EXPECT_EQ(said.status, 2);
        EXPECT_EQ(said.out,
                  "pgnlint: error: -: an xz-compressed file: pgnlint reads gzip, zstd and bzip2; "
                  "decompress it first (xz -dc - | pgnlint -) [unsupported-compression]\n");
    }
}

TEST_F(BinaryInput, ACompressedStreamIsSniffedForWhatItHolds) {
    ASSERT_EQ(run_shell("gzip -c elf.pgn > elf.pgn.gz").status, 0);
    const CommandResult result = run("check elf.pgn.gz");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out,
              "pgnlint: error: elf.pgn.gz: an ELF executable or library inside a gzip stream, "
              "not text; nothing in it is read [input-not-text]\n");
}

TEST_F(BinaryInput, TheInputErrorIsInEveryReportFormat) {
    for (const std::string format : {"json", "ndjson", "sarif", "junit", "github", "html"}) {
        SCOPED_TRACE(format);
        const CommandResult result = run_report("check -f " + format + " elf.pgn");
        EXPECT_EQ(result.status, 2);
        EXPECT_TRUE(contains(result.out, "an ELF executable or library, not text")) << result.out;
        EXPECT_TRUE(contains(result.out, "[input-not-text]")) << result.out;
    }
    const CommandResult fen = run_report("fen -f ndjson --file pdf.pgn");
    EXPECT_EQ(fen.status, 2);
    EXPECT_TRUE(contains(fen.out, "{\"type\":\"input_error\",\"data\":{\"file\":\"pdf.pgn\""))
        << fen.out;
}

// A walk takes files by their names (.pgn, .ndjson, ...): a binary one among them is a damaged or
// misnamed game file, so it is reported like a named one, not skipped as ripgrep skips binary
// files it walks into; the other files are still checked and fixed.
TEST_F(BinaryInput, AWalkReportsTheBinaryFileItMeetsAndChecksTheOthers) {
    fs::create_directories(dir_ / "db");
    fs::copy_file(dir_ / "elf.pgn", dir_ / "db" / "a.pgn");
    write_file(dir_ / "db" / "b.pgn", kGame);
    const CommandResult check = run("check db");
    EXPECT_EQ(check.status, 2);
    EXPECT_EQ(lines_with(check.out, "db/a.pgn").size(), 1U) << check.out;
    EXPECT_TRUE(contains(check.out, "db/b.pgn:4:16: warning: game 1, a: 2... Qh4")) << check.out;

    const std::string binary = read_file(dir_ / "db" / "a.pgn");
    const CommandResult fix = run("check --fix --unsafe-fixes db");
    EXPECT_EQ(fix.status, 2);
    EXPECT_EQ(lines_with(fix.out, "db/a.pgn").size(), 1U) << fix.out;
    EXPECT_EQ(read_file(dir_ / "db" / "a.pgn"), binary);
    EXPECT_TRUE(contains(read_file(dir_ / "db" / "b.pgn"), "Qh4#")) << read_file(dir_ / "db/b.pgn");
}

// A file whose first block is text but which holds a NUL byte further on is read (its findings
// are reported), but --fix and --diff do not write it, nor standard input's copy.
TEST_F(BinaryInput, FixNeverWritesAFileHoldingANulByte) {
    std::string text;
    while (text.size() < 20000) text += kGame;
    const std::string bytes = text + "{\0}\n"s;
    write_file(dir_ / "late.pgn", bytes);
    for (const std::string command :
         {"check -q --fix --unsafe-fixes late.pgn", "check --diff --unsafe-fixes late.pgn",
          "check --fix --unsafe-fixes < late.pgn"}) {
        SCOPED_TRACE(command);
        const CommandResult result = run(command);
        EXPECT_EQ(result.status, 2);
        EXPECT_TRUE(contains(result.out, "holds a NUL byte at offset " +
                                             std::to_string(text.size() + 1) +
                                             ": --fix and --diff write only text"))
            << result.out.substr(0, 2000);
        EXPECT_FALSE(contains(result.out, "fixed")) << result.out.substr(0, 2000);
        EXPECT_FALSE(contains(result.out, "[Event")) << result.out.substr(0, 2000);
        EXPECT_EQ(read_file(dir_ / "late.pgn"), bytes);
    }
}

// Text that only looks odd is read: Latin-1 names, EPD suites written as C strings (each line
// ends in a NUL byte, as five files of the shared corpus do).
TEST_F(BinaryInput, OddTextIsStillRead) {
    write_file(dir_ / "latin1.pgn",
               "[Event \"a\"]\n[Site \"b\"]\n[Date \"????.??.??\"]\n[Round \"-\"]\n"
               "[White \"M\xfcller\"]\n[Black \"\xc9lise\"]\n[Result \"*\"]\n\n1. e4 *\n");
    const CommandResult latin1 = run("check latin1.pgn");
    EXPECT_EQ(latin1.status, 0) << latin1.out;
    EXPECT_EQ(latin1.out, "") << latin1.out;
    write_file(dir_ / "suite.epd",
               "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;\0\n8/8/8/8/8/8/8/K1k5 w - - bm Kb1;\0\n"s);
    const CommandResult epd = run("fen --file suite.epd");
    EXPECT_NE(epd.status, 2) << epd.out;
    EXPECT_TRUE(contains(epd.out, "suite.epd:1:")) << epd.out;
}

}  // namespace binary_input_test
