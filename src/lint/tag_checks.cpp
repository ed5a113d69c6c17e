// Tag value formats of the Seven Tag Roster (PGN standard 8.1.1) and the Variant tag's rules.
#include "pgnlint/lint/tag_checks.h"

#include <algorithm>
#include <array>

#include "pgnlint/lint/ascii.h"

namespace pgnlint::lint {
namespace {

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// A date part: all digits (its value in `number`) or all '?' (number = -1).
bool date_part(std::string_view part, int& number) {
    bool digits = true;
    bool unknown = true;
    number = 0;
    for (const char c : part) {
        digits = digits && is_digit(c);
        unknown = unknown && c == '?';
        if (is_digit(c)) number = number * 10 + (c - '0');
    }
    if (unknown) number = -1;
    return digits || unknown;
}

bool is_leap_year(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int days_in_month(int year, int month) {
    constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month == 2 && (year < 0 || is_leap_year(year))) return 29;
    return days[static_cast<std::size_t>(month - 1)];
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

}  // namespace

bool is_valid_date(std::string_view value) {
    if (value.size() != 10 || value[4] != '.' || value[7] != '.') return false;
    int year = 0;
    int month = 0;
    int day = 0;
    if (!date_part(value.substr(0, 4), year) || !date_part(value.substr(5, 2), month) ||
        !date_part(value.substr(8, 2), day)) {
        return false;
    }
    if (month == 0 || month > 12 || day == 0 || day > 31) return false;
    return month < 0 || day < 0 || day <= days_in_month(year, month);
}

bool is_valid_round(std::string_view value) {
    if (value == "-") return true;
    // Parts joined by '.', each a number or '?' (ChessBase writes "?.2": round unknown, board 2).
    std::size_t part_start = 0;
    for (std::size_t i = 0; i <= value.size(); ++i) {
        if (i < value.size() && value[i] != '.') continue;
        const std::string_view part = value.substr(part_start, i - part_start);
        const bool number = !part.empty() && std::all_of(part.begin(), part.end(), is_digit);
        if (!number && part != "?") return false;
        part_start = i + 1;
    }
    return true;
}

bool is_result_value(std::string_view value) {
    return value == "1-0" || value == "0-1" || value == "1/2-1/2" || value == "*";
}

VariantRules classify_variant(std::string_view value) {
    const std::string_view name = trim(value);
    constexpr std::array<std::string_view, 5> standard{"", "standard", "chess", "normal",
                                                       "from position"};
    constexpr std::array<std::string_view, 7> chess960{
        "chess960", "fischerandom", "fischer random", "chess 960", "freestyle", "960", "frc"};
    for (const std::string_view known : standard) {
        if (equals_ignoring_case(name, known)) return VariantRules::standard;
    }
    for (const std::string_view known : chess960) {
        if (equals_ignoring_case(name, known)) return VariantRules::chess960;
    }
    return VariantRules::unsupported;
}

}  // namespace pgnlint::lint
