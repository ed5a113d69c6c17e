// edit_distance(): the textbook dynamic programme over two rows of the matrix plus the row
// before them, which the transposition step looks back to.
#include "pgnlint/text/suggest.h"

#include <algorithm>
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
    std::vector<std::size_t> before(b.size() + 1), previous(b.size() + 1), current(b.size() + 1);
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
        before.swap(previous);
        previous.swap(current);
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
