// A dead position reached by force (FIDE 5.2.2): from a position whose side to move has few legal
// moves, every series of legal moves is followed while each side to move still has few, and the
// position is dead when every one of them ends, within a few plies, in a stalemate or in a
// position the proofs without search show dead for both sides. No series of legal moves from it
// then leads to a checkmate: each passes through one of those ends, after which none does.
#include <array>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/outcome.h"
#include "pgnlint/core/unwinnable.h"
#include "static.h"

namespace pgnlint::core {
namespace {

class ForcedLines {
public:
    ForcedLines(int most_moves, int most_plies)
        : most_moves_(most_moves), most_plies_(most_plies) {}

    // Whether every line from pos ends in a stalemate or a dead position; `only` stays true while
    // each position on the way had exactly one legal move, and the line is then written to out.
    bool dead(Position& pos, int ply, ForcedDeadEnd& out) {
        // Counted before they are listed, and only up to one past the few: most positions met
        // have many moves.
        const std::size_t count = count_legal_up_to(pos, std::size_t(most_moves_));
        if (count == 0) {
            // A checkmate is not dead; the position itself without a move is a stalemate or a
            // mate, which the caller names as such.
            if (pos.in_check() || ply == 0) return false;
            note_end(ForcedDeadEnd::End::stalemate, out);
            return true;
        }
        if (ply > 0 && dead_without_search(pos, out)) return true;
        // A position with more moves is not forced: alive, as far as this says.
        if (int(count) > most_moves_ || ply == most_plies_ || ++positions_ > MOST_POSITIONS)
            return false;
        MoveList moves;
        generate_legal(pos, moves);
        if (moves.size() > 1) {
            out.line_count = 0;
            single_ = false;
        }
        for (const Move m : moves) {
            if (single_) out.line[out.line_count++] = m;
            pos.do_move(m, states_[std::size_t(ply)]);
            const bool end = dead(pos, ply + 1, out);
            pos.undo_move(m);
            if (!end) return false;
        }
        return true;
    }

private:
    // Bounds a tree of few moves a ply: beyond this many positions, nothing is claimed.
    static constexpr int MOST_POSITIONS = 256;

    // Dead by material, or for both sides by the proofs without search: the cheap ones, and the
    // reach analysis only where may_be_dead lets a position through (no queen, rook or knight,
    // every pawn blocked head-on), as most positions asked are alive and the analysis costs
    // microseconds.
    bool dead_without_search(const Position& pos, ForcedDeadEnd& out) {
        if (is_dead_by_material(pos)) {
            out.white = out.black = UnwinnableReason::none;
            note_end(ForcedDeadEnd::End::dead_position, out);
            return true;
        }
        const bool walls_may_hold = may_be_dead(pos);
        const auto proof = [&](Color side) {
            return walls_may_hold ? detail::full_static_reason(pos, side)
                                  : detail::static_reason(pos, side);
        };
        const UnwinnableReason white = proof(WHITE);
        if (white == UnwinnableReason::none) return false;
        const UnwinnableReason black = proof(BLACK);
        if (black == UnwinnableReason::none) return false;
        out.white = white;
        out.black = black;
        note_end(ForcedDeadEnd::End::dead_position, out);
        return true;
    }

    void note_end(ForcedDeadEnd::End end, ForcedDeadEnd& out) {
        if (!seen_end_)
            out.end = end;
        else if (out.end != end)
            out.end = ForcedDeadEnd::End::either;
        seen_end_ = true;
    }

    int most_moves_;
    int most_plies_;
    int positions_ = 0;
    bool single_ = true;
    bool seen_end_ = false;
    std::array<StateInfo, ForcedDeadEnd::MOST_PLIES> states_;
};

}  // namespace

ForcedDeadEnd dead_by_force(const Position& pos, int most_moves, int most_plies) {
    ForcedDeadEnd out;
    if (most_plies > ForcedDeadEnd::MOST_PLIES) most_plies = ForcedDeadEnd::MOST_PLIES;
    Position copy = pos;
    ForcedLines lines(most_moves, most_plies);
    out.dead = lines.dead(copy, 0, out);
    if (!out.dead) out.line_count = 0;
    return out;
}

}  // namespace pgnlint::core
