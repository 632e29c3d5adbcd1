// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Features without a command-line name get a bit and a field assignment
// but no table row; two of them may share the empty name.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F1 : SubtargetFeature<"", "A", "true", "A">;
def F2 : SubtargetFeature<"", "B", "true", "A">;

// CHECK-NOT:  ToyFeatureKV[] = {
// CHECK:      if (Bits[Toy::F1]) A = true;
// CHECK:      TargetSubtargetInfo(TT, CPU, TuneCPU, FS, {}, {}, {},
