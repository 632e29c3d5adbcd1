// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Several processors: two share a model, one has none; a variant bound to
// one model resolves on that model only, and InstRW on one model keeps
// the other models on the instructions' own SchedRW lists.

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
def IsZero : MCSchedPredicate<CheckImmOperand<1, 0>>;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a, i32imm:$b), Namespace = "Toy" in {
def I1 : Instruction, Sched<[WriteA, ReadX]>;
def I2 : Instruction, Sched<[WriteB]>;
def I3 : Instruction, Sched<[WriteC, ReadY]>;
}
def Big : SchedMachineModel { let CompleteModel = 0; let IssueWidth = 4; }
let SchedModel = Big in {
def BigU : ProcResource<4>;
def BigZ : SchedWriteRes<[BigU]> { let Latency = 0; }
def BigV : SchedWriteVariant<[SchedVar<IsZero, [BigZ]>, SchedVar<NoSchedPred, [WriteA]>]>;
def : WriteRes<WriteA, [BigU]> { let Latency = 2; }
def : WriteRes<WriteB, [BigU]> { let Latency = 3; }
def : WriteRes<WriteC, [BigU]> { let Latency = 4; }
def : ReadAdvance<ReadX, 1>;
def : ReadAdvance<ReadY, 1>;
def : InstRW<[BigV, ReadX], (instrs I1)>;
}
def Little : SchedMachineModel { let CompleteModel = 0; let IssueWidth = 1; }
let SchedModel = Little in {
def LitU : ProcResource<1>;
def : WriteRes<WriteA, [LitU]> { let Latency = 3; }
def : WriteRes<WriteB, [LitU]> { let Latency = 5; }
def : WriteRes<WriteC, [LitU]> { let Latency = 7; }
def : ReadAdvance<ReadX, 0>;
def : ReadAdvance<ReadY, 0>;
}
def : ProcessorModel<"big1", Big, []>;
def : ProcessorModel<"big2", Big, []>;
def : ProcessorModel<"little", Little, []>;
def : ProcessorModel<"generic", NoSchedModel, []>;
// CHECK: static const llvm::MCSchedClassDesc BigSchedClasses[] = {
// CHECK: static const llvm::MCSchedClassDesc LittleSchedClasses[] = {
// CHECK: if (CPUID == 1) { // Big
