#!/bin/sh
# Runs tblgen on the example target: every line of examples/Toy/Toy.batch
# (each line is an llvm-tblgen command line without the program name, with
# paths relative to the repository root): the generated files land in
# build/example/. tblgen runs the file with --batch (one parse for all
# lines); a tool without --batch (llvm-tblgen) runs once per line.
# Usage: examples/run-example.sh [TBLGEN] (default
# build/bin/tblgen; give /usr/lib/llvm-22/bin/llvm-tblgen for the reference).
set -eu
cd "$(dirname "$0")/.."
tool=${1:-build/bin/tblgen}
mkdir -p build/example
if "$tool" --help 2>/dev/null | grep -q -- '--batch'; then
  # tblgen: one process, one parse of Toy.td shared by every line.
  "$tool" --batch examples/Toy/Toy.batch
else
  set -f # the lines hold no patterns: split them on blanks only
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    # shellcheck disable=SC2086
    "$tool" $line
  done < examples/Toy/Toy.batch
fi
echo "examples/run-example.sh: $(wc -l < examples/Toy/Toy.batch) actions, output in build/example/:"
ls build/example
