//===- ToyCompressInstrs.td - 16-bit compressed instructions --*- tablegen -*-===//
//
// With the "c" feature, a few common instructions have a 16-bit form:
//
//   CR:  | opcode:4 | rd:4 | rs:4  | 0000 |
//   CI:  | opcode:4 | rd:4 | imm:4 | 0000 |
//
// The CompressPat records map each long form to its short one; the
// -gen-compress-inst-emitter backend turns them into compressInst,
// uncompressInst and isCompressibleInst.
//
//===----------------------------------------------------------------------===//

def FeatureCompressed : SubtargetFeature<"c", "HasCompressed", "true",
                                         "16-bit compressed instructions">;
def HasCompressed : Predicate<"Subtarget->hasCompressed()">,
                    AssemblerPredicate<(all_of FeatureCompressed), "c">;

def simm4 : Operand<i32>, ImmLeaf<i32, [{ return isInt<4>(Imm); }]> {
  let MCOperandPredicate = [{
    int64_t Imm;
    return MCOp.evaluateAsConstantImm(Imm) && isInt<4>(Imm);
  }];
}

class ToyInst16<bits<4> op, dag outs, dag ins, string asmstr> : Instruction {
  field bits<16> Inst;
  field bits<16> SoftFail = 0;
  bits<4> rd;
  let Inst{15-12} = op;
  let Inst{11-8} = rd;
  let Inst{3-0} = 0;
  let Namespace = "Toy";
  let Size = 2;
  let DecoderNamespace = "Toy16";
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;
  let Predicates = [HasCompressed];
}

def C_MV : ToyInst16<0b0001, (outs GPRNoR0:$rd), (ins GPRNoR0:$rs), "c.mv\t$rd, $rs"> {
  bits<4> rs;
  let Inst{7-4} = rs;
}
let Constraints = "$rd = $rd_wb" in {
def C_ADD : ToyInst16<0b0010, (outs GPR:$rd_wb), (ins GPR:$rd, GPR:$rs), "c.add\t$rd, $rs"> {
  bits<4> rs;
  let Inst{7-4} = rs;
}
def C_ADDI : ToyInst16<0b0011, (outs GPR:$rd_wb), (ins GPR:$rd, simm4:$imm), "c.addi\t$rd, $imm"> {
  bits<4> imm;
  let Inst{7-4} = imm;
}
}
let rd = 0 in
def C_NOP : ToyInst16<0b0000, (outs), (ins), "c.nop"> { let Inst{7-4} = 0; }

// R0 reads as zero: "add rd, r0, rs" is a move.
def : CompressPat<(ADD GPRNoR0:$rd, R0, GPRNoR0:$rs), (C_MV GPRNoR0:$rd, GPRNoR0:$rs),
                  [HasCompressed]>;
def : CompressPat<(ADD GPR:$rd, GPR:$rd, GPR:$rs), (C_ADD GPR:$rd, GPR:$rs), [HasCompressed]>;
// Commuted: compression only (uncompressing gives the form above).
let isCompressOnly = true in
def : CompressPat<(ADD GPR:$rd, GPR:$rs, GPR:$rd), (C_ADD GPR:$rd, GPR:$rs), [HasCompressed]>;
def : CompressPat<(ADDI GPR:$rd, GPR:$rd, simm4:$imm), (C_ADDI GPR:$rd, simm4:$imm),
                  [HasCompressed]>;
def : CompressPat<(ADDI R0, R0, 0), (C_NOP), [HasCompressed]>;
