// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A unit's Super resource (and that one's, up the chain) joins the model
// with it, even from outside the model, and is held as long as the unit
// is, before the groups containing the unit (not those containing only the
// super resource).

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
def WB : SchedWrite;
def WC : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WA]>;
def I2 : Instruction, Sched<[WB]>;
def I3 : Instruction, Sched<[WC, WA]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
def Top : ProcResource<4>;
def Mid : ProcResource<2> { let Super = Top; }
let SchedModel = M in {
def Low : ProcResource<1> { let Super = Mid; }
def Other : ProcResource<1>;
def G : ProcResGroup<[Low, Other]>;
def G2 : ProcResGroup<[Mid, Other]>;
def GAll : ProcResGroup<[Low, Mid, Other, Top]>;
def : WriteRes<WA, [Low]> { let Latency = 1; let ReleaseAtCycles = [3]; }
def : WriteRes<WB, [Other, Mid]> { let Latency = 2; }
def : WriteRes<WC, [G, Low]> { let Latency = 2; let ReleaseAtCycles = [2, 5]; let AcquireAtCycles = [1, 0];}
}
def : ProcessorModel<"cpu", M, []>;

// CHECK:      extern const llvm::MCWriteProcResEntry ToyWriteProcResTable[] = {
// CHECK-NEXT:   { 0,  0,  0 }, // Invalid
// CHECK-NEXT:   { 1,  3,   0}, // #1
// CHECK-NEXT:   { 3,  3,   0}, // #2
// CHECK-NEXT:   { 4,  3,   0}, // #3
// CHECK-NEXT:   { 5,  3,   0}, // #4
// CHECK-NEXT:   { 7,  3,   0}, // #5
// CHECK:      {DBGFIELD(/*WA*/ {{[0-9]+}})                 1, false, false, false,  1, 5,  1, 1,  0, 0}, // #1
// CHECK-NEXT: {DBGFIELD(/*WB*/ {{[0-9]+}})                 1, false, false, false,  6, 6,  2, 1,  0, 0}, // #2
// CHECK-NEXT: {DBGFIELD(/*WC_WA*/ {{[0-9]+}})              2, false, false, false, 12, 5,  3, 2,  0, 0}, // #3
// CHECK:      {"G",               2, 0, -1, MProcResourceSubUnits + 1}, // #1
// CHECK-NEXT: {"G2",              3, 0, -1, MProcResourceSubUnits + 3}, // #2
// CHECK-NEXT: {"GAll",            8, 0, -1, MProcResourceSubUnits + 6}, // #3
// CHECK-NEXT: {"Low",             1, 5, -1, nullptr}, // #4, Super=Mid
// CHECK-NEXT: {"Mid",             2, 7, -1, nullptr}, // #5, Super=Top
// CHECK-NEXT: {"Other",           1, 0, -1, nullptr}, // #6
// CHECK-NEXT: {"Top",             4, 0, -1, nullptr}, // #7
