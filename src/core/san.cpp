// SAN and UCI move text: tolerant parsing, resolution against a position that generates only the
// named piece's moves to the named square, and canonical SAN writing (PGN standard 8.2.3).
#include "pgnlint/core/san.h"

#include <array>
#include <cassert>

#include "origins.h"
#include "pgnlint/core/movegen.h"

namespace pgnlint::core {
namespace {

constexpr bool is_file_char(char c) {
    return c >= 'a' && c <= 'h';
}
constexpr bool is_rank_char(char c) {
    return c >= '1' && c <= '8';
}

// One load per move instead of a chain of comparisons.
constexpr std::array<PieceType, 256> PIECE_OF_LETTER = [] {
    std::array<PieceType, 256> table{};
    table.fill(NO_PIECE_TYPE);
    table['P'] = PAWN;
    table['N'] = KNIGHT;
    table['B'] = BISHOP;
    table['R'] = ROOK;
    table['Q'] = QUEEN;
    table['K'] = KING;
    return table;
}();

PieceType piece_from_letter(char c) {
    return PIECE_OF_LETTER[static_cast<unsigned char>(c)];
}

// Promotion piece letters may be lower case after the square ("e8q") or '=' ("e8=q").
PieceType promotion_from_letter(char c) {
    switch (c) {
        case 'N':
        case 'n':
            return KNIGHT;
        case 'B':
        case 'b':
            return BISHOP;
        case 'R':
        case 'r':
            return ROOK;
        case 'Q':
        case 'q':
            return QUEEN;
        default:
            return NO_PIECE_TYPE;
    }
}

constexpr bool is_suffix_char(char c) {
    return c == '+' || c == '#' || c == '!' || c == '?';
}

// Trailing check marks and annotation glyph, in any order ("Nf3+!", "Qh7!!#").
bool strip_suffixes(std::string_view& text, SanFlags& flags) {
    std::size_t end = text.size();
    while (end > 0 && is_suffix_char(text[end - 1])) --end;
    char glyph[3] = {};
    std::size_t glyph_len = 0;
    for (std::size_t i = end; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '+') {
            flags.check_suffix = true;
        } else if (c == '#') {
            flags.mate_suffix = true;
        } else {
            if (glyph_len == 2) return false;
            glyph[glyph_len++] = c;
        }
    }
    if (flags.check_suffix && flags.mate_suffix) return false;
    const std::string_view g(glyph, glyph_len);
    if (g.empty())
        flags.nag = 0;
    else if (g == "!")
        flags.nag = 1;
    else if (g == "?")
        flags.nag = 2;
    else if (g == "!!")
        flags.nag = 3;
    else if (g == "??")
        flags.nag = 4;
    else if (g == "!?")
        flags.nag = 5;
    else
        flags.nag = 6;  // "?!"
    text = text.substr(0, end);
    return true;
}

// Splits a promotion written after the destination: "=Q", "Q", "(Q)", "/Q".
bool strip_promotion(std::string_view& body, ParsedSan& out) {
    if (body.size() >= 3 && body.back() == ')' && body[body.size() - 3] == '(') {
        out.promotion = promotion_from_letter(body[body.size() - 2]);
        out.flags.promotion_without_equals = true;
        body.remove_suffix(3);
        return out.promotion != NO_PIECE_TYPE;
    }
    if (body.size() < 3) return true;
    const PieceType pt = promotion_from_letter(body.back());
    const char before = body[body.size() - 2];
    if (pt == NO_PIECE_TYPE || !(before == '=' || before == '/' || is_rank_char(before)))
        return true;
    out.promotion = pt;
    body.remove_suffix(1);
    if (before == '=' || before == '/') body.remove_suffix(1);
    out.flags.promotion_without_equals = before != '=';
    return true;
}

bool is_castling(std::string_view body, char zero_or_o, ParsedSan& out) {
    const char long_form[] = {zero_or_o, '-', zero_or_o, '-', zero_or_o};
    if (body == std::string_view(long_form, 5)) {
        out.kind = ParsedSan::Kind::castle_queen_side;
        return true;
    }
    if (body == std::string_view(long_form, 3)) {
        out.kind = ParsedSan::Kind::castle_king_side;
        return true;
    }
    return false;
}

// Squares of other legal moves that the same piece type could make to the same square, used for
// minimal disambiguation. Castling is not among legal_origins; m is never a pawn's move here.
Bitboard rival_origins(const Position& pos, Move m) {
    const PieceType pt = type_of(pos.piece_on(m.from_sq()));
    assert(pt != PAWN);
    return legal_origins(pos, pt, m.to_sq()) & ~square_bb(m.from_sq());
}

bool matches(const ParsedSan& p, Move m) {
    if (m.kind() == MoveKind::castling) return false;
    if (p.from_file != FILE_NB && file_of(m.from_sq()) != p.from_file) return false;
    if (p.from_rank != RANK_NB && rank_of(m.from_sq()) != p.from_rank) return false;
    if (m.kind() == MoveKind::promotion) return m.promotion_type() == p.promotion;
    return p.promotion == NO_PIECE_TYPE;
}

std::size_t count_matches(const MoveList& list, const ParsedSan& p) {
    std::size_t n = 0;
    for (Move m : list) n += matches(p, m);
    return n;
}

// The flags that compare the notation with the move it resolved to: the capture mark, and a file
// or rank that could be dropped with one move still named (PGN 8.2.3.4). A pawn capture's file
// is part of the notation, not a disambiguation. `matches_without(drop_file)` counts the legal
// moves the text names without its file (true) or without its rank (false).
template <typename MatchesWithout>
void set_notation_flags(const Position& pos, SanResult& r, MatchesWithout matches_without) {
    SanFlags& flags = r.parsed.flags;
    const bool capture = pos.is_capture(r.move);
    flags.missing_capture_mark = capture && !flags.capture_mark;
    flags.capture_mark_on_non_capture = !capture && flags.capture_mark;
    const bool file_is_notation = r.parsed.piece == PAWN && capture;
    if (r.parsed.from_file != FILE_NB && !file_is_notation)
        flags.redundant_disambiguation |= matches_without(true) == 1;
    if (r.parsed.from_rank != RANK_NB)
        flags.redundant_disambiguation |= matches_without(false) == 1;
}

// Marks r failed in place: every path of resolve_san writes into the caller's result.
void fail(SanResult& r, SanErrorKind kind, const char* message) {
    r.ok = false;
    r.error = SanError{kind, message};
}

// Castling (r.parsed names the side): legal or not, with the reason. Out of resolve_san's line,
// like resolve_from_list: the few moves that need them should not make every move's call dearer.
[[gnu::noinline]] void resolve_castling(const Position& pos, SanResult& r) {
    const CastlingRights cr =
        pos.side_to_move() &
        (r.parsed.kind == ParsedSan::Kind::castle_king_side ? KING_SIDE : QUEEN_SIDE);
    if (!pos.can_castle(cr)) {
        fail(r, SanErrorKind::illegal, "no such castling right");
        return;
    }
    r.move = legal_castling(pos, cr);
    if (r.move == Move::none()) {
        fail(r, SanErrorKind::illegal, "castling is not legal here");
        return;
    }
    r.ok = true;
}

// Promotions, en passant and every move the legal origins did not name exactly once: the legal
// moves of the piece type to the square, matched one by one, so an error can say why.
[[gnu::noinline]] void resolve_from_list(const Position& pos, SanResult& r) {
    const ParsedSan& p = r.parsed;
    MoveList list;
    generate_legal_to(pos, p.piece, p.to, list);
    for (Move m : list) {
        if (!matches(p, m)) continue;
        if (r.candidate_count < SAN_MAX_CANDIDATES) r.candidates[r.candidate_count] = m;
        ++r.candidate_count;
        r.move = m;
    }
    if (r.candidate_count == 0) {
        r.move = Move::none();
        bool needs_promotion = false;
        for (Move m : list) needs_promotion |= m.kind() == MoveKind::promotion;
        fail(r, SanErrorKind::illegal,
             needs_promotion && p.promotion == NO_PIECE_TYPE
                 ? "a pawn reaching the last rank must name its promotion piece"
                 : "no legal move matches");
        return;
    }
    if (r.candidate_count > 1) {
        if (r.candidate_count > SAN_MAX_CANDIDATES) r.candidate_count = SAN_MAX_CANDIDATES;
        r.move = Move::none();
        fail(r, SanErrorKind::ambiguous, "more than one legal move matches");
        return;
    }
    r.ok = true;
    r.candidate_count = 0;

    set_notation_flags(pos, r, [&](bool drop_file) {
        ParsedSan without = p;
        if (drop_file) {
            without.from_file = FILE_NB;
        } else {
            without.from_rank = RANK_NB;
        }
        return count_matches(list, without);
    });
}

// The shapes nearly every move is written in: an optional piece letter, origin file and/or rank,
// capture mark, the destination, and at most one '+' or '#' (e4, Nf3, exd5, Nbxd2+, Qh4#). Read
// in one pass from the front; anything else (promotions, castling, glyphs, long algebraic, null
// moves) is left to the general reading, which gives the same result for these shapes.
bool parse_plain_move(std::string_view text, ParsedSan& out) {
    std::size_t n = text.size();
    if (n < 2) return false;
    const char* t = text.data();
    if (t[n - 1] == '+') {
        out.flags.check_suffix = true;
        --n;
    } else if (t[n - 1] == '#') {
        out.flags.mate_suffix = true;
        --n;
    }
    if (n < 2 || !is_file_char(t[n - 2]) || !is_rank_char(t[n - 1])) return false;
    out.to = make_square(File(t[n - 2] - 'a'), Rank(t[n - 1] - '1'));
    const std::size_t origin_end = n - 2;
    // A leading 'P' is left to the general reading.
    const PieceType piece = t[0] == 'P' ? NO_PIECE_TYPE : piece_from_letter(t[0]);
    const bool named = piece != NO_PIECE_TYPE;
    out.piece = named ? piece : PAWN;
    std::size_t i = named;
    if (i < origin_end && is_file_char(t[i])) out.from_file = File(t[i++] - 'a');
    if (i < origin_end && is_rank_char(t[i])) out.from_rank = Rank(t[i++] - '1');
    if (i < origin_end && (t[i] == 'x' || t[i] == ':')) {
        out.flags.capture_mark = true;
        ++i;
    }
    return i == origin_end;
}

}  // namespace

