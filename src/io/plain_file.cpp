// PlainFile: positioned reads through stdio (fseeko), so the io module keeps to the standard
// library and POSIX stdio.
#include "pgnlint/io/plain_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string_view>
#include <system_error>

#include "file_source.h"
#include "pgnlint/io/content_sniff.h"

namespace pgnlint::io {

PlainFile::PlainFile(std::string path) : path_(std::move(path)) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path_, error)) {
        if (!std::filesystem::exists(path_, error))
            throw IoError(errno_message(path_, "cannot open", ENOENT));
        throw IoError(path_ +
                      ": not a regular file; a shard seeks into its file, so a pipe, "
                      "stdin or a directory cannot be sharded");
    }
    file_ = open_file_at(path_, 0);
    const auto size = std::filesystem::file_size(path_, error);
    if (error) {
        std::fclose(file_);
        throw IoError(errno_message(path_, "cannot stat", error.value()));
    }
    size_ = size;
    std::string first_block(kSniffBytes, '\0');
    first_block.resize(read_at(0, first_block.data(), first_block.size()));
    const Sniffed sniffed = sniff(first_block);
    if (sniffed.refusal != Refusal::none) {
        std::fclose(file_);
        throw IoError(refusal_message(path_, sniffed));
    }
    if (sniffed.compression != Compression::none) {
        std::fclose(file_);
        throw IoError(path_ + ": is " + std::string(compression_name(sniffed.compression)) +
                      "-compressed; a shard cannot start inside a compressed stream: decompress "
                      "it to a plain file first, or check the compressed files in parallel "
                      "one per process (see pgnlint(1), SHARDS)");
    }
}

PlainFile::~PlainFile() {
    if (file_ != nullptr) std::fclose(file_);
}

std::size_t PlainFile::read_at(std::uint64_t offset, char* dst, std::size_t capacity) {
    if (::fseeko(file_, static_cast<off_t>(offset), SEEK_SET) != 0)
        throw IoError(errno_message(path_, "cannot seek", errno != 0 ? errno : EIO));
    std::size_t filled = 0;
    while (filled < capacity) {
        errno = 0;
        const std::size_t n = std::fread(dst + filled, 1, capacity - filled, file_);
        if (n == 0) {
            if (std::ferror(file_))
                throw IoError(errno_message(path_, "read error", errno != 0 ? errno : EIO));
            break;
        }
        filled += n;
    }
    std::clearerr(file_);
    return filled;
}

std::unique_ptr<ByteSource> PlainFile::source_from(std::uint64_t offset) const {
    return std::make_unique<FileSource>(open_file_at(path_, offset), path_, true, size_ - offset);
}

}  // namespace pgnlint::io
