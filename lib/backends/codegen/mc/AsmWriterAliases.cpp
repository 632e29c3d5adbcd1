//===- AsmWriterAliases.cpp - -gen-asm-writer: printAliasInstr -------------===//
//
// An InstAlias with EmitPriority > 0 lets the printer show an instruction
// in a nicer form ("mv a, b" for "addi a, b, 0"). The generated
// printAliasInstr looks the opcode up in a sorted table, tries the opcode's
// patterns in order (higher priority first) and prints the first whose
// conditions all hold:
//
//   OpToPatterns  {opcode, first pattern, pattern count} in enum order
//   Patterns      {asm string offset, first condition, MI operands, count}
//   Conds         one per checked MachineInstr operand (register class,
//                 fixed register, immediate, tied operand, custom
//                 MCOperandPredicate, ignore), then the subtarget features
//   AsmStrings    the alias strings, "$" followed by "\xNN" (operand N-1)
//                 or "\xFF\xNN\xMM" (operand N-1 printed by method M-1)
//
// Reading the alias (matching the result dag against the instruction's
// operands) reports the errors llvm-tblgen's CodeGenInstAlias reports.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/AsmWriter.h"
#include "backends/codegen/registers/RegisterNames.h"

#include "backends/codegen/mc/InstAlias.h"
#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>

namespace tblgen::asmwriter {

namespace {

using codegen::Instruction;
using codegen::InstrOperand;

using codegen::AliasArg;
using Alias = codegen::InstAlias;

/// The conditions and encoded string of one alias that will be printed.
struct AliasPattern {
  std::string ResultText; ///< the result dag, for the comment
  std::string Asm;        ///< flattened alias asm string
  unsigned NumMIOps = 0;
  std::vector<std::string> Conds;
  /// $name -> (MachineInstr operand, print method index or -1).
  std::map<std::string, std::pair<int, int>, std::less<>> Operands;

  bool sameConditions(const AliasPattern &O) const {
    return NumMIOps == O.NumMIOps && Conds == O.Conds;
  }
  /// Asm with its operand references encoded; Length is the bytes the
  /// string has once the \x escapes are read.
  std::string encode(size_t &Length) const;
};

std::string hexByte(unsigned V) {
  char Buf[8];
  std::snprintf(Buf, sizeof Buf, "\\x%02X", V & 0xFF);
  return Buf;
}

std::string AliasPattern::encode(size_t &Length) const {
  std::string Out;
  size_t Pos = 0;
  while (Pos < Asm.size()) {
    char C = Asm[Pos];
    Out.push_back(C);
    ++Length;
    if (C != '$') {
      ++Pos;
      continue;
    }
    // $name or ${name}.
    ++Pos;
    size_t Start, End;
    if (Pos < Asm.size() && Asm[Pos] == '{') {
      Start = ++Pos;
      while (Pos < Asm.size() && Asm[Pos] != '}')
        ++Pos;
      End = Pos;
      if (Pos < Asm.size())
        ++Pos;
    } else {
      Start = Pos;
      while (Pos < Asm.size() && (std::isalnum((unsigned char)Asm[Pos]) || Asm[Pos] == '_'))
        ++Pos;
      End = Pos;
    }
    // An unknown name reads as operand 0 with method 0, as llvm-tblgen's
    // (assertion-free) build does.
    auto It = Operands.find(std::string_view(Asm).substr(Start, End - Start));
    auto [OpIdx, Method] = It == Operands.end() ? std::pair<int, int>(0, 0) : It->second;
    if (Method == -1) {
      Out += hexByte(unsigned(OpIdx + 1));
      Length += 1;
    } else {
      Out += "\\xFF" + hexByte(unsigned(OpIdx + 1)) + hexByte(unsigned(Method + 1));
      Length += 3;
    }
  }
  return Out;
}

/// Blanks and tabs: what llvm-tblgen counts as the operands of a string.
unsigned countSeparators(const std::string &S) {
  return unsigned(std::count(S.begin(), S.end(), ' ') + std::count(S.begin(), S.end(), '\t'));
}

/// Removes the backslash of \{ and \} (literal braces in an alias string).
std::string unescapeBraces(std::string S) {
  for (size_t K = 0; K + 1 < S.size(); ++K)
    if (S[K] == '\\' && (S[K + 1] == '{' || S[K + 1] == '}'))
      S.erase(K, 1);
  return S;
}

class AliasWriter {
public:
  AliasWriter(const RecordKeeper &Records, const codegen::InstructionSet &Set,
              const std::vector<unsigned> &Numbered, codegen::RegisterBank &Bank,
              const WriterSettings &W, OStream &OS)
      : Records(Records), Set(Set), Numbered(Numbered), Bank(Bank), W(W), OS(OS) {}
  void run();

private:
  Alias readAlias(const Record *Def, const Record *ResultOp);
  /// The operand that MachineInstr operand MI belongs to (index in I).
  unsigned operandOfMI(const Instruction &I, unsigned MI) const;
  /// Whether operand K of I is a tied copy that aliases leave out.
  bool isSkippedTie(const Instruction &I, unsigned K) const;
  std::optional<AliasPattern> buildPattern(const Alias &A);
  void addFeatureConds(AliasPattern &P, const Record *Pred);
  void writeFunctions(const std::map<std::string, std::vector<AliasPattern>> &ByOpcode);

