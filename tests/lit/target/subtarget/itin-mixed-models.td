// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Itineraries beside machine models: a SchedMachineModel with itineraries,
// a processor naming itineraries directly, one with neither. Scheduling
// classes are keyed by itinerary class and SchedRW list together.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def U1 : FuncUnit;
def IIAlu : InstrItinClass;
def IIMem : InstrItinClass;
def WriteALU : SchedWrite;
def WriteMem : SchedWrite;
def ReadALU : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADD : Instruction, Sched<[WriteALU, ReadALU]> { let Itinerary = IIAlu; }
def SUB : Instruction, Sched<[WriteALU]> { let Itinerary = IIAlu; }
def LD : Instruction, Sched<[WriteMem]> { let Itinerary = IIMem; }
def NOP : Instruction { let Itinerary = IIAlu; }
def ST : Instruction, Sched<[WriteMem]>;
}
def ToyItins : ProcessorItineraries<[U0, U1], [], [
  InstrItinData<IIAlu, [InstrStage<1, [U0, U1]>], [2, 1]>,
  InstrItinData<IIMem, [InstrStage<2, [U1]>], [3]>]>;
def OldItins : ProcessorItineraries<[U0], [], [
  InstrItinData<IIAlu, [InstrStage<1, [U0]>], [1, 1]>]>;
def M1 : SchedMachineModel { let Itineraries = ToyItins; let IssueWidth = 2; let CompleteModel = 0; }
def M2 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M1 in {
def P0 : ProcResource<2>;
def : WriteRes<WriteALU, [P0]>;
def : WriteRes<WriteMem, [P0]> { let Latency = 3; }
def : ReadAdvance<ReadALU, 1>;
}
let SchedModel = M2 in {
def Q0 : ProcResource<1>;
def : WriteRes<WriteALU, [Q0]>;
def : WriteRes<WriteMem, [Q0]> { let Latency = 4; }
def : ReadAdvance<ReadALU, 0>;
}
def : ProcessorModel<"m1", M1, []>;
def : Processor<"old", OldItins, []>;
def : ProcessorModel<"m2", M2, []>;
def : Processor<"generic", NoItineraries, []>;

// CHECK: static constexpr llvm::InstrItinerary ToyItins[] = {
// CHECK: static constexpr llvm::InstrItinerary OldItins[] = {
// CHECK: static const llvm::MCSchedModel M1 = {
// CHECK:   ToyItins,
// CHECK: static const llvm::MCSchedModel OldItinsModel = {
