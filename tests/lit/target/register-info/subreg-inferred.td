// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Classes whose members only partly have an index get a sub-class for
// getSubClassWithSubReg (GR16_with_sub_8bit_hi), and classes mapping into
// a sub-register class get getMatchingSuperRegClass classes
// (..._with_sub_16bit_in_...).
// CHECK: GR16_with_sub_8bit_hiRegClassID
// CHECK: GR32_with_sub_16bit_in_GR16_NOSIRegClassID

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def sub_8bit : SubRegIndex<8>;
def sub_8bit_hi : SubRegIndex<8, 8>;
def sub_16bit : SubRegIndex<16>;
def AL : Register<"al">; def AH : Register<"ah">;
def BL : Register<"bl">; def BH : Register<"bh">;
def SIL : Register<"sil">; def DIL : Register<"dil">;
let SubRegIndices = [sub_8bit, sub_8bit_hi], CoveredBySubRegs = 1 in {
def AX : Register<"ax"> { let SubRegs = [AL, AH]; }
def BX : Register<"bx"> { let SubRegs = [BL, BH]; }
}
let SubRegIndices = [sub_8bit] in {
def SI : Register<"si"> { let SubRegs = [SIL]; }
def DI : Register<"di"> { let SubRegs = [DIL]; }
}
def SP : Register<"sp">;
let SubRegIndices = [sub_16bit] in {
def EAX : Register<"eax"> { let SubRegs = [AX]; }
def EBX : Register<"ebx"> { let SubRegs = [BX]; }
def ESI : Register<"esi"> { let SubRegs = [SI]; }
def EDI : Register<"edi"> { let SubRegs = [DI]; }
def ESP : Register<"esp"> { let SubRegs = [SP]; }
}
}
def GR8 : RegisterClass<"My", [i8], 8, (add AL, AH, BL, BH, SIL, DIL)>;
def GR8_ABCD_L : RegisterClass<"My", [i8], 8, (add AL, BL)>;
def GR8_ABCD_H : RegisterClass<"My", [i8], 8, (add AH, BH)>;
def GR16 : RegisterClass<"My", [i16], 16, (add AX, BX, SI, DI, SP)>;
def GR16_NOSI : RegisterClass<"My", [i16], 16, (add AX, BX, DI, SP)>;
def GR32 : RegisterClass<"My", [i32], 32, (add EAX, EBX, ESI, EDI, ESP)>;
def GR32_NOSP : RegisterClass<"My", [i32], 32, (sub GR32, ESP)>;
def GR32_AD : RegisterClass<"My", [i32], 32, (add EAX, EDI)>;
