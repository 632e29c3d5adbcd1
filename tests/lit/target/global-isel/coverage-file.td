// RUN: %tblgen -gen-global-isel -gisel-coverage-file=%t.missing -I /usr/include/llvm-22 -I %S/Inputs %s -o %t.out 2>&1 | FileCheck %s
// RUN: FileCheck --check-prefix=OUT %s < %t.out
// DIFF: -gen-global-isel -gisel-coverage-file=/nonexistent/gisel.cov -I /usr/include/llvm-22 -I %S/Inputs
//
// -gisel-coverage-file naming a file that cannot be read: a warning, and
// the table as without coverage data.

include "gi.td"

def ADDrr : GiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;

// CHECK: warning: Missing rule coverage data
// OUT: GIR_MutateOpcode, /*InsnID*/0, /*RecycleInsnID*/0, /*Opcode*/GIMT_Encode2(Gi::ADDrr),