  const RecordKeeper &Records;
  const codegen::InstructionSet &Set;
  const std::vector<unsigned> &Numbered;
  codegen::RegisterBank &Bank;
  const WriterSettings &W;
  OStream &OS;
  bool PassSubtarget = false;
  /// Print methods used by alias operands: (name, takes Address).
  std::vector<std::pair<std::string, bool>> PrintMethods;
  /// Operand records with an MCOperandPredicate, numbered from 1.
  std::vector<const Record *> Predicates;
};

unsigned AliasWriter::operandOfMI(const Instruction &I, unsigned MI) const {
  auto Ops = Set.operands(I);
  for (unsigned K = 0; K != Ops.size(); ++K)
    if (MI < Ops[K].MIOperandNo + Ops[K].miNumOperands())
      return K;
  return unsigned(Ops.size());
}

bool AliasWriter::isSkippedTie(const Instruction &I, unsigned K) const {
  return codegen::isSkippedAliasTie(Set, I, K);
}

Alias AliasWriter::readAlias(const Record *Def, const Record *) {
  return codegen::readInstAlias(Set, Bank, Def);
}

void AliasWriter::addFeatureConds(AliasPattern &P, const Record *Pred) {
  const DagInit *D = Pred->getValueAsDag("AssemblerCondDag");
  auto Invalid = [&] { PrintFatalError(Pred->getLocs(), "Invalid AssemblerCondDag!"); };
  const auto *Op = dyn_cast<DefInit>(D->getOperator());
  if (!Op)
    Invalid();
  std::string_view Combine = Op->getDef()->getName();
  if ((Combine != "any_of" && Combine != "all_of") || D->getNumArgs() == 0)
    Invalid();
  bool IsOr = Combine == "any_of";
  std::vector<const Init *> Args;
  for (unsigned K = 0; K != D->getNumArgs(); ++K)
    Args.push_back(D->getArg(K));
  // (any_of A, (any_of B, C)) is read as (any_of A, B, C).
  if (IsOr && Args.size() == 2)
    if (const auto *Nested = dyn_cast<DagInit>(Args[1])) {
      Args.pop_back();
      for (unsigned K = 0; K != Nested->getNumArgs(); ++K)
        Args.push_back(Nested->getArg(K));
    }
  for (const Init *Arg : Args) {
    bool IsNeg = false;
    if (const auto *Not = dyn_cast<DagInit>(Arg)) {
      if (Not->getOperator()->getAsString() != "not" || Not->getNumArgs() != 1)
        Invalid();
      Arg = Not->getArg(0);
      IsNeg = true;
    }
    const auto *Feature = dyn_cast<DefInit>(Arg);
    if (!Feature || !Feature->getDef()->isSubClassOf("SubtargetFeature"))
      Invalid();
    P.Conds.push_back(std::string("AliasPatternCond::K_") + (IsOr ? "Or" : "") +
                      (IsNeg ? "Neg" : "") + "Feature, " + W.TargetName +
                      "::" + Arg->getAsString());
  }
  if (IsOr)
    P.Conds.push_back("AliasPatternCond::K_EndOrFeatures, 0");
}

std::optional<AliasPattern> AliasWriter::buildPattern(const Alias &A) {
  const Instruction &I = *A.Target;
  unsigned ResultOps = countSeparators(codegen::flattenAsmVariants(I.AsmString, W.Variant));
  AliasPattern P;
  P.Asm = unescapeBraces(codegen::flattenAsmVariants(A.AsmString, W.Variant));
  // An alias showing more operands than its instruction is not printed.
  if (ResultOps < countSeparators(P.Asm))
    return std::nullopt;
  P.ResultText = A.Result->getAsString();
  P.NumMIOps = I.NumMIOperands;
  const std::string &NS = W.TargetName;

  unsigned MI = 0;
  for (const AliasArg &Arg : A.Args) {
    while (isSkippedTie(I, operandOfMI(I, MI)))
      ++MI;
    while (P.Conds.size() < MI)
      P.Conds.push_back("AliasPatternCond::K_Ignore, 0");

    switch (Arg.K) {
    case AliasArg::Named: {
      const Record *Rec = Arg.Rec;
      int Method = -1;
      if (Rec->isSubClassOf("RegisterOperand") || Rec->isSubClassOf("Operand")) {
        std::string Name = Rec->getValueAsString("PrintMethod");
        bool PCRel = Rec->getValueAsString("OperandType") == "OPERAND_PCREL";
        if (!Name.empty() && Name != "printOperand") {
          auto It = std::find_if(PrintMethods.begin(), PrintMethods.end(),
                                 [&](const auto &M) { return M.first == Name; });
          Method = int(It - PrintMethods.begin());
          if (It == PrintMethods.end())
            PrintMethods.emplace_back(Name, PCRel);
        }
      }
      if (Rec->isSubClassOf("RegisterOperand"))
        Rec = Rec->getValueAsDef("RegClass");
      if (Rec->isSubClassOf("RegisterClassLike")) {
        auto It = P.Operands.find(Arg.Name);
        if (It == P.Operands.end()) {
          P.Operands[Arg.Name] = {int(MI), Method};
          // A class chosen by hardware mode is named by its def; the
          // printer looks the mode's class up at run time.
          if (Rec->isSubClassOf("RegClassByHwMode"))
            P.Conds.push_back("AliasPatternCond::K_RegClassByHwMode, " + NS + "::" +
                              std::string(Rec->getName()));
          else
            P.Conds.push_back("AliasPatternCond::K_RegClass, " + NS + "::" +
                              std::string(Rec->getName()) + "RegClassID");
        } else {
          P.Conds.push_back("AliasPatternCond::K_TiedReg, " + std::to_string(It->second.first));
        }
        break;
      }
      P.Operands[Arg.Name] = {int(MI), Method};
      // An operand record may carry a predicate on the MCOperand.
      auto It = std::find(Predicates.begin(), Predicates.end(), Rec);
      if (It == Predicates.end()) {
        if (Rec->isValueUnset("MCOperandPredicate"))
          break;
        Predicates.push_back(Rec);
        It = Predicates.end() - 1;
      }
      P.Conds.push_back("AliasPatternCond::K_Custom, " +
                        std::to_string(It - Predicates.begin() + 1));
      break;
    }
    case AliasArg::Imm: {
      if (Arg.Value != int64_t(int32_t(Arg.Value)))
        PrintFatalError("Matching an alias with an immediate out of the range of int32_t is "
                        "not supported");
      P.Conds.push_back("AliasPatternCond::K_Imm, uint32_t(" +
                        std::to_string(int32_t(Arg.Value)) + ")");
      break;
    }
    case AliasArg::Reg:
      P.Conds.push_back("AliasPatternCond::K_Reg, " + NS + "::" +
                        (Arg.Rec ? std::string(Arg.Rec->getName()) : "NoRegister"));
      break;
    }
    MI += Arg.miOperands();
  }

  // Subtarget features only count when the printer gets the subtarget.
  if (PassSubtarget)
    for (const Record *Pred : A.Def->getValueAsListOfDefs("Predicates"))
      if (Pred->getValueAsBit("AssemblerMatcherPredicate"))
        addFeatureConds(P, Pred);
  return P;
}

void AliasWriter::run() {
  PassSubtarget = W.passSubtarget();
  OS << "\n#ifdef PRINT_ALIAS_INSTR\n"
     << "#undef PRINT_ALIAS_INSTR\n\n";

  // Aliases by the qualified name of their instruction; each list by
  // descending priority, then definition order.
  std::map<std::string, std::vector<Alias>> ByName;
  for (const Record *Def : Records.getAllDerivedDefinitions("InstAlias")) {
    int64_t Priority = Def->getValueAsInt("EmitPriority");
    if (Priority < 1)
      continue;
    const DagInit *Result = Def->getValueAsDag("ResultInst");
    const auto *Op = dyn_cast<DefInit>(Result->getOperator());
    if (!Op)
      PrintFatalError(Def->getLocs(), "Expected record as operator");
    std::string Key = codegen::qualifiedName(Op->getDef());
    Alias A = readAlias(Def, Op->getDef());
    A.Priority = int(Priority);
    ByName[Key].push_back(std::move(A));
  }
  std::map<std::string, std::vector<AliasPattern>> ByOpcode;
  for (auto &[Key, List] : ByName) {
    std::stable_sort(List.begin(), List.end(), [](const Alias &X, const Alias &Y) {
      if (X.Priority != Y.Priority)
        return X.Priority > Y.Priority;
      return X.Def->getID() < Y.Def->getID();
    });
    for (const Alias &A : List)
      if (std::optional<AliasPattern> P = buildPattern(A))
        ByOpcode[Key].push_back(std::move(*P));
  }
  writeFunctions(ByOpcode);
}

void AliasWriter::writeFunctions(const std::map<std::string, std::vector<AliasPattern>> &ByOpcode) {
  std::string Class = W.className();
  std::string Header = "bool " + Class +
                       "::printAliasInstr(const MCInst *MI, uint64_t Address, " +
                       (PassSubtarget ? "const MCSubtargetInfo &STI, " : "") +
                       "raw_ostream &OS) {\n";
  std::string OpcodeRows, PatternRows, CondRows;
  unsigned NumPatterns = 0, NumConds = 0;
  std::map<std::string, size_t> StringOffsets;
  std::vector<std::pair<size_t, std::string>> Strings;
  size_t StringBytes = 0;

  for (unsigned Index : Numbered) {
    auto It = ByOpcode.find(codegen::qualifiedName(Set[Index].Def));
    if (It == ByOpcode.end())
      continue;
    // Patterns with the same conditions as another are ambiguous: none of
    // them is printed.
    std::vector<const AliasPattern *> Kept;
    const auto &List = It->second;
    for (size_t K = 0; K != List.size(); ++K) {
      bool Ambiguous = false;
      for (size_t J = 0; J != List.size() && !Ambiguous; ++J)
        Ambiguous = J != K && List[K].sameConditions(List[J]);
      if (!Ambiguous)
        Kept.push_back(&List[K]);
    }
    if (Kept.empty())
      continue;
    unsigned First = NumPatterns;
    PatternRows += "    // " + It->first + " - " + std::to_string(First) + "\n";
    for (const AliasPattern *P : Kept) {
      CondRows += "    // " + P->ResultText + " - " + std::to_string(NumConds) + "\n";
      for (const std::string &C : P->Conds)
        CondRows += "    {" + C + "},\n";
      size_t Length = 0;
      std::string Encoded = P->encode(Length);
      auto [SIt, New] = StringOffsets.try_emplace(Encoded, StringBytes);
      if (New) {
        Strings.emplace_back(StringBytes, Encoded);
        StringBytes += Length + 1;
      }
      PatternRows += "    {" + std::to_string(SIt->second) + ", " + std::to_string(NumConds) +
                     ", " + std::to_string(P->NumMIOps) + ", " + std::to_string(P->Conds.size()) +
                     " },\n";
      NumConds += unsigned(P->Conds.size());
      ++NumPatterns;
    }
    OpcodeRows += "    {" + It->first + ", " + std::to_string(First) + ", " +
                  std::to_string(NumPatterns - First) + " },\n";
  }

  if (OpcodeRows.empty()) {
    OS << Header << "  return false;\n}\n\n#endif // PRINT_ALIAS_INSTR\n";
    return;
  }
  std::string Validator = Class + "ValidateMCOperand";
  std::string ValidatorDecl = "static bool " + Validator +
                              "(const MCOperand &MCOp,\n"
                              "                  const MCSubtargetInfo &STI,\n"
                              "                  unsigned PredicateIndex)";
  if (!Predicates.empty())
    OS << ValidatorDecl << ";\n";
  OS << Header << "  static const PatternsForOpcode OpToPatterns[] = {\n"
     << OpcodeRows << "  };\n\n"
     << "  static const AliasPattern Patterns[] = {\n"
     << PatternRows << "  };\n\n"
     << "  static const AliasPatternCond Conds[] = {\n"
     << CondRows << "  };\n\n"
     << "  static const char AsmStrings[] =\n";
  for (const auto &[Offset, S] : Strings)
    OS << "    /* " << Offset << " */ \"" << S << "\\0\"\n";
  OS << "  ;\n\n";
  OS << "#ifndef NDEBUG\n"
        "  static struct SortCheck {\n"
        "    SortCheck(ArrayRef<PatternsForOpcode> OpToPatterns) {\n"
        "      assert(std::is_sorted(\n"
        "                 OpToPatterns.begin(), OpToPatterns.end(),\n"
        "                 [](const PatternsForOpcode &L, const PatternsForOpcode &R) {\n"
        "                   return L.Opcode < R.Opcode;\n"
        "                 }) &&\n"
        "             \"tablegen failed to sort opcode patterns\");\n"
        "    }\n"
        "  } sortCheckVar(OpToPatterns);\n"
        "#endif\n\n"
        "  AliasMatchingData M {\n"
        "    ArrayRef(OpToPatterns),\n"
        "    ArrayRef(Patterns),\n"
        "    ArrayRef(Conds),\n"
        "    StringRef(AsmStrings, std::size(AsmStrings)),\n";
  if (Predicates.empty())
    OS << "    nullptr,\n";
  else
    OS << "    &" << Validator << ",\n";
  OS << "  };\n"
     << "  const char *AsmString = matchAliasPatterns(MI, " << (PassSubtarget ? "&STI" : "nullptr")
     << ", M);\n"
     << "  if (!AsmString) return false;\n\n";
  const char *STIArg = PassSubtarget ? "STI, " : "";
  OS << "  unsigned I = 0;\n"
        "  while (AsmString[I] != ' ' && AsmString[I] != '\\t' &&\n"
        "         AsmString[I] != '$' && AsmString[I] != '\\0')\n"
        "    ++I;\n"
        "  OS << '\\t' << StringRef(AsmString, I);\n"
        "  if (AsmString[I] != '\\0') {\n"
        "    if (AsmString[I] == ' ' || AsmString[I] == '\\t') {\n"
        "      OS << '\\t';\n"
        "      ++I;\n"
        "    }\n"
        "    do {\n"
        "      if (AsmString[I] == '$') {\n"
        "        ++I;\n"
        "        if (AsmString[I] == (char)0xff) {\n"
        "          ++I;\n"
        "          int OpIdx = AsmString[I++] - 1;\n"
        "          int PrintMethodIdx = AsmString[I++] - 1;\n"
        "          printCustomAliasOperand(MI, Address, OpIdx, PrintMethodIdx, "
     << STIArg
     << "OS);\n"
        "        } else\n"
        "          printOperand(MI, unsigned(AsmString[I++]) - 1, "
     << STIArg
     << "OS);\n"
        "      } else {\n"
        "        OS << AsmString[I++];\n"
        "      }\n"
        "    } while (AsmString[I] != '\\0');\n"
        "  }\n\n"
        "  return true;\n"
        "}\n\n";

  OS << "void " << Class << "::printCustomAliasOperand(\n"
     << "         const MCInst *MI, uint64_t Address, unsigned OpIdx,\n"
     << "         unsigned PrintMethodIdx,\n"
     << (PassSubtarget ? "         const MCSubtargetInfo &STI,\n" : "")
     << "         raw_ostream &OS) {\n";
  if (PrintMethods.empty()) {
    OS << "  llvm_unreachable(\"Unknown PrintMethod kind\");\n";
  } else {
    OS << "  switch (PrintMethodIdx) {\n"
       << "  default:\n"
       << "    llvm_unreachable(\"Unknown PrintMethod kind\");\n"
       << "    break;\n";
    for (size_t K = 0; K != PrintMethods.size(); ++K)
      OS << "  case " << K << ":\n"
         << "    " << PrintMethods[K].first << "(MI, " << (PrintMethods[K].second ? "Address, " : "")
         << "OpIdx, " << STIArg << "OS);\n"
         << "    break;\n";
    OS << "  }\n";
  }
  OS << "}\n\n";

  if (!Predicates.empty()) {
    OS << ValidatorDecl << " {\n"
       << "  switch (PredicateIndex) {\n"
       << "  default:\n"
       << "    llvm_unreachable(\"Unknown MCOperandPredicate kind\");\n"
       << "    break;\n";
    for (size_t K = 0; K != Predicates.size(); ++K)
      OS << "  case " << (K + 1) << ": {\n"
         << Predicates[K]->getValueAsString("MCOperandPredicate") << "\n"
         << "    }\n";
    OS << "  }\n"
       << "}\n\n";
  }
  OS << "#endif // PRINT_ALIAS_INSTR\n";
}

} // namespace

void writeAliasPrinter(const RecordKeeper &Records, const codegen::InstructionSet &Set,
                       const std::vector<unsigned> &Numbered, codegen::RegisterBank &Bank,
                       const WriterSettings &W, OStream &OS) {
  AliasWriter(Records, Set, Numbered, Bank, W, OS).run();
}

} // namespace tblgen::asmwriter
