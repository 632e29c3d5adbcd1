// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// On a complete model, an instruction whose SchedRW list names only reads
// has no write to describe it.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def WriteA : SchedWrite;
def ReadA : SchedRead;
let OutOperandList = (outs), InOperandList = (ins GPR:$a), Namespace = "Toy", hasNoSchedulingInfo = 1 in {
def A : Instruction, Sched<[WriteA]>;
// CHECK: [[@LINE+1]]:5: error: 'M' lacks information for 'B'
def B : Instruction, Sched<[ReadA]> { let hasNoSchedulingInfo = 0; }
}
def M : SchedMachineModel;
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
def : ReadAdvance<ReadA, 1>;
}
def : ProcessorModel<"cpu", M, []>;
