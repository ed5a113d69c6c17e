// The `rules` run: the rule catalogue listed, or one rule explained in full.
#include "pgnlint/run/rules_run.h"

#include <fmt/format.h>
#include <unistd.h>
#include <cstdio>
#include <memory>
#include <string>
#include "pgnlint/lint/rule_explanations.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/report/output.h"
#include "pgnlint/report/rule_explanation.h"
#include "pgnlint/report/rules_listing.h"
#include "pgnlint/run/color_choice.h"
#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"

namespace pgnlint::run {
namespace {

// `pgnlint rules CODE|NAME`: the rule's full text, or an error with a suggestion.
int explain_rule(const RulesOptions& options, bool color, fmt::memory_buffer& out) {
    const lint::Rule* rule = lint::find_rule(options.rule);
    if (rule == nullptr) {
        const lint::Rule* closest = lint::closest_rule(options.rule);
        std::string message = fmt::format("no rule has the code or name '{}'", options.rule);
        if (closest != nullptr)
            message += fmt::format("; did you mean `pgnlint rules {}` ({})?", closest->code,
                                   closest->name);
        print_error(message);
        print_note("run `pgnlint rules` for the list");
        return kExitUsageOrIo;
    }
    const lint::RuleExplanation* explanation = lint::find_explanation(*rule);
    if (explanation == nullptr) {
        print_error(fmt::format("rule {} has no explanation yet", rule->code));
        return kExitUsageOrIo;
    }
    if (options.format == "json")
        report::format_rule_explanation_json(*rule, *explanation, out);
    else
        report::format_rule_explanation_text(*rule, *explanation, out, color);
    return kExitClean;
}

}  // namespace

int run_rules(const RulesOptions& options) {
    fmt::memory_buffer out;
    if (!options.rule.empty()) {
        if (const int status = explain_rule(options, use_color(options.color, STDOUT_FILENO), out);
            status != kExitClean)
            return status;
    } else if (options.format == "json") {
        report::format_rules_json(out);
    } else if (options.format == "man") {
        report::format_rules_man(out);
    } else if (options.format == "markdown") {
        report::format_rules_markdown(out);
    } else {
        report::format_rules_text(out, use_color(options.color, STDOUT_FILENO));
    }
    try {
        report::Output output(stdout, "<stdout>");
        output.write(out);
        output.flush();
    } catch (const report::OutputError& error) {
        print_error(error.what());
        return kExitUsageOrIo;
    }
    return kExitClean;
}

}  // namespace pgnlint::run
