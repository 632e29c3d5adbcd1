// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Subtarget predicates: sorted by name and joined with &&; the
// instructions of one function in decreasing complexity (AddedComplexity),
// equal ones in reverse order of definition, the unguarded one last.

include "fi.td"

def ZZ_OR : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (or GPR:$a, GPR:$b))]> { let Predicates = [HasB]; }
def AA_OR : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (or GPR:$a, GPR:$b))]> { let Predicates = [HasA]; }
let Predicates = [HasB, HasA] in
def : Pat<(or GPR:$a, GPR:$b), (AA_OR GPR:$a, GPR:$b)>;
def XOR_A : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (xor GPR:$a, GPR:$b))]> { let Predicates = [HasA]; let AddedComplexity = 10; }
def XOR_ : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (xor GPR:$a, GPR:$b))]>;

// CHECK: Register fastEmit_ISD_OR_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   if ((Subtarget->hasA()) && (Subtarget->hasB())) {
// CHECK:   if ((Subtarget->hasA())) {
// CHECK:   if ((Subtarget->hasB())) {
// CHECK: Register fastEmit_ISD_OR_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_OR_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_ISD_XOR_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   if ((Subtarget->hasA())) {
// CHECK:   return fastEmitInst_rr(Fi::XOR_, &Fi::GPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_XOR_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_XOR_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_rr(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, Register Op1) override {
// CHECK:   case ISD::OR: return fastEmit_ISD_OR_rr(VT, RetVT, Op0, Op1);
// CHECK:   case ISD::XOR: return fastEmit_ISD_XOR_rr(VT, RetVT, Op0, Op1);
