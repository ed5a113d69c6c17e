#!/usr/bin/env python3
"""Runs every command the README and docs/*.md show, so that no documented command goes untested.

Usage: doc_examples.py PGNLINT SOURCE_DIR BUILD_DIR [DOC.md...]   (default: README.md, docs/*.md)

Each document runs in a scratch directory of its own, laid out like a checkout: a copy of
testdata/, contrib/, scripts/, man/ and docs/, and games/ holding testdata/sample.pgn (the games
of the CI and pre-commit recipes). PATH starts with the pgnlint under test;
`build/release/pgnlint` in a command is that binary too. The blocks of a document run in order,
so a later block may use a file an earlier one wrote. What is run:

- a fenced block marked sh, shell, bash or console, or an unmarked one with a line starting with
  `$ `: every command (a line, joined with the next after a trailing backslash; in a transcript
  only the `$ ` lines). Each must exit with the status the block's marker gives (default 0). In a
  transcript the lines after a command are its output (stdout and stderr as a terminal shows them)
  and must match, after the scratch directory's path is read as /home/me/pgnlint and times and
  rates (`0.01 s`, `2.0 MB/s`, `10314 games/s`) as N; a line `...` stands for any lines.
- a toml block: written as pgnlint.toml into an empty directory, where `pgnlint config` must
  accept it.
- a yaml block with `entry:` (a pre-commit hook): the entry is run as pre-commit runs it, with the
  files of the scratch repository (games/ and the top-level files) that `files:` matches and
  `exclude:` does not; it must exit 0.
- a yaml block with `runs-on:` (a GitHub Actions workflow): its apt-get line must install the
  Debian package of everything the build's find_package calls found (read from BUILD_DIR's
  CMakeCache.txt, owners by dpkg -S), after an `apt-get update`; its cmake configure line is run
  against this checkout (configure only).

Every relative Markdown link must name a file of the checkout and, with #anchor, one of its headings.

A marker is an HTML comment on the line before the block (blank lines between allowed):
`<!-- doc-test: ITEM; ITEM -->`, an ITEM being `exit N` (the status every command of the block
must give), `ctest NAME` (the test NAME, which must exist, runs what the harness cannot) or
`PATH runs this` (the script PATH of this checkout does). A block with a `ctest` or `runs this`
item is not run, except the commands and `&&`-parts that start with pgnlint or
build/release/pgnlint: those the harness runs all the same.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

COMMAND_TIMEOUT = 120
SCRATCH_NAME = "/home/me/pgnlint"
SHELL_LANGS = {"sh", "shell", "bash", "console"}
failures = []
counts = dict.fromkeys(["commands", "compared", "toml", "pre-commit", "workflow", "markers", "links"], 0)


def fail(where, message):
    if len(message) > 3000:
        message = message[:1500] + "\n[...]\n" + message[-1500:]
    failures.append(f"{where}: {message}")
    print(f"FAIL {where}: {message}", file=sys.stderr)


class Block:
    def __init__(self, doc, line, lang, lines, marker):
        self.doc, self.line, self.lang, self.lines, self.marker = doc, line, lang, lines, marker

    @property
    def where(self):
        return f"{self.doc}:{self.line}"


def read_blocks(doc_path, shown_name):
    """The fenced blocks of a Markdown file with the doc-test marker before each."""
    blocks = []
    lines = doc_path.read_text(encoding="utf-8").split("\n")
    i = 0
    while i < len(lines):
        opening = re.match(r"^(\s*)```(\w*)\s*$", lines[i])
        if not opening:
            i += 1
            continue
        indent, lang = opening.group(1), opening.group(2)
        marker = None
        j = i - 1
        while j >= 0 and lines[j].strip() == "":
            j -= 1
        if j >= 0:
            found = re.match(r"^\s*<!--\s*doc-test:(.*?)-->\s*$", lines[j])
            if found:
                marker = found.group(1).strip()
        body = []
        k = i + 1
        while k < len(lines) and not re.match(r"^\s*```\s*$", lines[k]):
            text = lines[k]
            body.append(text[len(indent):] if text.startswith(indent) else text.lstrip())
            k += 1
        blocks.append(Block(shown_name, i + 1, lang, body, marker))
        i = k + 1
    return blocks


def parse_marker(block):
    """(expected exit status, who runs the block instead, or None)."""
    status, runner = 0, None
    if block.marker is None:
        return status, runner
    for item in filter(None, (part.strip() for part in block.marker.split(";"))):
        if m := re.fullmatch(r"exit (\d+)", item):
            status = int(m.group(1))
        elif m := re.fullmatch(r"ctest (\S+)", item):
            runner = ("ctest", m.group(1))
        elif m := re.fullmatch(r"(\S+) runs this", item):
            runner = ("script", m.group(1))
        else:
            fail(block.where, f"unknown doc-test marker item '{item}'")
    return status, runner


def check_runner(block, runner, source_dir, build_dir):
    counts["markers"] += 1
    kind, name = runner
    if kind == "script":
        if not (source_dir / name).is_file():
            fail(block.where, f"the marker names {name}, which is no file of this checkout")
        return
    listing = subprocess.run(["ctest", "--test-dir", str(build_dir), "-N", "-R", f"^{re.escape(name)}$"],
                             capture_output=True, text=True)
    found = re.search(r"Total Tests: (\d+)", listing.stdout)
    if not found or int(found.group(1)) < 1:
        fail(block.where, f"the marker names the test {name}, which ctest does not know")


def join_continuations(lines):
    joined, current = [], ""
    for line in lines:
        if line.endswith("\\"):
            current += line[:-1] + " "
            continue
        joined.append(current + line)
        current = ""
    if current:
        joined.append(current)
    return joined


def transcript(lines):
    """[(command, expected output lines)] of a `$ ` transcript."""
    steps = []
    i = 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            i += 1
            continue
        command_lines = [lines[i][2:]]
        while command_lines[-1].endswith("\\") and i + 1 < len(lines):
            i += 1
            command_lines.append(lines[i])
        i += 1
        output = []
        while i < len(lines) and not lines[i].startswith("$ "):
            output.append(lines[i])
            i += 1
        while output and output[-1].strip() == "":
            output.pop()
        steps.append((" ".join(c.rstrip("\\") for c in command_lines), output))
    return steps


def normalise(text, scratch):
    text = text.replace(str(scratch.resolve()), SCRATCH_NAME).replace(str(scratch), SCRATCH_NAME)
    text = re.sub(r"\b\d+(\.\d+)? s\b", "N s", text)
    text = re.sub(r"\b\d+(\.\d+)? (MB|MiB|games|positions|nodes)/s\b", r"N \2/s", text)
    return [line.rstrip() for line in text.rstrip("\n").split("\n")] if text.strip() else []


def matches(expected, actual):
    """Line by line; a line `...` in expected stands for any number of lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


