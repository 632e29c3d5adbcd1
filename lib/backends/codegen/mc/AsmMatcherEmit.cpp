//===- AsmMatcherEmit.cpp - -gen-asm-matcher: the class-level sections ----===//
//
// The parts of the output that describe operands and classes:
//
//   GET_ASSEMBLER_HEADER           the parser's member declarations
//   GET_OPERAND_DIAGNOSTIC_TYPES   Match_<DiagnosticType> enumerators
//   GET_REGISTER_MATCHER           the feature bit enum, MatchRegisterName
//   GET_SUBTARGET_FEATURE_NAME     getSubtargetFeatureName
//   and, in GET_MATCHER_IMPLEMENTATION, applyMnemonicAliases, the
//   conversion table and its two drivers, the MatchClassKind enum, the
//   diagnostic helpers, matchTokenString, isSubclass, validateOperandClass,
//   getMatchClassName and ComputeAvailableFeatures.
//
// The match tables and the matching functions are in AsmMatcherTables.cpp.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/AsmMatcher.h"
#include "backends/codegen/registers/RegisterInfo.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <cstdio>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace tblgen::asmmatcher {

namespace {

std::string bitName(const Record *Pred) { return "Feature_" + std::string(Pred->getName()) + "Bit"; }

std::string lower(std::string_view S) {
  std::string R(S);
  for (char &C : R)
    C = char(std::tolower(static_cast<unsigned char>(C)));
  return R;
}

/// Rows of bits over the sorted classes: row A has bit B set when B is
/// reachable from A through Supers (A is a subset of B). Every class is in
/// Classes with Index its position; rows are built once, supers first.
class SupersetRows {
public:
  explicit SupersetRows(const std::vector<MatchClass *> &Classes)
      : Words((Classes.size() + 63) / 64), Rows(Classes.size()), State(Classes.size(), 0) {}

  /// A's row; test B's bit with has().
  const std::vector<uint64_t> &of(const MatchClass &C) {
    std::vector<uint64_t> &Row = Rows[C.Index];
    if (State[C.Index])
      return Row; // done, or in progress on a cycle
    State[C.Index] = 1;
    Row.assign(Words, 0);
    for (const MatchClass *S : C.Supers) {
      Row[S->Index / 64] |= uint64_t(1) << (S->Index % 64);
      const std::vector<uint64_t> &SR = of(*S);
      for (size_t W = 0; W != SR.size(); ++W)
        Row[W] |= SR[W];
    }
    return Row;
  }
  static bool has(const std::vector<uint64_t> &Row, const MatchClass &B) {
    return (Row[B.Index / 64] >> (B.Index % 64)) & 1;
  }

private:
  size_t Words;
  std::vector<std::vector<uint64_t>> Rows;
  std::vector<uint8_t> State;
};

} // namespace

void writeAssemblerHeader(const MatcherInfo &Info, OStream &OS) {
  OS << "\n#ifdef GET_ASSEMBLER_HEADER\n"
        "#undef GET_ASSEMBLER_HEADER\n"
        "  // This should be included into the middle of the declaration of\n"
        "  // your subclasses implementation of MCTargetAsmParser.\n"
        "  FeatureBitset ComputeAvailableFeatures(const FeatureBitset &FB) const;\n"
        "  void convertToMCInst(unsigned Kind, MCInst &Inst, unsigned Opcode,\n";
  if (Info.hasOptionalOperands())
    OS << "                       const OperandVector &Operands,\n"
          "                       const SmallBitVector &OptionalOperandsMask,\n"
          "                       ArrayRef<unsigned> DefaultsOffset);\n";
  else
    OS << "                       const OperandVector &Operands);\n";
  OS << "  void convertToMapAndConstraints(unsigned Kind,\n"
        "                           const OperandVector &Operands) override;\n"
        "  unsigned MatchInstructionImpl(const OperandVector &Operands,\n"
        "                                MCInst &Inst,\n";
  if (Info.NearMisses) {
    OS << "                                SmallVectorImpl<NearMissInfo> *NearMisses,\n"
          "                                bool matchingInlineAsm,\n"
          "                                unsigned VariantID = 0);\n";
  } else {
    OS << "                                uint64_t &ErrorInfo,\n"
        "                                FeatureBitset &MissingFeatures,\n"
        "                                bool matchingInlineAsm,\n"
        "                                unsigned VariantID = 0);\n"
        "  unsigned MatchInstructionImpl(const OperandVector &Operands,\n"
        "                                MCInst &Inst,\n"
        "                                uint64_t &ErrorInfo,\n"
        "                                bool matchingInlineAsm,\n"
        "                                unsigned VariantID = 0) {\n"
        "    FeatureBitset MissingFeatures;\n"
        "    return MatchInstructionImpl(Operands, Inst, ErrorInfo, MissingFeatures,\n"
        "                                matchingInlineAsm, VariantID);\n"
        "  }\n\n";
  }
  if (!Info.OperandMatches.empty())
    OS << "  ParseStatus MatchOperandParserImpl(\n"
          "    OperandVector &Operands,\n"
          "    StringRef Mnemonic,\n"
          "    bool ParseForAllFeatures = false);\n"
          "  ParseStatus tryCustomParseOperand(\n"
          "    OperandVector &Operands,\n"
          "    unsigned MCK);\n\n";
  OS << "#endif // GET_ASSEMBLER_HEADER\n\n";

  OS << "\n#ifdef GET_OPERAND_DIAGNOSTIC_TYPES\n"
        "#undef GET_OPERAND_DIAGNOSTIC_TYPES\n\n";
  std::set<std::string> Types;
  for (const auto &[Def, C] : Info.UserClasses)
    if (!C->DiagnosticType.empty())
      Types.insert(C->DiagnosticType);
  for (const auto &[Def, C] : Info.RegClassClasses)
    if (!C->DiagnosticType.empty())
      Types.insert(C->DiagnosticType);
  if (!Types.empty()) {
    for (const std::string &T : Types)
      OS << "  Match_" << T << ",\n";
    OS << "  END_OPERAND_DIAGNOSTIC_TYPES\n";
  }
  OS << "#endif // GET_OPERAND_DIAGNOSTIC_TYPES\n\n";
}

