// check_fen / check_epd_record: which F rule each problem maps to, columns relative to the caller's
// Location, messages naming the field, the return value, and the expected verdict for every row
// of kokopu's FEN table (testdata/fen/kokopu__fens.csv, see PROVENANCE.md).
#include "pgnlint/lint/fen_check.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace pgnlint::lint {
namespace {

std::set<std::string> codes_of(const std::vector<Diagnostic>& diagnostics) {
    std::set<std::string> codes;
    for (const Diagnostic& d : diagnostics) codes.insert(std::string(rule(d.rule).code));
    return codes;
}

std::set<std::string> codes(std::string_view fen, bool chess960 = false, bool epd = false) {
    std::vector<Diagnostic> out;
    FenCheckOptions options;
    options.chess960 = chess960;
    options.allow_epd_operations = epd;
    check_fen(fen, Location{}, options, out);
    return codes_of(out);
}

TEST(FenCheck, CleanPositionReturnsTrueWithoutFindings) {
    std::vector<Diagnostic> out;
    EXPECT_TRUE(check_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Location{},
                          FenCheckOptions{}, out));
    EXPECT_TRUE(out.empty());
}

TEST(FenCheck, ColumnsAreRelativeToTheCallersLocation) {
    std::vector<Diagnostic> out;
    // As in a PGN tag: the FEN text starts at column 7 of line 12, byte 300.
    const Location where{300, 12, 7};
    EXPECT_FALSE(check_fen("4k3/8/8/8/8/8/8/4K2K w - - 0 1", where, FenCheckOptions{}, out));
    ASSERT_EQ(out.size(), 1U);
    EXPECT_EQ(out[0].rule, RuleId::wrong_king_count);
    EXPECT_EQ(out[0].severity, Severity::error);
    EXPECT_EQ(out[0].where.line, 12U);
    EXPECT_EQ(out[0].where.column, 7U + 19U);
    EXPECT_EQ(out[0].where.offset, 300U + 19U);
    EXPECT_EQ(out[0].message, "FEN placement: White has two kings");
}

TEST(FenCheck, SyntaxErrorsMapToTheirRules) {
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3"), std::set<std::string>{"F001"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4X3 w - - 0 1"), std::set<std::string>{"F002"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K4 w - - 0 1"), std::set<std::string>{"F003"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/4K3 w - - 0 1"), std::set<std::string>{"F004"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3 W - - 0 1"), std::set<std::string>{"F005"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3 w KX - 0 1"), std::set<std::string>{"F006"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3 w - e9 0 1"), std::set<std::string>{"F007"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3 w - e3 0 1"), std::set<std::string>{"F008"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3 w - - -1 1"), std::set<std::string>{"F009"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3 w - - 0 x"), std::set<std::string>{"F010"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3 w - - 0 1 bm Kd2;"), std::set<std::string>{"F011"});
    EXPECT_EQ(codes("4k3/8/8/8/8/8/8/4K3 w - - 0 1 bm Kd2;", false, true), std::set<std::string>{});
}

