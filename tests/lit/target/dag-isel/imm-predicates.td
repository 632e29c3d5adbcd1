// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Immediate predicates: ImmLeaf (int64_t), with APInt and APFloat, PatLeaf
// code; predicates with the same code share one case (listing every name),
// numbered by use, the first eight with the short opcodes.

include "di.td"

def simm8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;
def simm8b : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;
def bigimm : IntImmLeaf<i64, [{ return Imm.getBitWidth() == 64; }]>;
def fpzero : FPImmLeaf<f32, [{ return Imm.isZero(); }]>;
def even : PatLeaf<(imm), [{ return (N->getZExtValue() & 1) == 0; }]>;

def ADDri8 : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, simm8:$i))]>;
def SUBri8 : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (sub GPR:$a, simm8b:$i))]>;
def ORri8 : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (or GPR:$a, simm8b:$i))]>;
def MOVbig : DiInst<(outs DPR:$d), (ins i64imm:$i), [(set DPR:$d, bigimm:$i)]>;
def FZ : DiInst<(outs FPR:$d), (ins), [(set FPR:$d, fpzero)]>;
def XORe : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (xor GPR:$a, even:$i))]>;

// CHECK: bool DAGISEL_CLASS_COLONCOLON CheckNodePredicate(SDValue Op, unsigned PredNo) const
// CHECK:     // Predicate_simm8
// CHECK-NEXT:     // Predicate_simm8b
// CHECK-NEXT:     int64_t Imm = cast<ConstantSDNode>(Op.getNode())->getSExtValue();
// CHECK: auto *N = cast<ConstantSDNode>(Op.getNode());
// CHECK: const APInt & Imm = Op->getAsAPIntVal();
// CHECK: const APFloat & Imm = cast<ConstantFPSDNode>(Op.getNode())->getValueAPF();