void writeRegisterMatcher(const MatcherInfo &Info, OStream &OS) {
  OS << "\n#ifdef GET_REGISTER_MATCHER\n"
        "#undef GET_REGISTER_MATCHER\n\n";
  OS << "// Bits for subtarget features that participate in instruction matching.\n";
  OS << "enum SubtargetFeatureBits : " << codegen::minimalType(Info.Features.size()) << " {\n";
  for (const auto &[Pred, Bit] : Info.Features)
    OS << "  " << bitName(Pred) << " = " << Bit << ",\n";
  OS << "};\n\n";

  if (Info.Parser->getValueAsBit("ShouldEmitMatchRegisterName")) {
    std::vector<std::pair<std::string, std::string>> Cases;
    for (const codegen::Register &R : codegen::getRegisterBank(Info.Records).registers()) {
      std::string AsmName = R.Def->getValueAsString("AsmName");
      if (!AsmName.empty())
        Cases.emplace_back(AsmName, "return " + Info.RegNamespace + "::" + std::string(R.Name) + ";");
    }
    OS << "static MCRegister MatchRegisterName(StringRef Name) {\n";
    writeStringSwitch(OS, "Name", Cases, 0,
                      Info.Parser->getValueAsBit("AllowDuplicateRegisterNames"));
    OS << "  return " << Info.RegNamespace << "::NoRegister;\n}\n\n";
  }
  if (Info.Parser->getValueAsBit("ShouldEmitMatchRegisterAltName")) {
    std::vector<std::pair<std::string, std::string>> Cases;
    for (const codegen::Register &R : codegen::getRegisterBank(Info.Records).registers())
      for (std::string Alt : R.Def->getValueAsListOfStrings("AltNames")) {
        size_t B = Alt.find_first_not_of(" \t\n\v\f\r");
        if (B == std::string::npos)
          continue;
        Alt = Alt.substr(B, Alt.find_last_not_of(" \t\n\v\f\r") - B + 1);
        Cases.emplace_back(Alt, "return " + Info.RegNamespace + "::" + std::string(R.Name) + ";");
      }
    OS << "static MCRegister MatchRegisterAltName(StringRef Name) {\n";
    writeStringSwitch(OS, "Name", Cases, 0,
                      Info.Parser->getValueAsBit("AllowDuplicateRegisterNames"));
    OS << "  return " << Info.RegNamespace << "::NoRegister;\n}\n\n";
  }
  OS << "#endif // GET_REGISTER_MATCHER\n\n";

  OS << "\n#ifdef GET_SUBTARGET_FEATURE_NAME\n"
        "#undef GET_SUBTARGET_FEATURE_NAME\n\n";
  OS << "// User-level names for subtarget features that participate in\n"
        "// instruction matching.\n"
        "static const char *getSubtargetFeatureName(uint64_t Val) {\n";
  if (Info.Features.empty()) {
    OS << "  return \"(unknown)\";\n";
  } else {
    OS << "  switch(Val) {\n";
    for (const auto &[Pred, Bit] : Info.Features)
      OS << "  case " << bitName(Pred) << ": return \"" << Pred->getValueAsString("PredicateName")
         << "\";\n";
    OS << "  default: return \"(unknown)\";\n  }\n";
  }
  OS << "}\n\n#endif // GET_SUBTARGET_FEATURE_NAME\n\n";
}

