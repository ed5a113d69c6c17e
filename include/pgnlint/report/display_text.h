// The one terminal-text escaper: how untrusted text (file names, tags, messages quoting the
// input) is written to a terminal or a log by every subcommand that prints it.
#pragma once

#include <fmt/format.h>

#include <string_view>

namespace pgnlint::report::encoding {

// Invalid UTF-8 bytes become U+FFFD; C0 and C1 control characters are shown as escapes (\n, \t,
// \x1b, \u0085) so that input text can neither break a line nor drive the terminal.
void append_display_text(fmt::memory_buffer& out, std::string_view bytes);

}  // namespace pgnlint::report::encoding
