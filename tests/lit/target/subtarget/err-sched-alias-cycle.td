// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// A SchedAlias whose type expands back to the aliased type (here through a
// write sequence and a second alias) would be expanded forever:
// llvm-tblgen hangs, tblgen reports the alias (docs/known-differences.md).
// No DIFF line: the reference does not terminate.

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
defm : RemapAllTargetPseudoPointerOperands<GPR>;
def WriteA : SchedWrite;
def WriteB : SchedWrite;
def WriteC : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADDrr : Instruction, Sched<[WriteA]>;
}
def SeqA : WriteSequence<[WriteB, WriteC]>;
def SeqC : WriteSequence<[WriteA], 2>;
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def : WriteRes<WriteB, [U]>;
// CHECK: [[@LINE+1]]:1: error: SchedAlias of WriteA to SeqA expands to a sequence containing WriteA (endless expansion)
def : SchedAlias<WriteA, SeqA>;
def : SchedAlias<WriteC, SeqC>;
}
def : ProcessorModel<"cpu", M, []>;
