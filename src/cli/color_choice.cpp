// The --color option's definition.
#include "color_choice.h"

namespace pgnlint::cli {

void add_color_option(CLI::App& command, std::string& choice, std::string_view what) {
    command
        .add_option("--color", choice,
                    std::string(what) +
                        ": auto (the default: on a terminal, unless NO_COLOR or TERM=dumb; "
                        "FORCE_COLOR or CLICOLOR_FORCE turn it on anywhere), always, never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
}

}  // namespace pgnlint::cli
