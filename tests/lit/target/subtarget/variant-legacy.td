// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Variants with plain SchedPredicates (C++ conditions): the target's
// resolveSchedClass tests them (parenthesized when several guard one
// choice), the MC layer's resolver leaves them out (only the NoSchedPred
// default remains, and a class with no MC-testable transition is skipped).
// PredicateProlog code opens resolveSchedClass. Generic variants (no
// SchedModel) apply on every model.

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def WriteC : SchedWrite;
def ReadX : SchedRead;
def ReadY : SchedRead;
def : PredicateProlog<[{
  const ToyInstrInfo *TII = static_cast<const ToyInstrInfo *>(SchedModel->getInstrInfo());
  (void)TII;
}]>;
def IsFast : SchedPredicate<[{TII->isFast(*MI)}]>;
def IsCheap : SchedPredicate<[{TII->isCheap(*MI)}]>;
def IsZero : MCSchedPredicate<CheckImmOperand<1, 0>>;
def WriteInner : SchedWriteVariant<[SchedVar<IsCheap, [WriteA]>, SchedVar<NoSchedPred, [WriteB]>]>;
def WriteLeg : SchedWriteVariant<[SchedVar<IsFast, [WriteInner]>, SchedVar<NoSchedPred, [WriteC]>]>;
def WriteMix : SchedWriteVariant<[SchedVar<IsZero, [WriteA]>, SchedVar<IsFast, [WriteB]>,
                                  SchedVar<NoSchedPred, [WriteC]>]>;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a, i32imm:$b), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WriteLeg]>;
def I2 : Instruction, Sched<[WriteMix, ReadX]>;
def I3 : Instruction, Sched<[WriteA]>;
}
foreach N = 1-2 in {
def M#N : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = !cast<SchedMachineModel>("M"#N) in {
def U#N : ProcResource<N>;
def : WriteRes<WriteA, [!cast<ProcResource>("U"#N)]> { let Latency = N; }
def : WriteRes<WriteB, [!cast<ProcResource>("U"#N)]> { let Latency = !add(N, 1); }
def : WriteRes<WriteC, [!cast<ProcResource>("U"#N)]> { let Latency = !add(N, 2); }
def : ReadAdvance<ReadX, N>;
}
def : ProcessorModel<"cpu"#N, !cast<SchedMachineModel>("M"#N), []>;
}
// CHECK: ::resolveSchedClass(
// CHECK-NEXT: {{^$}}
// CHECK-NEXT: const ToyInstrInfo *TII
// CHECK: && (TII->isCheap(*MI)))
