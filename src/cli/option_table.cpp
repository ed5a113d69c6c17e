// Reads CLI11's option objects: names from get_snames/get_lnames, choices from the type name
// CLI::IsMember writes ("TEXT:{text,json}"), numbers from the type name's leading INT/UINT.
#include "option_table.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>
#include <utility>

namespace pgnlint::cli {
namespace {

// The options whose value is a file, by long name.
constexpr std::array<std::string_view, 8> kFileOptions = {
    "output", "baseline", "write-baseline", "trf", "file", "suite", "config", "stdin-filename"};

// Help words for values that are neither choices, numbers nor files, by long name.
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kPlaceholders = {{
    {"select", "RULES"},
    {"ignore", "RULES"},
    {"severity", "RULE=LEVEL"},
    {"fen", "FEN"},
}};

std::string_view first_long_name(const CLI::Option& option) {
    const std::vector<std::string>& names = option.get_lnames();
    return names.empty() ? std::string_view() : std::string_view(names.front());
}

}  // namespace

std::vector<std::string> option_spellings(const CLI::Option& option) {
    std::vector<std::string> spellings;
    for (const std::string& name : option.get_snames()) spellings.push_back("-" + name);
    for (const std::string& name : option.get_lnames()) spellings.push_back("--" + name);
    return spellings;
}

// A flag has no type name; every option with a value has one (TEXT, UINT, TEXT:{...}).
bool takes_value(const CLI::Option& option) {
    return !option.get_type_name().empty();
}

std::vector<std::string> option_choices(const CLI::Option& option) {
    const std::string type = option.get_type_name();
    const std::size_t open = type.find('{');
    const std::size_t close = type.rfind('}');
    std::vector<std::string> choices;
    if (open == std::string::npos || close == std::string::npos || close < open) return choices;
    std::string choice;
    for (std::size_t i = open + 1; i <= close; ++i) {
        if (type[i] == ',' || i == close) {
            if (!choice.empty()) choices.push_back(std::move(choice));
            choice.clear();
        } else {
            choice.push_back(type[i]);
        }
    }
    return choices;
}

bool takes_file(const CLI::Option& option) {
    if (option.get_positional()) return option.get_name() == "files";
    return std::find(kFileOptions.begin(), kFileOptions.end(), first_long_name(option)) !=
           kFileOptions.end();
}

std::string value_placeholder(const CLI::Option& option) {
    const std::vector<std::string> choices = option_choices(option);
    if (!choices.empty()) {
        std::string joined = "{";
        for (const std::string& choice : choices) joined += choice + ",";
        joined.back() = '}';
        return joined;
    }
    const std::string type = option.get_type_name();
    if (type.starts_with("INT") || type.starts_with("UINT")) return "N";
    if (takes_file(option)) return "FILE";
    const std::string_view name = first_long_name(option);
    for (const auto& [option_name, placeholder] : kPlaceholders) {
        if (option_name == name) return std::string(placeholder);
    }
    std::string upper(name);
    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return upper.empty() ? "VALUE" : upper;
}

std::vector<const CLI::App*> subcommands_of(const CLI::App& app) {
    return app.get_subcommands([](const CLI::App*) { return true; });
}

std::vector<const CLI::Option*> named_options(const CLI::App& command) {
    return command.get_options([&command](const CLI::Option* option) {
        return option->nonpositional() && option != command.get_help_ptr();
    });
}

}  // namespace pgnlint::cli
