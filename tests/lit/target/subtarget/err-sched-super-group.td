// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// The tables look a super resource up among processor resource units only:
// a group as Super is reported at the unit.

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
let SchedModel = M in {
def Other : ProcResource<1>;
def Other2 : ProcResource<1>;
def G : ProcResGroup<[Other, Other2]>;
// CHECK: [[@LINE+1]]:5: error: No ProcessorResources associated with G
def Low : ProcResource<1> { let Super = G; }
def : WriteRes<WA, [Low]> { let Latency = 1; }
}
def : ProcessorModel<"cpu", M, []>;
