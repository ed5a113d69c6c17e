// The replay's tag section: the Seven Tag Roster (PGN 8.1.1), the Result tag's value, the FEN and
// SetUp pair (PGN 9.7.1), the Variant and FEN tags that give the position to start from, and the
// Termination tag's stated ending (PGN 9.8.1), checked at the end of the game.
#include <array>
#include <bit>
#include <string>

#include "pgnlint/core/fen.h"
#include "pgnlint/lint/fen_check.h"
#include "pgnlint/lint/tag_checks.h"
#include "replay.h"

namespace pgnlint::lint {
namespace {

// The Seven Tag Roster minus Result (PGN 8.1.1), which has a rule of its own.
constexpr std::array<std::string_view, 6> kRosterTags{"Event", "Site",  "Date",
                                                      "Round", "White", "Black"};

}  // namespace

pgn::Control GameChecker::Replay::tag(std::string_view name, std::string_view value, Span span) {
    seen_first_token_ = true;
    const std::size_t index = report_->tags.size();
    report_->tags.add(name, value);
    if (index == 0) first_tag_offset_ = span.offset;
    last_tag_offset_ = span.offset;
    for (std::size_t i = 0; i < kRosterTags.size(); ++i) {
        if (name == kRosterTags[i]) {
            const bool first = (roster_seen_ & (1U << i)) == 0;
            roster_seen_ |= 1U << i;
            if (first) check_roster_value(name, value, span);
            return Control::proceed;
        }
    }
    if (name != "Result" && !first_other_tag_offset_) first_other_tag_offset_ = span.offset;
    if (name == "Result" && !result_tag_seen_) {
        result_tag_seen_ = true;
        result_tag_span_ = span;
        result_value_offset_ = input_offset(value);
        report_->result_tag.assign(value);
        if (!is_result_value(value)) {
            add(RuleId::malformed_result, span).message =
                "the Result tag \"" + std::string(value) +
                "\" is none of 1-0, 0-1, 1/2-1/2 and * (PGN 8.1.1.7)";
        }
    } else if (name == "FEN" && !fen_tag_.seen()) {
        fen_tag_ = FirstTag{span, index};
        fen_value_location_ = tag_value_location(*game_, value, span);
        fen_value_offset_ = input_offset(value);
    } else if (name == "SetUp" && !setup_tag_.seen()) {
        setup_tag_ = FirstTag{span, index};
        setup_value_offset_ = input_offset(value);
        setup_value_size_ = value.size();
    } else if (name == "Variant" && !variant_tag_.seen()) {
        variant_tag_ = FirstTag{span, index};
    } else if (name == "TimeControl" && !clocks_.tag_seen) {
        read_time_control_tag(value, span, index);
    } else if (name == "Termination" && !termination_tag_.seen() && stated_source_.empty()) {
        // The first Termination tag; an ending the source states beside the text comes first.
        termination_tag_ = FirstTag{span, index};
        stated_ = stated_by_termination_tag(value);
        stated_span_ = span;
    }
    return Control::proceed;
}

void GameChecker::Replay::check_roster_value(std::string_view name, std::string_view value,
                                             Span span) {
    if (name == "Date" && !is_valid_date(value)) {
        add(RuleId::malformed_date, span).message =
            "the Date tag \"" + std::string(value) +
            "\" is not a date written YYYY.MM.DD with ?? for unknown parts (PGN 8.1.1.3)";
    } else if (name == "Round" && !is_valid_round(value)) {
        add(RuleId::malformed_round, span).message =
            "the Round tag \"" + std::string(value) +
            "\" is not a round number such as 5 or 3.1, nor ? or - (PGN 8.1.1.4)";
    }
}

void GameChecker::Replay::check_missing_tags() {
    // The names comma-separated for the fix, and as an English list for the message.
    std::string missing;
    std::string listed;
    std::size_t count = 0;
    const unsigned absent = ~roster_seen_ & ((1U << kRosterTags.size()) - 1);
    const int total = std::popcount(absent);
    for (std::size_t i = 0; i < kRosterTags.size(); ++i) {
        if ((absent & (1U << i)) == 0) continue;
        ++count;
        if (!missing.empty()) missing += ", ";
        missing += kRosterTags[i];
        if (count > 1) listed += static_cast<int>(count) == total ? " and " : ", ";
        listed += kRosterTags[i];
    }
    if (!missing.empty()) {
        Diagnostic& d = add(RuleId::missing_roster_tag, game_->start);
        d.message = count == 1 ? "the Seven Tag Roster tag " + listed + " is missing (PGN 8.1.1)"
                               : "the Seven Tag Roster tags " + listed + " are missing (PGN 8.1.1)";
        fix_missing_tags(d, missing);
    }
    if (!result_tag_seen_) {
        missing_result_finding_ = report_->diagnostics.size();
        add(RuleId::missing_result, game_->start).message =
            "the game has no Result tag (PGN 8.1.1.7); write [Result \"*\"] when the result "
            "is unknown";
    }
}

void GameChecker::Replay::check_setup_tags() {
    const std::optional<std::string_view> fen = value_of(fen_tag_);
    const std::optional<std::string_view> setup = value_of(setup_tag_);
    if (fen && setup != "1") {
        Diagnostic& d = add(RuleId::fen_setup_mismatch, fen_tag_.span);
        d.message = setup ? "a FEN tag with [SetUp \"" + std::string(*setup) +
                                "\"]: a game set up from a FEN needs [SetUp \"1\"] (PGN 9.7.1)"
                          : "a FEN tag without [SetUp \"1\"] before it (PGN 9.7.1)";
        fix_setup_tag(d, setup.has_value());
    } else if (!fen && setup && *setup != "0") {
        add(RuleId::fen_setup_mismatch, setup_tag_.span).message =
            "[SetUp \"" + std::string(*setup) + "\"] but no FEN tag gives the position (PGN 9.7.1)";
    }
}

// The position the moves start from, by the Variant and FEN tags; false when the moves cannot
// be replayed (an unsupported variant, a FEN tag that gives no position).
bool GameChecker::Replay::set_up_start_position() {
    const std::optional<std::string_view> variant = value_of(variant_tag_);
    const VariantRules rules = classify_variant(variant.value_or(""));
    if (rules == VariantRules::unsupported) {
        add(RuleId::unsupported_variant, variant_tag_.span).message =
            "Variant \"" + std::string(*variant) +
            "\": pgnlint replays standard chess and Chess960 only, so this game's moves are "
            "not checked";
        return false;
    }
    const bool chess960 = rules == VariantRules::chess960;
    const std::optional<std::string_view> fen = value_of(fen_tag_);
    core::StateInfo& root = path_.start();
    if (fen) return set_up_from_fen_tag(*fen, chess960, root);
    if (chess960) {
        pos_.set_fen(core::START_FEN, root, true);
    } else {
        pos_.set_startpos(root);
    }
    return true;
}

// The start position from the FEN tag. check_fen reports each problem of the text (F rules);
// when no position can be set up, invalid-fen-tag says that the moves are not replayed.
bool GameChecker::Replay::set_up_from_fen_tag(std::string_view fen, bool chess960,
                                              core::StateInfo& root) {
    std::vector<Diagnostic>& found = report_->diagnostics;
    const std::size_t first = found.size();
    PlayableFen start;
    if (check_fen(fen, fen_value_location_, FenCheckOptions{chess960, false}, found, start)) {
        fix_fen_spelling(fen, first);
        pos_.set_unchecked(start.fen, start.setup, root);
        return true;
    }
    std::string message = "the FEN tag gives no position to start from";
    if (found.size() > first) message += " (" + found[first].message + ")";
    message += "; the moves are not replayed";
    add(RuleId::invalid_fen_tag, fen_tag_.span).message = std::move(message);
    return false;
}

}  // namespace pgnlint::lint
