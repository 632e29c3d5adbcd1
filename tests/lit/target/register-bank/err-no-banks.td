// RUN: not %tblgen -gen-register-bank -I %llvminc -I %S %s 2>&1 | FileCheck %s
//
// A target without register banks: llvm-tblgen 22 crashes (a division by
// zero), so there is no DIFF line; tblgen reports it at the Target def.

include "llvm/Target/Target.td"
def MyInstrInfo : InstrInfo;
def My : Target { let InstructionSet = MyInstrInfo; }
let Namespace = "My" in def R0 : Register<"r0">;
def GPR : RegisterClass<"My", [i32], 32, (add R0)>;

// CHECK: err-no-banks.td:[[@LINE-4]]:5: error: -gen-register-bank: the target defines no RegisterBank
