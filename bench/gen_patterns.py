#!/usr/bin/env python3
"""Generates a synthetic target with thousands of selection patterns, the
shape that makes the instruction-selection backends (-gen-dag-isel,
-gen-global-isel, -gen-fast-isel) slow on X86/AArch64-like targets: the same
operations repeated over several register classes and value types, in
register-register and register-immediate forms (one ImmLeaf per immediate
width), loads and stores through ComplexPattern address modes, extending
loads and truncating stores, compares with condition codes, selects,
conversions and bitcasts, and Pat records using PatFrags (with predicate
code), SDNodeXForms and commutative nodes; every group of instructions is
repeated once per subtarget feature (Predicates), as ISA extensions repeat
them.

    python3 bench/gen_patterns.py -o /tmp/patterns.td
    llvm-tblgen -gen-dag-isel -I /usr/include/llvm-22 /tmp/patterns.td

With the defaults (--groups 15) there are 5,205 patterns: 4,185
instruction patterns and 1,020 Pat records (printed on stderr, and in the
output's first line), before dag-isel adds the commutative variants. llvm-tblgen 22 accepts the output for -gen-dag-isel,
-gen-global-isel (it imports the patterns GlobalISel can express: every
node has a GINodeEquiv, every ComplexPattern a GIComplexPatternEquiv,
every SDNodeXForm a GISDNodeXFormEquiv) and -gen-fast-isel, and the
other target backends that read patterns (-gen-instr-info infers mayLoad,
mayStore, hasSideEffects and isBitcast from them).

The output includes "llvm/Target/Target.td" (so -I /usr/include/llvm-22)
and defines one Target. The same arguments always give the same bytes.

Timing: bench/mc_speed.py runs any backend on any file, alternating the
two tools and printing median CPU times, their ratio and whether the
outputs are identical:

    python3 bench/gen_patterns.py -o /tmp/patterns.td
    python3 bench/mc_speed.py --tblgen build/bin/tblgen --td /tmp/patterns.td \\
        --backend gen-dag-isel --backend gen-global-isel --backend gen-fast-isel

(the issue's goal: -gen-dag-isel and -gen-global-isel at most 0.20 of
llvm-tblgen's time on >= 5,000 patterns; results in docs/performance.md).

Options:
  --groups N   feature groups, each a full copy of the operations under its
               own predicate (default 15; 347 patterns each)
"""
import argparse
import sys

# Integer scalar classes and their types.
INT = [("GPR32", "i32", "32"), ("GPR64", "i64", "64")]
FP = [("FPR32", "f32", "S"), ("FPR64", "f64", "D")]
VEC_INT = ["v4i32", "v2i64"]
VEC_FP = ["v4f32", "v2f64"]

# Binary integer nodes (the commutative ones are marked so by LLVM's
# SDNode definitions: add, mul, and, or, xor, min/max, mulh).
INT_BIN = ["add", "sub", "mul", "and", "or", "xor", "shl", "srl", "sra", "rotl", "rotr",
           "smin", "smax", "umin", "umax", "mulhs", "mulhu", "sdiv", "udiv", "srem", "urem"]
# Those that also have register-immediate forms, one per immediate leaf.
INT_IMM = ["add", "and", "or", "xor", "shl", "srl", "sra", "smin", "smax", "umin", "umax"]
INT_UN = ["ctlz", "cttz", "ctpop", "bswap", "bitreverse"]
FP_BIN = ["fadd", "fsub", "fmul", "fdiv", "fminnum", "fmaxnum"]
FP_UN = ["fneg", "fabs", "fsqrt"]
VEC_INT_BIN = ["add", "sub", "mul", "and", "or", "xor", "smin", "smax", "umin", "umax"]
VEC_FP_BIN = ["fadd", "fsub", "fmul", "fdiv"]
# Immediate leaves: name, C++ test.
IMMS = [("simm8", "isInt<8>(Imm)"), ("simm12", "isInt<12>(Imm)"),
        ("simm16", "isInt<16>(Imm)"), ("uimm6", "isUInt<6>(Imm)")]
