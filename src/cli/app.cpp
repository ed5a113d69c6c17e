// Wires the subcommands together and maps CLI11's exceptions to pgnlint's exit codes.
#include "pgnlint/cli/app.h"

#include <fmt/core.h>

#include <algorithm>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "commands.h"
#include "pgnlint/version.h"
#include "standard_output.h"

namespace pgnlint::cli {
namespace {

// `pgnlint games.pgn` and `cat games.pgn | pgnlint` mean `pgnlint check ...`: when the first
// argument names no subcommand and asks for neither help nor the version, insert "check".
// (CLI11 2.1 has no get_subcommand_no_throw; get_subcommand throws when the name is unknown.)
bool has_subcommand(const CLI::App& app, const std::string& name) {
    return !app.get_subcommands([&name](const CLI::App* sub) { return sub->check_name(name); })
                .empty();
}

std::vector<std::string> with_default_subcommand(const CLI::App& app, int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!has_subcommand(app, "check")) return args;
    if (!args.empty()) {
        const std::string& first = args.front();
        if (first == "-h" || first == "--help" || first == "--version") return args;
        if (has_subcommand(app, first)) return args;
    }
    args.insert(args.begin(), "check");
    return args;
}

int run_subcommand(int argc, char** argv) {
    CLI::App app{"pgnlint: validate chess games (PGN) and positions (FEN/EPD)", "pgnlint"};
    app.set_version_flag("--version", std::string("pgnlint ") + PGNLINT_VERSION);
    app.require_subcommand(0, 1);
    app.footer("Run `pgnlint SUBCOMMAND --help` for a subcommand's options; see also pgnlint(1).");

    int exit_code = kExitClean;
    setup_check_command(app, exit_code);
    setup_perft_command(app, exit_code);
    setup_scan_command(app, exit_code);
    setup_fen_command(app, exit_code);
    setup_rules_command(app, exit_code);
    setup_report_command(app, exit_code);

    std::vector<std::string> args = with_default_subcommand(app, argc, argv);
    std::reverse(args.begin(), args.end());  // CLI11 parses a vector from its back
    try {
        app.parse(args);
    } catch (const CLI::Success& e) {
        return app.exit(e) == 0 ? kExitClean : kExitUsageOrIo;
    } catch (const CLI::ParseError& e) {
        fmt::print(stderr, "pgnlint: {}\n", e.what());
        fmt::print(stderr, "Run `pgnlint --help` for usage.\n");
        return kExitUsageOrIo;
    } catch (const std::exception& e) {
        fmt::print(stderr, "pgnlint: error: {}\n", e.what());
        return kExitUsageOrIo;
    }
    if (app.get_subcommands().empty()) {
        fmt::print("{}", app.help());
        return kExitUsageOrIo;
    }
    return exit_code;
}

}  // namespace

int run(int argc, char** argv) {
    return finish_standard_output(run_subcommand(argc, argv));
}

}  // namespace pgnlint::cli
