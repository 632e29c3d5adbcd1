// RUN: %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// An alias operand whose register class is chosen by hardware mode (a
// RegClassByHwMode, directly or through a RegisterOperand) is checked with
// K_RegClassByHwMode and the def's name; used twice, it is a tied register.
// A class chosen by hardware mode is accepted for a register-class operand
// (PtrRC for GPR), and zero_reg for one of a class chosen by mode.

include "aw.td"

def LOW : RegisterClass<"Awt", [i32], 32, (add R0, R1)>;
def Mode64 : HwMode<[]>;
def PtrRC : RegClassByHwMode<[DefaultMode, Mode64], [GPR, LOW]>;
def PtrOp : RegisterOperand<PtrRC, "printPtr">;

def LD : AwInst<(outs GPR:$d), (ins PtrRC:$p), "ld $d, $p">;
def LDX : AwInst<(outs GPR:$d), (ins PtrOp:$p, PtrOp:$q), "ldx $d, $p, $q">;
def ST : AwInst<(outs), (ins GPR:$v, PtrOp:$p), "st $v, $p">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

def : InstAlias<"l $d, $p", (LD GPR:$d, PtrRC:$p)>;
def : InstAlias<"lx $d, $p", (LDX GPR:$d, PtrOp:$p, PtrOp:$p)>;
def : InstAlias<"sz $v", (ST PtrRC:$v, zero_reg)>;

// CHECK:      static const AliasPatternCond Conds[] = {
// CHECK-NEXT:   // (LD GPR:$d, PtrRC:$p) - 0
// CHECK-NEXT:   {AliasPatternCond::K_RegClass, Awt::GPRRegClassID},
// CHECK-NEXT:   {AliasPatternCond::K_RegClassByHwMode, Awt::PtrRC},
// CHECK-NEXT:   // (LDX GPR:$d, PtrOp:$p, PtrOp:$p) - 2
// CHECK-NEXT:   {AliasPatternCond::K_RegClass, Awt::GPRRegClassID},
// CHECK-NEXT:   {AliasPatternCond::K_RegClassByHwMode, Awt::PtrRC},
// CHECK-NEXT:   {AliasPatternCond::K_TiedReg, 1},
// CHECK-NEXT:   // (ST PtrRC:$v, zero_reg) - 5
// CHECK-NEXT:   {AliasPatternCond::K_RegClassByHwMode, Awt::PtrRC},
// CHECK-NEXT:   {AliasPatternCond::K_Reg, Awt::NoRegister},
// CHECK-NEXT: };
