// What `check` reads: its arguments turned into input files. Quoted glob patterns are expanded
// with glob(3), directories are walked recursively as ripgrep walks them, and what cannot be
// expanded or read is kept as a problem for the report.
#pragma once

#include <string>
#include <vector>

namespace pgnlint::input {

// --glob patterns: a file found by walking a directory is taken when it matches one of the
// patterns (by default, when its name ends in a game file's extension) and no `!pattern`.
// Patterns see the path below the directory walked (`games/old/a.pgn` is `old/a.pgn` when
// walking `games`). An exclusion also prunes the directories it matches.
struct WalkOptions {
    std::vector<std::string> globs;
};

// An argument that gave no input: a pattern that matched nothing, an unreadable directory.
// `path` names it in the report; `message` says what went wrong.
struct InputProblem {
    std::string path;
    std::string message;
};

struct InputPaths {
    std::vector<std::string> files;  // in argument order; a directory's files sorted by path bytes
    std::vector<InputProblem> problems;
    // Files a walk found and left out because they are reports pgnlint wrote (an ndjson report
    // or baseline beside the games, say); `message` says so.
    std::vector<InputProblem> skipped;
};

// Whether a walk takes `name` without --glob: .pgn, .pgn.gz, .pgn.zst, .pgn.bz2 or .ndjson,
// ignoring ASCII case.
bool has_game_file_extension(const std::string& name);

// "-" (standard input), an existing file, or no argument at all ("-") stay as they are. A walk
// follows no symbolic link and skips hidden entries (names starting with '.'), so it ends on
// any tree, loops of links included; it looks at the first line of each file it takes that is
// not named as PGN (an .ndjson file, a file --glob took) and leaves out those that are reports
// pgnlint wrote (input::pgnlint_report_at). Any other file is an input: check refuses a report
// there when it reads it.
InputPaths expand_input_paths(const std::vector<std::string>& arguments,
                              const WalkOptions& options);

}  // namespace pgnlint::input
