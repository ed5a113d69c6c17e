// The unwinnability analysis's speed (not a test): positions/s, mean and maximum microseconds per
// position and the verdict counts, on "FEN<TAB>side" lines from a file (side: white, black or
// both) or, with --synthetic N, on the final positions of N seeded random legal playouts that
// prefer captures (so material comes off as in real endgames). One analyser, reused. Times are
// the thread's CPU time, so that a loaded machine's waiting is not counted.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <deque>
#include <fstream>
#include <string>
#include <vector>

#include "game_generator.h"
#include "pgnlint/core/fen.h"
#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/unwinnable.h"

using namespace pgnlint::core;

namespace {

struct Query {
    std::string fen;
    Color side;
};

std::vector<Query> synthetic(int count) {
    std::vector<Query> queries;
    pgnlint::fuzz::Random random(20261202);
    for (int g = 0; g < count; ++g) {
        std::deque<StateInfo> states(1);
        Position pos;
        pos.set_startpos(states.front());
        const int plies = 40 + int(random.next() % 200);
        for (int ply = 0; ply < plies; ++ply) {
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.empty()) break;
            pos.do_move(pgnlint::fuzz::capture_preferring_move(pos, moves, random, 70),
                        states.emplace_back());
        }
        // The side that did not move last is the one that "ran out of time".
        queries.push_back({to_fen(pos), ~pos.side_to_move()});
    }
    return queries;
}

double thread_cpu_us() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e6 + double(now.tv_nsec) / 1e3;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: winnable_bench FILE | --synthetic N\n");
        return 2;
    }
    std::vector<Query> queries;
    if (std::string(argv[1]) == "--synthetic") {
        queries = synthetic(argc > 2 ? std::atoi(argv[2]) : 1000);
    } else {
        std::ifstream in(argv[1]);
        std::string line;
        while (std::getline(in, line)) {
            const std::size_t tab = line.find('\t');
            if (tab == std::string::npos) continue;
            const std::string side = line.substr(tab + 1);
            if (side != "black") queries.push_back({line.substr(0, tab), WHITE});
            if (side != "white") queries.push_back({line.substr(0, tab), BLACK});
        }
    }
    // Parsed up front, so that the timed loops do nothing but analyse. A deque keeps each
    // position's StateInfo where the position points to.
    struct Loaded {
        StateInfo si;
        Position pos;
        const Query* query = nullptr;
    };
    std::deque<Loaded> loaded;
    for (const Query& q : queries) {
        Loaded& l = loaded.emplace_back();
        l.query = &q;
        if (!l.pos.set_fen(q.fen, l.si).ok()) loaded.pop_back();
    }
    if (loaded.empty()) {
        std::printf("no positions\n");
        return 0;
    }
    UnwinnabilityAnalyser analyser;
    // The mean comes from one clock reading around each whole batch: reading the thread's CPU
    // clock is a system call (about 0.7 us here), which a reading per position would add to
    // every one of them. A batch of a few hundred positions takes milliseconds, less than a
    // scheduler's slice, so one batch is at the mercy of whatever else runs: the batch is run
    // until a fifth of a second has passed (at least 5 times), and the median batch is reported
    // beside the first (cold caches and branch history) and the best.
    std::vector<double> batches;
    double spent_us = 0;
    while (batches.size() < 5 || spent_us < 200'000) {
        const double batch_start = thread_cpu_us();
        for (const Loaded& l : loaded) analyser.analyse(l.pos, l.query->side);
        batches.push_back(thread_cpu_us() - batch_start);
        spent_us += batches.back();
    }
    const double first_us = batches.front();
    std::sort(batches.begin(), batches.end());
    const double batch_us = batches[batches.size() / 2];
    // Then each position on its own, for the quantiles, the slowest and the verdicts (these
    // times include one clock reading each).
    std::array<uint64_t, 3> verdicts{};
    double max_us = 0;
    uint64_t nodes = 0;
    std::vector<double> times;
    std::vector<uint64_t> node_counts;
    std::string slowest;
    for (const Loaded& l : loaded) {
        const Query& q = *l.query;
        const double start = thread_cpu_us();
        const WinnabilityResult r = analyser.analyse(l.pos, q.side);
        const double us = thread_cpu_us() - start;
        times.push_back(us);
        nodes += r.nodes;
        node_counts.push_back(r.nodes);
        ++verdicts[std::size_t(r.verdict)];
        if (r.verdict == Winnability::unwinnable)
            std::printf("unwinnable for %s: %s (%s)\n", q.side == WHITE ? "white" : "black",
                        q.fen.c_str(), describe_unwinnable(r.reason, q.side).c_str());
        if (r.verdict == Winnability::undetermined)
            std::printf("undetermined for %s: %s\n", q.side == WHITE ? "white" : "black",
                        q.fen.c_str());
        if (us > max_us) {
            max_us = us;
            slowest = q.fen;
        }
    }
    const std::size_t analysed = loaded.size();
    std::printf(
        "positions %zu: %.0f positions/s, mean %.2f us, max %.0f us (%s), mean nodes %.0f\n",
        analysed, analysed / (batch_us / 1e6), batch_us / analysed, max_us, slowest.c_str(),
        double(nodes) / analysed);
    std::printf("mean us over %zu batches: median %.2f, first %.2f, best %.2f\n", batches.size(),
                batch_us / analysed, first_us / analysed, batches.front() / analysed);
    // The mean is the figure; the quantiles say whether a few positions make it.
    std::sort(times.begin(), times.end());
    std::sort(node_counts.begin(), node_counts.end());
    const auto at = [&](double q) { return std::size_t(q * double(analysed - 1)); };
    std::printf("quantiles (us / nodes): median %.2f / %llu, p90 %.2f / %llu, p99 %.2f / %llu\n",
                times[at(0.5)], (unsigned long long)node_counts[at(0.5)], times[at(0.9)],
                (unsigned long long)node_counts[at(0.9)], times[at(0.99)],
                (unsigned long long)node_counts[at(0.99)]);
    std::printf("verdicts: winnable %llu, unwinnable %llu, undetermined %llu\n",
                (unsigned long long)verdicts[0], (unsigned long long)verdicts[1],
                (unsigned long long)verdicts[2]);
}
