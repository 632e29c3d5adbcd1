//===- ToyInstrFormats.td - Toy instruction encodings ---------*- tablegen -*-===//
//
// Every instruction is one 32-bit word with a 6-bit major opcode on top:
//
//   R:  | opcode:6 | rd:4 | rs1:4 | rs2:4 | 0:10 | funct:4 |
//   I:  | opcode:6 | rd:4 | rs1:4 | 00 |        imm:16     |
//   M:  | opcode:6 | reg:4 | base:4 | 00 |     offset:16    |
//   B:  | opcode:6 | cond:4 | 0000 | 00 |      offset:16   |
//
//===----------------------------------------------------------------------===//

class ToyInst<dag outs, dag ins, string asmstr, list<dag> pattern = []>
    : Instruction {
  field bits<32> Inst;
  field bits<32> SoftFail = 0;
  bits<6> Opcode = 0;
  let Inst{31-26} = Opcode;

  let Namespace = "Toy";
  let Size = 4;
  let OutOperandList = outs;
  let InOperandList = ins;
  let AsmString = asmstr;
  let Pattern = pattern;
}

// Register-register operations; funct selects the ALU operation.
class FormatR<bits<6> op, bits<4> funct, dag outs, dag ins, string asmstr,
              list<dag> pattern = []>
    : ToyInst<outs, ins, asmstr, pattern> {
  bits<4> rd;
  bits<4> rs1;
  bits<4> rs2;
  let Opcode = op;
  let Inst{25-22} = rd;
  let Inst{21-18} = rs1;
  let Inst{17-14} = rs2;
  let Inst{13-4} = 0;
  let Inst{3-0} = funct;
}

// A register and a 16-bit immediate.
class FormatI<bits<6> op, dag outs, dag ins, string asmstr,
              list<dag> pattern = []>
    : ToyInst<outs, ins, asmstr, pattern> {
  bits<4> rd;
  bits<4> rs1;
  bits<16> imm;
  let Opcode = op;
  let Inst{25-22} = rd;
  let Inst{21-18} = rs1;
  let Inst{17-16} = 0;
  let Inst{15-0} = imm;
}

// Loads and stores: the I layout, with rs1 and imm taken from the memory
// operand (base register in its bits 19-16, offset in 15-0).
class FormatM<bits<6> op, dag outs, dag ins, string asmstr,
              list<dag> pattern = []>
    : ToyInst<outs, ins, asmstr, pattern> {
  bits<4> reg;
  bits<20> addr;
  let Opcode = op;
  let Inst{25-22} = reg;
  let Inst{21-18} = addr{19-16};
  let Inst{17-16} = 0;
  let Inst{15-0} = addr{15-0};
}

// Branches on the flags: cond selects the condition.
class FormatB<bits<6> op, bits<4> cond, dag outs, dag ins, string asmstr,
              list<dag> pattern = []>
    : ToyInst<outs, ins, asmstr, pattern> {
  bits<16> offset;
  let Opcode = op;
  let Inst{25-22} = cond;
  let Inst{21-16} = 0;
  let Inst{15-0} = offset;
}

// Instructions the compiler uses before they are lowered to real ones.
class ToyPseudo<dag outs, dag ins, list<dag> pattern = []>
    : ToyInst<outs, ins, "", pattern> {
  let isPseudo = 1;
  let isCodeGenOnly = 1;
}
