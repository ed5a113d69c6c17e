// What the help text and the shell completions read off CLI11's own option tables, so neither
// can drift from the options the subcommands really take: an option's spellings, whether it
// takes a value, the values it accepts, and the word that stands for its value in the help.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace pgnlint::cli {

// "-f", "--format", or for a negatable flag "--progress", "--no-progress".
std::vector<std::string> option_spellings(const CLI::Option& option);

bool takes_value(const CLI::Option& option);

// The values an option accepts (CLI::IsMember), in its order; empty when any value goes.
std::vector<std::string> option_choices(const CLI::Option& option);

// Whether the option's value names a file (its completion offers file names).
bool takes_file(const CLI::Option& option);

// The help's word for the value: {text,json,...} for a choice, N for a number, FILE, RULES, ...
std::string value_placeholder(const CLI::Option& option);

// The subcommands of `app`, in the order they were added.
std::vector<const CLI::App*> subcommands_of(const CLI::App& app);

// The options of `command` users type: not positionals, not --help.
std::vector<const CLI::Option*> named_options(const CLI::App& command);

}  // namespace pgnlint::cli
