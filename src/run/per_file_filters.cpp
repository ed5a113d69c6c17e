// PerFileFilters::make(): the patterns each input matches, as a key, pick or create its filter.
#include "pgnlint/run/per_file_filters.h"

#include <filesystem>
#include <map>
#include <system_error>

#include "pgnlint/input/path_glob.h"

namespace pgnlint::run {

bool per_file_pattern_matches(std::string_view pattern, const std::string& file,
                              const std::string& config_directory) {
    if (input::glob_matches(pattern, file)) return true;
    if (config_directory.empty() || file == "-") return false;
    std::error_code error;
    const std::filesystem::path absolute = std::filesystem::absolute(file, error);
    if (error) return false;
    const std::filesystem::path relative =
        absolute.lexically_normal().lexically_relative(config_directory);
    const std::string text = relative.string();
    return !relative.empty() && !text.starts_with("..") && input::glob_matches(pattern, text);
}

Result<PerFileFilters> PerFileFilters::make(const lint::FilterOptions& options,
                                            std::span<const PerFileIgnore> ignores,
                                            std::span<const std::string> files,
                                            const std::string& config_directory) {
    PerFileFilters filters;
    Result<lint::Filter> main = lint::Filter::make(options);
    if (!main) return Failure{main.error()};
    filters.filters_.push_back(std::move(*main));
    std::map<std::vector<std::size_t>, std::size_t> filter_of_patterns;
    for (const std::string& file : files) {
        std::vector<std::size_t> matched;
        for (std::size_t i = 0; i < ignores.size(); ++i) {
            if (per_file_pattern_matches(ignores[i].pattern, file, config_directory))
                matched.push_back(i);
        }
        if (matched.empty()) continue;
        auto [found, added] = filter_of_patterns.try_emplace(matched, filters.filters_.size());
        if (added) {
            lint::FilterOptions with_ignores = options;
            for (const std::size_t i : matched)
                with_ignores.ignore.insert(with_ignores.ignore.end(), ignores[i].selectors.begin(),
                                           ignores[i].selectors.end());
            Result<lint::Filter> filter = lint::Filter::make(with_ignores);
            if (!filter) return Failure{filter.error()};
            filters.filters_.push_back(std::move(*filter));
        }
        filters.filter_of_file_.emplace(file, found->second);
    }
    return filters;
}

const lint::Filter& PerFileFilters::for_file(std::string_view file) const {
    if (filter_of_file_.empty()) return filters_.front();
    const auto found = filter_of_file_.find(file);
    return found == filter_of_file_.end() ? filters_.front() : filters_[found->second];
}

}  // namespace pgnlint::run
