// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A resource cannot be acquired after it is released.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def WriteA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def A : Instruction, Sched<[WriteA]>;
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U0 : ProcResource<1>;
// CHECK: [[@LINE+1]]:1: error: Inconsistent resource cycles: AcquireAtCycles <= ReleaseAtCycles must hold.
def : WriteRes<WriteA, [U0]> { let ReleaseAtCycles = [2]; let AcquireAtCycles = [3]; }
}
def : ProcessorModel<"cpu", M, []>;
