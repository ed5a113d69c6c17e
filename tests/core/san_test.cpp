// SAN and UCI: round trip over every legal move of every perft-suite position (depths 1 and 2),
// and hand-made cases for each accepted form, each flag and each error kind.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <string_view>

#include "pgnlint/core/movegen.h"
#include "pgnlint/core/position.h"
#include "pgnlint/core/san.h"
#include "test_support.h"

namespace pgnlint::core {
namespace {

// Checks every legal move of pos: canonical SAN and UCI each parse back to the same move.
void expect_round_trip(Position& pos, int depth, const std::string& where, std::size_t& moves) {
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        char san[SAN_BUFFER_SIZE];
        write_san(pos, m, san);
        const SanResult r = resolve_san(pos, san);
        ASSERT_TRUE(r.ok) << where << " SAN " << san << ": " << r.error.message;
        ASSERT_EQ(r.move, m) << where << " SAN " << san;
        EXPECT_FALSE(r.parsed.flags.redundant_disambiguation) << where << " " << san;
        EXPECT_FALSE(r.parsed.flags.missing_capture_mark) << where << " " << san;
        const UciResult u = parse_uci(pos, to_uci(pos, m));
        ASSERT_TRUE(u.ok) << where << " UCI " << to_uci(pos, m) << ": " << u.message;
        ASSERT_EQ(u.move, m) << where << " UCI " << to_uci(pos, m);
        ++moves;
        if (depth > 1) {
            StateInfo st;
            pos.do_move(m, st);
            expect_round_trip(pos, depth - 1, where + " " + san, moves);
            pos.undo_move(m);
        }
    }
}

class SanRoundTripTest : public ::testing::TestWithParam<std::string> {};

TEST_P(SanRoundTripTest, EveryLegalMoveAtDepthsOneAndTwo) {
    const PerftSuite suite = testing::load_suite(GetParam());
    ASSERT_FALSE(suite.entries.empty());
    std::size_t moves = 0;
    for (const PerftSuiteEntry& entry : suite.entries) {
        Position pos;
        StateInfo si;
        ASSERT_TRUE(pos.set_fen(entry.fen, si).ok()) << entry.fen;
        expect_round_trip(pos, 2, entry.fen, moves);
        if (::testing::Test::HasFatalFailure()) return;
    }
    EXPECT_GT(moves, suite.entries.size() * 10);
}

INSTANTIATE_TEST_SUITE_P(Suites, SanRoundTripTest,
                         ::testing::ValuesIn(testing::perft_suite_files()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param.substr(info.param.find('/') + 1);
                             for (char& ch : name)
                                 if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                             return name;
                         });

class SanTest : public ::testing::Test {
protected:
    void load(const char* fen) { ASSERT_TRUE(pos.set_fen(fen, si).ok()) << fen; }
    SanResult resolve(const char* san) { return resolve_san(pos, san); }
    std::string uci(const SanResult& r) { return to_uci(pos, r.move); }

