// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// SDNodeXForms: on an operand of an instruction pattern (promoted to an
// explicit node of the result), in a Pat result, and on a non-Constant
// node; RunSDNodeXForm numbers them by first use.

include "di.td"

def neg_xf : SDNodeXForm<imm, [{ return getI32Imm(-N->getSExtValue(), SDLoc(N)); }]>;
def half_xf : SDNodeXForm<imm, [{ return getI32Imm(N->getZExtValue() / 2, SDLoc(N)); }]>;
def cc_xf : SDNodeXForm<cond, [{ return N; }]>;
def negimm : PatLeaf<(imm), [{ return N->getSExtValue() < 0; }], neg_xf>;

def SUBri : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, negimm:$i))]>;
def SHRri : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), []>;
def : Pat<(sra GPR:$a, (i32 imm:$i)), (SHRri GPR:$a, (half_xf imm:$i))>;

// CHECK: OPC_EmitNodeXForm, 0, 2, // neg_xf #3
// CHECK: OPC_EmitNodeXForm, 1, 2, // half_xf #3
// CHECK: SDValue DAGISEL_CLASS_COLONCOLON RunSDNodeXForm(SDValue V, unsigned XFormNo)
// CHECK:   case 0: {  // neg_xf
// CHECK-NEXT:     ConstantSDNode *N = cast<ConstantSDNode>(V.getNode());
