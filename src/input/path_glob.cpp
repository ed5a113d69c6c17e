// glob_matches(): backtracking over `*` (one component) and `**` (any depth), linear in practice
// for the short patterns people write; no allocation.
#include "pgnlint/input/path_glob.h"

namespace pgnlint::input {
namespace {

std::string_view without_dot_slash(std::string_view text) {
    while (text.starts_with("./")) text.remove_prefix(2);
    return text;
}

// `[abc]`, `[a-z]`, `[!a-z]` at the start of `pattern`: whether `c` is in the class, and the
// class's length in `length`; length 0 when the class is not closed (then `[` is literal).
bool class_matches(std::string_view pattern, char c, std::size_t& length) {
    std::size_t i = 1;
    const bool negated = i < pattern.size() && (pattern[i] == '!' || pattern[i] == '^');
    if (negated) ++i;
    bool found = false;
    const std::size_t first = i;
    for (; i < pattern.size() && (pattern[i] != ']' || i == first); ++i) {
        if (i + 2 < pattern.size() && pattern[i + 1] == '-' && pattern[i + 2] != ']') {
            if (pattern[i] <= c && c <= pattern[i + 2]) found = true;
            i += 2;
        } else if (pattern[i] == c) {
            found = true;
        }
    }
    if (i >= pattern.size()) {
        length = 0;
        return false;
    }
    length = i + 1;
    return found != negated;
}

bool matches(std::string_view pattern, std::string_view path) {
    while (!pattern.empty()) {
        if (pattern.starts_with("**")) {
            // `**/` matches zero or more whole components; a bare `**` matches the rest.
            std::string_view rest = pattern.substr(2);
            if (rest.starts_with('/')) {
                rest.remove_prefix(1);
                for (std::size_t at = 0;; ++at) {
                    if (matches(rest, path.substr(at))) return true;
                    at = path.find('/', at);
                    if (at == std::string_view::npos) return false;
                }
            }
            for (std::size_t at = 0; at <= path.size(); ++at) {
                if (matches(rest, path.substr(at))) return true;
            }
            return false;
        }
        const char p = pattern.front();
        if (p == '*') {
            const std::string_view rest = pattern.substr(1);
            for (std::size_t at = 0; at <= path.size(); ++at) {
                if (matches(rest, path.substr(at))) return true;
                if (at < path.size() && path[at] == '/') return false;
            }
            return false;
        }
        if (path.empty()) return false;
        const char c = path.front();
        if (p == '?') {
            if (c == '/') return false;
            pattern.remove_prefix(1);
        } else if (p == '[') {
            std::size_t length = 0;
            const bool in_class = class_matches(pattern, c, length);
            if (length == 0) {
                if (c != '[') return false;
                pattern.remove_prefix(1);
            } else {
                if (!in_class || c == '/') return false;
                pattern.remove_prefix(length);
            }
        } else if (p == '\\' && pattern.size() > 1) {
            if (pattern[1] != c) return false;
            pattern.remove_prefix(2);
        } else {
            if (p != c) return false;
            pattern.remove_prefix(1);
        }
        path.remove_prefix(1);
    }
    return path.empty();
}

}  // namespace

bool glob_matches(std::string_view pattern, std::string_view path) {
    pattern = without_dot_slash(pattern);
    path = without_dot_slash(path);
    if (pattern.find('/') == std::string_view::npos) {
        const std::size_t slash = path.rfind('/');
        if (slash != std::string_view::npos) path.remove_prefix(slash + 1);
    }
    return matches(pattern, path);
}

}  // namespace pgnlint::input
