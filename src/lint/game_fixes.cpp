// The fixes that need more of the game than one token: the Seven Tag Roster and SetUp tags
// inserted (PGN 8.1.1, 9.7.1), a FEN tag respelled (16.1), the termination marker inserted from
// the Result tag (8.2.6), and the Result tag and marker set to what the board dictates (or to
// the draw FIDE 6.9 makes of a time forfeit the winner could not have won).
#include <algorithm>
#include <array>
#include <string>

#include "fix_edits.h"
#include "pgnlint/lint/tag_checks.h"
#include "pgnlint/pgn/lexical.h"
#include "replay.h"

namespace pgnlint::lint {
namespace {

// The result an ending on the board dictates (FIDE 5.1.1, 5.2, 9.6); a checkmate's follows
// its winner. A new kind of ending gets its fix with one entry here.
struct DictatedResult {
    TerminationKind kind;
    std::string_view result;  // empty: the winner's
};
constexpr std::array kDictatedResults{
    DictatedResult{TerminationKind::checkmate, ""},
    DictatedResult{TerminationKind::stalemate, "1/2-1/2"},
    DictatedResult{TerminationKind::insufficient_material, "1/2-1/2"},
    DictatedResult{TerminationKind::dead_position, "1/2-1/2"},
    DictatedResult{TerminationKind::fivefold_repetition, "1/2-1/2"},
    DictatedResult{TerminationKind::seventyfive_moves, "1/2-1/2"},
};

void insert(Fix& fix, std::uint64_t offset, std::string text) {
    fix.edits.push_back(Edit{offset, 0, std::move(text)});
}

void insert_marker(Fix& fix, std::uint64_t offset, std::string text) {
    fix.edits.push_back(Edit{offset, 0, std::move(text), true});
}

void replace(Fix& fix, std::uint64_t offset, std::size_t length, std::string_view text) {
    fix.edits.push_back(Edit{offset, static_cast<std::uint32_t>(length), std::string(text)});
}

}  // namespace

std::string_view GameChecker::Replay::dictated_result(const Termination& ending) {
    for (const DictatedResult& entry : kDictatedResults) {
        if (entry.kind != ending.kind) continue;
        if (!entry.result.empty()) return entry.result;
        return ending.winner == Side::white ? "1-0" : "0-1";
    }
    return {};
}

// A game the reader could not read cleanly (a syntax finding other than the missing marker)
// is not fixed at all: where its tokens end is the reader's guess, so an edit could land in
// the wrong place, and a fix could make the rest of the text read differently.
void GameChecker::Replay::drop_fixes_after_syntax_errors() {
    std::vector<Diagnostic>& found = report_->diagnostics;
    const bool unclean = std::any_of(found.begin(), found.end(), [](const Diagnostic& d) {
        return rule(d.rule).code.front() == 'S' && d.rule != RuleId::missing_termination_marker;
    });
    if (!unclean) return;
    for (Diagnostic& d : found) d.fix.edits.clear();
}

// Where the tag pair at `tag_offset` ends (after its `]`), read from the text; nullopt when it
// is not well formed (then the game has a syntax finding and no fix). A value may hold `]`.
std::optional<std::uint64_t> GameChecker::Replay::tag_end(std::uint64_t tag_offset) const {
    const std::string_view text = game_->text;
    std::size_t i = text.find('"', tag_offset - game_->start.offset);
    if (i == std::string_view::npos) return std::nullopt;
    for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
    i = text.find(']', i);
    if (i == std::string_view::npos) return std::nullopt;
    return game_->start.offset + i + 1;
}

// `text` (tag lines, each ending with a line end) inserted before the tag at `offset`, unless
// that tag began the game by cutting the game before (a repeated tag name, an [Event line in an
// unterminated comment: pgn::RawGame::starts_on_cutting_tag): it must stay first, or what is
// inserted before it joins the game before (found by the fix fuzz target). Then the lines go
// right after it.
void GameChecker::Replay::insert_before_tag(Fix& fix, std::uint64_t offset, std::string text) {
    if (game_->starts_on_cutting_tag && first_tag_offset_ && offset == *first_tag_offset_ &&
        offset == game_->start.offset) {
        const std::optional<std::uint64_t> end = tag_end(offset);
        if (!end) return;
        const std::string_view eol = line_ending_of(game_->text);
        text.resize(text.size() - eol.size());
        text.insert(0, eol);
        offset = *end;
    }
    insert(fix, offset, std::move(text));
}

// Where `piece` (a view of the game's text) stands in the input; nullopt for text that is
// not (a tag value whose escapes were undone into another buffer).
std::optional<std::uint64_t> GameChecker::Replay::input_offset(std::string_view piece) const {
    const char* begin = game_->text.data();
    if (piece.data() < begin || piece.data() + piece.size() > begin + game_->text.size())
        return std::nullopt;
    return game_->start.offset + static_cast<std::uint64_t>(piece.data() - begin);
}

// A marker goes after the last token: after a blank, on a line of its own after a `;` comment
// (which would swallow it), and after a blank line in a game of tags alone.
void GameChecker::Replay::note_missing_marker(Diagnostic& d, Span end) {
    if (game_->truncated) return;
    const std::string_view eol = line_ending_of(game_->text);
    const bool tags_only = end.offset <= movetext_offset_;
    const bool after_line_comment = line_comment_end_ == end.offset;
    const std::size_t eols = tags_only ? 2 : after_line_comment ? 1 : 0;
    missing_marker_lead_.clear();
    for (std::size_t i = 0; i < eols; ++i) missing_marker_lead_.append(eol.data(), eol.size());
    if (eols == 0) missing_marker_lead_.push_back(' ');
    missing_marker_offset_ = end.offset;
    marker_finding_ = report_->diagnostics.size() - 1;
    if (result_tag_seen_ && is_result_value(report_->result_tag))
        insert_marker(d.fix, end.offset, marker_text(report_->result_tag));
}

std::string GameChecker::Replay::marker_text(std::string_view result) const {
    std::string text;
    text.reserve(missing_marker_lead_.size() + result.size());
    text.append(missing_marker_lead_).append(result);
    return text;
}

// `result` written over the marker: where a word touches the marker (`Qh5*`, `$1*`, `*e4`),
// a result of digits would join that word and be no marker, so a blank keeps them apart.
// Found by the fix fuzz target.
std::string GameChecker::Replay::marker_replacement(std::string_view result) const {
    const std::string_view text = game_->text;
    const std::size_t at = marker_span_.offset - game_->start.offset;
    const std::size_t after = at + report_->result_marker.size();
    std::string replacement;
    if (at > 0 && pgn::lexical::has(text[at - 1], pgn::lexical::kSymbol)) replacement += ' ';
    replacement += result;
    const bool followed_by_symbol =
        after < text.size()
            ? pgn::lexical::has(text[after], pgn::lexical::kSymbol | pgn::lexical::kGlyph)
            : game_->glued_to_next;
    if (followed_by_symbol) replacement += ' ';
    return replacement;
}

// Before the first tag (so the roster comes first in the usual case of a game with some of it),
// or before the movetext of a game without tags.
void GameChecker::Replay::fix_missing_tags(Diagnostic& d, std::string_view missing) {
    const std::string_view eol = line_ending_of(game_->text);
    std::string text;
    while (!missing.empty()) {
        const std::size_t comma = missing.find(',');
        const std::string_view name = missing.substr(0, comma);
        text += '[';
        text += name;
        text += name == "Date" ? " \"????.??.??\"]" : " \"?\"]";
        text += eol;
        missing = comma == std::string_view::npos ? std::string_view{} : missing.substr(comma + 2);
    }
    insert_before_tag(d.fix, first_tag_offset_.value_or(movetext_offset_), std::move(text));
}

void GameChecker::Replay::fix_setup_tag(Diagnostic& d, bool setup_present) {
    if (!setup_present) {
        std::string text = "[SetUp \"1\"]";
        text.append(line_ending_of(game_->text));
        insert_before_tag(d.fix, fen_tag_.span.offset, std::move(text));
    } else if (setup_value_offset_) {
        replace(d.fix, *setup_value_offset_, setup_value_size_, "1");
    }
}

void GameChecker::Replay::fix_fen_spelling(std::string_view fen, std::size_t first_finding) {
    if (!fen_value_offset_) return;
    const std::string canonical = canonical_fen_text(fen);
    if (canonical == fen) return;
    std::vector<Diagnostic>& found = report_->diagnostics;
    for (std::size_t i = first_finding; i < found.size(); ++i) {
        if (found[i].rule == RuleId::non_canonical_fen)
            replace(found[i].fix, *fen_value_offset_, fen.size(), canonical);
    }
}

// The Result tag and the marker both set to `dictated`; nothing when the board dictates
// nothing. A missing marker is then inserted as `dictated`, not as the Result tag says.
void GameChecker::Replay::fix_result(Diagnostic& d, std::string_view dictated) {
    if (dictated.empty()) return;
    const std::string& tag = report_->result_tag;
    const std::string& marker = report_->result_marker;
    if (result_tag_seen_ && tag != dictated && result_value_offset_)
        replace(d.fix, *result_value_offset_, tag.size(), dictated);
    if (!marker.empty() && marker != dictated) {
        replace(d.fix, marker_span_.offset, marker.size(), marker_replacement(dictated));
    } else if (marker.empty() && missing_marker_offset_) {
        insert_marker(d.fix, *missing_marker_offset_, marker_text(dictated));
        if (marker_finding_ != kNoFinding) report_->diagnostics[marker_finding_].fix.edits.clear();
    }
}

// Where a missing Result tag goes: before the first tag outside the roster, which the Result
// tag precedes (PGN 8.1.1); else right after the last tag, so that the blank line still ends
// the tag section and no comment after the tags takes it in (a `;` comment would swallow it:
// found by the fix fuzz target); else (no tags) before the movetext.
std::uint64_t GameChecker::Replay::missing_result_offset() const {
    if (first_other_tag_offset_) return *first_other_tag_offset_;
    if (!last_tag_offset_) return movetext_offset_;
    return tag_end(*last_tag_offset_).value_or(movetext_offset_);
}

// A Result tag from the board, else from the marker, else "*"; the marker the same.
void GameChecker::Replay::fix_missing_result(std::string_view dictated) {
    if (missing_result_finding_ == kNoFinding) return;
    const std::string& marker = report_->result_marker;
    const std::string value(!dictated.empty()         ? dictated
                            : is_result_value(marker) ? std::string_view(marker)
                                                      : std::string_view("*"));
    const std::string_view eol = line_ending_of(game_->text);
    const std::uint64_t at = missing_result_offset();
    const std::size_t in_text = at - game_->start.offset;
    const bool after_tag = in_text > 0 && game_->text[in_text - 1] == ']';
    std::string text;
    if (after_tag) text.append(eol);
    text.append("[Result \"").append(value).append("\"]");
    if (!after_tag) text.append(eol);
    // In a game without tags the Result tag ends the tag section that the fixes insert, so the
    // blank line follows it; the roster fix (which goes first) inserts it too, since Result is in
    // the roster, and an edit two fixes share is made once.
    const bool no_tags = !first_tag_offset_;
    if (no_tags) text.append(eol);
    std::vector<Diagnostic>& found = report_->diagnostics;
    if (no_tags && missing_result_finding_ > 0 &&
        found[missing_result_finding_ - 1].rule == RuleId::missing_roster_tag)
        insert(found[missing_result_finding_ - 1].fix, at, text);
    Fix& fix = found[missing_result_finding_].fix;
    insert_before_tag(fix, at, std::move(text));
    if (marker.empty() && missing_marker_offset_) {
        insert_marker(fix, *missing_marker_offset_, marker_text(value));
    } else if (!marker.empty() && marker != value) {
        // A marker the board contradicts only by saying less ("*" after a mate, which is no
        // finding of its own) becomes the board's result too: a Result tag that disagreed with
        // it would need a second --fix (the fix fuzz target found it).
        replace(fix, marker_span_.offset, marker.size(), marker_replacement(value));
    }
}

}  // namespace pgnlint::lint
