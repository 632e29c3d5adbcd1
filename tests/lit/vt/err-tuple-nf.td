// A RISC-V vector tuple type needs a number of fields (llvm-tblgen divides
// by zero, so there is no DIFF line).
//
// RUN: not %tblgen -I %S/Inputs --gen-vt %s 2>&1 | FileCheck %s

include "vt-classes.td"

def i8 : VTInt<8>;
// CHECK: [[@LINE+1]]:5: error: RISC-V vector tuple type 'riscv_bad' must have a non-zero NF
def riscv_bad : VTVecTup<64, 0, i8>;
