// `check --duplicates`, and `pgnlint report` over the records of shards checked with it: each
// game's moves key (lint/moves_key.h) handed in in run order, and after the last game the
// findings about games that repeat an earlier game (G001 duplicate-game) or are another game
// between the same players cut short (G002 prefix-game), in the order of the games. Memory stays
// within a budget: beyond it the games' keys spill to temporary files (run::DuplicateGames).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/result.h"

namespace pgnlint::run {

class DuplicateGames;

class DuplicateCheck {
public:
    // The filter a game's findings follow (select, ignore, severity), by the game's file.
    using FilterOf = std::function<const lint::Filter&(std::string_view file)>;

    // `memory_budget`: bytes (--duplicates-memory).
    DuplicateCheck(std::uint64_t memory_budget, FilterOf filter_of);
    ~DuplicateCheck();
    DuplicateCheck(const DuplicateCheck&) = delete;
    DuplicateCheck& operator=(const DuplicateCheck&) = delete;

    // One game, in run order, once its own findings are filtered. A game without a moves key
    // (its main line stopped at a move that could not be replayed, or no move at all) is
    // compared with none.
    void add_game(const lint::GameReport& game);

    // After the last game: each finding, as the report of the game it is about (index, file,
    // start, the tags that name it: Event, Site, Date, Round, White, Black) holding that one
    // finding, located at the game's start. The caller filters it (the shown floor, a
    // baseline) and counts what it keeps with count(). The reason when a temporary file could
    // not be written or read back.
    Status finish(const std::function<void(lint::GameReport&)>& visit);

    // Counts a finding finish() gave and the caller kept: its findings, and its game among the
    // games with findings unless the game had findings of its own or an earlier one counted it.
    void count(const lint::GameReport& game, lint::RunSummary& summary);

private:
    FilterOf filter_of_;
    std::unique_ptr<DuplicateGames> games_;
    std::uint64_t order_ = 0;
    bool spill_failed_ = false;
    // finish(): whether the game being visited had findings of its own, and the game count()
    // last counted (file and index).
    bool visited_had_findings_ = false;
    std::string counted_file_;
    std::uint64_t counted_index_ = 0;
    std::string payload_;      // reused from game to game
    std::string players_key_;  // reused from game to game
};

}  // namespace pgnlint::run
