// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Registers made by RegisterTuples: their AsmName comes from RegAsmNames
// (MatchRegisterName gets a case for each named one), and a tuple written
// in an asm string is a singleton register. Their record IDs follow every
// def's, which orders them last inside a register class.

include "am.td"

let Namespace = "Amt" in {
def lo : SubRegIndex<32, 0>;
def hi : SubRegIndex<32, 32>;
}
def Pairs : RegisterTuples<[lo, hi], [(add R0, R2), (add R1, R3)], ["p0", "p2"]>;
def Odd : RegisterTuples<[lo, hi], [(add R1), (add R2)]>;
def PAIR : RegisterClass<"Amt", [i64], 64, (add Odd, Pairs)>;

def MOVP : AmInst<(outs PAIR:$d), (ins PAIR:$s), "movp $d, $s">;
def CLRP : AmInst<(outs), (ins), "clr p2">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK:       static MCRegister MatchRegisterName(StringRef Name) {
// CHECK:           return Amt::R0_R1;	 // "p0"
// CHECK:           return Amt::R2_R3;	 // "p2"
// CHECK:           return Amt::R0;	 // "r0"
// CHECK:         MCK_R2_R3, // register class 'R2_R3'
// CHECK-NEXT:    MCK_Reg4, // derived register class
// CHECK-NEXT:    MCK_LOW, // register class 'LOW'
// CHECK-NEXT:    MCK_PAIR, // register class 'PAIR'
// CHECK:         Amt::CLRP, Convert_NoOperands, AMFBS_None, { MCK_R2_R3 }, },
