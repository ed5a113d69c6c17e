// EPD record splitting: position fields with or without clocks, operations with quoted strings,
// escapes and ';' separators, and the errors with their columns. The python-chess fuzz cases are
// copies in testdata/fen (see PROVENANCE.md).
#include "pgnlint/core/epd.h"

#include <gtest/gtest.h>

#include <string>

#include "test_support.h"

namespace pgnlint::core {
namespace {

std::string trim_newline(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
    return s;
}

TEST(Epd, FourFieldsAndOperations) {
    EpdRecord r;
    parse_epd("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";", r);
    EXPECT_EQ(r.position, "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - -");
    ASSERT_EQ(r.operations.size(), 2U);
    EXPECT_EQ(r.operations[0].opcode, "bm");
    EXPECT_EQ(r.operations[0].operands, "Qg6");
    EXPECT_EQ(r.operations[1].opcode, "id");
    EXPECT_EQ(epd_operand_text(r.operations[1].operands), "WAC.001");
    EXPECT_TRUE(r.errors.empty());
}

TEST(Epd, ClocksAndSeparatorStyleOperations) {
    EpdRecord r;
    parse_epd("4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66", r);
    EXPECT_EQ(r.position, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    ASSERT_EQ(r.operations.size(), 2U);
    EXPECT_EQ(r.operations[1].opcode, "D2");
    EXPECT_EQ(r.operations[1].operands, "66");
    EXPECT_TRUE(r.errors.empty());
    // A ';' right after the fields, and an operand list with a blank before '+'.
    parse_epd("1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - -; bm Qd1 + ; id BK.01 ", r);
    EXPECT_EQ(r.position, "1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - -");
    ASSERT_EQ(r.operations.size(), 2U);
    EXPECT_EQ(r.operations[0].operands, "Qd1 +");
    EXPECT_EQ(r.operations[1].operands, "BK.01");
    EXPECT_TRUE(r.errors.empty());
}

TEST(Epd, PositionWithoutOperations) {
    EpdRecord r;
    parse_epd("  8/8/8/8/8/8/8/K6k w - -  ", r);
    EXPECT_EQ(r.position, "8/8/8/8/8/8/8/K6k w - -");
    EXPECT_EQ(r.position_column, 2U);
    EXPECT_TRUE(r.operations.empty());
}

TEST(Epd, PythonChessStringEscapingCase) {
    const std::string line =
        trim_newline(testing::read_testdata("fen/python-chess__string-escaping.epd"));
    EpdRecord r;
    parse_epd(line, r);
    EXPECT_EQ(r.position, "4k3/8/8/8/8/8/8/4K3 w - -");
    ASSERT_EQ(r.operations.size(), 2U);
    EXPECT_EQ(r.operations[0].opcode, "a");
    EXPECT_EQ(epd_operand_text(r.operations[0].operands), "foo\"bar");
    EXPECT_EQ(r.operations[1].opcode, "b");
    EXPECT_EQ(epd_operand_text(r.operations[1].operands), "foo\\\\");
    EXPECT_TRUE(r.errors.empty());
}

TEST(Epd, PythonChessPvCase) {
    const std::string line = trim_newline(testing::read_testdata("fen/python-chess__pv.epd"));
    EpdRecord r;
    parse_epd(line, r);
    std::string opcodes;
    for (const EpdOperation& op : r.operations) opcodes += std::string(op.opcode) + " ";
    EXPECT_EQ(opcodes, "bm id ce acs acn pv c0 ");
    EXPECT_EQ(r.operations[5].operands,
              "Nxg7 Kxg7 Qxf7+ Kh8 Qh7+ Kxh7 Rf7+ Kg6 Rf6+ Bxf6 h5+ Kxg5");
    EXPECT_TRUE(r.errors.empty());
}

TEST(Epd, SemicolonInsideAStringDoesNotEndTheOperation) {
    EpdRecord r;
    parse_epd("8/8/8/8/8/8/8/K6k w - - c0 \"a; b\"; id x;", r);
    ASSERT_EQ(r.operations.size(), 2U);
    EXPECT_EQ(epd_operand_text(r.operations[0].operands), "a; b");
    EXPECT_EQ(r.operations[1].opcode, "id");
}

TEST(Epd, ErrorsCarryColumns) {
    EpdRecord r;
    const std::string_view line = "8/8/8/8/8/8/8/K6k w - - v=-385; 1x 2; bm Ka2; bm Kb2;";
    parse_epd(line, r);
    ASSERT_EQ(r.errors.size(), 3U);
    EXPECT_EQ(r.errors[0].kind, EpdErrorKind::bad_opcode);
    EXPECT_EQ(r.errors[0].column, line.find("v="));
    EXPECT_EQ(r.errors[1].kind, EpdErrorKind::bad_opcode);
    EXPECT_EQ(r.errors[1].column, line.find("1x"));
    EXPECT_EQ(r.errors[2].kind, EpdErrorKind::duplicate_opcode);
    EXPECT_EQ(r.errors[2].column, line.rfind("bm"));
    ASSERT_EQ(r.operations.size(), 2U);  // the malformed ones are skipped up to their ';'

    parse_epd("8/8/8/8/8/8/8/K6k w - - c0 \"open", r);
    ASSERT_EQ(r.errors.size(), 1U);
    EXPECT_EQ(r.errors[0].kind, EpdErrorKind::unterminated_string);
    EXPECT_EQ(r.errors[0].column, 27U);
}

TEST(Epd, RecordIsReusedWithoutStaleData) {
    EpdRecord r;
    parse_epd("8/8/8/8/8/8/8/K6k w - - 1x;", r);
    parse_epd("8/8/8/8/8/8/8/K6k b - -", r);
    EXPECT_TRUE(r.errors.empty());
    EXPECT_TRUE(r.operations.empty());
    EXPECT_EQ(r.position, "8/8/8/8/8/8/8/K6k b - -");
}

}  // namespace
}  // namespace pgnlint::core
