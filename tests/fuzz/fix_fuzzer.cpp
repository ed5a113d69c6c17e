// Fuzz target for the --fix round trip on arbitrary bytes: the fixes `check --fix` would take
// (the safe ones; with a byte of the input so choosing, the unsafe ones too) are applied in
// memory by fix::apply_edits, the code --fix writes files with. Then:
//  - every edit lies inside its game's bytes, and no byte outside an edit's span changes;
//  - the fixed bytes read back as the same number of games, each with the same main-line moves
//    (as UCI), plies, final position, ending, claims and move-legality findings (rule, ply,
//    variation depth);
//  - a second pass over the fixed bytes has nothing left to fix (idempotence);
//  - input the check refuses (binary data, exit status 2) gets no edits, and one holding a NUL
//    byte is never written.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_support.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/fix/edit_writer.h"
#include "pgnlint/fix/fix_plan.h"
#include "pgnlint/input/input_games.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/lint/fen_check.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/game_report.h"
#include "pgnlint/lint/tag_checks.h"
#include "pgnlint/pgn/parser.h"

namespace pgnlint::fuzz {
namespace {

// The main line's move tokens as written (variations left out).
class MainLineTokens : public pgn::VisitorBase {
public:
    std::vector<std::string> tokens;

    pgn::Control move(std::string_view text, pgn::Span) {
        if (depth_ == 0) tokens.emplace_back(text);
        return pgn::Control::proceed;
    }
    pgn::Control begin_variation(pgn::Span) {
        ++depth_;
        return pgn::Control::proceed;
    }
    pgn::Control end_variation(pgn::Span) {
        if (depth_ > 0) --depth_;
        return pgn::Control::proceed;
    }

private:
    std::uint32_t depth_ = 0;
};

// The main line's moves as UCI, replayed here from the tags' start position with core's SAN
// resolution, up to the first move the rules refuse: a replay of our own, held to the checker's
// plies and final position below.
struct MainLine {
    bool replayed = false;
    std::vector<std::string> uci;  // "0000" for a null move
    std::string final_fen;

    bool operator==(const MainLine&) const = default;
};

MainLine replay_main_line(const pgn::RawGame& raw, const lint::GameReport& report,
                          const pgn::Limits& limits) {
    MainLine line;
    if (!report.replayed) return line;
    MainLineTokens visitor;
    pgn::parse_game(raw, visitor, limits);
    const lint::VariantRules rules =
        lint::classify_variant(report.tags.find("Variant").value_or(""));
    if (rules == lint::VariantRules::unsupported) return line;
    std::deque<core::StateInfo> states(1);
    core::Position position;
    if (const std::optional<std::string_view> fen = report.tags.find("FEN")) {
        std::vector<lint::Diagnostic> ignored;
        lint::PlayableFen start;
        if (!lint::check_fen(*fen, lint::Location{},
                             lint::FenCheckOptions{rules == lint::VariantRules::chess960, false},
                             ignored, start))
            return line;
        position.set_unchecked(start.fen, start.setup, states.front());
    } else if (rules == lint::VariantRules::chess960) {
        static_cast<void>(position.set_fen(core::START_FEN, states.front(), true));
    } else {
        position.set_startpos(states.front());
    }
    line.replayed = true;
    for (const std::string& token : visitor.tokens) {
        const core::SanResult san = core::resolve_san(position, token);
        if (!san.ok) break;
        if (san.move == core::Move::null()) {
            if (position.in_check()) break;
            line.uci.emplace_back("0000");
            position.do_null_move(states.emplace_back());
            continue;
        }
        line.uci.push_back(core::to_uci(position, san.move));
        position.do_move(san.move, states.emplace_back());
    }
    line.final_fen = core::to_fen(position);
    return line;
}

// What a fix must not change about a game.
struct GameFacts {
    bool replayed = false;
    std::uint32_t plies = 0;
    std::string final_fen;
    lint::TerminationKind ending = lint::TerminationKind::none;
    std::uint32_t ending_ply = 0;
    std::vector<std::pair<lint::ClaimKind, std::uint32_t>> claims;
    // (rule, ply, variation depth) of the findings about whether moves can be played.
    std::vector<std::uint32_t> move_findings;
    MainLine main_line;

