// The `rules` subcommand: lists every diagnostic code with its name, default severity, what it
// finds and how to fix the input; `--format man|markdown` render the documentation's tables.
#include <unistd.h>

#include <fmt/format.h>

#include <cstdio>
#include <memory>
#include <string>

#include "color_choice.h"
#include "commands.h"
#include "pgnlint/cli/app.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/rules_listing.h"

namespace pgnlint::cli {
namespace {

struct RulesOptions {
    std::string format = "text";
    std::string color = "auto";
};

int run_rules_command(const RulesOptions& options) {
    fmt::memory_buffer out;
    if (options.format == "json") {
        report::format_rules_json(out);
    } else if (options.format == "man") {
        report::format_rules_man(out);
    } else if (options.format == "markdown") {
        report::format_rules_markdown(out);
    } else {
        report::format_rules_text(out, use_color(options.color, STDOUT_FILENO));
    }
    report::Output output(stdout, "<stdout>");
    output.write(out);
    output.flush();
    return kExitClean;
}

}  // namespace

void setup_rules_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<RulesOptions>();
    CLI::App* command = app.add_subcommand(
        "rules", "List every diagnostic code with its name, severity and how to fix the input");
    command
        ->add_option("-f,--format", options->format,
                     "text (default) or json; man and markdown render the documentation's tables")
        ->check(CLI::IsMember({"text", "json", "man", "markdown"}));
    add_color_option(*command, options->color, "Colour the text listing");
    command->callback([options, &exit_code] { exit_code = run_rules_command(*options); });
}

}  // namespace pgnlint::cli
