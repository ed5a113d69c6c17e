// read_whole_input() and load_baseline(): the file read whole (decompressed if it is compressed),
// its fingerprints parsed by json_in.
#include "pgnlint/run/baseline_file.h"

#include <fmt/core.h>

#include <memory>
#include <vector>

#include "pgnlint/io/byte_source.h"
#include "pgnlint/json_in/report_fingerprints.h"
#include "pgnlint/lint/fingerprint.h"
#include "pgnlint/run/messages.h"

namespace pgnlint::run {

bool read_whole_input(const std::string& path, std::string& text) {
    try {
        const std::unique_ptr<io::ByteSource> source = io::open_input(path);
        char buffer[1 << 16];
        for (std::size_t got; (got = source->read(buffer, sizeof buffer)) != 0;)
            text.append(buffer, got);
    } catch (const io::IoError& error) {
        print_error(error.what());
        return false;
    }
    return true;
}

std::optional<lint::Baseline> load_baseline(const std::string& path) {
    std::string text;
    if (!read_whole_input(path, text)) return std::nullopt;
    std::vector<std::string> fingerprints;
    if (Status read = json_in::read_report_fingerprints(text, fingerprints); !read) {
        print_error(fmt::format("--baseline {}: {}", path, read.error()));
        return std::nullopt;
    }
    lint::Baseline baseline;
    for (const std::string& hex : fingerprints) {
        const std::optional<std::uint64_t> fingerprint = lint::parse_fingerprint(hex);
        if (!fingerprint) {
            print_error(fmt::format("--baseline {}: '{}' is not a fingerprint", path, hex));
            return std::nullopt;
        }
        baseline.add(*fingerprint);
    }
    return baseline;
}

}  // namespace pgnlint::run
