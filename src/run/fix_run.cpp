// FixRun and its input checks. --fix rewrites each input in place only when something was fixed;
// standard input is written to standard output fixed or not.
#include "pgnlint/run/fix_run.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

#include "pgnlint/fix/edit_writer.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/io/content_sniff.h"
#include "pgnlint/run/exit_status.h"

namespace pgnlint::run {
namespace {

std::string errno_text() {
    return std::strerror(errno);
}

// The first block of `path` (or of standard input, already held), as the check sniffs it.
std::string first_block(const std::string& path) {
    std::string block(io::kSniffBytes, '\0');
    ssize_t got = -1;
    if (path == "-") {
        got = ::pread(STDIN_FILENO, block.data(), block.size(), 0);
    } else if (const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC); fd >= 0) {
        got = ::pread(fd, block.data(), block.size(), 0);
        ::close(fd);
    }
    block.resize(got > 0 ? static_cast<std::size_t>(got) : 0);
    return block;
}

// The inputs are checked while earlier ones are rewritten: one named twice would be fixed from
// a reading made before its first rewrite.
std::optional<std::string> find_input_given_twice(std::span<const std::string> inputs) {
    std::set<std::pair<dev_t, ino_t>> seen;
    std::size_t stdin_count = 0;
    for (const std::string& path : inputs) {
        struct stat status {};
        bool twice = false;
        if (path == "-") {
            twice = ++stdin_count > 1;
        } else if (::stat(path.c_str(), &status) == 0) {
            twice = !seen.emplace(status.st_dev, status.st_ino).second;
        }
        if (twice) {
            return (path == "-" ? std::string("standard input") : path) +
                   " is given twice: --fix and --diff take each file once";
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> find_unfixable_input(std::span<const std::string> inputs) {
    for (const std::string& path : inputs) {
        if (io::sniff(first_block(path)).compression != io::Compression::none) {
            return (path == "-" ? std::string("standard input") : path) +
                   " is compressed: --fix and --diff work on uncompressed PGN only; decompress "
                   "it first";
        }
    }
    return std::nullopt;
}

Status hold_standard_input() {
    const char* tmpdir = std::getenv("TMPDIR");
    std::string path = std::string(tmpdir != nullptr && *tmpdir != '\0' ? tmpdir : "/tmp") +
                       "/pgnlint-stdin-XXXXXX";
    const int fd = ::mkstemp(path.data());
    if (fd < 0) return Failure{"cannot hold standard input in a temporary file: " + errno_text()};
    ::unlink(path.c_str());
    const Status copied = fix::copy_all(STDIN_FILENO, fd);
    if (!copied || ::lseek(fd, 0, SEEK_SET) != 0 || ::dup2(fd, STDIN_FILENO) < 0) {
        const std::string why = copied ? errno_text() : copied.error();
        ::close(fd);
        return Failure{"cannot hold standard input in a temporary file: " + why};
    }
    ::close(fd);
    return {};
}

Status prepare_fix_inputs(std::span<const std::string> inputs) {
    if (std::optional<std::string> twice = find_input_given_twice(inputs))
        return Failure{std::move(*twice)};
    if (std::find(inputs.begin(), inputs.end(), "-") != inputs.end()) {
        if (Status held = hold_standard_input(); !held) return held;
    }
    if (std::optional<std::string> unfixable = find_unfixable_input(inputs))
        return Failure{std::move(*unfixable)};
    return {};
}

int finish_fix_run(const FixRun& run, const FixOptions& options, int check_exit_code) {
    if (run.fixes() > 0) {
        std::fflush(stdout);
        std::fprintf(
            stderr, "pgnlint: %s %llu %s in %llu %s\n", options.diff ? "--fix would fix" : "fixed",
            static_cast<unsigned long long>(run.fixes()), run.fixes() == 1 ? "finding" : "findings",
            static_cast<unsigned long long>(run.files_changed()),
            run.files_changed() == 1 ? "file" : "files");
    }
    if (run.failed() || check_exit_code == kExitUsageOrIo) return kExitUsageOrIo;
    if (options.diff) return run.fixes() > 0 ? kExitFindings : kExitClean;
    return check_exit_code;
}

void FixRun::begin_file(std::string_view path, std::string_view name) {
    path_.assign(path);
    name_.assign(name);
    plan_.clear();
}

void FixRun::take_before_baseline(const lint::GameReport& game) {
    before_baseline_.clear();
    fix::take_fixes(game, options_.unsafe_fixes, before_baseline_);
    taken_before_baseline_ = true;
}

void FixRun::take(lint::GameReport& game, fix::TakenFixes& into) {
    const std::size_t first = into.edits.size();
    // Written only when the run filters in input order on one thread; else only read.
    if (taken_before_baseline_) {
        taken_before_baseline_ = false;
        into.edits.insert(into.edits.end(), before_baseline_.edits.begin(),
                          before_baseline_.edits.end());
        into.fixes += before_baseline_.fixes;
    } else {
        fix::take_fixes(game, options_.unsafe_fixes, into);
    }
    if (options_.mode == FixMode::fix)
        fix::drop_fixed(game, options_.unsafe_fixes, std::span(into.edits).subspan(first));
    std::erase_if(game.diagnostics,
                  [this](const lint::Diagnostic& d) { return d.severity < options_.shown; });
}

void FixRun::add(const fix::TakenFixes& taken) {
    plan_.add(taken);
}

// Only an input the check read to its end as text is written: one it refused (not text, an
// unsupported compression) or could read only in part is left as it is.
void FixRun::end_file(std::uint64_t bytes, bool read_whole) {
    if (!read_whole) {
        // Its edits cover only what was read. Standard input's copy to standard output is
        // missing then: say so, unless nothing was read at all (its error says why).
        if (path_ == "-" && options_.mode == FixMode::fix && bytes > 0) {
            report_error_("standard input could not be read to its end; nothing is written");
        }
        failed_ = true;
        return;
    }
    apply(bytes);
}

void FixRun::apply(std::uint64_t bytes) {
    const bool from_stdin = path_ == "-";
    const std::span<const lint::Edit> edits = plan_.edits();
    Status written;
    if (options_.mode == FixMode::diff || from_stdin) {
        if (edits.empty() && options_.mode == FixMode::diff) return;
        const int in_fd = from_stdin ? STDIN_FILENO : ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
        if (in_fd < 0 || (from_stdin && ::lseek(in_fd, 0, SEEK_SET) != 0)) {
            report_error_("cannot read " + name_ + " again: " + errno_text());
            failed_ = true;
            return;
        }
        std::fflush(stdout);
        written = options_.mode == FixMode::diff
                      ? fix::write_unified_diff(in_fd, fix::diff_names(name_), edits, STDOUT_FILENO)
                      : fix::copy_with_edits(in_fd, STDOUT_FILENO, edits);
        if (!from_stdin) ::close(in_fd);
        if (!written) written = Failure{name_ + ": " + written.error()};
    } else if (!edits.empty()) {
        written = fix::rewrite_in_place(path_, bytes, edits);
    }
    if (!written) {
        report_error_(written.error());
        failed_ = true;
        return;
    }
    // Counted once written: what was refused is not fixed.
    if (!edits.empty()) {
        fixes_ += plan_.fixes();
        ++files_;
    }
}

}  // namespace pgnlint::run
