// UnwinnabilityAnalyser: the proofs without search, then the moves the position forces, then the
// passes of the helpmate search (search.h), cheapest first: quick depth-capped passes that find
// most helpmates fast, a pass charged by progress for the helpmates of a lone minor piece, and one
// pass over every reachable position, the only one that may prove that no helpmate exists.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "ordering.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/unwinnable.h"
#include "search.h"
#include "static.h"

namespace pgnlint::core {
namespace {

using Search = UnwinnabilityAnalyser::Search;

// The quick passes. They prune freely (they only look for a helpmate); the exhaustive pass after
// them prunes nothing that could hold one. Greedy deep dives (one or two moves a position) come
// first: they find the mates of positions full of material in a few dozen nodes. The mates a
// first dive misses are mostly short ones its ordering walks past (a minor piece's mate, a
// promotion then a mate): two moves a position to 13 plies find them in a few hundred to two
// thousand nodes, where the deep two-move pass spent its whole share and the three-move one
// thousands more. Then the deep two-move dive (long pawn endings) and deeper passes.
constexpr std::array<Search::QuickPass, 5> QUICK_PASSES = {
    {{101, 256, 1}, {13, 64, 2}, {101, 32, 2}, {13, 16, 3}, {25, 8, 3}}};
constexpr Search::QuickPass SHORTENING_PASS = {9, 128, 4};
// The budget the quick passes' shares are taken from: the per-move budget of `check`, where they
// were tuned; a larger budget goes to the passes after them.
constexpr uint64_t QUICK_BASE = UnwinnabilityAnalyser::DEFAULT_MAX_NODES;
// The progress pass's share of the budget: what the quick passes leave, divided by this, and at
// most PROGRESS_MOST (it finds the helpmates it can find within a few hundred thousand nodes;
// the exhaustive pass does better past them).
constexpr uint64_t PROGRESS_DIVISOR = 4;
constexpr uint64_t PROGRESS_MOST = 250'000;
// The quick pass after which the progress pass runs, unless the winner has a lone minor piece.
constexpr std::size_t PROGRESS_AFTER = 2;

// The winner has at most two minor pieces and at most one pawn, and nothing else: its mates
// mostly need the loser's men as blockers, which the progress pass steers toward; the quick passes
// rarely find them.
bool minor_pieces_only(const Position& pos, Color winner) {
    const Bitboard minors = pos.pieces(winner, KNIGHT, BISHOP);
    const Bitboard pawns = pos.pieces(winner, PAWN);
    return minors && pos.pieces(winner) == (minors | pawns | pos.pieces(winner, KING)) &&
           popcount(minors) <= 2 && !more_than_one(pawns);
}
// The most moves played because they were the only legal ones, before the passes start.
constexpr int MOST_FORCED_PLIES = 100;

// Whether every legal move from pos ends the game without a checkmate by `winner` or leads to a
// position where a proof without search holds (UNWINNABILITY.md §1.1, step 7): a move's proof is
// about every line through it, so together they cover every line from pos. Counts the moves made;
// false once they reach max_nodes.
bool every_move_proved(Position& pos, Color winner, uint64_t& nodes, uint64_t max_nodes) {
    MoveList moves;
    generate_legal(pos, moves);
    StateInfo state;
    for (const Move m : moves) {
        if (nodes >= max_nodes) return false;
        pos.do_move(m, state);
        ++nodes;
        const bool proved = !has_legal_move(pos)
                                ? !(pos.in_check() && pos.side_to_move() != winner)
                                : detail::full_static_reason(pos, winner) != UnwinnableReason::none;
        pos.undo_move(m);
        if (!proved) return false;
    }
    return true;
}

constexpr uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ULL;
    return x ^ (x >> 33);
}

}  // namespace

Key verification_key(const Position& pos) {
    uint64_t h = mix(uint64_t(pos.side_to_move()) + (uint64_t(pos.castling_rights()) << 8) +
                     (pos.ep_capture_possible() ? uint64_t(pos.ep_square()) + 1 : 0) * 65536);
    h = mix(h ^ pos.pieces(WHITE));
    for (int pt = PAWN; pt <= KING; ++pt) h = mix(h + pos.pieces(PieceType(pt)) + uint64_t(pt));
    return h;
}

WinnabilityResult Search::exhaustive_verdict(const Position& start, Color side,
                                             uint64_t max_nodes) {
    WinnabilityResult result;
    nodes = 0;
    pos = start;
    winner = side;
    corner_distance = &mating_corner_distances(pos, side);
    if (run_exhaustive_pass(max_nodes)) {
        result.verdict = Winnability::winnable;
        result.witness = std::span<const Move>(witness.data(), witness_length);
    } else if (!aborted && !cut) {
        result.verdict = Winnability::unwinnable;
        result.reason = UnwinnableReason::search_exhausted;
    }
    result.nodes = nodes;
    release_deep_memory();
    return result;
}

UnwinnabilityAnalyser::UnwinnabilityAnalyser() : search_(std::make_unique<Search>()) {}
UnwinnabilityAnalyser::~UnwinnabilityAnalyser() = default;

