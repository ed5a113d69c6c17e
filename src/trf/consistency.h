// The report checked against itself once every line is read: opponents that exist, points that
// match the results, and both lines of each game telling the same game. Private to the trf module.
#pragma once

#include <vector>

#include "pgnlint/trf/tournament_report.h"

namespace pgnlint::trf {

// Per player in file order, per round: the entries a line problem already reports (a malformed
// field, an opponent no player has), which the later checks leave out rather than report again.
using SkippedEntries = std::vector<std::vector<bool>>;

// Opponents no player line has and players paired with themselves, as malformed_line problems in
// file order; their entries are added to `skipped`.
std::vector<Problem> check_opponents(const TournamentReport& report, SkippedEntries& skipped);

// points_mismatch and pairing_inconsistent problems, in file order.
std::vector<Problem> check_consistency(const TournamentReport& report,
                                       const SkippedEntries& skipped);

}  // namespace pgnlint::trf
