// Directive text: found by a quick look at a game's opening comments, parsed into selectors.
#include "pgnlint/lint/directives.h"

#include <optional>

#include "pgnlint/lint/ascii.h"

namespace pgnlint::lint {

bool has_leading_directive(std::string_view text) {
    for (;;) {
        text = trim_blanks(text);
        if (text.empty()) return false;
        std::size_t end = 0;
        if (text.front() == '{') {
            end = text.find('}');
        } else if (text.front() == ';' || text.front() == '%') {  // `%`: an escape line
            end = text.find('\n');
        } else {
            return false;
        }
        if (trim_blanks(text.substr(1, end == std::string_view::npos ? text.npos : end - 1))
                .starts_with("pgnlint:"))
            return true;
        if (end == std::string_view::npos) return false;
        text.remove_prefix(end + 1);
    }
}

ParsedDirective parse_directive(std::string_view text) {
    ParsedDirective parsed;
    const std::size_t equals = text.find('=');
    const std::string_view verb = trim_blanks(text.substr(0, equals));
    if (verb != "disable") {
        parsed.error = verb.empty() ? "no verb" : backquoted(verb).insert(0, "unknown verb ");
        parsed.error += " (expected `disable=CODE[,CODE...]`)";
        return parsed;
    }
    if (equals == std::string_view::npos || trim_blanks(text.substr(equals + 1)).empty()) {
        parsed.error = "`disable` lists no rule (expected `disable=CODE[,CODE...]`)";
        return parsed;
    }
    std::string_view list = text.substr(equals + 1);
    while (true) {
        const std::size_t comma = list.find(',');
        const std::string_view selector = trim_blanks(list.substr(0, comma));
        const std::optional<Selection> selection = select_rules(selector);
        if (!selection) {
            parsed.error =
                selector.empty()
                    ? "an empty name in the list"
                    : backquoted(selector).append(" is no rule code, name or code prefix");
            parsed.selectors.clear();
            return parsed;
        }
        parsed.selectors.emplace_back(std::string(selector), selection->rules);
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
    }
    return parsed;
}

}  // namespace pgnlint::lint
