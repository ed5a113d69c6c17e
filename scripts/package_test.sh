#!/usr/bin/env bash
# Builds the Debian package from a release build with cpack, installs it with dpkg (as root, or
# with sudo), checks what a user gets (`pgnlint --version`, `man pgnlint`, the completion files)
# and removes it again. Takes seconds: it reuses the build. Refuses to run when a pgnlint package
# is already installed, so that it never replaces or removes someone's own.
# Usage: scripts/package_test.sh [BUILD_DIR]   (default build/release, already built)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)

if dpkg-query -W -f='${Status}' pgnlint 2>/dev/null | grep -q "install ok installed"; then
  echo "package_test: a pgnlint package is already installed; not touching it" >&2
  exit 2
fi
rm -f "$build"/pgnlint_*.deb
(cd "$build" && cpack -G DEB > /dev/null)
deb=$(ls "$build"/pgnlint_*.deb)
dpkg-deb -f "$deb" Depends

trap '"${as_root[@]}" dpkg --purge pgnlint > /dev/null' EXIT
"${as_root[@]}" dpkg -i "$deb" > /dev/null
[ "$(command -v pgnlint)" = /usr/bin/pgnlint ] || { echo "package_test: pgnlint is not /usr/bin/pgnlint" >&2; exit 1; }
/usr/bin/pgnlint --version
expected="pgnlint $(sed -n 's/^project(pgnlint VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)"
[ "$(/usr/bin/pgnlint --version)" = "$expected" ] || { echo "package_test: version is not $expected" >&2; exit 1; }
MANWIDTH=80 man pgnlint 2> /dev/null | grep -c "validate chess games" >/dev/null || { echo "package_test: man pgnlint shows no page" >&2; exit 1; }
for file in /usr/share/bash-completion/completions/pgnlint /usr/share/zsh/vendor-completions/_pgnlint \
            /usr/share/fish/vendor_completions.d/pgnlint.fish /usr/share/man/man1/pgnlint.1.gz \
            /usr/share/doc/pgnlint/copyright /usr/share/doc/pgnlint/changelog.gz; do
  [ -s "$file" ] || { echo "package_test: $file is missing" >&2; exit 1; }
done
bash -c 'source /usr/share/bash-completion/completions/pgnlint; complete -p pgnlint' > /dev/null
grep -q '^License: MIT$' /usr/share/doc/pgnlint/copyright &&
  grep -q '^ Permission is hereby granted' /usr/share/doc/pgnlint/copyright ||
  { echo "package_test: the copyright file does not carry the MIT licence" >&2; exit 1; }
zcat /usr/share/doc/pgnlint/changelog.gz | grep -q '^# pgnlint news' ||
  { echo "package_test: the changelog is not NEWS.md" >&2; exit 1; }
echo "package_test: $(basename "$deb") installed, ran, showed its manual page and completions"
"${as_root[@]}" dpkg --purge pgnlint > /dev/null
trap - EXIT
[ ! -e /usr/bin/pgnlint ] || { echo "package_test: /usr/bin/pgnlint left behind" >&2; exit 1; }
echo "package_test: removed"
