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

Status copy(int in_fd, int out_fd, std::span<const lint::Edit> edits) {
    FdWriter out(out_fd);
    const auto put = [&out](std::string_view bytes) { out.put(bytes); };
    EditApplier applier(edits);
    std::vector<char> buffer(kChunkBytes);
    for (;;) {
        const long got = read_some(in_fd, buffer.data(), buffer.size());
        if (got < 0) return Failure{std::string("cannot read the input: ") + std::strerror(errno)};
        if (got == 0) break;
        if (Status fed =
                applier.feed(std::string_view(buffer.data(), static_cast<std::size_t>(got)), put);
            !fed)
            return fed;
    }
    if (Status finished = applier.finish(put); !finished) return finished;
    if (!out.flush()) return Failure{std::string("cannot write: ") + std::strerror(errno)};
    return {};
}

}  // namespace

Status copy_with_edits(int in_fd, int out_fd, std::span<const lint::Edit> edits) {
    if (Status text = holds_no_nul_byte(in_fd); !text) return text;
    return copy(in_fd, out_fd, edits);
}

Status copy_all(int in_fd, int out_fd) {
    return copy(in_fd, out_fd, {});
}

Status apply_edits(std::string_view text, std::span<const lint::Edit> edits, std::string& out) {
    out.clear();
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        return Failure{nul_byte_error(nul)};
    const auto put = [&out](std::string_view bytes) { out.append(bytes); };
    EditApplier applier(edits);
    if (Status fed = applier.feed(text, put); !fed) return fed;
    return applier.finish(put);
}

Status rewrite_in_place(const std::string& path, std::uint64_t expected_size,
                        std::span<const lint::Edit> edits) {
    char resolved[PATH_MAX];
    if (::realpath(path.c_str(), resolved) == nullptr)
        return Failure{"cannot resolve " + path + ": " + std::strerror(errno)};
    const std::string target = resolved;
    const int in_fd = ::open(target.c_str(), O_RDONLY | O_CLOEXEC);
    if (in_fd < 0) return Failure{"cannot open " + path + ": " + std::strerror(errno)};
    struct stat info {};
    if (::fstat(in_fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(in_fd);
        return Failure{path + " is not a regular file; --fix rewrites regular files only"};
    }
    if (static_cast<std::uint64_t>(info.st_size) != expected_size) {
        ::close(in_fd);
        return Failure{path + " changed while it was checked; it is left as it is"};
    }
    const std::size_t slash = target.rfind('/');
    std::string temp =
        target.substr(0, slash + 1) + "." + target.substr(slash + 1) + ".pgnlint-fix-XXXXXX";
    const int out_fd = ::mkstemp(temp.data());
    if (out_fd < 0) {
        ::close(in_fd);
        return Failure{"cannot create a temporary file beside " + path + ": " +
                       std::strerror(errno)};
    }
    // The first failure's reason; the steps after it are skipped.
    std::string error;
    bool ok = ::fchmod(out_fd, info.st_mode & 07777) == 0;
    if (!ok) error = std::string("cannot set permissions: ") + std::strerror(errno);
    if (ok) {
        if (Status copied = copy_with_edits(in_fd, out_fd, edits); !copied) {
            error = copied.error();
            ok = false;
        }
    }
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
        return Failure{path + ": " + error + "; the file is unchanged"};
    }
    // The rename itself is made durable by syncing the folder.
    const int dir_fd = ::open(target.substr(0, slash + 1).c_str(), O_RDONLY | O_DIRECTORY);
    if (dir_fd >= 0) {
        ::fsync(dir_fd);
        ::close(dir_fd);
    }
    return {};
}

}  // namespace pgnlint::fix
