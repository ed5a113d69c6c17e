// edit_distance(): the textbook dynamic programme over two rows of the matrix plus the row
// before them, which the transposition step looks back to; no allocation for short words.
#include "pgnlint/text/suggest.h"

#include <algorithm>
#include <array>
#include <span>
#include <utility>
#include <vector>

namespace pgnlint::text {
namespace {

char fold(char c, LetterCase letter_case) {
    if (letter_case == LetterCase::ignored && c >= 'A' && c <= 'Z')
        return static_cast<char>(c + 32);
    return c;
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b, LetterCase letter_case) {
    // Three rows of b.size() + 1: on the stack for the short words and moves compared in bulk
    // ("did you mean" weighs every legal move against a refused one), on the heap beyond.
    constexpr std::size_t kStackRow = 32;
    std::array<std::size_t, 3 * kStackRow> stack_rows;
    std::vector<std::size_t> heap_rows;
    std::size_t* rows = stack_rows.data();
    if (b.size() + 1 > kStackRow) {
        heap_rows.resize(3 * (b.size() + 1));
        rows = heap_rows.data();
    }
    std::span<std::size_t> before(rows, b.size() + 1);
    std::span<std::size_t> previous(rows + b.size() + 1, b.size() + 1);
    std::span<std::size_t> current(rows + 2 * (b.size() + 1), b.size() + 1);
    std::fill(before.begin(), before.end(), 0);
    for (std::size_t j = 0; j <= b.size(); ++j) previous[j] = j;
    const auto same = [letter_case](char x, char y) {
        return fold(x, letter_case) == fold(y, letter_case);
    };
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = previous[j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
            if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::optional<std::string> closest(std::string_view word, std::span<const std::string> candidates) {
    const std::size_t allowed = word.size() >= 5 ? 2 : 1;
    std::optional<std::string> best;
    std::size_t best_distance = allowed + 1;
    bool tie = false;
    for (const std::string& candidate : candidates) {
        const std::size_t distance = edit_distance(word, candidate);
        if (distance == 0 || distance >= word.size()) continue;
        if (distance < best_distance) {
            best = candidate;
            best_distance = distance;
            tie = false;
        } else if (distance == best_distance && candidate != *best) {
            tie = true;
        }
    }
    if (tie) return std::nullopt;
    return best;
}

}  // namespace pgnlint::text