TEST(FenCheck, EverySemanticRuleHasAFailingExample) {
    const std::map<std::string, std::string> examples = {
        {"F012", "4k3/8/8/8/8/8/8/4K3 w - - 0 01"},
        {"F013", "4k3/8/8/8/8/8/8/4K2K w - - 0 1"},
        {"F014", "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"},
        {"F015", "4k3/8/8/8/8/NNNNNNNN/PPPPPPPP/4K2N w - - 0 1"},
        {"F016", "4k3/8/8/8/P7/8/PPPPPPPP/4K3 w - - 0 1"},
        {"F017", "QQQ5/8/8/8/8/8/PPPPPPP1/k3K3 w - - 0 1"},
        {"F018", "rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1"},
        {"F019", "4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1"},
        {"F020", "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1"},
        {"F021", "4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1"},
        {"F022", "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1"},
        {"F023", "4r1k1/8/8/8/8/8/8/4K3 b - - 0 1"},
        {"F024", "4k3/8/8/8/8/5n2/3p4/4K2r w - - 0 1"},
        {"F025", "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1"},
        {"F026", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 3 40"},
        {"F027", "4k3/8/8/8/8/8/8/4K3 w - - 5 3"},
        {"F028", "4k3/8/8/8/8/8/8/4K3 w - - 151 200"},
    };
    for (const auto& [code, fen] : examples) {
        EXPECT_EQ(codes(fen), std::set<std::string>{code}) << fen;
        const Rule* r = find_rule(code);
        ASSERT_NE(r, nullptr);
    }
}

TEST(FenCheck, ReturnValueFollowsWhetherTheEngineCanSetThePositionUp) {
    std::vector<Diagnostic> out;
    // Impossible check: reported, but the engine can still replay moves from it.
    EXPECT_TRUE(check_fen("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", Location{}, FenCheckOptions{}, out));
    EXPECT_FALSE(out.empty());
    out.clear();
    EXPECT_FALSE(check_fen("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", Location{}, FenCheckOptions{}, out));
    out.clear();
    EXPECT_FALSE(check_fen("4r1k1/8/8/8/8/8/8/4K3 b - - 0 1", Location{}, FenCheckOptions{}, out));
}

TEST(FenCheck, MessagesNameTheField) {
    std::vector<Diagnostic> out;
    check_fen("4k3/8/8/8/8/8/8/4K2R w KQ - 0 1", Location{}, FenCheckOptions{}, out);
    ASSERT_EQ(out.size(), 1U);
    EXPECT_EQ(out[0].message,
              "FEN castling field: castling right Q, but no white rook stands on a1");
    EXPECT_EQ(out[0].where.column, 1U + 24U);
    out.clear();
    check_fen("4r1k1/8/8/8/8/8/8/4K3 b - - 0 1", Location{}, FenCheckOptions{}, out);
    ASSERT_EQ(out.size(), 1U);
    EXPECT_EQ(out[0].message,
              "FEN placement: the side not to move (White) is in check by the rook on e8");
}

TEST(FenCheck, EpdRecordOperationsAndTheirErrors) {
    std::vector<Diagnostic> out;
    core::EpdRecord record;
    const std::string_view line = "  4k3/8/8/8/8/8/8/4K3 w - - bm Kd2; v=3; bm Ke2; c0 \"open";
    EXPECT_TRUE(check_epd_record(line, Location{0, 4, 1}, FenCheckOptions{}, record, out));
    EXPECT_EQ(record.position, "4k3/8/8/8/8/8/8/4K3 w - -");
    ASSERT_EQ(out.size(), 3U);
    EXPECT_EQ(out[0].rule, RuleId::epd_invalid_operation);
    EXPECT_EQ(out[0].where.column, 1U + line.find("v=3"));
    EXPECT_EQ(out[0].message,
              "EPD operation: 'v=3' is not an opcode (a letter, then letters, digits or '_')");
    EXPECT_EQ(out[1].rule, RuleId::epd_duplicate_opcode);
    EXPECT_EQ(out[2].rule, RuleId::epd_invalid_operation);
    // A character of two bytes before the finding: its column in characters is one less.
    out.clear();
    const std::string_view accented = "4k3/8/8/8/8/8/8/4K3 w - - c0 \"caf\u00e9\"; v=3;";
    check_epd_record(accented, Location{0, 1, 1}, FenCheckOptions{}, record, out);
    ASSERT_EQ(out.size(), 1U);
    EXPECT_EQ(out[0].where.column, 1U + accented.find("v=3"));
    EXPECT_EQ(out[0].where.character_column(), accented.find("v=3"));
    // Position problems point into the line, past the leading blanks.
    out.clear();
    check_epd_record("  4k3/8/8/8/8/8/8/4K2K w - - id x;", Location{0, 1, 1}, FenCheckOptions{},
                     record, out);
    ASSERT_EQ(out.size(), 1U);
    EXPECT_EQ(out[0].where.column, 1U + 2U + 19U);
}

// pgnlint's verdict for each row of kokopu's table: the F codes expected. kokopu's STRICT column
// judges its parser's strict mode only; where pgnlint differs, the comment says why.
TEST(FenCheck, KokopuFenTable) {
    const std::map<std::string, std::set<std::string>> expected = {
        // Halfmove clock 10 at Black's 5th move: only 9 half-moves have been played.
        {"Base 1", {"F027"}},
        // Fullmove number 0 (kokopu accepts it; the PGN standard starts at 1).
        {"Base 2", {"F012"}},
        {"Base 3", {}},
        {"Base 4", {}},
        {"Invalid castling flag order", {"F012"}},
        {"Invalid en-passant (rank)", {"F008"}},
        // f3 after f2-f4 with no black pawn beside it; clock 2 after a pawn move.
        {"Ineffective en-passant 1", {"F022", "F026", "F027"}},
        {"Ineffective en-passant 2", {"F021"}},
        {"Ineffective en-passant 3", {"F022"}},
        {"Invalid move counters 1", {"F012"}},
        {"Invalid move counters 2", {"F012"}},
        {"XFEN base", {}},
        // X-FEN allows K/Q/k/q whenever the outermost rook is meant, and mixing both styles.
        {"XFEN with FEN style", {}},
        {"XFEN with mixed style 1", {}},
        {"XFEN with mixed style 2", {}},
        {"Asymetric XFEN", {}},
        {"Asymetric XFEN with FEN style", {}},
        // Castling rights with the white king on a3.
        {"Ambiguous FEN style with king not on 1st rank", {"F019"}},
        {"Ambiguous FEN style with multiple kings", {"F013"}},
        // A third rook with all eight pawns on the board cannot have been promoted.
        {"Valid FEN style with 3 rooks 1", {"F017"}},
        {"Ambiguous FEN style with 3 rooks 1", {"F017"}},
        {"Ambiguous FEN style with flag not on rook file 1", {"F017", "F020"}},
        {"Valid FEN style with 3 rooks 2", {"F017"}},
        {"Ambiguous FEN style with 3 rooks 2", {"F017"}},
        {"Ambiguous FEN style with flag not on rook file 2", {"F017", "F020"}},
        {"Ambiguous FEN style with flag on king file", {"F020"}},
        {"Castling flag decoding without rooks", {"F019", "F020"}},
    };
    std::ifstream in(std::string(PGNLINT_TESTDATA_DIR) + "/fen/kokopu__fens.csv");
    ASSERT_TRUE(in) << "testdata/fen/kokopu__fens.csv";
    std::string line;
    std::getline(in, line);  // header
    std::size_t rows = 0;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string label, fen, variant;
        std::getline(fields, label, '\t');
        std::getline(fields, fen, '\t');
        std::getline(fields, variant, '\t');
        const auto it = expected.find(label);
        ASSERT_NE(it, expected.end()) << label;
        std::vector<Diagnostic> out;
        FenCheckOptions options;
        options.chess960 = variant == "chess960";
        check_fen(fen, Location{}, options, out);
        EXPECT_EQ(codes_of(out), it->second) << label << ": " << fen;
        ++rows;
    }
    EXPECT_EQ(rows, expected.size());
}

}  // namespace
}  // namespace pgnlint::lint
