//===- AsmWriterInst.cpp - An asm string cut into printing steps ----------===//
//
// The asm string syntax, as llvm-tblgen's printer generator reads it:
//   $name, ${name}      print operand "name" with its PrintMethod
//   ${name:mod}         the same, passing the modifier string "mod"
//   ${:mod}             PrintSpecial(MI, O, "mod")
//   $$                  a literal '$'
//   \n \t               newline, tab
//   \$ \{ \| \} \\      the character itself
// Everything else is literal text; adjacent literal pieces form one step.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/AsmWriterInst.h"

#include "codegen/Instructions.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::asmwriter {

namespace {

bool isNameChar(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || (C >= '0' && C <= '9') || C == '_';
}

/// Builds the step list of one instruction.
class StepBuilder {
public:
  StepBuilder(const codegen::InstructionSet &Set, const codegen::Instruction &I)
      : Set(Set), I(I), Name(I.Def->getName()) {}

  std::vector<PrintStep> build(const std::string &Asm);

private:
  [[noreturn]] void fail(const std::string &Msg) const { PrintFatalError(I.Def->getLocs(), Msg); }
  void addText(std::string_view S) {
    if (!Steps.empty() && Steps.back().K == PrintStep::Text)
      Steps.back().Str.append(S);
    else
      Steps.push_back(PrintStep::text(std::string(S)));
  }
  /// Reads the operand reference starting at Asm[Dollar] == '$'; returns
  /// the position after it.
  size_t readOperand(const std::string &Asm, size_t Dollar);

  const codegen::InstructionSet &Set;
  const codegen::Instruction &I;
  std::string Name;
  std::vector<PrintStep> Steps;
};

size_t StepBuilder::readOperand(const std::string &Asm, size_t Dollar) {
  size_t Pos = Dollar + 1;
  bool Braced = Pos < Asm.size() && Asm[Pos] == '{';
  if (Braced)
    ++Pos;
  size_t NameStart = Pos;
  while (Pos < Asm.size() && isNameChar(Asm[Pos]))
    ++Pos;
  std::string OpName = Asm.substr(NameStart, Pos - NameStart);
  std::string Modifier;
  if (Braced) {
    const std::string Unterminated =
        "Reached end of string before terminating curly brace in '" + Name + "'";
    if (Pos >= Asm.size())
      fail(Unterminated);
    if (Asm[Pos] == ':') {
      ++Pos;
      if (Pos >= Asm.size())
        fail(Unterminated);
      size_t ModStart = Pos;
      while (Pos < Asm.size() && isNameChar(Asm[Pos]))
        ++Pos;
      Modifier = Asm.substr(ModStart, Pos - ModStart);
      if (Modifier.empty())
        fail("Bad operand modifier name in '" + Name + "'");
    }
    if (Pos >= Asm.size() || Asm[Pos] != '}')
      fail("Variable name beginning with '{' did not end with '}' in '" + Name + "'");
    ++Pos;
  }
  if (OpName.empty() && Modifier.empty())
    fail("Stray '$' in '" + Name + "' asm string, maybe you want $$?");

  PrintStep S;
  S.K = PrintStep::Call;
  S.Modifier = std::move(Modifier);
  if (OpName.empty()) {
    // ${:mod} asks the printer for target-specific text, on no operand.
    S.Str = "PrintSpecial";
  } else {
    int Index = Set.operandNamed(I, OpName);
    if (Index < 0)
      fail("'" + Name + "' does not have an operand named '$" + OpName + "'!");
    const codegen::InstrOperand &Op = Set.operands(I)[unsigned(Index)];
    S.Str = std::string(Op.printMethod());
    S.MIOperand = Op.MIOperandNo;
    S.PCRel = Op.operandType() == "MCOI::OPERAND_PCREL";
  }
  Steps.push_back(std::move(S));
  return Pos;
}

std::vector<PrintStep> StepBuilder::build(const std::string &Asm) {
  size_t Pos = 0;
  while (Pos < Asm.size()) {
    char C = Asm[Pos];
    if (C == '$') {
      if (Pos + 1 < Asm.size() && Asm[Pos + 1] == '$') {
        addText("$");
        Pos += 2;
      } else {
        Pos = readOperand(Asm, Pos);
      }
      continue;
    }
    if (C == '\\') {
      // llvm-tblgen loops forever on a trailing backslash; report it.
      if (Pos + 1 == Asm.size())
        fail("Unterminated escape at the end of the asm string of '" + Name + "'");
      char E = Asm[Pos + 1];
      if (E == 'n')
        addText("\\n");
      else if (E == 't')
        addText("\\t");
      else if (E == '$' || E == '{' || E == '|' || E == '}' || E == '\\')
        addText(std::string(1, E)); // kept raw, as llvm-tblgen keeps it
      else
        fail("Non-supported escaped character found in instruction '" + Name + "'!");
      Pos += 2;
      continue;
    }
    // Literal text is stored escaped for a C++ string literal.
    switch (C) {
    case '\n': addText("\\n"); break;
    case '\t': addText("\\t"); break;
    case '"': addText("\\\""); break;
    default: {
      // A run of plain characters at once.
      size_t End = Asm.find_first_of("$\\\n\t\"", Pos + 1);
      if (End == std::string::npos)
        End = Asm.size();
      addText(std::string_view(Asm).substr(Pos, End - Pos));
      Pos = End;
      continue;
    }
    }
    ++Pos;
  }
  Steps.push_back(PrintStep::statement("return;"));
  return std::move(Steps);
}

} // namespace

std::string PrintStep::code(bool PassSubtarget) const {
  switch (K) {
  case Text:
    if (Str.size() == 1)
      return "O << '" + Str + "';";
    return "O << \"" + Str + "\";";
  case Statement:
    return Str;
  case Call:
    break;
  }
  std::string Code = Str + "(MI";
  if (PCRel)
    Code += ", Address";
  if (MIOperand != NoOperand)
    Code += ", " + std::to_string(MIOperand);
  if (PassSubtarget)
    Code += ", STI";
  Code += ", O";
  if (!Modifier.empty())
    Code += ", \"" + Modifier + "\"";
  return Code + ");";
}

std::vector<PrintStep> parseAsmString(const codegen::InstructionSet &Set,
                                      const codegen::Instruction &I, unsigned Variant) {
  return StepBuilder(Set, I).build(codegen::flattenAsmVariants(I.AsmString, Variant));
}

std::string unescapeText(const std::string &S) {
  std::string Out;
  Out.reserve(S.size());
  for (size_t K = 0; K < S.size(); ++K) {
    if (S[K] != '\\' || K + 1 == S.size()) {
      Out.push_back(S[K]);
      continue;
    }
    char E = S[K + 1];
    char R;
    switch (E) {
    case 'a': R = '\a'; break;
    case 'b': R = '\b'; break;
    case 'e': R = 27; break;
    case 'f': R = '\f'; break;
    case 'n': R = '\n'; break;
    case 'r': R = '\r'; break;
    case 't': R = '\t'; break;
    case 'v': R = '\v'; break;
    case '"': R = '"'; break;
    case '\'': R = '\''; break;
    case '\\': R = '\\'; break;
    default:
      // Not an escape: the backslash stays and the next character is
      // looked at on its own.
      Out.push_back('\\');
      continue;
    }
    Out.push_back(R);
    ++K;
  }
  return Out;
}

} // namespace tblgen::asmwriter
