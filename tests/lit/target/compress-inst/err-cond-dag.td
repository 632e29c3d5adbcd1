// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// An assembler predicate of the pattern must combine SubtargetFeatures with all_of or any_of.

include "compress.td"

def BadP : Predicate<"">, AssemblerPredicate<(all_of HasC), "x">;
def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2), [BadP]>;

// CHECK: err-cond-dag.td:[[@LINE-3]]:5: error: Invalid AssemblerCondDag!
