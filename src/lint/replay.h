// GameChecker::Replay, the visitor behind GameChecker: its state and its rooms. The visitor's
// callbacks and the per-move replay are in game_checker.cpp; tag_section.cpp, move_findings.cpp,
// endings.cpp and result_check.cpp hold the rest, one job each.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "clock_track.h"
#include "game_location.h"
#include "move_suggestions.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/core/unwinnable.h"
#include "pgnlint/lint/game_checker.h"
#include "pgnlint/lint/rules.h"
#include "pgnlint/lint/stated_ending.h"
#include "pgnlint/pgn/parser.h"
#include "replay_path.h"

namespace pgnlint::lint {

// FIDE 9.6.2: 75 moves by each player.
inline constexpr int kSeventyFiveMovePlies = 150;
// FIDE 9.3: the last 50 moves by each player.
inline constexpr int kFiftyMovePlies = 100;
// The most men besides the kings with which a dead position reached by force is looked for.
inline constexpr int kForcedMostMen = 8;
// The final position's analysis (a loss or draw on time, a stated dead position: once a game)
// gets this many times the per-move budget, 10,000,000 nodes by default, the budget of
// `winnable` (core::UnwinnabilityAnalyser::FINAL_MAX_NODES).
inline constexpr std::uint64_t kFinalNodesFactor = 100;

inline Side side_of(core::Color c) {
    return c == core::WHITE ? Side::white : Side::black;
}

// How a line of play ended on the board, and with which move.
struct Ending {
    TerminationKind kind = TerminationKind::none;
    std::uint32_t ply = 0;  // the position after this ply ended the game (0: the start position)
    Side winner = Side::none;
    std::string move;    // "41... Qg2#", empty when the start position itself ended the game
    std::string reason;  // dead_position: why neither side can checkmate (Termination::reason)
};

// One line of play being replayed: the main line or a variation.
struct Line {
    std::size_t base = 0;  // moves on the path before the line's first move
    // The parent's move this variation replaced, made again at ')'.
    core::Move redo = core::Move::none();
    bool has_redo = false;
    // An illegal, ambiguous or unreadable move (or one after mate or stalemate) ended the replay.
    bool stopped = false;
    // The stopping move is the latest move token of the line, so a variation opened now is an
    // alternative to it and starts from the current position.
    bool stopped_at_last_token = false;
    bool told_unreplayable = false;
    bool told_after_end = false;
    std::uint32_t next_skipped_ply = 0;  // ply of the next move token after the stop
    std::string stop_move;               // "12. Nxe4", for the unreplayable-line message
    std::string_view stop_text;          // that move as written, and its ply
    std::uint32_t stop_ply = 0;
    static constexpr std::size_t kNoFinding = std::numeric_limits<std::size_t>::max();
    std::size_t stop_finding = kNoFinding;  // the finding that stopped the line
    // "Did you mean" for the stopping move (move_suggestions.h), worked out when the line ends:
    // whether it is wanted, the position the move was refused in (its key, which the line keeps
    // until then), and the moves written after it.
    bool suggest = false;
    core::Key stop_key = 0;
    std::array<std::string_view, kSuggestionLookahead> next_moves{};
    std::size_t next_count = 0;
    // For a variation's findings ("in the variation 12... Nc6 (12... Bg4 ... 14. Bb5)"): the
    // parent's move it replaces (empty when none was made) and the line's first move, each as
    // written with its ply; views into the game's text, as last_move is.
    std::string_view replaced;
    std::uint32_t replaced_ply = 0;
    std::string_view first_move;
    std::uint32_t first_ply = 0;
    // The latest move made on the line, as written: a view into the game's text, which lives
    // as long as the check of the game (no copy per move).
    std::string_view last_move;
    pgn::Span last_move_span;
    Ending ended;
    // The stretch of play (plies since the last capture or pawn move, named by its first ply)
    // in which the analysis found the position not dead; see end_if_dead.
    std::int64_t undead_segment = std::numeric_limits<std::int64_t>::min();
};

class GameChecker::Replay : public pgn::VisitorBase {
public:
    using Control = pgn::Control;
    using Span = pgn::Span;

    explicit Replay(const GameCheckerOptions& options)
        : final_fen_(options.final_fen),
          moves_key_(options.moves_key),
          max_analysis_nodes_(options.max_analysis_nodes),
          final_analysis_nodes_(options.max_analysis_nodes >
                                        core::UnwinnabilityAnalyser::MOST_MAX_NODES /
                                            kFinalNodesFactor
                                    ? core::UnwinnabilityAnalyser::MOST_MAX_NODES
                                    : options.max_analysis_nodes * kFinalNodesFactor),
          limits_(options.limits),
          encoding_(options.encoding) {
        lines_.reserve(16);
    }

