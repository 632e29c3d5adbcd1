#!/bin/sh
# Runs tblgen on the example target, once per line of examples/Toy/Toy.batch
# (each line is an llvm-tblgen command line without the program name, with
# paths relative to the repository root): the generated files land in
# build/example/. Usage: examples/run-example.sh [TBLGEN] (default
# build/bin/tblgen; give /usr/lib/llvm-22/bin/llvm-tblgen for the reference).
set -eu
cd "$(dirname "$0")/.."
tool=${1:-build/bin/tblgen}
mkdir -p build/example
set -f # the lines hold no patterns: split them on blanks only
while IFS= read -r line; do
  [ -n "$line" ] || continue
  # shellcheck disable=SC2086
  "$tool" $line
done < examples/Toy/Toy.batch
echo "examples/run-example.sh: $(wc -l < examples/Toy/Toy.batch) actions, output in build/example/:"
ls build/example
