// RUN: not %tblgen -gen-register-bank -I %llvminc %s 2>&1 | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// Register banks need a Target def.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"My", [i32], 32, (add R0)>;
def GPRBank : RegisterBank<"GPRB", [GPR]>;

// CHECK: error: No 'Target' subclasses defined!
