// Shell completion scripts for bash, zsh and fish, generated from the app's own subcommands and
// options (option_table), so a new option is completed as soon as it exists.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>

namespace pgnlint::cli {

// The shells there is a script for, in the order `pgnlint completions --help` names them.
inline constexpr std::string_view kCompletionShells[] = {"bash", "zsh", "fish"};

// The completion script for `shell` (one of kCompletionShells) of the root app `app`, whose
// subcommand `default_subcommand` also runs when the first argument names none.
std::string completion_script(const CLI::App& app, std::string_view shell,
                              std::string_view default_subcommand);

}  // namespace pgnlint::cli