namespace {

/// The switch remapping the "from" mnemonics of the aliases of one variant
/// name ("" for those of every variant).
void writeAliasesOf(const MatcherInfo &Info, const std::vector<const Record *> &Aliases,
                    const std::string &VariantName, unsigned Indent, OStream &OS) {
  std::map<std::string, std::vector<const Record *>> ByFrom;
  for (const Record *R : Aliases)
    if (R->getValueAsString("AsmVariantName") == VariantName)
      ByFrom[lower(R->getValueAsString("FromMnemonic"))].push_back(R);
  if (ByFrom.empty())
    return;
  std::vector<std::pair<std::string, std::string>> Cases;
  for (const auto &[From, To] : ByFrom) {
    std::string Code;
    int Unconditional = -1;
    for (size_t K = 0; K != To.size(); ++K) {
      const Record *R = To[K];
      std::string Cond;
      for (const Record *Pred : R->getValueAsListOfDefs("Predicates")) {
        if (!Info.FeatureBit.count(Pred))
          PrintFatalError(R, "Predicate '" + std::string(Pred->getName()) +
                                 "' is not marked as an AssemblerPredicate!");
        if (!Cond.empty())
          Cond += " && ";
        Cond += "Features.test(" + bitName(Pred) + ")";
      }
      if (Cond.empty()) {
        if (Unconditional != -1 &&
            R->getValueAsString("ToMnemonic") != To[size_t(Unconditional)]->getValueAsString("ToMnemonic")) {
          PrintError(To[size_t(Unconditional)],
                     "two different MnemonicAliases with the same 'from' mnemonic!");
          PrintFatalError(R, "this is the other MnemonicAlias.");
        }
        Unconditional = int(K);
        continue;
      }
      if (R->getValueAsString("ToMnemonic") == From)
        PrintFatalError(R, "MnemonicAlias to the same string");
      if (!Code.empty())
        Code += "else ";
      Code += "if (" + Cond + ")\n  Mnemonic = \"" + lower(R->getValueAsString("ToMnemonic")) + "\";\n";
    }
    if (Unconditional != -1) {
      if (!Code.empty())
        Code += "else\n  ";
      Code += "Mnemonic = \"" + lower(To[size_t(Unconditional)]->getValueAsString("ToMnemonic")) +
              "\";\n";
    }
    Code += "return;";
    Cases.emplace_back(From, Code);
  }
  writeStringSwitch(OS, "Mnemonic", Cases, Indent, false);
}

} // namespace

bool writeMnemonicAliases(const MatcherInfo &Info, OStream &OS) {
  std::vector<const Record *> Aliases = Info.Records.getAllDerivedDefinitionsIfDefined("MnemonicAlias");
  if (Aliases.empty() || !Info.MatchPrefix.empty())
    return false;
  OS << "static void applyMnemonicAliases(StringRef &Mnemonic, const FeatureBitset &Features, "
        "unsigned VariantID) {\n";
  for (size_t K = 0; K != Info.Variants.size(); ++K) {
    const Variant &V = Info.Variants[K];
    // A variant without a name has no aliases of its own; it also leaves
    // out the switch's opening (when first) or its closing brace (when
    // last), as llvm-tblgen does.
    if (V.Name.empty())
      continue;
    if (K == 0)
      OS << "  switch (VariantID) {\n";
    OS << "  case " << V.Number << ":\n";
    writeAliasesOf(Info, Aliases, V.Name, 2, OS);
    OS << "    break;\n";
    if (K + 1 == Info.Variants.size())
      OS << "  }\n";
  }
  writeAliasesOf(Info, Aliases, "", 0, OS);
  OS << "}\n\n";
  return true;
}

