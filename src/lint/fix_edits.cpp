// Fix edits from the text as written: the parts of a SAN token (PGN 8.2.3), move numbers
// (8.2.2), FEN fields (16.1) and line ends.
#include "fix_edits.h"

#include <algorithm>
#include <cstddef>
#include <vector>

#include "pgnlint/pgn/lexical.h"

namespace pgnlint::lint {
namespace {

bool is_suffix_char(char c) {
    return c == '+' || c == '#' || c == '!' || c == '?';
}
bool is_rank_char(char c) {
    return c >= '1' && c <= '8';
}
bool is_promotion_letter(char c) {
    return std::string_view("NBRQnbrq").find(c) != std::string_view::npos;
}

std::size_t body_end(std::string_view text) {
    std::size_t end = text.size();
    while (end > 0 && is_suffix_char(text[end - 1])) --end;
    return end;
}

// A SAN body (suffixes removed) cut into its parts, as core::parse_san reads them:
// [0, piece_end) the piece letter, [piece_end, origin_end) the origin, [origin_end, dest)
// the capture mark or long algebraic's '-', [dest, dest + 2) the destination, [dest + 2, end)
// the promotion.
struct SanParts {
    std::size_t piece_end = 0;
    std::size_t origin_end = 0;
    std::size_t dest = 0;
    std::size_t end = 0;
    bool castling = false;
    bool rewrite_whole = false;  // castling, long algebraic or a 'P' letter
};

SanParts parts_of(std::string_view body) {
    SanParts p;
    p.end = body.size();
    if (body.empty() || body.front() == 'O' || body.front() == '0') {
        p.castling = true;
        p.rewrite_whole = true;
        return p;
    }
    p.piece_end = std::string_view("NBRQKP").find(body.front()) != std::string_view::npos;
    std::size_t promotion = body.size();
    if (body.size() >= 3 && body.back() == ')' && body[body.size() - 3] == '(') {
        promotion = body.size() - 3;
    } else if (body.size() >= 3 && is_promotion_letter(body.back())) {
        const char before = body[body.size() - 2];
        if (before == '=' || before == '/') promotion = body.size() - 2;
        if (is_rank_char(before)) promotion = body.size() - 1;
    }
    p.dest = promotion >= 2 ? promotion - 2 : 0;
    p.origin_end = p.dest;
    if (p.dest > p.piece_end && (body[p.dest - 1] == 'x' || body[p.dest - 1] == ':'))
        p.origin_end = p.dest - 1;
    const bool long_algebraic = p.dest > p.piece_end && body[p.dest - 1] == '-';
    p.rewrite_whole = long_algebraic || body.front() == 'P' || p.dest < p.piece_end;
    return p;
}

void add_edit(Fix& fix, std::uint64_t offset, std::size_t length, std::string_view replacement) {
    fix.edits.push_back(Edit{offset, static_cast<std::uint32_t>(length), std::string(replacement)});
}

}  // namespace

void add_notation_edit(RuleId id, std::string_view text, std::uint64_t offset,
                       std::string_view canonical, Fix& fix) {
    const std::string_view body = text.substr(0, body_end(text));
    const std::string_view canonical_body = canonical.substr(0, body_end(canonical));
    const SanParts w = parts_of(body);
    const SanParts c = parts_of(canonical_body);
    if (w.rewrite_whole || c.castling) {
        add_edit(fix, offset, body.size(), canonical_body);
        return;
    }
    const auto piece_part = [](std::string_view s, const SanParts& p) {
        return s.substr(p.piece_end, p.dest - p.piece_end);
    };
    const bool pawn = w.piece_end == 0;
    switch (id) {
        case RuleId::promotion_without_equals:
            add_edit(fix, offset + w.dest + 2, w.end - (w.dest + 2),
                     canonical_body.substr(c.dest + 2));
            return;
        case RuleId::missing_capture_marker:
        case RuleId::capture_marker_on_non_capture:
        case RuleId::redundant_disambiguation:
            if (pawn) {
                // A pawn capture's file is part of its notation: origin and `x` are one part.
                add_edit(fix, offset, w.dest, piece_part(canonical_body, c));
            } else if (id == RuleId::redundant_disambiguation) {
                add_edit(fix, offset + w.piece_end, w.origin_end - w.piece_end,
                         canonical_body.substr(c.piece_end, c.origin_end - c.piece_end));
            } else if (id == RuleId::missing_capture_marker) {
                add_edit(fix, offset + w.dest, 0, "x");
            } else {
                add_edit(fix, offset + w.origin_end, w.dest - w.origin_end, "");
            }
            return;
        default:
            add_edit(fix, offset, body.size(), canonical_body);
            return;
    }
}

void add_check_suffix_edit(std::string_view text, std::uint64_t offset, bool check, bool mate,
                           Fix& fix) {
    const std::size_t start = body_end(text);
    const std::string_view suffix = text.substr(start);
    const std::string_view mark = mate ? "#" : check ? "+" : "";
    if (suffix.find_first_of("+#") == std::string_view::npos) {
        add_edit(fix, offset + start, 0, mark);
        return;
    }
    std::string replacement(mark);
    for (const char c : suffix)
        if (c != '+' && c != '#') replacement += c;
    add_edit(fix, offset + start, suffix.size(), replacement);
}

void add_move_number_edit(std::string_view text, std::uint64_t offset, std::uint32_t number,
                          bool black, Fix& fix) {
    std::size_t end = 0;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    end = static_cast<std::size_t>(
        pgn::lexical::read_number_periods(text.data() + end, text.data() + text.size()).end -
        text.data());
    std::string replacement = std::to_string(number);
    replacement.append(black ? 3 : 1, '.');
    add_edit(fix, offset, end, replacement);
}

std::string canonical_fen_text(std::string_view fen) {
    std::vector<std::string> fields;
    std::size_t i = 0;
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (i < fen.size()) {
        while (i < fen.size() && blank(fen[i])) ++i;
        const std::size_t start = i;
        while (i < fen.size() && !blank(fen[i])) ++i;
        if (i > start) fields.emplace_back(fen.substr(start, i - start));
    }
    if (fields.size() >= 3) {
        // White's rights first, and on each side the king side's before the queen side's;
        // rook-file letters (Shredder-FEN) keep their order.
        const auto rank = [](char c) {
            const bool black = c >= 'a' && c <= 'z';
            const bool queen = c == 'Q' || c == 'q';
            return (black ? 2 : 0) + (queen ? 1 : 0);
        };
        std::stable_sort(fields[2].begin(), fields[2].end(),
                         [&](char a, char b) { return rank(a) < rank(b); });
    }
    for (std::size_t f = 4; f < fields.size() && f < 6; ++f) {
        std::string& number = fields[f];
        const std::size_t nonzero = number.find_first_not_of('0');
        number.erase(0, std::min(nonzero, number.size() - 1));
    }
    if (fields.size() >= 6 && fields[5] == "0") fields[5][0] = '1';
    std::string out;
    for (const std::string& field : fields) {
        if (!out.empty()) out += ' ';
        out += field;
    }
    return out;
}

std::string_view line_ending_of(std::string_view text) {
    const std::size_t at = text.find_first_of("\r\n");
    if (at == std::string_view::npos || text[at] == '\n') return "\n";
    return at + 1 < text.size() && text[at + 1] == '\n' ? "\r\n" : "\r";
}

}  // namespace pgnlint::lint
