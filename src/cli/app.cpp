// Wires the subcommands together and maps CLI11's exceptions to pgnlint's exit codes.
#include "pgnlint/cli/app.h"

#include <fmt/core.h>

#include <algorithm>
#include <csignal>
#include <exception>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "commands.h"
#include "help_formatter.h"
#include "option_table.h"
#include "pgnlint/run/messages.h"
#include "pgnlint/run/standard_output.h"
#include "pgnlint/text/suggest.h"
#include "pgnlint/version.h"

namespace pgnlint::cli {
namespace {

constexpr std::string_view kDefaultSubcommand = "check";

constexpr std::string_view kFooter =
    "Run `pgnlint SUBCOMMAND --help` for a subcommand's options; see also pgnlint(1).\n"
    "Environment: NO_COLOR (set: no colour), TERM=dumb (no colour), FORCE_COLOR or\n"
    "CLICOLOR_FORCE (set, not 0: colour off a terminal too); --color beats them all.\n"
    "Exit status: 0 clean, 1 findings at or above --fail-on, 2 usage or I/O error.";

// `pgnlint games.pgn` and `cat games.pgn | pgnlint` mean `pgnlint check ...`: when the first
// argument names no subcommand and asks for neither help nor the version, insert "check".
// (CLI11 2.1 has no get_subcommand_no_throw; get_subcommand throws when the name is unknown.)
bool has_subcommand(const CLI::App& app, const std::string& name) {
    return !app.get_subcommands([&name](const CLI::App* sub) { return sub->check_name(name); })
                .empty();
}

bool path_exists(const std::string& path) {
    std::error_code error;
    return std::filesystem::exists(path, error);
}

// A first argument that could only be a mistyped subcommand: no file of that name, nothing that
// looks like a path or a pattern, and a subcommand (or help, version) a typo away.
std::optional<std::string> mistyped_subcommand(const CLI::App& app, const std::string& word) {
    if (word.empty() || word.front() == '-' || path_exists(word) ||
        word.find_first_of("./*?[") != std::string::npos)
        return std::nullopt;
    std::vector<std::string> names = {"help", "version"};
    for (const CLI::App* command : subcommands_of(app)) names.push_back(command->get_name());
    if (std::find(names.begin(), names.end(), word) != names.end()) return std::nullopt;
    return text::closest(word, names);
}

// The arguments CLI11 parses: "check" inserted before arguments that name no subcommand, and
// `help [SUBCOMMAND]` and `version` (as git and cargo take them) turned into --help and
// --version; a file of that name is still read as one.
std::vector<std::string> with_default_subcommand(const CLI::App& app, int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty()) {
        const std::string& first = args.front();
        if (first == "-h" || first == "--help" || first == "--version") return args;
        if (has_subcommand(app, first)) return args;
        if (first == "version" && !path_exists(first)) return {"--version"};
        if (first == "help" && !path_exists(first)) {
            if (args.size() > 1 && has_subcommand(app, args[1])) return {args[1], "--help"};
            return {"--help"};
        }
    }
    args.insert(args.begin(), std::string(kDefaultSubcommand));
    return args;
}

// "did you mean '--select'?" for an option the subcommand (or the app) does not have.
void suggest_options(const CLI::App& app) {
    const std::vector<CLI::App*> parsed = app.get_subcommands();
    const CLI::App& command = parsed.empty() ? app : *parsed.front();
    std::vector<std::string> spellings = {"--help"};
    for (const CLI::Option* option : named_options(command)) {
        for (std::string& spelling : option_spellings(*option)) spellings.push_back(spelling);
    }
    for (const std::string& extra : command.remaining()) {
        if (!extra.starts_with("--")) continue;
        const std::string name = extra.substr(0, extra.find('='));
        if (const std::optional<std::string> near = text::closest(name, spellings))
            fmt::print(stderr, "pgnlint: unknown option '{}'; did you mean '{}'?\n", name, *near);
    }
}

int run_subcommand(int argc, char** argv) {
    CLI::App app{"pgnlint: validate chess games (PGN) and positions (FEN/EPD)", "pgnlint"};
    app.formatter(std::make_shared<HelpFormatter>());
    app.set_version_flag("--version", std::string("pgnlint ") + PGNLINT_VERSION,
                         "Print the version and exit");
    app.set_help_flag("-h,--help", "Print this help and exit");
    app.require_subcommand(0, 1);

    int exit_code = kExitClean;
    setup_check_command(app, exit_code);
    setup_perft_command(app, exit_code);
    setup_scan_command(app, exit_code);
    setup_fen_command(app, exit_code);
    setup_rules_command(app, exit_code);
    setup_config_command(app, exit_code);
    setup_winnable_command(app, exit_code);
    setup_completions_command(app, exit_code);
    setup_report_command(app, exit_code);
    // Set after the subcommands, which would otherwise inherit it: theirs is their own help.
    app.footer(std::string(kFooter));

    if (argc > 1) {
        if (const std::optional<std::string> near = mistyped_subcommand(app, argv[1])) {
            fmt::print(stderr,
                       "pgnlint: '{}' is neither a file nor a subcommand; did you mean "
                       "'pgnlint {}'?\n",
                       argv[1], *near);
            return kExitUsageOrIo;
        }
    }
    std::vector<std::string> args = with_default_subcommand(app, argc, argv);
    std::reverse(args.begin(), args.end());  // CLI11 parses a vector from its back
    try {
        app.parse(args);
    } catch (const CLI::Success& e) {
        return app.exit(e) == 0 ? kExitClean : kExitUsageOrIo;
    } catch (const CLI::ParseError& e) {
        fmt::print(stderr, "pgnlint: {}\n", e.what());
        suggest_options(app);
        fmt::print(stderr, "Run `pgnlint --help` for usage.\n");
        return kExitUsageOrIo;
    } catch (const std::exception& e) {
        run::print_error(e.what());
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
    // When the reader of the output goes away (`pgnlint games.pgn | head -1`), the next write
    // ends the run at once and quietly, by SIGPIPE, as grep's does (status 141 in a shell), even
    // when the parent left SIGPIPE ignored: there is nobody left to read a report or a message.
    std::signal(SIGPIPE, SIG_DFL);
    return run::finish_standard_output(run_subcommand(argc, argv));
}

}  // namespace pgnlint::cli
