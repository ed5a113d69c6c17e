// find_output_onto_input(): stat(2) every planned output and input and compare identities.
#include "pgnlint/run/output_guard.h"

#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include <filesystem>
#include <system_error>

namespace pgnlint::run {
namespace {

struct FileIdentity {
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileIdentity&) const = default;
};

// Only regular files can be destroyed by being written: a terminal, a pipe or /dev/null read
// and written at once loses nothing.
std::optional<FileIdentity> identity_of(const struct stat& info) {
    if (!S_ISREG(info.st_mode)) return std::nullopt;
    return FileIdentity{info.st_dev, info.st_ino};
}

// stat() follows symbolic links, so a link to an input has the input's identity. `stream` is
// asked instead when there is no path to stat.
std::optional<FileIdentity> identity_of(const std::string& path, bool use_stream, int stream) {
    struct stat info {};
    const int status = use_stream ? ::fstat(stream, &info) : ::stat(path.c_str(), &info);
    if (status != 0) return std::nullopt;
    return identity_of(info);
}

std::optional<FileIdentity> identity_of(const PlannedOutput& output) {
    return identity_of(output.path, output.path.empty(), STDOUT_FILENO);
}

std::optional<FileIdentity> identity_of(const PlannedInput& input) {
    return identity_of(input.path, input.path == "-", STDIN_FILENO);
}

// Two outputs that do not exist yet are one file when their paths resolve to the same place
// (existing ones are compared by identity); empty for standard output and existing files.
std::string resolved_path(const PlannedOutput& output) {
    std::error_code error;
    if (output.path.empty() || std::filesystem::exists(output.path, error)) return {};
    const std::filesystem::path resolved = std::filesystem::weakly_canonical(output.path, error);
    return error ? output.path : resolved.string();
}

std::string describe_output(const PlannedOutput& output) {
    return output.path.empty() ? fmt::format("{} to standard output", output.what)
                               : fmt::format("{} to {}", output.what, output.path);
}

std::string describe_input(const PlannedInput& input) {
    return input.path == "-" ? fmt::format("{} on standard input", input.what)
                             : fmt::format("{} {}", input.what, input.path);
}

}  // namespace

std::optional<std::string> find_output_onto_input(std::span<const PlannedOutput> outputs,
                                                  std::span<const PlannedInput> inputs) {
    std::vector<std::optional<FileIdentity>> written;
    std::vector<std::string> written_paths;
    for (const PlannedOutput& output : outputs) {
        const std::optional<FileIdentity> identity = identity_of(output);
        const std::string path = resolved_path(output);
        if (identity) {
            for (const PlannedInput& input : inputs) {
                if (identity_of(input) != identity) continue;
                return fmt::format(
                    "refusing to write {}: it is the same file as {}, which it would destroy; "
                    "write to another file",
                    describe_output(output), describe_input(input));
            }
        }
        for (std::size_t i = 0; i < written.size(); ++i) {
            const bool same_file = identity && written[i] == identity;
            const bool same_path = !path.empty() && written_paths[i] == path;
            if (!same_file && !same_path) continue;
            return fmt::format("refusing to write {}: it is the same file as {}",
                               describe_output(output), describe_output(outputs[i]));
        }
        written.push_back(identity);
        written_paths.push_back(path);
    }
    return std::nullopt;
}

std::optional<std::string> find_stdout_onto_input(std::span<const std::string> paths) {
    const PlannedOutput report{"the report", ""};
    std::vector<PlannedInput> inputs;
    inputs.reserve(paths.size());
    for (const std::string& path : paths) inputs.push_back(PlannedInput{"the input", path});
    return find_output_onto_input({&report, 1}, inputs);
}

}  // namespace pgnlint::run
