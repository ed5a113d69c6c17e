// The `completions` subcommand: prints the completion script for a shell, generated from the
// app it belongs to.
#include <memory>
#include <string>
#include <vector>

#include "commands.h"
#include "completions.h"
#include "pgnlint/cli/app.h"
#include "pgnlint/report/output.h"

namespace pgnlint::cli {

void setup_completions_command(CLI::App& app, int& exit_code) {
    auto shell = std::make_shared<std::string>();
    CLI::App* command = app.add_subcommand(
        "completions",
        "Print the shell completion script for bash, zsh or fish (cmake --install puts them "
        "where the shells look)");
    const std::vector<std::string> shells(std::begin(kCompletionShells),
                                          std::end(kCompletionShells));
    command->add_option("shell", *shell, "bash, zsh or fish")
        ->required()
        ->check(CLI::IsMember(shells));
    command->callback([&app, shell, &exit_code] {
        report::Output output(stdout, "<stdout>");
        output.write(completion_script(app, *shell, "check"));
        output.flush();
        exit_code = kExitClean;
    });
}

}  // namespace pgnlint::cli
