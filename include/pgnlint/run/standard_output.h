// Standard output's last word: output lost to a full disk or a closed pipe (`> /dev/full`) is an
// error, exit status 2, never a silent success; every subcommand ends through here.
#pragma once

namespace pgnlint::run {

// Flushes stdout (and std::cout, which CLI11's help and version go to). False after saying on
// stderr why the output was lost; the error is then cleared, so it is said once.
bool flush_standard_output();

// The exit status of a run whose subcommand returned `exit_code`: kExitUsageOrIo when standard
// output was lost, said on stderr unless the subcommand already returned kExitUsageOrIo (it
// has then said what went wrong).
int finish_standard_output(int exit_code);

}  // namespace pgnlint::run
