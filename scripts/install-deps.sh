#!/bin/sh
# Installs what building and testing tblgen needs (Debian 12): the toolchain,
# GoogleTest, Google Benchmark, mimalloc, Python, LLVM 22 (the reference llvm-tblgen,
# lit, FileCheck, the .td files the conformance tests use, and the CMake modules
# whose tablegen() function the install test drives), the reference
# clang-tblgen and mlir-tblgen (clang-tools-22, mlir-22-tools), the .inc
# files Clang 22 installs (libclang-22-dev: the golden outputs that
# ../shared/clang/check-reference.sh compares with), and clang 14
# with its runtime libraries (libFuzzer, for the fuzz targets in tests/fuzz).
# Idempotent and quiet: installs only what is missing, and runs
# `apt-get update` only then. Needs root (or sudo) when something is missing.
set -eu

pkgs="cmake ninja-build g++ libgtest-dev libbenchmark-dev libmimalloc-dev python3 \
llvm-22 llvm-22-dev llvm-22-tools libmlir-22-dev llvm-22-examples \
clang-tools-22 mlir-22-tools libclang-22-dev clang-14 libclang-rt-14-dev"

missing=""
for p in $pkgs; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo -n"
else
  echo "install-deps.sh: missing packages:$missing (run as root to install them)" >&2
  exit 1
fi

echo "install-deps.sh: installing$missing" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
