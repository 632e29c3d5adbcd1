// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// A machine model without itineraries gives no automaton either.

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
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: namespace llvm {
// CHECK-NEXT: } // end namespace llvm
