// Whether two spellings of a person's name are the same person as far as their letters go: a
// tournament report's "Müller, Jörg" and a PGN tag's "Jorg Muller". Std only, so that every
// module may use it.
#pragma once

#include <string>
#include <string_view>

namespace pgnlint::text {

// The name without what scorers and programs change when they copy it: letter case, the accents
// of Latin letters (ü -> u, ø -> o, ß -> ss, ł -> l), punctuation, and the order of its words
// ("Müller, Jörg" and "Jörg Müller" both give "jorg muller": the words, sorted, one blank
// apart). Letters this does not know (Cyrillic, CJK) are kept as they are; bytes that are not
// UTF-8 are dropped. Empty for a name with no letter or digit.
std::string loose_name_key(std::string_view utf8_name);

}  // namespace pgnlint::text