bool parse_san(std::string_view text, ParsedSan& out) {
    out = ParsedSan{};
    return parse_plain_move(text, out) || detail::parse_san_general(text, out);
}

namespace detail {

bool parse_san_general(std::string_view text, ParsedSan& out) {
    out = ParsedSan{};
    // Most moves carry no suffix: the suffix scan runs only for text that ends in one.
    if (!text.empty() && is_suffix_char(text.back()) && !strip_suffixes(text, out.flags)) {
        return false;
    }
    if (text == "--" || text == "Z0") {
        out.kind = ParsedSan::Kind::null;
        return true;
    }
    if (text.empty()) return false;
    if (text.front() == 'O') return is_castling(text, 'O', out);
    if (text.front() == '0') {
        out.flags.castling_with_zeros = true;
        return is_castling(text, '0', out);
    }

    std::string_view body = text;
    out.piece = piece_from_letter(body.front());
    if (out.piece == NO_PIECE_TYPE) {
        out.piece = PAWN;
    } else {
        body.remove_prefix(1);
    }
    if (!strip_promotion(body, out)) return false;
    if (out.promotion != NO_PIECE_TYPE && out.piece != PAWN) return false;

    // Destination: the last two characters.
    if (body.size() < 2 || !is_file_char(body[body.size() - 2]) || !is_rank_char(body.back()))
        return false;
    out.to = make_square(File(body[body.size() - 2] - 'a'), Rank(body.back() - '1'));
    body.remove_suffix(2);

    if (!body.empty() && (body.back() == 'x' || body.back() == ':')) {
        out.flags.capture_mark = true;
        body.remove_suffix(1);
    } else if (!body.empty() && body.back() == '-') {
        body.remove_suffix(1);  // long algebraic "Ng1-f3"
        if (body.size() != 2) return false;
    }
    // Disambiguation: nothing, a file, a rank, or a square.
    if (!body.empty() && is_file_char(body.front())) {
        out.from_file = File(body.front() - 'a');
        body.remove_prefix(1);
    }
    if (!body.empty() && is_rank_char(body.front())) {
        out.from_rank = Rank(body.front() - '1');
        body.remove_prefix(1);
    }
    return body.empty();
}

}  // namespace detail

