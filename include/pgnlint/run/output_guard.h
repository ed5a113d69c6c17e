// Refuses to write onto a file the run reads: a report or baseline written over an input would
// destroy it (`pgnlint games.pgn -o games.pgn`). Files are compared by device and inode, so a
// second name, a hard link or a symbolic link of an input is caught as the same name is.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace pgnlint::run {

// Something the run writes: a path (-o, --write-baseline), or standard output when `path` is
// empty. `what` names it in the message ("the report", "the baseline").
struct PlannedOutput {
    std::string what;
    std::string path;
};

// Something the run reads: a path, or standard input for "-". `what` names its role in the
// message ("the input", "the baseline").
struct PlannedInput {
    std::string what;
    std::string path;
};

// The error message when an output is one of the inputs, or two outputs are one file; nullopt
// when every output is a file of its own. Outputs and inputs that are not regular files
// (terminals, pipes, /dev/null) or that do not exist yet are never the same file as another.
std::optional<std::string> find_output_onto_input(std::span<const PlannedOutput> outputs,
                                                  std::span<const PlannedInput> inputs);

// The same for a command that writes only to standard output and reads `paths` ("-": stdin).
std::optional<std::string> find_stdout_onto_input(std::span<const std::string> paths);

}  // namespace pgnlint::run
