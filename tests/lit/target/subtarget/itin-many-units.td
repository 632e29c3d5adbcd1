// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Many units and classes, made with foreach.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
foreach i = 0...9 in
  def U#i : FuncUnit;
foreach i = 0...11 in {
  def II#i : InstrItinClass;
  let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in
  def I#i : Instruction { let Itinerary = !cast<InstrItinClass>("II"#i); }
}
def Big : ProcessorItineraries<[U0, U1, U2, U3, U4, U5, U6, U7, U8, U9], [], [
  InstrItinData<II0, [InstrStage<1, [U0, U1, U2, U3]>, InstrStage<1, [U9]>], [2, 1]>,
  InstrItinData<II3, [InstrStage<4, [U4], 1>, InstrStage<1, [U5, U6]>], [5, 1]>,
  InstrItinData<II5, [InstrStage<1, [U7]>], [1], [], 3>,
  InstrItinData<II11, [InstrStage<1, [U8]>, InstrStage<1, [U7]>, InstrStage<1, [U9]>]>]>;
def : Processor<"big", Big, []>;

// CHECK: { 1, BigFU::U0 | BigFU::U1 | BigFU::U2 | BigFU::U3, -1, (llvm::InstrStage::ReservationKinds)0 },
