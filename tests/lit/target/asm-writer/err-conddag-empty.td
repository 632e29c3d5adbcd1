// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// An AssemblerCondDag lists at least one feature.

include "aw.td"

def F1 : SubtargetFeature<"a", "HasA", "true", "A">;
def P : Predicate<"x">, AssemblerPredicate<(all_of)>;
def ADD : AwInst<(outs GPR:$dst), (ins GPR:$a, GPR:$b), "add $dst, $a, $b">;
def AwInstrInfo : InstrInfo;
def AwW : AsmWriter { let PassSubtarget = 1; }
def Awt : Target { let InstructionSet = AwInstrInfo; let AssemblyWriters = [AwW]; }
def : InstAlias<"nop", (ADD R0, R0, R0)>, Requires<[P]>;

// CHECK: err-conddag-empty.td:[[@LINE-7]]:5: error: Invalid AssemblerCondDag!
