// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -warn-on-skipped-patterns
//
// Patterns with a bf16 type (or a vector of bf16) are left out without a
// warning, and their predicates are not subtarget features of the table.

include "llvm/Target/Target.td"
def H0 : Register<"h0">;
def R0 : Register<"r0">;
def FPR : RegisterClass<"Bf", [f16, bf16], 16, (add H0)>;
def GPR : RegisterClass<"Bf", [i8, i16, i32, i64], 64, (add R0)>;
def HasF16 : Predicate<"Subtarget->hasF16()">;
def HasBF16 : Predicate<"Subtarget->hasBF16()">;
class BfInst<ValueType vt, Predicate p> : Instruction {
  let Namespace = "Bf";
  let OutOperandList = (outs FPR:$d);
  let InOperandList = (ins FPR:$a, FPR:$b);
  let Pattern = [(set FPR:$d, (fadd (vt FPR:$a), (vt FPR:$b)))];
  let Predicates = [p];
}
def FADDH : BfInst<f16, HasF16>;
def FADDB : BfInst<bf16, HasBF16>;
def BfInstrInfo : InstrInfo;
def Bf : Target { let InstructionSet = BfInstrInfo; }

// CHECK:     const unsigned MAX_SUBTARGET_PREDICATES = 1;
// CHECK:     Feature_HasF16Bit = 0,
// CHECK-NOT: Bf::FADDB
