// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// The extra processor information llvm-mca reads: a model's register files
// (by name, each with the cost of its register classes, 1 unless given),
// its retire control unit and load and store queues. A queue's resource is
// named by its position among the model's resources (one past them when
// the model lacks it). Without register costs the file table is not
// written (yet named). A model without instructions may have it too.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def FPR : RegisterClass<"ToyFP", [i64], 32, (add R1)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WA]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
def M2 : SchedMachineModel { let CompleteModel = 0; }
def M3 : SchedMachineModel { let CompleteModel = 0; }
def M4 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def S : ProcResource<2>;
def : WriteRes<WA, [U]>;
def PRF : RegisterFile<60, [GPR, FPR], [1, 2], [1, 0], 3, 1>;
def APRF : RegisterFile<10, [FPR]>;
def RCU : RetireControlUnit<20, 4>;
def LQ : LoadQueue<S>;
def SQ : StoreQueue<U>;
}
let SchedModel = M2 in {
def U2 : ProcResource<1>;
def : WriteRes<WA, [U2]>;
def RCU2 : RetireControlUnit<0, 0>;
def ZRF : RegisterFile<5>;
def SQ2 : StoreQueue<U>;
}
let SchedModel = M3 in {
def LQ3 : LoadQueue<U>;
}
def : ProcessorModel<"cpu", M, []>;
def : ProcessorModel<"cpu2", M2, []>;
def : ProcessorModel<"cpu3", M3, []>;
def : ProcessorModel<"cpu4", M4, []>;

// CHECK:      // {RegisterClassID, Register Cost, AllowMoveElimination }
// CHECK-NEXT: static const llvm::MCRegisterCostEntry MRegisterCosts[] = {
// CHECK-NEXT:   { ToyFP::FPRRegClassID, 1, 0},
// CHECK-NEXT:   { Toy::GPRRegClassID, 1, 1},
// CHECK-NEXT:   { ToyFP::FPRRegClassID, 2, 0},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT:  // {Name, #PhysRegs, #CostEntries, IndexToCostTbl, MaxMovesEliminatedPerCycle, AllowZeroMoveEliminationOnly }
// CHECK-NEXT: static const llvm::MCRegisterFileDesc MRegisterFiles[] = {
// CHECK-NEXT:   { "InvalidRegisterFile", 0, 0, 0, 0, 0 },
// CHECK-NEXT:   { "APRF", 10, 1, 0, 0, 0},
// CHECK-NEXT:   { "PRF", 60, 2, 1, 3, 1},
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static const llvm::MCExtraProcessorInfo MExtraInfo = {
// CHECK-NEXT:   20, // ReorderBufferSize
// CHECK-NEXT:   4, // MaxRetirePerCycle
// CHECK-NEXT:   MRegisterFiles,
// CHECK-NEXT:   3, // Number of register files.
// CHECK-NEXT:   MRegisterCosts,
// CHECK-NEXT:   3, // Number of register cost entries.
// CHECK-NEXT:   1, // Resource Descriptor for the Load Queue
// CHECK-NEXT:   2, // Resource Descriptor for the Store Queue
// CHECK-NEXT: };
// CHECK:        &MExtraInfo,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static const llvm::MCExtraProcessorInfo M2ExtraInfo = {
// CHECK-NEXT:   0, // ReorderBufferSize
// CHECK-NEXT:   0, // MaxRetirePerCycle
// CHECK-NEXT:   M2RegisterFiles,
// CHECK-NEXT:   2, // Number of register files.
// CHECK-NEXT:   nullptr,
// CHECK-NEXT:   0, // Number of register cost entries.
// CHECK-NEXT:   0, // Resource Descriptor for the Load Queue
// CHECK-NEXT:   2, // Resource Descriptor for the Store Queue
// CHECK:        &M2ExtraInfo,
// CHECK:      static const llvm::MCExtraProcessorInfo M3ExtraInfo = {
// CHECK:        1, // Resource Descriptor for the Load Queue
// CHECK:      static const llvm::MCSchedModel M3 = {
// CHECK:        nullptr, nullptr, 0, 0, // No instruction-level machine model.
// CHECK:        &M3ExtraInfo,
// CHECK:      static const llvm::MCSchedModel M4 = {
// CHECK:        nullptr // No extra processor descriptor
