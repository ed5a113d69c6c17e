// What an input's first block says it holds: text (PGN, EPD, NDJSON, in any byte encoding that
// is ASCII-compatible: UTF-8, Latin-1, Windows-1252), a compressed stream pgnlint decodes, or
// something it does not read (a binary file, a compressed or archive format it does not decode),
// with the sentence that tells the user what it is and what to do.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "pgnlint/io/byte_source.h"

namespace pgnlint::io {

// How much of an input is looked at, once, before anything reads it: git looks at its first
// 8000 bytes for a NUL byte, ripgrep at its first buffer.
inline constexpr std::size_t kSniffBytes = 8192;

// Why an input is not read. Each is an input error (exit status 2), named in its message.
enum class Refusal : std::uint8_t {
    none,
    input_not_text,           // a binary file, or text in an encoding pgnlint does not read
    unsupported_compression,  // a compressed stream or an archive pgnlint does not decode
};

struct Sniffed {
    Compression compression = Compression::none;  // a stream pgnlint decodes (then sniff its text)
    Refusal refusal = Refusal::none;
    // When refused: what it is ("an xz-compressed file"), why pgnlint does not read it when that
    // is not plain ("pgnlint reads gzip, zstd and bzip2"), and what to do, {} standing for the
    // input's name ("decompress it first (xz -dc {} | pgnlint -)").
    std::string what;
    std::string why;
    std::string remedy;
};

// Looks at the first kSniffBytes of an input (fewer: the whole input). Not text:
// - a known magic number: an executable (ELF, Mach-O, PE), a document or image (PDF, PNG, JPEG,
//   GIF), a compressed stream or archive pgnlint does not decode (xz, lzma, lz4, lzip,
//   compress, zip, 7z, RAR), UTF-16 or UTF-32 text (a byte-order mark);
// - a NUL byte, unless every NUL in the block ends a line (NUL LF: some EPD suites are C strings
//   written one per line, and are text);
// - C0 control bytes other than TAB, LF, VT, FF, CR, SUB (a DOS end of file) and ESC (terminal
//   colours) making up more than 1 byte in 32. Uniformly random bytes (compressed or encrypted
//   data) hold 24 such values of 256, 9.4%, three times the bound; real text holds none (not one
//   in the 114 MB of PGN and EPD of the shared corpus), so a text block would need 256 of them in
//   8 KiB. Bytes of 0x80 and above are never counted: they are Latin-1 or UTF-8 letters.
Sniffed sniff(std::string_view first_block);

// "input-not-text", "unsupported-compression".
std::string_view refusal_name(Refusal refusal);

// The IoError message for an input `sniff` refused, naming it `name`; `inside`: the compression
// it was found inside, or Compression::none (the remedy is then left out: its command would
// read the outer stream).
// "ls.pgn: an ELF executable or library, not text; nothing in it is read [input-not-text]"
// "g.xz: an xz-compressed file: pgnlint reads gzip, zstd and bzip2; decompress it first
// (xz -dc g.xz | pgnlint -) [unsupported-compression]"
std::string refusal_message(std::string_view name, const Sniffed& sniffed,
                            Compression inside = Compression::none);

// "gzip", "zstd", "bzip2" ("plain" for none).
std::string_view compression_name(Compression compression);

}  // namespace pgnlint::io
