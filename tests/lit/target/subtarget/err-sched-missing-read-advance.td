// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A read without a ReadAdvance on the model (ReadDefault needs none).

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def WriteA : SchedWrite;
def ReadA : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a, GPR:$b), Namespace = "Toy" in
def A : Instruction, Sched<[WriteA, ReadDefault, ReadA]>;
// CHECK: [[@LINE+1]]:5: error: Processor does not define resources for ReadA
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
}
def : ProcessorModel<"cpu", M, []>;
