// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: InstRW is not implemented yet, and tblgen says so
// at the first one.

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
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
def WriteB : SchedWriteRes<[U]>;
// CHECK: [[@LINE+1]]:1: error: -gen-subtarget: InstRW definitions are not implemented yet
def : InstRW<[WriteB], (instrs A)>;
}
def : ProcessorModel<"cpu", M, []>;
