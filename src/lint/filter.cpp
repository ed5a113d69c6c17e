// Rule selection, severity overrides, directives and baselines: see filter.h for the order in
// which they apply and why.
#include "pgnlint/lint/filter.h"

#include <algorithm>
#include <cassert>

#include "pgnlint/lint/fingerprint.h"

namespace pgnlint::lint {
namespace {

constexpr int kWholeNameSpecificity = 100;

char ascii_lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
}

bool starts_with_ignoring_case(std::string_view text, std::string_view prefix) {
    if (prefix.size() > text.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        if (ascii_lower(text[i]) != ascii_lower(prefix[i])) return false;
    }
    return true;
}

std::string_view trim(std::string_view text) {
    constexpr std::string_view kSpaces = " \t\r\n";
    const std::size_t first = text.find_first_not_of(kSpaces);
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(kSpaces) - first + 1);
}

bool is_directive_rule(RuleId id) {
    return rule(id).code.front() == 'D';
}

// "`text`"
std::string quoted(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '`';
    out += text;
    out += '`';
    return out;
}

// "`A`, `B`"
std::string list_selectors(const std::vector<std::string_view>& selectors) {
    std::string text;
    for (const std::string_view selector : selectors) {
        if (!text.empty()) text += ", ";
        text += quoted(selector);
    }
    return text;
}

std::string no_rule_message(std::string_view selector) {
    std::string message = quoted(selector);
    message += " is no rule code, name or code prefix (see pgnlint rules)";
    return message;
}

}  // namespace

