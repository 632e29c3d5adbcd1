//===- X86ModelTest.cpp - The X86 instruction encoding model --------------===//

#include "codegen/x86/X86Instrs.h"
#include "parse/Parser.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <string>

using namespace tblgen;
using namespace tblgen::codegen::x86;

namespace {

constexpr const char *LLVMInclude = "/usr/include/llvm-22";

/// A target with a few X86-like instructions (needs LLVM's Target.td).
constexpr const char *Input = R"(include "llvm/Target/Target.td"
class Format<bits<7> val> { bits<7> Value = val; }
def Pseudo : Format<0>;
def MRMDestMem : Format<24>;
def MRMSrcMem : Format<25>;
def MRMDestReg : Format<40>;
def MRMSrcReg : Format<41>;
def MRMSrcRegCC : Format<44>;

class X86Inst<bits<8> opc, Format f, dag outs, dag ins, string asm> : Instruction {
  let Namespace = "X86";
  bits<8> Opcode = opc;
  bits<7> FormBits = f.Value;
  dag OutOperandList = outs;
  dag InOperandList = ins;
  string AsmString = asm;
  let isCodeGenOnly = !eq(!cast<string>(f), "Pseudo");
  bit ForceDisassemble = 0;
  bits<2> OpSizeBits = 0;
  bits<2> AdSizeBits = 0;
  bits<2> OpEncBits = 0;
  bits<3> OpPrefixBits = 0;
  bits<4> OpMapBits = 0;
  bit hasREX_W = 0;
  bit IgnoresW = 0;
  bit hasVEX_4V = 0;
  bit hasVEX_L = 0;
  bit ignoresVEX_L = 0;
  bit hasEVEX_K = 0;
  bit hasEVEX_Z = 0;
  bit hasEVEX_L2 = 0;
  bit hasEVEX_B = 0;
  bit hasEVEX_NF = 0;
  bit hasTwoConditionalOps = 0;
  bits<7> CD8_Scale = 0;
  bits<2> explicitOpPrefixBits = 0;
  bit hasEVEX_U = 0;
}

def EAX : Register<"eax">;
def XMM0 : Register<"xmm0">;
def GR32 : RegisterClass<"X86", [i32], 32, (add EAX)>;
def VR128 : RegisterClass<"X86", [v4i32], 128, (add XMM0)>;
def VR128Op : RegisterOperand<VR128>;
class X86MemOperand<int size> : Operand<iPTR> {
  let OperandType = "OPERAND_MEMORY";
  let MIOperandInfo = (ops GR32, i8imm);
  int Size = size;
}
def i32mem : X86MemOperand<32>;
def u8imm : Operand<i8> { let OperandType = "OPERAND_IMMEDIATE"; }

def ADD32rr : X86Inst<0x01, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b),
                      "add{l}\t{$b, $d|$d, $b}">;
def ADD32mr : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$d, GR32:$b),
                      "add{l}\t{$b, $d|$d, $b}"> { let ForceDisassemble = 1; }
def VADDrr : X86Inst<0x58, MRMSrcReg, (outs VR128Op:$d), (ins VR128:$a, VR128:$b),
                     "vadd\t{$b, $a, $d|$d, $a, $b}"> {
  let OpEncBits = 3;
  let OpPrefixBits = 1;
  let OpMapBits = 1;
  let hasVEX_4V = 1;
  let hasEVEX_L2 = 1;
  let hasEVEX_K = 1;
  let CD8_Scale = 64;
}
def CMOVrr : X86Inst<0x40, MRMSrcRegCC, (outs GR32:$d), (ins GR32:$a, GR32:$b, u8imm:$cond),
                     "cmov${cond}{l}\t{$b, $d|$d, $b}">;
def PSEUDO_X : X86Inst<0, Pseudo, (outs), (ins), ""> { let isPseudo = 1; }
def OTHER : Instruction {
  let Namespace = "X86";
  let OutOperandList = (outs);
  let InOperandList = (ins);
}

def II : InstrInfo;
def T : Target { let InstructionSet = II; }
)";

struct Parsed {
  SourceMgr SM;
  std::FILE *Err = std::tmpfile();
  Diagnostics Diags{SM, Err};
  RecordKeeper Records;
  bool OK = false;

  Parsed() {
    SM.IncludeDirs.push_back(LLVMInclude);
    unsigned Buf = SM.addBuffer("x86.td", Input, SrcLoc());
    Records.setInputFilename("x86.td");
    OK = parseTableGen(SM, Diags, Records, Buf, ParseOptions());
    setCurrentDiagnostics(&Diags);
  }
  ~Parsed() {
    setCurrentDiagnostics(nullptr);
    std::fclose(Err);
  }
};

bool haveLLVM() {
  return std::filesystem::exists(std::string(LLVMInclude) + "/llvm/Target/Target.td");
}

} // namespace

