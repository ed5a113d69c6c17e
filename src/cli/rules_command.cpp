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
#include "pgnlint/lint/rule_explanations.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/rule_explanation.h"
#include "pgnlint/report/rules_listing.h"
#include "pgnlint/run/color_choice.h"

namespace pgnlint::cli {
namespace {

struct RulesOptions {
    std::string format = "text";
    std::string color = "auto";
    std::string rule;  // a code or name: print that rule in full
};

// `pgnlint rules CODE|NAME`: the rule's full text, or an error with a suggestion.
int explain_rule(const RulesOptions& options, bool color, fmt::memory_buffer& out) {
    const lint::Rule* rule = lint::find_rule(options.rule);
    if (rule == nullptr) {
        std::fflush(stdout);
        const lint::Rule* closest = lint::closest_rule(options.rule);
        fmt::print(stderr, "pgnlint: error: no rule has the code or name '{}'", options.rule);
        if (closest != nullptr)
            fmt::print(stderr, "; did you mean `pgnlint rules {}` ({})?", closest->code,
                       closest->name);
        fmt::print(stderr, "\nRun `pgnlint rules` for the list.\n");
        return kExitUsageOrIo;
    }
    const lint::RuleExplanation* explanation = lint::find_explanation(*rule);
    if (explanation == nullptr) {
        fmt::print(stderr, "pgnlint: error: rule {} has no explanation yet\n", rule->code);
        return kExitUsageOrIo;
    }
    if (options.format == "json")
        report::format_rule_explanation_json(*rule, *explanation, out);
    else
        report::format_rule_explanation_text(*rule, *explanation, out, color);
    return kExitClean;
}

int run_rules_command(const RulesOptions& options) {
    fmt::memory_buffer out;
    if (!options.rule.empty()) {
        const bool color =
            options.color == "always" || (options.color == "auto" && isatty(STDOUT_FILENO));
        if (const int status = explain_rule(options, color, out); status != kExitClean)
            return status;
    } else if (options.format == "json") {
        report::format_rules_json(out);
    } else if (options.format == "man") {
        report::format_rules_man(out);
    } else if (options.format == "markdown") {
        report::format_rules_markdown(out);
    } else {
        report::format_rules_text(out, run::use_color(options.color, STDOUT_FILENO));
    }
    try {
        report::Output output(stdout, "<stdout>");
        output.write(out);
        output.flush();
    } catch (const report::OutputError& error) {
        fmt::print(stderr, "pgnlint: error: {}\n", error.what());
        return kExitUsageOrIo;
    }
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
    command->add_option("rule", options->rule,
                        "A rule's code or name (M001, illegal-move): print that rule in full "
                        "(what, why, how to fix, a bad and a good example, the reference)");
    command->callback([options, &exit_code] { exit_code = run_rules_command(*options); });
}

}  // namespace pgnlint::cli
