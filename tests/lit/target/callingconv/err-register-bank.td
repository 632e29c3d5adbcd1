// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// llvm-tblgen builds the whole register bank before writing any calling
// convention: a register class whose members cannot be evaluated fails the
// run, even though no convention names it.

include "target.td"

def Bad : RegisterClass<"Toy", [i32], 32, (sequence "R%u", 0, 20)>;
def CC : CallingConv<[CCAssignToReg<[R0]>]>;

// CHECK: err-register-bank.td:[[@LINE-3]]:5: error: No def named 'R16': (sequence "R%u", 0, 20)
