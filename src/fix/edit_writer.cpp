// The stream copy with edits, the same edits applied in memory, and the atomic rewrite in place.
// The stream copy goes through one fixed buffer each way, so a file of any size needs the same
// memory.
#include "pgnlint/fix/edit_writer.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "edit_applier.h"
#include "fd_io.h"

namespace pgnlint::fix {

namespace {

bool copy(int in_fd, int out_fd, std::span<const lint::Edit> edits, std::string& error) {
    FdWriter out(out_fd);
    const auto put = [&out](std::string_view bytes) { out.put(bytes); };
    EditApplier applier(edits);
    std::vector<char> buffer(kChunkBytes);
    for (;;) {
        const long got = read_some(in_fd, buffer.data(), buffer.size());
        if (got < 0) {
            error = std::string("cannot read the input: ") + std::strerror(errno);
            return false;
        }
        if (got == 0) break;
        if (!applier.feed(std::string_view(buffer.data(), static_cast<std::size_t>(got)), put,
                          error))
            return false;
    }
    if (!applier.finish(put, error)) return false;
    if (!out.flush()) {
        error = std::string("cannot write: ") + std::strerror(errno);
        return false;
    }
    return true;
}

}  // namespace

bool copy_with_edits(int in_fd, int out_fd, std::span<const lint::Edit> edits, std::string& error) {
    return holds_no_nul_byte(in_fd, error) && copy(in_fd, out_fd, edits, error);
}

bool copy_all(int in_fd, int out_fd, std::string& error) {
    return copy(in_fd, out_fd, {}, error);
}

bool apply_edits(std::string_view text, std::span<const lint::Edit> edits, std::string& out,
                 std::string& error) {
    out.clear();
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        error = nul_byte_error(nul);
        return false;
    }
    const auto put = [&out](std::string_view bytes) { out.append(bytes); };
    EditApplier applier(edits);
    return applier.feed(text, put, error) && applier.finish(put, error);
}

bool rewrite_in_place(const std::string& path, std::uint64_t expected_size,
                      std::span<const lint::Edit> edits, std::string& error) {
    char resolved[PATH_MAX];
    if (::realpath(path.c_str(), resolved) == nullptr) {
        error = "cannot resolve " + path + ": " + std::strerror(errno);
        return false;
    }
    const std::string target = resolved;
    const int in_fd = ::open(target.c_str(), O_RDONLY | O_CLOEXEC);
    if (in_fd < 0) {
        error = "cannot open " + path + ": " + std::strerror(errno);
        return false;
    }
    struct stat info {};
    if (::fstat(in_fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(in_fd);
        error = path + " is not a regular file; --fix rewrites regular files only";
        return false;
    }
    if (static_cast<std::uint64_t>(info.st_size) != expected_size) {
        ::close(in_fd);
        error = path + " changed while it was checked; it is left as it is";
        return false;
    }
    const std::size_t slash = target.rfind('/');
    std::string temp =
        target.substr(0, slash + 1) + "." + target.substr(slash + 1) + ".pgnlint-fix-XXXXXX";
    const int out_fd = ::mkstemp(temp.data());
    if (out_fd < 0) {
        ::close(in_fd);
        error = "cannot create a temporary file beside " + path + ": " + std::strerror(errno);
        return false;
    }
    bool ok = ::fchmod(out_fd, info.st_mode & 07777) == 0;
    if (!ok) error = std::string("cannot set permissions: ") + std::strerror(errno);
    ok = ok && copy_with_edits(in_fd, out_fd, edits, error);
    if (ok && ::fsync(out_fd) != 0) {
        error = std::string("cannot sync: ") + std::strerror(errno);
        ok = false;
    }
    ::close(in_fd);
    if (::close(out_fd) != 0 && ok) {
        error = std::string("cannot write: ") + std::strerror(errno);
        ok = false;
    }
    if (ok && ::rename(temp.c_str(), target.c_str()) != 0) {
        error = std::string("cannot replace the file: ") + std::strerror(errno);
        ok = false;
    }
    if (!ok) {
        ::unlink(temp.c_str());
        error = path + ": " + error + "; the file is unchanged";
        return false;
    }
    // The rename itself is made durable by syncing the folder.
    const int dir_fd = ::open(target.substr(0, slash + 1).c_str(), O_RDONLY | O_DIRECTORY);
    if (dir_fd >= 0) {
        ::fsync(dir_fd);
        ::close(dir_fd);
    }
    return true;
}

}  // namespace pgnlint::fix
