// Fuzz target for FEN/EPD text: parse_epd, parse_fen, validate_position and Position::set_fen never
// crash and report errors inside the text; a position the validator finds nothing wrong with
// loads; a position that loads writes a FEN that loads to the same position, and every legal
// move in it makes and unmakes back to the same key.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "fuzz_support.h"
#include "pgnlint/core/epd.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/outcome.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/position_description.h"
#include "pgnlint/core/position_validation.h"

namespace pgnlint::fuzz {
namespace {

bool inside(std::string_view part, std::string_view text) {
    return part.empty() ||
           (part.data() >= text.data() && part.data() + part.size() <= text.data() + text.size());
}

void check_epd(std::string_view text) {
    core::EpdRecord record;
    core::parse_epd(text, record);
    FUZZ_REQUIRE(inside(record.position, text));
    FUZZ_REQUIRE(record.position_column <= text.size());
    for (const core::EpdOperation& operation : record.operations) {
        FUZZ_REQUIRE(inside(operation.opcode, text) && inside(operation.operands, text));
        FUZZ_REQUIRE(operation.column < text.size());
        static_cast<void>(core::epd_operand_text(operation.operands));
    }
    for (const core::EpdError& error : record.errors) FUZZ_REQUIRE(error.column <= text.size());
    static_cast<void>(core::parse_fen(record.position));
}

// Problems the validator reports; true when there is none beyond non-canonical spelling.
bool validates(std::string_view text, const core::ParsedFen& fen, bool chess960) {
    core::PositionProblems problems;
    core::validate_position(text, fen, core::ValidationOptions{chess960}, problems);
    bool clean = true;
    for (const core::PositionProblem& problem : problems) {
        FUZZ_REQUIRE(problem.column <= text.size());
        FUZZ_REQUIRE(!core::describe(problem).empty());
        if (problem.kind != core::PositionProblemKind::non_canonical) clean = false;
    }
    const core::FenLayout layout = core::fen_layout(text);
    for (const std::uint32_t column : layout.field_column) FUZZ_REQUIRE(column <= text.size());
    return clean;
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pgnlint::core;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const bool chess960 = size > 0 && (data[size - 1] & 1) != 0;
    pgnlint::fuzz::check_epd(text);

    const FenParseResult parsed = parse_fen(text);
    Position position;
    StateInfo state;
    const FenLoadResult loaded = position.set_fen(text, state, chess960);
    if (!parsed.ok) {
        FUZZ_REQUIRE(loaded.status == FenLoadResult::Status::syntax_error);
        FUZZ_REQUIRE(parsed.error.column <= size);
        FUZZ_REQUIRE(parsed.error.message != nullptr && *parsed.error.message != '\0');
        FUZZ_REQUIRE(loaded.fen_error.kind == parsed.error.kind);
        return 0;
    }
    FUZZ_REQUIRE(parsed.fen.halfmove_clock <= FEN_MAX_CLOCK);
    const bool valid = pgnlint::fuzz::validates(text, parsed.fen, chess960);
    FUZZ_REQUIRE(!valid || loaded.ok());
    if (!loaded.ok()) {
        FUZZ_REQUIRE(loaded.status == FenLoadResult::Status::position_error);
        FUZZ_REQUIRE(!loaded.problems.empty());
        return 0;
    }
    FUZZ_REQUIRE(position.pos_is_ok());

    FUZZ_REQUIRE(position.compute_key() == position.key());
    char written[FEN_BUFFER_SIZE];
    const std::size_t length = write_fen(position, written);
    FUZZ_REQUIRE(length < FEN_BUFFER_SIZE && std::strlen(written) == length);

    Position reloaded;
    StateInfo reloaded_state;
    const FenLoadResult again =
        reloaded.set_fen(std::string_view(written, length), reloaded_state, position.is_chess960());
    FUZZ_REQUIRE(again.ok());
    FUZZ_REQUIRE(reloaded.key() == position.key());
    FUZZ_REQUIRE(reloaded.is_chess960() == position.is_chess960());
    char rewritten[FEN_BUFFER_SIZE];
    FUZZ_REQUIRE(write_fen(reloaded, rewritten) == length);
    FUZZ_REQUIRE(std::memcmp(written, rewritten, length) == 0);

    MoveList moves;
    generate_legal(position, moves);
    FUZZ_REQUIRE(count_legal(position) == moves.size());
    FUZZ_REQUIRE(has_legal_move(position) == !moves.empty());
    static_cast<void>(is_dead_by_material(position));
    for (const Move move : moves) {
        StateInfo next;
        position.do_move(move, next);
        FUZZ_REQUIRE(position.compute_key() == position.key());
        FUZZ_REQUIRE(!position.attacked_by(position.side_to_move(),
                                           position.king_square(~position.side_to_move()),
                                           position.pieces()));
        position.undo_move(move);
        FUZZ_REQUIRE(position.key() == reloaded.key());
    }
    FUZZ_REQUIRE(write_fen(position, rewritten) == length);
    FUZZ_REQUIRE(std::memcmp(written, rewritten, length) == 0);
    return 0;
}