namespace {

// A move of pt to `to` (no castling, no null move) for the side to move, Us. Nearly every move has
// no promotion and no en passant, so the legal origins decide alone. A move that is not exactly
// one of them goes the list way, for its precise error.
template <Color Us>
void resolve_piece_move(const Position& pos, SanResult& r) {
    const ParsedSan& p = r.parsed;
    const bool special_pawn_move =
        p.piece == PAWN && (relative_rank(Us, rank_of(p.to)) == RANK_8 ||
                            (pos.ep_capture_possible() && p.to == pos.ep_square()));
    if (p.promotion == NO_PIECE_TYPE && !special_pawn_move) {
        const Bitboard origins = detail::origins_to<Us>(pos, p.piece, p.to);
        const Bitboard file_mask = p.from_file != FILE_NB ? file_bb(p.from_file) : ~Bitboard(0);
        const Bitboard rank_mask = p.from_rank != RANK_NB ? rank_bb(p.from_rank) : ~Bitboard(0);
        const Bitboard named = origins & file_mask & rank_mask;
        if (named && !more_than_one(named)) {
            r.ok = true;
            r.move = Move(lsb(named), p.to);
            set_notation_flags(pos, r, [&](bool drop_file) {
                return popcount(origins & (drop_file ? rank_mask : file_mask));
            });
            return;
        }
    }
    resolve_from_list(pos, r);
}

}  // namespace

