// Filter and FileFilter: selection, directives, severity overrides, the baseline and the shown
// floor applied in the order filter.h gives, and why.
#include "pgnlint/lint/filter.h"

#include <algorithm>

#include "pgnlint/lint/fingerprint.h"

namespace pgnlint::lint {
namespace {

// "this game has no such finding", or "this file has none of these findings" for several.
std::string no_such_findings(std::size_t selectors, std::string_view scope) {
    std::string text = "this ";
    text += scope;
    text += selectors == 1 ? " has no such finding" : " has none of these findings";
    return text;
}

bool is_directive_rule(RuleId id) {
    return rule(id).code.front() == 'D';
}

std::string no_rule_message(std::string_view selector) {
    std::string message = backquoted(selector);
    message += " is no rule code, name or code prefix (see pgnlint rules)";
    return message;
}

}  // namespace

Result<Filter> Filter::make(const FilterOptions& options) {
    std::string error;
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
    if (!resolve(options.select, select) || !resolve(options.ignore, ignore))
        return Failure{std::move(error)};
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
        if (!selection) return Failure{no_rule_message(text)};
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
                d->message = "the directive disables " + list_selectors(unused) + ", but " +
                             no_such_findings(unused.size(), "game");
            }
        }
    }
    if (overridden_.any()) {
        for (Diagnostic& d : game.diagnostics) {
            if (overridden_.test(rule_index(d.rule))) d.severity = severity_of(d.rule);
        }
    }
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
                         ") disables " + list_selectors(unused) + ", but " +
                         no_such_findings(unused.size(), "file");
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
