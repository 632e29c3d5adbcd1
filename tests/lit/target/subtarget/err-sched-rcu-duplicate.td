// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// One retire control unit per model: the second by name is reported, with
// a note at the first.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def I1 : Instruction, Sched<[WA]>;
def M : SchedMachineModel { let CompleteModel = 0; }
def M2 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WA, [U]>;
// CHECK: [[@LINE+1]]:5: error: Expected a single RetireControlUnit definition
def RB : RetireControlUnit<1, 1>;
// CHECK: [[@LINE+1]]:5: note: Previous definition of RetireControlUnit was here
def RA : RetireControlUnit<1, 1>;
}
def RC : RetireControlUnit<1, 1> { let SchedModel = M2; }
def : ProcessorModel<"cpu", M, []>;
def : ProcessorModel<"cpu2", M2, []>;