def run_shell(command, scratch, env, binary):
    command = command.replace("build/release/pgnlint", binary)
    counts["commands"] += 1
    try:
        done = subprocess.run(["bash", "-c", command], cwd=scratch, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, errors="replace",
                              timeout=COMMAND_TIMEOUT, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, ""
    return done.returncode, done.stdout


def runnable_parts(command, runner):
    """The parts of a command the harness runs: all, or with a runner only what pgnlint runs."""
    if runner is None:
        return [command]
    parts = [part.strip() for part in command.split("&&")]
    return [p for p in parts if re.match(r"^(pgnlint|build/release/pgnlint)\b", p)]


def shell_block(block, scratch, env, binary, source_dir, build_dir):
    status, runner = parse_marker(block)
    if runner:
        check_runner(block, runner, source_dir, build_dir)
    if any(line.startswith("$ ") for line in block.lines):
        steps = transcript(block.lines)
    else:
        commands = join_continuations(block.lines)
        steps = [(c, None) for c in commands if c.strip() and not c.lstrip().startswith("#")]
    for command, expected in steps:
        for part in runnable_parts(command, runner):
            got, output = run_shell(part, scratch, env, binary)
            if got is None:
                fail(block.where, f"'{part}' did not finish in {COMMAND_TIMEOUT} s")
                continue
            if got != status:
                fail(block.where, f"'{part}' exited {got}, the doc expects {status}:\n{output}")
            if expected is not None and part == command:
                counts["compared"] += 1
                want, have = normalise("\n".join(expected), scratch), normalise(output, scratch)
                if not matches(want, have):
                    fail(block.where, f"the output of '{part}' differs from the doc's:\n--- doc\n"
                                      + "\n".join(want) + "\n--- pgnlint\n" + "\n".join(have))


def toml_block(block, scratch, env, binary):
    counts["toml"] += 1
    where = Path(tempfile.mkdtemp(dir=scratch, prefix="toml-"))
    (where / "pgnlint.toml").write_text("\n".join(block.lines) + "\n")
    done = subprocess.run([binary, "config"], cwd=where, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        fail(block.where, f"pgnlint config refuses this pgnlint.toml ({done.returncode}):\n"
                          + done.stderr)


def yaml_value(lines, key):
    for line in lines:
        if m := re.match(rf"^\s*-?\s*{key}:\s*(.*)$", line):
            return m.group(1).strip()
    return None


def pre_commit_block(block, scratch, env, binary):
    counts["pre-commit"] += 1
    entry, files, exclude = (yaml_value(block.lines, k) for k in ("entry", "files", "exclude"))
    if not entry or not files:
        fail(block.where, "a pre-commit hook needs entry: and files:")
        return
    games = (scratch / "games").rglob("*")
    repository = sorted(str(p.relative_to(scratch)) for p in games if p.is_file())
    repository += sorted(p.name for p in scratch.iterdir() if p.is_file())
    chosen = [f for f in repository if re.search(files, f) and not (exclude and re.search(exclude, f))]
    if not any(f.startswith("games/") for f in chosen):
        fail(block.where, f"files: {files} chooses none of the games")
    command = entry + "".join(f" '{f}'" for f in chosen)
    got, output = run_shell(command, scratch, env, binary)
    if got != 0:
        fail(block.where, f"the hook as pre-commit runs it ({command}) exited {got}:\n{output}")


def workflow_block(block, scratch, env, source_dir, build_dir):
    counts["workflow"] += 1
    text = "\n".join(block.lines)
    steps = join_continuations([line.strip() for line in block.lines])
    install = next((s for s in steps if re.search(r"apt-get install", s)), None)
    update_at = next((i for i, s in enumerate(steps) if re.search(r"apt-get update", s)), None)
    if install is None:
        fail(block.where, "the workflow installs no packages")
        return
    if update_at is None or update_at > steps.index(install):
        fail(block.where, "the workflow must run apt-get update before apt-get install")
    packages = set(re.sub(r"^.*apt-get install", "", install).split())
    packages -= {"-y", "--no-install-recommends"}
    configure = next((s for s in steps if s.startswith("cmake -S")), "")
    needed = {"cmake"} | ({"ninja-build"} if "-G Ninja" in configure else set())
    tests_off = "-DPGNLINT_BUILD_TESTS=OFF" in configure
    cache = (build_dir / "CMakeCache.txt").read_text()
    found = r"^(\w+?)_(?:DIR:PATH|LIBRARY_RELEASE:FILEPATH|LIBRARY:FILEPATH)=(/usr/\S+)$"
    for name, path in re.findall(found, cache, re.M):
        if tests_off and name.startswith("GTest"):
            continue
        owner = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True)
        owners = {o.strip().split(":")[0] for line in owner.stdout.splitlines()
                  for o in line.split(": ")[0].split(",")} if owner.returncode == 0 else set()
        if not owners:
            fail(block.where, f"dpkg -S knows no package of {path} ({name})")
        elif not owners & packages:
            fail(block.where, f"the build found {name} in {path} ({' or '.join(sorted(owners))}), "
                              "which the workflow does not install")
    for package in sorted(needed - packages):
        fail(block.where, f"the workflow does not install {package}")
    if not configure:
        fail(block.where, "the workflow has no cmake configure line")
        return
    source = re.search(r"-S (\S+)", configure).group(1)
    binary_dir = re.search(r"-B (\S+)", configure).group(1)
    local = configure.replace(binary_dir, str(scratch / "workflow-build"))
    local = local.replace(source, str(source_dir))
    done = subprocess.run(["bash", "-c", local], cwd=scratch, env=env, capture_output=True, text=True)
    counts["commands"] += 1
    if done.returncode != 0:
        fail(block.where, "the workflow's configure line fails against this checkout:\n"
                          + done.stderr[-2000:])
    if "run: /tmp/pgnlint/build/pgnlint" in text and block.marker is None:
        fail(block.where, "the workflow's pgnlint steps need a marker naming the test that runs them")
    elif block.marker:
        _, runner = parse_marker(block)
        if runner:
            check_runner(block, runner, source_dir, build_dir)


def heading_anchors(path):
    """GitHub's anchors of a Markdown file's headings."""
    anchors = set()
    for line in path.read_text(encoding="utf-8").split("\n"):
        if m := re.match(r"^#+\s+(.*)$", line):
            text = re.sub(r"[^\w\- ]", "", m.group(1).strip().lower())
            anchors.add(text.replace(" ", "-"))
    return anchors


def check_links(doc, shown):
    """Every relative link of the document names a file of the checkout, and a heading of it."""
    text = re.sub(r"```.*?```", "", doc.read_text(encoding="utf-8"), flags=re.S)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"^[a-z]+:", target):
            continue
        path, _, anchor = target.partition("#")
        file = (doc.parent / path).resolve() if path else doc
        counts["links"] += 1
        if not file.exists():
            fail(shown, f"the link {target} names no file")
        elif anchor and file.suffix == ".md" and anchor not in heading_anchors(file):
            fail(shown, f"the link {target} names no heading of {path or shown}")


