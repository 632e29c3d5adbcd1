// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// A combination of no predicates is refused where a transition is written
// (in class order: W10's class comes before W9's), an unused one is not.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F1 : SubtargetFeature<"f1", "HasF1", "true", "f1">;
def FP1 : FeatureSchedPredicate<F1>;
def Unused : AllOfSchedPreds<[]>;
def P9 : AllOfSchedPreds<[]>;
// CHECK: [[@LINE+1]]:5: error: Empty SchedPredicateCombiner is not allowed
def P10 : AnyOfSchedPreds<[]>;
def WA : SchedWrite;
def WB : SchedWrite;
def W9 : SchedWrite;
def W10 : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def I9 : Instruction, Sched<[W9]>;
def I10 : Instruction, Sched<[W10]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WA, [U]>;
def : WriteRes<WB, [U]>;
def : SchedAlias<W9, SchedWriteVariant<[SchedVar<P9, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
def : SchedAlias<W10, SchedWriteVariant<[SchedVar<P10, [WA]>, SchedVar<NoSchedPred, [WB]>]>>;
}
def : ProcessorModel<"cpu", M, []>;
