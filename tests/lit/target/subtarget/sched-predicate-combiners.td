// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Scheduling predicates on features (hasFeature of the subtarget) and
// and/or/not combinations of predicates: an and/or operand is
// parenthesized, a C++ condition too; an MCInst predicate brings its own
// parentheses (a negated one has none). The MC layer takes the transitions
// whose predicates are all MCInst predicates, features or combinations of
// these.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F1 : SubtargetFeature<"f1", "HasF1", "true", "f1">;
def F2 : SubtargetFeature<"f2", "HasF2", "true", "f2">;
def FP1 : FeatureSchedPredicate<F1>;
def FP2 : FeatureSchedPredicate<F2>;
def MP : MCSchedPredicate<CheckRegOperand<0, R0>>;
def CP : SchedPredicate<[{foo(MI)}]>;
def CP2 : SchedPredicate<[{bar(MI)}]>;
def MC2 : MCSchedPredicate<CheckAll<[CheckRegOperand<0, R0>, CheckImmOperand<1, 2>]>>;
def MC3 : MCSchedPredicate<CheckNot<CheckRegOperand<0, R0>>>;
def P1 : AnyOfSchedPreds<[CP]>;
def P2 : AllOfSchedPreds<[AnyOfSchedPreds<[MP]>, FP1]>;
def P3 : AllOfSchedPreds<[MC2, FP1]>;
def P4 : AllOfSchedPreds<[MC2]>;
def P5 : NotSchedPred<MP>;
def P6 : NotSchedPred<CP>;
def P7 : AllOfSchedPreds<[CP, CP2]>;
def P8 : AnyOfSchedPreds<[NotSchedPred<CP>, FP2]>;
def P9 : AllOfSchedPreds<[NoSchedPred, FP2]>;
def P10 : NotSchedPred<NotSchedPred<FP1>>;
def P11 : AnyOfSchedPreds<[MC3, FP1]>;
def P12 : NotSchedPred<MC2>;
def WA : SchedWrite;
def WB : SchedWrite;
foreach I = 1-12 in {
  def W#I : SchedWrite;
}
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
foreach I = 1-12 in {
  def I#I : Instruction, Sched<[!cast<SchedWrite>("W"#I)]>;
}
def IN : Instruction, Sched<[W1, W2]>;
def IN2 : Instruction, Sched<[W5, W6, W1]>;
def IN3 : Instruction, Sched<[W4, W12]>;
def IN4 : Instruction, Sched<[W7, W1]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WA, [U]> { let Latency = 1; }
def : WriteRes<WB, [U]> { let Latency = 2; }
def : SchedAlias<W1, SchedWriteVariant<[SchedVar<FP1, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W2, SchedWriteVariant<[SchedVar<P2, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W3, SchedWriteVariant<[SchedVar<P3, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W4, SchedWriteVariant<[SchedVar<P4, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W5, SchedWriteVariant<[SchedVar<P5, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W6, SchedWriteVariant<[SchedVar<P6, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W7, SchedWriteVariant<[SchedVar<P7, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W8, SchedWriteVariant<[SchedVar<P8, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W9, SchedWriteVariant<[SchedVar<P9, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W10, SchedWriteVariant<[SchedVar<P10, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W11, SchedWriteVariant<[SchedVar<P11, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W12, SchedWriteVariant<[SchedVar<P12, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
}
def : ProcessorModel<"cpu", M, []>;

// CHECK-LABEL: unsigned resolveVariantSchedClassImpl(unsigned SchedClass,
// CHECK:       case 1: // W10
// CHECK:         if (!!STI.hasFeature(Toy::F1))
// CHECK:       case 3: // W11
// CHECK:         if (MI->getOperand(0).getReg() != R0 || STI.hasFeature(Toy::F1))
// CHECK:       case 5: // W2
// CHECK:         if ((MI->getOperand(0).getReg() == R0) && STI.hasFeature(Toy::F1))
// CHECK:       case 8: // W5
// CHECK:         if (!MI->getOperand(0).getReg() == R0)
// CHECK:       case 9: // W6
// CHECK-NEXT:    if (CPUID == 1) { // M
// CHECK-NEXT:  return 18; // WB
// CHECK:       case 12: // W9
// CHECK:         if (true && STI.hasFeature(Toy::F2))
// CHECK:       case 13: // W1_W2
// CHECK:         if (STI.hasFeature(Toy::F1)
// CHECK-NEXT:        && ((MI->getOperand(0).getReg() == R0) && STI.hasFeature(Toy::F1)))
// CHECK-LABEL: ::resolveSchedClass(unsigned SchedClass, const MachineInstr *MI
// CHECK:       case 9: // W6
// CHECK:         if (!(foo(MI)))
// CHECK:       case 10: // W7
// CHECK:         if ((foo(MI)) && (bar(MI)))
// CHECK:       case 11: // W8
// CHECK:         if (!(foo(MI)) || this->hasFeature(Toy::F2))
