// FEN/EPD syntax parsing field by field (with the column of each error) and the FEN writer.
#include "pgnlint/core/fen.h"

#include <bit>

#include "pgnlint/core/position.h"

#include "fen_space.h"

namespace pgnlint::core {
namespace {

using detail::is_fen_space;

Piece piece_from_char(char c) {
    switch (c) {
        case 'P':
            return W_PAWN;
        case 'N':
            return W_KNIGHT;
        case 'B':
            return W_BISHOP;
        case 'R':
            return W_ROOK;
        case 'Q':
            return W_QUEEN;
        case 'K':
            return W_KING;
        case 'p':
            return B_PAWN;
        case 'n':
            return B_KNIGHT;
        case 'b':
            return B_BISHOP;
        case 'r':
            return B_ROOK;
        case 'q':
            return B_QUEEN;
        case 'k':
            return B_KING;
        default:
            return NO_PIECE;
    }
}

constexpr char PIECE_CHARS[] = " PNBRQK  pnbrqk";

class FenReader {
public:
    explicit FenReader(std::string_view text) : text_(text) {
        while (pos_ < text_.size() && is_fen_space(text_[pos_])) ++pos_;
        end_ = text_.size();
        while (end_ > pos_ && is_fen_space(text_[end_ - 1])) --end_;
    }

    FenParseResult parse() {
        if (!board() || !next_field(FenField::side_to_move) || !side() ||
            !next_field(FenField::castling) || !castling() || !next_field(FenField::en_passant) ||
            !en_passant())
            return result_;
        if (pos_ == end_) return result_;  // EPD: no clocks
        if (!next_field(FenField::halfmove_clock)) return result_;
        // An EPD operation (a letter) after the four fields is not a clock: report it as such.
        if (!number(FenField::halfmove_clock, result_.fen.halfmove_clock, 0)) return result_;
        if (!next_field(FenField::fullmove_number)) return result_;
        if (!number(FenField::fullmove_number, result_.fen.fullmove_number, 0)) return result_;
        result_.fen.has_clocks = true;
        while (pos_ < end_ && is_fen_space(text_[pos_])) ++pos_;
        if (pos_ != end_)
            fail(FenField::end, FenErrorKind::trailing_text, pos_,
                 "text after the fullmove number");
        return result_;
    }

private:
    bool fail(FenField field, FenErrorKind kind, std::size_t column, const char* message) {
        result_.ok = false;
        result_.error = FenError{field, kind, uint32_t(column), message};
        return false;
    }

    // Skips the separator before a field; a field that is not there is a MissingField error.
    bool next_field(FenField field) {
        const std::size_t start = pos_;
        while (pos_ < end_ && is_fen_space(text_[pos_])) ++pos_;
        if (pos_ == start && pos_ < end_)
            return fail(field, FenErrorKind::missing_field, pos_,
                        "expected a space before the next field");
        if (pos_ == end_)
            return fail(field, FenErrorKind::missing_field, pos_, missing_message(field));
        if (pos_ - start > 1 || text_[start] != ' ') result_.fen.irregular_spacing = true;
        return true;
    }

    static const char* missing_message(FenField field) {
        switch (field) {
            case FenField::side_to_move:
                return "missing side to move";
            case FenField::castling:
                return "missing castling field";
            case FenField::en_passant:
                return "missing en-passant field";
            case FenField::halfmove_clock:
                return "missing halfmove clock";
            case FenField::fullmove_number:
                return "missing fullmove number";
            default:
                return "missing field";
        }
    }

