// SAN speed, a measurement and not a test: writes the canonical SAN of every legal move of every
// position in a perft suite, then times resolving all those strings back to moves (the hot path
// of replaying games) and writing them.
//
// usage: core_san_bench [SUITE_FILE] [ROUNDS]
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
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

}  // namespace

int main(int argc, char** argv) {
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