CONDS = ["SETEQ", "SETNE", "SETLT", "SETLE", "SETGT", "SETGE", "SETULT", "SETULE",
         "SETUGT", "SETUGE"]


def prologue(w):
    w('include "llvm/Target/Target.td"')
    w("")
    w('class BReg<string n> : Register<n> { let Namespace = "Bench"; }')
    w("foreach I = 0-31 in {")
    w('  def X#I : BReg<"x"#I>;')
    w('  def F#I : BReg<"f"#I>;')
    w('  def V#I : BReg<"v"#I>;')
    w("}")
    w('def GPR32 : RegisterClass<"Bench", [i32], 32, (sequence "X%u", 0, 31)>;')
    w('def GPR64 : RegisterClass<"Bench", [i64], 64, (sequence "X%u", 0, 31)>;')
    w('def GPRNoX0 : RegisterClass<"Bench", [i32], 32, (sequence "X%u", 1, 31)>;')
    w('def FPR32 : RegisterClass<"Bench", [f32], 32, (sequence "F%u", 0, 31)>;')
    w('def FPR64 : RegisterClass<"Bench", [f64], 64, (sequence "F%u", 0, 31)>;')
    w('def VR128 : RegisterClass<"Bench", [v4i32, v2i64, v4f32, v2f64], 128, '
      '(sequence "V%u", 0, 31)>;')
    w("")
    w("class BInst<dag outs, dag ins, string asm, list<dag> pat = []> : Instruction {")
    w('  let Namespace = "Bench";')
    w("  let OutOperandList = outs;")
    w("  let InOperandList = ins;")
    w("  let AsmString = asm;")
    w("  let Pattern = pat;")
    w("  let Size = 4;")
    w("}")
    w("")
    w("def Is64Bit : Predicate<\"Subtarget->is64Bit()\">;")
    # Immediate leaves (also the instructions' operands), per integer type.
    for _, vt, _ in INT:
        for name, test in IMMS:
            w("def %s_%s : Operand<%s>, ImmLeaf<%s, [{ return %s; }]>;" % (name, vt, vt, vt, test))
        w("def negsimm12_%s : ImmLeaf<%s, [{ return Imm != 0 && isInt<12>(-Imm); }]>;" % (vt, vt))
        w("def NEG_%s : SDNodeXForm<imm, [{" % vt)
        w("  return CurDAG->getTargetConstant(-N->getSExtValue(), SDLoc(N), MVT::%s);" % vt)
        w("}]>;")
        w('def gi_neg_%s : GICustomOperandRenderer<"renderNeg">, GISDNodeXFormEquiv<NEG_%s>;'
          % (vt, vt))
    w("def LO12 : SDNodeXForm<imm, [{")
    w("  return CurDAG->getTargetConstant(N->getZExtValue() & 0xfff, SDLoc(N), MVT::i32);")
    w("}]>;")
    w("def HI20 : SDNodeXForm<imm, [{")
    w("  return CurDAG->getTargetConstant(N->getZExtValue() >> 12, SDLoc(N), MVT::i32);")
    w("}]>;")
    w('def gi_lo12 : GICustomOperandRenderer<"renderLo12">, GISDNodeXFormEquiv<LO12>;')
    w('def gi_hi20 : GICustomOperandRenderer<"renderHi20">, GISDNodeXFormEquiv<HI20>;')
    w("def shamt1 : ImmLeaf<i32, [{ return Imm == 1; }]>;")
    w("def shamt2 : ImmLeaf<i32, [{ return Imm == 2; }]>;")
    w("def shamt3 : ImmLeaf<i32, [{ return Imm == 3; }]>;")
    # Address modes.
    w("def memri : Operand<i32> { let MIOperandInfo = (ops GPRNoX0:$base, simm12_i32:$off); }")
    w("def memrr : Operand<i32> { let MIOperandInfo = (ops GPRNoX0:$base, GPR32:$idx); }")
    w('def addr_ri : ComplexPattern<i32, 2, "selectAddrRI", [frameindex], []>;')
    w('def addr_rr : ComplexPattern<i32, 2, "selectAddrRR", [], []>;')
    w('def gi_addr_ri : GIComplexOperandMatcher<s32, "selectAddrRI">, '
      "GIComplexPatternEquiv<addr_ri>;")
    w('def gi_addr_rr : GIComplexOperandMatcher<s32, "selectAddrRR">, '
      "GIComplexPatternEquiv<addr_rr>;")
    # Fragments.
    w("def add_oneuse : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b), [{")
    w("  return N->hasOneUse();")
    w("}]> {")
    w("  let GISelPredicateCode = [{ return MRI.hasOneNonDBGUse(MI.getOperand(0).getReg()); }];")
    w("}")
    w("def shl1add : PatFrags<(ops node:$a, node:$b),")
    w("                       [(add_oneuse (shl node:$a, shamt1), node:$b),")
    w("                        (add_oneuse (add node:$a, node:$a), node:$b)]>;")
    w("def shl2add : PatFrag<(ops node:$a, node:$b), (add_oneuse (shl node:$a, shamt2), node:$b)>;")
    w("def shl3add : PatFrag<(ops node:$a, node:$b), (add_oneuse (shl node:$a, shamt3), node:$b)>;")
    w("def andnot : PatFrag<(ops node:$a, node:$b), (and node:$a, (not node:$b))>;")
    w("def ornot : PatFrag<(ops node:$a, node:$b), (or node:$a, (not node:$b))>;")
    w("")


