// The concrete reporters, one per format; make_reporter (reporter.cpp) picks one by Format.
#pragma once

#include <memory>

#include "pgnlint/report/reporter.h"

namespace pgnlint::report {

std::unique_ptr<Reporter> make_text_reporter(const ReporterOptions& options);
std::unique_ptr<Reporter> make_json_reporter(const ReporterOptions& options);
std::unique_ptr<Reporter> make_ndjson_reporter(const ReporterOptions& options);
std::unique_ptr<Reporter> make_sarif_reporter(const ReporterOptions& options);
std::unique_ptr<Reporter> make_junit_reporter(const ReporterOptions& options);
std::unique_ptr<Reporter> make_github_reporter(const ReporterOptions& options);
std::unique_ptr<Reporter> make_html_reporter(const ReporterOptions& options);

}  // namespace pgnlint::report
