// A directory under /tmp made for one test and removed with everything in it when the test ends,
// and TMPDIR pointed somewhere else for one test.
#pragma once

#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>

namespace pgnlint::testing {

class TempDir {
public:
    explicit TempDir(const std::string& prefix = "pgnlint-test") {
        std::string pattern = "/tmp/" + prefix + "-XXXXXX";
        if (::mkdtemp(pattern.data()) == nullptr)
            throw std::runtime_error("cannot make a directory from " + pattern);
        // The canonical name: code that works on absolute paths (a search upwards) sees this
        // one, whatever links /tmp goes through.
        path_ = std::filesystem::canonical(pattern);
    }
    // Directories a test made unreadable are given back to their owner first, so that
    // everything goes.
    ~TempDir() {
        namespace fs = std::filesystem;
        std::error_code ignored;
        for (auto entry = fs::recursive_directory_iterator(path_, ignored);
             entry != fs::recursive_directory_iterator(); entry.increment(ignored)) {
            if (entry->is_directory(ignored) && !entry->is_symlink(ignored))
                fs::permissions(entry->path(), fs::perms::owner_all, fs::perm_options::add,
                                ignored);
        }
        fs::remove_all(path_, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return path_; }

    // Writes `text` to `relative` (its directories made) and returns its path.
    std::string write(const std::string& relative, const std::string& text) const {
        const std::filesystem::path file = path_ / relative;
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file, std::ios::binary) << text;
        return file.string();
    }

private:
    std::filesystem::path path_;
};

// Sets TMPDIR for one test and puts the old value back.
class TmpdirFor {
public:
    explicit TmpdirFor(const char* dir) {
        if (const char* old = std::getenv("TMPDIR")) old_ = old;
        ::setenv("TMPDIR", dir, 1);
    }
    ~TmpdirFor() {
        if (old_) {
            ::setenv("TMPDIR", old_->c_str(), 1);
        } else {
            ::unsetenv("TMPDIR");
        }
    }
    TmpdirFor(const TmpdirFor&) = delete;
    TmpdirFor& operator=(const TmpdirFor&) = delete;

private:
    std::optional<std::string> old_;
};

}  // namespace pgnlint::testing
