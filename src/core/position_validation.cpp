// The chess semantics of a parsed FEN: every fact that makes a position unreachable in a game (or
// its counters non-standard), found without building a Position, and the sentences describing
// them. Each rule below states why it can never reject a position a game can reach.
#include "pgnlint/core/position_validation.h"

#include <algorithm>

#include "pgnlint/core/bitboard.h"

namespace pgnlint::core {
namespace {

constexpr bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Bitboards of the parsed placement, with the attack queries the checks need.
struct Board {
    std::array<Bitboard, COLOR_NB> by_color{};
    std::array<Bitboard, PIECE_TYPE_NB> by_type{};
    const ParsedFen* fen = nullptr;

    explicit Board(const ParsedFen& parsed) : fen(&parsed) {
        for (int s = 0; s < SQUARE_NB; ++s) {
            const Piece pc = parsed.board[s];
            if (pc == NO_PIECE) continue;
            by_color[color_of(pc)] |= square_bb(Square(s));
            by_type[type_of(pc)] |= square_bb(Square(s));
        }
    }
    Bitboard occupied() const { return by_color[WHITE] | by_color[BLACK]; }
    Bitboard pieces(Color c, PieceType pt) const { return by_color[c] & by_type[pt]; }
    Bitboard sliders(Color c) const {
        return by_color[c] & (by_type[BISHOP] | by_type[ROOK] | by_type[QUEEN]);
    }
    Piece on(Square s) const { return fen->board[s]; }

    // Pieces of colour `by` attacking s with the given occupancy; `removed` pieces do not attack.
    Bitboard attackers(Square s, Color by, Bitboard occ, Bitboard removed = 0) const {
        const Bitboard own = by_color[by] & ~removed;
        return ((pawn_attacks(~by, s) & by_type[PAWN]) | (knight_attacks(s) & by_type[KNIGHT]) |
                (king_attacks(s) & by_type[KING]) |
                (bishop_attacks(s, occ) & (by_type[BISHOP] | by_type[QUEEN])) |
                (rook_attacks(s, occ) & (by_type[ROOK] | by_type[QUEEN]))) &
               own;
    }
};

bool is_slider(PieceType pt) {
    return pt == BISHOP || pt == ROOK || pt == QUEEN;
}

// Squares strictly between a and b on a line (0 when not aligned or adjacent, or when either is
// SQ_NONE). The callers pass real squares; the guard lets GCC see that, which under the
// sanitizers' instrumentation it otherwise fails to (a -Warray-bounds error).
Bitboard strictly_between(Square a, Square b) {
    if (a >= SQUARE_NB || b >= SQUARE_NB) return 0;
    return between_bb(a, b) & ~square_bb(b);
}

Bitboard on_board_square(int s) {
    return s >= 0 && s < SQUARE_NB ? square_bb(Square(s)) : 0;
}

// Squares from which the piece of colour `us` now on `to` can have arrived with the last move,
// by an ordinary move, a promotion or (for a pawn on its sixth rank) an en-passant capture, whose
// captured pawn's square is then also vacated. A moved piece's origin is empty afterwards and the
// squares it crossed were empty before and still are, so only empty squares are returned.
// Castling is left to the caller.
Bitboard arrival_origins(const Board& board, Color us, Square to) {
    const PieceType pt = type_of(board.on(to));
    const Bitboard empty = ~board.occupied();
    const int back = -pawn_push(us);
    const Rank rel = relative_rank(us, rank_of(to));
    Bitboard origins = 0;
    if (pt == PAWN) {
        if (rel >= RANK_3) {
            const Bitboard behind = on_board_square(int(to) + back);
            origins |= behind | pawn_attacks(~us, to);
            if (rel == RANK_4 && (behind & empty)) origins |= on_board_square(int(to) + 2 * back);
        }
    } else if (pt == KNIGHT) {
        origins |= knight_attacks(to);
    } else if (is_slider(pt)) {
        origins |= attacks_bb(pt, to, board.occupied());
    }
    if (rel == RANK_8 && pt != PAWN && pt != KING)
        origins |= on_board_square(int(to) + back) | pawn_attacks(~us, to);
    return origins & empty;
}

// A rook that castling put next to its king gives check without an origin square of its own
// (in Chess960 it may not have moved at all); the king's move may uncover a check on rank 1.
bool castled_rook(const Board& board, Color us, Square s) {
    if (type_of(board.on(s)) != ROOK) return false;
    const Bitboard king = board.pieces(us, KING);
    return (s == relative_square(us, SQ_F1) && (king & square_bb(relative_square(us, SQ_G1)))) ||
           (s == relative_square(us, SQ_D1) && (king & square_bb(relative_square(us, SQ_C1))));
}

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
        : text_(text), fen_(fen), board_(fen), out_(out) {
        chess960_ = options.chess960;
        for (int i = 0; i < fen.castling_count; ++i)
            if (fen.castling[i].kind == FenCastling::Kind::RookFile) chess960_ = true;
        for (Color c : {WHITE, BLACK}) king_count_[c] = popcount(board_.pieces(c, KING));
    }