unsigned writeConverters(MatcherInfo &Info, OStream &OS) {
  std::vector<std::string> OpKinds = {"CVT_Done", "CVT_Reg", "CVT_Tied"};
  std::vector<std::string> Signatures;
  std::unordered_set<std::string> SignatureSet;
  std::unordered_map<const MatchClass *, std::pair<std::string, unsigned>> RenderKinds;
  std::vector<std::vector<unsigned>> Rows;
  // (A row of no operand is the terminator alone: 2 is llvm-tblgen's least
  // width. A custom converter's row has three entries, which llvm-tblgen 22
  // does not count: see docs/known-differences.md.)
  size_t MaxRow = 2;
  std::map<std::tuple<unsigned, unsigned, unsigned>, std::string> Ties;
  std::string Operand = Info.TargetName + "Operand";
  auto kindId = [&](const std::string &Name, bool &New) {
    auto It = std::find(OpKinds.begin(), OpKinds.end(), Name);
    New = It == OpKinds.end();
    if (New) {
      OpKinds.push_back(Name);
      return unsigned(OpKinds.size() - 1);
    }
    return unsigned(It - OpKinds.begin());
  };

  bool HasOptional = Info.hasOptionalOperands();
  unsigned First = Info.HasMnemonicFirst ? 1 : 0;
  OStream Cvt, Map;
  Cvt << "void " << Info.TargetName << Info.ClassName << "::\n"
      << "convertToMCInst(unsigned Kind, MCInst &Inst, unsigned Opcode,\n"
      << (HasOptional ? "                const OperandVector &Operands,\n"
                        "                const SmallBitVector &OptionalOperandsMask,\n"
                        "                ArrayRef<unsigned> DefaultsOffset) {\n"
                      : "                const OperandVector &Operands) {\n")
      << "  assert(Kind < CVT_NUM_SIGNATURES && \"Invalid signature!\");\n"
      << "  const uint8_t *Converter = ConversionTable[Kind];\n"
      << "  Inst.setOpcode(Opcode);\n"
      << "  for (const uint8_t *p = Converter; *p; p += 2) {\n"
      << (HasOptional ? "    unsigned OpIdx = *(p + 1) - DefaultsOffset[*(p + 1)];\n"
                      : "    unsigned OpIdx = *(p + 1);\n")
      << "    switch (*p) {\n"
      << "    default: llvm_unreachable(\"invalid conversion entry!\");\n"
      << "    case CVT_Reg:\n"
      << "      static_cast<" << Operand << " &>(*Operands[OpIdx]).addRegOperands(Inst, 1);\n"
      << "      break;\n"
      << "    case CVT_Tied: {\n"
      << "      assert(*(p + 1) < (size_t)(std::end(TiedAsmOperandTable) -\n"
      << "                              std::begin(TiedAsmOperandTable)) &&\n"
      << "             \"Tied operand not found\");\n"
      << "      unsigned TiedResOpnd = TiedAsmOperandTable[*(p + 1)][0];\n"
      << "      if (TiedResOpnd != (uint8_t)-1)\n"
      << "        Inst.addOperand(Inst.getOperand(TiedResOpnd));\n"
      << "      break;\n"
      << "    }\n";
  Map << "void " << Info.TargetName << Info.ClassName << "::\n"
      << "convertToMapAndConstraints(unsigned Kind,\n"
      << "                           const OperandVector &Operands) {\n"
      << "  assert(Kind < CVT_NUM_SIGNATURES && \"Invalid signature!\");\n"
      << "  unsigned NumMCOperands = 0;\n"
      << "  const uint8_t *Converter = ConversionTable[Kind];\n"
      << "  for (const uint8_t *p = Converter; *p; p += 2) {\n"
      << "    switch (*p) {\n"
      << "    default: llvm_unreachable(\"invalid conversion entry!\");\n"
      << "    case CVT_Reg:\n"
      << "      Operands[*(p + 1)]->setMCOperandNum(NumMCOperands);\n"
      << "      Operands[*(p + 1)]->setConstraint(\"r\");\n"
      << "      ++NumMCOperands;\n"
      << "      break;\n"
      << "    case CVT_Tied:\n"
      << "      ++NumMCOperands;\n"
      << "      break;\n";

  for (auto &MP : Info.Matchables) {
    Matchable &M = *MP;
    std::string Custom = M.ResultInst->getValueAsString("AsmMatchConverter");
    if (!Custom.empty() && M.UseInstConverter) {
      std::string Sig = "ConvertCustom_" + Custom;
      M.ConvertFn = Sig;
      if (!SignatureSet.insert(Sig).second)
        continue;
      Signatures.push_back(Sig);
      unsigned Id = unsigned(OpKinds.size());
      std::string KindName = "CVT_" + enumNameForToken(Custom);
      OpKinds.push_back(KindName);
      Rows.push_back({Id, 0});
      MaxRow = std::max<size_t>(MaxRow, 3);
      Cvt << "    case " << KindName << ":\n"
          << "      " << Custom << "(Inst, Operands);\n"
          << "      break;\n";
      continue;
    }
    std::string Sig = "Convert";
    std::vector<unsigned> Row;
    MaxRow = std::max(MaxRow, M.Results.size() * 2 + 1);
    for (size_t K = 0; K != M.Results.size(); ++K) {
      const ResultOperand &R = M.Results[K];
      switch (R.K) {
      case ResultOperand::Render: {
        const MatchClass *C = M.Operands[R.AsmOperandNum].Class;
        Sig.append("__").append(C->isRegister() ? std::string_view("Reg") : C->ClassName);
        Sig.append(std::to_string(R.NumMIOperands)).append("_");
        Sig.append(std::to_string(R.AsmOperandNum));
        // A class's converter kind is named (and numbered) once.
        auto [KindIt, FirstUse] = RenderKinds.try_emplace(C);
        bool New = false;
        if (FirstUse) {
          std::string Name = "CVT_" + (C->isRegister() ? std::string("Reg") : C->RenderMethod);
          if (C->IsOptional)
            Name += "_" + C->DefaultMethod;
          KindIt->second.first = enumNameForToken(Name);
          KindIt->second.second = kindId(KindIt->second.first, New);
        }
        const std::string &Name = KindIt->second.first;
        unsigned Id = KindIt->second.second;
        Row.push_back(Id);
        Row.push_back(R.AsmOperandNum + First);
        if (!New)
          break;
        Cvt << "    case " << Name << ":\n";
        if (C->IsOptional)
          // An absent optional operand renders its default instead.
          Cvt << "      if (OptionalOperandsMask[*(p + 1) - 1]) {\n"
              << "        " << C->DefaultMethod << "()->" << C->RenderMethod << "(Inst, "
              << R.NumMIOperands << ");\n"
              << "      } else {\n"
              << "        static_cast<" << Operand << " &>(*Operands[OpIdx])." << C->RenderMethod
              << "(Inst, " << R.NumMIOperands << ");\n"
              << "      }\n";
        else
          Cvt << "      static_cast<" << Operand << " &>(*Operands[OpIdx])." << C->RenderMethod
              << "(Inst, " << R.NumMIOperands << ");\n";
        Cvt << "      break;\n";
        Map << "    case " << Name << ":\n"
            << "      Operands[*(p + 1)]->setMCOperandNum(NumMCOperands);\n"
            << "      Operands[*(p + 1)]->setConstraint(\"" << (C->isRegister() ? "r" : "m")
            << "\");\n"
            << "      NumMCOperands += " << R.NumMIOperands << ";\n"
            << "      break;\n";
        break;
      }
      case ResultOperand::Tied: {
        unsigned Tie = R.TiedTo & 0xFF, S1 = (R.TiedSrc1 + First) & 0xFF,
                 S2 = (R.TiedSrc2 + First) & 0xFF;
        std::string TieName = "Tie" + std::to_string(Tie) + "_" + std::to_string(S1) + "_" +
                              std::to_string(S2);
        Sig += "__" + TieName;
        Row.insert(Row.end(), {2u, Tie, S1, S2});
        Ties.emplace(std::make_tuple(Tie, S1, S2), TieName);
        break;
      }
      case ResultOperand::Imm: {
        std::string Ty = enumNameForToken("imm_" + std::to_string(R.ImmVal));
        Sig += "__" + Ty;
        std::string Name = "CVT_" + Ty;
        bool New;
        unsigned Id = kindId(Name, New);
        Row.push_back(Id);
        Row.push_back(0);
        if (!New)
          break;
        Cvt << "    case " << Name << ":\n"
            << "      Inst.addOperand(MCOperand::createImm(" << R.ImmVal << "));\n"
            << "      break;\n";
        Map << "    case " << Name << ":\n"
            << "      Operands[*(p + 1)]->setMCOperandNum(NumMCOperands);\n"
            << "      Operands[*(p + 1)]->setConstraint(\"\");\n"
            << "      ++NumMCOperands;\n"
            << "      break;\n";
        break;
      }
      case ResultOperand::Reg: {
        std::string Reg = "0", Name = "reg0";
        if (R.Register) {
          // (A def of a class named RegisterByHwMode is a register like any
          // other to llvm-tblgen 22.)
          std::string NS = R.Register->getValueAsString("Namespace");
          Reg = (NS.empty() ? "" : NS + "::") + std::string(R.Register->getName());
          Name = "reg" + std::string(R.Register->getName());
        }
        Sig += "__" + Name;
        Name = "CVT_" + Name;
        bool New;
        unsigned Id = kindId(Name, New);
        Row.push_back(Id);
        Row.push_back(0);
        if (!New)
          break;
        Cvt << "    case " << Name << ":\n"
            << "      Inst.addOperand(MCOperand::createReg(" << Reg << "));\n"
            << "      break;\n";
        Map << "    case " << Name << ":\n"
            << "      Operands[*(p + 1)]->setMCOperandNum(NumMCOperands);\n"
            << "      Operands[*(p + 1)]->setConstraint(\"m\");\n"
            << "      ++NumMCOperands;\n"
            << "      break;\n";
        break;
      }
      }
    }
    if (Sig == "Convert")
      Sig += "_NoOperands";
    M.ConvertFn = Sig;
    if (!SignatureSet.insert(Sig).second)
      continue;
    Signatures.push_back(Sig);
    Rows.push_back(std::move(Row));
  }
  Cvt << "    }\n  }\n}\n\n";
  Map << "    }\n  }\n}\n\n";

  if (!Ties.empty()) {
    // Beyond 255 combinations the uint8_t table entries overflow, which
    // only the generated file's compiler notices (llvm-tblgen writes them).
    OS << "enum {\n";
    for (const auto &[Key, Name] : Ties)
      OS << "  " << Name << ",\n";
    OS << "};\n\n";
    OS << "static const uint8_t TiedAsmOperandTable[][3] = {\n";
    for (const auto &[Key, Name] : Ties)
      OS << "  /* " << Name << " */ { " << std::get<0>(Key) << ", " << std::get<1>(Key) << ", "
         << std::get<2>(Key) << " },\n";
    OS << "};\n\n";
  } else {
    OS << "static const uint8_t TiedAsmOperandTable[][3] = { /* empty  */ {0, 0, 0} };\n\n";
  }
  OS << "namespace {\nenum OperatorConversionKind {\n";
  for (const std::string &K : OpKinds)
    OS << "  " << K << ",\n";
  OS << "  CVT_NUM_CONVERTERS\n};\n\n";
  OS << "enum InstructionConversionKind {\n";
  for (const std::string &S : Signatures)
    OS << "  " << S << ",\n";
  OS << "  CVT_NUM_SIGNATURES\n};\n\n";
  OS << "} // end anonymous namespace\n\n";
  OS << "static const uint8_t ConversionTable[CVT_NUM_SIGNATURES][" << MaxRow << "] = {\n";
  for (size_t R = 0; R != Rows.size(); ++R) {
    OS << "  // " << Signatures[R] << "\n  { ";
    const std::vector<unsigned> &Row = Rows[R];
    for (size_t K = 0; K < Row.size(); K += 2) {
      OS << OpKinds[Row[K]] << ", ";
      if (Row[K] != 2) {
        OS << Row[K + 1] << ", ";
        continue;
      }
      OS << Ties[std::make_tuple(Row[K + 1], Row[K + 2], Row[K + 3])] << ", ";
      K += 2;
    }
    OS << "CVT_Done },\n";
  }
  OS << "};\n\n";
  OS << Cvt.str() << Map.str();
  return unsigned(Rows.size());
}

