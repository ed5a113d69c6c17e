// pgnlint's exit statuses, the same for every subcommand: 0 clean, 1 findings at or above the
// failing severity, 2 a usage or I/O error. The worst wins.
#pragma once

namespace pgnlint::run {

inline constexpr int kExitClean = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitUsageOrIo = 2;

}  // namespace pgnlint::run
