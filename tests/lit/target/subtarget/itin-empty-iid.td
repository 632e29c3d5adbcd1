// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Itineraries that describe no instruction class are no model: the
// processor keeps NoSchedModel and no itinerary table is written.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def IIA : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def A : Instruction { let Itinerary = IIA; }
def Empty : ProcessorItineraries<[U0], [], []>;
def : Processor<"cpu", Empty, []>;

// CHECK: { "cpu", {{.*}}&NoSchedModel },
// CHECK: nullptr, nullptr, nullptr) {}
