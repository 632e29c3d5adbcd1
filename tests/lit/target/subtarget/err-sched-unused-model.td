// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: llvm-tblgen crashes on a WriteRes bound to a
// model no processor uses (docs/known-differences.md); tblgen reports it.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def A : Instruction, Sched<[WriteA]>;
def M : SchedMachineModel { let CompleteModel = 0; }

def Unused : SchedMachineModel;
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
}
// CHECK: [[@LINE+1]]:1: error: this record belongs to SchedMachineModel 'Unused', which no processor uses
def : WriteRes<WriteA, [U]> { let SchedModel = Unused; }
def : ProcessorModel<"cpu", M, []>;
