// RUN: not %tblgen -gen-target-features -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-target-features -I /usr/include/llvm-22
//
// 384 features leave no spare bit; the count is checked before any
// feature's fields are read.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
foreach I = 1-383 in
  def F#I : SubtargetFeature<"f"#I, "Field"#I, "true", "feature">;
def FBad : SubtargetFeature<"", "Bad", "true", "no name"> { string Name = ?; }

// CHECK: error: Too many subtarget features! Bump MAX_SUBTARGET_FEATURES.
