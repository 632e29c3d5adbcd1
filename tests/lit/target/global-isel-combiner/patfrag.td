// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GICombinePatFrag: alternatives make one rule each, parameters map to the arguments, C++ in the fragment sees the arguments' expansions.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$dst), (ins $x, gi_imm:$amt),
  [(pattern (G_SHL $dst, $x, $t), (G_CONSTANT $t, $amt)),
   (pattern (G_MUL $dst, $x, $t), [{ return isPow2(${t}, ${amt}); }]),
   (pattern (G_ADD $dst, $x, $x), [{ return ${amt} == 1; }])]>;
def cfrag : GICombinePatFrag<(outs), (ins $a), [(pattern [{ return check(${a}); }])]>;
def r0 : GICombineRule<(defs root:$root),
  (match (frag $d, $y, 1):$root, (cfrag $y)),
  (apply [{ Helper.apply(*${root}, ${y}); }])>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_SUB $d, $z, $s), (frag $s, $z, 3)),
  (apply (GIReplaceReg $d, $z))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;

// CHECK: /*   0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(55), GIMT_Encode2(152), /*)*//*default:*//*Label 4*/ GIMT_Encode4(615),
// CHECK: /* 415 */   GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_GICombiner0),
// CHECK: /* 431 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/2, // MIs[1]
// CHECK: /* 460 */   // Combiner Rule #1: r1 @ [__r1_match_1[2]]
// CHECK: /* 474 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/2, // MIs[1]
// CHECK: /* 498 */   // Combiner Rule #1: r1 @ [__r1_match_1[1]]
// CHECK: /* 512 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/2, // MIs[1]
// CHECK: /* 533 */   GIM_CheckLiteralInt, /*MI*/2, /*Op*/1, GIMT_Encode8(3),
// CHECK: /* 551 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/0, /*NewOpIdx*/1,
// CHECK: /* 570 */   GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_GICombiner0),
// CHECK: /* 586 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/2, // MIs[1]
// CHECK: /* 605 */   GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_GICombiner0),
// CHECK: /* 616 */ }; // Size: 616 bytes
