#!/usr/bin/env bash
# Builds tblgen with AddressSanitizer and UndefinedBehaviorSanitizer (the
# "asan" CMake preset: -DTBLGEN_SANITIZE=ON, -O1 -g1 with assertions, in
# build-asan/) and runs the whole test suite under it: unit tests, lit,
# difftest and the fixed-seed random differential batch (randdiff). Any
# sanitizer report fails the run: ASan aborts on the first error, UBSan
# halts on the first error, and leaks are reported at exit.
#
#   scripts/run-sanitized-tests.sh [ctest arguments...]
#
# e.g. scripts/run-sanitized-tests.sh -R lit
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${BUILD_DIR:-build-asan}
JOBS=${JOBS:-$(nproc)}

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

# Note: ASan mishandles an exception thrown with more than 64 MiB of stack
# in use (it skips __asan_handle_no_return, and false reports may follow).
# The parser's nesting limits therefore end the parse without throwing
# (Parser::abandon), so the deep-nesting tests run here too.

# -O1 -g1 without -DNDEBUG: quick to build, assertions on, usable stacks.
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1" -DTBLGEN_SANITIZE=ON >/dev/null
cmake --build "$BUILD_DIR" -j "$JOBS"
# install-package checks the install rules and the CMake package, which the
# release build's ctest covers; a sanitized tree is not a package to install.
# targetmut and manifestmut (runs of real inputs' backends) stay with the
# release build: under the sanitizers they would take minutes of the CI's
# budget.
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$JOBS" -E '^(install-package|targetmut|manifestmut-clang|manifestmut-mlir)$' "$@"
