// pgnlint's --help layout: CLI11's, without its artefacts (type names such as TEXT:{...} or
// UINT in [0 - 1024], "Excludes:" among the option names, "{false}" after a negatable flag),
// with one word for each value and descriptions wrapped to 80 columns.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace pgnlint::cli {

class HelpFormatter : public CLI::Formatter {
public:
    HelpFormatter();

    std::string make_option(const CLI::Option* option, bool is_positional) const override;
    std::string make_option_name(const CLI::Option* option, bool is_positional) const override;
    std::string make_option_opts(const CLI::Option* option) const override;
    std::string make_option_desc(const CLI::Option* option) const override;
    std::string make_subcommand(const CLI::App* command) const override;
    std::string make_description(const CLI::App* command) const override;
};

}  // namespace pgnlint::cli
