//===- AsmMatcher.h - -gen-asm-matcher: the matcher model -------*- C++ -*-===//
//
// What -gen-asm-matcher knows about a target before writing anything:
//
//  * the operand classes an assembly operand can fall in: one per literal
//    token, one per distinct register set (the register classes' member
//    sets, the singleton registers written literally in asm strings and the
//    intersections needed so that every register has one smallest class),
//    and one per AsmOperandClass def; sorted so that a class comes before
//    the classes containing it (the MatchClassKind enum order);
//  * the matchables: every instruction an asm string can select, per
//    parser variant, with its mnemonic, its operand classes, the result
//    operands (which parsed operand renders each MCInst operand, tied
//    copies, fixed immediates) and its required assembler predicates;
//  * the assembler predicates (feature bits) and the custom operand parser
//    table.
//
// AsmMatcherModel.cpp builds it; AsmMatcherEmit*.cpp write the sections.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tblgen {

class Record;
class RecordKeeper;

namespace codegen {
struct InstAlias;
struct Instruction;
class InstructionSet;
class RegisterBank;
} // namespace codegen

namespace asmmatcher {

/// One class of operands; Kind orders the groups as llvm-tblgen does:
/// tokens, register sets, classes chosen by hardware mode, user classes.
struct MatchClass {
  enum : unsigned { Token = 1, RegClass0 = 2, RegByHwMode0 = 1u << 20, UserClass0 = 1u << 24 };
  unsigned Kind = 0;
  std::vector<MatchClass *> Supers; ///< users: direct; registers: all
  std::string Name;        ///< enum name "MCK_..."
  std::string ClassName;   ///< "Token", "Reg3", "GPR", the AsmOperandClass Name
  std::string ValueName;   ///< the token, the class/def name(s), or ""
  std::string PredicateMethod, RenderMethod, ParserMethod;
  std::string DiagnosticType, DiagnosticString;
  bool IsOptional = false;
  std::string DefaultMethod; ///< optional classes: makes the absent operand
  /// Register classes: the members' record IDs, ascending.
  std::vector<unsigned> RegIDs;
  /// Position in the sorted list (the enum value is Index + 2).
  unsigned Index = 0;

  bool isToken() const { return Kind == Token; }
  bool isRegister() const { return Kind >= RegClass0 && Kind < RegByHwMode0; }
  /// One per RegClassByHwMode def: a register operand whose class the
  /// subtarget's hardware mode picks.
  bool isRegClassByHwMode() const { return Kind >= RegByHwMode0 && Kind < UserClass0; }
  bool isUser() const { return Kind >= UserClass0; }
  const MatchClass *root() const;
  int depth() const;
  bool relatedTo(const MatchClass &O) const;
  /// llvm-tblgen's partial order: subclasses before their super classes.
  bool lessThan(const MatchClass &O) const;
};

/// One token of a matchable's asm string after the mnemonic.
struct AsmOperand {
  std::string Token;
  MatchClass *Class = nullptr;
  std::string SrcOpName, OrigSrcOpName;
  int SubOpIdx = -1;
  bool Isolated = true;
  const Record *SingletonReg = nullptr;
};

/// How one result MCInst operand (or a whole complex operand) is made.
struct ResultOperand {
  enum Kind : uint8_t { Render, Tied, Imm, Reg } K = Render;
  unsigned AsmOperandNum = 0;
  unsigned NumMIOperands = 1;
  unsigned TiedTo = 0, TiedSrc1 = 0, TiedSrc2 = 0; ///< Tied
  int64_t ImmVal = 0;                                ///< Imm
  const Record *Register = nullptr;                  ///< Reg (null: none)
};

/// One instruction (or alias) the matcher can select in one variant.
struct Matchable {
  const Record *Def = nullptr;        ///< the Instruction or InstAlias
  const Record *ResultInst = nullptr; ///< the selected instruction
  const codegen::Instruction *Inst = nullptr;
  bool IsAlias = false;
  /// For an alias: the alias as read, shared by its per-variant copies.
  std::shared_ptr<const codegen::InstAlias> Alias;
  /// Whether the result instruction's AsmMatchConverter applies.
  bool UseInstConverter = true;
  int Variant = 0;
  int64_t ResultSize = 0;
  std::string AsmString;
  std::string Mnemonic;
  std::vector<AsmOperand> Operands;
  std::vector<ResultOperand> Results;
  std::vector<const Record *> Features; ///< the assembler predicates required
  std::string ConvertFn;
  bool HasDeprecation = false;