    bool board() {
        if (pos_ == end_)
            return fail(FenField::board, FenErrorKind::missing_field, pos_, "empty FEN");
        int rank = 7;
        int file = 0;
        std::size_t rank_start = pos_;
        for (; pos_ < end_ && !is_fen_space(text_[pos_]); ++pos_) {
            const char c = text_[pos_];
            if (c == '/') {
                if (file < 8)
                    return fail(FenField::board, FenErrorKind::rank_too_short, rank_start,
                                "a rank describes fewer than 8 squares");
                if (rank == 0)
                    return fail(FenField::board, FenErrorKind::wrong_rank_count, pos_,
                                "more than 8 ranks");
                --rank;
                file = 0;
                rank_start = pos_ + 1;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8)
                    return fail(FenField::board, FenErrorKind::rank_too_long, pos_,
                                "a rank describes more than 8 squares");
            } else if (const Piece pc = piece_from_char(c); pc != NO_PIECE) {
                if (file >= 8)
                    return fail(FenField::board, FenErrorKind::rank_too_long, pos_,
                                "a rank describes more than 8 squares");
                result_.fen.board[make_square(File(file), Rank(rank))] = pc;
                ++file;
            } else {
                return fail(FenField::board, FenErrorKind::bad_piece, pos_,
                            "expected a piece letter (PNBRQK, pnbrqk), a digit 1-8 or '/'");
            }
        }
        if (rank != 0)
            return fail(FenField::board, FenErrorKind::wrong_rank_count, pos_,
                        "fewer than 8 ranks");
        if (file < 8)
            return fail(FenField::board, FenErrorKind::rank_too_short, rank_start,
                        "a rank describes fewer than 8 squares");
        return true;
    }

    std::size_t field_end() const {
        std::size_t e = pos_;
        while (e < end_ && !is_fen_space(text_[e])) ++e;
        return e;
    }

    bool side() {
        const std::size_t e = field_end();
        if (e - pos_ != 1 || (text_[pos_] != 'w' && text_[pos_] != 'b'))
            return fail(FenField::side_to_move, FenErrorKind::bad_side_to_move, pos_,
                        "side to move must be 'w' or 'b'");
        result_.fen.side_to_move = text_[pos_] == 'w' ? WHITE : BLACK;
        pos_ = e;
        return true;
    }

    bool castling() {
        const std::size_t e = field_end();
        if (e - pos_ == 1 && text_[pos_] == '-') {
            pos_ = e;
            return true;
        }
        int per_color[COLOR_NB] = {0, 0};
        for (; pos_ < e; ++pos_) {
            const char c = text_[pos_];
            FenCastling fc{};
            if (c == 'K' || c == 'Q' || c == 'k' || c == 'q') {
                fc.color = (c == 'K' || c == 'Q') ? WHITE : BLACK;
                fc.kind = (c == 'K' || c == 'k') ? FenCastling::Kind::king_side
                                                 : FenCastling::Kind::queen_side;
            } else if (c >= 'A' && c <= 'H') {
                fc = {WHITE, FenCastling::Kind::rook_file, File(c - 'A')};
            } else if (c >= 'a' && c <= 'h') {
                fc = {BLACK, FenCastling::Kind::rook_file, File(c - 'a')};
            } else if (c == '-') {
                return fail(FenField::castling, FenErrorKind::duplicate_castling, pos_,
                            "'-' must stand alone in the castling field");
            } else {
                return fail(FenField::castling, FenErrorKind::bad_castling, pos_,
                            "expected '-', K, Q, k, q or a file letter in the castling field");
            }
            for (int i = 0; i < result_.fen.castling_count; ++i) {
                const FenCastling& seen = result_.fen.castling[i];
                if (seen.color == fc.color && seen.kind == fc.kind &&
                    (fc.kind != FenCastling::Kind::rook_file || seen.file == fc.file))
                    return fail(FenField::castling, FenErrorKind::duplicate_castling, pos_,
                                "the same castling right is given twice");
            }
            if (++per_color[fc.color] > 2)
                return fail(FenField::castling, FenErrorKind::too_many_castling, pos_,
                            "more than two castling rights for one side");
            result_.fen.castling[result_.fen.castling_count++] = fc;
        }
        return true;
    }

    bool en_passant() {
        const std::size_t e = field_end();
        if (e - pos_ == 1 && text_[pos_] == '-') {
            pos_ = e;
            return true;
        }
        if (e - pos_ != 2 || text_[pos_] < 'a' || text_[pos_] > 'h' || text_[pos_ + 1] < '1' ||
            text_[pos_ + 1] > '8')
            return fail(FenField::en_passant, FenErrorKind::bad_en_passant, pos_,
                        "en-passant field must be '-' or a square such as e3");
        const Rank rank = Rank(text_[pos_ + 1] - '1');
        const Rank expected = result_.fen.side_to_move == WHITE ? RANK_6 : RANK_3;
        if (rank != expected)
            return fail(FenField::en_passant, FenErrorKind::en_passant_wrong_rank, pos_,
                        result_.fen.side_to_move == WHITE
                            ? "with white to move the en-passant square must be on rank 6"
                            : "with black to move the en-passant square must be on rank 3");
        result_.fen.ep_square = make_square(File(text_[pos_] - 'a'), rank);
        pos_ = e;
        return true;
    }