    bool operator==(const GameFacts&) const = default;
};

bool about_legality(lint::RuleId id) {
    using lint::RuleId;
    return id == RuleId::illegal_move || id == RuleId::ambiguous_move ||
           id == RuleId::invalid_move_syntax || id == RuleId::unreplayable_line ||
           id == RuleId::move_after_game_end || id == RuleId::null_move;
}

GameFacts facts_of(const pgn::RawGame& raw, const lint::GameReport& report,
                   const pgn::Limits& limits) {
    GameFacts facts;
    facts.replayed = report.replayed;
    facts.plies = report.plies;
    facts.final_fen = report.final_fen;
    facts.ending = report.termination.kind;
    facts.ending_ply = report.termination.ply;
    for (const lint::Claim& claim : report.claims) facts.claims.emplace_back(claim.kind, claim.ply);
    for (const lint::Diagnostic& d : report.diagnostics) {
        if (!about_legality(d.rule)) continue;
        facts.move_findings.push_back(static_cast<std::uint32_t>(d.rule));
        facts.move_findings.push_back(d.ply);
        facts.move_findings.push_back(d.variation_depth);
    }
    facts.main_line = replay_main_line(raw, report, limits);
    return facts;
}

void print_game(const char* title, std::size_t index, const GameFacts& facts) {
    std::fprintf(stderr, "%s game %zu: replayed %d plies %u final %s ending %d at %u\n", title,
                 index, facts.replayed ? 1 : 0, facts.plies, facts.final_fen.c_str(),
                 static_cast<int>(facts.ending), facts.ending_ply);
    std::fprintf(stderr, "  own replay %d:", facts.main_line.replayed ? 1 : 0);
    for (const std::string& move : facts.main_line.uci) std::fprintf(stderr, " %s", move.c_str());
    std::fprintf(stderr, "\n  move findings:");
    for (std::size_t i = 0; i + 2 < facts.move_findings.size(); i += 3) {
        std::fprintf(
            stderr, " %s@%u/%u",
            std::string(lint::rule(static_cast<lint::RuleId>(facts.move_findings[i])).code).c_str(),
            facts.move_findings[i + 1], facts.move_findings[i + 2]);
    }
    std::fprintf(stderr, "\n");
}

struct Pass {
    // false: read as NDJSON game exports, which --fix leaves alone, or refused as binary data
    // (input-not-text, unsupported-compression) or as a report pgnlint wrote (exit status 2,
    // nothing written).
    bool pgn = true;
    std::vector<GameFacts> games;
    std::vector<lint::Edit> edits;  // the file's, sorted by offset
    std::uint64_t applicable = 0;   // findings with a fix --fix applies
    std::uint64_t taken = 0;        // of them, fixed in this pass
};

// One `check --fix` over `input`, as check_command and FixRun do it: every finding is seen
// (shown: info), filtered (in-file directives; no selection), the fixes taken game by game.
Pass read_and_fix(std::string_view input, bool unsafe);

// The pass, or none for input the check refuses as it opens or reads it: a harness that lets
// the check's IoError out would end the fuzzer on input pgnlint handles (exit status 2).
Pass fix_pass(std::string_view input, bool unsafe) {
    try {
        return read_and_fix(input, unsafe);
    } catch (const io::IoError&) {
        Pass refused;
        refused.pgn = false;
        return refused;
    }
}

Pass read_and_fix(std::string_view input, bool unsafe) {
    Pass pass;
    input::DetectedInput found;
    const std::unique_ptr<io::ByteSource> source =
        input::detect_format(std::make_unique<io::MemorySource>(std::string(input), "fuzz.pgn"),
                             input::InputFormat::automatic, found);
    // A report pgnlint wrote is refused as an input, whatever its name (exit status 2).
    if (found.format != input::InputFormat::pgn || !found.pgnlint_report.empty()) {
        pass.pgn = false;
        return pass;
    }
    const pgn::Limits limits;
    lint::FilterOptions filter_options;
    filter_options.shown = lint::Severity::info;  // a fix run sees every finding
    const Result<lint::Filter> filter = lint::Filter::make(filter_options);
    FUZZ_REQUIRE(filter.ok());
    lint::FileFilter file_filter(*filter, lint::Baseline{});
    file_filter.begin_file();
    lint::GameChecker checker(lint::GameCheckerOptions{limits});
    input::InputGames games(*source, found.format, limits);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> game_bytes;  // [begin, end) per game
    fix::TakenFixes taken;
    const auto take = [&](const lint::GameReport& game) {
        const std::size_t first = taken.edits.size();
        for (const lint::Diagnostic& d : game.diagnostics)
            if (fix::applies(d, unsafe)) ++pass.applicable;
        pass.taken += fix::take_fixes(game, unsafe, taken);
        // A game's edits stay inside its bytes: games never share bytes (fix_plan.h).
        FUZZ_REQUIRE(game.index >= 1 && game.index <= game_bytes.size());
        const auto [begin, end] = game_bytes[game.index - 1];
        for (std::size_t i = first; i < taken.edits.size(); ++i) {
            const lint::Edit& edit = taken.edits[i];
            const bool inside = edit.offset >= begin && edit.offset + edit.length <= end;
            if (!inside) {
                std::fprintf(stderr, "game %llu [%llu, %llu): edit at %llu of %u bytes\n",
                             static_cast<unsigned long long>(game.index),
                             static_cast<unsigned long long>(begin),
                             static_cast<unsigned long long>(end),
                             static_cast<unsigned long long>(edit.offset), edit.length);
            }
            FUZZ_REQUIRE(inside);
        }
    };
    pgn::RawGame raw;
    const input::RecordOrigin* origin = nullptr;
    lint::GameReport report;
    lint::GameReport held;
    bool in_order = false;
    while (games.next(raw, origin)) {
        FUZZ_REQUIRE(origin == nullptr);
        if (raw.index == 0) in_order = file_filter.needs_input_order(raw.text);
        checker.check(raw, "fuzz.pgn", report);
        pass.games.push_back(facts_of(raw, report, limits));
        game_bytes.emplace_back(raw.start.offset, raw.start.offset + raw.text.size());
        filter->apply(report);
        // As check_pipeline.cpp: in input order through the FileFilter (which may hand back
        // the game it held instead), else only the shown floor.
        if (!in_order) {
            filter->drop_unshown(report);
            take(report);
        } else if (file_filter.push(report)) {
            take(report);
        }
    }
    if (in_order && file_filter.finish_file(held)) take(held);
    pass.edits = std::move(taken.edits);
    return pass;
}

// `fixed` is `input` with `edits` applied and nothing else changed: walked here apart from
// fix::apply_edits.
void check_outside_spans(std::string_view input, std::span<const lint::Edit> edits,
                         std::string_view fixed) {
    std::size_t from = 0;  // in input
    std::size_t to = 0;    // in fixed
    for (const lint::Edit& edit : edits) {
        FUZZ_REQUIRE(edit.offset >= from);
        const std::size_t kept = static_cast<std::size_t>(edit.offset) - from;
        FUZZ_REQUIRE(fixed.substr(to, kept) == input.substr(from, kept));
        to += kept;
        FUZZ_REQUIRE(fixed.substr(to, edit.replacement.size()) == edit.replacement);
        to += edit.replacement.size();
        from = static_cast<std::size_t>(edit.offset) + edit.length;
    }
    FUZZ_REQUIRE(fixed.substr(to) == input.substr(from));
}

}  // namespace
}  // namespace pgnlint::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pgnlint;
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    // --fix rewrites uncompressed input only (fix_run.cpp refuses a compressed one).
    if (io::detect_compression(input) != io::Compression::none) return -1;
    const bool unsafe = size > 0 && (data[size / 2] & 1) != 0;

    const fuzz::Pass first = fuzz::fix_pass(input, unsafe);
    if (!first.pgn) {
        FUZZ_REQUIRE(first.edits.empty());
        return 0;
    }
    std::string fixed;
    // --fix writes no input holding a NUL byte (one past the first block is read as text).
    if (input.find('\0') != std::string_view::npos) {
        FUZZ_REQUIRE(!fix::apply_edits(input, first.edits, fixed).ok());
        return 0;
    }
    FUZZ_REQUIRE(fix::apply_edits(input, first.edits, fixed).ok());
    fuzz::check_outside_spans(input, first.edits, fixed);

    const fuzz::Pass second = fuzz::fix_pass(fixed, unsafe);
    FUZZ_REQUIRE(second.pgn);
    bool same = second.games.size() == first.games.size();
    for (std::size_t i = 0; same && i < first.games.size(); ++i) {
        same = first.games[i] == second.games[i];
        if (!same) {
            fuzz::print_game("before --fix:", i + 1, first.games[i]);
            fuzz::print_game("after --fix: ", i + 1, second.games[i]);
        }
    }
    if (second.games.size() != first.games.size())
        std::fprintf(stderr, "%zu games before --fix, %zu after\n", first.games.size(),
                     second.games.size());
    FUZZ_REQUIRE(same);
    // The checker and the replay here agree on the main line.
    for (std::size_t i = 0; i < first.games.size(); ++i) {
        const fuzz::GameFacts& game = first.games[i];
        if (!game.main_line.replayed) continue;
        const bool agree =
            game.main_line.uci.size() == game.plies && game.main_line.final_fen == game.final_fen;
        if (!agree) fuzz::print_game("checked", i + 1, game);
        FUZZ_REQUIRE(agree);
    }

    if (!second.edits.empty()) {
        std::fprintf(stderr, "second pass (first: %llu of %llu fixes taken):\n",
                     static_cast<unsigned long long>(first.taken),
                     static_cast<unsigned long long>(first.applicable));
        for (const lint::Edit& edit : second.edits)
            std::fprintf(stderr, "  at %llu replace %u bytes by '%s'\n",
                         static_cast<unsigned long long>(edit.offset), edit.length,
                         edit.replacement.c_str());
    }
    FUZZ_REQUIRE(second.edits.empty());
    return 0;
}
