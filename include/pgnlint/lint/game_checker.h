// The per-game unit of `pgnlint check`: parses one game's text, replays its main line and every
// variation on the rules engine, and fills a GameReport with diagnostics, ending and claims.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "pgnlint/core/unwinnable.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/stated_ending.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/pgn/limits.h"

namespace pgnlint::lint {

// What the input's text is written in (--encoding): UTF-8, or Windows-1252 (Latin-1), or, by
// default, UTF-8 where a game's text is UTF-8 and Windows-1252 where it is not.
enum class InputEncoding : std::uint8_t { automatic, utf8, windows_1252 };

// "auto", "utf-8", "latin-1": the names --encoding takes.
std::string_view input_encoding_name(InputEncoding encoding);
std::optional<InputEncoding> parse_input_encoding(std::string_view name);

struct GameCheckerOptions {
    pgn::Limits limits;  // must be the limits the GameSplitter cut the games with
    InputEncoding encoding = InputEncoding::automatic;
    // Whether to write GameReport::final_fen; only some reports print it.
    bool final_fen = true;
    // Whether to write GameReport::moves_key: only `check --duplicates` compares games.
    bool moves_key = false;
    // The unwinnability analysis's budget per side and position (dead positions, FIDE 5.2.2;
    // stated endings that need to know whether a side can still mate, 6.9); beyond it the
    // position is undetermined and nothing is claimed.
    std::uint64_t max_analysis_nodes = core::UnwinnabilityAnalyser::DEFAULT_MAX_NODES;
};

// One per thread: a checker keeps its position, move and undo stacks between games, so checking
// game after game allocates nothing once its buffers have grown to the largest game.
class GameChecker {
public:
    explicit GameChecker(const GameCheckerOptions& options = {});
    ~GameChecker();
    GameChecker(const GameChecker&) = delete;
    GameChecker& operator=(const GameChecker&) = delete;

    // Clears `out` (keeping its capacity) and fills it for `game`: index (1-based), file name,
    // start, tags, plies, termination, claims, results, final FEN (if asked for) and diagnostics
    // in input order.
    // `source`: an ending the game's source states outside its text (an NDJSON export's
    // status), checked against the board as a Termination tag is; null when there is none.
    void check(const pgn::RawGame& game, std::string_view file_name, GameReport& out,
               const SourceStatement* source = nullptr);

private:
    class Replay;
    std::unique_ptr<Replay> replay_;
    pgn::Limits limits_;
};

}  // namespace pgnlint::lint