TEST(X86ModelTest, Enumerations) {
  EXPECT_TRUE(isForm(24));
  EXPECT_FALSE(isForm(11));
  EXPECT_EQ(formName(41), "MRMSrcReg");
  EXPECT_EQ(formName(0x7f), "MRM_FF");
  EXPECT_EQ(formClass(uint8_t(Form::MRM3r)), FormClass::Reg);
  EXPECT_EQ(formClass(uint8_t(Form::MRMXmCC)), FormClass::Mem);
  EXPECT_EQ(formClass(uint8_t(Form::RawFrm)), FormClass::None);
  EXPECT_EQ(foldPartner(uint8_t(Form::MRMSrcReg4VOp3)), Form::MRMSrcMem4VOp3);
  EXPECT_EQ(foldPartner(uint8_t(Form::MRM7m)), Form::MRM7r);
  EXPECT_EQ(foldPartner(uint8_t(Form::MRMDestRegCC)), Form::Pseudo);
  EXPECT_EQ(opMapName(OpMap::T_MAP4), "T_MAP4");
  EXPECT_EQ(opPrefixName(OpPrefix::XD), "XD");
  EXPECT_EQ(opEncodingName(OpEncoding::EncEVEX), "EncEVEX");
  EXPECT_EQ(adSizeName(AdSize::AdSize64), "AdSize64");
  EXPECT_EQ(explicitPrefixName(ExplicitPrefix::ExplicitREX2), "ExplicitREX2");
  EXPECT_EQ(fieldName(X86Byte::Map), "OpMapBits");
  EXPECT_EQ(fieldName(X86Bit::EvexZ), "hasEVEX_Z");
}

TEST(X86ModelTest, ReadsInstructions) {
  if (!haveLLVM())
    GTEST_SKIP() << "needs LLVM 22's Target.td";
  Parsed P;
  ASSERT_TRUE(P.OK);
  const X86Target &T = getX86Target(P.Records);
  EXPECT_EQ(&T, &getX86Target(P.Records)); // built once

  // Pseudos first, then by name; OTHER is no X86Inst.
  std::vector<std::string> Names;
  for (const X86Instr &I : T.instrs())
    Names.emplace_back(I.Def->getName());
  EXPECT_EQ(Names, (std::vector<std::string>{"PSEUDO_X", "ADD32mr", "ADD32rr", "CMOVrr", "VADDrr"}));
  for (size_t K = 1; K < T.instrs().size(); ++K)
    EXPECT_LT(T.instrs()[K - 1].EnumValue, T.instrs()[K].EnumValue);
  EXPECT_EQ(T.find(P.Records.getDef("OTHER")), nullptr);

  const X86Instr *V = T.find(P.Records.getDef("VADDrr"));
  ASSERT_NE(V, nullptr);
  EXPECT_EQ(V->opcode(), 0x58);
  EXPECT_EQ(V->form(), Form::MRMSrcReg);
  EXPECT_EQ(V->formClass(), FormClass::Reg);
  EXPECT_EQ(V->encoding(), OpEncoding::EncEVEX);
  EXPECT_EQ(V->prefix(), OpPrefix::PD);
  EXPECT_EQ(V->map(), OpMap::TB);
  EXPECT_EQ(V->cd8Scale(), 64);
  EXPECT_TRUE(V->has(X86Bit::Vex4V));
  EXPECT_TRUE(V->has(X86Bit::EvexK));
  EXPECT_FALSE(V->has(X86Bit::EvexZ));
  EXPECT_TRUE(V->isDecodable());
  EXPECT_EQ(T.instruction(*V).Def, V->Def);

  const X86Instr *M = T.find(P.Records.getDef("ADD32mr"));
  ASSERT_NE(M, nullptr);
  EXPECT_EQ(M->formClass(), FormClass::Mem);
  EXPECT_TRUE(M->has(X86Bit::ForceDisassemble));
  EXPECT_FALSE(T.find(P.Records.getDef("PSEUDO_X"))->isDecodable());

  // Operand classes.
  auto Ops = T.operands(*M);
  ASSERT_EQ(Ops.size(), 2u);
  OperandClass Mem = T.classify(Ops[0].Rec);
  EXPECT_EQ(Mem.K, OperandClass::Memory);
  EXPECT_EQ(Mem.Size, 32u);
  OperandClass Reg = T.classify(Ops[1].Rec);
  EXPECT_EQ(Reg.K, OperandClass::Register);
  EXPECT_EQ(Reg.Size, 32u);
  OperandClass VOp = T.classify(T.operands(*V)[0].Rec);
  EXPECT_EQ(VOp.K, OperandClass::Register);
  EXPECT_EQ(VOp.Size, 128u);
  OperandClass Imm = T.classify(P.Records.getDef("u8imm"));
  EXPECT_EQ(Imm.K, OperandClass::Immediate);
  EXPECT_EQ(Imm.ImmType, P.Records.getDef("i8"));

  // Mnemonics in both variants; ${cond} reads as CC.
  EXPECT_EQ(mnemonic(T.instruction(*M), 0), "ADDL");
  EXPECT_EQ(mnemonic(T.instruction(*M), 1), "ADD");
  const codegen::Instruction &CMov = T.instruction(*T.find(P.Records.getDef("CMOVrr")));
  EXPECT_EQ(mnemonic(CMov, 0), "CMOVCCL");
  EXPECT_EQ(mnemonic(CMov, 1), "CMOVCC");
  EXPECT_EQ(mnemonic(T.instruction(*T.find(P.Records.getDef("PSEUDO_X"))), 0), "");
}