    // The visitor (game_checker.cpp; tag() in tag_section.cpp, termination() in result_check.cpp).
    // `source`: an ending the game's source states outside its text, or null.
    void start(GameReport& report, const pgn::RawGame& game, const SourceStatement* source);
    Control tag(std::string_view name, std::string_view value, Span span);
    Control begin_movetext(Span);
    Control move_number(std::uint32_t number, bool black, Span span);
    Control move(std::string_view text, Span span);
    Control begin_variation(Span);
    Control end_variation(Span);
    Control comment(std::string_view text, Span span);
    Control termination(std::string_view marker, Span span);
    // After the game's events (text_decoding.cpp): the input's first bytes that are not UTF-8,
    // and a Windows-1252 game's report turned into UTF-8.
    void settle_text_encoding();
    Control end_game(Span);
    Control syntax_error(const pgn::SyntaxError& error);

private:
    // The first tag of a name the replay looks at again: where it stands, and its place in the
    // report's tags (found again without a search by name).
    struct FirstTag {
        static constexpr std::size_t kAbsent = std::numeric_limits<std::size_t>::max();
        Span span;
        std::size_t index = kAbsent;
        bool seen() const { return index != kAbsent; }
    };
    std::optional<std::string_view> value_of(const FirstTag& tag) const {
        if (!tag.seen()) return std::nullopt;
        return report_->tags[tag.index].value;
    }

    std::uint32_t ply() const { return static_cast<std::uint32_t>(path_.size()); }
    // The move number and side of the move at `ply` (1-based), counted from the start position.
    std::uint32_t move_number_of(std::uint32_t move_ply) const {
        return static_cast<std::uint32_t>(1 + (start_game_ply_ + move_ply - 1) / 2);
    }
    Side side_of_ply(std::uint32_t move_ply) const {
        return (start_game_ply_ + move_ply - 1) % 2 == 0 ? Side::white : Side::black;
    }
    std::uint32_t depth() const {
        return lines_.empty() ? 0 : static_cast<std::uint32_t>(lines_.size() - 1);
    }
    Location locate(Span span) const { return lint::locate(*game_, span); }

    // The replay (game_checker.cpp): making and taking back moves, opening and closing lines.
    void after_move(Line& line, const core::SanResult& san, std::string_view text, Span span);
    void check_suffix(const core::SanResult& san, std::string_view text, Span span, bool check,
                      bool mate);
    void check_move_number(std::string_view text);
    void undo_last();
    void close_line();

    // The tag section (tag_section.cpp): the roster, Result, FEN, SetUp and Variant tags, and
    // the start position they give.
    void check_roster_value(std::string_view name, std::string_view value, Span span);
    void check_missing_tags();
    void check_setup_tags();
    bool set_up_start_position();
    bool set_up_from_fen_tag(std::string_view fen, bool chess960, core::StateInfo& root);

    // Move findings (move_findings.cpp): each diagnostic about a move, and its message.
    Diagnostic& add(RuleId id, Span span);
    Diagnostic& add_move_diagnostic(RuleId id, Span span, std::string_view text);
    [[gnu::cold]] void report_wrong_move_number(std::string_view text, std::uint32_t expected);
    [[gnu::cold]] void skipped_move(Line& line, std::string_view text, Span span);
    void stop_line(Line& line, const Diagnostic& d, std::string_view text);
    [[gnu::cold]] void suggest_for(Line& line);
    // An electronic board's result signal at the end of the main line (board_signal.cpp).
    void recognise_board_signal();
    [[gnu::cold]] std::size_t take_back_signal(Line& main, std::uint32_t first_ply);
    // "in the variation 12... Nc6 (12... Bg4 ... 14. Bb5): " before a finding about the move
    // `text` at `move_ply` inside a variation; nothing in the main line.
    void append_variation_path(std::uint32_t move_ply, std::string_view text,
                               std::string& out) const;
    void append_moves(std::string_view first, std::uint32_t first_ply, std::string_view last,
                      std::uint32_t last_ply, std::string& out) const;
    // The start of a move finding's message: the variation path, then the move ("12... Nf6").
    std::string move_message(std::uint32_t move_ply, std::string_view text) const;
    [[gnu::cold]] void refused_move(Line& line, const core::SanResult& san, bool null_in_check,
                                    std::string_view text, Span span);
    [[gnu::cold]] bool explain_coordinate_move(std::string_view text, std::string& out) const;
    [[gnu::cold]] void explain_refusal(const core::SanResult& san, bool null_in_check,
                                       Diagnostic& d);
    [[gnu::cold]] void notation_findings(const core::SanResult& san, std::string_view text,
                                         Span span);
    [[gnu::cold]] void report_check_suffix(const core::SanFlags& f, std::string_view text,
                                           Span span, bool check, bool mate);