void resolve_san(const Position& pos, std::string_view text, SanResult& r) {
    r.ok = false;
    r.move = Move::none();
    r.candidate_count = 0;
    if (!parse_san(text, r.parsed)) {
        fail(r, SanErrorKind::syntax, "not a move in SAN");
        return;
    }
    const ParsedSan& p = r.parsed;
    if (p.kind == ParsedSan::Kind::null) {
        r.ok = true;
        r.move = Move::null();
        return;
    }
    if (p.kind != ParsedSan::Kind::move) {
        resolve_castling(pos, r);
        return;
    }
    if (pos.side_to_move() == WHITE) {
        resolve_piece_move<WHITE>(pos, r);
    } else {
        resolve_piece_move<BLACK>(pos, r);
    }
}

std::size_t play_san(Position& pos, Move m, StateInfo& st, char (&buf)[SAN_BUFFER_SIZE]) {
    std::size_t n = 0;
    auto put = [&buf, &n](char c) { buf[n++] = c; };
    auto put_square = [&put](Square s) {
        put(char('a' + file_of(s)));
        put(char('1' + rank_of(s)));
    };
    const Square from = m.from_sq();
    const Square to = m.to_sq();
    if (m.kind() == MoveKind::castling) {
        for (char c : std::string_view(to > from ? "O-O" : "O-O-O")) put(c);
    } else {
        const PieceType pt = type_of(pos.piece_on(from));
        const bool capture = pos.is_capture(m);
        if (pt == PAWN) {
            if (capture) put(char('a' + file_of(from)));
        } else {
            put(" PNBRQK"[pt]);
            // Minimal disambiguation, PGN 8.2.3.4: file if it suffices, else rank, else both.
            if (const Bitboard rivals = rival_origins(pos, m)) {
                if (!(rivals & file_bb(file_of(from)))) {
                    put(char('a' + file_of(from)));
                } else if (!(rivals & rank_bb(rank_of(from)))) {
                    put(char('1' + rank_of(from)));
                } else {
                    put_square(from);
                }
            }
        }
        if (capture) put('x');
        put_square(to);
        if (m.kind() == MoveKind::promotion) {
            put('=');
            put(" PNBRQK"[m.promotion_type()]);
        }
    }
    pos.do_move(m, st);
    if (pos.in_check()) put(has_legal_move(pos) ? '+' : '#');
    buf[n] = '\0';
    return n;
}

