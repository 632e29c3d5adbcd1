// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// An empty any_of is invalid too.

include "compress.td"

def BadP : Predicate<"">, AssemblerPredicate<(any_of), "x">;
def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2), [BadP]>;

// CHECK: err-cond-dag-empty.td:[[@LINE-3]]:5: error: Invalid AssemblerCondDag!
