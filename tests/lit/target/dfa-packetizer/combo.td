// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// A combo unit also takes the units it stands for, and only when they are
// all free.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def S0 : FuncUnit;
def S1 : FuncUnit;
def S2 : FuncUnit;
def S3 : FuncUnit;
def S01 : FuncUnit;
def S23 : FuncUnit;
def : ComboFuncUnits<[ComboFuncData<S01, [S0, S1]>, ComboFuncData<S23, [S2, S3]>]>;
def IIAlu : InstrItinClass;
def IIWide : InstrItinClass;
def IIMem : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in {
def ADD : Instruction { let Itinerary = IIAlu; }
def WIDE : Instruction { let Itinerary = IIWide; }
def LD : Instruction { let Itinerary = IIMem; }
}
def Itins : ProcessorItineraries<[S0, S1, S2, S3, S01, S23], [], [
  InstrItinData<IIAlu, [InstrStage<1, [S0, S1, S2, S3]>]>,
  InstrItinData<IIWide, [InstrStage<1, [S01, S23]>]>,
  InstrItinData<IIMem, [InstrStage<1, [S2, S3]>]>]>;
def : Processor<"vliw4", Itins, []>;

// CHECK: constexpr unsigned ToyResourceIndices[] = {
// CHECK: // Generated DFA has
