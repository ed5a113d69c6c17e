// use_color(): --color first, then the environment, then whether the output is a terminal.
#include "pgnlint/run/color_choice.h"

#include <unistd.h>

#include <cstdlib>

namespace pgnlint::run {
namespace {

bool set_in_environment(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0';
}

// FORCE_COLOR=0 is how some tools spell "do not force"; any other value forces.
bool forced_in_environment(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0' && std::string_view(value) != "0";
}

bool forced() {
    return forced_in_environment("FORCE_COLOR") || forced_in_environment("CLICOLOR_FORCE");
}

bool refused() {
    const char* term = std::getenv("TERM");
    return set_in_environment("NO_COLOR") || (term != nullptr && std::string_view(term) == "dumb");
}

}  // namespace

bool use_color(std::string_view choice, int fd) {
    if (choice == "always") return true;
    if (choice == "never") return false;
    if (forced()) return true;
    if (refused()) return false;
    return ::isatty(fd) != 0;
}

}  // namespace pgnlint::run
