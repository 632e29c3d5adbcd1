// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A model that describes no instruction (no WriteRes and no resources)
// still gets its MCSchedModel with its properties, but no tables; the
// classes table of the other model covers every class.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

def WriteA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def A : Instruction, Sched<[WriteA]>;
def Props : SchedMachineModel {
  let IssueWidth = 3; let LoadLatency = 0; let HighLatency = 7;
  let PostRAScheduler = 1; let CompleteModel = 0;
}
def Full : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = Full in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
}
def : ProcessorModel<"a-props", Props, []>;
def : ProcessorModel<"b-full", Full, []>;
// CHECK: static const llvm::MCSchedModel Props = {
// CHECK-NEXT:   3, // IssueWidth
// CHECK:   0, // LoadLatency
// CHECK:   nullptr, nullptr, 0, 0, // No instruction-level machine model.
// CHECK: static const llvm::MCSchedModel Full = {
// CHECK:   2, // Processor ID
// CHECK-NEXT:   FullProcResources,
