// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Macro fusions are features; the subtarget lists those enabled.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F1 : SubtargetFeature<"a", "A", "true", "A">;
def FuseB : SimpleFusion<"fuse-b", "HasFuseB", "fusion b", CheckOpcode<[]>, CheckOpcode<[]>>;
def FuseA : SimpleFusion<"fuse-a", "HasFuseA", "fusion a", CheckOpcode<[]>, CheckOpcode<[]>>;

// CHECK:      std::vector<MacroFusionPredTy> getMacroFusions() const override;
// CHECK-NEXT: };
// CHECK:      std::vector<MacroFusionPredTy> ToyGenSubtargetInfo::getMacroFusions() const {
// CHECK-NEXT:   std::vector<MacroFusionPredTy> Fusions;
// CHECK-NEXT:   if (hasFeature(Toy::FuseA)) Fusions.push_back(llvm::isFuseA);
// CHECK-NEXT:   if (hasFeature(Toy::FuseB)) Fusions.push_back(llvm::isFuseB);
// CHECK-NEXT:   return Fusions;
// CHECK-NEXT: }
