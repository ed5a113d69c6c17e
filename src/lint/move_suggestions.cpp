// "Did you mean": the slips of the pen a refused move may hold, ranked by the moves after it.
#include "move_suggestions.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/san.h"
#include "pgnlint/text/suggest.h"

namespace pgnlint::lint {
namespace {

using core::Move;
using core::Position;
using core::StateInfo;

bool is_file(char c) {
    return c >= 'a' && c <= 'h';
}
bool is_rank(char c) {
    return c >= '1' && c <= '8';
}
bool is_piece_letter(char c) {
    return c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N';
}
char lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// The slip that makes `written` of `meant`, one edit apart, and how common it is (lower ranks
// first): a neighbouring file or rank is the commonest slip of a hand or an eye on a board.
struct Slip {
    std::string_view why;
    int rank;
};

constexpr int kUnknownSlip = 6;  // the rank of a slip of no known kind
// A move left out or written twice shifts every move after it: named after the slips of one
// move that explain as much, and a gap no single move fills last of all.
constexpr int kShift = 7;
constexpr int kGap = 8;

Slip substitution(char written, char meant) {
    if (lower(written) == lower(meant)) return {"the letter case", 1};
    if (is_file(written) && is_file(meant)) {
        return std::abs(written - meant) == 1 ? Slip{"the file one off", 0}
                                              : Slip{"another file", 5};
    }
    if (is_rank(written) && is_rank(meant)) {
        return std::abs(written - meant) == 1 ? Slip{"the rank one off", 0}
                                              : Slip{"another rank", 5};
    }
    if (is_piece_letter(written) && is_piece_letter(meant)) return {"another piece letter", 2};
    return {"one character different", kUnknownSlip};
}

Slip slip_between(std::string_view written, std::string_view meant) {
    std::size_t i = 0;
    while (i < written.size() && i < meant.size() && written[i] == meant[i]) ++i;
    if (written.size() == meant.size()) {
        if (i + 1 < written.size() && written[i] == meant[i + 1] && written[i + 1] == meant[i])
            return {"two characters swapped", 4};
        return i < written.size() ? substitution(written[i], meant[i])
                                  : Slip{"one character different", kUnknownSlip};
    }
    if (meant.size() > written.size()) {  // a character left out
        const char c = meant[i];
        if (c == 'x') return {"the capture mark left out", 3};
        if (i == 0 && is_piece_letter(c)) return {"the piece letter left out", 2};
        if (is_rank(c) && i + 1 == meant.size()) return {"the rank left out", 3};
        if (is_file(c) || is_rank(c)) return {"the origin left out", 1};
        if (is_piece_letter(c)) return {"the promotion piece left out", 2};
        return {"one character left out", kUnknownSlip};
    }
    const char c = written[i];  // a character too many
    if (c == 'x') return {"a capture mark too many", 3};
    if (i == 0 && is_piece_letter(c)) return {"a piece letter too many", 2};
    if (is_file(c) || is_rank(c)) return {"a wrong origin", 3};
    return {"one character too many", kUnknownSlip};
}

// How many of `moves` can be made in a row from `from` (at most kSuggestionLookahead + 1).
std::size_t legal_run(const Position& from, std::span<const std::string_view> moves) {
    Position pos = from;
    std::array<StateInfo, kSuggestionLookahead + 1> states;
    core::SanResult san;
    std::size_t made = 0;
    while (made < moves.size() && made < states.size()) {
        core::resolve_san(pos, moves[made], san);
        if (!san.ok || san.move == Move::null()) break;
        pos.do_move(san.move, states[made]);
        ++made;
    }
    return made;
}

// A reading of the refused move, before it is written out: only the best few are.
struct Scored {
    MoveSuggestion::Kind kind;
    Move move;             // Move::none() for a gap too many moves fit
    std::string_view why;  // static text; a gap's adds how many moves fit
    std::size_t follows;
    std::size_t explained;  // written moves the reading makes legal, the refused one included
    int slip_rank;
};

MoveSuggestion written_out(const Scored& scored, Position& scratch, std::size_t fits) {
    MoveSuggestion s;
    s.kind = scored.kind;
    s.why.assign(scored.why);
    if (scored.move == Move::none()) {
        s.why += "; " + std::to_string(fits) + " moves fit";
    } else {
        char buffer[core::SAN_BUFFER_SIZE];
        s.san.assign(buffer, core::write_san(scratch, scored.move, buffer));
        s.uci = uci_move(scored.move, scratch.side_to_move(), scratch.is_chess960());
    }
    s.follows = static_cast<std::uint32_t>(scored.follows);
    return s;
}

}  // namespace

std::string_view without_suffixes(std::string_view san) {
    while (!san.empty() &&
           (san.back() == '+' || san.back() == '#' || san.back() == '!' || san.back() == '?')) {
        san.remove_suffix(1);
    }
    return san;
}

std::vector<MoveSuggestion> suggest_moves(const core::Position& pos, std::string_view written,
                                          std::span<const std::string_view> next_written) {
    const std::string_view body = without_suffixes(written);
    const std::span<const std::string_view> next =
        next_written.first(std::min(next_written.size(), kSuggestionLookahead));
    // An ambiguous move means one of the moves it matches: only those are read as its slips.
    const core::SanResult as_written = core::resolve_san(pos, written);
    const bool ambiguous = !as_written.ok && as_written.error.kind == core::SanErrorKind::ambiguous;
    core::MoveList legal;
    if (ambiguous) {
        for (std::size_t i = 0; i < as_written.candidate_count; ++i)
            legal.push(as_written.candidates[i]);
    } else {
        core::generate_legal(pos, legal);
    }
    Position scratch = pos;  // write_san plays the move to find its suffix, and takes it back
    // Most refused moves have a reading or none: the list is allocated once, at its first.
    std::vector<Scored> found;
    const auto add = [&](const Scored& scored) {
        if (found.empty()) found.reserve(legal.size() + 2);
        found.push_back(scored);
    };

    // One slip of the pen: a legal move one edit away from what was written.
    char buffer[core::SAN_BUFFER_SIZE];
    for (const Move move : legal) {
        const std::string_view meant =
            without_suffixes(std::string_view(buffer, core::write_san(scratch, move, buffer)));
        // Lengths more than one apart are more than one edit apart: most moves end here.
        if (body.size() > meant.size() + 1 || meant.size() > body.size() + 1) continue;
        if (text::edit_distance(body, meant) != 1) continue;
        const Slip slip = slip_between(body, meant);
        Position after = pos;
        StateInfo state;
        after.do_move(move, state);
        const std::size_t follows = legal_run(after, next);
        add({MoveSuggestion::Kind::replace, move, slip.why, follows, 1 + follows, slip.rank});
    }

    std::size_t fits = 0;
    if (!next.empty() && !ambiguous) {
        // A move left out: after some move of the side to move, the written move and the ones
        // after it are legal.
        std::array<std::string_view, kSuggestionLookahead + 1> shifted;
        shifted[0] = written;
        std::copy(next.begin(), next.end(), shifted.begin() + 1);
        const std::span<const std::string_view> shifted_moves(shifted.data(), next.size() + 1);
        const std::size_t first_insert = found.size();
        for (const Move move : legal) {
            Position after = pos;
            StateInfo state;
            after.do_move(move, state);
            if (legal_run(after, shifted_moves) != shifted_moves.size()) continue;
            if (++fits <= kMostSuggestions) {
                add({MoveSuggestion::Kind::insert, move, "a move left out before it", next.size(),
                     shifted_moves.size(), kShift});
            }
        }
        if (fits > kMostSuggestions) {
            // Too many moves fit to name one: the gap is said, not what filled it.
            found.resize(first_insert);
            add({MoveSuggestion::Kind::insert, Move::none(), "a move left out before it",
                 next.size(), shifted_moves.size(), kGap});
        }

        // The move written once too often: without it, the moves after it are legal.
        if (legal_run(pos, next) == next.size()) {
            const core::SanResult san = core::resolve_san(pos, next.front());
            add({MoveSuggestion::Kind::remove, san.move, "one move too many", next.size(),
                 next.size(), kShift});
        }
    }

    // The readings that explain the most written moves, commonest slip first; ties keep the
    // order of move generation, so the result does not depend on anything but the position.
    std::stable_sort(found.begin(), found.end(), [](const Scored& a, const Scored& b) {
        if (a.explained != b.explained) return a.explained > b.explained;
        return a.slip_rank < b.slip_rank;
    });
    // A slip of no known kind ("one character different") is named only when no known kind
    // explains as much.
    std::vector<MoveSuggestion> best;
    if (!found.empty()) best.reserve(kMostSuggestions);
    for (const Scored& scored : found) {
        if (best.size() == kMostSuggestions || scored.explained < found.front().explained) break;
        if (scored.slip_rank >= kUnknownSlip && found.front().slip_rank < kUnknownSlip) continue;
        best.push_back(written_out(scored, scratch, fits));
    }
    // An ambiguous move's message names every move it matches: suggestions that cannot tell
    // them apart would only repeat it.
    if (ambiguous && best.size() == as_written.candidate_count) best.clear();
    return best;
}

namespace {

// "the move after it", "the 3 moves after it"
std::string after_it(std::size_t count) {
    return count == 1 ? "the move after it" : "the " + std::to_string(count) + " moves after it";
}

void append_one(const MoveSuggestion& s, std::uint32_t move_number, Side side,
                std::size_t next_count, std::string& out) {
    switch (s.kind) {
        case MoveSuggestion::Kind::replace:
            out += s.san;
            out += " (";
            out += s.why;
            if (next_count != 0) {
                out += s.follows == 0 ? "; the next move is still illegal then"
                       : s.follows == 1
                           ? "; the next move is then legal"
                           : "; the next " + std::to_string(s.follows) + " moves are then legal";
            }
            out += ')';
            return;
        case MoveSuggestion::Kind::insert:
            if (s.san.empty()) {
                out += "a move of ";
                out += side == Side::white ? "White" : "Black";
            } else {
                out += describe_move(move_number, side, s.san);
            }
            out += " first (";
            out += s.why;
            out += "; then it and " + after_it(s.follows) + " are legal)";
            return;
        case MoveSuggestion::Kind::remove:
            out += "leaving it out (";
            out += s.why;
            out += "; then " + describe_move(move_number, side, s.san);
            out +=
                s.follows == 1 ? " is legal)" : " and " + after_it(s.follows - 1) + " are legal)";
            return;
    }
}

}  // namespace

void append_suggestions(std::span<const MoveSuggestion> suggestions, std::uint32_t move_number,
                        Side side, std::size_t next_count, std::string& message) {
    if (suggestions.empty()) return;
    message += "; did you mean ";
    for (std::size_t i = 0; i < suggestions.size(); ++i) {
        if (i > 0) message += i + 1 == suggestions.size() ? " or " : ", ";
        append_one(suggestions[i], move_number, side, next_count, message);
    }
    message += '?';
}

}  // namespace pgnlint::lint
