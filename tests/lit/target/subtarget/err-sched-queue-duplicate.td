// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// One load queue and one store queue per model, the queues taken in name
// order whatever their kind: the second store queue (C2) comes before the
// second load queue (LQ).

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
def LQ : LoadQueue<U>;
def A0 : LoadQueue<U>;
// CHECK: [[@LINE+2]]:5: error: Expected a single StoreQueue definition
// CHECK: [[@LINE+2]]:5: note: Previous definition of StoreQueue was here
def C2 : StoreQueue<U>;
def C1 : StoreQueue<U>;
}
def : ProcessorModel<"cpu", M, []>;
