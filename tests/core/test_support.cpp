// Reads test data files relative to PGNLINT_TESTDATA_DIR.
#include "test_support.h"

#include <fstream>
#include <iterator>
#include <stdexcept>

namespace pgnlint::core::testing {

std::string read_testdata(const std::string& relative_path) {
    const std::string path = std::string(PGNLINT_TESTDATA_DIR) + "/" + relative_path;
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

const std::vector<std::string>& perft_suite_files() {
    static const std::vector<std::string> files = {
        "perft/ethereal__standard.epd", "perft/ethereal__fischer.epd",
        "perft/python-chess__tricky.perft", "perft/python-chess__chess960.perft",
        "perft/python-chess__random.perft"};
    return files;
}

PerftSuite load_suite(const std::string& file) {
    return parse_perft_suite(read_testdata(file));
}

}  // namespace pgnlint::core::testing
