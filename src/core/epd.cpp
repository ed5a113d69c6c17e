// EPD record splitting: position fields, then operations with quoted strings and ';' separators.
#include "pgnlint/core/epd.h"

namespace pgnlint::core {
namespace {

constexpr bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}
constexpr bool is_letter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}
constexpr bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
constexpr bool is_opcode_char(char c) {
    return is_letter(c) || is_digit(c) || c == '_';
}
constexpr bool starts_like_number(std::string_view s) {
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) s.remove_prefix(1);
    return !s.empty() && is_digit(s[0]);
}

class EpdReader {
public:
    EpdReader(std::string_view line, EpdRecord& out) : line_(line), out_(out) {}

    void parse() {
        position();
        while (true) {
            while (i_ < line_.size() && (is_space(line_[i_]) || line_[i_] == ';')) ++i_;
            if (i_ == line_.size()) return;
            operation();
        }
    }

private:
    // A position token ends at a blank or at a ';' (some files write `w - -; bm e4;`).
    std::string_view token_at(std::size_t from, std::size_t& end) const {
        std::size_t start = from;
        while (start < line_.size() && is_space(line_[start])) ++start;
        end = start;
        while (end < line_.size() && !is_space(line_[end]) && line_[end] != ';') ++end;
        return line_.substr(start, end - start);
    }

    void position() {
        while (i_ < line_.size() && is_space(line_[i_])) ++i_;
        const std::size_t start = i_;
        std::size_t end = i_;
        for (int field = 0; field < 4; ++field) {
            if (token_at(end, end).empty()) break;
        }
        // Numbers after the four fields are FEN clocks, which many EPD files carry. An opcode
        // starts with a letter, so a token that starts like a number is a clock even when it is
        // a bad one (`-1`, `+3`, `5x`): the FEN check reports it, instead of a strange opcode.
        for (int clock = 0; clock < 2; ++clock) {
            std::size_t clock_end = end;
            if (!starts_like_number(token_at(end, clock_end))) break;
            end = clock_end;
        }
        out_.position = line_.substr(start, end - start);
        out_.position_column = uint32_t(start);
        i_ = end;
    }

    void error(EpdErrorKind kind, std::size_t column) {
        out_.errors.push_back(EpdError{kind, uint32_t(column)});
    }

    // Skips to just after the next ';' outside quotes (recovery after a malformed operation).
    void skip_operation() {
        bool quoted = false;
        for (; i_ < line_.size(); ++i_) {
            const char c = line_[i_];
            if (quoted && c == '\\' && i_ + 1 < line_.size()) {
                ++i_;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ';' && !quoted) {
                ++i_;
                return;
            }
        }
    }

    void operation() {
        const std::size_t op_start = i_;
        while (i_ < line_.size() && is_opcode_char(line_[i_])) ++i_;
        const bool bad_end = i_ < line_.size() && !is_space(line_[i_]) && line_[i_] != ';';
        if (!is_letter(line_[op_start]) || bad_end) {
            error(EpdErrorKind::bad_opcode, op_start);
            i_ = op_start;
            skip_operation();
            return;
        }
        const std::string_view opcode = line_.substr(op_start, i_ - op_start);
        for (const EpdOperation& seen : out_.operations)
            if (seen.opcode == opcode) {
                error(EpdErrorKind::duplicate_opcode, op_start);
                break;
            }
        std::size_t operands_start = std::string_view::npos;
        std::size_t operands_end = i_;
        while (true) {
            while (i_ < line_.size() && is_space(line_[i_])) ++i_;
            if (i_ == line_.size()) break;  // the last ';' is often left out: accepted
            if (line_[i_] == ';') {
                ++i_;
                break;
            }
            if (operands_start == std::string_view::npos) operands_start = i_;
            if (line_[i_] == '"') {
                const std::size_t quote = i_++;
                while (i_ < line_.size() && line_[i_] != '"') i_ += line_[i_] == '\\' ? 2 : 1;
                if (i_ >= line_.size()) {
                    error(EpdErrorKind::unterminated_string, quote);
                    i_ = line_.size();
                    operands_end = i_;
                    break;
                }
                ++i_;
            } else {
                while (i_ < line_.size() && !is_space(line_[i_]) && line_[i_] != ';') ++i_;
            }
            operands_end = i_;
        }
        std::string_view operands;
        if (operands_start != std::string_view::npos)
            operands = line_.substr(operands_start, operands_end - operands_start);
        out_.operations.push_back(EpdOperation{opcode, operands, uint32_t(op_start)});
    }

    std::string_view line_;
    EpdRecord& out_;
    std::size_t i_ = 0;
};

}  // namespace

void EpdRecord::clear() {
    position = {};
    position_column = 0;
    operations.clear();
    errors.clear();
}

void parse_epd(std::string_view line, EpdRecord& out) {
    out.clear();
    EpdReader(line, out).parse();
}

std::string epd_operand_text(std::string_view operands) {
    std::string text;
    text.reserve(operands.size());
    bool quoted = false;
    for (std::size_t i = 0; i < operands.size(); ++i) {
        const char c = operands[i];
        if (c == '"') {
            quoted = !quoted;
        } else if (quoted && c == '\\' && i + 1 < operands.size()) {
            text += operands[++i];
        } else {
            text += c;
        }
    }
    return text;
}

}  // namespace pgnlint::core
