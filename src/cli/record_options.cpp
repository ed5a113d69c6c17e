#include "record_options.h"

namespace pgnlint::cli {

void add_record_inputs(CLI::App& command, std::vector<std::string>& fens,
                       std::vector<std::string>& files) {
    command.add_option("fens", fens,
                       "FEN or EPD records (quote each one: it contains spaces); '-': read "
                       "records from stdin, one per line");
    command.add_option("--file", files,
                       "Read one FEN or EPD record per line from FILE ('-': stdin); blank and "
                       "'#' lines are skipped; may be repeated");
}

}  // namespace pgnlint::cli
