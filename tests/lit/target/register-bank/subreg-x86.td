// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// An X86-like 64->32->16->8 hierarchy with a high 8-bit half: a bank over
// the 64-bit class covers the classes of its sub-registers at the composed
// indices too (32, 16 and 8 bits, low and high halves), and the classes
// inferred for them; a second bank over the 16-bit class makes the
// classes both reach ambiguous (InvalidRegBankID).

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def sub_8bit : SubRegIndex<8>;
def sub_8bit_hi : SubRegIndex<8, 8>;
def sub_16bit : SubRegIndex<16>;
def sub_32bit : SubRegIndex<32>;
def AL : Register<"al">; def AH : Register<"ah">;
def BL : Register<"bl">; def BH : Register<"bh">;
def SIL : Register<"sil">;
let SubRegIndices = [sub_8bit, sub_8bit_hi], CoveredBySubRegs = 1 in {
def AX : Register<"ax"> { let SubRegs = [AL, AH]; }
def BX : Register<"bx"> { let SubRegs = [BL, BH]; }
}
let SubRegIndices = [sub_8bit] in
def SI : Register<"si"> { let SubRegs = [SIL]; }
let SubRegIndices = [sub_16bit] in {
def EAX : Register<"eax"> { let SubRegs = [AX]; }
def EBX : Register<"ebx"> { let SubRegs = [BX]; }
def ESI : Register<"esi"> { let SubRegs = [SI]; }
}
let SubRegIndices = [sub_32bit] in {
def RAX : Register<"rax"> { let SubRegs = [EAX]; }
def RBX : Register<"rbx"> { let SubRegs = [EBX]; }
def RSI : Register<"rsi"> { let SubRegs = [ESI]; }
}
}
def GR8 : RegisterClass<"My", [i8], 8, (add AL, AH, BL, BH, SIL)>;
def GR8_NOREX : RegisterClass<"My", [i8], 8, (add AL, AH, BL, BH)>;
def GR8_LO : RegisterClass<"My", [i8], 8, (add AL, BL, SIL)>;
def GR16 : RegisterClass<"My", [i16], 16, (add AX, BX, SI)>;
def GR32 : RegisterClass<"My", [i32], 32, (add EAX, EBX, ESI)>;
def GR64 : RegisterClass<"My", [i64], 64, (add RAX, RBX, RSI)>;
def GR64_AB : RegisterClass<"My", [i64], 64, (add RAX, RBX)>;
def Bank64 : RegisterBank<"B64", [GR64]>;
def Bank16 : RegisterBank<"B16", [GR16]>;

// CHECK:      const uint32_t Bank16CoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK-NEXT:     (1u << (My::GR16RegClassID - 0)) |
// CHECK:      const uint32_t Bank64CoverageData[] = {
// CHECK:      InvalidRegBankID
