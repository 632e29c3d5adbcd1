// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A unit whose Super is a kind with units defined apart: the resource
// table looks the super resource up by itself.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
def WB : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WB]>;
def I2 : Instruction, Sched<[WB]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
def ALUKind : ProcResourceKind;
let SchedModel = M in {
def ALUUnits : ProcResourceUnits<ALUKind, 2>;
// CHECK: [[@LINE+1]]:5: error: No ProcessorResources associated with ALUKind
def Other : ProcResource<1> { let Super = ALUKind; }
def : WriteRes<WB, [Other]> { let Latency = 2; }
}
def : ProcessorModel<"cpu", M, []>;
