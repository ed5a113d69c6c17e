// SAN speed, a measurement and not a test. Synthetic: writes the canonical SAN of every legal move
// of every position in a perft suite, then times resolving those strings back to moves and writing
// them. Real games: replays games given as bare SAN (one game per paragraph, as written by
// `pgn-extract -Wsan --notags -C -N -V --nomovenumbers --noresults`), timing resolve + make.
//
// usage: core_san_bench [SUITE_FILE] [ROUNDS]
//        core_san_bench --games SAN_FILE [ROUNDS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/perft_suite.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"

using namespace pgnlint::core;

namespace {

struct Sample {
    std::unique_ptr<Position> pos = std::make_unique<Position>();
    std::unique_ptr<StateInfo> si = std::make_unique<StateInfo>();
    std::vector<std::string> sans;
    std::vector<Move> moves;
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Splits text into games (paragraphs) of whitespace-separated SAN tokens.
std::vector<std::vector<std::string_view>> split_games(std::string_view text) {
    std::vector<std::vector<std::string_view>> games(1);
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '\n' && i + 1 < text.size() && text[i + 1] == '\n' && !games.back().empty())
            games.emplace_back();
        if (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\n' && text[i] != '\r') ++i;
        games.back().push_back(text.substr(start, i - start));
    }
    if (games.back().empty()) games.pop_back();
    return games;
}

int replay_games(const std::string& path, int rounds) {
    const std::string text = read_file(path);
    const auto games = split_games(text);
    std::size_t longest = 0;
    for (const auto& g : games) longest = std::max(longest, g.size());
    std::vector<StateInfo> states(longest + 1);
    std::size_t moves = 0;
    std::size_t failed_games = 0;
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    for (int r = 0; r < rounds; ++r) {
        for (const auto& game : games) {
            Position pos;
            pos.set_startpos(states[0]);
            for (std::size_t i = 0; i < game.size(); ++i) {
                const SanResult res = resolve_san(pos, game[i]);
                if (!res.ok || res.move == Move::null()) {
                    failed_games += r == 0;  // games from a set-up position, variants, ...
                    break;
                }
                pos.do_move(res.move, states[i + 1]);
                ++moves;
            }
        }
    }
    const double s = seconds_since(t0);
    const double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
    std::printf(
        "%zu games (%zu stopped early: set-up positions or errors), %zu moves x %d rounds\n",
        games.size(), failed_games, moves / std::size_t(rounds), rounds);
    std::printf("resolve_san + do_move: %.0f moves/s by wall-clock time, %.0f by CPU time\n",
                double(moves) / s, double(moves) / cpu);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 2 && std::string(argv[1]) == "--games")
        return replay_games(argv[2], argc > 3 ? std::atoi(argv[3]) : 3);
    const std::string file = argc > 1 ? argv[1] : "testdata/perft/python-chess__random.perft";
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 20;
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", file.c_str());
        return 2;
    }
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    std::vector<Sample> samples;
    std::size_t total = 0;
    for (const PerftSuiteEntry& entry : parse_perft_suite(text).entries) {
        Sample s;
        if (!s.pos->set_fen(entry.fen, *s.si).ok()) continue;
        MoveList list;
        generate_legal(*s.pos, list);
        for (Move m : list) {
            s.sans.push_back(to_san(*s.pos, m));
            s.moves.push_back(m);
        }
        total += s.sans.size();
        samples.push_back(std::move(s));
    }

    std::size_t mismatches = 0;
    auto t0 = std::chrono::steady_clock::now();
    for (int r = 0; r < rounds; ++r)
        for (const Sample& s : samples)
            for (std::size_t i = 0; i < s.sans.size(); ++i)
                mismatches += resolve_san(*s.pos, s.sans[i]).move != s.moves[i];
    const double resolve_s = seconds_since(t0);

    std::size_t written = 0;
    t0 = std::chrono::steady_clock::now();
    char buf[SAN_BUFFER_SIZE];
    for (int r = 0; r < rounds; ++r)
        for (Sample& s : samples)
            for (Move m : s.moves) written += write_san(*s.pos, m, buf);
    const double write_s = seconds_since(t0);

    const double n = double(total) * rounds;
    std::printf("%zu positions, %zu moves x %d rounds\n", samples.size(), total, rounds);
    std::printf("resolve_san: %.0f moves/s (%.1f ns/move), %zu mismatches\n", n / resolve_s,
                resolve_s * 1e9 / n, mismatches);
    std::printf("write_san:   %.0f moves/s (%.1f ns/move), %zu bytes\n", n / write_s,
                write_s * 1e9 / n, written);
    return mismatches == 0 ? 0 : 1;
}
