// HelpFormatter: names from option_table, the default and exclusions moved into the
// description's words, and a word-wrapping layout of the two columns.
#include "help_formatter.h"

#include <string_view>
#include <vector>

#include "option_table.h"

namespace pgnlint::cli {
namespace {

constexpr std::size_t kNameColumn = 30;
constexpr std::size_t kHelpWidth = 80;

// `text` wrapped at word boundaries into lines of at most kHelpWidth columns, each starting
// `indent` spaces in; the first line starts at column `column`.
std::string wrapped(std::string_view text, std::size_t indent, std::size_t column) {
    std::string out;
    bool line_has_word = false;
    while (!text.empty()) {
        const std::size_t space = text.find(' ');
        const std::string_view word = text.substr(0, space);
        text.remove_prefix(space == std::string_view::npos ? text.size() : space + 1);
        if (word.empty()) continue;
        if (line_has_word && column + 1 + word.size() > kHelpWidth) {
            out += "\n";
            out.append(indent, ' ');
            column = indent;
            line_has_word = false;
        }
        if (line_has_word) {
            out += ' ';
            ++column;
        }
        out += word;
        column += word.size();
        line_has_word = true;
    }
    return out;
}

// `name` in the left column and `description` wrapped at word boundaries beside it; a name
// too wide for its column puts the description on the next line.
std::string two_columns(const std::string& name, std::string_view description) {
    std::string out = "  " + name;
    if (description.empty()) return out + "\n";
    if (out.size() + 1 >= kNameColumn) {
        out += "\n";
        out.append(kNameColumn, ' ');
    } else {
        out.append(kNameColumn - out.size(), ' ');
    }
    out += wrapped(description, kNameColumn, kNameColumn);
    return out + "\n";
}

}  // namespace

HelpFormatter::HelpFormatter() {
    column_width(kNameColumn);
}

std::string HelpFormatter::make_option(const CLI::Option* option, bool is_positional) const {
    return two_columns(make_option_name(option, is_positional) + make_option_opts(option),
                       make_option_desc(option));
}

std::string HelpFormatter::make_option_name(const CLI::Option* option, bool is_positional) const {
    if (is_positional) return option->get_name(true, false);
    std::string names;
    for (const std::string& spelling : option_spellings(*option)) {
        if (!names.empty()) names += ", ";
        names += spelling;
    }
    return names;
}

std::string HelpFormatter::make_option_opts(const CLI::Option* option) const {
    if (option->get_positional()) return option->get_expected_max() > 1 ? "..." : "";
    if (!takes_value(*option)) return "";
    return " " + value_placeholder(*option);
}

std::string HelpFormatter::make_option_desc(const CLI::Option* option) const {
    std::string description = option->get_description();
    if (!option->get_default_str().empty())
        description += " (default " + option->get_default_str() + ")";
    const std::set<CLI::Option*> excluded = option->get_excludes();
    if (!excluded.empty()) {
        description += "; not with";
        bool first = true;
        for (const CLI::Option* other : excluded) {
            description += first ? " " : " or ";
            description += option_spellings(*other).back();
            first = false;
        }
    }
    return description;
}

std::string HelpFormatter::make_description(const CLI::App* command) const {
    const std::string description = command->get_description();
    return description.empty() ? std::string() : wrapped(description, 0, 0) + "\n";
}

std::string HelpFormatter::make_subcommand(const CLI::App* command) const {
    return two_columns(command->get_display_name(true), command->get_description());
}

}  // namespace pgnlint::cli
