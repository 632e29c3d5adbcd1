// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A pattern that mentions null_frag is no pattern: LDN's flags come from
// the Pat record that loads, not from its own (null) pattern.

include "toy-remap.td"

def LDN : ToyInst<(outs GPR:$d), (ins GPR:$p), "", [(set GPR:$d, (null_frag GPR:$p))]>;
def : Pat<(i32 (load GPR:$p)), (LDN GPR:$p)>;

// CHECK: MCID::MayLoad{{.*}} // LDN
