#!/usr/bin/env bash
# Installs the Debian 12 packages pgnlint needs, if any are missing: to build the program alone
# (`scripts/setup.sh`, what the README's quick start runs), or also to build and run the whole test
# suite (`scripts/setup.sh --tests`, what scripts/test.sh runs). This file is the one list of them.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  libcli11-dev libfmt-dev libsimdjson-dev
  zlib1g-dev libzstd-dev libbz2-dev
  libtomlplusplus-dev
)
case "${1:-}" in
  "") ;;
  --tests)
    # GoogleTest; clang's libFuzzer; the compressors, patch and git the tests drive; the peers and
    # tools end-to-end tests run (pgn-extract, the package tools, the man page, the shells whose
    # completions are checked, GNU parallel, python3 for JSON in shell tests, chromium for the html
    # report, and Slurm with munge for the one-node cluster merge.slurm_array starts).
    packages+=(
      libgtest-dev
      clang libclang-rt-14-dev
      gzip zstd bzip2 xz-utils zip unzip patch git
      pgn-extract
      dpkg-dev file man-db groff-base zsh fish
      parallel rsync python3
      slurm-wlm munge
      chromium
    )
    ;;
  *)
    echo "usage: scripts/setup.sh [--tests]" >&2
    exit 2
    ;;
esac

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  as_root=(sudo)
fi
echo "setup: installing ${missing[*]}" >&2
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