    Position pos;
    StateInfo si;
};

TEST_F(SanTest, PawnPushesAndPieceMoves) {
    pos.set_startpos(si);
    EXPECT_EQ(uci(resolve("e4")), "e2e4");
    EXPECT_EQ(uci(resolve("e3")), "e2e3");
    EXPECT_EQ(uci(resolve("Nf3")), "g1f3");
    EXPECT_EQ(uci(resolve("Ng1-f3")), "g1f3");
    EXPECT_EQ(uci(resolve("Pe4")), "e2e4");
}

TEST_F(SanTest, SuffixesInAnyCombination) {
    pos.set_startpos(si);
    const struct {
        const char* text;
        uint8_t nag;
        bool check;
        bool mate;
    } cases[] = {{"e4!", 1, false, false},  {"e4?", 2, false, false},  {"e4!!", 3, false, false},
                 {"e4??", 4, false, false}, {"e4!?", 5, false, false}, {"e4?!", 6, false, false},
                 {"e4+", 0, true, false},   {"e4+!?", 5, true, false}, {"e4!?+", 5, true, false},
                 {"e4#", 0, false, true},   {"e4#!", 1, false, true}};
    for (const auto& c : cases) {
        const SanResult r = resolve(c.text);
        ASSERT_TRUE(r.ok) << c.text;
        EXPECT_EQ(uci(r), "e2e4") << c.text;
        EXPECT_EQ(r.parsed.flags.nag, c.nag) << c.text;
        EXPECT_EQ(r.parsed.flags.check_suffix, c.check) << c.text;
        EXPECT_EQ(r.parsed.flags.mate_suffix, c.mate) << c.text;
    }
    for (const char* bad : {"e4!!!", "e4?!?", "e4+#", "e4!x"}) {
        const SanResult r = resolve(bad);
        EXPECT_FALSE(r.ok) << bad;
        EXPECT_EQ(r.error.kind, SanErrorKind::syntax) << bad;
    }
}

TEST_F(SanTest, CapturesWithAndWithoutMark) {
    load("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    SanResult r = resolve("exd5");
    EXPECT_EQ(uci(r), "e4d5");
    EXPECT_TRUE(r.parsed.flags.capture_mark);
    EXPECT_FALSE(r.parsed.flags.missing_capture_mark);
    r = resolve("ed5");
    EXPECT_EQ(uci(r), "e4d5");
    EXPECT_TRUE(r.parsed.flags.missing_capture_mark);
    r = resolve("e:d5");
    EXPECT_EQ(uci(r), "e4d5");
    EXPECT_FALSE(r.parsed.flags.missing_capture_mark);
    r = resolve("Nxe5");
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.error.kind, SanErrorKind::illegal);
    r = resolve("Nxc3");
    ASSERT_TRUE(r.ok);
    EXPECT_TRUE(r.parsed.flags.capture_mark_on_non_capture);
}

TEST_F(SanTest, EnPassantCapture) {
    load("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    SanResult r = resolve("exf6");
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.move.kind(), MoveKind::en_passant);
    EXPECT_EQ(to_san(pos, r.move), "exf6");
    EXPECT_FALSE(resolve("exd6").ok);
}

TEST_F(SanTest, Disambiguation) {
    // Knights on b1 and f3 both reach d2; rooks on a1 and a5 both reach a3.
    load("4k3/8/8/R7/8/8/8/RN2K3 w - - 0 1");
    load("4k3/8/8/R7/8/5N2/8/RN2K3 w - - 0 1");
    SanResult r = resolve("Nd2");
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.error.kind, SanErrorKind::ambiguous);
    ASSERT_EQ(r.candidate_count, 2);
    EXPECT_EQ(to_uci(pos, r.candidates[0]) + to_uci(pos, r.candidates[1]), "b1d2f3d2");
    EXPECT_EQ(uci(resolve("Nbd2")), "b1d2");
    EXPECT_EQ(uci(resolve("Nfd2")), "f3d2");
    r = resolve("Nf3d2");
    ASSERT_TRUE(r.ok);
    EXPECT_TRUE(r.parsed.flags.redundant_disambiguation);
    EXPECT_EQ(to_san(pos, r.move), "Nfd2");
    EXPECT_FALSE(resolve("Ra3").ok);
    EXPECT_EQ(uci(resolve("R1a3")), "a1a3");
    EXPECT_EQ(to_san(pos, resolve("R5a3").move), "R5a3");
    r = resolve("Nbc3");
    ASSERT_TRUE(r.ok);
    EXPECT_TRUE(r.parsed.flags.redundant_disambiguation);
    EXPECT_EQ(to_san(pos, r.move), "Nc3");
}

