// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// Itinerary data for classes no instruction uses is ignored; when two
// entries name one class, the later one counts.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def U1 : FuncUnit;
def IIA : InstrItinClass;
def IIB : InstrItinClass;
def IIUnused : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in {
def A : Instruction { let Itinerary = IIA; }
def B : Instruction { let Itinerary = IIB; }
}
def Itins : ProcessorItineraries<[U0, U1], [], [
  InstrItinData<IIUnused, [InstrStage<1, [U0]>]>,
  InstrItinData<IIA, [InstrStage<1, [U0]>]>,
  InstrItinData<IIA, [InstrStage<1, [U1]>]>,
  InstrItinData<IIB, [InstrStage<1, [U0, U1]>]>]>;
def : Processor<"cpu", Itins, []>;

// CHECK: // Generated DFA has
