// Fuzz target for NDJSON game input (json_in::NdjsonGameReader): every line is accounted for in
// order, offsets stay inside the input, exact move strings point at their bytes, and the records
// do not depend on how the input is cut into reads or chunks.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "fuzz_support.h"
#include "pgnlint/json_in/ndjson_games.h"

namespace pgnlint::fuzz {
namespace {

std::string read_records(std::string_view input, std::size_t piece, std::size_t chunk) {
    std::size_t position = 0;
    json_in::NdjsonGameReader reader(
        [&](char* buffer, std::size_t capacity) {
            const std::size_t n = std::min({capacity, piece, input.size() - position});
            std::memcpy(buffer, input.data() + position, n);
            position += n;
            return n;
        },
        chunk, std::size_t{1} << 20);
    std::string transcript;
    json_in::GameRecord record;
    std::uint64_t last_line = 0;
    std::uint64_t last_offset = 0;
    bool first = true;
    while (reader.next(record)) {
        FUZZ_REQUIRE(first || record.line > last_line);
        FUZZ_REQUIRE(first || record.offset > last_offset);
        FUZZ_REQUIRE(record.offset < input.size());
        first = false;
        last_line = record.line;
        last_offset = record.offset;
        if (record.error.empty() && record.moves_exact && record.moves_column > 0) {
            const std::size_t at = record.offset + record.moves_column - 1;
            FUZZ_REQUIRE(at <= input.size() &&
                         input.substr(at, record.moves.size()) == record.moves);
        }
        transcript += std::to_string(record.line) + ":" + std::to_string(record.offset) + ":" +
                      (record.error.empty() ? "ok" : "error") + ":";
        transcript.append(record.moves).append("|").append(record.initial_fen).append("|");
        transcript.append(record.variant).append("|").append(record.status).append("\n");
    }
    FUZZ_REQUIRE(reader.bytes_read() <= input.size());
    return transcript;
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    static_cast<void>(pgnlint::json_in::starts_with_json_object_line(input));
    // The whole input in one read and one chunk, no larger than it needs: a chunk of a mebibyte
    // cost a mebibyte's buffer and simdjson batch per run, and held the target to 65 runs/s.
    const std::string whole = pgnlint::fuzz::read_records(input, size + 1, size + 1);
    const std::string pieces = pgnlint::fuzz::read_records(input, 7, 64);
    if (whole != pieces)
        std::fprintf(stderr, "read whole:\n%s\nread in pieces:\n%s\n", whole.c_str(),
                     pieces.c_str());
    FUZZ_REQUIRE(whole == pieces);
    return 0;
}
