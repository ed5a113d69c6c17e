// The stream copy with edits and the atomic rewrite in place. Everything goes through one
// fixed buffer each way, so a file of any size needs the same memory.
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

#include "fd_io.h"

namespace pgnlint::fix {

namespace {

bool copy(int in_fd, int out_fd, std::span<const lint::Edit> edits, std::string& error) {
    FdWriter out(out_fd);
    std::vector<char> buffer(kChunkBytes);
    std::uint64_t at = 0;       // input offset of buffer[0]
    std::uint64_t skip_to = 0;  // bytes before it are copied or replaced
    std::size_t next = 0;       // the next edit to apply
    for (;;) {
        const long got = read_some(in_fd, buffer.data(), buffer.size());
        if (got < 0) {
            error = std::string("cannot read the input: ") + std::strerror(errno);
            return false;
        }
        if (got == 0) break;
        const auto n = static_cast<std::size_t>(got);
        std::size_t i = 0;
        while (i < n) {
            const std::uint64_t here = at + i;
            if (here < skip_to) {
                i += static_cast<std::size_t>(std::min<std::uint64_t>(n - i, skip_to - here));
                continue;
            }
            if (next < edits.size() && edits[next].offset == here) {
                out.put(edits[next].replacement);
                skip_to = here + edits[next].length;
                ++next;
                continue;
            }
            std::size_t stop = n;
            if (next < edits.size()) {
                if (edits[next].offset < here) {
                    error = "overlapping edits";
                    return false;
                }
                stop =
                    static_cast<std::size_t>(std::min<std::uint64_t>(n, edits[next].offset - at));
            }
            out.put(std::string_view(buffer.data() + i, stop - i));
            i = stop;
        }
        at += n;
    }
    while (next < edits.size() && edits[next].offset == at && edits[next].length == 0 &&
           skip_to <= at) {
        out.put(edits[next++].replacement);
    }
    if (next < edits.size() || skip_to > at) {
        error = "an edit lies beyond the end of the input";
        return false;
    }
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
