// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// InstRW with (instregex ...): a pattern matches a name at its start, not
// the whole name; its literal prefix selects by binary search within the
// pseudo and the other instructions (sorted by name), the fixed generic
// opcodes are scanned. '^' anchors, top-level '|' or '?' leave no prefix,
// a repeated last character is not part of the prefix.

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "Toy"; }
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def WriteA : SchedWrite;
def WriteB : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def ADDrr : Instruction, Sched<[WriteA]>;
def ADDri : Instruction, Sched<[WriteA]>;
def ADDSrr : Instruction, Sched<[WriteA]>;
def AD : Instruction, Sched<[WriteA]>;
def SUBrr : Instruction, Sched<[WriteA]>;
def SUBri : Instruction, Sched<[WriteA]>;
def MULrr : Instruction, Sched<[WriteB]>;
def MULLrr : Instruction, Sched<[WriteB]>;
def LD : Instruction, Sched<[WriteB]>;
def LDX : Instruction, Sched<[WriteB]>;
def PSEUDO_LD : Instruction, Sched<[WriteB]> { let isPseudo = 1; }
}
def M : SchedMachineModel { let CompleteModel = 0; }
let SchedModel = M in {
def U : ProcResource<1>;
def W1 : SchedWriteRes<[U]> { let Latency = 1; }
def W2 : SchedWriteRes<[U]> { let Latency = 2; }
def W3 : SchedWriteRes<[U]> { let Latency = 3; }
def W4 : SchedWriteRes<[U]> { let Latency = 4; }
def W5 : SchedWriteRes<[U]> { let Latency = 5; }
def W6 : SchedWriteRes<[U]> { let Latency = 6; }
def : WriteRes<WriteA, [U]>;
def : WriteRes<WriteB, [U]>;
def r1 : InstRW<[W1], (instregex "ADDr[r]")>;
def r2 : InstRW<[W2], (instregex "^SUB(rr|ri)$")>;
def r3 : InstRW<[W3], (instregex "MUL+rr")>;
def r4 : InstRW<[W4], (instregex "LD|PSEUDO")>;
def r5 : InstRW<[W5], (instregex "ADDS?ri", "AD$")>;
def r6 : InstRW<[W6], (instregex "LIFETIME_.*", "G_ADD$")>;
}
def : ProcessorModel<"cpu", M, []>;
// CHECK: {DBGFIELD(/*ADDrr*/
// CHECK: {DBGFIELD(/*SUBri_SUBrr*/
// CHECK: {DBGFIELD(/*MULLrr_MULrr*/
