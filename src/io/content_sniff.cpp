// sniff(): magic numbers first (each certain: a text file cannot start with them), then NUL
// bytes, then the share of control bytes.
#include "pgnlint/io/content_sniff.h"

#include <array>
#include <cstring>

namespace pgnlint::io {
namespace {

struct Magic {
    std::string_view bytes;  // at offset 0
    Refusal refusal;
    std::string_view what;
    std::string_view command;  // what undoes it, {} standing for the input's name; empty: none
};

// std::string_view literals with NUL bytes need their length.
template <std::size_t N>
constexpr std::string_view bytes(const char (&text)[N]) {
    return std::string_view(text, N - 1);
}

constexpr Refusal kCompressed = Refusal::unsupported_compression;
constexpr Refusal kBinary = Refusal::input_not_text;

const std::array<Magic, 22> kMagics{{
    {bytes("\xFD\x37zXZ\x00"), kCompressed, "an xz-compressed file", "xz -dc {} | pgnlint -"},
    {bytes("\x5D\x00\x00"), kCompressed, "an lzma-compressed file", "xz -dc {} | pgnlint -"},
    {bytes("\x04\x22\x4D\x18"), kCompressed, "an lz4-compressed file", "lz4 -dc {} | pgnlint -"},
    {bytes("\x02\x21\x4C\x18"), kCompressed, "an lz4-compressed file", "lz4 -dc {} | pgnlint -"},
    {bytes("LZIP\x01"), kCompressed, "an lzip-compressed file", "lzip -dc {} | pgnlint -"},
    {bytes("\x1F\x9D"), kCompressed, "a compress (.Z) file", "gzip -dc {} | pgnlint -"},
    {bytes("PK\x03\x04"), kCompressed, "a zip archive", "unzip -p {} | pgnlint -"},
    {bytes("PK\x05\x06"), kCompressed, "a zip archive", "unzip -p {} | pgnlint -"},
    {bytes("PK\x07\x08"), kCompressed, "a zip archive", "unzip -p {} | pgnlint -"},
    {bytes("7z\xBC\xAF\x27\x1C"), kCompressed, "a 7z archive", "7z e -so {} | pgnlint -"},
    {bytes("Rar!\x1A\x07"), kCompressed, "a RAR archive", "unrar p -inul {} | pgnlint -"},
    {bytes("\x7F\x45LF"), kBinary, "an ELF executable or library", ""},
    {bytes("\xFE\xED\xFA\xCE"), kBinary, "a Mach-O executable", ""},
    {bytes("\xFE\xED\xFA\xCF"), kBinary, "a Mach-O executable", ""},
    {bytes("\xCE\xFA\xED\xFE"), kBinary, "a Mach-O executable", ""},
    {bytes("\xCF\xFA\xED\xFE"), kBinary, "a Mach-O executable", ""},
    {bytes("\xCA\xFE\xBA\xBE"), kBinary, "a Mach-O universal binary or a Java class file", ""},
    {bytes("%PDF-"), kBinary, "a PDF document", ""},
    {bytes("\x89PNG\r\n\x1A\n"), kBinary, "a PNG image", ""},
    {bytes("\xFF\xD8\xFF"), kBinary, "a JPEG image", ""},
    {bytes("GIF87a"), kBinary, "a GIF image", ""},
    {bytes("GIF89a"), kBinary, "a GIF image", ""},
}};

// A byte-order mark of UTF-32 or UTF-16 (longest first: FF FE 00 00 starts with FF FE).
struct Encoding {
    std::string_view mark;
    std::string_view what;
    std::string_view iconv_name;
};
const std::array<Encoding, 4> kEncodings{{
    {bytes("\xFF\xFE\x00\x00"), "UTF-32 text (a byte-order mark FF FE 00 00)", "UTF-32"},
    {bytes("\x00\x00\xFE\xFF"), "UTF-32 text (a byte-order mark 00 00 FE FF)", "UTF-32"},
    {bytes("\xFF\xFE"), "UTF-16 text (a byte-order mark FF FE)", "UTF-16"},
    {bytes("\xFE\xFF"), "UTF-16 text (a byte-order mark FE FF)", "UTF-16"},
}};

// A Windows (PE) executable: "MZ", and at the offset stored at 0x3C, "PE\0\0".
bool is_portable_executable(std::string_view block) {
    if (block.size() < 0x40 || !block.starts_with("MZ")) return false;
    std::uint32_t offset = 0;
    for (int i = 3; i >= 0; --i)
        offset = (offset << 8) | static_cast<unsigned char>(block[0x3C + static_cast<unsigned>(i)]);
    return offset <= block.size() - 4 && block.substr(offset, 4) == bytes("PE\x00\x00");
}

// The offset of the first NUL byte that does not end a line (NUL LF, NUL CR LF, or a NUL that
// is the block's last byte, whose follower is unseen), or npos.
std::size_t first_stray_nul(std::string_view block) {
    for (std::size_t at = block.find('\0'); at != std::string_view::npos;
         at = block.find('\0', at + 1)) {
        const std::string_view after = block.substr(at + 1);
        if (after.empty() || after.starts_with('\n') || after.starts_with("\r\n") || after == "\r")
            continue;
        return at;
    }
    return std::string_view::npos;
}

// A C0 control byte that text does not hold: all but TAB, LF, VT, FF, CR, SUB and ESC. NUL is
// judged on its own (first_stray_nul).
constexpr bool is_stray_control(unsigned char byte) {
    return byte != 0 && byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\v' &&
           byte != '\f' && byte != '\r' && byte != 0x1A && byte != 0x1B;
}

std::size_t count_stray_controls(std::string_view block) {
    std::size_t count = 0;
    for (const char c : block) count += is_stray_control(static_cast<unsigned char>(c)) ? 1 : 0;
    return count;
}

Sniffed refused(Refusal refusal, std::string what, std::string why = {}, std::string remedy = {}) {
    Sniffed sniffed;
    sniffed.refusal = refusal;
    sniffed.what = std::move(what);
    sniffed.why = std::move(why);
    sniffed.remedy = std::move(remedy);
    return sniffed;
}

}  // namespace

Sniffed sniff(std::string_view first_block) {
    const std::string_view block = first_block.substr(0, kSniffBytes);
    Sniffed sniffed;
    sniffed.compression = detect_compression(block);
    if (sniffed.compression != Compression::none) return sniffed;
    for (const Magic& magic : kMagics) {
        if (!block.starts_with(magic.bytes)) continue;
        if (magic.refusal == Refusal::input_not_text)
            return refused(magic.refusal, std::string(magic.what));
        const bool archive = magic.what.ends_with("archive");
        return refused(
            magic.refusal, std::string(magic.what),
            archive ? "pgnlint reads gzip, zstd and bzip2 streams, not archives"
                    : "pgnlint reads gzip, zstd and bzip2",
            std::string(archive ? "extract the games first (" : "decompress it first (") +
                std::string(magic.command) + ")");
    }
    for (const Encoding& encoding : kEncodings) {
        if (!block.starts_with(encoding.mark)) continue;
        return refused(Refusal::input_not_text, std::string(encoding.what),
                       "pgnlint reads UTF-8 and Latin-1",
                       "convert it first (iconv -f " + std::string(encoding.iconv_name) +
                           " -t UTF-8 {} | pgnlint -)");
    }
    if (is_portable_executable(block))
        return refused(Refusal::input_not_text, "a Windows executable (PE)");
    if (const std::size_t nul = first_stray_nul(block); nul != std::string_view::npos)
        return refused(Refusal::input_not_text,
                       "binary data (a NUL byte at offset " + std::to_string(nul) + ")");
    const std::size_t controls = count_stray_controls(block);
    if (controls * 32 > block.size()) {
        return refused(Refusal::input_not_text, "binary data (" + std::to_string(controls) +
                                                    " control bytes in its first " +
                                                    std::to_string(block.size()) + ")");
    }
    return sniffed;
}

std::string_view refusal_name(Refusal refusal) {
    switch (refusal) {
        case Refusal::input_not_text:
            return "input-not-text";
        case Refusal::unsupported_compression:
            return "unsupported-compression";
        case Refusal::none:
            break;
    }
    return "none";
}

std::string_view compression_name(Compression compression) {
    switch (compression) {
        case Compression::gzip:
            return "gzip";
        case Compression::zstd:
            return "zstd";
        case Compression::bzip2:
            return "bzip2";
        case Compression::none:
            break;
    }
    return "plain";
}

std::string refusal_message(std::string_view name, const Sniffed& sniffed, Compression inside) {
    std::string message(name);
    message += ": ";
    message += sniffed.what;
    if (inside != Compression::none) {
        message += " inside a ";
        message += compression_name(inside);
        message += " stream";
    }
    if (sniffed.why.empty()) {
        message += ", not text; nothing in it is read";
    } else {
        message += ": ";
        message += sniffed.why;
        message += "; ";
        if (inside != Compression::none || sniffed.remedy.empty()) {
            message += "nothing in it is read";
        } else {
            std::string_view remedy = sniffed.remedy;
            for (std::size_t at; (at = remedy.find("{}")) != std::string_view::npos;) {
                message += remedy.substr(0, at);
                message += name;
                remedy.remove_prefix(at + 2);
            }
            message += remedy;
        }
    }
    message += " [";
    message += refusal_name(sniffed.refusal);
    message += ']';
    return message;
}

}  // namespace pgnlint::io
