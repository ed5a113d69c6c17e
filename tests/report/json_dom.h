// Reading values out of a parsed JSON report (simdjson DOM) in the format tests.
#pragma once

#include <simdjson.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace pgnlint::report::testing {

inline std::string str(simdjson::dom::element e) {
    return std::string(std::string_view(e));
}
inline std::uint64_t num(simdjson::dom::element e) {
    return std::uint64_t(e);
}

}  // namespace pgnlint::report::testing
