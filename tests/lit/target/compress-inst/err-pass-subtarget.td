// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs -D NO_STI %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs -D NO_STI
//
// The functions take the subtarget: the AsmWriter must pass it.

include "compress.td"

def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2)>;

// CHECK: compress.td:86:5: error: 'PassSubtarget' is false. SubTargetInfo object is needed for target features.
