// read_report_fingerprints on json and ndjson reports shaped like pgnlint's, and on text that
// is not one.
#include "pgnlint/json_in/report_fingerprints.h"

#include <gtest/gtest.h>

#include "../support/status_text.h"

namespace pgnlint::json_in {
namespace {

using testing::reason_of;

TEST(ReportFingerprints, JsonReportKeepsDuplicates) {
    const std::string report =
        R"({"version":1,"tool":{"name":"pgnlint","version":"0.1.0"},"games":[)"
        R"({"index":1,"tags":{},"diagnostics":[{"code":"M001","fingerprint":"00000000000000aa"},)"
        R"({"code":"M001","fingerprint":"00000000000000aa"}]},)"
        R"({"index":2,"diagnostics":[]},{"index":3,"diagnostics":[{"fingerprint":"00000000000000bb"}]}],)"
        R"("summary":{"games":3}})"
        "\n";
    std::vector<std::string> fingerprints;
    ASSERT_EQ(reason_of(read_report_fingerprints(report, fingerprints)), testing::kNoFailure);
    EXPECT_EQ(fingerprints, (std::vector<std::string>{"00000000000000aa", "00000000000000aa",
                                                      "00000000000000bb"}));
}

TEST(ReportFingerprints, NdjsonReport) {
    const std::string report =
        R"({"type":"game","data":{"index":1,"diagnostics":[{"fingerprint":"0123456789abcdef"}]}})"
        "\n"
        R"({"type":"game","data":{"index":2,"diagnostics":[]}})"
        "\n"
        R"({"type":"summary","data":{"games":2}})"
        "\n";
    std::vector<std::string> fingerprints;
    ASSERT_EQ(reason_of(read_report_fingerprints(report, fingerprints)), testing::kNoFailure);
    EXPECT_EQ(fingerprints, std::vector<std::string>{"0123456789abcdef"});
}

TEST(ReportFingerprints, RejectsWhatIsNoReport) {
    std::vector<std::string> fingerprints;
    EXPECT_FALSE(read_report_fingerprints("", fingerprints));
    EXPECT_NE(reason_of(read_report_fingerprints("[Event \"x\"]\n1. e4 *\n", fingerprints)),
              testing::kNoFailure);
    EXPECT_NE(reason_of(read_report_fingerprints(R"({"games":[{"diagnostics":[{"code":"M001"}]}]})",
                                                 fingerprints))
                  .find("no fingerprint"),
              std::string::npos);
}

// `games` that is not an array, or whose elements are not objects: refused with the key, never
// walked (the walk over the array an error left behind tripped simdjson's assertion, which the
// sanitizer build keeps; the report fuzzer found it).
TEST(ReportFingerprints, GamesThatAreNoArrayOfObjects) {
    std::vector<std::string> fingerprints;
    for (const char* report : {R"({"games":5})", R"({"games":"x"})", R"({"games":[5]})",
                               R"({"games":[{"diagnostics":[]},7]})"}) {
        SCOPED_TRACE(report);
        EXPECT_NE(reason_of(read_report_fingerprints(report, fingerprints)).find("games"),
                  std::string::npos);
    }
}

}  // namespace
}  // namespace pgnlint::json_in
