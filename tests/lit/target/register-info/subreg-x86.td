// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RMCDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// An X86-like 64->32->16->8 hierarchy with a high 8-bit half: inherited
// sub-registers, composed indices, lane masks, sub/super-register lists,
// and the callee-saved mask covering sub-registers.
// CHECK: RegDiffLists[]
// CHECK: SubRegIdxLists[]

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
def GR16 : RegisterClass<"My", [i16], 16, (add AX, BX, SI)>;
def GR32 : RegisterClass<"My", [i32], 32, (add EAX, EBX, ESI)>;
def GR64 : RegisterClass<"My", [i64], 64, (add RAX, RBX, RSI)>;
def CSR : CalleeSavedRegs<(add RBX)>;
