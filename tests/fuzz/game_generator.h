// Random legal games written as PGN with random valid formatting (move numbers or not, line
// breaks, comments, NAGs, nested variations that are themselves legal), plus what a reader must
// find in them: plies, final FEN, and the byte offset of every main-line move. For the
// differential fuzz target and the adversarial tests.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/outcome.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "pgnlint/core/unwinnable.h"

namespace pgnlint::fuzz {

// splitmix64: a small, seedable generator whose sequence is the same on every platform.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::uint32_t below(std::uint32_t bound) {
        return bound == 0 ? 0 : static_cast<std::uint32_t>(next() % bound);
    }
    bool chance(std::uint32_t percent) { return below(100) < percent; }

private:
    std::uint64_t state_;
};

// One of `moves` (the legal moves of pos, not empty), a capture `capture_percent` times in a
// hundred when there is one: random playouts that prefer captures reach endings with few pieces.
inline core::Move capture_preferring_move(const core::Position& pos, const core::MoveList& moves,
                                          Random& random, std::uint32_t capture_percent) {
    std::vector<core::Move> captures;
    for (const core::Move m : moves)
        if (pos.is_capture(m)) captures.push_back(m);
    if (!captures.empty() && random.chance(capture_percent))
        return captures[random.below(std::uint32_t(captures.size()))];
    return moves[random.below(std::uint32_t(moves.size()))];
}

struct GeneratedMove {
    std::string san;         // as written (canonical SAN, maybe with a glyph suffix)
    std::size_t offset = 0;  // byte offset of the token in GeneratedGame::pgn
    std::string fen_before;  // the position the move is played from
};

struct GeneratedGame {
    std::string pgn;
    std::vector<GeneratedMove> main_line;
    std::string final_fen;
    std::string result;  // the termination marker written
    bool chess960 = false;
};

struct GeneratorOptions {
    std::uint32_t max_plies = 80;
    std::uint32_t max_variation_depth = 3;
};

namespace detail {

// Starting points besides the initial position (FEN tag); the last is Chess960.
inline constexpr std::string_view kSetUps[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
};

class Writer {
public:
    Writer(Random& random, core::Position& position, std::deque<core::StateInfo>& states,
           const GeneratorOptions& options)
        : random_(random), position_(position), states_(states), options_(options) {
        numbers_ = static_cast<Numbers>(random_.below(3));
        line_width_ = 20 + random_.below(100);
    }

    std::string text;

    void token(std::string_view piece) {
        if (!text.empty() && text.back() != '\n' && text.back() != '(' && !glued_) separator();
        glued_ = false;
        text.append(piece);
    }
    // The next token follows without a space (a move number written "12.e4").
    void glue() { glued_ = true; }

    void separator() {
        if (text.size() - line_start_ >= line_width_ || random_.chance(3)) {
            if (random_.chance(10)) text.push_back('\r');
            text.push_back('\n');
            line_start_ = text.size();
        } else {
            text.append(random_.chance(10) ? "  " : " ");
        }
    }

    void comment() {
        static constexpr std::string_view kWords[] = {
            "good", "[%clk 0:01:00]", "(not a line)", "1-0?", "*", "\"quoted\"", "e4", "$1"};
        std::string body = "{";
        const std::uint32_t words = random_.below(4);
        for (std::uint32_t i = 0; i < words; ++i) {
            if (i > 0) body.push_back(random_.chance(20) ? '\n' : ' ');
            body.append(kWords[random_.below(std::size(kWords))]);
        }
        body.push_back('}');
        token(body);
        after_interruption_ = true;
    }

    void annotations() {
        if (random_.chance(8)) {
            // Appended piece by piece: operator+ here trips a false -Wrestrict in GCC 12 at -O3.
            std::string nag = std::to_string(random_.below(256));
            nag.insert(nag.begin(), '$');
            token(nag);
        }
        if (random_.chance(8)) comment();
        if (random_.chance(2)) {
            token("; a line comment");
            text.push_back('\n');
            line_start_ = text.size();
            after_interruption_ = true;
        }
    }

    // Plays and writes up to `plies` random legal moves from the current position; with
    // `main_line`, records them. Stops where the game ends on the board. Returns the moves made,
    // which the caller undoes (variations) or keeps (main line).
    std::vector<core::Move> line(std::uint32_t plies, std::uint32_t depth,
                                 std::vector<GeneratedMove>* main_line) {
        std::vector<core::Move> made;
        after_interruption_ = true;
        for (std::uint32_t ply = 0; ply < plies && !game_over(); ++ply) {
            core::MoveList moves;
            core::generate_legal(position_, moves);
            const core::Move move = moves[random_.below(static_cast<std::uint32_t>(moves.size()))];
            char san[core::SAN_BUFFER_SIZE];
            const std::size_t length = core::write_san(position_, move, san);
            std::string written(san, length);
            if (random_.chance(5)) written += random_.chance(50) ? "!" : "?!";
            move_number();
            GeneratedMove record;
            if (main_line != nullptr) record.fen_before = core::to_fen(position_);
            token(written);
            record.san = written;
            record.offset = text.size() - written.size();
            annotations();
            if (depth < options_.max_variation_depth && random_.chance(12)) {
                variation(depth + 1);
            }
            position_.do_move(move, states_.emplace_back());
            made.push_back(move);
            if (main_line != nullptr) main_line->push_back(std::move(record));
        }
        return made;
    }

