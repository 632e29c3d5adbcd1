// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
//
// A node predicate casts the node to the SDNode class at the root of its
// fragment, found through the fragments used there (an ImmLeaf's imm):
// imm_a and small_a run the same code on the same class, so they share one
// predicate number.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Pn", [i32], 32, (add R0)>;
def small : ImmLeaf<i32, [{ return Imm < 16; }]>;
def imm_a : PatLeaf<(imm), [{ return check(N); }]>;
def small_a : PatLeaf<(small), [{ return check(N); }]>;
class PnInst<dag i, list<dag> p> : Instruction {
  let Namespace = "Pn";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = i;
  let Pattern = p;
}
def ADDI : PnInst<(ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, imm_a:$i))]>;
def SUBI : PnInst<(ins GPR:$a, i32imm:$i), [(set GPR:$d, (sub GPR:$a, small_a:$i))]>;
def PnInstrInfo : InstrInfo;
def Pn : Target { let InstructionSet = PnInstrInfo; }

// CHECK-DAG: OPC_CheckPredicate0, // Predicate_imm_a
// CHECK-DAG: OPC_CheckPredicate0, // Predicate_small_a
// CHECK:     bool DAGISEL_CLASS_COLONCOLON CheckNodePredicate(SDValue Op, unsigned PredNo) const
// CHECK:     auto *N = cast<ConstantSDNode>(Op.getNode());
