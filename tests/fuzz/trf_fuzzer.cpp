// Fuzz target for the tournament report reader (trf::read_tournament_report, `check --trf`): any
// bytes, never a crash; every problem points inside the file; the players it keeps have distinct
// start ranks that find() gives back, and round entries whose opponents are players or none;
// and the same file with CRLF line ends reads to the same players and problems.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

#include "fuzz_support.h"
#include "pgnlint/trf/tournament_report.h"

namespace pgnlint::fuzz {
namespace {

void check_report(std::string_view text, const trf::TournamentReport& report) {
    std::set<std::uint32_t> ranks;
    std::uint32_t rounds = 0;
    for (const trf::Player& player : report.players) {
        FUZZ_REQUIRE(player.start_rank >= 1 && player.start_rank <= 9999);
        FUZZ_REQUIRE(ranks.insert(player.start_rank).second);
        FUZZ_REQUIRE(report.find(player.start_rank) == &player);
        FUZZ_REQUIRE(player.where.offset <= text.size());
        rounds = std::max<std::uint32_t>(rounds, static_cast<std::uint32_t>(player.rounds.size()));
    }
    FUZZ_REQUIRE(report.round_count() == rounds);
    for (const trf::Player& player : report.players) {
        for (const trf::RoundEntry& entry : player.rounds) {
            FUZZ_REQUIRE(entry.where.offset <= text.size());
            // An opponent no line has is a problem already; the entry may still name it.
            if (entry.opponent != 0 && report.find(entry.opponent) == nullptr)
                FUZZ_REQUIRE(!report.problems.empty());
            FUZZ_REQUIRE(trf::opponent_result(trf::opponent_result(entry.result)) == entry.result);
        }
    }
    for (const trf::Problem& problem : report.problems) {
        FUZZ_REQUIRE(problem.where.offset <= text.size());
        FUZZ_REQUIRE(problem.where.line >= 1 && problem.where.column >= 1);
        FUZZ_REQUIRE(problem.where.multibyte_extra < problem.where.column);
        FUZZ_REQUIRE(!problem.message.empty());
    }
}

// The fields a reader of either line end must agree on.
bool same_players(const trf::TournamentReport& a, const trf::TournamentReport& b) {
    if (a.players.size() != b.players.size() || a.problems.size() != b.problems.size())
        return false;
    for (std::size_t i = 0; i < a.players.size(); ++i) {
        const trf::Player& x = a.players[i];
        const trf::Player& y = b.players[i];
        if (x.start_rank != y.start_rank || x.name != y.name || x.fide_id != y.fide_id ||
            x.points_tenths != y.points_tenths || x.rounds.size() != y.rounds.size())
            return false;
        for (std::size_t r = 0; r < x.rounds.size(); ++r) {
            if (x.rounds[r].opponent != y.rounds[r].opponent ||
                x.rounds[r].colour != y.rounds[r].colour ||
                x.rounds[r].result != y.rounds[r].result)
                return false;
        }
    }
    for (std::size_t i = 0; i < a.problems.size(); ++i) {
        if (a.problems[i].kind != b.problems[i].kind ||
            a.problems[i].where.line != b.problems[i].where.line ||
            a.problems[i].where.character_column() != b.problems[i].where.character_column())
            return false;
    }
    return true;
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pgnlint;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const trf::TournamentReport report = trf::read_tournament_report(text);
    fuzz::check_report(text, report);
    // CRLF for LF, where the text has no CR of its own (a lone CR is text, not a line end).
    if (text.find('\r') != std::string_view::npos) return 0;
    std::string crlf;
    for (const char c : text) {
        if (c == '\n') crlf += '\r';
        crlf += c;
    }
    const trf::TournamentReport again = trf::read_tournament_report(crlf);
    fuzz::check_report(crlf, again);
    FUZZ_REQUIRE(fuzz::same_players(report, again));
    return 0;
}