    // Endings and claims (endings.cpp): how a line ended on the board (FIDE 5.1, 5.2, 9.6) and
    // which draws became claimable (FIDE 9.2, 9.3).
    void check_start_position(Line& main);
    void set_ending(Line& line, TerminationKind kind, Side winner);
    bool end_if_no_legal_move(Line& line);
    [[gnu::cold]] bool end_if_dead(Line& line);
    // A side to move in check may have so few moves that every line from here is forced into a
    // stalemate or a dead position (FIDE 5.2.2), when few men are left: at most eight besides the
    // kings (the most in the 21 such endings of the corpus benchmark; with more, a forced line of
    // a few plies hardly strips the board to dead material or leaves a side without a move).
    // Without a check the test is not made: a side that is forced anyway (a bare king, blocked
    // pawns) meets its stalemate or dead material a ply or more later, where that ends the game.
    // Two of the bench's 21 are such (a bare king whose only move takes the last man), ended one
    // ply late; testing every bare king cost 0.8% of the replay's instructions, every side with
    // only king and pawns 3%. The cheap test is inline, the lines are followed out of line.
    bool may_be_forced(bool check) const {
        return check && core::popcount(pos_.pieces()) <= kForcedMostMen + 2;
    }
    [[gnu::cold]] bool end_if_dead_by_force(Line& line);
    [[gnu::cold]] void tell_undetermined_position(const Line& line,
                                                  const core::WinnabilityResult& white,
                                                  const core::WinnabilityResult& black);
    [[gnu::cold]] void end_by_count(Line& line, const core::RepetitionInfo& repetition);
    void earlier_plies(const core::RepetitionInfo& repetition, std::vector<std::uint32_t>& plies,
                       std::vector<std::string>& moves) const;
    void record_claims(const core::RepetitionInfo& repetition);
    void finish_main_line(Line& main);
    void write_moves_key();
    void write_position(std::string& fen) const;
    Location position_location(const Line& line) const;
    bool has_latest_move(const Line& line) const { return ply() > 0 && !line.last_move.empty(); }
    void describe_latest_move(const Line& line, std::string& out) const;
    // The squares of the move that made the current position; unknown at the start position.
    UciMove latest_uci() const {
        if (ply() == 0) return {};
        return uci_move(path_.back(), ~pos_.side_to_move(), pos_.is_chess960());
    }
    static void append_ending(std::string& message, const Ending& ending);

    // The result (result_check.cpp): the Result tag against the marker and the board.
    void check_result();
    // The Result tag when it holds a result, else the marker (empty when there is neither).
    std::string_view stated_result() const;

    // The stated ending (stated_ending_check.cpp): the Termination tag or the source's status
    // against the board (FIDE 5.1.1, 5.2.1, 5.2.2, 6.9, 9.2, 9.3, 9.6).
    void check_stated_ending();
    [[gnu::cold]] void check_stated_on_final_position(const Ending& ended);
    [[gnu::cold]] void check_time_forfeit(core::Color winner);
    [[gnu::cold]] void check_draw_on_time();
    [[gnu::cold]] void check_stated_dead_position();
    Diagnostic& add_stated_finding(RuleId id);
    std::string final_position_words() const;
    std::string undecided_words(const std::string& question) const;
    static std::string budget_words(std::uint64_t budget);
    void append_final_position(std::string& message) const;
    // Whether `side` can checkmate from the current position, within `max_nodes` (0: the
    // proofs without search only). The result's witness is valid until the next analysis.
    core::WinnabilityResult analyse(core::Color side, std::uint64_t max_nodes);
    // " 52. Kb6 Kb8 53. Ra1 Kc8 54. Ra8#": a witness from the current position, with numbers.
    void append_helpmate(std::span<const core::Move> witness, std::string& out) const;

    // Clocks: the TimeControl tag (time_control_tag.cpp), and the clock comments of the main
    // line against it (clock_checks.cpp).
    void read_time_control_tag(std::string_view value, Span span, std::size_t index);
    std::string time_control_tag_value() const;  // for messages
    Location time_control_value_location() const;
    void read_clocks(std::string_view comment, Span span);
    [[gnu::cold]] void report_malformed_clock(const ClockComment& read, std::string_view comment,
                                              Span span);
    void check_reading(const ClockTime& clock);
    void check_first_clock(const ClockReading& reading);
    bool check_clock_rise(const ClockReading& reading);
    [[gnu::cold]] void tell_millisecond_increment(const ClockReading& reading, Millis increment);
    [[gnu::cold]] void report_clock_gain(const ClockReading& reading, Millis rise,
                                         Millis increments, Millis periods, std::uint32_t moves);
    void check_elapsed(const ClockReading& reading, const ClockTime& elapsed);
    void tell_unit_mistake(const ClockReading& reading, const std::string& why,
                           const TimeControl& fitting);
    Diagnostic& add_reading_finding(RuleId id, const ClockReading& reading);
    Diagnostic& add_clock_finding(RuleId id, std::uint32_t move_ply, std::string_view san,
                                  Span span);
    void finish_clocks();
    ClockFacts latest_clocks() const;
    void check_forfeit_clocks();

