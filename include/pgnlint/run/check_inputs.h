// How `check` runs over its inputs: on the calling thread (--jobs 1), or as a pipeline of --jobs
// threads checking and formatting batches of games, one of which also cuts the input into them,
// and the calling thread writing the batches in input order. Both give the same output byte for
// byte.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "pgnlint/core/unwinnable.h"
#include "pgnlint/fix/fix_plan.h"
#include "pgnlint/input/input_games.h"
#include "pgnlint/input/shard.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/pgn/limits.h"
#include "pgnlint/report/report_stream.h"
#include "pgnlint/report/reporter.h"
#include "pgnlint/run/progress.h"

namespace pgnlint::run {

class TournamentCheck;  // pgnlint/run/tournament_check.h
class DuplicateCheck;   // pgnlint/run/duplicate_check.h

// Drops the findings the user does not want to see. With more than one job it runs on several
// worker threads at once, so it must only read shared state.
using GameFilter = std::function<void(lint::GameReport&)>;

// Takes each game's fixes (--fix, --diff) after all filtering, before the game is counted and
// written, and is handed them in input order. begin_file, add and end_file are called on the
// calling thread in input order; take on a checking thread, concurrently with other games of
// the same input, unless the input's games are filtered in input order (CheckSettings
// file_filter), when it is called on the calling thread in input order too.
class GameObserver {
public:
    virtual ~GameObserver() = default;
    // `path`: the input as given ("-" for standard input); `name`: what its findings call it.
    virtual void begin_file(std::string_view path, std::string_view name) = 0;
    // Appends the game's fixes to `into`, and may take findings out of its report.
    virtual void take(lint::GameReport& game, fix::TakenFixes& into) = 0;
    // The fixes of the input's next games, as take gave them.
    virtual void add(const fix::TakenFixes& taken) = 0;
    // `bytes`: decompressed bytes read; `read_whole`: the input was read to its end.
    virtual void end_file(std::uint64_t bytes, bool read_whole) = 0;
};

struct CheckSettings {
    unsigned jobs = 1;  // 1: everything on the calling thread; 0 is not accepted here
    pgn::Limits limits;
    // The unwinnability analysis's budget per position and side (lint::GameCheckerOptions).
    std::uint64_t max_analysis_nodes = core::UnwinnabilityAnalyser::DEFAULT_MAX_NODES;
    // --encoding: what the input's text is written in (lint::GameCheckerOptions).
    lint::InputEncoding encoding = lint::InputEncoding::automatic;
    // The name findings give standard input ("-" unless --stdin-filename says otherwise).
    std::string stdin_name = "-";
    // Whether the games' final FEN is written: only some reports print it.
    bool final_fen = true;
    // Whether the games' moves_key is written: for the duplicate check, or for the records of a
    // shard that `pgnlint report` will run it on.
    bool moves_key = false;
    GameFilter filter;
    // The order-dependent part of filtering (file-scope directives, the baseline, the shown
    // floor). For an input it says needs input order (FileFilter::needs_input_order), workers
    // keep the games' reports and the writer filters, counts and formats them in input order;
    // for the others workers drop what is below the shown severity and format, as without it.
    // Null: workers count and format.
    lint::FileFilter* file_filter = nullptr;
    // check --trf: sees every game on the writer thread in input order, after the game's own
    // filtering and before file_filter's; needs file_filter. Null: none.
    TournamentCheck* tournament = nullptr;
    // check --duplicates: sees every game on the writer thread in input order, once all of its
    // filtering is done (which leaves its moves_key); needs file_filter. Null: none.
    DuplicateCheck* duplicates = nullptr;
    // --shard: the one input is read as this shard of it (input/shard.h), and what the shard
    // covered is stored in *shard_extent (when not null) once it has been read to its end.
    std::optional<lint::ShardSpec> shard;
    lint::ShardExtent* shard_extent = nullptr;
    // How inputs are read: PGN, NDJSON game exports, or decided per input by its first byte.
    input::InputFormat input_format = input::InputFormat::pgn;
    // The report's reporter and stream, or both null when no report is written (--quiet).
    const report::Reporter* reporter = nullptr;
    report::ReportStream* stream = nullptr;
    // Hand output to the stream's Output after each game (--jobs 1) or batch (a terminal).
    bool flush_often = false;
    // Hand output to the stream's Output after each batch of games (batch_bytes of game text,
    // with --jobs 1 too), so that a reader of a streaming format sees findings as games finish.
    bool flush_batches = false;
    ProgressLine* progress = nullptr;  // null: no progress line
    GameObserver* observer = nullptr;  // null: none
    // Prints an input's I/O error; called on the calling thread, in input order.
    std::function<void(std::string_view)> report_io_error;
    // Pipeline shape (--jobs > 1): game text per batch, and batches in flight per checking thread.
    std::size_t batch_bytes = std::size_t{256} << 10;
    std::size_t batches_per_worker = 2;
};

// Checks every game of every input in input order, adds each game to `summary` (files, games,
// findings, plies, bytes) and, with a stream, writes it: begin_file/add_game/end_file per input
// (the caller writes the report's begin and end). Returns false when some input could not be
// read: its error was reported after the games read before it, and the next input goes on.
// Throws what the output or a worker threw (report::OutputError, std::bad_alloc), after all
// threads have stopped.
bool check_inputs(const CheckSettings& settings, std::span<const std::string> inputs,
                  lint::RunSummary& summary);

}  // namespace pgnlint::run
