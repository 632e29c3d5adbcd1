// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Two features may not share a command-line name; the later one is reported.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

// CHECK: [[@LINE+3]]:5: error: Feature `a` is already defined.
// CHECK: [[@LINE+1]]:5: note: Previous definition here.
def Fz : SubtargetFeature<"a", "A", "true", "A">;
def Fa : SubtargetFeature<"a", "B", "true", "B">;
