// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A SchedAlias for every model (no SchedModel) must lead to a variant or
// a sequence: otherwise no variant matches on any processor, an error at
// the aliased type.

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
// CHECK: [[@LINE+1]]:5: error: No variant of this type has a matching predicate on any processor
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def ReadX : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADDrr : Instruction, Sched<[WriteA, ReadX]>;
def ADDri : Instruction, Sched<[WriteA]>;
def MULrr : Instruction, Sched<[WriteB]>;
}

def WriteC : SchedWrite;
def : SchedAlias<WriteA, WriteC>;
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
def : WriteRes<WriteB, [U]>;
def : ReadAdvance<ReadX, 1>;
}
def : ProcessorModel<"cpu", M, []>;

