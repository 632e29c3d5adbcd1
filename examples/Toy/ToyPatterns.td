//===- ToyPatterns.td - Toy selection patterns ----------------*- tablegen -*-===//
//
// The selection patterns that are not an instruction's own Pattern: Pat
// records built on fragments (PatFrag, PatFrags), immediate leaves
// (ImmLeaf) and their transforms (SDNodeXForm), with the GlobalISel
// equivalents -gen-global-isel needs to import them.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Immediates and their transforms
//===----------------------------------------------------------------------===//

// The low and high halves of a 32-bit constant, and its negation.
def LO16 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() & 0xffff, SDLoc(N), MVT::i32);
}]>;
def HI16 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() >> 16, SDLoc(N), MVT::i32);
}]>;
def NEG_IMM : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(-N->getSExtValue(), SDLoc(N), MVT::i32);
}]>;
def gi_lo16 : GICustomOperandRenderer<"renderLo16">, GISDNodeXFormEquiv<LO16>;
def gi_hi16 : GICustomOperandRenderer<"renderHi16">, GISDNodeXFormEquiv<HI16>;
def gi_neg_imm : GICustomOperandRenderer<"renderNegImm">, GISDNodeXFormEquiv<NEG_IMM>;

// Constants whose low half is zero: one LUI.
def hi16imm : ImmLeaf<i32, [{ return (Imm & 0xffff) == 0; }]>;
// Constants whose negation fits an ADDI (sub of it is an add).
def negsimm16 : ImmLeaf<i32, [{ return Imm != 0 && isInt<16>(-Imm); }]>;
// A shift by one or two, folded into SH1ADD/SH2ADD.
def shamt1 : ImmLeaf<i32, [{ return Imm == 1; }]>;
def shamt2 : ImmLeaf<i32, [{ return Imm == 2; }]>;

//===----------------------------------------------------------------------===//
// Fragments
//===----------------------------------------------------------------------===//

// An add whose value has no other user (folding it cannot duplicate work).
def add_oneuse : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b), [{
  return N->hasOneUse();
}]> {
  let GISelPredicateCode = [{
    return MRI.hasOneNonDBGUse(MI.getOperand(0).getReg());
  }];
}

// x * 2 + y, spelled either way.
def shl1add : PatFrags<(ops node:$a, node:$b),
                       [(add_oneuse (shl node:$a, shamt1), node:$b),
                        (add_oneuse (add node:$a, node:$a), node:$b)]>;
def shl2add : PatFrag<(ops node:$a, node:$b),
                      (add_oneuse (shl node:$a, shamt2), node:$b)>;

// A comparison for "greater than", swapped onto SLT/SLTU.
def setgt_frag : PatFrag<(ops node:$a, node:$b), (setcc node:$a, node:$b, SETGT)>;

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

// Constants: small ones are ADDI from the zero register, upper ones LUI,
// the others LUI + ORI.
def : Pat<(i32 simm16:$imm), (ADDI (i32 R0), simm16:$imm)>;
def : Pat<(i32 hi16imm:$imm), (LUI (HI16 imm:$imm))>;
def : Pat<(i32 imm:$imm), (ORI (LUI (HI16 imm:$imm)), (LO16 imm:$imm))>;

// Subtracting a small constant adds its negation.
def : Pat<(sub GPR:$rs1, negsimm16:$imm), (ADDI GPR:$rs1, (NEG_IMM imm:$imm))>;

// Shifted adds (add is commutative: both orders match).
def : Pat<(shl1add GPR:$rs1, GPR:$rs2), (SH1ADD GPR:$rs1, GPR:$rs2)>;
let AddedComplexity = 1 in
def : Pat<(shl2add GPR:$rs1, GPR:$rs2), (SH2ADD GPR:$rs1, GPR:$rs2)>;

// Greater-than compares with the operands swapped.
def : Pat<(setgt_frag GPR:$rs1, GPR:$rs2), (SLT GPR:$rs2, GPR:$rs1)>;
def : Pat<(setugt GPR:$rs1, GPR:$rs2), (SLTU GPR:$rs2, GPR:$rs1)>;

// Any-extending loads are the zero-extending ones; a plain load of a base
// register uses a zero offset.
def : Pat<(i32 (extloadi8 addr:$addr)), (LBU addr:$addr)>;
def : Pat<(i32 (extloadi16 addr:$addr)), (LHU addr:$addr)>;
def : Pat<(i32 (load GPRNoR0:$base)), (LW GPRNoR0:$base, 0)>;

// Floating-point zero: the zero register moved across.
let Predicates = [HasFP] in
def : Pat<(f32 (bitconvert (i32 0))), (FMV_W_X (i32 R0))>;

// Calls to a symbol.
def : Pat<(toy_call tglobaladdr:$dst), (CALL tglobaladdr:$dst)>;
