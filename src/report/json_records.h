// The JSON records the json and ndjson formats share: a game, a run summary, and the numbers they
// are made of, written straight into the caller's buffer.
#pragma once

#include <fmt/format.h>

#include <cstdint>

#include "pgnlint/lint/game_report.h"
#include "pgnlint/report/reporter.h"
#include "pgnlint/report/tournament_record.h"
#include "text_encoding.h"

namespace pgnlint::report {

inline void append_uint(fmt::memory_buffer& out, std::uint64_t value) {
    const fmt::format_int digits(value);
    encoding::append(out, {digits.data(), digits.size()});
}

// ,"clocks":{"white":…,"black":…,"previous":…,"limit":…,"elapsed":…}: a clock finding's clocks
// as numbers of seconds (178, 597.1), only those it has; nothing for other findings.
void append_clocks_json(const lint::ClockFacts& clocks, fmt::memory_buffer& out);

// ,"suggestions":[{"kind":"replace","san":"Nf3","uci":"g1f3","why":"…","follows":2},…]: a refused
// move's "did you mean", best first (san and uci left out of an insert too many moves fit);
// nothing for a finding without any.
void append_suggestions_json(const std::vector<lint::MoveSuggestion>& suggestions,
                             fmt::memory_buffer& out);

// {"index":…,"file":…,"offset":…,"line":…,"column":…,"tags":{…},"plies":…,"replayed":…,
//  "termination":{…},"claims":[…],"result":{"tag":…,"marker":…},"final_fen":…,"diagnostics":[…]}
void append_game_json(const lint::GameReport& game, fmt::memory_buffer& out);

// {"code":…,"name":…,"severity":…,"message":…,"offset":…,"line":…,"column":…,…}: one finding
// about `game` (which its fingerprint is computed from).
void append_diagnostic_json(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                            fmt::memory_buffer& out);

// {"index":…,"file":…,"offset":…,"line":…,"column":…,"tags":{…},"diagnostics":[…]}: a finding
// about a game that only the whole run shows (Reporter::format_duplicate), with what names the
// game; `pgnlint report` reads it back as a game's record.
void append_duplicate_json(const lint::GameReport& game, fmt::memory_buffer& out);

// {"file":…,"name":…,"rounds":…,"games_matched":…,"players":[{"start_rank":…,"name":…,
//  "rating":…,"federation":…,"points":…,"rounds":[{"opponent":…,"colour":…,"result":…,
//  "game":{"file":…,"index":…}|null,"codes":[…]},…]},…],"diagnostics":[…]}: `check --trf`'s
// crosstable and the findings that belong to no game.
void append_tournament_json(const TournamentRecord& record, fmt::memory_buffer& out);

// {"version":…,"tool":{"name":"pgnlint","version":…},"files":…,"games":…,…,"exit_code":…}
void append_summary_json(const lint::RunSummary& summary, fmt::memory_buffer& out);

// {"name":"pgnlint","version":"…"}
void append_tool_json(fmt::memory_buffer& out);

// {"file":…,"message":…}: an input that could not be read (json's "input_errors", ndjson's
// "input_error" records). The file name is carried without loss, as a game's "file" is.
void append_input_error_json(const InputError& error, fmt::memory_buffer& out);

// {"file":…,"shard":K,"of":N,"file_bytes":…,"start":…,"end":…,"handoff":…,"lines":…}
void append_shard_json(const lint::ShardRecord& shard, fmt::memory_buffer& out);

}  // namespace pgnlint::report
