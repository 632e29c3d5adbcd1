// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Chains and glue: a load folded into an operation (chained node, input
// chain merge, foldable-chain check), a node with glue in and out, an
// optional glue input, a variadic node, a store without results.

include "di.td"

def SDT_Call : SDTypeProfile<0, -1, [SDTCisVT<0, i32>]>;
def dicall : SDNode<"DiISD::CALL", SDT_Call, [SDNPHasChain, SDNPOutGlue, SDNPOptInGlue, SDNPVariadic]>;
def diret : SDNode<"DiISD::RET", SDTNone, [SDNPHasChain, SDNPOptInGlue, SDNPVariadic]>;
def SDT_Cmp : SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisSameAs<1, 2>]>;
def dicmp : SDNode<"DiISD::CMP", SDT_Cmp, [SDNPOutGlue]>;
def disel : SDNode<"DiISD::SEL", SDTypeProfile<1, 2, [SDTCisSameAs<0, 1>, SDTCisSameAs<1, 2>]>, [SDNPInGlue]>;

def ADDm : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$p), [(set GPR:$d, (add GPR:$a, (load GPR:$p)))]>;
def ADDmm : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$p), [(set GPR:$d, (add (load GPR:$a), (load GPR:$p)))]>;
def CALL : DiInst<(outs), (ins GPR:$t), [(dicall GPR:$t)]>;
def RET : DiInst<(outs), (ins), [(diret)]> { let isReturn = 1; }
def CMP : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (dicmp GPR:$a, GPR:$b))]>;
def SEL : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (disel GPR:$a, GPR:$b))]>;
def STW : DiInst<(outs), (ins GPR:$v, GPR:$p), [(store GPR:$v, GPR:$p)]>;

// CHECK: OPC_CheckFoldableChainNode,
// CHECK: OPC_EmitMergeInputChains, 2, 0, 2,
// CHECK: OPC_CaptureGlueInput,
// CHECK: |OPFL_Variadic
