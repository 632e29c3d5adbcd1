// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
foreach I = 1-384 in
  def F#I : SubtargetFeature<"f"#I, "Field"#I, "true", "feature">;

// CHECK: error: Too many subtarget features! Bump MAX_SUBTARGET_FEATURES.
