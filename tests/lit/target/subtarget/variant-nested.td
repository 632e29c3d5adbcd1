// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck --strict-whitespace --check-prefix=INDENT %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Nested and variadic variants, read variants, and variants reached
// through SchedAlias: expansion is breadth-first per model until no
// variant is left; predicates of one variant exclude each other, so a
// nested variant over other predicates multiplies the outcomes. A
// choice of several writes becomes a sequence type "(A_B)"; a variadic
// variant splits its operand into one operand per selected write. A model
// aliasing a type to a sequence or variant expands it there only.

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def IsZero : MCSchedPredicate<CheckImmOperand<1, 0>>;
def IsR0 : MCSchedPredicate<CheckRegOperand<1, R0>>;
def IsBoth : MCSchedPredicate<CheckAll<[CheckIsRegOperand<1>, CheckNot<CheckImmOperand<2, 3>>]>>;
def Legacy : SchedPredicate<[{isFast(MI)}]>;
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def WriteC : SchedWrite;
def ReadX : SchedRead;
def ReadY : SchedRead;
// Generic variants (no model): apply to every processor.
def WriteGen : SchedWriteVariant<[SchedVar<IsZero, [WriteA]>, SchedVar<NoSchedPred, [WriteB, WriteC]>]>;
def WriteInner : SchedWriteVariant<[SchedVar<IsR0, [WriteA]>, SchedVar<NoSchedPred, [WriteB]>]>;
def WriteNested : SchedWriteVariant<[SchedVar<IsBoth, [WriteInner]>, SchedVar<Legacy, [WriteC]>, SchedVar<NoSchedPred, [WriteB]>]>;
def ReadVar : SchedReadVariant<[SchedVar<IsZero, [ReadX]>, SchedVar<NoSchedPred, [ReadY]>]>;
def WriteVadic : SchedWriteVariant<[SchedVar<IsR0, [WriteA, WriteB]>, SchedVar<NoSchedPred, [WriteC]>]> { let Variadic = 1; }
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a, i32imm:$b), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WriteGen, ReadVar]>;
def I2 : Instruction, Sched<[WriteNested]>;
def I3 : Instruction, Sched<[WriteVadic, ReadX]>;
def I4 : Instruction, Sched<[WriteA]>;
def I5 : Instruction, Sched<[WriteB, ReadY]>;
def I6 : Instruction, Sched<[WriteC]>;
}
def M1 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M1 in {
def U : ProcResource<1>;
def : WriteRes<WriteA, [U]> { let Latency = 1; }
def : WriteRes<WriteB, [U]> { let Latency = 2; }
def : WriteRes<WriteC, [U]> { let Latency = 3; }
def : ReadAdvance<ReadX, 1, [WriteA]>;
def : ReadAdvance<ReadY, 2>;
def M1Slow : SchedWriteRes<[U]> { let Latency = 9; }
def M1Var : SchedWriteVariant<[SchedVar<Legacy, [M1Slow]>, SchedVar<NoSchedPred, [WriteA]>]>;
def : SchedAlias<WriteC, M1Var>;
}
def M2 : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M2 in {
def V : ProcResource<2>;
def : WriteRes<WriteA, [V]> { let Latency = 4; }
def : WriteRes<WriteB, [V]> { let Latency = 5; }
def : WriteRes<WriteC, [V]> { let Latency = 6; }
def : ReadAdvance<ReadX, 1>;
def : ReadAdvance<ReadY, 1>;
def M2Seq : WriteSequence<[WriteA, WriteC]>;
def : SchedAlias<WriteB, M2Seq>;
def M2W : SchedWriteRes<[V]> { let Latency = 7; }
def : InstRW<[M2W], (instrs I2)>;
}
def : ProcessorModel<"cpu1", M1, []>;
def : ProcessorModel<"cpu2", M2, []>;
def : ProcessorModel<"cpu3", NoSchedModel, []>;
// CHECK: case 1: // WriteGen_ReadVar
// CHECK: return 11; // (WriteA_WriteC_WriteC)_ReadY
// CHECK: case 2: // WriteNested
// llvm-tblgen's expander leaves the indentation where a nested variant's
// expansion took it: WriteC's plain return is printed two columns in.
// INDENT: {{^}}  case 6: // WriteC{{$}}
// INDENT-NEXT: {{^}}    if (CPUID == 1) { // M1{{$}}
// INDENT-NEXT: {{^}}  return 12; // WriteA{{$}}
