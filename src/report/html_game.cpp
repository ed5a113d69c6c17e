// The html format's section for one game: who played, the result as written and as the Laws
// give it, every finding in plain words with its reference, and a board wherever a position
// matters (before an illegal or ambiguous move, at an ending on the board, where a draw became
// claimable, at a FEN tag's start). Runs on the worker threads: it reads only the game.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "html_parts.h"
#include "json_records.h"
#include "move_squares.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/lint/clock_comment.h"
#include "pgnlint/lint/tag_checks.h"
#include "pgnlint/report/board_svg.h"
#include "tag_values.h"
#include "text_encoding.h"

namespace pgnlint::report::html {
namespace {

using encoding::append;

std::string_view tag_or(const lint::GameReport& game, std::string_view name,
                        std::string_view fallback) {
    const std::optional<std::string_view> value = game.tags.find(name);
    return is_known_tag_value(value) ? *value : fallback;
}

// "The same position stood before": at the start, after 2... Ng8, ... (by ply for a record from
// an older pgnlint, which gives no moves).
void append_earlier_positions(const std::vector<std::uint32_t>& plies,
                              const std::vector<std::string>& moves, fmt::memory_buffer& out) {
    if (plies.empty()) return;
    const bool by_move = moves.size() == plies.size();
    append(out, "<p>The same position stood before:</p>\n<ul class=\"earlier\">");
    for (std::size_t i = 0; i < plies.size(); ++i) {
        append(out, "<li>");
        if (plies[i] == 0) {
            append(out, "at the start");
        } else if (by_move && !moves[i].empty()) {
            append(out, "after <strong>");
            append_text(out, moves[i]);
            append(out, "</strong>");
        } else {
            append(out, "after ply ");
            append_uint(out, plies[i]);
        }
        append(out, "</li>");
    }
    append(out, "</ul>\n");
}

core::Color color_of_side(lint::Side side) {
    return side == lint::Side::black ? core::BLACK : core::WHITE;
}

// "White 0:02:40": a player's clock, as precise as its value needs (whole seconds, tenths, ...).
void append_clock(std::string_view player, std::int64_t millis, fmt::memory_buffer& out) {
    append(out, player);
    if (millis == lint::ClockFacts::kNone) {
        append(out, " none recorded");
        return;
    }
    lint::ClockTime time{millis, 1000};
    while (time.precision > 1 && millis % time.precision != 0) time.precision /= 10;
    out.push_back(' ');
    append_text(out, lint::clock_time_text(time));
}

// "<p class="clocks">Clocks: White 0:02:40, Black 0:02:55</p>": both clocks at a clock
// finding's move, each the player's latest reading.
void append_clocks(const lint::ClockFacts& clocks, fmt::memory_buffer& out) {
    append(out, "<p class=\"clocks\">Clocks: ");
    append_clock("White", clocks.white, out);
    append(out, ", ");
    append_clock("Black", clocks.black, out);
    append(out, "</p>");
}

// One board with its description beside it: the SVG's title says the same for a screen reader
// that reads images, the caption for one that does not and for a person on paper; a clock
// finding's board shows both clocks.
void append_figure(const BoardDiagram& diagram, std::string_view kind, std::string_view heading,
                   std::string_view fen, fmt::memory_buffer& out,
                   const lint::ClockFacts* clocks = nullptr) {
    append(out, "<figure class=\"diagram\" data-kind=\"");
    append(out, kind);
    append(out, "\">");
    append_board_svg(diagram, out);
    append(out, "<figcaption><p><strong>");
    append(out, heading);
    append(out, "</strong></p><p>");
    append_text(out, describe_board(diagram));
    append(out, "</p>");
    if (clocks != nullptr) append_clocks(*clocks, out);
    append(out, "<p class=\"fen\">");
    append_text(out, fen);
    append(out, "</p></figcaption></figure>\n");
}

// The board of a FEN from the record, or nullopt when it does not parse (a finding says why).
std::optional<BoardDiagram> diagram_of(std::string_view fen) {
    const core::FenParseResult parsed = core::parse_fen(fen);
    if (!parsed.ok) return std::nullopt;
    return board_diagram(parsed.fen);
}

// The move that made a drawn position, both squares highlighted. A record of an older pgnlint
// gives only the move as written, whose target alone is read off the board.
void highlight_last_move(const lint::UciMove& uci, std::string_view move, lint::Side to_move,
                         BoardDiagram& diagram) {
    if (uci.known()) {
        diagram.last_move_from = uci.from;
        diagram.last_move_to = uci.to;
    } else if (!move.empty()) {
        // The side that moved last is the one not to move now.
        const core::Color mover = to_move == lint::Side::white ? core::BLACK : core::WHITE;
        diagram.last_move_to = move_squares(diagram.board, mover, move).to;
    }
}

// Before an illegal or ambiguous move: the move before it highlighted, the attempted move in red,
// the moves it may have meant ("did you mean") in green, an ambiguous move's other readings in
// blue.
void append_move_figure(const lint::Diagnostic& diagnostic, fmt::memory_buffer& out) {
    std::optional<BoardDiagram> diagram = diagram_of(diagnostic.fen_before);
    if (!diagram) return;
    highlight_last_move(diagnostic.previous_uci, {}, diagnostic.side, *diagram);
    const core::Color mover = color_of_side(diagnostic.side);
    const bool ambiguous = diagnostic.rule == lint::RuleId::ambiguous_move;
    // The moves it may have meant in green; an ambiguous move's other candidates in blue.
    const auto suggested = [&](core::Square from, core::Square to) {
        return std::any_of(diagram->arrows.begin(), diagram->arrows.end(),
                           [&](const DiagramArrow& a) { return a.from == from && a.to == to; });
    };
    for (const lint::MoveSuggestion& suggestion : diagnostic.suggestions) {
        if (suggestion.uci.known())
            diagram->arrows.push_back(
                {suggestion.uci.from, suggestion.uci.to, ArrowKind::suggested});
    }
    if (ambiguous) {
        for (const std::string& candidate : diagnostic.candidates) {
            const MoveSquares squares = move_squares(diagram->board, mover, candidate);
            if (!suggested(squares.from, squares.to))
                diagram->arrows.push_back({squares.from, squares.to, ArrowKind::candidate});
        }
    } else {
        const MoveSquares squares = move_squares(diagram->board, mover, diagnostic.san);
        diagram->arrows.insert(diagram->arrows.begin(),
                               {squares.from, squares.to, ArrowKind::attempted});
    }
    append_figure(*diagram, ambiguous ? "ambiguous-move" : "illegal-move",
                  ambiguous ? "The position before the ambiguous move"
                            : "The position before the illegal move",
                  diagnostic.fen_before, out);
}

// A clock finding about a move: the position after it, where its clocks were read, the move
// highlighted and both clocks in the caption; any other clock finding (at a tag): the clocks.
void append_clock_figure(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                         fmt::memory_buffer& out) {
    const std::optional<std::string_view> variant = game.tags.find("Variant");
    const bool chess960 =
        variant && lint::classify_variant(*variant) == lint::VariantRules::chess960;
    core::Position position;
    core::StateInfo before;
    core::StateInfo after;
    core::SanResult san;
    if (!diagnostic.fen_before.empty() &&
        position.set_fen(diagnostic.fen_before, before, chess960).ok()) {
        core::resolve_san(position, diagnostic.san, san);
    }
    if (!san.ok || san.move == core::Move::null()) {
        append_clocks(diagnostic.clocks, out);
        return;
    }
    const core::Color mover = position.side_to_move();
    position.do_move(san.move, after);
    char fen[core::FEN_BUFFER_SIZE];
    const std::string_view fen_text(fen, core::write_fen(position, fen));
    std::optional<BoardDiagram> diagram = diagram_of(fen_text);
    if (!diagram) return;
    highlight_last_move(lint::uci_move(san.move, mover, chess960), {}, diagnostic.side, *diagram);
    const std::string heading =
        "The position after " +
        lint::describe_move(diagnostic.move_number, diagnostic.side, diagnostic.san);
    fmt::memory_buffer escaped;
    append_text(escaped, heading);
    append_figure(*diagram, lint::rule(diagnostic.rule).name, {escaped.data(), escaped.size()},
                  fen_text, out, &diagnostic.clocks);
}

bool draws_position_before(const lint::Diagnostic& diagnostic) {
    return !diagnostic.fen_before.empty() && (diagnostic.rule == lint::RuleId::illegal_move ||
                                              diagnostic.rule == lint::RuleId::ambiguous_move);
}

}  // namespace

void append_players(const lint::GameReport& game, fmt::memory_buffer& out) {
    append_text(out, tag_or(game, "White", "?"));
    append(out, " \u2013 ");
    append_text(out, tag_or(game, "Black", "?"));
}

void append_finding(const lint::GameReport& game, const lint::Diagnostic& diagnostic,
                    fmt::memory_buffer& out) {
    const lint::Rule& rule = lint::rule(diagnostic.rule);
    const std::string_view severity = lint::severity_name(diagnostic.severity);
    append(out, "<li class=\"finding sev-");
    append(out, severity);
    append(out, "\" data-rule=\"");
    append(out, rule.code);
    append(out, "\"><p><span class=\"severity\">");
    append(out, severity);
    append(out, "</span> ");
    // The message names the move itself ("12... Nf6: ..."); where it stands is said here.
    if (diagnostic.variation_depth > 0)
        append(out, "<span class=\"variation\">in a variation</span> ");
    append_text(out, diagnostic.message);
    append(out, "</p><p class=\"ref\"><span class=\"rule\">");
    append(out, rule.code);
    out.push_back(' ');
    append(out, rule.name);
    append(out, "</span> \u00b7 ");
    append(out, rule.reference);
    append(out, " \u00b7 ");
    append_text(out, game.file);
    append(out, ", line ");
    append_uint(out, diagnostic.where.line);
    append(out, ", column ");
    append_uint(out, diagnostic.where.character_column());
    append(out, "</p>");
    if (draws_position_before(diagnostic)) {
        append_move_figure(diagnostic, out);
    } else if (diagnostic.clocks.any()) {
        append_clock_figure(game, diagnostic, out);
    }
    append(out, "</li>\n");
}

namespace {

std::string_view result_by_the_laws(const lint::Termination& ending) {
    if (ending.kind == lint::TerminationKind::checkmate)
        return ending.winner == lint::Side::white ? "1-0" : "0-1";
    return "1/2-1/2";
}

// The result as the record writes it, and as the board decides it where the game ended there.
void append_result_paragraphs(const lint::GameReport& game, fmt::memory_buffer& out) {
    append(out, "<p>Result as written: ");
    if (game.result_tag.empty()) {
        append(out, "no Result tag");
    } else {
        append(out, "Result tag <strong>");
        append_text(out, game.result_tag);
        append(out, "</strong>");
    }
    append(out, ", ");
    if (game.result_marker.empty()) {
        append(out, "no termination marker after the moves");
    } else {
        append(out, "termination marker <strong>");
        append_text(out, game.result_marker);
        append(out, "</strong>");
    }
    append(out, ".</p>\n");
    const lint::Termination& ending = game.termination;
    if (ending.kind == lint::TerminationKind::none) return;
    const lint::TerminationWords& words = lint::termination_words(ending.kind);
    append(out, "<p>By the Laws: the game ended on the board by ");
    append(out, words.phrase);
    append(out, " (FIDE ");
    append(out, words.article);
    append(out, "), so the result is <strong>");
    append(out, result_by_the_laws(ending));
    append(out, "</strong>.</p>\n");
}

void append_ending(const lint::GameReport& game, fmt::memory_buffer& out) {
    const lint::Termination& ending = game.termination;
    const lint::TerminationWords& words = lint::termination_words(ending.kind);
    append(out, "<h3>Ending on the board</h3>\n<p>");
    fmt::memory_buffer title;
    append(title, words.title);
    if (title[0] >= 'a' && title[0] <= 'z') title[0] = static_cast<char>(title[0] - 'a' + 'A');
    append(out, {title.data(), title.size()});
    if (ending.move.empty()) {
        append(out, " in the start position");
    } else {
        append(out, " after <strong>");
        append_text(out, ending.move);
        append(out, "</strong>");
    }
    switch (ending.kind) {
        case lint::TerminationKind::checkmate:
            append(out, ending.winner == lint::Side::white ? ": White wins" : ": Black wins");
            break;
        case lint::TerminationKind::stalemate:
            append(out,
                   ending.to_move == lint::Side::black ? ": Black, to move," : ": White, to move,");
            append(out, " has no legal move and is not in check; the game is drawn");
            break;
        case lint::TerminationKind::insufficient_material:
            append(out, ": neither player has the material to checkmate; the game is drawn");
            break;
        case lint::TerminationKind::dead_position:
            append(out, ": neither player can checkmate by any series of legal moves (");
            append_text(out, ending.reason);
            append(out, "); the game is drawn");
            break;
        case lint::TerminationKind::fivefold_repetition:
            append(out, ": the same position for the fifth time; the game is drawn");
            break;
        case lint::TerminationKind::seventyfive_moves:
            append(out,
                   ": 75 moves by each player without a pawn move or a capture; the game is "
                   "drawn");
            break;
        case lint::TerminationKind::none:
            break;
    }
    append(out, " (FIDE ");
    append(out, words.article);
    append(out, ").</p>\n");
    append_earlier_positions(ending.earlier_plies, ending.earlier_moves, out);
    std::optional<BoardDiagram> diagram = diagram_of(ending.fen);
    if (!diagram) return;
    highlight_last_move(ending.uci, ending.move, ending.to_move, *diagram);
    append_figure(*diagram, lint::termination_name(ending.kind), "The final position", ending.fen,
                  out);
}

void append_claim_item(const lint::Claim& claim, fmt::memory_buffer& out) {
    const bool threefold = claim.kind == lint::ClaimKind::threefold_repetition;
    append(out, "<li><p>");
    append(out, threefold ? "Threefold repetition" : "Fifty-move rule");
    append(out, " claimable ");
    if (claim.move.empty()) {
        append(out, "in the start position");
    } else {
        append(out, "after <strong>");
        append_text(out, claim.move);
        append(out, "</strong>");
    }
    append(out, claim.to_move == lint::Side::black ? ": Black" : ": White");
    append(out, ", to move, may claim a draw (FIDE ");
    append(out, threefold ? "9.2" : "9.3");
    append(out, "). It is not the end of the game: play may go on.</p>\n");
    if (threefold) append_earlier_positions(claim.earlier_plies, claim.earlier_moves, out);
    if (claim.move.empty()) {
        // Only a FEN tag's position can be claimable from the start, and it is drawn already.
        append(out, "<p>The position is the start position shown above.</p>\n");
    } else if (std::optional<BoardDiagram> diagram = diagram_of(claim.fen)) {
        highlight_last_move(claim.uci, claim.move, claim.to_move, *diagram);
        append_figure(*diagram, lint::claim_name(claim.kind),
                      "The position where the draw became claimable", claim.fen, out);
    }
    append(out, "</li>\n");
}

void append_tags_table(const lint::GameReport& game, fmt::memory_buffer& out) {
    append(out, "<table class=\"tags\"><tbody>");
    for (const std::string_view name :
         {"Event", "Site", "Date", "Round", "White", "Black", "Result", "Termination"}) {
        const std::optional<std::string_view> value = game.tags.find(name);
        if (!value) continue;
        append(out, "<tr><th scope=\"row\">");
        append(out, name);
        append(out, "</th><td>");
        append_text(out, *value);
        append(out, "</td></tr>");
    }
    append(out, "</tbody></table>\n");
}

// "Game 3: Carlsen, Magnus – Caruana, Fabiano", or "Position 3" for `pgnlint fen`'s records.
void append_title(const lint::GameReport& game, std::string_view record_noun,
                  fmt::memory_buffer& out) {
    const bool is_game = record_noun == "game";
    append(out, is_game ? "Game " : "Position ");
    append_uint(out, game.index);
    if (!is_game) return;
    append(out, ": ");
    append_players(game, out);
}

void append_contents_entry(const lint::GameReport& game, std::string_view record_noun,
                           fmt::memory_buffer& out) {
    append_title(game, record_noun, out);
    append(out, " <span class=\"muted\">(");
    append_text(out, game.file);
    append(out, ")");
    if (!game.diagnostics.empty()) {
        append(out, ", ");
        append_uint(out, game.diagnostics.size());
        append(out, game.diagnostics.size() == 1 ? " finding" : " findings");
    }
    if (game.termination.kind != lint::TerminationKind::none) {
        append(out, ", ");
        append(out, lint::termination_words(game.termination.kind).title);
    }
    if (!game.claims.empty()) append(out, ", claimable draw");
    append(out, "</span>");
}

void append_section(const lint::GameReport& game, std::string_view record_noun,
                    fmt::memory_buffer& out) {
    append(out, "<h2>");
    append_title(game, record_noun, out);
    append(out, "</h2>\n<p class=\"where\">");
    append_text(out, game.file);
    append(out, ", line ");
    append_uint(out, game.start.line);
    append(out, "</p>\n");
    append_tags_table(game, out);
    if (record_noun == "game") append_result_paragraphs(game, out);
    if (const std::optional<std::string_view> fen = game.tags.find("FEN")) {
        if (std::optional<BoardDiagram> diagram = diagram_of(*fen)) {
            append(out, "<h3>Start position</h3>\n");
            append_figure(*diagram, "start", "The start position of the FEN tag", *fen, out);
        }
    }
    if (!game.diagnostics.empty()) {
        append(out, "<h3>Findings</h3>\n<ol class=\"findings\">\n");
        for (const lint::Diagnostic& diagnostic : game.diagnostics)
            append_finding(game, diagnostic, out);
        append(out, "</ol>\n");
    }
    if (!game.claims.empty()) {
        append(out, "<h3>Claimable draws</h3>\n<ol class=\"claims\">\n");
        for (const lint::Claim& claim : game.claims) append_claim_item(claim, out);
        append(out, "</ol>\n");
    }
    if (game.termination.kind != lint::TerminationKind::none) append_ending(game, out);
}

}  // namespace

// FNV-1a, 32 bits: a link to the wrong game needs two inputs of the run whose names collide and a
// game of the same index in both.
GameKey game_key(std::string_view file, std::uint64_t index) {
    std::uint32_t hash = 2166136261U;
    for (const char byte : file) {
        hash ^= static_cast<unsigned char>(byte);
        hash *= 16777619U;
    }
    return {hash, index};
}

bool shows_in_detail(const lint::GameReport& game) {
    return !game.diagnostics.empty() || !game.claims.empty() ||
           game.termination.kind != lint::TerminationKind::none;
}

void append_game_record(const lint::GameReport& game, std::string_view record_noun,
                        fmt::memory_buffer& out, GameSummary& summary) {
    if (!shows_in_detail(game)) return;
    std::uint32_t threefold = 0;
    for (const lint::Claim& claim : game.claims)
        threefold += claim.kind == lint::ClaimKind::threefold_repetition ? 1 : 0;
    const GameKey key = game_key(game.file, game.index);
    summary.ending = game.termination.kind;
    summary.threefold_claims = threefold;
    summary.fifty_move_claims = static_cast<std::uint32_t>(game.claims.size()) - threefold;
    summary.has_findings = !game.diagnostics.empty();
    summary.file_hash = key.file_hash;
    summary.index = key.index;
    const std::size_t entry_at = out.size();
    append_contents_entry(game, record_noun, out);
    summary.head_bytes = out.size() - entry_at;
    append_section(game, record_noun, out);
}

}  // namespace pgnlint::report::html
