// Reads a pgnlint json or ndjson report back (a baseline): the fingerprint of every finding in
// it, as written. Knows nothing of what a fingerprint means; the caller parses them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/result.h"

namespace pgnlint::json_in {

// `text`: the whole report, either one json document ({"games":[{..."diagnostics":[...]}]}) or
// ndjson records ({"type":"game","data":{...}} per line). Appends each diagnostic's
// "fingerprint" to `fingerprints`, duplicates kept. The reason when the text is not such a
// report or a diagnostic has no fingerprint (a report of an older pgnlint).
Status read_report_fingerprints(std::string_view text, std::vector<std::string>& fingerprints);

}  // namespace pgnlint::json_in
