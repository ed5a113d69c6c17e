// Applying a file's edits: a stream copy that changes only the edited spans (or the same in
// memory), the atomic rewrite of a file in place (temporary file in its folder, fsync, rename,
// permissions kept), and a unified diff of the change that `patch` and `git apply` accept.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "pgnlint/lint/diagnostic.h"
#include "pgnlint/result.h"

namespace pgnlint::fix {

// Copies the bytes of `in_fd` to `out_fd` with `edits` (sorted by offset, not overlapping)
// applied, in one pass with a fixed buffer. Only text is written: `in_fd` is read through first
// (it must be a file, read from its current offset), and an input holding a NUL byte anywhere is
// refused before anything is written. Refused when the input holds a NUL byte, reading or
// writing fails or an edit lies beyond the end of the input.
Status copy_with_edits(int in_fd, int out_fd, std::span<const lint::Edit> edits);

// Copies every byte of `in_fd` to `out_fd`, whatever they are (standard input held for a second
// reading). Refused when reading or writing fails.
Status copy_all(int in_fd, int out_fd);

// `text` (a whole input) with `edits` applied into `out`: the bytes copy_with_edits writes for
// an input of these bytes, by the same code, and the same refusals (a NUL byte anywhere, an edit
// beyond the end), refused as copy_with_edits refuses.
Status apply_edits(std::string_view text, std::span<const lint::Edit> edits, std::string& out);
// Rewrites `path` with `edits` applied: into a temporary file in the same folder (a symbolic
// link's target folder), with the original's permissions, fsync'ed, then renamed over the
// original. `expected_size`: the bytes the check read; a file of another size changed since
// and is left alone, and so is one holding a NUL byte (copy_with_edits). On any failure the
// original is untouched and the temporary file removed.
Status rewrite_in_place(const std::string& path, std::uint64_t expected_size,
                        std::span<const lint::Edit> edits);

// The names a unified diff gives a file on its `---` and `+++` lines.
struct DiffNames {
    std::string old_name;
    std::string new_name;
};

// For a file below the current directory, "a/PATH" and "b/PATH" with PATH relative to it (what
// git writes), so that `patch -p1` and `git apply` take the diff there. For any other file, its
// absolute path on both lines, the plain form `diff -u` writes for an absolute name: GNU patch
// refuses such a name (and a `..` one) under -p0 as potentially dangerous, so `patch -d / -p1`
// (or `git apply` run in /) takes it. Symbolic links in the paths are followed only to find
// out whether the file lies below the current directory.
DiffNames diff_names(std::string_view path);

// Writes to `out_fd` the unified diff (3 lines of context, `--- OLD`, `+++ NEW` as `names` says)
// that turns the bytes of `in_fd` into their edited form; nothing when `edits` is empty. An
// input holding a NUL byte is refused as copy_with_edits refuses it, before anything is written.
Status write_unified_diff(int in_fd, const DiffNames& names, std::span<const lint::Edit> edits,
                          int out_fd);

}  // namespace pgnlint::fix
