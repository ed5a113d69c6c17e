#include "record_inputs.h"

#include "pgnlint/input/records.h"
#include "pgnlint/run/messages.h"

namespace pgnlint::run {

bool take_record_inputs(std::vector<std::string>& fens, std::vector<std::string>& files) {
    input::move_stdin_argument(fens, files);
    if (!fens.empty() || !files.empty()) return true;
    print_error("give FEN arguments, '-' or --file FILE ('-' for stdin)");
    return false;
}

}  // namespace pgnlint::run
