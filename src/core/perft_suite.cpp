// Reads perft suites in the two formats found in the wild (EPD ";Dn" counts, python-chess blocks).
#include "pgnlint/core/perft_suite.h"

#include <charconv>

namespace pgnlint::core {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

template <typename T>
bool parse_number(std::string_view s, T& out) {
    s = trim(s);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && end == s.data() + s.size() && !s.empty();
}

// "D3 8902" after a ';' in an EPD line.
bool parse_depth_count(std::string_view op, PerftExpectation& out) {
    op = trim(op);
    if (op.size() < 2 || op[0] != 'D') return false;
    const std::size_t space = op.find_first_of(" \t");
    if (space == std::string_view::npos) return false;
    return parse_number(op.substr(1, space - 1), out.depth) &&
           parse_number(op.substr(space), out.nodes);
}

}  // namespace

PerftSuite parse_perft_suite(std::string_view text) {
    PerftSuite suite;
    std::string pending_id;
    int line_number = 0;
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        const std::string_view raw = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        ++line_number;
        const std::string_view line = trim(raw);
        if (line.empty() || line.front() == '#') continue;

        if (line.starts_with("id ")) {
            pending_id = std::string(trim(line.substr(3)));
        } else if (line.starts_with("epd ")) {
            PerftSuiteEntry entry;
            entry.id = pending_id.empty() ? "line " + std::to_string(line_number) : pending_id;
            entry.fen = std::string(trim(line.substr(4)));
            entry.line = line_number;
            suite.entries.push_back(std::move(entry));
            pending_id.clear();
        } else if (line.starts_with("perft ")) {
            const std::string_view rest = trim(line.substr(6));
            const std::size_t space = rest.find_first_of(" \t");
            PerftExpectation e{};
            if (suite.entries.empty() || space == std::string_view::npos ||
                !parse_number(rest.substr(0, space), e.depth) ||
                !parse_number(rest.substr(space), e.nodes)) {
                suite.problems.push_back({line_number, "malformed perft line"});
                continue;
            }
            suite.entries.back().expected.push_back(e);
        } else if (const std::size_t semicolon = line.find(';');
                   semicolon != std::string_view::npos) {
            PerftSuiteEntry entry;
            entry.id = "line " + std::to_string(line_number);
            entry.fen = std::string(trim(line.substr(0, semicolon)));
            entry.line = line_number;
            std::string_view ops = line.substr(semicolon + 1);
            bool ok = true;
            while (ok) {
                const std::size_t next = ops.find(';');
                PerftExpectation e{};
                ok = parse_depth_count(ops.substr(0, next), e);
                if (ok) entry.expected.push_back(e);
                if (next == std::string_view::npos) break;
                ops.remove_prefix(next + 1);
            }
            if (!ok) {
                suite.problems.push_back({line_number, "malformed ;Dn count"});
                continue;
            }
            suite.entries.push_back(std::move(entry));
        } else {
            suite.problems.push_back({line_number, "line is neither a comment nor a perft entry"});
        }
    }
    return suite;
}

}  // namespace pgnlint::core
