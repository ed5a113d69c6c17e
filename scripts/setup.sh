#!/usr/bin/env bash
# Installs the Debian 12 packages pgnlint needs to build and test, if any are missing (python3:
# some shell tests read JSON with it).
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  libcli11-dev libfmt-dev libsimdjson-dev libgtest-dev
  zlib1g-dev libzstd-dev libbz2-dev
  libtomlplusplus-dev
  clang libclang-rt-14-dev
  gzip zstd bzip2 xz-utils zip unzip patch git
  pgn-extract
  dpkg-dev file man-db groff-base zsh fish
  parallel rsync python3
  chromium
)

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