namespace {

/// In validateOperandClass: a register operand checked against a class
/// chosen by hardware mode is checked against that mode's register class.
void writeByHwModeLookup(const MatcherInfo &Info, OStream &OS) {
  const auto &ByMode = Info.ByHwModeClasses;
  if (ByMode.empty())
    return;
  codegen::HwModes Modes(Info.Records);
  // Chosen[Mode][K]: the class mode Mode picks for the K-th def.
  std::vector<std::vector<const MatchClass *>> Chosen(
      Modes.size(), std::vector<const MatchClass *>(ByMode.size(), nullptr));
  for (size_t K = 0; K != ByMode.size(); ++K)
    for (auto [Mode, RC] : Modes.select(ByMode[K].first)) {
      auto It = Info.RegClassClasses.find(RC);
      if (It != Info.RegClassClasses.end())
        Chosen[Mode][K] = It->second;
    }
  OS << "  if (Operand.isReg() && Kind > MCK_LAST_REGISTER && Kind <= "
        "MCK_LAST_REGCLASS_BY_HWMODE) {\n"
     << "    static constexpr MatchClassKind RegClassByHwModeMatchTable[" << Modes.size() << "]["
     << ByMode.size() << "] = {\n";
  for (unsigned M = 0; M != Modes.size(); ++M) {
    OS << "      { // " << Modes.recordName(M) << "\n";
    for (size_t K = 0; K != ByMode.size(); ++K) {
      std::string_view Name = ByMode[K].first->getName();
      if (Chosen[M][K])
        OS << "        " << Chosen[M][K]->Name << ", // " << Name << "\n";
      else
        OS << "        InvalidMatchClass, // Missing mode entry for " << Name << "\n";
    }
    OS << "      },\n";
  }
  OS << "    };\n\n"
     << "    static_assert(MCK_LAST_REGCLASS_BY_HWMODE - MCK_LAST_REGISTER == " << ByMode.size()
     << ");\n"
     << "    const unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_RegInfo);\n"
     << "Kind = RegClassByHwModeMatchTable[HwMode][Kind - (MCK_LAST_REGISTER + 1)];\n"
     << "  }\n\n";
}

} // namespace

