// The configuration's per-file ignores as filters: one lint::Filter for the run and one more
// per distinct set of patterns some input matches, with that set's rules added to --ignore.
// Chosen per game by the game's file name; built before the run, so threads only read it.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "pgnlint/config/config_file.h"
#include "pgnlint/lint/filter.h"
#include "pgnlint/result.h"

namespace pgnlint::run {

using config::PerFileIgnore;

class PerFileFilters {
public:
    // `files`: the inputs by the names their games carry. `config_directory` (may be empty):
    // a file's path relative to it is matched too. The reason when a selector selects nothing.
    static Result<PerFileFilters> make(const lint::FilterOptions& options,
                                       std::span<const PerFileIgnore> ignores,
                                       std::span<const std::string> files,
                                       const std::string& config_directory);

    // The run's filter: the one without per-file ignores.
    const lint::Filter& main() const { return filters_.front(); }
    const lint::Filter& for_file(std::string_view file) const;

private:
    PerFileFilters() = default;
    std::vector<lint::Filter> filters_;
    // Looked up by string_view, so choosing a game's filter allocates nothing.
    struct NameHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view name) const {
            return std::hash<std::string_view>{}(name);
        }
    };
    std::unordered_map<std::string, std::size_t, NameHash, std::equal_to<>>
        filter_of_file_;  // files not here: main()
};

// Whether a per-file-ignores pattern matches `file`: its name as given, or its path relative to
// `config_directory` (when that is not empty and the file lies below it).
bool per_file_pattern_matches(std::string_view pattern, const std::string& file,
                              const std::string& config_directory);

}  // namespace pgnlint::run
