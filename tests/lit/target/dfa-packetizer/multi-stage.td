// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// Multi-cycle stages, stages with explicit time increments and reserved
// stages: the automaton only looks at which units each stage may use.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def FetchU : FuncUnit;
def Alu0 : FuncUnit;
def Alu1 : FuncUnit;
def MulU : FuncUnit;
def WB : FuncUnit;
def IIAlu : InstrItinClass;
def IIMul : InstrItinClass;
def IIDiv : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADD : Instruction { let Itinerary = IIAlu; }
def MUL : Instruction { let Itinerary = IIMul; }
def DIV : Instruction { let Itinerary = IIDiv; }
}
def Itins : ProcessorItineraries<[FetchU, Alu0, Alu1, MulU, WB], [], [
  InstrItinData<IIAlu, [InstrStage<1, [FetchU]>, InstrStage<1, [Alu0, Alu1]>,
                        InstrStage<1, [WB]>], [2, 1]>,
  InstrItinData<IIMul, [InstrStage<1, [FetchU], 0>, InstrStage<3, [MulU]>,
                        InstrStage<1, [WB], -1, Reserved>], [4, 1]>,
  InstrItinData<IIDiv, [InstrStage<10, [MulU, Alu1]>, InstrStage<2, [Alu0]>]>]>;
def : Processor<"pipe", Itins, []>;

// CHECK: // Input NFA has