    // Alternatives to the move about to be made, from the same position: one, sometimes two.
    void variation(std::uint32_t depth) {
        const std::uint32_t count = 1 + (random_.chance(20) ? 1 : 0);
        for (std::uint32_t i = 0; i < count; ++i) {
            token("(");
            const std::vector<core::Move> made = line(1 + random_.below(6), depth, nullptr);
            for (auto it = made.rbegin(); it != made.rend(); ++it) {
                position_.undo_move(*it);
                states_.pop_back();
            }
            token(")");
            after_interruption_ = true;
        }
    }

    bool game_over() const {
        if (!core::has_legal_move(position_)) return true;
        if (position_.halfmove_clock() >= 150) return true;     // FIDE 9.6.2
        if (position_.repetitions().count >= 4) return true;    // FIDE 9.6.1
        if (core::is_dead_by_material(position_)) return true;  // FIDE 5.2.2
        // Dead by force (FIDE 5.2.2): every line of at most three moves a turn for eight plies
        // ends in stalemate or dead material. The checker looks for it after a check; the game
        // stops wherever it holds, a superset, so no move the checker calls void is generated.
        return core::dead_by_force(position_, 3, 8).dead;
    }

private:
    enum class Numbers { always, white_only, never };

    void move_number() {
        const bool white = position_.side_to_move() == core::WHITE;
        const bool needed = white || after_interruption_;
        after_interruption_ = false;
        if (numbers_ == Numbers::never) return;
        if (!white && (numbers_ == Numbers::white_only && !needed)) return;
        std::string number = std::to_string(position_.fullmove_number());
        number += white ? "." : (random_.chance(10) ? "\xE2\x80\xA6" : "...");
        token(number);
        if (random_.chance(30)) glue();
    }

    Random& random_;
    core::Position& position_;
    std::deque<core::StateInfo>& states_;
    const GeneratorOptions& options_;
    Numbers numbers_;
    std::size_t line_width_;
    std::size_t line_start_ = 0;
    bool glued_ = false;
    bool after_interruption_ = true;
};

inline std::string escaped(std::string_view value) {
    std::string out;
    for (const char c : value) {
        if (c == '"' || c == '\\') out.push_back('\\');
        out.push_back(c);
    }
    return out;
}

}  // namespace detail

// One game; `pgn` ends with a line break. The position and its undo records stay owned here.
inline GeneratedGame generate_game(Random& random, const GeneratorOptions& options = {}) {
    GeneratedGame game;
    std::deque<core::StateInfo> states(1);
    core::Position position;
    std::string tags;
    const auto tag = [&](std::string_view name, std::string_view value) {
        tags.append("[").append(name).append(" \"").append(detail::escaped(value)).append("\"]\n");
    };
    tag("Event", random.chance(30) ? "Fuzz \"open\" \\ cup" : "Fuzz");
    tag("Site", "?");
    tag("Date", "2024.01.02");
    tag("Round", "1");
    tag("White", "White, A");
    tag("Black", "Black, B");
    if (random.chance(25)) {
        const std::uint32_t pick = random.below(std::size(detail::kSetUps));
        const std::string_view fen = detail::kSetUps[pick];
        game.chess960 = pick + 1 == std::size(detail::kSetUps);
        static_cast<void>(position.set_fen(fen, states.front(), game.chess960));
        if (game.chess960) tag("Variant", "Chess960");
        tag("SetUp", "1");
        tag("FEN", fen);
    } else {
        position.set_startpos(states.front());
    }

    detail::Writer writer(random, position, states, options);
    if (random.chance(10)) writer.comment();
    writer.line(random.below(options.max_plies + 1), 0, &game.main_line);

    std::string_view result = "*";
    if (!core::has_legal_move(position)) {
        result = !position.in_check()                     ? "1/2-1/2"
                 : position.side_to_move() == core::WHITE ? "0-1"
                                                          : "1-0";
    } else if (writer.game_over()) {
        result = "1/2-1/2";
    }
    game.result.assign(result);
    tag("Result", game.result);
    writer.token(game.result);
    game.final_fen = core::to_fen(position);

    const std::size_t shift = tags.size() + 1;
    for (GeneratedMove& move : game.main_line) move.offset += shift;
    game.pgn = tags + "\n" + writer.text + "\n";
    return game;
}

// A SAN that parses but names no legal move in `fen`'s position (FIDE 3: an illegal move).
inline std::string illegal_san(Random& random, std::string_view fen, bool chess960) {
    core::Position position;
    core::StateInfo state;
    static_cast<void>(position.set_fen(fen, state, chess960));
    static constexpr std::string_view kPieces[] = {"", "N", "B", "R", "Q", "K"};
    for (;;) {
        std::string san(kPieces[random.below(6)]);
        san.push_back(static_cast<char>('a' + random.below(8)));
        san.push_back(static_cast<char>('1' + random.below(8)));
        if (san.size() == 2 && (san[1] == '1' || san[1] == '8')) continue;
        const core::SanResult result = core::resolve_san(position, san);
        if (!result.ok && result.error.kind == core::SanErrorKind::illegal) return san;
    }
}

}  // namespace pgnlint::fuzz
