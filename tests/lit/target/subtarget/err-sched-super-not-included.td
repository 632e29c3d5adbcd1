// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A unit of the model whose Super is in no model and used by no WriteRes:
// the super resource is not among the model's resources.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WA]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
// CHECK: [[@LINE+1]]:5: error: ProcResource def is not included in the ProcResources list for M
def Top : ProcResource<4>;
let SchedModel = M in {
def Low : ProcResource<1> { let Super = Top; }
def Other : ProcResource<1>;
def : WriteRes<WA, [Other]> { let Latency = 1; }
}
def : ProcessorModel<"cpu", M, []>;