void writeClassSections(const MatcherInfo &Info, OStream &OS) {
  const std::string &TN = Info.TargetName;
  // The MatchClassKind enum, with markers after each group.
  OS << "namespace {\n\n"
        "/// MatchClassKind - The kinds of classes which participate in\n"
        "/// instruction matching.\n"
        "enum MatchClassKind {\n"
        "  InvalidMatchClass = 0,\n"
        "  OptionalMatchClass = 1,\n";
  unsigned LastKind = MatchClass::Token;
  std::string LastName = "OptionalMatchClass";
  constexpr unsigned ByHwMode0 = MatchClass::RegByHwMode0;
  for (const MatchClass *C : Info.Classes) {
    if (LastKind == MatchClass::Token && C->Kind != MatchClass::Token)
      OS << "  MCK_LAST_TOKEN = " << LastName << ",\n";
    else if (LastKind < ByHwMode0 && C->Kind >= ByHwMode0)
      OS << "  MCK_LAST_REGISTER = " << LastName << ",\n";
    else if (LastKind < MatchClass::UserClass0 && C->Kind >= MatchClass::UserClass0)
      OS << "  MCK_LAST_REGCLASS_BY_HWMODE = " << LastName << ",\n";
    LastKind = C->Kind;
    LastName = C->Name;
    OS << "  " << C->Name << ", // ";
    if (C->isToken())
      OS << "'" << C->ValueName << "'\n";
    else if (C->isRegister())
      OS << (C->ValueName.empty() ? "derived register class\n"
                                  : "register class '" + C->ValueName + "'\n");
    else if (C->isRegClassByHwMode())
      OS << "register class by hwmode\n";
    else
      OS << "user defined class '" << C->ValueName << "'\n";
  }
  OS << "  NumMatchClassKinds\n};\n\n} // end anonymous namespace\n\n";

  if (std::any_of(Info.Classes.begin(), Info.Classes.end(),
                  [](const MatchClass *C) { return !C->DiagnosticString.empty(); })) {
    OS << "static const char *getMatchKindDiag(" << TN << "AsmParser::" << TN
       << "MatchResultTy MatchResult) {\n  switch (MatchResult) {\n";
    for (const MatchClass *C : Info.Classes)
      if (!C->DiagnosticString.empty())
        OS << "  case " << TN << "AsmParser::Match_" << C->DiagnosticType << ":\n"
           << "    return \"" << C->DiagnosticString << "\";\n";
    OS << "  default:\n    return nullptr;\n  }\n}\n\n";
  }

  OS << "static unsigned getDiagKindFromRegisterClass(MatchClassKind RegisterClass) {\n";
  if (std::none_of(Info.Classes.begin(), Info.Classes.end(), [](const MatchClass *C) {
        return C->isRegister() && !C->DiagnosticType.empty();
      })) {
    OS << "  return MCTargetAsmParser::Match_InvalidOperand;\n";
  } else {
    OS << "  switch (RegisterClass) {\n";
    for (const MatchClass *C : Info.Classes)
      if (C->isRegister() && !C->DiagnosticType.empty())
        OS << "  case " << C->Name << ":\n    return " << TN << "AsmParser::Match_"
           << C->DiagnosticType << ";\n";
    OS << "  default:\n    return MCTargetAsmParser::Match_InvalidOperand;\n  }\n";
  }
  OS << "}\n\n";

  std::vector<std::pair<std::string, std::string>> TokenCases;
  for (const MatchClass *C : Info.Classes)
    if (C->isToken())
      TokenCases.emplace_back(C->ValueName, "return " + C->Name + ";");
  OS << "static MatchClassKind matchTokenString(StringRef Name) {\n";
  writeStringSwitch(OS, "Name", TokenCases, 0, false);
  OS << "  return InvalidMatchClass;\n}\n\n";

  // isSubclass: per class, the trimmed row of "is a subset of" bits.
  OS << "/// isSubclass - Compute whether \\p A is a subclass of \\p B.\n"
        "static bool isSubclass(MatchClassKind A, MatchClassKind B) {\n"
        "  if (A == B)\n    return true;\n\n"
        "  [[maybe_unused]] static constexpr struct {\n"
        "    uint32_t Offset;\n    uint16_t Start;\n    uint16_t Length;\n"
        "  } Table[] = {\n    {0, 0, 0},\n    {0, 0, 0},\n";
  std::vector<bool> Data;
  SupersetRows Subsets(Info.Classes);
  for (const MatchClass *A : Info.Classes) {
    std::vector<bool> Bits = {false, A->IsOptional};
    const std::vector<uint64_t> &SupersOfA = Subsets.of(*A);
    for (const MatchClass *B : Info.Classes)
      Bits.push_back(A != B && SupersetRows::has(SupersOfA, *B));
    size_t End = Bits.size();
    while (End && !Bits[End - 1])
      --End;
    size_t Start = 0;
    while (Start < End && !Bits[Start])
      ++Start;
    OS << "    {" << Data.size() << ", " << Start << ", " << (End - Start) << "},\n";
    Data.insert(Data.end(), Bits.begin() + std::ptrdiff_t(Start), Bits.begin() + std::ptrdiff_t(End));
  }
  OS << "  };\n\n";
  if (Data.empty()) {
    OS << "  return false;\n";
  } else {
    Data.resize((Data.size() + 7) / 8 * 8, false);
    OS << "  static constexpr uint8_t Data[] = {\n";
    for (size_t I = 0; I < Data.size(); I += 8) {
      unsigned Byte = 0;
      for (unsigned J = 0; J != 8; ++J)
        Byte |= unsigned(Data[I + J]) << J;
      char Buf[16];
      std::snprintf(Buf, sizeof Buf, "0x%02X", Byte);
      OS << "    " << Buf << ",\n";
    }
    OS << "  };\n\n"
          "  auto &Entry = Table[A];\n"
          "  unsigned Idx = B - Entry.Start;\n"
          "  if (Idx >= Entry.Length)\n"
          "    return false;\n"
          "  Idx += Entry.Offset;\n"
          "  return (Data[Idx / 8] >> (Idx % 8)) & 1;\n";
  }
  OS << "}\n\n";

  OS << "static unsigned validateOperandClass(MCParsedAsmOperand &GOp, MatchClassKind Kind, "
        "const MCSubtargetInfo &STI) {\n"
     << "  " << TN << "Operand &Operand = (" << TN << "Operand &)GOp;\n"
     << "  if (Kind == InvalidMatchClass)\n"
        "    return MCTargetAsmParser::Match_InvalidOperand;\n\n"
        "  if (Operand.isToken() && Kind <= MCK_LAST_TOKEN)\n"
        "    return isSubclass(matchTokenString(Operand.getToken()), Kind) ?\n"
        "             MCTargetAsmParser::Match_Success :\n"
        "             MCTargetAsmParser::Match_InvalidOperand;\n\n"
        "  switch (Kind) {\n  default: break;\n";
  for (const MatchClass *C : Info.Classes) {
    if (!C->isUser())
      continue;
    OS << "  case " << C->Name << ": {\n"
       << "    DiagnosticPredicate DP(Operand." << C->PredicateMethod << "());\n"
       << "    if (DP.isMatch())\n      return MCTargetAsmParser::Match_Success;\n";
    if (!C->DiagnosticType.empty())
      OS << "    if (DP.isNearMatch())\n      return " << TN << "AsmParser::Match_"
         << C->DiagnosticType << ";\n";
    OS << "    break;\n  }\n";
  }
  OS << "  } // end switch (Kind)\n\n";
  writeByHwModeLookup(Info, OS);
  size_t NumRegs = codegen::getRegisterBank(Info.Records).registers().size();
  OS << "  if (Operand.isReg()) {\n"
     << "    static constexpr uint16_t Table[" << Info.RegNamespace << "::NUM_TARGET_REGS] = {\n";
  for (size_t R = 0; R != NumRegs + 1; ++R) {
    auto It = Info.RegisterClassOf.find(unsigned(R));
    OS << "      " << (It == Info.RegisterClassOf.end() ? "InvalidMatchClass" : It->second->Name)
       << ",\n";
  }
  OS << "    };\n\n"
        "    MCRegister Reg = Operand.getReg();\n"
        "    MatchClassKind OpKind = Reg.isPhysical() ? (MatchClassKind)Table[Reg.id()] : "
        "InvalidMatchClass;\n"
        "    return isSubclass(OpKind, Kind) ? (unsigned)MCTargetAsmParser::Match_Success :\n"
        "                                      getDiagKindFromRegisterClass(Kind);\n  }\n\n"
        "  if (Kind > MCK_LAST_TOKEN && Kind <= MCK_LAST_REGISTER)\n"
        "    return getDiagKindFromRegisterClass(Kind);\n\n"
        "  return MCTargetAsmParser::Match_InvalidOperand;\n}\n\n";

  OS << "#ifndef NDEBUG\n"
        "const char *getMatchClassName(MatchClassKind Kind) {\n"
        "  switch (Kind) {\n"
        "  case InvalidMatchClass: return \"InvalidMatchClass\";\n"
        "  case OptionalMatchClass: return \"OptionalMatchClass\";\n";
  for (const MatchClass *C : Info.Classes)
    OS << "  case " << C->Name << ": return \"" << C->Name << "\";\n";
  OS << "  case NumMatchClassKinds: return \"NumMatchClassKinds\";\n"
        "  }\n  llvm_unreachable(\"unhandled MatchClassKind!\");\n}\n\n#endif // NDEBUG\n";
}

