// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A WriteRes of a used write naming a kind whose units are defined apart:
// the model finds the units, but the tables look the kind up by itself.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
def WB : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WA]>;
def I2 : Instruction, Sched<[WB]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
// CHECK: [[@LINE+1]]:5: error: No ProcessorResources associated with ALUKind
def ALUKind : ProcResourceKind;
let SchedModel = M in {
def ALUUnits : ProcResourceUnits<ALUKind, 2>;
def Other : ProcResource<1>;
def : WriteRes<WA, [ALUKind]> { let Latency = 1; }
def : WriteRes<WB, [Other]> { let Latency = 2; }
}
def : ProcessorModel<"cpu", M, []>;
