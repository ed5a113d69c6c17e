// The reports `pgnlint report` merges, read line by line as merge::ReportMerge asks, so that a
// merge holds one line of a report at a time whatever the reports' size.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "pgnlint/merge/report_merge.h"

namespace pgnlint::run {

class ReportFiles {
public:
    // "-" is standard input.
    explicit ReportFiles(std::vector<std::string> paths);

    // merge::ReadLines over these files, decompressed. Standard input cannot be read twice: the
    // first reading copies it to a temporary file, which the next ones read.
    Status read_lines(std::size_t input, std::uint64_t begin, std::uint64_t end,
                      const merge::LineVisitor& visit);

private:
    struct Closer {
        void operator()(std::FILE* file) const { std::fclose(file); }
    };
    std::vector<std::string> paths_;
    std::unique_ptr<std::FILE, Closer> stdin_copy_;  // after the first reading of "-"
};

}  // namespace pgnlint::run
