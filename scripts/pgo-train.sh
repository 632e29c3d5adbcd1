#!/usr/bin/env bash
# Training runs for the profile-guided build (CMake option TBLGEN_PGO): runs
# an instrumented tblgen ($1) over a mix of real and generated inputs so
# that GCC learns which paths are hot. Outputs go to the work directory ($2)
# and are thrown away; only the profile counters the runs leave matter.
#
# The mix: LLVM's Target.td (Intrinsics.td included) through the front end
# and the intrinsic backends, the bundled Toy target through every target
# backend, MLIR and LLVM files through the record printers, and generated
# targets (bench/gen_*.py, smaller than the benchmarks' inputs) through the
# selection, scheduling and MC backends.
set -euo pipefail
TBLGEN=$1
WORK=$2
SRC=$(cd "$(dirname "$0")/.." && pwd)
INC=/usr/include/llvm-22
mkdir -p "$WORK"
cd "$WORK"

run() { "$TBLGEN" "$@" -o "$WORK/out.inc" > /dev/null 2>&1 || true; }

if [ ! -f "$INC/llvm/Target/Target.td" ]; then
  echo "pgo-train: $INC/llvm/Target/Target.td not found (llvm-22-dev); the profile covers less" >&2
else
  echo 'include "llvm/Target/Target.td"' > target.td
  run -I "$INC" -null-backend target.td
  run -I "$INC" -gen-intrinsic-impl "$INC/llvm/IR/Intrinsics.td"
  run -I "$INC" --dump-json "$INC/llvm/IR/Intrinsics.td"
  run -I "$INC" "$INC/llvm/IR/Intrinsics.td"
  run -I "$INC" -gen-runtime-libcalls "$INC/llvm/IR/RuntimeLibcalls.td"
  python3 "$SRC/bench/gen_patterns.py" --groups 6 -o patterns.td > /dev/null
  python3 "$SRC/bench/gen_sched_target.py" --procs 5 --instrs 2500 --instrws 50 -o sched.td
  python3 "$SRC/bench/gen_instructions.py" --r-majors 3 -o instrs.td
  for B in -gen-dag-isel -gen-global-isel -gen-instr-info -gen-fast-isel; do
    run -I "$INC" "$B" patterns.td
  done
  run -I "$INC" -gen-subtarget sched.td
  for B in -gen-asm-writer -gen-emitter -gen-disassembler -gen-asm-matcher \
           -gen-compress-inst-emitter -gen-register-info; do
    run -I "$INC" "$B" instrs.td
  done
  # The bundled target through all its actions (one batch run).
  (cd "$SRC" && sed "s|-o build/example/|-o $WORK/|" examples/Toy/Toy.batch > "$WORK/toy.batch")
  (cd "$SRC" && "$TBLGEN" --batch "$WORK/toy.batch" > /dev/null 2>&1 || true)
fi
# Record printers on MLIR and LLVM files.
for F in /usr/lib/llvm-22/include/mlir/Dialect/Arith/IR/ArithOps.td \
         /usr/lib/llvm-22/include/mlir/Dialect/LLVMIR/LLVMOps.td \
         "$INC/llvm/Frontend/OpenMP/OMP.td"; do
  [ -f "$F" ] || continue
  run -I "$INC" -I /usr/lib/llvm-22/include "$F"
  run -I "$INC" -I /usr/lib/llvm-22/include --print-detailed-records "$F"
done
[ -f "$INC/llvm/Frontend/OpenMP/OMP.td" ] && run -I "$INC" -gen-directive-impl "$INC/llvm/Frontend/OpenMP/OMP.td"
exit 0
