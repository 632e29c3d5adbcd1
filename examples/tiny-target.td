//===- tiny-target.td - A tiny target description --------*- tablegen -*-===//
//
// A small, self-contained target description in the style of LLVM's
// backends: registers with encodings, register classes, instruction formats
// with 32-bit encodings, and a multiclass of ALU instructions.
//
// Try: tblgen -I examples examples/tiny-target.td
//      tblgen -I examples --dump-json examples/tiny-target.td
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

class Register<string n, bits<16> enc> {
  string Namespace = "Tiny";
  string AsmName = n;
  bits<16> HWEncoding = enc;
  list<string> AltNames = [];
}

class ValueType<int size, int value> {
  int Size = size;
  int Value = value;
}
def i32 : ValueType<32, 7>;
def i64 : ValueType<64, 8>;

class RegisterClass<string ns, list<ValueType> types, int align,
                    list<Register> regs> {
  string Namespace = ns;
  list<ValueType> RegTypes = types;
  int Alignment = align;
  list<Register> MemberList = regs;
  int Size = !size(regs);
}

// General purpose registers R0..R7.
foreach i = 0...7 in
  def R#i : Register<"r"#i, i>;

// Special registers.
def SP : Register<"sp", 30> { let AltNames = ["r30"]; }
def LR : Register<"lr", 31> { let AltNames = ["r31"]; }

defvar AllGPRs = [R0, R1, R2, R3, R4, R5, R6, R7];

def GPR : RegisterClass<"Tiny", [i32], 32, AllGPRs>;
def GPRWithSP : RegisterClass<"Tiny", [i32, i64], 32, !listconcat(AllGPRs, [SP])>;
def ArgRegs : RegisterClass<"Tiny", [i32], 32, !filter(r, AllGPRs, !lt(r.HWEncoding, 4))>;

//===----------------------------------------------------------------------===//
// Instruction formats
//===----------------------------------------------------------------------===//

class Operand<string ty> { string OperandType = ty; }
def GPROp : Operand<"OPERAND_REGISTER">;
def imm16 : Operand<"OPERAND_IMMEDIATE">;

def ins;
def outs;

class Instruction<string mnemonic> {
  string Namespace = "Tiny";
  string Mnemonic = mnemonic;
  bits<32> Inst;
  int Size = 4;
  dag OutOperandList = (outs);
  dag InOperandList = (ins);
  string AsmString = "";
  bit isBranch = false;
  bit mayLoad = false;
  bit mayStore = false;
}

// R-type: opcode | rd | rs1 | rs2 | funct
class RFormat<bits<6> opcode, bits<11> funct, string mnemonic>
    : Instruction<mnemonic> {
  bits<5> rd;
  bits<5> rs1;
  bits<5> rs2;
  let Inst{31-26} = opcode;
  let Inst{25-21} = rd;
  let Inst{20-16} = rs1;
  let Inst{15-11} = rs2;
  let Inst{10-0} = funct;
  let OutOperandList = (outs GPROp:$rd);
  let InOperandList = (ins GPROp:$rs1, GPROp:$rs2);
  let AsmString = mnemonic # "\t$rd, $rs1, $rs2";
}

// I-type: opcode | rd | rs1 | imm16
class IFormat<bits<6> opcode, string mnemonic> : Instruction<mnemonic> {
  bits<5> rd;
  bits<5> rs1;
  bits<16> imm;
  let Inst{31-26} = opcode;
  let Inst{25-21} = rd;
  let Inst{20-16} = rs1;
  let Inst{15-0} = imm;
  let OutOperandList = (outs GPROp:$rd);
  let InOperandList = (ins GPROp:$rs1, imm16:$imm);
  let AsmString = mnemonic # "\t$rd, $rs1, $imm";
}

//===----------------------------------------------------------------------===//
// Instructions
//===----------------------------------------------------------------------===//

// Every ALU operation comes as a register-register and an immediate form.
multiclass ALUOp<bits<6> regOpc, bits<6> immOpc, bits<11> funct, string name> {
  def rr : RFormat<regOpc, funct, name>;
  def ri : IFormat<immOpc, !strconcat(name, "i")>;
}

defm ADD : ALUOp<0b000000, 0b001000, 0x020, "add">;
defm SUB : ALUOp<0b000000, 0b001001, 0x022, "sub">;
defm AND : ALUOp<0b000000, 0b001100, 0x024, "and">;
defm OR  : ALUOp<0b000000, 0b001101, 0x025, "or">;

let mayLoad = true in
def LW : IFormat<0b100011, "lw">;
let mayStore = true in
def SW : IFormat<0b101011, "sw">;

def BEQ : IFormat<0b000100, "beq"> {
  let isBranch = true;
  let AsmString = "beq\t$rd, $rs1, $imm";
}

//===----------------------------------------------------------------------===//
// A summary record built with the bang operators.
//===----------------------------------------------------------------------===//

defvar ALUNames = ["add", "sub", "and", "or"];

def TinySummary {
  list<string> ALUMnemonics = !foreach(n, ALUNames, !toupper(n));
  string AllMnemonics = !interleave(ALUNames, ", ");
  list<string> RegNames = !foreach(r, AllGPRs, r.AsmName);
  int NumGPRs = !size(AllGPRs);
  string Description = !strconcat("Tiny target: ", !cast<string>(NumGPRs),
                                  " registers, ", !cast<string>(!size(ALUNames)),
                                  " ALU operations");
}
