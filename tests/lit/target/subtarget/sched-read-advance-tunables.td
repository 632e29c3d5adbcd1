// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A ReadAdvance's CycleTunables adjust its cycles for each of its
// ValidWrites by position (0 past the list's end); the entries are sorted
// by write, then adjustment.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
def WB : SchedWrite;
def WC : SchedWrite;
def RX : SchedRead;
def RY : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WA, RX]>;
def I2 : Instruction, Sched<[WB, RY]>;
def I3 : Instruction, Sched<[WC]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WA, [U]>;
def : WriteRes<WB, [U]>;
def : WriteRes<WC, [U]>;
def : ReadAdvance<RX, 2, [WC, WB, WA], [1, -1]>;
def : ReadAdvance<RY, 1, [WA, WB], [3, 4]>;
}
def : ProcessorModel<"cpu", M, []>;

// CHECK:      extern const llvm::MCReadAdvanceEntry ToyReadAdvanceTable[] = {
// CHECK-NEXT:   {0,  0,  0}, // Invalid
// CHECK-NEXT:   {0,  1,  2}, // #1
// CHECK-NEXT:   {0,  2,  1}, // #2
// CHECK-NEXT:   {0,  3,  3}, // #3
// CHECK-NEXT:   {0,  1,  4}, // #4
// CHECK-NEXT:   {0,  2,  5} // #5
// CHECK-NEXT: }; // ToyReadAdvanceTable
