// The words of a stated ending: a Termination tag's value or an NDJSON export's status, read as
// the ending the board can confirm.
#include "pgnlint/lint/stated_ending.h"

#include <array>

#include "pgnlint/lint/ascii.h"

namespace pgnlint::lint {
namespace {

struct Form {
    std::string_view words;
    StatedEnding ending;
};

// Whole values. The PGN standard's other values (abandoned, adjudication, death, emergency,
// normal, rules infraction, unterminated) and chess.com's draws by agreement name endings off
// the board: they state nothing to check.
constexpr std::array kWholeValues{
    Form{"time forfeit", StatedEnding::time_forfeit},
    Form{"game drawn by repetition", StatedEnding::repetition},
    Form{"game drawn by stalemate", StatedEnding::stalemate},
    Form{"game drawn by insufficient material", StatedEnding::insufficient_material},
    Form{"game drawn by timeout vs insufficient material",
         StatedEnding::timeout_vs_insufficient_material},
    Form{"game drawn by 50-move rule", StatedEnding::fifty_moves},
};

// chess.com's "<winner's user name> won ..." sentences; "won by resignation" and "won - game
// abandoned" state nothing to check.
constexpr std::array kWinnerSentenceEnds{
    Form{" won on time", StatedEnding::time_forfeit},
    Form{" won by checkmate", StatedEnding::checkmate},
};

bool ends_with_ignoring_case(std::string_view text, std::string_view suffix) {
    return text.size() >= suffix.size() &&
           equals_ignoring_case(text.substr(text.size() - suffix.size()), suffix);
}

}  // namespace

StatedEnding stated_by_termination_tag(std::string_view value) {
    value = trim_blanks(value);
    for (const Form& form : kWholeValues) {
        if (equals_ignoring_case(value, form.words)) return form.ending;
    }
    for (const Form& form : kWinnerSentenceEnds) {
        // A sentence with no name before " won" is no chess.com sentence.
        if (value.size() > form.words.size() && ends_with_ignoring_case(value, form.words)) {
            return form.ending;
        }
    }
    return StatedEnding::unstated;
}

// lichess's "timeout" is a win claimed when the opponent left the game and did not come back
// in time: a flag that fell, as outoftime is.
StatedEnding stated_by_export_status(std::string_view status) {
    if (status == "mate") return StatedEnding::checkmate;
    if (status == "stalemate") return StatedEnding::stalemate;
    if (status == "outoftime" || status == "timeout") return StatedEnding::time_forfeit;
    return StatedEnding::unstated;
}

std::string_view stated_ending_phrase(StatedEnding ending) {
    switch (ending) {
        case StatedEnding::checkmate:
            return "checkmate";
        case StatedEnding::stalemate:
            return "stalemate";
        case StatedEnding::repetition:
            return "a draw by repetition";
        case StatedEnding::fifty_moves:
            return "a draw by the 50-move rule";
        case StatedEnding::insufficient_material:
            return "a draw by insufficient material";
        case StatedEnding::time_forfeit:
            return "a loss on time";
        case StatedEnding::timeout_vs_insufficient_material:
            return "a draw by timeout against insufficient material";
        case StatedEnding::unstated:
            break;
    }
    return "nothing";
}

}  // namespace pgnlint::lint
