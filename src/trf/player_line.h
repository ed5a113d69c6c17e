// One player line (001) read field by field at TRF16's character positions, and the words and
// numbers the trf module's messages share. Private to the trf module.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/trf/tournament_report.h"
#include "report_lines.h"

namespace pgnlint::trf {

struct PlayerLine {
    std::optional<Player> player;  // nullopt: no start rank could be read, the line is dropped
    // Per round: the entry had a malformed field and was left blank (no opponent, Z), so that
    // the later rounds keep their numbers; the consistency checks leave such entries out.
    std::vector<bool> blanked;
};

// Reads a 001 line; what does not follow the layout is added to `problems`.
PlayerLine read_player_line(const ReportLine& line, std::vector<Problem>& problems);

// "player 3 (Müller, Jörg)", or "player 3" for a line without a name.
std::string player_label(const Player& player);

// A points field ("11.5", "3", blanks around) in tenths of a point; nullopt when it is not one.
std::optional<std::uint32_t> parse_points(std::string_view text);

}  // namespace pgnlint::trf
