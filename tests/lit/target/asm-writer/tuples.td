// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// Registers made by RegisterTuples take their first member's fields: the
// AltNames and RegAltNameIndices of R0 make the alternative names of
// R0_R1, while AsmName comes from RegAsmNames (or is empty).

include "aw.td"

def lo : SubRegIndex<32, 0> { let Namespace = "Awt"; }
def hi : SubRegIndex<32, 32> { let Namespace = "Awt"; }
def Pairs : RegisterTuples<[lo, hi], [(add R0, R1), (add R1, R2)], ["p01", "p12"]>;
def Unnamed : RegisterTuples<[lo, hi], [(add R2), (add R0)]>;
def PAIR : RegisterClass<"Awt", [i64], 64, (add Pairs, Unnamed)>;
def NOP : AwInst<(outs), (ins), "nop">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK:      static const uint8_t RegAsmOffsetABIName[] = {
// CHECK-NEXT:   2, 3, 0, 8, 3, 0, 8,
// CHECK:      static const char AsmStrsNoRegAltName[] = {
// CHECK-NEXT:   /* 0 */ "R2_R0\000"
// CHECK-NEXT:   /* 6 */ "r0\000"
// CHECK-NEXT:   /* 9 */ "p01\000"
