// The duplicate-games check over a whole run, in bounded memory: a game whose moves and result
// repeat an earlier game's (a duplicate), and a game whose moves are the first moves of a longer
// game between the same players (a prefix: the same game saved before it ended). It knows no
// PGN: the caller codes each game's main line, result and players as byte strings.
//
// Memory: three ExternalSorters get a third of the budget each (at least
// ExternalSorter::kMinimumBudget): one orders the games by line and result, one by players and
// line, one orders the matches found by the flagged game. They are read one after the other, so
// what they hold stays within the budget at every moment; on top of it come the buffers of the
// one being merged (64 KiB per run, at most 64 runs: 4 MiB) and a 64 KiB write buffer per sorter
// that spilled. The matches do not depend on the budget.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "pgnlint/run/external_sort.h"

namespace pgnlint::run {

// One game as the duplicate check sees it. `line`: an opaque code of the game's main line in which
// equal strings mean the same moves from the same start, and a string that is a prefix of another
// means the first game's moves are the first moves of the second (the caller guarantees this).
// Games with an empty line are not considered at all.
struct DuplicateCandidate {
    std::uint64_t order = 0;  // the game's place in the run, 0-based, strictly increasing as added
    std::string_view line;
    std::string_view result;   // "1-0", "0-1", "1/2-1/2", "*" or anything; compared as bytes
    std::string_view players;  // a key for "the same players"; empty: unknown (no prefix check)
    std::string_view payload;  // opaque bytes the caller gets back with each match
};

enum class DuplicateKind : std::uint8_t { duplicate, prefix };

struct DuplicateMatch {
    DuplicateKind kind = DuplicateKind::duplicate;
    std::uint64_t order = 0;  // the game flagged
    std::string payload;      // its payload
    // duplicate: the earliest game with the same line and result; prefix: a game with the same
    // players whose line strictly extends this one (the one with the smallest line, the earliest
    // among equal lines).
    std::uint64_t other_order = 0;
    std::string other_payload;
    std::uint32_t other_line_size =
        0;  // bytes of the other's line (the caller turns it into plies)
};

class DuplicateGames {
public:
    explicit DuplicateGames(std::size_t memory_budget_bytes);

    // False on a spill error (error() says why), or when a field is 4 GiB or more.
    bool add(const DuplicateCandidate& game);
    // After the last add(): calls `visit` for every match, ordered by the flagged game's order,
    // then kind (duplicate before prefix). Returns false (error() says why) on a temporary-file
    // error.
    bool finish(const std::function<void(const DuplicateMatch&)>& visit);

    const std::string& error() const { return error_; }
    // Total over its sorters, for tests.
    std::uint64_t runs_spilled() const;

private:
    bool find_duplicates();
    bool find_prefixes();
    bool add_match(DuplicateKind kind, std::uint64_t order, std::string_view payload,
                   std::uint64_t other_order, std::size_t other_line_size,
                   std::string_view other_payload);
    bool fail(const ExternalSorter& sorter);

    ExternalSorter by_line_;
    ExternalSorter by_players_;
    ExternalSorter matches_;
    std::string record_;  // reused by add() and add_match()
    std::string error_;
};

}  // namespace pgnlint::run
