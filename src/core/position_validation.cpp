// The chess semantics of a parsed FEN: every fact that makes a position unreachable in a game (or
// its counters non-standard), found without building a Position, and whether a Position can be
// set up from it. Each rule below states why it can never reject a position a game can reach.
#include "pgnlint/core/position_validation.h"

#include <algorithm>

#include "fen_board.h"
#include "fen_columns.h"
#include "impossible_check.h"
#include "pgnlint/core/bitboard.h"

namespace pgnlint::core {
namespace {

using detail::make_problem;

// The fewest captures the pawns of one side need to stand on their files: each pawn started on
// its own file and changes file only by capturing, once per file step. Minimum-cost matching of
// the pawns (sorted by file) to distinct starting files, by dynamic programming.
int min_pawn_captures(Bitboard pawns) {
    std::array<int, 8> files{};
    int n = 0;
    for (int f = 0; f < 8; ++f)
        for (int k = popcount(pawns & file_bb(File(f))); k > 0; --k) files[n++] = f;
    constexpr int INF = 1 << 20;
    // cost[i][j]: first i pawns matched to starting files among the first j files.
    std::array<std::array<int, 9>, 9> cost{};
    for (int i = 1; i <= 8; ++i) cost[i][0] = INF;
    for (int i = 1; i <= n; ++i)
        for (int j = 1; j <= 8; ++j) {
            const int step = files[i - 1] > j - 1 ? files[i - 1] - (j - 1) : (j - 1) - files[i - 1];
            cost[i][j] = std::min(cost[i][j - 1], cost[i - 1][j - 1] + step);
        }
    return cost[n][8];
}

class Validator {
public:
    Validator(std::string_view text, const ParsedFen& fen, const ValidationOptions& options,
              PositionProblems& out)
        : columns_(text), fen_(fen), board_(fen), out_(out) {
        chess960_ = options.chess960;
        for (int i = 0; i < fen.castling_count; ++i)
            if (fen.castling[i].kind == FenCastling::Kind::rook_file) chess960_ = true;
        for (Color c : {WHITE, BLACK}) king_count_[c] = popcount(board_.pieces(c, KING));
    }

    PositionSetup run() {
        detail::canonical_form(fen_, columns_, out_);
        kings();
        material();
        castling();
        en_passant();
        checks();
        counters();
        castling_setup();
        setup_.playable = playable_ && kings_ok() && (fen_.ep_square == SQ_NONE || ep_valid_);
        return setup_;
    }

private:
    uint32_t field_column(FenField f) { return columns_.field(f); }
    uint32_t square_column(Square s) { return columns_.square(s); }
    bool kings_ok() const { return king_count_[WHITE] == 1 && king_count_[BLACK] == 1; }

    // A problem with one side's count of something on the board, at `column`.
    static PositionProblem count_problem(PositionProblemKind kind, Color c, int count,
                                         uint32_t column) {
        PositionProblem p = make_problem(kind, FenField::board, column);
        p.color = c;
        p.count = uint32_t(count);
        return p;
    }
    Square king(Color c) const { return board_.king(c); }

    // FIDE 2.2: each player has one king, and it is never captured or promoted to.
    void kings() {
        for (Color c : {WHITE, BLACK}) {
            if (king_count_[c] == 1) continue;
            Bitboard k = board_.pieces(c, KING);
            uint32_t column = field_column(FenField::board);
            if (king_count_[c] > 1) {
                k &= k - 1;
                column = square_column(lsb(k));
            }
            out_.push(count_problem(PositionProblemKind::king_count, c, king_count_[c], column));
        }
    }

    void material() {
        for (Color c : {WHITE, BLACK}) {
            // FIDE 3.7.1, 3.7.5.1: pawns start on rank 2/7 and never stand on a back rank.
            const Bitboard back = board_.pieces(c, PAWN) & (RANK_1_BB | RANK_8_BB);
            if (back) {
                playable_ = false;
                PositionProblem p = make_problem(PositionProblemKind::pawn_on_back_rank,
                                                 FenField::board, square_column(lsb(back)));
                p.color = c;
                p.square = lsb(back);
                p.count = uint32_t(popcount(back));
                out_.push(p);
            }
            // FIDE 2.3: 16 units per side; promotion replaces a pawn, so no side ever has more.
            const int units = popcount(board_.by_color[c]);
            const int pawns = popcount(board_.pieces(c, PAWN));
            if (units > 16) {
                playable_ = false;
                out_.push(count_problem(PositionProblemKind::too_many_pieces, c, units,
                                        field_column(FenField::board)));
                continue;
            }
            if (pawns > 8) {
                out_.push(count_problem(PositionProblemKind::too_many_pawns, c, pawns,
                                        field_column(FenField::board)));
                continue;
            }
            promoted_pieces(c, pawns);
            if (!back) pawn_structure(c);
        }
    }

