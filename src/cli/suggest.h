// "Did you mean ...?": the candidate closest to a mistyped word, when one is close enough to be
// a likely typo rather than a different word.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace pgnlint::cli {

// Optimal string alignment distance: insertions, deletions, substitutions and transpositions
// of neighbouring characters each cost 1.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate nearest to `word`, when at most 1 edit away (2 for words of 5 characters or
// more) and nearer than the word is long; nullopt when none is, or two tie.
std::optional<std::string> closest(std::string_view word, std::span<const std::string> candidates);

}  // namespace pgnlint::cli