WinnabilityResult UnwinnabilityAnalyser::analyse(const Position& pos, Color side,
                                                 std::uint64_t max_nodes, WitnessLength witness) {
    Search& s = *search_;
    WinnabilityResult result;
    const auto unwinnable = [&](UnwinnableReason reason) {
        result.verdict = Winnability::unwinnable;
        result.reason = reason;
        result.nodes = s.nodes;
        return result;
    };
    s.nodes = 0;
    // The cheap proofs first; the reach analysis (tens of microseconds) only without a budget, or
    // once the first dive found no helpmate: most positions are alive and that dive shows it in
    // a few dozen nodes.
    const UnwinnableReason proved =
        max_nodes == 0 ? detail::full_static_reason(pos, side) : detail::static_reason(pos, side);
    if (proved != UnwinnableReason::none) return unwinnable(proved);
    if (max_nodes == 0) return result;  // the proofs without search only
    s.pos = pos;
    s.winner = side;
    // The moves the position forces: each leads to the one position every line passes through.
    // A position met again on them comes back for ever (no mate on the way: a mate has no move);
    // a line that ends without a move is a mate or a stalemate.
    s.forced.clear();
    std::array<Key, MOST_FORCED_PLIES + 1> keys{};
    keys[0] = s.pos.key() ^ verification_key(s.pos);
    for (int ply = 0;; ++ply) {
        MoveList moves;
        generate_legal(s.pos, moves);
        if (moves.empty()) {
            if (s.pos.side_to_move() == side || !s.pos.in_check())
                return unwinnable(UnwinnableReason::search_exhausted);
            result.verdict = Winnability::winnable;
            result.nodes = s.nodes;
            result.witness = std::span<const Move>(s.forced.data(), s.forced.size());
            return result;
        }
        if (moves.size() > 1 || ply == MOST_FORCED_PLIES) break;
        if (s.nodes >= max_nodes) return result;
        if (s.forced_states.size() <= std::size_t(ply)) s.forced_states.emplace_back();
        s.pos.do_move(moves[0], s.forced_states[std::size_t(ply)]);
        ++s.nodes;
        s.forced.push_back(moves[0]);
        keys[std::size_t(ply) + 1] = s.pos.key() ^ verification_key(s.pos);
        if (std::find(keys.begin(), keys.begin() + ply + 1, keys[std::size_t(ply) + 1]) !=
            keys.begin() + ply + 1)
            return unwinnable(UnwinnableReason::forced_repetition);
    }
    if (!s.forced.empty()) {
        const UnwinnableReason after = detail::static_reason(s.pos, side);
        if (after != UnwinnableReason::none) return unwinnable(after);
    }
    s.corner_distance = &mating_corner_distances(s.pos, side);
    // The witness: the forced moves, then the helpmate the pass found from there.
    const auto found_helpmate = [&] {
        result.nodes = s.nodes;
        result.verdict = Winnability::winnable;
        s.full_witness.assign(s.forced.begin(), s.forced.end());
        s.full_witness.insert(s.full_witness.end(), s.witness.begin(),
                              s.witness.begin() + std::ptrdiff_t(s.witness_length));
        result.witness = std::span<const Move>(s.full_witness.data(), s.full_witness.size());
        return result;
    };
    const uint64_t quick_budget = std::min(max_nodes, QUICK_BASE);
    // A dive's helpmate can be long where a short one exists: one cheap shallow pass looks for a
    // shorter one (and keeps the dive's when it finds none).
    const auto shortened = [&] {
        if (witness == WitnessLength::short_preferred &&
            s.witness_length > std::size_t(SHORTENING_PASS.cap)) {
            // A pass writes the witness only when it finds a helpmate.
            s.run_quick_pass(SHORTENING_PASS, quick_budget, max_nodes);
        }
        return found_helpmate();
    };
    const auto progress_pass = [&] {
        const uint64_t left = max_nodes - s.nodes;
        return s.run_progress_pass(std::min(left / PROGRESS_DIVISOR, PROGRESS_MOST));
    };
    // The progress pass: for a lone minor piece right after the first dive; otherwise after the
    // dives, before the wider quick passes (those spent some 23,000 nodes on positions whose
    // helpmate the progress pass then found in a few hundred to a few thousand).
    const std::size_t progress_after = minor_pieces_only(s.pos, side) ? 0 : PROGRESS_AFTER;
    for (std::size_t i = 0; i < QUICK_PASSES.size(); ++i) {
        if (s.run_quick_pass(QUICK_PASSES[i], quick_budget, max_nodes)) return shortened();
        if (i == 0) {
            const UnwinnableReason walled = detail::reach_reason(s.pos, side);
            if (walled != UnwinnableReason::none) return unwinnable(walled);
            if (every_move_proved(s.pos, side, s.nodes, max_nodes))
                return unwinnable(UnwinnableReason::after_every_move);
        }
        if (i == progress_after && s.nodes < max_nodes && progress_pass()) return shortened();
    }
    const bool found = s.run_exhaustive_pass(max_nodes);
    s.release_deep_memory();
    if (found) return found_helpmate();
    result.nodes = s.nodes;
    if (!s.aborted && !s.cut) return unwinnable(UnwinnableReason::search_exhausted);
    return result;
}

}  // namespace pgnlint::core
