#!/usr/bin/env bash
# `cmake --install` of a build into a scratch prefix: the binary, the manual page and the three
# completion scripts land where Debian's man, bash-completion, zsh and fish look under a prefix.
# Usage: tests/cli/install_test.sh BUILD_DIR
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" > /dev/null
status=0
for file in bin/pgnlint share/man/man1/pgnlint.1.gz share/bash-completion/completions/pgnlint \
            share/zsh/vendor-completions/_pgnlint share/fish/vendor_completions.d/pgnlint.fish; do
  if [ ! -s "$prefix/$file" ]; then
    echo "install_test: $file was not installed" >&2
    status=1
  fi
done
"$prefix/bin/pgnlint" --version
cmp <("$prefix/bin/pgnlint" completions bash) "$prefix/share/bash-completion/completions/pgnlint"
gzip -dc "$prefix/share/man/man1/pgnlint.1.gz" | grep -c '^\.SH ENVIRONMENT' >/dev/null ||
  { echo "install_test: the installed manual page has no ENVIRONMENT section" >&2; status=1; }
exit $status
