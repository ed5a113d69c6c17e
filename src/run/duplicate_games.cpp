// DuplicateGames: each game becomes a record sorted by line and result, to find the duplicates,
// and, when its players are known, one sorted by players and line, to find the prefixes; one pass
// over each order finds the matches, and a third sorter puts them in the flagged game's order.
#include "pgnlint/run/duplicate_games.h"

#include "record_bytes.h"

#include <initializer_list>
#include <limits>

namespace pgnlint::run {
namespace duplicate_games_detail {

// The sorters compare records as bytes, the cheapest comparison there is: each record begins with
// its sort key laid out so that the first byte where two keys differ decides their order, with
// numbers fixed-width big-endian and every string preceded by its size or escaped and ended.
//
// By line: the line's size (4 bytes), the line, the result's size (4), the result, the order (8),
// then the payload. Equal lines with equal results are neighbours, the earliest first; sorting
// the lines by size first does not part them.
//
// By players, compared in descending order (see find_prefixes()): the players' size (4), the
// players, the line escaped (a NUL byte as 00 FF) and ended by 00 01, the order (8), then the
// line's size (4) and the payload. So escaped, lines compare as byte strings do, a line before its
// extensions; and as the escaping is a prefix code, one escaped line starts with another exactly
// when the line does.
//
// A match: the flagged game's order (8) and the kind (1), the order of the report; the other
// game's order (8), the other game's line size (4), the payload's size (4), the payload, the
// other game's payload.
constexpr std::string_view kLineEnd("\0\1", 2);

using record_bytes::append_number;
using record_bytes::append_sized;
using record_bytes::take_number;
using record_bytes::take_sized;

void write_by_line(const DuplicateCandidate& game, std::string& out) {
    out.clear();
    append_sized(out, game.line);
    append_sized(out, game.result);
    append_number(out, game.order, 8);
    out.append(game.payload);
}

struct ByLine {
    std::string_view line;
    std::string_view result;
    std::uint64_t order = 0;
    std::string_view payload;
};

ByLine read_by_line(std::string_view record) {
    ByLine game;
    game.line = take_sized(record);
    game.result = take_sized(record);
    game.order = take_number(record, 8);
    game.payload = record;
    return game;
}

void write_by_players(const DuplicateCandidate& game, std::string& out) {
    out.clear();
    append_sized(out, game.players);
    for (const char byte : game.line) {
        out.push_back(byte);
        if (byte == '\0') out.push_back('\xff');
    }
    out.append(kLineEnd);
    append_number(out, game.order, 8);
    append_number(out, game.line.size(), 4);
    out.append(game.payload);
}

struct ByPlayers {
    std::string_view players;
    std::string_view escaped_line;
    std::uint64_t order = 0;
    std::uint32_t line_size = 0;
    std::string_view payload;
};

ByPlayers read_by_players(std::string_view record) {
    ByPlayers game;
    game.players = take_sized(record);
    // An escaped NUL is 00 FF: the first 00 01 is the end.
    const std::size_t end = record.find(kLineEnd);
    game.escaped_line = record.substr(0, end);
    record.remove_prefix(end + kLineEnd.size());
    game.order = take_number(record, 8);
    game.line_size = static_cast<std::uint32_t>(take_number(record, 4));
    game.payload = record;
    return game;
}

void write_match(DuplicateKind kind, std::uint64_t order, std::string_view payload,
                 std::uint64_t other_order, std::size_t other_line_size,
                 std::string_view other_payload, std::string& out) {
    out.clear();
    append_number(out, order, 8);
    append_number(out, static_cast<std::uint8_t>(kind), 1);
    append_number(out, other_order, 8);
    append_number(out, other_line_size, 4);
    append_number(out, payload.size(), 4);
    out.append(payload).append(other_payload);
}

void read_match(std::string_view record, DuplicateMatch& match) {
    match.order = take_number(record, 8);
    match.kind = static_cast<DuplicateKind>(take_number(record, 1));
    match.other_order = take_number(record, 8);
    match.other_line_size = static_cast<std::uint32_t>(take_number(record, 4));
    const std::size_t payload_size = take_number(record, 4);
    match.payload.assign(record.substr(0, payload_size));
    match.other_payload.assign(record.substr(payload_size));
}

bool bytes_less(std::string_view a, std::string_view b) {
    return a < b;
}
bool bytes_greater(std::string_view a, std::string_view b) {
    return b < a;
}

}  // namespace duplicate_games_detail

DuplicateGames::DuplicateGames(std::size_t memory_budget_bytes)
    : by_line_(duplicate_games_detail::bytes_less, memory_budget_bytes / 3),
      by_players_(duplicate_games_detail::bytes_greater, memory_budget_bytes / 3),
      matches_(duplicate_games_detail::bytes_less, memory_budget_bytes / 3) {}

bool DuplicateGames::add(const DuplicateCandidate& game) {
    if (!error_.empty()) return false;
    if (game.line.empty()) return true;
    for (std::string_view field : {game.line, game.result, game.players, game.payload}) {
        if (field.size() > std::numeric_limits<std::uint32_t>::max()) {
            error_ = "a game too large for the duplicate check (a field of 4 GiB or more)";
            return false;
        }
    }
    duplicate_games_detail::write_by_line(game, record_);
    if (!by_line_.add(record_)) return fail(by_line_);
    if (game.players.empty()) return true;
    duplicate_games_detail::write_by_players(game, record_);
    if (!by_players_.add(record_)) return fail(by_players_);
    return true;
}

bool DuplicateGames::finish(const std::function<void(const DuplicateMatch&)>& visit) {
    if (!error_.empty() || !find_duplicates() || !find_prefixes()) return false;
    if (!matches_.finish()) return fail(matches_);
    DuplicateMatch match;
    std::string record;
    while (matches_.next(record)) {
        duplicate_games_detail::read_match(record, match);
        visit(match);
    }
    if (!matches_.error().empty()) return fail(matches_);
    return true;
}

bool DuplicateGames::find_duplicates() {
    if (!by_line_.finish()) return fail(by_line_);
    std::string original;
    std::string record;
    while (by_line_.next(record)) {
        const auto game = duplicate_games_detail::read_by_line(record);
        if (!original.empty()) {
            const auto first = duplicate_games_detail::read_by_line(original);
            if (first.line == game.line && first.result == game.result) {
                if (!add_match(DuplicateKind::duplicate, game.order, game.payload, first.order,
                               first.line.size(), first.payload)) {
                    return false;
                }
                continue;
            }
        }
        original.swap(record);
    }
    if (!by_line_.error().empty()) return fail(by_line_);
    return true;
}

// Sorted by (players, line, order), a line L is strictly extended by some game with the same
// players exactly when it is by the next different line N with the same players: if M extends L,
// then L < N <= M; N is not a prefix of L (it is greater), so were it not to start with L it would
// differ from L first at some i < |L|, with N[i] > L[i] = M[i] and N[..i) = M[..i), making N > M.
// The game named is N's first. Reading in the reverse order, N's first game is the last one read
// before L's games: two records are held, however many games share a line. (An empty string
// stands for no record: a record is never empty.)
bool DuplicateGames::find_prefixes() {
    if (!by_players_.finish()) return fail(by_players_);
    std::string record;
    std::string previous;   // the last record read: the earliest so far of its line
    std::string next_line;  // the first game of the next line with the same players, if any
    while (by_players_.next(record)) {
        const auto game = duplicate_games_detail::read_by_players(record);
        if (!previous.empty()) {
            const auto last = duplicate_games_detail::read_by_players(previous);
            if (last.players != game.players) {
                next_line.clear();
            } else if (last.escaped_line != game.escaped_line) {
                next_line.swap(previous);
            }
        }
        if (!next_line.empty()) {
            const auto next = duplicate_games_detail::read_by_players(next_line);
            if (next.escaped_line.starts_with(game.escaped_line) &&
                !add_match(DuplicateKind::prefix, game.order, game.payload, next.order,
                           next.line_size, next.payload)) {
                return false;
            }
        }
        previous.swap(record);
    }
    if (!by_players_.error().empty()) return fail(by_players_);
    return true;
}

bool DuplicateGames::add_match(DuplicateKind kind, std::uint64_t order, std::string_view payload,
                               std::uint64_t other_order, std::size_t other_line_size,
                               std::string_view other_payload) {
    duplicate_games_detail::write_match(kind, order, payload, other_order, other_line_size,
                                        other_payload, record_);
    if (!matches_.add(record_)) return fail(matches_);
    return true;
}

bool DuplicateGames::fail(const ExternalSorter& sorter) {
    error_ = sorter.error();
    return false;
}

std::uint64_t DuplicateGames::runs_spilled() const {
    return by_line_.runs_spilled() + by_players_.runs_spilled() + matches_.runs_spilled();
}

}  // namespace pgnlint::run
