// The small behaviours of lint's value types: names and words of their enums, moving a location
// along its line, the tag list's storage, resetting a reused GameReport, and counting findings.
#include "pgnlint/lint/game_report.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstring>
#include <limits>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/lint/utf8.h"

namespace pgnlint::lint {

std::string_view side_name(Side side) {
    constexpr std::array<std::string_view, 3> names{"none", "white", "black"};
    return names[static_cast<std::size_t>(side)];
}

namespace {
constexpr std::array<std::string_view, 3> kSuggestionKindNames{"replace", "insert", "remove"};
}  // namespace

std::string_view suggestion_kind_name(MoveSuggestion::Kind kind) {
    return kSuggestionKindNames[static_cast<std::size_t>(kind)];
}

std::optional<MoveSuggestion::Kind> parse_suggestion_kind(std::string_view name) {
    for (std::size_t i = 0; i < kSuggestionKindNames.size(); ++i) {
        if (kSuggestionKindNames[i] == name) return static_cast<MoveSuggestion::Kind>(i);
    }
    return std::nullopt;
}

Location Location::advanced(std::string_view skipped) const {
    Location next = *this;
    next.offset += skipped.size();
    next.column += static_cast<std::uint32_t>(skipped.size());
    next.multibyte_extra += utf8_multibyte_extra(skipped);
    return next;
}

std::string describe_move(std::uint32_t move_number, Side side, std::string_view san) {
    std::string text = std::to_string(move_number);
    text += side == Side::black ? "... " : ". ";
    text += san;
    return text;
}

namespace {

constexpr std::array<TerminationWords, 7> kTerminationWords{{
    {"none", "", "", ""},
    {"checkmate", "checkmate", "checkmate", "5.1.1"},
    {"stalemate", "stalemate", "stalemate", "5.2.1"},
    {"insufficient_material", "dead position", "a dead position: neither side has mating material",
     "5.2.2"},
    {"dead_position", "dead position",
     "a dead position: neither side can checkmate by any series of legal moves", "5.2.2"},
    {"fivefold_repetition", "fivefold repetition", "fivefold repetition", "9.6.1"},
    {"seventyfive_moves", "75-move rule", "the 75-move rule", "9.6.2"},
}};

constexpr std::array<std::string_view, 2> kClaimNames{"threefold_repetition", "fifty_moves"};

}  // namespace

const TerminationWords& termination_words(TerminationKind kind) {
    return kTerminationWords[static_cast<std::size_t>(kind)];
}

std::optional<TerminationKind> parse_termination_kind(std::string_view name) {
    for (std::size_t i = 0; i < kTerminationWords.size(); ++i)
        if (kTerminationWords[i].name == name) return static_cast<TerminationKind>(i);
    return std::nullopt;
}

std::string_view claim_name(ClaimKind kind) {
    return kClaimNames[static_cast<std::size_t>(kind)];
}

std::optional<ClaimKind> parse_claim_kind(std::string_view name) {
    for (std::size_t i = 0; i < kClaimNames.size(); ++i)
        if (kClaimNames[i] == name) return static_cast<ClaimKind>(i);
    return std::nullopt;
}

void TagList::add(std::string_view name, std::string_view value) {
    const std::size_t needed = used_ + name.size() + value.size();
    // Offsets are 32-bit: a game is bounded by the reader's max_game_bytes, far below 4 GiB.
    assert(needed <= std::numeric_limits<std::uint32_t>::max());
    if (needed > bytes_.size()) bytes_.resize(std::max(needed, 2 * bytes_.size()));
    Range range{};
    range.name_offset = static_cast<std::uint32_t>(used_);
    range.name_size = static_cast<std::uint32_t>(name.size());
    range.value_offset = static_cast<std::uint32_t>(used_ + name.size());
    range.value_size = static_cast<std::uint32_t>(value.size());
    if (!name.empty()) std::memcpy(bytes_.data() + range.name_offset, name.data(), name.size());
    if (!value.empty()) std::memcpy(bytes_.data() + range.value_offset, value.data(), value.size());
    used_ = needed;
    ranges_.push_back(range);
}

void TagList::clear() {
    used_ = 0;
    ranges_.clear();
}

Tag TagList::operator[](std::size_t index) const {
    const Range& range = ranges_[index];
    const std::string_view bytes = this->bytes();
    return {bytes.substr(range.name_offset, range.name_size),
            bytes.substr(range.value_offset, range.value_size)};
}

std::optional<std::string_view> TagList::find(std::string_view name) const {
    for (const Tag tag : *this) {
        if (tag.name == name) return tag.value;
    }
    return std::nullopt;
}

void GameReport::clear() {
    index = 0;
    file.clear();
    start = Location{};
    tags.clear();
    plies = 0;
    // Field by field, so that the FEN and move buffers are kept for the next game.
    termination.kind = TerminationKind::none;
    termination.ply = 0;
    termination.winner = Side::none;
    termination.move.clear();
    termination.uci = UciMove{};
    termination.fen.clear();
    termination.to_move = Side::none;
    termination.where = Location{};
    termination.earlier_plies.clear();
    termination.earlier_moves.clear();
    termination.reason.clear();
    claims.clear();
    result_tag.clear();
    result_marker.clear();
    final_fen.clear();
    moves_key.clear();
    duplicate_rules = DuplicateRules{};
    diagnostics.clear();
    directives.clear();
    replayed = false;
    encoding = TextEncoding::utf8;
}

std::string_view text_encoding_name(TextEncoding encoding) {
    return encoding == TextEncoding::windows_1252 ? "windows-1252" : "utf-8";
}

std::size_t GameReport::count(Severity severity) const {
    return static_cast<std::size_t>(
        std::count_if(diagnostics.begin(), diagnostics.end(),
                      [severity](const Diagnostic& d) { return d.severity == severity; }));
}

std::optional<Severity> GameReport::worst() const {
    std::optional<Severity> worst;
    for (const Diagnostic& diagnostic : diagnostics) {
        if (!worst || diagnostic.severity > *worst) worst = diagnostic.severity;
    }
    return worst;
}

bool GameReport::has_findings_at(Severity threshold) const {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [threshold](const Diagnostic& d) { return d.severity >= threshold; });
}

