// --select, --ignore, --severity and --baseline: their definitions, shared by check and fen.
#include "rule_options.h"

namespace pgnlint::cli {

void add_rule_selection_options(CLI::App& command, RuleSelection& selection) {
    command
        .add_option("--select", selection.select,
                    "Check only these rules: codes (M001), names (illegal-move), code prefixes "
                    "(M, M0) or ALL; comma-separated, repeatable")
        ->delimiter(',')
        ->allow_extra_args(false);
    command
        .add_option("--ignore", selection.ignore,
                    "Do not check these rules (same forms as --select; the more specific of "
                    "--select and --ignore wins, --ignore on a tie)")
        ->delimiter(',')
        ->allow_extra_args(false);
    command
        .add_option("--severity", selection.severity,
                    "CODE=LEVEL: report a rule (code, name or prefix) at error, warning or "
                    "info instead of its default; repeatable")
        ->allow_extra_args(false);
}

void add_baseline_option(CLI::App& command, std::string& baseline) {
    command.add_option("--baseline", baseline,
                       "A json or ndjson report of an earlier run: findings already in it (by "
                       "fingerprint) are neither reported nor fail the run");
}

}  // namespace pgnlint::cli