class Counter:
    def __init__(self):
        self.inst_patterns = 0
        self.pats = 0


def group(w, g, c):
    """One feature group: every operation once, under HasExt<g>."""
    s = "_G%d" % g
    w("// ---- group %d" % g)
    w('def FeatureExt%d : SubtargetFeature<"ext%d", "HasExt%d", "true", "Extension %d">;'
      % (g, g, g, g))
    w('def HasExt%d : Predicate<"Subtarget->hasExt%d()">;' % (g, g))

    def inst(name, outs, ins, pat=None):
        if pat:
            c.inst_patterns += 1
            w('def %s%s : BInst<(outs %s), (ins %s), "%s", [%s]>;'
              % (name, s, outs, ins, name.lower(), pat))
        else:
            w('def %s%s : BInst<(outs %s), (ins %s), "%s">;' % (name, s, outs, ins, name.lower()))

    def pat(src, dst):
        c.pats += 1
        w("def : Pat<%s, %s>;" % (src, dst.replace("@", s)))

    preds = ["HasExt%d" % g]
    w("let Predicates = [%s] in {" % ", ".join(preds))
    # Integer scalars.
    for rc, vt, bits in INT:
        p64 = vt == "i64"
        if p64:
            w("let Predicates = [HasExt%d, Is64Bit] in {" % g)
        for op in INT_BIN:
            inst("%s%s_rr" % (op.upper(), bits), "%s:$rd" % rc, "%s:$a, %s:$b" % (rc, rc),
                 "(set %s:$rd, (%s %s:$a, %s:$b))" % (rc, op, rc, rc))
        for op in INT_IMM:
            for imm, _ in IMMS:
                inst("%s%s_%s" % (op.upper(), bits, imm), "%s:$rd" % rc,
                     "%s:$a, %s_%s:$imm" % (rc, imm, vt),
                     "(set %s:$rd, (%s %s:$a, %s_%s:$imm))" % (rc, op, rc, imm, vt))
        for op in INT_UN:
            inst("%s%s" % (op.upper(), bits), "%s:$rd" % rc, "%s:$a" % rc,
                 "(set %s:$rd, (%s %s:$a))" % (rc, op, rc))
        # Compares: i32 results, one instruction per condition code.
        for cc in CONDS:
            inst("SET%s%s" % (cc[3:], bits), "GPR32:$rd", "%s:$a, %s:$b" % (rc, rc),
                 "(set GPR32:$rd, (i32 (setcc %s:$a, %s:$b, %s)))" % (rc, rc, cc))
        inst("SEL%s" % bits, "%s:$rd" % rc, "GPR32:$c, %s:$a, %s:$b" % (rc, rc),
             "(set %s:$rd, (select GPR32:$c, %s:$a, %s:$b))" % (rc, rc, rc))
        # Loads and stores in both address modes.
        exts = [("sextloadi8", "LB"), ("zextloadi8", "LBU"), ("sextloadi16", "LH"),
                ("zextloadi16", "LHU")]
        truncs = [("truncstorei8", "SB"), ("truncstorei16", "SH")]
        if p64:
            exts += [("sextloadi32", "LW"), ("zextloadi32", "LWU")]
            truncs += [("truncstorei32", "SW")]
        for mode, mem in (("ri", "memri"), ("rr", "memrr")):
            am = "addr_" + mode
            inst("LD%s_%s" % (bits, mode), "%s:$rd" % rc, "%s:$addr" % mem,
                 "(set %s:$rd, (%s (load %s:$addr)))" % (rc, vt, am))
            inst("ST%s_%s" % (bits, mode), "", "%s:$v, %s:$addr" % (rc, mem),
                 "(store %s:$v, %s:$addr)" % (rc, am))
            for frag, mn in exts:
                inst("%s%s_%s" % (mn, bits, mode), "%s:$rd" % rc, "%s:$addr" % mem,
                     "(set %s:$rd, (%s (%s %s:$addr)))" % (rc, vt, frag, am))
                if frag.startswith("zext"):
                    pat("(%s (ext%s %s:$addr))" % (vt, frag[4:], am),
                        "(%s%s_%s@ %s:$addr)" % (mn, bits, mode, am))
            for frag, mn in truncs:
                inst("%s%s_%s" % (mn, bits, mode), "", "%s:$v, %s:$addr" % (rc, mem),
                     "(%s %s:$v, %s:$addr)" % (frag, rc, am))
        # Shifted adds and logic with a complement: Pat records on fragments.
        for k in (1, 2, 3):
            inst("SH%dADD%s" % (k, bits), "%s:$rd" % rc, "%s:$a, %s:$b" % (rc, rc))
        if not p64:
            for k in (1, 2, 3):
                pat("(shl%dadd %s:$a, %s:$b)" % (k, rc, rc),
                    "(SH%dADD%s@ %s:$a, %s:$b)" % (k, bits, rc, rc))
        inst("ANDN%s" % bits, "%s:$rd" % rc, "%s:$a, %s:$b" % (rc, rc))
        inst("ORN%s" % bits, "%s:$rd" % rc, "%s:$a, %s:$b" % (rc, rc))
        pat("(%s (andnot %s:$a, %s:$b))" % (vt, rc, rc), "(ANDN%s@ %s:$a, %s:$b)" % (bits, rc, rc))
        pat("(%s (ornot %s:$a, %s:$b))" % (vt, rc, rc), "(ORN%s@ %s:$a, %s:$b)" % (bits, rc, rc))
        # sub of a small constant: add of its negation (an SDNodeXForm).
        pat("(sub %s:$a, negsimm12_%s:$imm)" % (rc, vt),
            "(ADD%s_simm12@ %s:$a, (NEG_%s imm:$imm))" % (bits, rc, vt))
        # not: xor with -1.
        pat("(not %s:$a)" % rc, "(XOR%s_simm8@ %s:$a, -1)" % (bits, rc))
        # Swapped compares onto the other condition.
        for cc, sw in (("SETGT", "LT"), ("SETUGT", "ULT")):
            pat("(i32 (setcc %s:$a, %s:$b, %s))" % (rc, rc, cc),
                "(SET%s%s@ %s:$b, %s:$a)" % (sw, bits, rc, rc))
        if p64:
            w("}")
    # Constants.
    pat("(i32 simm16_i32:$imm)", "(ADD32_simm16@ (i32 X0), simm16_i32:$imm)")
    inst("LUI", "GPR32:$rd", "simm16_i32:$imm")
    pat("(i32 imm:$imm)", "(OR32_simm16@ (LUI@ (HI20 imm:$imm)), (LO12 imm:$imm))")
    # Width changes between the integer classes.
    w("let Predicates = [HasExt%d, Is64Bit] in {" % g)
    inst("SEXTW", "GPR64:$rd", "GPR32:$a", "(set GPR64:$rd, (sext GPR32:$a))")
    inst("ZEXTW", "GPR64:$rd", "GPR32:$a", "(set GPR64:$rd, (zext GPR32:$a))")
    inst("TRUNCW", "GPR32:$rd", "GPR64:$a", "(set GPR32:$rd, (trunc GPR64:$a))")
    pat("(i64 (anyext GPR32:$a))", "(ZEXTW@ GPR32:$a)")
    inst("SEXTB64", "GPR64:$rd", "GPR64:$a", "(set GPR64:$rd, (sext_inreg GPR64:$a, i8))")
    inst("SEXTH64", "GPR64:$rd", "GPR64:$a", "(set GPR64:$rd, (sext_inreg GPR64:$a, i16))")
    w("}")
    inst("SEXTB32", "GPR32:$rd", "GPR32:$a", "(set GPR32:$rd, (sext_inreg GPR32:$a, i8))")
    inst("SEXTH32", "GPR32:$rd", "GPR32:$a", "(set GPR32:$rd, (sext_inreg GPR32:$a, i16))")
    # Floating point scalars.
    for (rc, vt, sfx), (irc, ivt, _) in zip(FP, INT):
        for op in FP_BIN:
            inst("%s_%s" % (op.upper(), sfx), "%s:$rd" % rc, "%s:$a, %s:$b" % (rc, rc),
                 "(set %s:$rd, (%s %s:$a, %s:$b))" % (rc, op, rc, rc))
        for op in FP_UN:
            inst("%s_%s" % (op.upper(), sfx), "%s:$rd" % rc, "%s:$a" % rc,
                 "(set %s:$rd, (%s %s:$a))" % (rc, op, rc))
        inst("FMA_%s" % sfx, "%s:$rd" % rc, "%s:$a, %s:$b, %s:$c" % (rc, rc, rc),
             "(set %s:$rd, (any_fma %s:$a, %s:$b, %s:$c))" % (rc, rc, rc, rc))
        pat("(fma %s:$a, %s:$b, (fneg %s:$c))" % (rc, rc, rc),
            "(FMA_%s@ %s:$a, %s:$b, (FNEG_%s@ %s:$c))" % (sfx, rc, rc, sfx, rc))
        for cc in ("SETOEQ", "SETOLT", "SETOLE"):
            inst("F%s_%s" % (cc[4:], sfx), "GPR32:$rd", "%s:$a, %s:$b" % (rc, rc),
                 "(set GPR32:$rd, (i32 (setcc %s:$a, %s:$b, %s)))" % (rc, rc, cc))
        inst("FSEL_%s" % sfx, "%s:$rd" % rc, "GPR32:$c, %s:$a, %s:$b" % (rc, rc),
             "(set %s:$rd, (select GPR32:$c, %s:$a, %s:$b))" % (rc, rc, rc))
        for node, name in (("sint_to_fp", "CVTSI"), ("uint_to_fp", "CVTUI")):
            for src_rc, src_bits in (("GPR32", "32"), ("GPR64", "64")):
                inst("%s%s_%s" % (name, src_bits, sfx), "%s:$rd" % rc, "%s:$a" % src_rc,
                     "(set %s:$rd, (%s %s:$a))" % (rc, node, src_rc))
        for node, name in (("fp_to_sint", "CVTFS"), ("fp_to_uint", "CVTFU")):
            inst("%s_%s" % (name, sfx), "%s:$rd" % irc, "%s:$a" % rc,
                 "(set %s:$rd, (%s %s:$a))" % (irc, node, rc))
        inst("FMVTO_%s" % sfx, "%s:$rd" % rc, "%s:$a" % irc,
             "(set %s:$rd, (bitconvert %s:$a))" % (rc, irc))
        inst("FMVFROM_%s" % sfx, "%s:$rd" % irc, "%s:$a" % rc,
             "(set %s:$rd, (bitconvert %s:$a))" % (irc, rc))
        for mode, mem in (("ri", "memri"), ("rr", "memrr")):
            am = "addr_" + mode
            inst("FLD_%s_%s" % (sfx, mode), "%s:$rd" % rc, "%s:$addr" % mem,
                 "(set %s:$rd, (%s (load %s:$addr)))" % (rc, vt, am))
            inst("FST_%s_%s" % (sfx, mode), "", "%s:$v, %s:$addr" % (rc, mem),
                 "(store %s:$v, %s:$addr)" % (rc, am))
    inst("FCVT_D_S", "FPR64:$rd", "FPR32:$a", "(set FPR64:$rd, (fpextend FPR32:$a))")
    inst("FCVT_S_D", "FPR32:$rd", "FPR64:$a", "(set FPR32:$rd, (fpround FPR64:$a))")
    # Vectors: one instruction per operation on the first type of each
    # kind, Pat records for the others.
    for types, ops in ((VEC_INT, VEC_INT_BIN), (VEC_FP, VEC_FP_BIN)):
        for op in ops:
            name = "V%s" % op.upper()
            inst(name, "VR128:$rd", "VR128:$a, VR128:$b",
                 "(set VR128:$rd, (%s (%s VR128:$a), (%s VR128:$b)))" % (op, types[0], types[0]))
            for vt in types[1:]:
                pat("(%s (%s VR128:$a, VR128:$b))" % (vt, op), "(%s@ VR128:$a, VR128:$b)" % name)
    for mode, mem in (("ri", "memri"), ("rr", "memrr")):
        am = "addr_" + mode
        inst("VLD_%s" % mode, "VR128:$rd", "%s:$addr" % mem,
             "(set VR128:$rd, (v4i32 (load %s:$addr)))" % am)
        inst("VST_%s" % mode, "", "VR128:$v, %s:$addr" % mem,
             "(store (v4i32 VR128:$v), %s:$addr)" % am)
        for vt in VEC_INT[1:] + VEC_FP:
            pat("(%s (load %s:$addr))" % (vt, am), "(VLD_%s@ %s:$addr)" % (mode, am))
            pat("(store (%s VR128:$v), %s:$addr)" % (vt, am), "(VST_%s@ VR128:$v, %s:$addr)"
                % (mode, am))
    for a in VEC_INT + VEC_FP:
        for b in VEC_INT + VEC_FP:
            if a != b:
                pat("(%s (bitconvert (%s VR128:$v)))" % (a, b), "(%s VR128:$v)" % a)
    w("}")


def generate(groups):
    out = []
    w = out.append
    c = Counter()
    body = []
    prologue(body.append)
    for g in range(groups):
        group(body.append, g, c)
    w("// Generated by bench/gen_patterns.py --groups %d; do not edit. %d patterns: "
      "%d instruction patterns, %d Pat records."
      % (groups, c.inst_patterns + c.pats, c.inst_patterns, c.pats))
    out.extend(body)
    w("")
    w("defm : RemapAllTargetPseudoPointerOperands<GPR32>;")
    w("def BenchInstrInfo : InstrInfo;")
    w("def Bench : Target { let InstructionSet = BenchInstrInfo; }")
    return "\n".join(out) + "\n", c


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--groups", type=int, default=15)
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    text, c = generate(a.groups)
    sys.stderr.write("gen_patterns.py: %d patterns (%d instruction patterns, %d Pat records)\n"
                     % (c.inst_patterns + c.pats, c.inst_patterns, c.pats))
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
