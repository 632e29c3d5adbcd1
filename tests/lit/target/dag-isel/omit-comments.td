// RUN: %tblgen -gen-dag-isel -omit-comments -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -omit-comments -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// -omit-comments: no offsets, no Src/Dst lines, no histogram, no VBR or
// case-count comments, no xform names.

include "di.td"

def neg_xf : SDNodeXForm<imm, [{ return getI32Imm(-N->getSExtValue(), SDLoc(N)); }]>;
def big : ImmLeaf<i32, [{ return Imm > 1000; }], neg_xf>;
def ADDri : DiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, big:$i))]>;
def ADDrr : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def SUBrr : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def MOV : DiInst<(outs GPR:$d), (ins i32imm:$i), []>;
def : Pat<(i32 1000000), (MOV 1000000)>;

// CHECK: static const uint8_t MatcherTable[] = {
// CHECK-NEXT: OPC_SwitchOpcode , {{[0-9]+}}, TARGET_VAL(ISD::ADD),
// CHECK-NOT: Src:
// CHECK-NOT: Opcode Histogram
// CHECK: case 0: {
