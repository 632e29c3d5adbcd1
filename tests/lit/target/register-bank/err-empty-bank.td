// RUN: not %tblgen -gen-register-bank -I %llvminc -I %S %s 2>&1 | FileCheck %s
//
// A bank naming no class: llvm-tblgen 22 crashes (SIGSEGV) when it writes
// the bank's size, so there is no DIFF line; tblgen reports the bank.

include "Inputs/MyTarget.td"
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def GPRBank : RegisterBank<"GPRB", [GPR]>;
def EmptyBank : RegisterBank<"E", []>;

// CHECK: err-empty-bank.td:[[@LINE-2]]:5: error: register bank 'EmptyBank' covers no register class
