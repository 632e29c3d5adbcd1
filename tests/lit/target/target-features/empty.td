// RUN: %tblgen -gen-target-features -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-target-features -I /usr/include/llvm-22
//
// No features, no processors: no enum, no feature table, an empty CPU
// table.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

// CHECK:      #ifdef GET_SUBTARGETFEATURES_ENUM
// CHECK-NEXT: #undef GET_SUBTARGETFEATURES_ENUM
// CHECK-EMPTY:
// CHECK-NEXT: namespace llvm {
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm
// CHECK:      namespace llvm {
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: // Sorted (by key) array of values for CPU subtype.
// CHECK-NEXT: extern const llvm::BasicSubtargetSubTypeKV BasicToySubTypeKV[] = {
// CHECK-NEXT: };