namespace {

/// Writes the test of an AssemblerCondDag over the feature bits FB.
void writeCondition(const MatcherInfo &Info, const Record *Pred, const Init *V, bool ParenIfBinOp,
                    OStream &OS) {
  if (const auto *D = dyn_cast<DefInit>(V)) {
    if (!D->getDef()->isSubClassOf("SubtargetFeature"))
      PrintFatalError(Pred, "Invalid AssemblerCondDag!");
    OS << "FB[" << Info.TargetName << "::" << D->getDef()->getName() << "]";
    return;
  }
  const auto *D = dyn_cast<DagInit>(V);
  const auto *Op = D ? dyn_cast<DefInit>(D->getOperator()) : nullptr;
  if (!Op)
    PrintFatalError(Pred, "Invalid AssemblerCondDag!");
  std::string_view OpName = Op->getDef()->getName();
  if (OpName == "not" && D->getNumArgs() == 1) {
    OS << '!';
    writeCondition(Info, Pred, D->getArg(0), true, OS);
    return;
  }
  if ((OpName != "any_of" && OpName != "all_of") || D->getNumArgs() == 0)
    PrintFatalError(Pred, "Invalid AssemblerCondDag!");
  bool Paren = D->getNumArgs() > 1 && ParenIfBinOp;
  if (Paren)
    OS << '(';
  for (unsigned K = 0; K != D->getNumArgs(); ++K) {
    if (K)
      OS << (OpName == "any_of" ? " || " : " && ");
    writeCondition(Info, Pred, D->getArg(K), D->getNumArgs() > 1 || ParenIfBinOp, OS);
  }
  if (Paren)
    OS << ')';
}

} // namespace

void writeComputeFeatures(const MatcherInfo &Info, OStream &OS) {
  OS << "FeatureBitset " << Info.TargetName << Info.ClassName << "::\n"
     << "ComputeAvailableFeatures(const FeatureBitset &FB) const {\n"
     << "  FeatureBitset Features;\n";
  for (const auto &[Pred, Bit] : Info.Features) {
    OS << "  if (";
    writeCondition(Info, Pred, Pred->getValueAsDag("AssemblerCondDag"), false, OS);
    OS << ")\n    Features.set(" << bitName(Pred) << ");\n";
  }
  OS << "  return Features;\n}\n\n";
}

} // namespace tblgen::asmmatcher
