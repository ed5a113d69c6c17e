// The junit format, parsed back by a small strict XML reader (well-formedness: balanced tags,
// quoted attributes, only known entities, no raw markup characters in text) and checked for its
// structure: a testsuite per file with its counts, a testcase per game, failures at --fail-on.
#include <gtest/gtest.h>

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "fixtures.h"

namespace pgnlint::report {
namespace {

using testing::all_fixture_games;
using testing::render;

struct XmlElement {
    std::string name;
    std::map<std::string, std::string> attributes;
    std::vector<XmlElement> children;
    std::string text;

    std::vector<const XmlElement*> all(std::string_view child_name) const {
        std::vector<const XmlElement*> found;
        for (const XmlElement& child : children) {
            if (child.name == child_name) found.push_back(&child);
        }
        return found;
    }
};

class XmlReader {
public:
    explicit XmlReader(std::string_view text) : text_(text) {}

    XmlElement document() {
        expect("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        skip_space();
        XmlElement root = element();
        skip_space();
        if (pos_ != text_.size()) fail("content after the root element");
        return root;
    }

private:
    [[noreturn]] void fail(const std::string& why) const {
        throw std::runtime_error(why + " at byte " + std::to_string(pos_));
    }
    void expect(std::string_view literal) {
        if (text_.substr(pos_, literal.size()) != literal) fail("expected " + std::string(literal));
        pos_ += literal.size();
    }
    void skip_space() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n')) ++pos_;
    }
    std::string name() {
        const std::size_t start = pos_;
        while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) ||
                                       text_[pos_] == '-' || text_[pos_] == '_')) {
            ++pos_;
        }
        if (pos_ == start) fail("expected a name");
        return std::string(text_.substr(start, pos_ - start));
    }
    std::string entity() {
        const std::size_t end = text_.find(';', pos_);
        if (end == std::string_view::npos) fail("unterminated entity");
        const std::string_view ref = text_.substr(pos_ + 1, end - pos_ - 1);
        pos_ = end + 1;
        if (ref == "amp") return "&";
        if (ref == "lt") return "<";
        if (ref == "gt") return ">";
        if (ref == "quot") return "\"";
        if (ref == "apos") return "'";
        if (ref == "#9") return "\t";
        if (ref == "#10") return "\n";
        if (ref == "#13") return "\r";
        fail("unknown entity " + std::string(ref));
    }
    std::string character_data(char stop) {
        std::string out;
        while (pos_ < text_.size() && text_[pos_] != stop) {
            const auto c = static_cast<unsigned char>(text_[pos_]);
            if (c == '&') {
                out += entity();
                continue;
            }
            if (c == '<') fail("raw '<' in character data");
            if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') fail("control character");
            out.push_back(text_[pos_++]);
        }
        return out;
    }
    XmlElement element() {
        XmlElement element;
        expect("<");
        element.name = name();
        for (;;) {
            skip_space();
            if (text_.substr(pos_, 2) == "/>") {
                pos_ += 2;
                return element;
            }
            if (text_.substr(pos_, 1) == ">") {
                ++pos_;
                break;
            }
            const std::string attribute = name();
            expect("=\"");
            std::string value = character_data('"');
            expect("\"");
            if (!element.attributes.emplace(attribute, value).second) fail("duplicate attribute");
        }
        for (;;) {
            element.text += character_data('<');
            if (text_.substr(pos_, 2) == "</") {
                pos_ += 2;
                if (name() != element.name) fail("mismatched end tag");
                expect(">");
                return element;
            }
            element.children.push_back(this->element());
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
};

TEST(JunitFormat, WellFormedWithASuitePerFileAndACasePerGame) {
    const XmlElement root = XmlReader(render(Format::junit, all_fixture_games())).document();
    EXPECT_EQ(root.name, "testsuites");
    const auto suites = root.all("testsuite");
    ASSERT_EQ(suites.size(), 2U);

    const XmlElement& fools = *suites[0];
    EXPECT_EQ(fools.attributes.at("name"), "games/fools.pgn");
    EXPECT_EQ(fools.attributes.at("tests"), "2");
    EXPECT_EQ(fools.attributes.at("failures"), "1");
    const auto cases = fools.all("testcase");
    ASSERT_EQ(cases.size(), 2U);
    EXPECT_EQ(cases[0]->attributes.at("name"),
              "game 1: Anderssen, Adolf - Kieseritzky, Lionel, Casual, round 1");
    EXPECT_EQ(cases[0]->attributes.at("classname"), "games/fools.pgn");
    EXPECT_EQ(cases[0]->attributes.at("line"), "1");
    EXPECT_TRUE(cases[0]->children.empty());

    // Latin-1 in the White tag: replaced by U+FFFD, the rest kept; Event has control characters.
    EXPECT_EQ(cases[1]->attributes.at("name"),
              "game 2: M\xef\xbf\xbdller, J\xef\xbf\xbdrg - \xc5\x81ukasz \xc3\x9cnal, "
              "Line1\nLine2\t\"q\"\\ \xef\xbf\xbd");
    const auto failures = cases[1]->all("failure");
    ASSERT_EQ(failures.size(), 1U);
    EXPECT_EQ(failures[0]->attributes.at("message"), "3 findings at error or above");
    EXPECT_EQ(failures[0]->attributes.at("type"), "M002");
    // Every finding of the game is listed, one text line each, markup characters intact.
    EXPECT_NE(failures[0]->text.find(
                  "games/fools.pgn:14:17: error: game 2, M\xef\xbf\xbdller, J\xef\xbf\xbdrg - "
                  "\xc5\x81ukasz \xc3\x9cnal: 3... Qxh2: illegal move: no black queen can reach h2 "
                  "(FIDE 3.10.1) <&> 100% a:b,c\\r\\nnext [M001 illegal-move]\n"),
              std::string::npos);
    EXPECT_NE(failures[0]->text.find("[T001 missing-roster-tag]"), std::string::npos);
    EXPECT_NE(failures[0]->text.find("[N005 zero-castling]"), std::string::npos);

    const XmlElement& other = *suites[1];
    EXPECT_EQ(other.attributes.at("name"), "other.pgn");
    EXPECT_EQ(other.attributes.at("tests"), "1");
    EXPECT_EQ(other.attributes.at("failures"), "0");
    const auto other_cases = other.all("testcase");
    ASSERT_EQ(other_cases.size(), 1U);
    EXPECT_EQ(other_cases[0]->attributes.at("name"), "game 1: A - B, Knights' dance");
    // A warning below the failing severity is shown but does not fail the case.
    EXPECT_TRUE(other_cases[0]->all("failure").empty());
    const auto out = other_cases[0]->all("system-out");
    ASSERT_EQ(out.size(), 1U);
    EXPECT_NE(out[0]->text.find("[M005 missing-check-suffix]"), std::string::npos);
}

TEST(JunitFormat, FailOnWarningFailsTheWarningGame) {
    ReporterOptions options;
    options.fail_on = lint::Severity::warning;
    const XmlElement root =
        XmlReader(render(Format::junit, all_fixture_games(), options)).document();
    const auto suites = root.all("testsuite");
    ASSERT_EQ(suites.size(), 2U);
    EXPECT_EQ(suites[1]->attributes.at("failures"), "1");
    const auto failures = suites[1]->all("testcase")[0]->all("failure");
    ASSERT_EQ(failures.size(), 1U);
    EXPECT_EQ(failures[0]->attributes.at("message"), "1 finding at warning or above");
}

TEST(JunitFormat, NoGamesIsAnEmptyButWellFormedReport) {
    const XmlElement root = XmlReader(render(Format::junit, {})).document();
    EXPECT_EQ(root.name, "testsuites");
    EXPECT_TRUE(root.children.empty());
}

}  // namespace
}  // namespace pgnlint::report
