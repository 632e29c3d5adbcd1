// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// The type an alias stands for cannot itself be aliased.

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def ReadX : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADDrr : Instruction, Sched<[WriteA, ReadX]>;
def ADDri : Instruction, Sched<[WriteA]>;
def MULrr : Instruction, Sched<[WriteB]>;
}

def WriteC : SchedWrite;
def : SchedAlias<WriteA, WriteB>;
// CHECK: [[@LINE+1]]:1: error: Cannot Alias an Alias
def : SchedAlias<WriteB, WriteC>;
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
def : WriteRes<WriteB, [U]>;
def : ReadAdvance<ReadX, 1>;
}
def : ProcessorModel<"cpu", M, []>;

