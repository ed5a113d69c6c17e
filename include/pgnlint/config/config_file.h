// The configuration file, pgnlint.toml or .pgnlint.toml: where it is found and what it sets for
// `check`, each value with the line that set it, so --show-settings can say where it came from.
// Parsed with toml++ (a TOML 1.0 parser that keeps source positions); anything it does not know
// (a key, a type, a rule code) is an error at its file:line:col.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pgnlint/result.h"

namespace pgnlint::config {

// A value and the line of the configuration file that set it.
template <typename T>
struct Configured {
    T value;
    std::uint32_t line = 0;
};

// `[per-file-ignores]`: "old/**/*.pgn" = ["N", "T002"] ignores those rules in files matching the
// pattern, matched against the name the file is given by (the argument, the path a walk found,
// --stdin-filename) and against its path relative to the configuration file's directory.
struct PerFileIgnore {
    std::string pattern;
    std::vector<std::string> selectors;
    std::uint32_t line = 0;
};

struct CheckConfig {
    std::string path;       // the file read
    std::string directory;  // its directory, absolute: relative paths in it start there
    std::optional<Configured<std::vector<std::string>>> select;
    std::optional<Configured<std::vector<std::string>>> ignore;
    std::optional<Configured<std::vector<std::string>>> severity;  // "SELECTOR=LEVEL"
    std::optional<Configured<std::string>> fail_on;
    std::optional<Configured<std::string>> min_severity;
    std::optional<Configured<std::string>> format;
    std::optional<Configured<std::string>> encoding;  // auto, utf-8 or latin-1
    std::optional<Configured<std::uint64_t>> html_max_games;
    std::optional<Configured<std::string>> baseline;  // made absolute from `directory`; "": none
    std::optional<Configured<std::string>> trf;       // made absolute from `directory`; "": none
    std::optional<Configured<bool>> duplicates;
    std::optional<Configured<std::uint64_t>> duplicates_memory;  // MiB
    std::optional<Configured<std::vector<std::string>>> glob;
    std::optional<Configured<std::uint64_t>> max_variation_depth;
    std::optional<Configured<std::uint64_t>> max_token_bytes;
    std::optional<Configured<std::uint64_t>> max_game_bytes;
    std::optional<Configured<std::uint64_t>> max_plies;
    std::optional<Configured<std::uint64_t>> max_nodes;  // the analysis's budget, not the reader's
    std::vector<PerFileIgnore> per_file_ignores;
};

// The file names looked for, in each directory in this order.
inline constexpr const char* kConfigFileNames[] = {"pgnlint.toml", ".pgnlint.toml"};

// The first configuration file in `start` or a directory above it, up to the filesystem root
// (a VCS root does not stop the search); nullopt when there is none.
std::optional<std::string> find_config_file(const std::string& start);

// Reads and checks `path`; the reason is "FILE:LINE:COL: what is wrong".
Result<CheckConfig> load_config_file(const std::string& path);

// Checks `text`, the contents of the configuration file `path` (named in errors; relative
// paths in it start from its directory), as load_config_file does after reading it.
Result<CheckConfig> load_config_text(std::string_view text, const std::string& path);

}  // namespace pgnlint::config
