// Fuzz target for SAN against random legal positions: the input picks a start position and
// plays pseudo-random legal moves; in every position reached, every legal move's canonical SAN
// (and UCI) resolves back to it; the rest of the input is read as SAN tokens, which must
// resolve only to legal moves, or fail with a typed error.
// san_fast (PGNLINT_FUZZ_FAST): the same walk, with every legal move round-tripped in the last
// position only (san round-trips them in each of up to 48 positions, ~50 times the work).
#include <cstddef>
#include <cstdint>
#include <deque>
#include <string_view>

#include "fuzz_support.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"

namespace pgnlint::fuzz {
namespace {

using namespace core;

#ifdef PGNLINT_FUZZ_FAST
constexpr bool kRoundTripEveryPosition = false;
#else
constexpr bool kRoundTripEveryPosition = true;
#endif

// Standard, castling-rich, promotion-rich, en-passant and Chess960 starting points.
constexpr std::string_view kStarts[] = {
    START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkb1r/pp1p1ppp/5n2/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 4",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
    "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
};

void round_trip_every_move(Position& position) {
    MoveList moves;
    generate_legal(position, moves);
    for (const Move move : moves) {
        char san[SAN_BUFFER_SIZE];
        const std::size_t length = write_san(position, move, san);
        FUZZ_REQUIRE(length > 0 && length < SAN_BUFFER_SIZE);
        const SanResult resolved = resolve_san(position, std::string_view(san, length));
        FUZZ_REQUIRE(resolved.ok);
        FUZZ_REQUIRE(resolved.move == move);
        FUZZ_REQUIRE(!resolved.parsed.flags.redundant_disambiguation);
        FUZZ_REQUIRE(!resolved.parsed.flags.missing_capture_mark);
        FUZZ_REQUIRE(!resolved.parsed.flags.capture_mark_on_non_capture);

        StateInfo next;
        position.do_move(move, next);
        const bool check = position.in_check();
        const bool mate = check && !has_legal_move(position);
        position.undo_move(move);
        FUZZ_REQUIRE(resolved.parsed.flags.mate_suffix == mate);
        FUZZ_REQUIRE(resolved.parsed.flags.check_suffix == (check && !mate));

        char uci[UCI_BUFFER_SIZE];
        const std::size_t uci_length = write_uci(position, move, uci);
        const UciResult parsed_uci = parse_uci(position, std::string_view(uci, uci_length));
        FUZZ_REQUIRE(parsed_uci.ok && parsed_uci.move == move);
    }
}

void resolve_token(Position& position, std::string_view token, std::deque<StateInfo>& states) {
    const SanResult result = resolve_san(position, token);
    ParsedSan parsed;
    const bool syntax_ok = parse_san(token, parsed);
    if (!syntax_ok) FUZZ_REQUIRE(!result.ok && result.error.kind == SanErrorKind::syntax);
    if (!result.ok) {
        FUZZ_REQUIRE(result.error.message != nullptr && *result.error.message != '\0');
        if (result.error.kind == SanErrorKind::ambiguous) {
            FUZZ_REQUIRE(result.candidate_count >= 2);
            MoveList legal;
            generate_legal(position, legal);
            for (std::size_t i = 0; i < result.candidate_count && i < SAN_MAX_CANDIDATES; ++i)
                FUZZ_REQUIRE(legal.contains(result.candidates[i]));
        }
        return;
    }
    FUZZ_REQUIRE(syntax_ok);
    if (result.move == Move::null()) return;
    MoveList legal;
    generate_legal(position, legal);
    FUZZ_REQUIRE(legal.contains(result.move));
    position.do_move(result.move, states.emplace_back());
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pgnlint::core;
    pgnlint::fuzz::ByteReader choices(data, size);
    constexpr std::size_t kStartCount = std::size(pgnlint::fuzz::kStarts);
    const std::string_view start = pgnlint::fuzz::kStarts[choices.below(kStartCount)];

    Position position;
    std::deque<StateInfo> states(1);  // deque: the records must not move while moves are made
    FUZZ_REQUIRE(position.set_fen(start, states.front()).ok());

    const std::uint32_t plies = choices.below(48);
    for (std::uint32_t ply = 0; ply < plies; ++ply) {
        if (pgnlint::fuzz::kRoundTripEveryPosition) pgnlint::fuzz::round_trip_every_move(position);
        MoveList moves;
        generate_legal(position, moves);
        if (moves.empty()) break;
        position.do_move(moves[choices.below(static_cast<std::uint32_t>(moves.size()))],
                         states.emplace_back());
    }
    pgnlint::fuzz::round_trip_every_move(position);

    std::string_view rest = choices.rest();
    while (!rest.empty()) {
        const std::size_t space = rest.find(' ');
        const std::string_view token = rest.substr(0, space);
        rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
        pgnlint::fuzz::resolve_token(position, token, states);
    }
    return 0;
}
