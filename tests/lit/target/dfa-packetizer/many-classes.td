// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// More than 32 classes: the index table wraps every 32 entries.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def U1 : FuncUnit;
def U2 : FuncUnit;
foreach i = 0...39 in {
  def II#i : InstrItinClass;
  let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
  def I#i : Instruction { let Itinerary = !cast<InstrItinClass>("II"#i); }
}
def Itins : ProcessorItineraries<[U0, U1, U2], [], [
  InstrItinData<II0, [InstrStage<1, [U0]>]>,
  InstrItinData<II7, [InstrStage<1, [U1, U2]>]>,
  InstrItinData<II13, [InstrStage<1, [U0, U2]>, InstrStage<1, [U1]>]>,
  InstrItinData<II35, [InstrStage<1, [U2]>]>]>;
def Other : ProcessorItineraries<[U2, U0], [], [
  InstrItinData<II1, [InstrStage<1, [U0]>]>,
  InstrItinData<II39, [InstrStage<2, [U2, U0]>]>]>;
def : Processor<"a", Itins, []>;
def : Processor<"b", Other, []>;

// CHECK: constexpr unsigned ToyResourceIndices[] = {