std::optional<Selection> select_rules(std::string_view selector) {
    selector = trim(selector);
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

ParsedDirective parse_directive(std::string_view text) {
    ParsedDirective parsed;
    const std::size_t equals = text.find('=');
    const std::string_view verb = trim(text.substr(0, equals));
    if (verb != "disable") {
        parsed.error = verb.empty() ? "no verb" : quoted(verb).insert(0, "unknown verb ");
        parsed.error += " (expected `disable=CODE[,CODE...]`)";
        return parsed;
    }
    if (equals == std::string_view::npos || trim(text.substr(equals + 1)).empty()) {
        parsed.error = "`disable` lists no rule (expected `disable=CODE[,CODE...]`)";
        return parsed;
    }
    std::string_view list = text.substr(equals + 1);
    while (true) {
        const std::size_t comma = list.find(',');
        const std::string_view selector = trim(list.substr(0, comma));
        const std::optional<Selection> selection = select_rules(selector);
        if (!selection) {
            parsed.error = selector.empty()
                               ? "an empty name in the list"
                               : quoted(selector).append(" is no rule code, name or code prefix");
            parsed.selectors.clear();
            return parsed;
        }
        parsed.selectors.emplace_back(std::string(selector), selection->rules);
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
    }
    return parsed;
}

std::optional<Filter> Filter::make(const FilterOptions& options, std::string& error) {
    struct Resolved {
        Selection selection;
        std::string_view text;
    };
    const auto resolve = [&error](const std::vector<std::string>& selectors,
                                  std::vector<Resolved>& out) {
        for (const std::string& text : selectors) {
            const std::optional<Selection> selection = select_rules(text);
            if (!selection) {
                error = no_rule_message(text);
                return false;
            }
            out.push_back({*selection, text});
        }
        return true;
    };
    std::vector<Resolved> select;
    std::vector<Resolved> ignore;
    if (!resolve(options.select, select) || !resolve(options.ignore, ignore)) return std::nullopt;
    if (options.select.empty()) select.push_back({*select_rules("ALL"), "ALL"});

    Filter filter;
    filter.shown_ = options.shown;
    const auto rules = all_rules();
    filter.severity_.resize(rules.size());
    for (std::size_t i = 0; i < rules.size(); ++i) {
        int selected = -1;
        int ignored = -1;
        for (const Resolved& r : select) {
            if (r.selection.rules.test(i)) selected = std::max(selected, r.selection.specificity);
        }
        for (const Resolved& r : ignore) {
            if (r.selection.rules.test(i)) ignored = std::max(ignored, r.selection.specificity);
        }
        // The more specific selector wins; at equal specificity --ignore does.
        filter.enabled_.set(i, selected >= 0 && selected > ignored);
        filter.severity_[i] = rules[i].default_severity;
    }
    std::vector<int> override_specificity(rules.size(), -1);
    for (const auto& [text, severity] : options.severity_overrides) {
        const std::optional<Selection> selection = select_rules(text);
        if (!selection) {
            error = no_rule_message(text);
            return std::nullopt;
        }
        for (std::size_t i = 0; i < rules.size(); ++i) {
            if (!selection->rules.test(i) || selection->specificity < override_specificity[i])
                continue;
            override_specificity[i] = selection->specificity;
            filter.severity_[i] = severity;
            filter.overridden_.set(i);
        }
    }
    return filter;
}

bool has_leading_directive(std::string_view text) {
    constexpr std::string_view kSpaces = " \t\r\n";
    for (;;) {
        const std::size_t start = text.find_first_not_of(kSpaces);
        if (start == std::string_view::npos) return false;
        text.remove_prefix(start);
        std::size_t end = 0;
        if (text.front() == '{') {
            end = text.find('}');
        } else if (text.front() == ';' || text.front() == '%') {  // `%`: an escape line
            end = text.find('\n');
        } else {
            return false;
        }
        if (trim(text.substr(1, end == std::string_view::npos ? text.npos : end - 1))
                .starts_with("pgnlint:"))
            return true;
        if (end == std::string_view::npos) return false;
        text.remove_prefix(end + 1);
    }
}

void Filter::drop_unshown(GameReport& game) const {
    std::erase_if(game.diagnostics, [this](const Diagnostic& d) { return d.severity < shown_; });
}

Diagnostic* Filter::add_finding(GameReport& game, RuleId id, const Location& where) const {
    if (!enabled(id)) return nullptr;
    Diagnostic& d = game.diagnostics.emplace_back();
    d.rule = id;
    d.severity = severity_of(id);
    d.where = where;
    return &d;
}

void Filter::apply(GameReport& game) const {
    std::erase_if(game.diagnostics, [this](const Diagnostic& d) { return !enabled(d.rule); });

    struct GameDirective {
        const Directive* source;
        ParsedDirective parsed;
        std::vector<bool> used;
    };
    std::vector<GameDirective> scoped;
    for (const Directive& directive : game.directives) {
        ParsedDirective parsed = parse_directive(directive.text);
        if (!parsed.error.empty()) {
            if (Diagnostic* d = add_finding(game, RuleId::malformed_directive, directive.where))
                d->message = "malformed directive `pgnlint: " + directive.text +
                             "`: " + parsed.error + "; it suppresses nothing";
            continue;
        }
        if (directive.leading && game.index == 1) continue;  // file scope: FileFilter's job
        const std::size_t count = parsed.selectors.size();
        scoped.push_back({&directive, std::move(parsed), std::vector<bool>(count, false)});
    }
    if (!scoped.empty()) {
        std::erase_if(game.diagnostics, [&scoped](const Diagnostic& d) {
            if (is_directive_rule(d.rule)) return false;
            bool suppressed = false;
            for (GameDirective& directive : scoped) {
                for (std::size_t s = 0; s < directive.parsed.selectors.size(); ++s) {
                    if (!directive.parsed.selectors[s].second.test(rule_index(d.rule))) continue;
                    directive.used[s] = true;
                    suppressed = true;
                }
            }
            return suppressed;
        });
        for (const GameDirective& directive : scoped) {
            std::vector<std::string_view> unused;
            for (std::size_t s = 0; s < directive.used.size(); ++s) {
                if (!directive.used[s]) unused.push_back(directive.parsed.selectors[s].first);
            }
            if (unused.empty()) continue;
            if (Diagnostic* d =
                    add_finding(game, RuleId::unused_directive, directive.source->where)) {
                d->message = "the directive disables " + list_selectors(unused) +
                             " but this game has no such finding";
            }
        }
    }
    if (overridden_.any()) {
        for (Diagnostic& d : game.diagnostics) {
            if (overridden_.test(rule_index(d.rule))) d.severity = severity_of(d.rule);
        }
    }
}

bool Baseline::take(std::uint64_t fingerprint) {
    const auto found = remaining_.find(fingerprint);
    if (found == remaining_.end() || found->second == 0) return false;
    --found->second;
    return true;
}

FileFilter::FileFilter(const Filter& filter, Baseline baseline)
    : filter_(filter), baseline_(std::move(baseline)) {}

void FileFilter::begin_file() {
    file_directives_.clear();
    file_disabled_.reset();
    holding_ = false;
}

bool FileFilter::push(GameReport& game) {
    if (game.index == 1) {
        for (const Directive& directive : game.directives) {
            if (!directive.leading) continue;
            ParsedDirective parsed = parse_directive(directive.text);
            if (!parsed.error.empty()) continue;  // Filter::apply reported it
            ScopedDirective& scoped = file_directives_.emplace_back();
            scoped.where = directive.where;
            scoped.used.assign(parsed.selectors.size(), false);
            for (const auto& selector : parsed.selectors) file_disabled_ |= selector.second;
            scoped.selectors = std::move(parsed.selectors);
        }
    }
    suppress_file_scope(game);
    if (file_directives_.empty()) {
        finish(game);
        return true;
    }
    std::swap(held_, game);
    if (!holding_) {
        holding_ = true;
        return false;
    }
    finish(game);
    return true;
}

bool FileFilter::finish_file(GameReport& game) {
    if (!holding_) return false;
    holding_ = false;
    std::swap(held_, game);
    report_unused(game);
    finish(game);
    return true;
}

void FileFilter::suppress_file_scope(GameReport& game) {
    if (file_disabled_.none()) return;
    std::erase_if(game.diagnostics, [this](const Diagnostic& d) {
        const std::size_t index = rule_index(d.rule);
        if (is_directive_rule(d.rule) || !file_disabled_.test(index)) return false;
        for (ScopedDirective& directive : file_directives_) {
            for (std::size_t s = 0; s < directive.selectors.size(); ++s) {
                if (directive.selectors[s].second.test(index)) directive.used[s] = true;
            }
        }
        return true;
    });
}

void FileFilter::report_unused(GameReport& game) {
    for (const ScopedDirective& directive : file_directives_) {
        std::vector<std::string_view> unused;
        for (std::size_t s = 0; s < directive.used.size(); ++s) {
            if (!directive.used[s]) unused.push_back(directive.selectors[s].first);
        }
        if (unused.empty()) continue;
        if (Diagnostic* d = filter_.add_finding(game, RuleId::unused_directive, directive.where)) {
            d->message = "the file-scope directive (line " + std::to_string(directive.where.line) +
                         ") disables " + list_selectors(unused) +
                         " but this file has no such finding";
        }
    }
}

void FileFilter::finish(GameReport& game) {
    filter_.drop_unshown(game);
    if (before_baseline_) before_baseline_(game);
    if (baseline_.distinct() == 0) return;
    std::erase_if(game.diagnostics, [this, &game](const Diagnostic& d) {
        if (!baseline_.take(fingerprint(game, d))) return false;
        ++baselined_;
        return true;
    });
}

}  // namespace pgnlint::lint
