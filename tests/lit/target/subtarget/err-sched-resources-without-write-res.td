// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A model with processor resources but no WriteRes describes no instruction:
// an error at the model.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def WriteA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def A : Instruction, Sched<[WriteA]>;
// CHECK: [[@LINE+1]]:5: error: SchedMachineModel defines ProcResources without defining WriteRes SchedWriteRes
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in
def U : ProcResource<1>;
def : ProcessorModel<"cpu", M, []>;