  int findOperandNamed(const std::string &N, int After = -1) const;
  int findOperand(const std::string &N, int SubOpIdx) const;
  int findOperandOriginallyNamed(const std::string &N) const;
};

/// A parser variant (AsmParserVariant def).
struct Variant {
  const Record *Def = nullptr;
  int Number = 0;
  std::string Name, CommentDelimiter, RegisterPrefix;
  std::string Tokenizing, Separators, Breaks;
};

/// Custom parser table entry: a matchable and one of its operand classes.
struct OperandMatchEntry {
  const Matchable *M = nullptr;
  const MatchClass *Class = nullptr;
  unsigned Mask = 0;
};

/// The whole model.
struct MatcherInfo {
  const RecordKeeper &Records;
  const Record *TargetDef = nullptr;
  const Record *Parser = nullptr;
  std::string TargetName, ClassName, InstNamespace, RegNamespace;
  unsigned NumInstructions = 0;
  std::vector<Variant> Variants;
  /// Assembler predicates in definition order, with their bit numbers.
  std::vector<std::pair<const Record *, unsigned>> Features;
  std::map<const Record *, unsigned> FeatureBit;

  std::vector<std::unique_ptr<MatchClass>> Storage;
  std::vector<MatchClass *> Classes; ///< sorted
  std::map<const Record *, MatchClass *> UserClasses;     ///< by AsmOperandClass
  std::map<const Record *, MatchClass *> RegClassClasses; ///< by RegisterClass
  /// The RegClassByHwMode defs (in name order) and their classes.
  std::vector<std::pair<const Record *, MatchClass *>> ByHwModeClasses;
  /// Register enum value -> its smallest class.
  std::map<unsigned, MatchClass *> RegisterClassOf;
  std::vector<std::unique_ptr<Matchable>> Matchables; ///< sorted
  std::vector<OperandMatchEntry> OperandMatches;
  /// The first token of an asm string is the mnemonic (AsmParser's
  /// HasMnemonicFirst); else it stays an operand.
  bool HasMnemonicFirst = true;
  /// ReportMultipleNearMisses: the matcher reports near misses.
  bool NearMisses = false;
  /// -asmparsernum: which of the target's AssemblyParsers.
  unsigned ParserNum = 0;
  /// -match-prefix: only instructions whose name starts with it.
  std::string MatchPrefix;

  explicit MatcherInfo(const RecordKeeper &R) : Records(R) {}
  /// Some class is optional (the converter then takes the mask of absent
  /// operands).
  bool hasOptionalOperands() const {
    for (const MatchClass *C : Classes)
      if (C->IsOptional)
        return true;
    return false;
  }
  /// Builds everything (fatal errors as llvm-tblgen's, or a located error
  /// where llvm-tblgen 22 hangs, crashes or reads undefined data).
  void build();
};

/// Writes a StringMatcher-style switch over the strings of Cases (each with
/// the code to run on a match) testing variable Var.
void writeStringSwitch(OStream &OS, std::string_view Var,
                       const std::vector<std::pair<std::string, std::string>> &Cases,
                       unsigned Indent, bool IgnoreDuplicates);

/// The enum-safe spelling of a token ("_DOT_" for '.', "_91_" for '[').
std::string enumNameForToken(std::string_view S);

/// Writes the whole -gen-asm-matcher output.
void writeMatcher(MatcherInfo &Info, OStream &OS);

} // namespace asmmatcher
} // namespace tblgen
