// How `check` reads its inputs: each input cut into games (or, with --shard, the one input's
// games in its shard), handed to a sink with the progress so far. Shared by the sequential run
// and the pipeline's reader.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "pgnlint/input/shard.h"
#include "pgnlint/io/byte_source.h"
#include "pgnlint/pgn/game_splitter.h"
#include "pgnlint/run/check_inputs.h"

namespace pgnlint::run {

// --shard: the one input's games in its shard, and what the shard covered. False when the sink
// stops the reading.
template <typename Sink>
bool read_shard(const std::string& path, const CheckSettings& settings,
                std::uint64_t& progress_bytes, std::uint64_t& bytes, Sink& sink) {
    input::ShardGames games(path, *settings.shard, settings.limits);
    const std::uint64_t base = progress_bytes;
    pgn::RawGame raw;
    try {
        while (games.next(raw)) {
            if (!sink.game(raw, nullptr, base + games.bytes_read())) return false;
        }
    } catch (const io::IoError&) {
        bytes = games.bytes_read();
        progress_bytes = base + bytes;
        throw;
    }
    bytes = games.bytes_read();
    progress_bytes = base + bytes;
    if (settings.shard_extent != nullptr) *settings.shard_extent = games.extent();
    return true;
}

// Cuts each input into games and hands them to `sink`, with the input's progress: the raw
// (possibly compressed) bytes consumed of all inputs so far. Compressed inputs are decoded as
// `decoding` says. Sink: begin_file(path, name) and game(raw, origin, progress_bytes) return false
// to stop reading (origin: an NDJSON record's, or null; name: the path, or the settings'
// stdin_name for "-"); end_file(bytes, io_error, progress_bytes) closes an input, io_error empty
// when it was read to its end.
template <typename Sink>
void read_inputs(std::span<const std::string> inputs, const CheckSettings& settings,
                 io::Decoding decoding, Sink& sink) {
    const pgn::Limits& limits = settings.limits;
    const input::InputFormat format = settings.input_format;
    std::uint64_t progress_bytes = 0;
    for (const std::string& path : inputs) {
        if (!sink.begin_file(path, path == "-" ? settings.stdin_name : std::string_view(path)))
            return;
        std::uint64_t bytes = 0;
        std::string io_error;
        try {
            if (settings.shard) {
                if (!read_shard(path, settings, progress_bytes, bytes, sink)) return;
                sink.end_file(bytes, io_error, progress_bytes);
                continue;
            }
            input::DetectedInput found;
            const std::unique_ptr<io::ByteSource> source =
                input::detect_format(io::open_input(path, decoding), format, found);
            // A report pgnlint wrote, named as an input (a walk leaves them out).
            if (!found.pgnlint_report.empty()) {
                throw io::IoError(
                    input::pgnlint_report_message(source->name(), found.pgnlint_report));
            }
            input::InputGames splitter(*source, found.format, limits);
            const std::uint64_t base = progress_bytes;
            const auto progress = [&] {
                return base + source->raw_bytes_read().value_or(splitter.bytes_read());
            };
            pgn::RawGame raw;
            const input::RecordOrigin* origin = nullptr;
            try {
                while (splitter.next(raw, origin)) {
                    if (!sink.game(raw, origin, progress())) return;
                }
            } catch (const io::IoError&) {
                bytes = splitter.bytes_read();
                progress_bytes = progress();
                throw;
            }
            bytes = splitter.bytes_read();
            progress_bytes = progress();
        } catch (const io::IoError& error) {
            io_error = error.what();
        }
        sink.end_file(bytes, io_error, progress_bytes);
    }
}

}  // namespace pgnlint::run