std::size_t write_san(Position& pos, Move m, char (&buf)[SAN_BUFFER_SIZE]) {
    StateInfo st;
    const std::size_t n = play_san(pos, m, st, buf);
    pos.undo_move(m);
    return n;
}

std::string to_san(Position& pos, Move m) {
    char buf[SAN_BUFFER_SIZE];
    return std::string(buf, write_san(pos, m, buf));
}

UciResult parse_uci(const Position& pos, std::string_view text) {
    UciResult r;
    if (text.size() == 5 || text.size() == 6) {
        // Optional separator between the squares: e2-e4, e4xd5.
        if (text[2] == '-' || text[2] == 'x') {
            std::string_view tail = text.substr(3);
            char joined[5] = {text[0], text[1], 0, 0, 0};
            for (std::size_t i = 0; i < tail.size(); ++i) joined[2 + i] = tail[i];
            return parse_uci(pos, std::string_view(joined, 2 + tail.size()));
        }
    }
    if (text.size() < 4 || text.size() > 5 || !is_file_char(text[0]) || !is_rank_char(text[1]) ||
        !is_file_char(text[2]) || !is_rank_char(text[3])) {
        r.message = "not a move in UCI notation";
        return r;
    }
    const Square from = make_square(File(text[0] - 'a'), Rank(text[1] - '1'));
    const Square to = make_square(File(text[2] - 'a'), Rank(text[3] - '1'));
    PieceType promotion = NO_PIECE_TYPE;
    if (text.size() == 5 && (promotion = promotion_from_letter(text[4])) == NO_PIECE_TYPE) {
        r.message = "bad promotion piece";
        return r;
    }
    const Piece pc = pos.piece_on(from);
    if (pc == NO_PIECE || color_of(pc) != pos.side_to_move()) {
        r.message = "no piece of the side to move on the origin square";
        return r;
    }
    MoveList list;
    generate_legal(pos, type_of(pc), ~Bitboard(0), list);
    Move castling = Move::none();
    for (Move m : list) {
        if (m.from_sq() != from) continue;
        if (m.kind() == MoveKind::castling) {
            const Square king_to = Position::castling_king_to(pos.side_to_move(), m.to_sq() > from);
            if (promotion == NO_PIECE_TYPE && (m.to_sq() == to || king_to == to)) castling = m;
            continue;
        }
        if (m.to_sq() != to) continue;
        if (m.kind() == MoveKind::promotion ? m.promotion_type() == promotion
                                            : promotion == NO_PIECE_TYPE) {
            r.ok = true;
            r.move = m;
            return r;
        }
    }
    if (castling != Move::none()) {
        r.ok = true;
        r.move = castling;
        return r;
    }
    r.message = "no legal move matches";
    return r;
}

std::size_t write_uci(const Position& pos, Move m, char (&buf)[UCI_BUFFER_SIZE]) {
    Square to = m.to_sq();
    if (m.kind() == MoveKind::castling && !pos.is_chess960())
        to = Position::castling_king_to(pos.side_to_move(), to > m.from_sq());
    std::size_t n = 0;
    buf[n++] = char('a' + file_of(m.from_sq()));
    buf[n++] = char('1' + rank_of(m.from_sq()));
    buf[n++] = char('a' + file_of(to));
    buf[n++] = char('1' + rank_of(to));
    if (m.kind() == MoveKind::promotion) buf[n++] = " pnbrqk"[m.promotion_type()];
    buf[n] = '\0';
    return n;
}

std::string to_uci(const Position& pos, Move m) {
    char buf[UCI_BUFFER_SIZE];
    return std::string(buf, write_uci(pos, m, buf));
}

}  // namespace pgnlint::core