def scratch_checkout(source_dir, binary):
    scratch = Path(tempfile.mkdtemp(prefix="doc-examples."))
    shutil.copytree(source_dir / "testdata", scratch / "testdata", symlinks=True)
    for folder in ("contrib", "scripts", "man", "docs"):
        shutil.copytree(source_dir / folder, scratch / folder, symlinks=True)
    (scratch / "games").mkdir()
    shutil.copy(source_dir / "testdata" / "sample.pgn", scratch / "games" / "sample.pgn")
    (scratch / ".bin").mkdir()
    os.symlink(binary, scratch / ".bin" / "pgnlint")
    return scratch


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.abspath(sys.argv[1])
    source_dir, build_dir = Path(sys.argv[2]).resolve(), Path(sys.argv[3]).resolve()
    docs = [Path(d) for d in sys.argv[4:]]
    docs = docs or [source_dir / "README.md", *sorted((source_dir / "docs").glob("*.md"))]
    for doc in docs:
        inside = doc.resolve().is_relative_to(source_dir)
        shown = os.path.relpath(doc.resolve(), source_dir) if inside else str(doc)
        check_links(doc, shown)
        scratch = scratch_checkout(source_dir, binary)
        unset = ("FORCE_COLOR", "CLICOLOR_FORCE", "PGNLINT")
        env = {k: v for k, v in os.environ.items() if k not in unset}
        env["PATH"] = f"{scratch / '.bin'}:{env.get('PATH', '/usr/bin:/bin')}"
        try:
            for block in read_blocks(doc, shown):
                lang = block.lang.lower()
                is_transcript = lang == "" and any(line.startswith("$ ") for line in block.lines)
                if lang in SHELL_LANGS or is_transcript:
                    shell_block(block, scratch, env, binary, source_dir, build_dir)
                elif lang == "toml":
                    toml_block(block, scratch, env, binary)
                elif lang == "yaml" and yaml_value(block.lines, "entry"):
                    pre_commit_block(block, scratch, env, binary)
                elif lang == "yaml" and yaml_value(block.lines, "runs-on"):
                    workflow_block(block, scratch, env, source_dir, build_dir)
                elif block.marker is not None:
                    fail(block.where, "a doc-test marker on a block the harness does not run")
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    summary = ", ".join(f"{v} {k}" for k, v in counts.items())
    if failures:
        print(f"doc_examples: {len(failures)} failure(s) in {len(docs)} documents ({summary})",
              file=sys.stderr)
        return 1
    print(f"doc_examples: ok: {len(docs)} documents ({summary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