    // Every piece beyond the initial set (a second queen, a third rook or knight, a second
    // bishop on one square colour) is a promoted pawn, and a promoted pawn is no longer a pawn.
    void promoted_pieces(Color c, int pawns) {
        const Bitboard bishops = board_.pieces(c, BISHOP);
        const int over_queens = std::max(0, popcount(board_.pieces(c, QUEEN)) - 1);
        const int over_rooks = std::max(0, popcount(board_.pieces(c, ROOK)) - 2);
        const int over_knights = std::max(0, popcount(board_.pieces(c, KNIGHT)) - 2);
        const int over_bishops = std::max(0, popcount(bishops & DARK_SQUARES_BB) - 1) +
                                 std::max(0, popcount(bishops & ~DARK_SQUARES_BB) - 1);
        const int extra = over_queens + over_rooks + over_knights + over_bishops;
        if (extra <= 8 - pawns) return;
        PositionProblem p = make_problem(PositionProblemKind::too_many_promoted_pieces,
                                         FenField::board, field_column(FenField::board));
        p.color = c;
        p.count = uint32_t(extra);
        p.limit = uint32_t(8 - pawns);
        p.piece = over_queens ? QUEEN : over_rooks ? ROOK : over_bishops ? BISHOP : KNIGHT;
        out_.push(p);
    }

    // Each file step of a pawn is a capture of a distinct enemy unit (FIDE 3.7.2, 3.7.3), and a
    // captured unit leaves the board for good (enemy promotions keep the enemy's unit count).
    void pawn_structure(Color c) {
        const int needed = min_pawn_captures(board_.pieces(c, PAWN));
        const int missing = std::max(0, 16 - popcount(board_.by_color[~c]));
        if (needed <= missing) return;
        PositionProblem p = make_problem(PositionProblemKind::impossible_pawn_structure,
                                         FenField::board, field_column(FenField::board));
        p.color = c;
        p.count = uint32_t(needed);
        p.limit = uint32_t(missing);
        out_.push(p);
    }

    static char castling_letter(const FenCastling& fc) {
        char letter = fc.kind == FenCastling::Kind::king_side    ? 'K'
                      : fc.kind == FenCastling::Kind::queen_side ? 'Q'
                                                                 : char('A' + fc.file);
        return fc.color == BLACK ? char(letter + ('a' - 'A')) : letter;
    }

    // FIDE 3.8.2.1: castling needs a king and rook that have not moved. Standard chess: king on
    // e1/e8, rooks on a/h. Chess960: king on its back rank between the rooks; K/Q name the
    // outermost rook on that side (X-FEN), a file letter names the rook's file.
    void castling() {
        bool king_reported[COLOR_NB] = {false, false};
        Bitboard sides_seen[COLOR_NB] = {0, 0};  // bit 0: king side, bit 1: queen side
        for (int i = 0; i < fen_.castling_count; ++i) {
            const FenCastling& fc = fen_.castling[i];
            const Color c = fc.color;
            const uint32_t column = field_column(FenField::castling) + uint32_t(i);
            if (king_count_[c] > 1) continue;  // reported as a king count
            const Rank back = relative_rank(c, RANK_1);
            const Square home = relative_square(c, SQ_E1);
            const Square k = king_count_[c] ? king(c) : SQ_NONE;
            const bool king_home = k != SQ_NONE && (chess960_ ? rank_of(k) == back : k == home);
            if (!king_home) {
                if (!king_reported[c]) {
                    PositionProblem p = make_problem(PositionProblemKind::castling_king_not_home,
                                                     FenField::castling, column);
                    p.color = c;
                    p.square = k;
                    p.other = chess960_ ? SQ_NONE : home;
                    p.letter = castling_letter(fc);
                    out_.push(p);
                    king_reported[c] = true;
                }
                continue;
            }
            const Square rook = castling_rook(fc, k, chess960_);
            if (rook == SQ_NONE || rook == k) {
                PositionProblem p = make_problem(PositionProblemKind::castling_rook_not_home,
                                                 FenField::castling, column);
                p.color = c;
                p.letter = castling_letter(fc);
                p.square = named_rook_square(fc, back);
                out_.push(p);
                continue;
            }
            const Bitboard side = rook > k ? 1 : 2;
            if (sides_seen[c] & side) {
                PositionProblem p = make_problem(PositionProblemKind::castling_rights_same_side,
                                                 FenField::castling, column);
                p.color = c;
                p.letter = castling_letter(fc);
                p.square = rook;
                out_.push(p);
            }
            sides_seen[c] |= side;
        }
    }

