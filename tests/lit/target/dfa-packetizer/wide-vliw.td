// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// A wider machine: four slots, two of them for memory, and instructions
// taking one or two of them.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def SLOT0 : FuncUnit;
def SLOT1 : FuncUnit;
def SLOT2 : FuncUnit;
def SLOT3 : FuncUnit;
def CVI : FuncUnit;
def IIAlu : InstrItinClass;
def IILd : InstrItinClass;
def IISt : InstrItinClass;
def IIVec : InstrItinClass;
def IIJmp : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in {
def ADD : Instruction { let Itinerary = IIAlu; }
def LD : Instruction { let Itinerary = IILd; }
def ST : Instruction { let Itinerary = IISt; }
def VADD : Instruction { let Itinerary = IIVec; }
def JMP : Instruction { let Itinerary = IIJmp; }
}
def V4 : ProcessorItineraries<[SLOT0, SLOT1, SLOT2, SLOT3, CVI], [], [
  InstrItinData<IIAlu, [InstrStage<1, [SLOT0, SLOT1, SLOT2, SLOT3]>]>,
  InstrItinData<IILd, [InstrStage<1, [SLOT0, SLOT1]>]>,
  InstrItinData<IISt, [InstrStage<1, [SLOT0]>]>,
  InstrItinData<IIVec, [InstrStage<1, [SLOT2, SLOT3]>, InstrStage<1, [CVI]>]>,
  InstrItinData<IIJmp, [InstrStage<1, [SLOT2]>]>]>;
def : Processor<"v4", V4, []>;
def : Processor<"v4b", V4, []>;

// CHECK: // Generated DFA has