    // text_decoding.cpp
    [[gnu::cold]] void report_non_utf8(std::size_t at);
    [[gnu::cold]] void decode_windows_1252();

    // Fixes that need the whole game (game_fixes.cpp): inserted tags, the termination marker,
    // the Result tag and marker set to what the board dictates.
    std::optional<std::uint64_t> input_offset(std::string_view piece) const;
    void note_missing_marker(Diagnostic& d, Span end);
    std::string marker_text(std::string_view result) const;  // an inserted marker, lead first
    std::string marker_replacement(std::string_view result) const;  // written over the marker
    void fix_missing_tags(Diagnostic& d, std::string_view missing);
    void fix_setup_tag(Diagnostic& d, bool setup_present);
    void fix_fen_spelling(std::string_view fen, std::size_t first_finding);
    void fix_result(Diagnostic& d, std::string_view dictated);
    std::uint64_t missing_result_offset() const;
    void fix_missing_result(std::string_view dictated);
    static std::string_view dictated_result(const Termination& ending);
    void drop_fixes_after_syntax_errors();
    std::optional<std::uint64_t> tag_end(std::uint64_t tag_offset) const;
    void insert_before_tag(Fix& fix, std::uint64_t offset, std::string text);

    const bool final_fen_;
    const bool moves_key_;
    const std::uint64_t max_analysis_nodes_;
    const std::uint64_t final_analysis_nodes_;
    const pgn::Limits limits_;  // the game's, for reading it again (clock_checks.cpp)
    const InputEncoding encoding_;
    // Built on the first position that needs it: most checkers never analyse one.
    std::unique_ptr<core::UnwinnabilityAnalyser> analyser_;
    bool told_undetermined_ = false;   // unwinnability-undetermined is said once per game
    bool time_forfeit_drawn_ = false;  // drawn-time-forfeit found: the result is 1/2-1/2
    GameReport* report_ = nullptr;
    const pgn::RawGame* game_ = nullptr;
    core::Position pos_;
    core::SanResult san_;  // the move being replayed, kept to spare building a result per move
    Path path_;
    std::vector<Line> lines_;
    bool replaying_ = false;
    std::uint32_t start_game_ply_ = 0;  // plies before the start position (from the FEN's numbers)

    unsigned roster_seen_ = 0;
    bool result_tag_seen_ = false;
    Span result_tag_span_;
    FirstTag fen_tag_;
    Location fen_value_location_;
    FirstTag setup_tag_;
    FirstTag variant_tag_;
    FirstTag termination_tag_;
    Span marker_span_;
    StatedEnding stated_ = StatedEnding::unstated;
    Span stated_span_;
    std::string_view stated_source_;  // "the record's status"; empty: the Termination tag

    bool has_pending_number_ = false;
    bool pending_black_ = false;
    std::uint32_t pending_number_ = 0;
    Span pending_number_span_;
    bool told_move_number_ = false;
    bool seen_first_token_ = false;  // a tag or the movetext: later comments are not leading
    // Whether the movetext holds "[%" anywhere: only then can one of its comments hold a clock. One
    // search of the whole movetext spares a search of every comment (engine games' long ones).
    bool movetext_may_hold_commands_ = true;

    // Where fixes insert and replace (game_fixes.cpp), reset with each game.
    static constexpr std::size_t kNoFinding = std::numeric_limits<std::size_t>::max();
    std::size_t move_number_finding_ = kNoFinding;  // the game's wrong-move-number finding
    std::size_t marker_finding_ = kNoFinding;       // its missing-termination-marker finding
    std::size_t missing_result_finding_ = kNoFinding;
    std::optional<std::uint64_t> first_tag_offset_;
    std::optional<std::uint64_t> last_tag_offset_;
    std::optional<std::uint64_t> first_other_tag_offset_;  // the first tag not in the roster
    std::uint64_t movetext_offset_ = 0;
    std::optional<std::uint64_t> result_value_offset_;
    std::optional<std::uint64_t> setup_value_offset_;
    std::size_t setup_value_size_ = 0;
    std::optional<std::uint64_t> fen_value_offset_;
    std::optional<std::uint64_t> missing_marker_offset_;
    std::string missing_marker_lead_;  // what goes before an inserted marker
    // Where the game's last `;` comment ends: a marker inserted there needs a line of its own.
    std::optional<std::uint64_t> line_comment_end_;

    ClockTrack clocks_;

    std::int64_t last_threefold_segment_ = 0;
    std::int64_t last_fifty_segment_ = 0;
};

}  // namespace pgnlint::lint