    // The square a right names when no suitable rook is there (SQ_NONE for a Chess960 K/Q).
    Square named_rook_square(const FenCastling& fc, Rank back) const {
        if (fc.kind == FenCastling::Kind::rook_file) return make_square(fc.file, back);
        if (chess960_) return SQ_NONE;
        return make_square(fc.kind == FenCastling::Kind::king_side ? FILE_H : FILE_A, back);
    }

    // The rook a right names with the king on k, read as Chess960 castling or not.
    Square castling_rook(const FenCastling& fc, Square k, bool chess960) const {
        const Rank back = rank_of(k);
        const Piece rook = make_piece(fc.color, ROOK);
        if (fc.kind == FenCastling::Kind::rook_file) {
            const Square s = make_square(fc.file, back);
            return board_.on(s) == rook ? s : SQ_NONE;
        }
        if (!chess960) {
            const Square s =
                make_square(fc.kind == FenCastling::Kind::king_side ? FILE_H : FILE_A, back);
            return board_.on(s) == rook ? s : SQ_NONE;
        }
        if (fc.kind == FenCastling::Kind::king_side) {
            for (int f = FILE_H; f > file_of(k); --f)
                if (board_.on(make_square(File(f), back)) == rook)
                    return make_square(File(f), back);
        } else {
            for (int f = FILE_A; f < file_of(k); ++f)
                if (board_.on(make_square(File(f), back)) == rook)
                    return make_square(File(f), back);
        }
        return SQ_NONE;
    }

    // What Position needs of the castling field. A right the standard reading rejects (reported
    // by castling()) may still be played as Chess960 castling, the one reading the rules engine
    // needs: a king on its back rank and, on each side of it, at most one right naming a rook.
    void castling_setup() {
        if (!kings_ok()) return;
        bool chess960 = chess960_;
        CastlingRights seen = NO_CASTLING;
        for (int i = 0; i < fen_.castling_count; ++i) {
            const FenCastling& fc = fen_.castling[i];
            const Square k = king(fc.color);
            if (rank_of(k) != relative_rank(fc.color, RANK_1)) {
                playable_ = false;
                return;
            }
            const Square rook = castling_rook(fc, k, true);
            const CastlingRights right = fc.color & (rook > k ? KING_SIDE : QUEEN_SIDE);
            if (rook == SQ_NONE || (seen & right)) {
                playable_ = false;
                return;
            }
            seen = seen | right;
            setup_.castling_rooks[std::size_t(i)] = rook;
            chess960 = chess960 || file_of(k) != FILE_E ||
                       (file_of(rook) != FILE_A && file_of(rook) != FILE_H);
        }
        setup_.chess960 = chess960;
    }

    // FIDE 3.7.3.1: the en-passant square is the one a pawn of the side not to move skipped with
    // its two-square advance, so that pawn stands in front of it and it and the origin are empty.
    void en_passant() {
        const Square ep = fen_.ep_square;
        if (ep == SQ_NONE) return;
        const Color us = fen_.side_to_move;
        const Color them = ~us;
        const Square pushed = ep - pawn_push(us);
        const Square origin = ep + pawn_push(us);
        const uint32_t column = field_column(FenField::en_passant);
        PositionProblem p =
            make_problem(PositionProblemKind::en_passant_no_pawn, FenField::en_passant, column);
        p.color = them;
        p.square = ep;
        if (board_.on(pushed) != make_piece(them, PAWN)) {
            p.other = pushed;
            out_.push(p);
            return;
        }
        if (board_.on(ep) != NO_PIECE) {
            p.kind = PositionProblemKind::en_passant_square_occupied;
            p.other = ep;
            out_.push(p);
            return;
        }
        if (board_.on(origin) != NO_PIECE) {
            p.kind = PositionProblemKind::en_passant_origin_occupied;
            p.other = origin;
            out_.push(p);
            return;
        }
        ep_valid_ = true;
        // FIDE 9.3.2 counts moves since the last pawn move: a two-square advance resets it.
        if (fen_.has_clocks && fen_.halfmove_clock != 0) {
            PositionProblem q =
                make_problem(PositionProblemKind::clock_contradicts_en_passant,
                             FenField::halfmove_clock, field_column(FenField::halfmove_clock));
            q.color = them;
            q.square = ep;
            q.count = fen_.halfmove_clock;
            out_.push(q);
        }
        if (king_count_[us] != 1) return;
        const Bitboard capturers = pawn_attacks(them, ep) & board_.pieces(us, PAWN);
        for (Bitboard b = capturers; b;) {
            const Square from = pop_lsb(b);
            const Bitboard occ =
                (board_.occupied() ^ square_bb(from) ^ square_bb(pushed)) | square_bb(ep);
            if (!board_.attackers(king(us), them, occ, square_bb(pushed))) return;
        }
        PositionProblem q =
            make_problem(PositionProblemKind::en_passant_no_capture, FenField::en_passant, column);
        q.color = us;
        q.square = ep;
        q.other = pushed;
        q.count = uint32_t(popcount(capturers));
        out_.push(q);
    }

