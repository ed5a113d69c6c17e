// completion_script and the option table it reads (option_table.h), on a small app built here
// rather than pgnlint's own: descriptions with the characters each shell would otherwise read
// as its own (quotes, brackets, colons, backslashes, `$(...)`), an option of choices, a file
// option, a repeatable one, a negatable flag and a positional of choices. Each script is run in
// its shell: it parses, completes, and runs nothing a description holds.
#include "completions.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "../support/run_command.h"
#include "../support/temp_dir.h"
#include "option_table.h"

namespace pgnlint::cli {
namespace {

using pgnlint::testing::run_command;
using pgnlint::testing::TempDir;

// A description that would run a command, end a quote or close a bracket if written raw.
constexpr const char* kHostileDescription =
    "Say it's [odd]: a \"quote\", a \\ and $(touch CANARY) `touch CANARY`";

struct TestApp {
    CLI::App app{"test app", "pgnlint"};
    std::string mode = "x";
    std::string output;
    std::vector<std::string> rules;
    bool progress = true;
    std::string shell;

    TestApp() {
        CLI::App* alpha = app.add_subcommand("alpha", "Check things; the long tail of it");
        alpha->add_option("-m,--mode", mode, kHostileDescription)
            ->check(CLI::IsMember({"x", "y", "z"}));
        alpha->add_option("-o,--output", output, "Write the report to FILE");
        alpha->add_option("--select", rules, "Rules to select")->delimiter(',');
        alpha->add_flag("--progress,!--no-progress", progress, "Show progress");
        CLI::App* beta = app.add_subcommand("beta", "Print a script");
        beta->add_option("shell", shell, "The shell")->check(CLI::IsMember({"sh1", "sh2"}));
    }
    const CLI::App& sub(const char* name) const { return *app.get_subcommand(name); }
    const CLI::Option& option(const char* command, const char* name) const {
        return *sub(command).get_option(name);
    }
};

TEST(OptionTable, SpellingsValuesChoicesAndPlaceholders) {
    const TestApp t;
    EXPECT_EQ(option_spellings(t.option("alpha", "--mode")),
              (std::vector<std::string>{"-m", "--mode"}));
    EXPECT_EQ(option_spellings(t.option("alpha", "--progress")),
              (std::vector<std::string>{"--progress", "--no-progress"}));
    EXPECT_TRUE(takes_value(t.option("alpha", "--mode")));
    EXPECT_FALSE(takes_value(t.option("alpha", "--progress")));
    EXPECT_EQ(option_choices(t.option("alpha", "--mode")),
              (std::vector<std::string>{"x", "y", "z"}));
    EXPECT_TRUE(option_choices(t.option("alpha", "--output")).empty());
    EXPECT_TRUE(takes_file(t.option("alpha", "--output")));
    EXPECT_FALSE(takes_file(t.option("alpha", "--select")));
    EXPECT_EQ(value_placeholder(t.option("alpha", "--mode")), "{x,y,z}");
    EXPECT_EQ(value_placeholder(t.option("alpha", "--output")), "FILE");
    std::vector<std::string> names;
    for (const CLI::App* command : subcommands_of(t.app)) names.push_back(command->get_name());
    EXPECT_EQ(names, (std::vector<std::string>{"alpha", "beta"}));
    std::vector<std::string> options;
    for (const CLI::Option* option : named_options(t.sub("alpha")))
        options.push_back(option->get_name());
    EXPECT_EQ(options.size(), 4U);  // no --help, no positional
    EXPECT_TRUE(named_options(t.sub("beta")).empty());
}

// The script for `shell`, written to `dir` under `name`.
std::string write_script(const TestApp& t, const char* shell, const TempDir& dir,
                         const char* name) {
    return dir.write(name, completion_script(t.app, shell, "alpha"));
}

TEST(CompletionScript, EveryShellNamesEverySubcommandAndSpelling) {
    const TestApp t;
    for (const std::string_view shell : kCompletionShells) {
        const std::string script = completion_script(t.app, shell, "alpha");
        for (const char* word : {"alpha", "beta", "x y z", "sh1 sh2"})
            EXPECT_NE(script.find(word), std::string::npos) << shell << " lacks " << word;
        for (const char* spelling : {"mode", "output", "select", "progress", "no-progress"})
            EXPECT_NE(script.find(spelling), std::string::npos) << shell << " lacks " << spelling;
    }
}

TEST(CompletionScript, BashCompletesChoicesSubcommandsAndTheDefaultSubcommandsOptions) {
    const TestApp t;
    TempDir dir;
    const std::string script = write_script(t, "bash", dir, "test.bash");
    const auto complete = [&](const std::string& words, int cword) {
        return run_command("cd " + dir.path().string() + " && bash -c 'source " + script +
                           "; COMP_WORDS=(" + words + "); COMP_CWORD=" + std::to_string(cword) +
                           "; _pgnlint; echo \"${COMPREPLY[*]}\"' 2>&1")
            .out;
    };
    EXPECT_EQ(complete("pgnlint alpha --mode \"\"", 3), "x y z\n");
    EXPECT_EQ(complete("pgnlint beta \"\"", 2), "sh1 sh2\n");
    EXPECT_EQ(complete("pgnlint b", 1), "beta\n");
    EXPECT_EQ(complete("pgnlint --no-p", 1), "--no-progress\n");  // alpha's, the default
    EXPECT_EQ(complete("pgnlint alpha --sel", 2), "--select\n");
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "CANARY"));
}

TEST(CompletionScript, ZshAndFishParseTheirScriptsAndRunNoDescription) {
    const TestApp t;
    TempDir dir;
    if (run_command("command -v zsh >/dev/null").status == 0) {
        const std::string script = write_script(t, "zsh", dir, "_pgnlint");
        EXPECT_EQ(run_command("zsh -n " + script + " 2>&1").out, "");
        // The descriptions stay text inside _arguments' specs: brackets and colons escaped.
        const std::string text = completion_script(t.app, "zsh", "alpha");
        EXPECT_NE(text.find("\\[odd\\]\\: a"), std::string::npos) << text;
    }
    if (run_command("command -v fish >/dev/null").status == 0) {
        const std::string script = write_script(t, "fish", dir, "pgnlint.fish");
        const std::string out = run_command("cd " + dir.path().string() + " && fish -c 'source " +
                                            script + "; complete -C\"pgnlint alpha --mode \"' 2>&1")
                                    .out;
        // Each choice, a tab, then the option's description as written.
        const std::string description = std::string("\t") + kHostileDescription + "\n";
        EXPECT_EQ(out, "x" + description + "y" + description + "z" + description);
    }
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "CANARY"));
}

}  // namespace
}  // namespace pgnlint::cli
