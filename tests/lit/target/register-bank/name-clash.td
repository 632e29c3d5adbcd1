// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s 2>&1 >/dev/null | FileCheck %s
// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s 2>/dev/null | FileCheck %s --check-prefix=OUT
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// A bank named like a class (ignoring case) is warned about, and the
// output is still written.

include "Inputs/MyTarget.td"
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def GPRBank : RegisterBank<"gpr", [GPR]>;

// CHECK: name-clash.td:[[@LINE-2]]:5: warning: Register bank names should be distinct from register classes to avoid ambiguous MIR
// CHECK: name-clash.td:[[@LINE-3]]:5: note: RegisterBank was declared here
// CHECK: name-clash.td:[[@LINE-5]]:5: note: RegisterClass was declared here
// OUT: #endif // GET_TARGET_REGBANK_IMPL
