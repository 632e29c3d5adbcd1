// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// SUBOP_<operand>_<name> for each named sub-operand of a named Operand.

include "toy-remap.td"
def zmem : Operand<i32> { let MIOperandInfo = (ops GPR:$zb, i32imm:$zo, i32imm); }
def amem : Operand<i32> { let MIOperandInfo = (ops GPR:$ab, i32imm:$ao); }
def ureg : RegisterOperand<GPR>;
def UZ : ToyInst<(outs), (ins zmem:$m), "">;
def : Operand<i32> { let MIOperandInfo = (ops GPR:$anon_b); }

// CHECK:      namespace llvm::Toy {
// CHECK-EMPTY:
// CHECK-NEXT:   enum {
// CHECK-NEXT:     PHI                                   = 0, // Target.td:1200
// CHECK-NEXT:     INLINEASM                             = 1, // Target.td:1206
// CHECK-NEXT:     INLINEASM_BR                          = 2, // Target.td:1212
// CHECK-NEXT:     CFI_INSTRUCTION                       = 3, // Target.td:1221
// CHECK-NEXT:     EH_LABEL                              = 4, // Target.td:1230
// CHECK-NEXT:     GC_LABEL                              = 5, // Target.td:1239
// CHECK-NEXT:     ANNOTATION_LABEL                      = 6, // Target.td:1248
// CHECK-NEXT:     KILL                                  = 7, // Target.td:1256
// CHECK-NEXT:     EXTRACT_SUBREG                        = 8, // Target.td:1263
