// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// Between 17 and 24 bits of opcode information: a 16-bit table and an
// 8-bit one, combined into a 32-bit Bits; fragments of 5, 4 and 2 cases (a switch, or if/else for 2).

include "aw.td"

def V0 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d), "v $a, $a, $a, $b, $c">;
def V1 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d), "v $a, $d, $a, $a, $b">;
def V2 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d), "v $b, $c, $a, $a, $a">;
def V3 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d), "v $c, $c, $a, $a, $c">;
def V4 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d), "v $d, $b, $a, $a, $b">;
def V5 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d), "v $d, $b, $a, $a, $a">;
def V6 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d), "v $a, $a, $a, $a, $d">;
def V7 : AwInst<(outs), (ins GPR:$a, GPR:$b, GPR:$c, GPR:$d), "v $b, $d, $a, $a, $c">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK:      static const uint16_t OpInfo0[] = {
// CHECK:      static const uint8_t OpInfo1[] = {
// CHECK:        uint32_t Bits = 0;
// CHECK-NEXT:   Bits |= OpInfo0[MI.getOpcode()] << 0;
// CHECK-NEXT:   Bits |= OpInfo1[MI.getOpcode()] << 16;
// CHECK:        uint32_t Bits = MnemonicInfo.second;
// CHECK:        // Fragment 0 encoded into 3 bits for 5 unique commands.
// CHECK-NEXT:   switch ((Bits >> 9) & 7) {
// CHECK:        if ((Bits >> 16) & 1) {
