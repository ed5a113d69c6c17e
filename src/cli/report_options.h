// The report options `check` and `fen` share: one definition, so both subcommands accept the same
// formats and severities with the same help text.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace pgnlint::cli {

// -f/--format, checked against the report module's formats and `extra` (fen's svg);
// format_help describes them.
void add_format_option(CLI::App& command, std::string& format,
                       std::initializer_list<std::string_view> extra, std::string_view format_help);
inline void add_format_option(CLI::App& command, std::string& format,
                              std::string_view format_help) {
    add_format_option(command, format, {}, format_help);
}

// --fail-on and --min-severity, each error|warning|info.
void add_severity_options(CLI::App& command, std::string& fail_on, std::string& min_severity);

// --html-max-games N: how many games the html format shows in detail.
void add_html_max_games_option(CLI::App& command, std::uint64_t& max_games);

// --duplicates-memory MIB: what check --duplicates and report's comparison of games hold.
void add_duplicates_memory_option(CLI::App& command, std::uint64_t& mib);

}  // namespace pgnlint::cli
