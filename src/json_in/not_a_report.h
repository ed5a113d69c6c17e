// The error both report readers give for input that is not what pgnlint writes.
#pragma once

#include <simdjson.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace pgnlint::json_in::detail {

// "not a pgnlint KINDS report (WHAT near byte OFFSET: simdjson's message)".
inline std::string not_a_report(std::string_view kinds, simdjson::error_code error,
                                std::size_t offset, std::string_view what) {
    return "not a pgnlint " + std::string(kinds) + " report (" + std::string(what) + " near byte " +
           std::to_string(offset) + ": " + simdjson::error_message(error) + ")";
}

}  // namespace pgnlint::json_in::detail