TEST_F(SanTest, SquareDisambiguationWhenFileAndRankBothClash) {
    // Queens on a1, a3 and c1 all reach b2: a1 shares its file with a3 and its rank with c1.
    load("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    const SanResult ok = resolve("Qa1b2");
    ASSERT_TRUE(ok.ok);
    EXPECT_FALSE(ok.parsed.flags.redundant_disambiguation);
    EXPECT_EQ(to_san(pos, ok.move), "Qa1b2");
    EXPECT_EQ(resolve("Qab2").error.kind, SanErrorKind::ambiguous);
    EXPECT_EQ(resolve("Q1b2").error.kind, SanErrorKind::ambiguous);
    EXPECT_EQ(resolve("Qb2").candidate_count, 3);
    EXPECT_EQ(to_san(pos, resolve("Qcb2").move), "Qcb2");
}

TEST_F(SanTest, PromotionForms) {
    load("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for (const char* text : {"a8=Q", "a8Q", "a8(Q)", "a8/Q", "a8=q", "a8q"}) {
        const SanResult r = resolve(text);
        ASSERT_TRUE(r.ok) << text;
        EXPECT_EQ(uci(r), "a7a8q") << text;
        EXPECT_EQ(r.parsed.flags.promotion_without_equals,
                  std::string(text).find('=') == std::string::npos)
            << text;
    }
    EXPECT_EQ(uci(resolve("axb8=N")), "a7b8n");
    EXPECT_EQ(uci(resolve("axb8=R+")), "a7b8r");
    const SanResult missing = resolve("a8");
    EXPECT_EQ(missing.error.kind, SanErrorKind::illegal);
    EXPECT_EQ(resolve("a8=K").error.kind, SanErrorKind::syntax);
    EXPECT_EQ(resolve("Na8=Q").error.kind, SanErrorKind::syntax);
    EXPECT_EQ(to_san(pos, resolve("axb8=Q").move), "axb8=Q+");
}

TEST_F(SanTest, CastlingForms) {
    load("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (const char* text : {"O-O", "0-0", "O-O+", "0-0!"}) {
        const SanResult r = resolve(text);
        ASSERT_TRUE(r.ok) << text;
        EXPECT_EQ(r.move.kind(), MoveKind::castling);
        EXPECT_EQ(uci(r), "e1g1");
        EXPECT_EQ(r.parsed.flags.castling_with_zeros, text[0] == '0');
    }
    EXPECT_EQ(uci(resolve("O-O-O")), "e1c1");
    EXPECT_EQ(uci(resolve("0-0-0")), "e1c1");
    EXPECT_EQ(to_san(pos, resolve("0-0-0").move), "O-O-O");
    EXPECT_EQ(resolve("O-O-O-O").error.kind, SanErrorKind::syntax);
    load("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1");
    EXPECT_EQ(resolve("O-O").error.kind, SanErrorKind::illegal);
    load("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1");
    EXPECT_EQ(resolve("O-O").error.kind, SanErrorKind::illegal);
    load("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");  // f1 is attacked... via f2 rook
    EXPECT_EQ(resolve("O-O").error.kind, SanErrorKind::illegal);
}

TEST_F(SanTest, Chess960Castling) {
    // King b1, rooks a1 and g1 (Shredder letters): O-O-O lands the king on c1, the rook on d1.
    load("r3k2r/8/8/8/8/8/8/RK4R1 w GAha - 0 1");
    ASSERT_TRUE(pos.is_chess960());
    SanResult r = resolve("O-O-O");
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(uci(r), "b1a1");
    EXPECT_EQ(to_san(pos, r.move), "O-O-O");
    r = resolve("O-O");
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(uci(r), "b1g1");
    StateInfo st;
    pos.do_move(r.move, st);
    EXPECT_EQ(to_fen(pos), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    pos.undo_move(r.move);
    // The king already stands on g1: only the rook moves.
    load("3k4/8/8/8/8/8/8/4R1KR w H - 0 1");
    r = resolve("O-O");
    ASSERT_TRUE(r.ok);
    pos.do_move(r.move, st);
    EXPECT_EQ(pos.piece_on(SQ_G1), W_KING);
    EXPECT_EQ(pos.piece_on(SQ_F1), W_ROOK);
    pos.undo_move(r.move);
    EXPECT_EQ(to_fen(pos), "3k4/8/8/8/8/8/8/4R1KR w K - 0 1");
}

TEST_F(SanTest, NullMoves) {
    pos.set_startpos(si);
    for (const char* text : {"--", "Z0"}) {
        const SanResult r = resolve(text);
        ASSERT_TRUE(r.ok) << text;
        EXPECT_EQ(r.move, Move::null());
    }
}

TEST_F(SanTest, SyntaxErrors) {
    pos.set_startpos(si);
    for (const char* text :
         {"", "e9", "i4", "Xe4", "N", "Nf", "e4e", "exx5", "O-O-", "Nf3 ", "ee2e4x"}) {
        const SanResult r = resolve(text);
        EXPECT_FALSE(r.ok) << text;
        EXPECT_EQ(r.error.kind, SanErrorKind::syntax) << text;
    }
}

// parse_san reads the common shapes on a fast path: every string up to five characters over the
// letters SAN is made of (and six over the plain-move letters) must read as the general parser
// reads it.
void expect_same_as_general_reading(const std::string& text) {
    ParsedSan fast;
    ParsedSan general;
    const bool fast_ok = parse_san(text, fast);
    ASSERT_EQ(fast_ok, detail::parse_san_general(text, general)) << text;
    if (!fast_ok) return;
    EXPECT_EQ(fast.kind, general.kind) << text;
    EXPECT_EQ(fast.piece, general.piece) << text;
    EXPECT_EQ(fast.from_file, general.from_file) << text;
    EXPECT_EQ(fast.from_rank, general.from_rank) << text;
    EXPECT_EQ(fast.to, general.to) << text;
    EXPECT_EQ(fast.promotion, general.promotion) << text;
    EXPECT_EQ(fast.flags.check_suffix, general.flags.check_suffix) << text;
    EXPECT_EQ(fast.flags.mate_suffix, general.flags.mate_suffix) << text;
    EXPECT_EQ(fast.flags.capture_mark, general.flags.capture_mark) << text;
    EXPECT_EQ(fast.flags.castling_with_zeros, general.flags.castling_with_zeros) << text;
    EXPECT_EQ(fast.flags.promotion_without_equals, general.flags.promotion_without_equals) << text;
    EXPECT_EQ(fast.flags.nag, general.flags.nag) << text;
}

void for_each_string(std::string_view alphabet, std::size_t max_length,
                     const std::function<void(const std::string&)>& visit) {
    std::string text;
    const std::function<void()> extend = [&] {
        visit(text);
        if (text.size() == max_length) return;
        for (char c : alphabet) {
            text.push_back(c);
            extend();
            text.pop_back();
        }
    };
    extend();
}

TEST(SanParse, FastPathReadsAsTheGeneralParser) {
    std::size_t plain = 0;
    const auto check = [&](const std::string& text) {
        expect_same_as_general_reading(text);
        ParsedSan parsed;
        plain += parse_san(text, parsed) && parsed.kind == ParsedSan::Kind::move;
    };
    for_each_string("ah18NKPQqx:+#-=O0!(/Z", 5, check);
    for_each_string("ah18Nx+#", 6, check);
    // The walk reaches many moves, so the comparison is not vacuous.
    EXPECT_GT(plain, std::size_t{3000});
}

TEST_F(SanTest, IllegalMoves) {
    pos.set_startpos(si);
    for (const char* text : {"e5", "Nf4", "Ke2", "Bb5", "O-O", "exd3", "Qd3"}) {
        const SanResult r = resolve(text);
        EXPECT_FALSE(r.ok) << text;
        EXPECT_EQ(r.error.kind, SanErrorKind::illegal) << text;
    }
    // Pinned knight.
    load("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    EXPECT_EQ(resolve("Nc3").error.kind, SanErrorKind::illegal);
}

TEST_F(SanTest, CheckAndMateSuffixesWritten) {
    load("6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1");
    EXPECT_EQ(to_san(pos, resolve("Ra8").move), "Ra8#");
    EXPECT_EQ(to_san(pos, resolve("Ra7").move), "Ra7");
    load("6k1/5pp1/8/8/8/8/8/R3K3 w Q - 0 1");
    EXPECT_EQ(to_san(pos, resolve("Ra8").move), "Ra8+");
    EXPECT_EQ(to_san(pos, resolve("O-O-O").move), "O-O-O");
}

TEST_F(SanTest, UciForms) {
    pos.set_startpos(si);
    EXPECT_TRUE(parse_uci(pos, "e2e4").ok);
    EXPECT_TRUE(parse_uci(pos, "e2-e4").ok);
    EXPECT_TRUE(parse_uci(pos, "g1f3").ok);
    EXPECT_FALSE(parse_uci(pos, "e2e5").ok);
    EXPECT_FALSE(parse_uci(pos, "e7e5").ok);
    EXPECT_FALSE(parse_uci(pos, "e2").ok);
    load("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const UciResult standard = parse_uci(pos, "e1g1");
    const UciResult king_takes_rook = parse_uci(pos, "e1h1");
    ASSERT_TRUE(standard.ok);
    EXPECT_EQ(standard.move.kind(), MoveKind::castling);
    EXPECT_EQ(standard.move, king_takes_rook.move);
    load("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(parse_uci(pos, "a7a8n").move.promotion_type(), KNIGHT);
    EXPECT_FALSE(parse_uci(pos, "a7a8").ok);
    EXPECT_FALSE(parse_uci(pos, "a7a8k").ok);
}

}  // namespace
}  // namespace pgnlint::core
