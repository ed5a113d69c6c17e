// Rule selectors: matched against the catalogue's codes and names, ASCII case ignored.
#include "pgnlint/lint/selectors.h"

#include <cassert>

#include "pgnlint/lint/ascii.h"
#include "pgnlint/lint/rules.h"

namespace pgnlint::lint {
namespace {

constexpr int kWholeNameSpecificity = 100;

}  // namespace

std::optional<Selection> select_rules(std::string_view selector) {
    selector = trim_blanks(selector);
    if (selector.empty()) return std::nullopt;
    const auto rules = all_rules();
    assert(rules.size() <= RuleMask().size());
    Selection selection;
    if (selector.size() == 3 && starts_with_ignoring_case("all", selector)) {
        for (std::size_t i = 0; i < rules.size(); ++i) selection.rules.set(i);
        return selection;
    }
    if (const Rule* exact = find_rule(selector)) {
        selection.rules.set(rule_index(exact->id));
        selection.specificity = kWholeNameSpecificity;
        return selection;
    }
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (starts_with_ignoring_case(rules[i].code, selector)) selection.rules.set(i);
    }
    if (selection.rules.none()) return std::nullopt;
    selection.specificity = static_cast<int>(selector.size());
    return selection;
}

std::string backquoted(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '`';
    out += text;
    out += '`';
    return out;
}

std::string list_selectors(const std::vector<std::string_view>& selectors) {
    std::string text;
    for (std::size_t i = 0; i < selectors.size(); ++i) {
        if (i > 0) text += i + 1 == selectors.size() ? " and " : ", ";
        text += backquoted(selectors[i]);
    }
    return text;
}

}  // namespace pgnlint::lint
