// RUN: not %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// The output instruction must be strictly smaller.

include "compress.td"

def : CompressPat<(C_MV GPRNoX0:$rd, GPRNoX0:$rs2), (ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2)>;

// CHECK: err-not-smaller.td:[[@LINE-2]]:1: error: Compressed instruction 'ADD'is not strictly smaller than the uncompressed instruction 'C_MV' !
