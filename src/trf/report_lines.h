// The report file as lines of characters: its encoding (UTF-8, else Latin-1), its line ends, and
// the map from TRF's character positions to file bytes. Private to the trf module.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pgnlint/trf/tournament_report.h"

namespace pgnlint::trf {

// One line without its line end. Positions are TRF's: 1-based, counting characters.
class ReportLine {
public:
    ReportLine(std::string_view bytes, std::uint64_t offset, std::uint32_t number,
               Encoding encoding);

    std::uint32_t number() const { return number_; }
    std::size_t length() const { return starts_.size(); }
    // The characters `first` to `last` as UTF-8, cut at the line's end.
    std::string text(std::size_t first, std::size_t last) const;
    // The same without the blanks around it.
    std::string trimmed(std::size_t first, std::size_t last) const;
    // The line's length without its trailing blanks.
    std::size_t trimmed_length() const;
    // Where character `position` stands; past the line's end, the line's end, so that a position
    // never points beyond the line (nor the file).
    TextPosition position(std::size_t position) const;

private:
    std::string_view bytes_;
    std::uint64_t offset_;
    std::uint32_t number_;
    Encoding encoding_;
    std::vector<std::uint32_t> starts_;  // the byte each character starts at
};

// The lines of a whole file, in order; a UTF-8 BOM is no part of line 1.
class ReportLines {
public:
    explicit ReportLines(std::string_view bytes);

    Encoding encoding() const { return encoding_; }
    // The next line, or nullopt at the end of the file.
    std::optional<ReportLine> next();

private:
    std::string_view bytes_;
    std::size_t position_ = 0;
    std::uint32_t number_ = 0;
    Encoding encoding_ = Encoding::utf8;
};

}  // namespace pgnlint::trf
