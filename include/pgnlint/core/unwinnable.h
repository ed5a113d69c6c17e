// Unwinnability (FIDE 5.2.2, 6.9): whether a side can checkmate by any series of legal moves,
// with a helpmate witness when it can, a proof when it cannot, and "undetermined" when the search
// budget ran out. Never claims "unwinnable" where a helpmate exists.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "pgnlint/core/position.h"
#include "pgnlint/core/types.h"

namespace pgnlint::core {

enum class Winnability : std::uint8_t { winnable, unwinnable, undetermined };

// Why a side cannot mate; none unless the verdict is unwinnable.
enum class UnwinnableReason : std::uint8_t {
    none,
    only_king,              // the side has only its king
    lone_knight,            // a king and one knight against a lone king, no pawns on the board
    lone_bishop,            // a king and one bishop against a lone king, no pawns on the board
    bishops_one_colour,     // no pawns, and every piece but the kings is a bishop on one colour
    knight_against_queens,  // a king and one knight against a king and queens only, no pawns
    bishops_against_heavy_pieces,  // bishops on one colour against only rooks, queens and
                                   // bishops of that colour, no pawns or knights on the board
    locked_pawns,       // every pawn is locked head-on, nothing can ever capture, and no piece of
                        // the side can ever give check
    unreachable_mate,   // where the men can ever go (pieces and pawns that can never move
                        // or be taken wall them in), no square the enemy king can reach can be
                        // a checkmate by the side
    forced_repetition,  // every move is the only legal one until a position comes back, so it
                        // comes back for ever
    after_every_move,   // every legal move ends the game or leads to a position where one of the
                        // proofs above holds
    search_exhausted,   // every reachable position was searched and none is a checkmate
};

// One clause an arbiter can read: "Black has only a king", "the pawns are locked and White can
// never give check", ...
std::string describe_unwinnable(UnwinnableReason reason, Color side);
// The clause for a dead position (both sides unwinnable): "each side has only a king", "the pawns
// are locked and neither side can ever give check", or the two sides' clauses joined.
std::string describe_dead_position(UnwinnableReason white, UnwinnableReason black);

struct WinnabilityResult {
    Winnability verdict = Winnability::undetermined;
    UnwinnableReason reason = UnwinnableReason::none;
    std::uint64_t nodes = 0;  // moves made by the search
    // For winnable: the moves from the analysed position to the side's checkmate, both sides
    // cooperating (empty when the position is already that checkmate). Points into the analyser's
    // buffer: valid until its next analyse().
    std::span<const Move> witness;
};

enum class WitnessLength : std::uint8_t { any, short_preferred };

// The cheap filter for the per-ply hot path (bitboard tests only): false for almost every real
// position, true where a dead position is possible beyond what is_dead_by_material recognises
// (no queen, rook or knight, and every pawn blocked head-on by an enemy pawn). It may miss a rare
// dead position (e.g. one with a knight); it claims nothing: only analyse() does. Inline: the
// replay asks it after every move.
inline bool may_be_dead(const Position& pos) {
    return !(pos.pieces(KNIGHT, ROOK) | pos.pieces(QUEEN)) &&
           shift<8>(pos.pieces(WHITE, PAWN)) == pos.pieces(BLACK, PAWN);
}

// A proof without search that `side` can checkmate, for the positions the filter lets through that
// the search is slowest to clear: true only where a helpmate is known to exist (no pawns, every
// piece but the kings a bishop, bishops of both colours on the board and one of them the side's;
// or kings, bishops and one pair of pawns head-on, for either side); false says nothing. For a
// position with a legal move.
bool winnable_without_search(const Position& pos, Color side);

// A dead position reached by force (FIDE 5.2.2): whether every series of legal moves from pos, the
// side to move having at most `most_moves` legal moves at every turn, ends within `most_plies`
// plies in a stalemate or in a position dead by material or, for both sides, by the proofs without
// search. Then no series of legal moves from pos leads to a checkmate. For a position with a
// legal move (one without is a stalemate or a checkmate, not this); at most a few hundred
// positions are looked at, and nothing is claimed beyond them.
struct ForcedDeadEnd {
    static constexpr int MOST_PLIES = 16;
    enum class End : std::uint8_t { stalemate, dead_position, either };
    bool dead = false;
    End end = End::stalemate;
    // When the dead end is a dead position reached by one line: why each side cannot mate there
    // (none for both when it is dead by material).
    UnwinnableReason white = UnwinnableReason::none;
    UnwinnableReason black = UnwinnableReason::none;
    // When every position on the way had exactly one legal move: that line, up to the end.
    std::array<Move, MOST_PLIES> line{};
    std::size_t line_count = 0;
};
ForcedDeadEnd dead_by_force(const Position& pos, int most_moves, int most_plies);

// A reusable analyser: one per thread. Owns its transposition table, move stacks and witness
// buffer; it allocates only at construction, never per position or per node.
class UnwinnabilityAnalyser {
public:
    // The per-move budget of `check`'s dead-position search: decides every final position of the
    // corpus's time-forfeit games; tests/bench/winnable.sh measures what a position that spends
    // it all costs.
    static constexpr std::uint64_t DEFAULT_MAX_NODES = 100'000;
    // The budget of `winnable` (and, as 100 times the per-move budget, of `check`'s analysis of a
    // final position): decides all 30,000 lichess time forfeits of CHA's sample and all but 17 of
    // the 3,606 verdicts of its published test vectors (tests/bench/cha_vectors.sh); about 3 s of
    // CPU and some 130 MB at most for a position that spends it all.
    static constexpr std::uint64_t FINAL_MAX_NODES = 10'000'000;
    // The largest budget the command line and the configuration file accept (minutes of CPU).
    static constexpr std::uint64_t MOST_MAX_NODES = 1'000'000'000;

    UnwinnabilityAnalyser();
    ~UnwinnabilityAnalyser();
    UnwinnabilityAnalyser(const UnwinnabilityAnalyser&) = delete;
    UnwinnabilityAnalyser& operator=(const UnwinnabilityAnalyser&) = delete;

    // Whether `side` can checkmate from pos by any series of legal moves. The position may have
    // either side to move; it is copied, never changed. `witness` short: when the first helpmate
    // found is longer than 9 plies, spend up to 1/128 of the budget more (782 nodes at most)
    // looking for one of 9 or fewer (for people reading it; the verdict is the
    // same). The search makes at most
    // max_nodes moves; with none it only tries the proofs without search.
    WinnabilityResult analyse(const Position& pos, Color side,
                              std::uint64_t max_nodes = DEFAULT_MAX_NODES,
                              WitnessLength witness = WitnessLength::any);

    // The analyser's state, defined where the analysis is (src/core/unwinnable/search.h).
    struct Search;

private:
    std::unique_ptr<Search> search_;
};

}  // namespace pgnlint::core
