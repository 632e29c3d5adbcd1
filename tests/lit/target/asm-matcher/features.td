// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Assembler predicates: feature bits (by name order), their names, the
// availability function over the subtarget feature bits, the distinct
// required sets (by size, then names) and matchables requiring more
// features tried first; predicates without an assembler condition ignored.

include "am.td"

def Zeta : Predicate<"Subtarget->hasZ()">, AssemblerPredicate<(all_of FeatB, FeatA), "zeta">;
def MUL : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "mul $d, $a, $b"> { let Predicates = [HasA]; }
def MULB : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "mul $d, $a, $b"> { let Predicates = [HasB, HasA]; }
def MULZ : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "mulz $d, $a, $b"> { let Predicates = [Zeta, NotAsm]; }
def DIV : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "div $d, $a, $b"> { let Predicates = [NotAsm]; }
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       enum SubtargetFeatureBits : uint8_t {
// CHECK-NEXT:    Feature_HasABit = 0,
// CHECK-NEXT:    Feature_HasBBit = 1,
// CHECK-NEXT:    Feature_ZetaBit = 2,
// CHECK:         case Feature_ZetaBit: return "zeta";
// CHECK:         if (FB[Amt::FeatA] || !FB[Amt::FeatB])
// CHECK-NEXT:      Features.set(Feature_HasBBit);
// CHECK:         if (FB[Amt::FeatB] && FB[Amt::FeatA])
// CHECK:       AMFBS_HasB_HasA,
// CHECK:         /* mul */, Amt::MULB, Convert__Reg1_0__Reg1_1__Reg1_2, AMFBS_HasB_HasA,
// CHECK-NEXT:    /* mul */, Amt::MUL, Convert__Reg1_0__Reg1_1__Reg1_2, AMFBS_HasA,
