#!/bin/sh
# The install test (ctest "install-package"): installs the build into a
# fresh prefix, builds the example backend against the installed package
# (find_package(tblgen)), and builds a project that generates .inc files with
# LLVM 22's tablegen() twice, with LLVM_TABLEGEN_EXE set to the installed
# tblgen and to llvm-tblgen, whose outputs must be identical.
#
#   tests/install/install-test.sh BUILD_DIR WORK_DIR [cmake options for the projects...]
set -eu
build=$1
work=$2
shift 2
src=$(cd "$(dirname "$0")/../.." && pwd)
ref=/usr/lib/llvm-22/bin/llvm-tblgen
prefix=$work/prefix

step() { echo "install-test: $*"; }
fail() { echo "install-test: FAIL: $*" >&2; exit 1; }
quiet() { # runs a command, showing its output only when it fails
  if ! "$@" > "$work/last.log" 2>&1; then
    cat "$work/last.log" >&2
    fail "$*"
  fi
}

rm -rf "$work"
mkdir -p "$work"

step "cmake --install $build --prefix $prefix"
quiet cmake --install "$build" --prefix "$prefix"
for f in bin/tblgen bin/clang-tblgen bin/mlir-tblgen include/tblgen/Record.h include/tblgen/Backend.h \
         lib/cmake/tblgen/tblgenConfig.cmake lib/cmake/tblgen/tblgenTargets.cmake; do
  [ -e "$prefix/$f" ] || fail "not installed: $f"
done
"$prefix/bin/tblgen" --version > /dev/null || fail "the installed tblgen does not run"
"$prefix/bin/clang-tblgen" --help | grep -q -- '--gen-clang-diags-defs' \
  || fail "the installed clang-tblgen does not act as clang-tblgen"
"$prefix/bin/mlir-tblgen" --help | grep -q -- '--gen-pass-decls' \
  || fail "the installed mlir-tblgen does not act as mlir-tblgen"

step "the example backend against the installed package"
quiet cmake -S "$src/examples/backend-skeleton" -B "$work/skeleton" \
  -DCMAKE_PREFIX_PATH="$prefix" "$@"
quiet cmake --build "$work/skeleton"
quiet ctest --test-dir "$work/skeleton" --output-on-failure
"$work/skeleton/tblgen-skeleton" --help | grep -q -- '-gen-address-modes' \
  || fail "tblgen-skeleton does not offer -gen-address-modes"
"$work/skeleton/tblgen-skeleton" --help | grep -q -- '-gen-register-info' \
  || fail "tblgen-skeleton lacks the built-in backends"

step "LLVM's tablegen() with the installed tblgen and with llvm-tblgen"
[ -x "$ref" ] || fail "reference not found: $ref (scripts/install-deps.sh)"
for tool in tblgen ref; do
  exe=$prefix/bin/tblgen
  [ "$tool" = ref ] && exe=$ref
  quiet cmake -S "$src/tests/install/drop-in" -B "$work/drop-in-$tool" \
    -DLLVM_TABLEGEN_EXE="$exe" "$@"
  quiet cmake --build "$work/drop-in-$tool"
done
n=0
for f in "$work"/drop-in-ref/*.inc; do
  name=$(basename "$f")
  cmp -s "$f" "$work/drop-in-tblgen/$name" || fail "$name differs from llvm-tblgen's"
  n=$((n + 1))
done
[ "$n" -ge 10 ] || fail "only $n .inc files generated"
step "PASS ($n .inc files identical)"