    bool number(FenField field, uint32_t& out, uint32_t minimum) {
        const std::size_t e = field_end();
        uint64_t value = 0;
        for (std::size_t i = pos_; i < e; ++i) {
            if (text_[i] < '0' || text_[i] > '9')
                return fail(field, FenErrorKind::bad_number, i,
                            field == FenField::halfmove_clock ? "halfmove clock must be a number"
                                                              : "fullmove number must be a number");
            value = value * 10 + uint64_t(text_[i] - '0');
            if (value > FEN_MAX_CLOCK)
                return fail(field, FenErrorKind::number_out_of_range, pos_, "number too large");
        }
        if (value < minimum)
            return fail(field, FenErrorKind::number_out_of_range, pos_, "number too small");
        out = uint32_t(value);
        pos_ = e;
        return true;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::size_t end_ = 0;
    FenParseResult result_;
};

// The castling letter for one right: K/Q/k/q unless another rook of ours stands further out on
// that side, which makes the side letter ambiguous (then the rook's file letter).
char castling_char(const Position& pos, CastlingRights cr) {
    const Color c = (cr & WHITE_CASTLING) ? WHITE : BLACK;
    const bool king_side = cr & KING_SIDE;
    const Square rook = pos.castling_rook_square(cr);
    bool outermost = true;
    if (pos.is_chess960()) {
        const Bitboard rooks = pos.pieces(c, ROOK) & rank_bb(rank_of(rook));
        for (Bitboard b = rooks; b;) {
            const Square other = pop_lsb(b);
            if (king_side ? other > rook : other < rook) outermost = false;
        }
    }
    if (outermost) {
        const char side = king_side ? 'K' : 'Q';
        return c == WHITE ? side : char(side + ('a' - 'A'));
    }
    return char((c == WHITE ? 'A' : 'a') + file_of(rook));
}

}  // namespace

FenParseResult parse_fen(std::string_view text) {
    return FenReader(text).parse();
}

std::size_t write_fen(const Position& pos, char (&buf)[FEN_BUFFER_SIZE]) {
    std::size_t n = 0;
    // Rank by rank from the occupancy bits, one step per piece rather than per square: the
    // square-by-square walk mispredicted its empty/occupied branch on most squares.
    for (int r = RANK_8; r >= RANK_1; --r) {
        unsigned occupied = unsigned(pos.pieces() >> (8 * r)) & 0xFF;
        int file = FILE_A;
        while (occupied) {
            const int next = std::countr_zero(occupied);
            occupied &= occupied - 1;
            if (next > file) buf[n++] = char('0' + next - file);
            buf[n++] = PIECE_CHARS[pos.piece_on(make_square(File(next), Rank(r)))];
            file = next + 1;
        }
        if (file < FILE_NB) buf[n++] = char('0' + FILE_NB - file);
        if (r > RANK_1) buf[n++] = '/';
    }
    buf[n++] = ' ';
    buf[n++] = pos.side_to_move() == WHITE ? 'w' : 'b';
    buf[n++] = ' ';
    const std::size_t castling_start = n;
    for (CastlingRights cr : {WHITE_OO, WHITE_OOO, BLACK_OO, BLACK_OOO})
        if (pos.can_castle(cr)) buf[n++] = castling_char(pos, cr);
    if (n == castling_start) buf[n++] = '-';
    buf[n++] = ' ';
    if (pos.ep_square() == SQ_NONE) {
        buf[n++] = '-';
    } else {
        buf[n++] = char('a' + file_of(pos.ep_square()));
        buf[n++] = char('1' + rank_of(pos.ep_square()));
    }
    char digits[24];
    for (const int value : {pos.halfmove_clock(), pos.fullmove_number()}) {
        buf[n++] = ' ';
        int len = 0;
        unsigned v = unsigned(value);
        do {
            digits[len++] = char('0' + v % 10);
            v /= 10;
        } while (v);
        while (len) buf[n++] = digits[--len];
    }
    buf[n] = '\0';
    return n;
}

std::string to_fen(const Position& pos) {
    char buf[FEN_BUFFER_SIZE];
    const std::size_t n = write_fen(pos, buf);
    return std::string(buf, n);
}

}  // namespace pgnlint::core
