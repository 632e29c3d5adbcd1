// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A register file needs physical registers; register files are checked
// before retire control units (R2 is a second one for M).

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def I1 : Instruction, Sched<[WA]>;
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WA, [U]>;
def R1 : RetireControlUnit<1, 1>;
def R2 : RetireControlUnit<1, 1>;
// CHECK: [[@LINE+1]]:5: error: Invalid RegisterFile with zero physical registers
def ZRF : RegisterFile<0, [GPR]>;
}
def : ProcessorModel<"cpu", M, []>;
