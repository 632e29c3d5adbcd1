// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A complete model (the default) needs a SchedRW list on every instruction
// that has scheduling information; every offender is reported (the generic
// COPY first, in instruction enum order), then a fatal error.
// CHECK: Target.td:{{[0-9]+}}:5: error: No schedule information for instruction 'COPY' in SchedMachineModel 'M'

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def WriteA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in {
def A : Instruction, Sched<[WriteA]>;
// CHECK: [[@LINE+1]]:5: error: No schedule information for instruction 'B' in SchedMachineModel 'M'
def B : Instruction;
def C : Instruction { let hasNoSchedulingInfo = 1; }
}
def M : SchedMachineModel;
// CHECK: Incomplete schedule models found.
// CHECK: error: Incomplete schedule model
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
}
def : ProcessorModel<"cpu", M, []>;
