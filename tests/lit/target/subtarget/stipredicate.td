// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// STIPredicate functions: per declaration, a switch over the opcodes of
// its InstructionEquivalenceClasses, grouped by identical per-model rules,
// ordered by how many models use an opcode; operand masks (for
// UpdatesOpcodeMask declarations) print as signed numbers. Member
// declarations and definitions, then the MCInstrAnalysis versions of the
// declarations that ask for them (ExpandForMC).

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def ReadX : SchedRead;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADDrr : Instruction, Sched<[WriteA, ReadX]>;
def ADDri : Instruction, Sched<[WriteA]>;
def SUBrr : Instruction, Sched<[WriteA, ReadX]>;
def MULrr : Instruction, Sched<[WriteB]>;
def LD : Instruction, Sched<[WriteB]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]>;
def : WriteRes<WriteB, [U]>;
def : ReadAdvance<ReadX, 1>;
}
def : IsZeroIdiomFunction<[
  DepBreakingClass<[SUBrr], CheckSameRegOperand<1, 2>, [1]>,
  DepBreakingClass<[ADDrr, MULrr], CheckImmOperand<2, 0>, [0, 2]>]> { let SchedModel = M; }
def : IsDepBreakingFunction<[DepBreakingClass<[LD], CheckNot<CheckIsRegOperand<1>>>]> { let SchedModel = M; }
def IsMove : STIPredicateDecl<"isOptimizableMove", FalsePred, 0, 0>;
def : STIPredicate<IsMove, [InstructionEquivalenceClass<[ADDri], TruePred>]> { let SchedModel = M; }
def M2 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M2 in {
def U2 : ProcResource<1>;
def : WriteRes<WriteA, [U2]>;
def : WriteRes<WriteB, [U2]>;
def : ReadAdvance<ReadX, 1>;
}
def : IsZeroIdiomFunction<[
  DepBreakingClass<[SUBrr, LD], CheckSameRegOperand<1, 2>, [1]>]> { let SchedModel = M2; }
def : IsZeroIdiomFunction<[
  DepBreakingClass<[ADDri], CheckAny<[CheckSameRegOperand<1, 2>, CheckIsImmOperand<2>]>>]> { let SchedModel = M2; }
def : ProcessorModel<"cpu", M, []>;
def : ProcessorModel<"cpu2", M2, []>;
// CHECK: bool isZeroIdiom(const MachineInstr *MI, APInt &Mask) const override;
// CHECK: Mask = -3;
// CHECK: bool ToyGenSubtargetInfo::isDependencyBreaking(const MachineInstr *MI, APInt &Mask) const {
// CHECK: bool ToyMCInstrAnalysis::isZeroIdiom(const MCInst &MI, APInt &Mask, unsigned ProcessorID) const {