    void run() {
        canonical_form();
        kings();
        material();
        castling();
        en_passant();
        checks();
        counters();
    }

private:
    PositionProblem make(PositionProblemKind kind, FenField field, uint32_t column) const {
        PositionProblem p{};
        p.kind = kind;
        p.field = field;
        p.column = column;
        return p;
    }
    // Columns are needed only for problems, so the layout is computed on first use.
    const FenLayout& layout() {
        if (!layout_ready_) {
            layout_ = fen_layout(text_);
            layout_ready_ = true;
        }
        return layout_;
    }
    uint32_t field_column(FenField f) { return layout().field_column[std::size_t(f)]; }
    uint32_t square_column(Square s) { return layout().square_column[s]; }
    bool kings_ok() const { return king_count_[WHITE] == 1 && king_count_[BLACK] == 1; }
    Square king(Color c) const { return lsb(board_.pieces(c, KING)); }

    // PGN standard 16.1.2-16.1.3: single spaces, decimal numbers, castling letters in order.
    void canonical_form() {
        if (fen_.irregular_spacing) {
            PositionProblem p = make(PositionProblemKind::NonCanonical, FenField::Board,
                                     first_irregular_separator());
            p.detail = ProblemDetail::IrregularSpacing;
            out_.push(p);
        }
        // With clocks, the text ends with them (parse_fen allows nothing after the fullmove).
        if (fen_.has_clocks) {
            std::size_t end = text_.size();
            for (FenField f : {FenField::FullmoveNumber, FenField::HalfmoveClock}) {
                while (end > 0 && is_space(text_[end - 1])) --end;
                std::size_t start = end;
                while (start > 0 && !is_space(text_[start - 1])) --start;
                if (end - start > 1 && text_[start] == '0') {
                    PositionProblem p = make(PositionProblemKind::NonCanonical, f, uint32_t(start));
                    p.detail = ProblemDetail::LeadingZero;
                    out_.push(p);
                }
                end = start;
            }
        }
        for (int i = 1; i < fen_.castling_count; ++i) {
            const FenCastling& a = fen_.castling[i - 1];
            const FenCastling& b = fen_.castling[i];
            const bool out_of_order =
                a.color > b.color ||
                (a.color == b.color && a.kind == FenCastling::Kind::QueenSide &&
                 b.kind == FenCastling::Kind::KingSide);
            if (out_of_order) {
                PositionProblem p = make(PositionProblemKind::NonCanonical, FenField::Castling,
                                         field_column(FenField::Castling) + uint32_t(i));
                p.detail = ProblemDetail::CastlingOrder;
                out_.push(p);
                break;
            }
        }
        if (fen_.has_clocks && fen_.fullmove_number == 0) {
            PositionProblem p = make(PositionProblemKind::NonCanonical, FenField::FullmoveNumber,
                                     field_column(FenField::FullmoveNumber));
            p.detail = ProblemDetail::ZeroFullmove;
            out_.push(p);
        }
    }

