// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// ProcessorAlias names (a class targets may define) join the CPU names.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
class ProcessorAlias<string n, string a> { string Name = n; string Alias = a; }
def : Processor<"x", NoItineraries, []>;
def : Processor<"b", NoItineraries, []>;
def : ProcessorAlias<"c", "x">;

// CHECK:      extern const llvm::StringRef ToyNames[] = {
// CHECK-NEXT: "b",
// CHECK-NEXT: "c",
// CHECK-NEXT: "x"};
// CHECK:      ArrayRef(ToyNames, 3), {}, ArrayRef(ToySubTypeKV, 2),
