// The real edge-case PGN files copied into testdata/pgn/ (see its PROVENANCE.md), in name order:
// read by the reader's tests (tests/pgn) and the checker's corpus test (tests/adversarial). The
// including target defines PGNLINT_TESTDATA_DIR.
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace pgnlint::testing {

inline std::vector<std::filesystem::path> edge_pgn_files() {
    std::vector<std::filesystem::path> files;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(PGNLINT_TESTDATA_DIR) + "/pgn")) {
        if (entry.path().extension() == ".pgn") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace pgnlint::testing