    uint32_t first_irregular_separator() {
        std::size_t i = field_column(FenField::Board);
        while (i < text_.size()) {
            while (i < text_.size() && !is_space(text_[i])) ++i;
            const std::size_t start = i;
            while (i < text_.size() && is_space(text_[i])) ++i;
            if (i < text_.size() && (i - start != 1 || text_[start] != ' ')) return uint32_t(start);
        }
        return field_column(FenField::Board);
    }

    // FIDE 2.2: each player has one king, and it is never captured or promoted to.
    void kings() {
        for (Color c : {WHITE, BLACK}) {
            if (king_count_[c] == 1) continue;
            Bitboard k = board_.pieces(c, KING);
            uint32_t column = field_column(FenField::Board);
            if (king_count_[c] > 1) {
                k &= k - 1;
                column = square_column(lsb(k));
            }
            PositionProblem p = make(PositionProblemKind::KingCount, FenField::Board, column);
            p.color = c;
            p.count = uint32_t(king_count_[c]);
            out_.push(p);
        }
    }

    void material() {
        for (Color c : {WHITE, BLACK}) {
            // FIDE 3.7.1, 3.7.5.1: pawns start on rank 2/7 and never stand on a back rank.
            const Bitboard back = board_.pieces(c, PAWN) & (RANK_1_BB | RANK_8_BB);
            if (back) {
                PositionProblem p = make(PositionProblemKind::PawnOnBackRank, FenField::Board,
                                         square_column(lsb(back)));
                p.color = c;
                p.square = lsb(back);
                p.count = uint32_t(popcount(back));
                out_.push(p);
            }
            // FIDE 2.3: 16 units per side; promotion replaces a pawn, so no side ever has more.
            const int units = popcount(board_.by_color[c]);
            const int pawns = popcount(board_.pieces(c, PAWN));
            if (units > 16) {
                PositionProblem p = make(PositionProblemKind::TooManyPieces, FenField::Board,
                                         field_column(FenField::Board));
                p.color = c;
                p.count = uint32_t(units);
                out_.push(p);
                continue;
            }
            if (pawns > 8) {
                PositionProblem p = make(PositionProblemKind::TooManyPawns, FenField::Board,
                                         field_column(FenField::Board));
                p.color = c;
                p.count = uint32_t(pawns);
                out_.push(p);
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
        PositionProblem p = make(PositionProblemKind::TooManyPromotedPieces, FenField::Board,
                                 field_column(FenField::Board));
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
        PositionProblem p = make(PositionProblemKind::ImpossiblePawnStructure, FenField::Board,
                                 field_column(FenField::Board));
        p.color = c;
        p.count = uint32_t(needed);
        p.limit = uint32_t(missing);
        out_.push(p);
    }

    static char castling_letter(const FenCastling& fc) {
        char letter = fc.kind == FenCastling::Kind::KingSide    ? 'K'
                      : fc.kind == FenCastling::Kind::QueenSide ? 'Q'
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
            const uint32_t column = field_column(FenField::Castling) + uint32_t(i);
            if (king_count_[c] > 1) continue;  // reported as a king count
            const Rank back = relative_rank(c, RANK_1);
            const Square home = relative_square(c, SQ_E1);
            const Square k = king_count_[c] ? king(c) : SQ_NONE;
            const bool king_home = k != SQ_NONE && (chess960_ ? rank_of(k) == back : k == home);
            if (!king_home) {
                if (!king_reported[c]) {
                    PositionProblem p =
                        make(PositionProblemKind::CastlingKingNotHome, FenField::Castling, column);
                    p.color = c;
                    p.square = k;
                    p.other = chess960_ ? SQ_NONE : home;
                    p.letter = castling_letter(fc);
                    out_.push(p);
                    king_reported[c] = true;
                }
                continue;
            }
            const Square rook = castling_rook(fc, k);
            if (rook == SQ_NONE || rook == k) {
                PositionProblem p =
                    make(PositionProblemKind::CastlingRookNotHome, FenField::Castling, column);
                p.color = c;
                p.letter = castling_letter(fc);
                p.square = named_rook_square(fc, back);
                out_.push(p);
                continue;
            }
            const Bitboard side = rook > k ? 1 : 2;
            if (sides_seen[c] & side) {
                PositionProblem p =
                    make(PositionProblemKind::CastlingRightsSameSide, FenField::Castling, column);
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
        if (fc.kind == FenCastling::Kind::RookFile) return make_square(fc.file, back);
        if (chess960_) return SQ_NONE;
        return make_square(fc.kind == FenCastling::Kind::KingSide ? FILE_H : FILE_A, back);
    }

    Square castling_rook(const FenCastling& fc, Square k) const {
        const Rank back = rank_of(k);
        const Piece rook = make_piece(fc.color, ROOK);
        if (fc.kind == FenCastling::Kind::RookFile) {
            const Square s = make_square(fc.file, back);
            return board_.on(s) == rook ? s : SQ_NONE;
        }
        if (!chess960_) {
            const Square s =
                make_square(fc.kind == FenCastling::Kind::KingSide ? FILE_H : FILE_A, back);
            return board_.on(s) == rook ? s : SQ_NONE;
        }
        if (fc.kind == FenCastling::Kind::KingSide) {
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

    // FIDE 3.7.3.1: the en-passant square is the one a pawn of the side not to move skipped with
    // its two-square advance, so that pawn stands in front of it and it and the origin are empty.
    void en_passant() {
        const Square ep = fen_.ep_square;
        if (ep == SQ_NONE) return;
        const Color us = fen_.side_to_move;
        const Color them = ~us;
        const Square pushed = ep - pawn_push(us);
        const Square origin = ep + pawn_push(us);
        const uint32_t column = field_column(FenField::EnPassant);
        PositionProblem p = make(PositionProblemKind::EnPassantNoPawn, FenField::EnPassant, column);
        p.color = them;
        p.square = ep;
        if (board_.on(pushed) != make_piece(them, PAWN)) {
            p.other = pushed;
            out_.push(p);
            return;
        }
        if (board_.on(ep) != NO_PIECE) {
            p.kind = PositionProblemKind::EnPassantSquareOccupied;
            p.other = ep;
            out_.push(p);
            return;
        }
        if (board_.on(origin) != NO_PIECE) {
            p.kind = PositionProblemKind::EnPassantOriginOccupied;
            p.other = origin;
            out_.push(p);
            return;
        }
        ep_valid_ = true;
        // FIDE 9.3.2 counts moves since the last pawn move: a two-square advance resets it.
        if (fen_.has_clocks && fen_.halfmove_clock != 0) {
            PositionProblem q =
                make(PositionProblemKind::ClockContradictsEnPassant, FenField::HalfmoveClock,
                     field_column(FenField::HalfmoveClock));
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
            make(PositionProblemKind::EnPassantNoCapture, FenField::EnPassant, column);
        q.color = us;
        q.square = ep;
        q.other = pushed;
        q.count = uint32_t(popcount(capturers));
        out_.push(q);
    }

    PositionProblem check_problem(PositionProblemKind kind, Color checked, Bitboard checkers,
                                  ProblemDetail detail = ProblemDetail::None) {
        PositionProblem p = make(kind, FenField::Board, square_column(lsb(checkers)));
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
        if (const Bitboard attackers = board_.attackers(king(them), us, occ))
            out_.push(check_problem(PositionProblemKind::OpponentInCheck, them, attackers));

        // A king never gives check: kings side by side are reported above.
        const Bitboard checkers = board_.attackers(king(us), them, occ, board_.by_type[KING]);
        if (!checkers) return;
        if (popcount(checkers) > 2) {
            out_.push(check_problem(PositionProblemKind::TooManyCheckers, us, checkers));
            return;
        }
        const ProblemDetail why =
            ep_valid_ ? check_after_pawn_push(us, checkers) : unexplained_check(us, checkers);
        if (why != ProblemDetail::None)
            out_.push(check_problem(PositionProblemKind::ImpossibleCheck, us, checkers, why));
    }

    // The last move was the two-square advance to `pushed`: it checks by the pawn itself or by
    // a slider whose line crossed the vacated origin, never both: the king squares the pawn
    // attacks (one file aside, one rank beyond) lie on no line through its origin two ranks back.
    ProblemDetail check_after_pawn_push(Color us, Bitboard checkers) const {
        if (more_than_one(checkers)) return ProblemDetail::DoubleCheckAfterPawnPush;
        const Square ep = fen_.ep_square;
        const Square pushed = ep - pawn_push(us);
        const Square origin = ep + pawn_push(us);
        const Square checker = lsb(checkers);
        if (checker == pushed) return ProblemDetail::None;
        if (strictly_between(king(us), checker) & square_bb(origin)) return ProblemDetail::None;
        return ProblemDetail::CheckNotFromPawnPush;
    }

    bool discoverable(Square king_sq, Square checker) const {
        return is_slider(type_of(board_.on(checker))) && strictly_between(king_sq, checker);
    }

    // A check the last move cannot have given. Only the moved piece can give a check it did not
    // uncover (castling: the rook), and a check can be uncovered only along a line, through a
    // square the move vacated; pawn and knight checks, and contact checks, cannot be uncovered.
    ProblemDetail unexplained_check(Color us, Bitboard checkers) const {
        const Color them = ~us;
        const Square k = king(us);
        if (!more_than_one(checkers)) {
            const Square c = lsb(checkers);
            if (discoverable(k, c) || castled_rook(board_, them, c) ||
                arrival_origins(board_, them, c))
                return ProblemDetail::None;
            return ProblemDetail::NoOriginForChecker;
        }
        const Square c1 = lsb(checkers);
        const Square c2 = Square(63 - std::countl_zero(checkers));
        // Checkers on one line through the king: the nearer would block the farther on one side,
        // and no single move leaves one side of the king for the other.
        if (line_bb(c1, c2) & square_bb(k)) return ProblemDetail::AlignedCheckers;
        if (!discoverable(k, c1) && !discoverable(k, c2)) return ProblemDetail::NeitherDiscovered;
        if (moved_and_uncovered(k, them, c1, c2) || moved_and_uncovered(k, them, c2, c1) ||
            both_uncovered_en_passant(k, them, c1, c2))
            return ProblemDetail::None;
        return ProblemDetail::NoDiscovery;
    }

    // `moved` arrived with the last move from a square on `uncovered`'s line to the king.
    bool moved_and_uncovered(Square k, Color them, Square moved, Square uncovered) const {
        if (!discoverable(k, uncovered)) return false;
        const Bitboard line = strictly_between(k, uncovered);
        if (castled_rook(board_, them, moved) && (line & rank_bb(relative_rank(them, RANK_1))))
            return true;
        return arrival_origins(board_, them, moved) & line;
    }

    // An en-passant capture vacates two squares (the capturing pawn's origin and the captured
    // pawn's square), so it can uncover two checks at once.
    bool both_uncovered_en_passant(Square k, Color them, Square c1, Square c2) const {
        if (!discoverable(k, c1) || !discoverable(k, c2)) return false;
        const Bitboard empty = ~board_.occupied();
        const Bitboard on_sixth = board_.pieces(them, PAWN) & rank_bb(relative_rank(them, RANK_6));
        for (Bitboard b = on_sixth; b;) {
            const Square p = pop_lsb(b);
            const Square captured = p - pawn_push(them);
            if (!(empty & square_bb(captured))) continue;
            const Bitboard vacated = square_bb(captured) | (pawn_attacks(~them, p) & empty);
            if ((strictly_between(k, c1) & vacated) && (strictly_between(k, c2) & vacated))
                return true;
        }
        return false;
    }

    // From the initial position, each capture takes a move of the capturing side and the
    // halfmove clock never exceeds the half-moves played. "0 1" is the placeholder many tools
    // write for a composed position, so it is not held against the material.
    void counters() {
        if (!fen_.has_clocks) return;
        const uint32_t halfmove = fen_.halfmove_clock;
        if (halfmove > 150) {
            PositionProblem p =
                make(PositionProblemKind::ClockBeyond75Moves, FenField::HalfmoveClock,
                     field_column(FenField::HalfmoveClock));
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
        PositionProblem p = make(PositionProblemKind::MoveNumberTooSmall, FenField::FullmoveNumber,
                                 field_column(FenField::FullmoveNumber));
        if (missing(BLACK) > white_moves) {
            p.detail = ProblemDetail::CapturesByWhite;
            p.color = WHITE;
            p.count = missing(BLACK);
            p.limit = white_moves;
        } else if (missing(WHITE) > black_moves) {
            p.detail = ProblemDetail::CapturesByBlack;
            p.color = BLACK;
            p.count = missing(WHITE);
            p.limit = black_moves;
        } else if (halfmove > white_moves + black_moves) {
            p.detail = ProblemDetail::HalfmoveClock;
            p.field = FenField::HalfmoveClock;
            p.column = field_column(FenField::HalfmoveClock);
            p.count = halfmove;
            p.limit = white_moves + black_moves;
        } else {
            return;
        }
        out_.push(p);
    }

    std::string_view text_;
    const ParsedFen& fen_;
    Board board_;
    FenLayout layout_;
    bool layout_ready_ = false;
    PositionProblems& out_;
    bool chess960_ = false;
    bool ep_valid_ = false;
    int king_count_[COLOR_NB] = {0, 0};
};

void append_square(std::string& s, Square sq) {
    const std::array<char, 3> name = square_name(sq);
    s.append(name.data(), sq == SQ_NONE ? 1 : 2);
}

void append_number(std::string& s, uint32_t n) {
    s += std::to_string(n);
}

// "the rook on e8", "the rook on e8 and the knight on f6", "the rook on e8, ... and 1 more".
void append_checkers(std::string& s, const PositionProblem& p) {
    const std::size_t named = std::min<std::size_t>(p.count, p.checkers.size());
    for (std::size_t i = 0; i < named; ++i) {
        if (i > 0) s += (i + 1 == named && p.count == named) ? " and " : ", ";
        s += "the ";
        s += piece_type_name(type_of(p.checker_pieces[i]));
        s += " on ";
        append_square(s, p.checkers[i]);
    }
    if (p.count > named) {
        s += " and ";
        append_number(s, uint32_t(p.count - named));
        s += " more";
    }
}

const char* count_word(uint32_t n) {
    static constexpr const char* WORDS[] = {"no", "one", "two", "three", "four", "five"};
    return n < 6 ? WORDS[n] : nullptr;
}

void append_count(std::string& s, uint32_t n) {
    if (const char* w = count_word(n)) {
        s += w;
    } else {
        append_number(s, n);
    }
}

}  // namespace

std::array<char, 3> square_name(Square s) {
    if (s == SQ_NONE || !is_ok(s)) return {'-', '\0', '\0'};
    return {char('a' + file_of(s)), char('1' + rank_of(s)), '\0'};
}

FenLayout fen_layout(std::string_view text) {
    FenLayout layout;
    layout.field_column.fill(uint32_t(text.size()));
    layout.square_column.fill(0);
    std::size_t i = 0;
    while (i < text.size() && is_space(text[i])) ++i;
    layout.field_column[0] = uint32_t(i);
    int rank = 7;
    int file = 0;
    for (; i < text.size() && !is_space(text[i]); ++i) {
        const char c = text[i];
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            for (int k = 0; k < c - '0' && rank >= 0 && file < 8; ++k, ++file)
                layout.square_column[make_square(File(file), Rank(rank))] = uint32_t(i);
        } else if (rank >= 0 && file < 8) {
            layout.square_column[make_square(File(file++), Rank(rank))] = uint32_t(i);
        }
    }
    for (std::size_t field = 1; field < layout.field_column.size(); ++field) {
        while (i < text.size() && is_space(text[i])) ++i;
        if (i == text.size()) break;
        layout.field_column[field] = uint32_t(i);
        while (i < text.size() && !is_space(text[i])) ++i;
    }
    return layout;
}

void validate_position(std::string_view text, const ParsedFen& fen,
                       const ValidationOptions& options, PositionProblems& out) {
    Validator(text, fen, options, out).run();
}

std::string describe(const PositionProblem& p) {
    std::string s;
    using K = PositionProblemKind;
    using D = ProblemDetail;
    switch (p.kind) {
        case K::NonCanonical:
            switch (p.detail) {
                case D::IrregularSpacing:
                    s = "the fields are not separated by single spaces";
                    break;
                case D::LeadingZero:
                    s = p.field == FenField::HalfmoveClock
                            ? "the halfmove clock is written with a leading zero"
                            : "the fullmove number is written with a leading zero";
                    break;
                case D::CastlingOrder:
                    s = "the castling letters are not in the standard order (White's first, K "
                        "before Q, as in KQkq)";
                    break;
                default:
                    s = "the fullmove number is 0, but it starts at 1";
                    break;
            }
            break;
        case K::KingCount:
            s = color_name(p.color);
            s += " has ";
            if (p.count == 0) {
                s += "no king";
            } else {
                append_count(s, p.count);
                s += " kings";
            }
            break;
        case K::PawnOnBackRank:
            s = "a ";
            s += color_adjective(p.color);
            s += " pawn stands on ";
            append_square(s, p.square);
            if (p.count > 1) {
                s += " (and ";
                append_number(s, p.count - 1);
                s += " more)";
            }
            s += ", but pawns never stand on rank 1 or 8 (they promote on reaching the last rank)";
            break;
        case K::TooManyPieces:
            s = color_name(p.color);
            s += " has ";
            append_number(s, p.count);
            s += " pieces, but a side starts with 16 and promotion never adds one";
            break;
        case K::TooManyPawns:
            s = color_name(p.color);
            s += " has ";
            append_number(s, p.count);
            s += " pawns, but a side has at most 8";
            break;
        case K::TooManyPromotedPieces:
            s = color_name(p.color);
            s += " has ";
            append_number(s, p.count);
            s += p.count == 1 ? " piece" : " pieces";
            s += " beyond its initial set (such as an extra ";
            s += piece_type_name(p.piece);
            s += "), but with ";
            append_number(s, 8 - p.limit);
            s += 8 - p.limit == 1 ? " pawn" : " pawns";
            s += " on the board at most ";
            append_number(s, p.limit);
            s += " can have been promoted";
            break;
        case K::ImpossiblePawnStructure:
            s = color_name(p.color);
            s += "'s pawns need at least ";
            append_number(s, p.count);
            s += " captures to stand on their files, but ";
            s += color_name(~p.color);
            s += " has lost only ";
            append_number(s, p.limit);
            s += p.limit == 1 ? " unit" : " units";
            break;
        case K::CastlingKingNotHome:
            s = "castling right ";
            s += p.letter;
            s += ", but ";
            if (p.square == SQ_NONE) {
                s += color_name(p.color);
                s += " has no king";
            } else {
                s += color_name(p.color);
                s += "'s king stands on ";
                append_square(s, p.square);
                if (p.other != SQ_NONE) {
                    s += ", not on ";
                    append_square(s, p.other);
                } else {
                    s += ", not on its first rank";
                }
            }
            break;
        case K::CastlingRookNotHome:
            s = "castling right ";
            s += p.letter;
            s += ", but ";
            if (p.square == SQ_NONE) {
                s += "no ";
                s += color_adjective(p.color);
                s += " rook stands on the first rank on the ";
                s += (p.letter == 'K' || p.letter == 'k') ? "king's" : "queen's";
                s += " side of the king";
            } else {
                s += "no ";
                s += color_adjective(p.color);
                s += " rook stands on ";
                append_square(s, p.square);
            }
            break;
        case K::CastlingRightsSameSide:
            s = "castling right ";
            s += p.letter;
            s += " names the rook on ";
            append_square(s, p.square);
            s += ", on the same side of ";
            s += color_name(p.color);
            s += "'s king as another castling right";
            break;
        case K::EnPassantNoPawn:
            s = "en-passant square ";
            append_square(s, p.square);
            s += ", but no ";
            s += color_adjective(p.color);
            s += " pawn stands on ";
            append_square(s, p.other);
            s += ", where a pawn that just advanced two squares past it would be";
            break;
        case K::EnPassantSquareOccupied:
            s = "en-passant square ";
            append_square(s, p.square);
            s += " is occupied, but the pawn that just advanced two squares passed over it";
            break;
        case K::EnPassantOriginOccupied:
            s = "en-passant square ";
            append_square(s, p.square);
            s += ", but ";
            append_square(s, p.other);
            s += ", where the pawn came from, is occupied";
            break;
        case K::EnPassantNoCapture:
            s = "no en-passant capture onto ";
            append_square(s, p.square);
            s += " is possible: ";
            if (p.count == 0) {
                s += "no ";
                s += color_adjective(p.color);
                s += " pawn stands beside the pawn on ";
                append_square(s, p.other);
            } else {
                s += "the capture would leave ";
                s += color_name(p.color);
                s += "'s king in check";
            }
            break;
        case K::ClockContradictsEnPassant:
            s = "the halfmove clock is ";
            append_number(s, p.count);
            s += ", but the en-passant square ";
            append_square(s, p.square);
            s += " says the last move was a pawn's two-square advance, which resets it to 0";
            break;
        case K::OpponentInCheck:
            s = "the side not to move (";
            s += color_name(p.color);
            s += ") is in check by ";
            append_checkers(s, p);
            break;
        case K::TooManyCheckers:
            s = color_name(p.color);
            s += "'s king on ";
            append_square(s, p.square);
            s += " is in check by ";
            append_number(s, p.count);
            s += " pieces (";
            append_checkers(s, p);
            s += "), but one move gives at most double check";
            break;
        case K::ImpossibleCheck:
            s = color_name(p.color);
            s += "'s king on ";
            append_square(s, p.square);
            s += " is in check by ";
            append_checkers(s, p);
            s += ", which no last move can have given: ";
            switch (p.detail) {
                case D::AlignedCheckers:
                    s += "the two checkers stand on one line through the king";
                    break;
                case D::NeitherDiscovered:
                    s += "only one piece moves, and neither check can have been uncovered";
                    break;
                case D::NoOriginForChecker:
                    s += "the checking piece cannot have just moved there (there is no empty "
                         "square it could have come from) and its check cannot have been "
                         "uncovered";
                    break;
                case D::DoubleCheckAfterPawnPush:
                    s += "the en-passant square says the last move was a pawn's two-square "
                         "advance, which cannot give double check";
                    break;
                case D::CheckNotFromPawnPush:
                    s += "the en-passant square says the last move was a pawn's two-square "
                         "advance, which neither gave nor uncovered this check";
                    break;
                default:
                    s += "no move of one checker can have uncovered the other's check";
                    break;
            }
            break;
        case K::MoveNumberTooSmall:
            if (p.detail == D::HalfmoveClock) {
                s = "the halfmove clock is ";
                append_number(s, p.count);
                s += ", more than the ";
                append_number(s, p.limit);
                s += " half-moves played before this fullmove number";
            } else {
                s = color_name(~p.color);
                s += " has lost ";
                append_number(s, p.count);
                s += p.count == 1 ? " unit" : " units";
                s += ", but by this fullmove number ";
                s += color_name(p.color);
                s += " has made only ";
                append_number(s, p.limit);
                s += p.limit == 1 ? " move" : " moves";
                s += " to capture them";
            }
            break;
        case K::ClockBeyond75Moves:
            s = "the halfmove clock is ";
            append_number(s, p.count);
            s += ", but after 150 half-moves without a capture or pawn move the game is drawn "
                 "(75-move rule)";
            break;
    }
    return s;
}

}  // namespace pgnlint::core
