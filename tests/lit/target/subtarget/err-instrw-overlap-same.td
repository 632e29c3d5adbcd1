// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Two InstRWs of one model cover exactly the same instructions (with
// FullInstRWOverlapCheck, the default).

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

def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def W1 : SchedWriteRes<[U]>;
def W2 : SchedWriteRes<[U]>;
def : WriteRes<WriteA, [U]>;
def : WriteRes<WriteB, [U]>;
def : ReadAdvance<ReadX, 1>;
def a1 : InstRW<[W1], (instrs MULrr)>;
// CHECK: [[@LINE+1]]:5: error: Overlapping InstRW definition for "MULrr" also matches previous "(instrs MULrr)".
def a2 : InstRW<[W2], (instregex "MUL")>;
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: note: Previous match was here.
