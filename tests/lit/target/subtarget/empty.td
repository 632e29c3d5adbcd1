// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// No features, no processors: empty tables, {} for the table arguments.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

// CHECK:      namespace llvm {
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm
// CHECK:      static const llvm::MCSchedModel NoSchedModel = {
// CHECK:      extern const llvm::SubtargetSubTypeKV ToySubTypeKV[] = {
// CHECK-NEXT: };
// CHECK:      extern const llvm::StringRef ToyNames[] = {
// CHECK-NEXT: };
// CHECK:      new ToyGenMCSubtargetInfo(TT, CPU, TuneCPU, FS, {}, {}, {},
// CHECK:      void llvm::ToySubtarget::ParseSubtargetFeatures(
// CHECK-NOT:  InitMCProcessorInfo
// CHECK:      TargetSubtargetInfo(TT, CPU, TuneCPU, FS, {}, {}, {},
