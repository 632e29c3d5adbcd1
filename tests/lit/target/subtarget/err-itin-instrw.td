// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: InstRW with itineraries is not implemented yet
// when no processor uses a machine model (the InstRW's model M is unused).

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def IIA : InstrItinClass;
def WriteA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def A : Instruction { let Itinerary = IIA; }
def Itins : ProcessorItineraries<[U0], [], [InstrItinData<IIA, [InstrStage<1, [U0]>]>]>;
def M : SchedMachineModel;
def : Processor<"cpu", Itins, []>;
// CHECK: [[@LINE+1]]:1: error: -gen-subtarget: InstRW definitions together with itineraries are not implemented yet
def : InstRW<[WriteA], (instrs A)> { let SchedModel = M; }
