// "Did you mean ...?": how far a mistyped word is from the words it may have meant, for every
// suggestion pgnlint makes (subcommands, options, rule codes and names). Plain string algorithms,
// std only, so that every module may use them: one edit distance for the whole program.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace pgnlint::text {

enum class LetterCase { sensitive, ignored };  // ignored: ASCII letters only

// Optimal string alignment distance: insertions, deletions, substitutions and transpositions
// of neighbouring characters each cost 1 (`slect` and `selcet` are both one edit from `select`).
std::size_t edit_distance(std::string_view a, std::string_view b,
                          LetterCase letter_case = LetterCase::sensitive);

// The candidate nearest to `word`, when at most 1 edit away (2 for words of 5 characters or
// more) and nearer than the word is long; nullopt when none is, or two tie.
std::optional<std::string> closest(std::string_view word, std::span<const std::string> candidates);

}  // namespace pgnlint::text
