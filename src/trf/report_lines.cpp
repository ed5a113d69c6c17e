// How the report's bytes become lines of characters: TRF counts positions in characters, and
// its files come in UTF-8 or in Latin-1 (one byte per character) without saying which.
#include "report_lines.h"

#include <algorithm>

namespace pgnlint::trf {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

bool is_blank(char c) {
    return c == ' ' || c == '\t';
}
bool is_continuation(unsigned char byte) {
    return (byte & 0xC0) == 0x80;
}

// The length of the well-formed UTF-8 sequence at bytes[i] (Unicode table 3-7), 0 when none.
std::size_t sequence_length(std::string_view bytes, std::size_t i) {
    const auto lead = static_cast<unsigned char>(bytes[i]);
    const auto in = [&](std::size_t k, unsigned char low, unsigned char high) {
        if (i + k >= bytes.size()) return false;
        const auto byte = static_cast<unsigned char>(bytes[i + k]);
        return byte >= low && byte <= high;
    };
    const auto tail = [&](std::size_t from, std::size_t to) {
        for (std::size_t k = from; k <= to; ++k)
            if (!in(k, 0x80, 0xBF)) return false;
        return true;
    };
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF) return tail(1, 1) ? 2 : 0;
    if (lead == 0xE0) return in(1, 0xA0, 0xBF) && tail(2, 2) ? 3 : 0;
    if (lead == 0xED) return in(1, 0x80, 0x9F) && tail(2, 2) ? 3 : 0;
    if (lead >= 0xE1 && lead <= 0xEF) return tail(1, 2) ? 3 : 0;
    if (lead == 0xF0) return in(1, 0x90, 0xBF) && tail(2, 3) ? 4 : 0;
    if (lead >= 0xF1 && lead <= 0xF3) return tail(1, 3) ? 4 : 0;
    if (lead == 0xF4) return in(1, 0x80, 0x8F) && tail(2, 3) ? 4 : 0;
    return 0;
}

bool is_utf8(std::string_view bytes) {
    for (std::size_t i = 0; i < bytes.size();) {
        const std::size_t length = sequence_length(bytes, i);
        if (length == 0) return false;
        i += length;
    }
    return true;
}

void append_latin1(std::string& out, unsigned char byte) {
    if (byte < 0x80) {
        out += static_cast<char>(byte);
    } else {
        out += static_cast<char>(0xC0 | (byte >> 6));
        out += static_cast<char>(0x80 | (byte & 0x3F));
    }
}

}  // namespace

ReportLine::ReportLine(std::string_view bytes, std::uint64_t offset, std::uint32_t number,
                       Encoding encoding)
    : bytes_(bytes), offset_(offset), number_(number), encoding_(encoding) {
    starts_.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        // The file was checked to be UTF-8 as a whole, so a character is its lead byte.
        if (encoding_ == Encoding::latin1 || !is_continuation(static_cast<unsigned char>(bytes[i])))
            starts_.push_back(static_cast<std::uint32_t>(i));
    }
}

std::string ReportLine::text(std::size_t first, std::size_t last) const {
    if (first < 1 || first > last || first > length()) return {};
    const std::size_t begin = starts_[first - 1];
    const std::size_t end = last < length() ? starts_[last] : bytes_.size();
    const std::string_view raw = bytes_.substr(begin, end - begin);
    if (encoding_ == Encoding::utf8) return std::string(raw);
    std::string out;
    for (const char c : raw) append_latin1(out, static_cast<unsigned char>(c));
    return out;
}

std::string ReportLine::trimmed(std::size_t first, std::size_t last) const {
    const std::string all = text(first, last);
    std::size_t begin = 0;
    std::size_t end = all.size();
    while (begin < end && is_blank(all[begin])) ++begin;
    while (end > begin && is_blank(all[end - 1])) --end;
    return all.substr(begin, end - begin);
}

std::size_t ReportLine::trimmed_length() const {
    std::size_t length = starts_.size();
    while (length > 0 && is_blank(bytes_[starts_[length - 1]])) --length;
    return length;
}

TextPosition ReportLine::position(std::size_t position) const {
    const std::size_t index = std::min(position < 1 ? 0 : position - 1, length());
    const std::size_t byte = index < length() ? starts_[index] : bytes_.size();
    const std::size_t extra = byte - index;
    return TextPosition{offset_ + byte, number_, static_cast<std::uint32_t>(byte + 1),
                        static_cast<std::uint32_t>(extra)};
}

ReportLines::ReportLines(std::string_view bytes) : bytes_(bytes) {
    // A BOM says its writer meant UTF-8 even when a stray byte later says otherwise: it is
    // skipped either way, so that line 1's tag is still read.
    if (bytes_.starts_with(kBom)) position_ = kBom.size();
    encoding_ = is_utf8(bytes_.substr(position_)) ? Encoding::utf8 : Encoding::latin1;
}

std::optional<ReportLine> ReportLines::next() {
    if (position_ >= bytes_.size()) return std::nullopt;
    const std::size_t begin = position_;
    std::size_t end = bytes_.find('\n', begin);
    if (end == std::string_view::npos) {
        end = bytes_.size();
        position_ = end;
    } else {
        position_ = end + 1;
    }
    if (end > begin && bytes_[end - 1] == '\r') --end;
    return ReportLine(bytes_.substr(begin, end - begin), begin, ++number_, encoding_);
}

}  // namespace pgnlint::trf
