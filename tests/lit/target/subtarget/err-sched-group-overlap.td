// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Two groups sharing a unit need a third group that contains both.

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
def U1 : ProcResource<1>;
def U2 : ProcResource<1>;
// CHECK: [[@LINE+1]]:5: error: proc resource group overlaps with G2 but no supergroup contains both.
def G1 : ProcResGroup<[U0, U1]>;
def G2 : ProcResGroup<[U1, U2]>;
def : WriteRes<WriteA, [G1]>;
}
def : ProcessorModel<"cpu", M, []>;
