// The `rules` subcommand: lists every diagnostic code with its name, default severity, what it
// finds and how to fix the input; `--format man|markdown` render the documentation's tables.
#include <CLI/CLI.hpp>

#include <memory>

#include "color_choice.h"
#include "commands.h"
#include "pgnlint/run/rules_run.h"

namespace pgnlint::cli {

using run::RulesOptions;
using run::run_rules;

void setup_rules_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<RulesOptions>();
    CLI::App* command = app.add_subcommand(
        "rules", "List every diagnostic code with its name, severity and how to fix the input");
    command
        ->add_option("-f,--format", options->format,
                     "text (default) or json; man and markdown render the documentation's tables")
        ->check(CLI::IsMember({"text", "json", "man", "markdown"}));
    add_color_option(*command, options->color, "Colour the text listing");
    command->add_option("rule", options->rule,
                        "A rule's code or name (M001, illegal-move): print that rule in full "
                        "(what, why, how to fix, a bad and a good example, the reference)");
    command->callback([options, &exit_code] { exit_code = run_rules(*options); });
}

}  // namespace pgnlint::cli
