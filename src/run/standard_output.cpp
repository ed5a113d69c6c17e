// flush_standard_output() and finish_standard_output(): fflush and ferror on stdout, with errno.
#include "pgnlint/run/standard_output.h"

#include <fmt/core.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "pgnlint/run/exit_status.h"
#include "pgnlint/run/messages.h"

namespace pgnlint::run {
namespace {

// Whether everything written to stdout reached it. `error_number` is the failed write's errno
// when this flush failed, 0 when an earlier write failed and left only the stream's error flag.
bool standard_output_intact(int& error_number) {
    errno = 0;
    std::cout.flush();
    const bool flushed = std::fflush(stdout) == 0;
    error_number = flushed ? 0 : errno;
    return flushed && std::ferror(stdout) == 0 && !std::cout.fail();
}

void say_lost(int error_number) {
    print_error(error_number == 0 ? std::string("cannot write <stdout>")
                                  : std::string("cannot write <stdout>: ") +
                                        std::strerror(error_number));
}

}  // namespace

bool flush_standard_output() {
    int error_number = 0;
    if (standard_output_intact(error_number)) return true;
    say_lost(error_number);
    std::clearerr(stdout);
    std::cout.clear();
    return false;
}

int finish_standard_output(int exit_code) {
    int error_number = 0;
    if (standard_output_intact(error_number)) return exit_code;
    if (exit_code != kExitUsageOrIo) say_lost(error_number);
    return kExitUsageOrIo;
}

}  // namespace pgnlint::run
