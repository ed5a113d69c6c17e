// Glob patterns over paths, as --glob and the configuration's per-file ignores write them:
// `*` and `?` stay within one path component, `**` spans any number of them, `[...]` is a class.
#pragma once

#include <string_view>

namespace pgnlint::input {

// Whether `path` matches `pattern`. A pattern without '/' is matched against the path's last
// component only (as ripgrep's and ruff's globs are), so `*.pgn` takes a .pgn file at any depth.
// A leading "./" of either is ignored.
bool glob_matches(std::string_view pattern, std::string_view path);

}  // namespace pgnlint::input