void RunSummary::add(const GameReport& game) {
    ++games;
    if (!game.diagnostics.empty()) ++games_with_findings;
    if (!game.replayed) ++games_not_replayed;
    add_findings(game.diagnostics);
    plies += game.plies;
}

void RunSummary::add_findings(std::span<const Diagnostic> diagnostics) {
    if (!diagnostics.empty() && by_rule.empty()) by_rule.resize(all_rules().size());
    for (const Diagnostic& diagnostic : diagnostics) {
        ++by_rule[rule_index(diagnostic.rule)];
        switch (diagnostic.severity) {
            case Severity::error:
                ++errors;
                break;
            case Severity::warning:
                ++warnings;
                break;
            case Severity::info:
                ++infos;
                break;
        }
        if (!diagnostic.fix.empty()) {
            const Fixability fixability = rule(diagnostic.rule).fixability;
            safe_fixable += fixability == Fixability::safe;
            unsafe_fixable += fixability == Fixability::unsafe;
        }
    }
}

void RunSummary::merge(const RunSummary& part) {
    files += part.files;
    games += part.games;
    games_with_findings += part.games_with_findings;
    games_not_replayed += part.games_not_replayed;
    errors += part.errors;
    warnings += part.warnings;
    infos += part.infos;
    plies += part.plies;
    bytes += part.bytes;
    if (!part.by_rule.empty()) {
        if (by_rule.size() < part.by_rule.size()) by_rule.resize(part.by_rule.size());
        for (std::size_t i = 0; i < part.by_rule.size(); ++i) by_rule[i] += part.by_rule[i];
    }
    safe_fixable += part.safe_fixable;
    unsafe_fixable += part.unsafe_fixable;
}

std::uint64_t RunSummary::count_at_least(Severity floor) const {
    return errors + (floor <= Severity::warning ? warnings : 0) +
           (floor <= Severity::info ? infos : 0);
}

std::uint64_t RunSummary::count(Severity severity) const {
    switch (severity) {
        case Severity::error:
            return errors;
        case Severity::warning:
            return warnings;
        case Severity::info:
            return infos;
    }
    return 0;
}

}  // namespace pgnlint::lint
