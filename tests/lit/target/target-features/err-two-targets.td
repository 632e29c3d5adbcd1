// RUN: not %tblgen -gen-target-features -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features -I /usr/include/llvm-22

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def Toy2 : Target { let InstructionSet = ToyInstrInfo; }

// CHECK: error: Multiple subclasses of Target defined!
