// expand_input_paths(): glob(3) for patterns the shell left alone, std::filesystem for walks
// (with error codes, never exceptions, so an unreadable directory becomes a problem and the
// walk goes on), and a look at the first line of each file a walk takes.
#include "pgnlint/input/input_paths.h"

#include <glob.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "pgnlint/input/input_games.h"
#include "pgnlint/input/path_glob.h"
#include "pgnlint/lint/ascii.h"

namespace pgnlint::input {
namespace {

namespace fs = std::filesystem;

// glob(3)'s error callback takes no context: the directories it could not read during one call
// go here (glob runs on the calling thread, and expand_input_paths sets and clears it).
thread_local std::vector<std::pair<std::string, int>>* glob_read_errors = nullptr;

int note_glob_read_error(const char* path, int error) {
    if (glob_read_errors != nullptr) glob_read_errors->emplace_back(path, error);
    return 0;  // go on: the directories it can read still match
}

// A directory a walk or a pattern could not read, as both report it.
InputProblem unreadable_directory(const std::string& path, const std::error_code& error) {
    return InputProblem{path, fmt::format("cannot read directory {}: {}", path, error.message())};
}

bool has_glob_characters(const std::string& text) {
    return text.find_first_of("*?[") != std::string::npos;
}

// The directories a pattern runs through that can be listed but not searched (read permission
// without execute): glob(3) lists them, then cannot look at the names in them, and says only that
// nothing matched. The pattern's directory prefixes are matched as directories from the top; the
// first level where one cannot be searched names them (the levels below it follow from it).
std::vector<std::string> unsearchable_directories(const std::string& pattern) {
    std::vector<fs::path> prefixes;
    for (fs::path prefix = fs::path(pattern).parent_path(); !prefix.empty();
         prefix = prefix.parent_path()) {
        prefixes.push_back(prefix);
        if (prefix == prefix.root_path()) break;
    }
    std::vector<std::string> found;
    for (auto prefix = prefixes.rbegin(); prefix != prefixes.rend() && found.empty(); ++prefix) {
        glob_t matches{};
        if (::glob(prefix->c_str(), GLOB_ONLYDIR, nullptr, &matches) == 0) {
            for (std::size_t i = 0; i < matches.gl_pathc; ++i) {
                // Looking at a name inside is what needs the search permission.
                std::error_code error;
                static_cast<void>(fs::status(fs::path(matches.gl_pathv[i]) / ".", error));
                if (error == std::errc::permission_denied) found.emplace_back(matches.gl_pathv[i]);
            }
        }
        ::globfree(&matches);
    }
    return found;
}

bool is_hidden(const fs::path& path) {
    const std::string name = path.filename().string();
    return name.size() > 1 && name.front() == '.' && name != "..";
}

bool excluded(const WalkOptions& options, const std::string& path) {
    return std::any_of(options.globs.begin(), options.globs.end(), [&](const std::string& glob) {
        return glob.starts_with('!') && glob_matches(std::string_view(glob).substr(1), path);
    });
}

bool taken(const WalkOptions& options, const std::string& path) {
    if (excluded(options, path)) return false;
    bool any_inclusion = false;
    for (const std::string& glob : options.globs) {
        if (glob.starts_with('!')) continue;
        any_inclusion = true;
        if (glob_matches(glob, path)) return true;
    }
    return !any_inclusion && has_game_file_extension(fs::path(path).filename().string());
}

// Depth-first over `directory` (the first `root_length` bytes of its paths are the walk's root
// and a '/'), adding the files taken to `found` (unsorted) and each
// directory that cannot be read to `problems`. Symbolic links are never followed, so the
// recursion only descends into real subdirectories and ends.
void walk(const fs::path& directory, std::size_t root_length, const WalkOptions& options,
          std::vector<std::string>& found, std::vector<InputProblem>& problems) {
    std::error_code error;
    fs::directory_iterator entries(directory, error);
    const auto report = [&](const fs::path& path) {
        problems.push_back(unreadable_directory(path.string(), error));
    };
    if (error) {
        report(directory);
        return;
    }
    for (const fs::directory_iterator end; entries != end; entries.increment(error)) {
        if (error) {
            report(directory);
            return;
        }
        const fs::directory_entry& entry = *entries;
        if (is_hidden(entry.path())) continue;
        const std::string path = entry.path().string();
        // Globs see the path below the directory being walked, as ripgrep's do.
        const std::string below_root = path.substr(root_length);
        std::error_code status_error;
        if (entry.is_symlink(status_error)) continue;
        if (entry.is_directory(status_error)) {
            if (!excluded(options, below_root))
                walk(entry.path(), root_length, options, found, problems);
        } else if (taken(options, below_root)) {
            // Unreadable files are still inputs: opening them reports the reason.
            found.push_back(path);
        }
    }
}

bool ends_with_ignoring_case(std::string_view name, std::string_view extension) {
    return name.size() > extension.size() &&
           lint::equals_ignoring_case(name.substr(name.size() - extension.size()), extension);
}

// .pgn, .pgn.gz, .pgn.zst or .pgn.bz2, ignoring ASCII case: what a walk takes without looking
// inside for a report pgnlint wrote (one named so is refused when it is read, as one named on the
// command line is), so that walking many small PGN files opens each once.
bool has_pgn_file_extension(std::string_view name) {
    static constexpr std::array<std::string_view, 4> kExtensions{".pgn", ".pgn.gz", ".pgn.zst",
                                                                 ".pgn.bz2"};
    return std::any_of(kExtensions.begin(), kExtensions.end(), [&](std::string_view extension) {
        return ends_with_ignoring_case(name, extension);
    });
}

bool is_directory(const std::string& path) {
    std::error_code error;
    return fs::is_directory(path, error);
}

}  // namespace

bool has_game_file_extension(const std::string& name) {
    return has_pgn_file_extension(name) || ends_with_ignoring_case(name, ".ndjson");
}

InputPaths expand_input_paths(const std::vector<std::string>& arguments,
                              const WalkOptions& options) {
    InputPaths result;
    const auto add = [&](const std::string& path) {
        if (!is_directory(path)) {
            result.files.push_back(path);
            return;
        }
        std::vector<std::string> found;
        // A trailing '/' would double in the paths found.
        std::string root = path;
        while (root.size() > 1 && root.ends_with('/')) root.pop_back();
        walk(fs::path(root), root == "/" ? 1 : root.size() + 1, options, found, result.problems);
        std::sort(found.begin(), found.end());
        for (std::string& file : found) {
            const std::string_view report =
                has_pgn_file_extension(fs::path(file).filename().string())
                    ? std::string_view()
                    : input::pgnlint_report_at(file);
            if (report.empty()) {
                result.files.push_back(std::move(file));
            } else {
                result.skipped.push_back(InputProblem{
                    file, fmt::format("skipping {}: {} written by pgnlint, not game input", file,
                                      report)});
            }
        }
    };
    for (const std::string& argument : arguments) {
        std::error_code error;
        if (argument == "-" || fs::exists(fs::symlink_status(argument, error)) ||
            !has_glob_characters(argument)) {
            if (argument == "-")
                result.files.push_back(argument);
            else
                add(argument);
            continue;
        }
        // A directory the pattern runs through that cannot be read is a problem of its own, as
        // in a walk: its files would silently go unchecked, or "no file matches" would hide why.
        std::vector<std::pair<std::string, int>> read_errors;
        glob_read_errors = &read_errors;
        glob_t matches{};
        const int status = ::glob(argument.c_str(), 0, note_glob_read_error, &matches);
        glob_read_errors = nullptr;
        for (const auto& [directory, error] : read_errors) {
            result.problems.push_back(
                unreadable_directory(directory.empty() ? "." : directory,
                                     std::error_code(error, std::generic_category())));
        }
        if (status == 0) {
            for (std::size_t i = 0; i < matches.gl_pathc; ++i) add(matches.gl_pathv[i]);
        }
        // glob(3) says nothing of a name it was refused a look at (a directory it could not
        // search): the files there would go unchecked in silence.
        bool refused = !read_errors.empty();
        for (const std::string& directory : unsearchable_directories(argument)) {
            const auto reported = [&directory](const auto& read_error) {
                return read_error.first == directory;
            };
            if (std::any_of(read_errors.begin(), read_errors.end(), reported)) continue;
            result.problems.push_back(unreadable_directory(
                directory, std::make_error_code(std::errc::permission_denied)));
            refused = true;
        }
        if (status != 0 && !refused) {
            result.problems.push_back(
                InputProblem{argument, fmt::format("no file matches '{}'", argument)});
        }
        ::globfree(&matches);
    }
    if (arguments.empty()) result.files.emplace_back("-");
    return result;
}

}  // namespace pgnlint::input