    PositionProblem check_problem(PositionProblemKind kind, Color checked, Bitboard checkers,
                                  ProblemDetail detail = ProblemDetail::none) {
        PositionProblem p = make_problem(kind, FenField::board, square_column(lsb(checkers)));
        p.color = checked;
        p.square = king(checked);
        p.detail = detail;
        p.count = uint32_t(popcount(checkers));
        std::size_t i = 0;
        for (Bitboard b = checkers; b && i < p.checkers.size(); ++i) {
            p.checkers[i] = pop_lsb(b);
            p.checker_pieces[i] = board_.on(p.checkers[i]);
        }
        return p;
    }

    void checks() {
        if (!kings_ok()) return;
        const Color us = fen_.side_to_move;
        const Color them = ~us;
        const Bitboard occ = board_.occupied();
        // FIDE 3.9.2: no move may leave one's own king in check, so the side that just moved is
        // never in check.
        if (const Bitboard attackers = board_.attackers(king(them), us, occ)) {
            playable_ = false;
            out_.push(check_problem(PositionProblemKind::opponent_in_check, them, attackers));
        }

        // A king never gives check: kings side by side are reported above.
        const Bitboard checkers = board_.attackers(king(us), them, occ, board_.by_type[KING]);
        if (!checkers) return;
        if (popcount(checkers) > 2) {
            out_.push(check_problem(PositionProblemKind::too_many_checkers, us, checkers));
            return;
        }
        const ProblemDetail why =
            detail::impossible_check(board_, us, checkers, ep_valid_ ? fen_.ep_square : SQ_NONE);
        if (why != ProblemDetail::none)
            out_.push(check_problem(PositionProblemKind::impossible_check, us, checkers, why));
    }
    // write for a composed position, so it is not held against the material.
    void counters() {
        if (!fen_.has_clocks) return;
        const uint32_t halfmove = fen_.halfmove_clock;
        if (halfmove > 150) {
            PositionProblem p =
                make_problem(PositionProblemKind::clock_beyond_75_moves, FenField::halfmove_clock,
                             field_column(FenField::halfmove_clock));
            p.count = halfmove;
            out_.push(p);
        }
        if (halfmove == 0 && fen_.fullmove_number <= 1) return;
        const uint32_t moves_before = std::max<uint32_t>(fen_.fullmove_number, 1) - 1;
        const uint32_t white_moves = moves_before + (fen_.side_to_move == BLACK ? 1 : 0);
        const uint32_t black_moves = moves_before;
        const auto missing = [&](Color c) {
            return uint32_t(std::max(0, 16 - popcount(board_.by_color[c])));
        };
        PositionProblem p =
            make_problem(PositionProblemKind::move_number_too_small, FenField::fullmove_number,
                         field_column(FenField::fullmove_number));
        if (missing(BLACK) > white_moves) {
            p.detail = ProblemDetail::captures_by_white;
            p.color = WHITE;
            p.count = missing(BLACK);
            p.limit = white_moves;
        } else if (missing(WHITE) > black_moves) {
            p.detail = ProblemDetail::captures_by_black;
            p.color = BLACK;
            p.count = missing(WHITE);
            p.limit = black_moves;
        } else if (halfmove > white_moves + black_moves) {
            p.detail = ProblemDetail::halfmove_clock;
            p.field = FenField::halfmove_clock;
            p.column = field_column(FenField::halfmove_clock);
            p.count = halfmove;
            p.limit = white_moves + black_moves;
        } else {
            return;
        }
        out_.push(p);
    }

    detail::FenColumns columns_;
    const ParsedFen& fen_;
    detail::FenBoard board_;
    PositionProblems& out_;
    // Chess960 as declared (asked for, or file letters), the reading castling() reports under.
    bool chess960_ = false;
    bool ep_valid_ = false;
    bool playable_ = true;  // false once a problem the rules engine cannot play through is found
    PositionSetup setup_;
    int king_count_[COLOR_NB] = {0, 0};
};

}  // namespace
PositionSetup validate_position(std::string_view text, const ParsedFen& fen,
                                const ValidationOptions& options, PositionProblems& out) {
    return Validator(text, fen, options, out).run();
}

}  // namespace pgnlint::core
