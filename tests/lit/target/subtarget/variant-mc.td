// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Variants with MCSchedPredicates: each guarded choice becomes a class
// (named after its writes and reads) and a transition of the variant
// class, which gets NumMicroOps 8190 on that model. Both resolve
// functions test the predicates (the MC one on MCInst, by CPUID); a
// choice guarded by NoSchedPred is the fall-back return.

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
def IsZeroImm : MCSchedPredicate<CheckImmOperand<1, 0>>;
def IsRegs : MCSchedPredicate<CheckAll<[CheckIsRegOperand<1>, CheckNot<CheckRegOperand<1, R0>>]>>;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a, i32imm:$b), Namespace = "Toy" in {
def ADDrr : Instruction, Sched<[WriteA, ReadX]>;
def ADDri : Instruction, Sched<[WriteA]>;
def MULrr : Instruction, Sched<[WriteB]>;
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def WriteFast : SchedWriteRes<[U]> { let Latency = 1; }
def WriteSlow : SchedWriteRes<[U]> { let Latency = 4; }
def WriteVar : SchedWriteVariant<[SchedVar<IsZeroImm, [WriteFast]>,
                                  SchedVar<IsRegs, [WriteSlow, WriteFast]>,
                                  SchedVar<NoSchedPred, [WriteSlow]>]>;
def : WriteRes<WriteA, [U]>;
def : WriteRes<WriteB, [U]>;
def : ReadAdvance<ReadX, 1>;
def : InstRW<[WriteVar, ReadX], (instregex "ADD")>;
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: unsigned resolveVariantSchedClassImpl(
// CHECK:      if (CPUID == 1) { // M
// CHECK-NEXT:   if (MI->getOperand(1).getImm() == 0)
// CHECK: ::resolveSchedClass(
// CHECK:     if (SchedModel->getProcessorID() == 1) { // M
