// RUN: %tblgen -gen-target-features -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-target-features -I /usr/include/llvm-22
//
// CPUs by name with their features; tune features, scheduling models and
// itineraries are not part of this table.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def FMul : SubtargetFeature<"mul", "HasMul", "true", "multiply">;
def FFP : SubtargetFeature<"fp", "HasFP", "true", "floating point", [FMul]>;
def TSlow : SubtargetFeature<"slow", "IsSlow", "true", "tuning">;
def Itin : ProcessorItineraries<[], [], []>;
def Model : SchedMachineModel { let CompleteModel = 0; }
def : ProcessorModel<"toy-2", Model, [FFP], [TSlow]>;
def : Processor<"generic", NoItineraries, []>;
def : Processor<"toy-1", Itin, [FMul, TSlow]>;

// CHECK:      enum {
// CHECK-NEXT:   FFP = 0,
// CHECK-NEXT:   FMul = 1,
// CHECK-NEXT:   TSlow = 2,
// CHECK:      extern const llvm::BasicSubtargetSubTypeKV BasicToySubTypeKV[] = {
// CHECK-NEXT:  { "generic", { { { 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, } } } },
// CHECK-NEXT:  { "toy-1", { { { 0x6ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, } } } },
// CHECK-NEXT:  { "toy-2", { { { 0x1ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, } } } },
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace llvm
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_SUBTARGETFEATURES_KV
