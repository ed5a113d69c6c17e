// Reports read back: a baseline file (--baseline of check and report), the findings of an
// earlier json or ndjson report by fingerprint; and the whole text of a report.
#pragma once

#include <optional>
#include <string>

#include "pgnlint/lint/baseline.h"

namespace pgnlint::run {

// The whole of one input, a file or "-" (decompressed when it is compressed): for the reports
// that are read back (baselines, `pgnlint report`). False after printing why not.
bool read_whole_input(const std::string& path, std::string& text);

// nullopt after printing why the file cannot serve as a baseline.
std::optional<lint::Baseline> load_baseline(const std::string& path);

}  // namespace pgnlint::run
