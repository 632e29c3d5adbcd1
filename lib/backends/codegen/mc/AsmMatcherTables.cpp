//===- AsmMatcherTables.cpp - -gen-asm-matcher: tables and matching -------===//
//
// The second half of GET_MATCHER_IMPLEMENTATION and the checker sections:
// the mnemonic string table (each mnemonic lower-cased after a length
// byte), the required feature sets, one MatchEntry table per parser
// variant, MatchInstructionImpl, the custom operand parser table and its
// functions, the mnemonic spell checker and checker. Also the string
// switch writer shared by the register, token and alias matchers, and the
// backend's entry point.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/AsmMatcher.h"
#include "backends/codegen/schedule/FeatureBits.h"
#include "backends/codegen/registers/RegisterInfo.h"

#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>

namespace tblgen {
namespace asmmatcher {

void writeAssemblerHeader(const MatcherInfo &Info, OStream &OS);
void writeRegisterMatcher(const MatcherInfo &Info, OStream &OS);
bool writeMnemonicAliases(const MatcherInfo &Info, OStream &OS);
unsigned writeConverters(MatcherInfo &Info, OStream &OS);
void writeClassSections(const MatcherInfo &Info, OStream &OS);
void writeComputeFeatures(const MatcherInfo &Info, OStream &OS);

namespace {

using Case = std::pair<std::string, std::string>;

/// Matches the strings of Cases, all of one length, whose first CharNo
/// characters agree; returns whether control can fall out of the code.
bool writeCharSwitch(OStream &OS, std::string_view Var, const std::vector<const Case *> &Cases,
                     size_t CharNo, unsigned Indent, bool IgnoreDuplicates) {
  std::string Pad(Indent * 2 + 4, ' ');
  const std::string &First = Cases[0]->first;
  if (CharNo == First.size()) {
    if (Cases.size() > 1 && !IgnoreDuplicates)
      PrintFatalError("-gen-asm-matcher: two strings to match are both '" + First + "'");
    std::string_view Code = Cases[0]->second;
    size_t NL = Code.find('\n');
    OS << Pad << Code.substr(0, NL) << "\t // \"" << First << "\"\n";
    while (NL != std::string_view::npos) {
      Code = Code.substr(NL + 1);
      NL = Code.find('\n');
      OS << Pad << Code.substr(0, NL) << "\n";
    }
    return false;
  }
  // Buckets by the character at CharNo, in (signed) char order.
  std::map<signed char, std::vector<const Case *>> ByChar;
  for (const Case *C : Cases)
    ByChar[static_cast<signed char>(C->first[CharNo])].push_back(C);
  if (ByChar.size() == 1) {
    size_t End = CharNo;
    while (End < First.size() &&
           std::all_of(Cases.begin(), Cases.end(), [&](const Case *C) { return C->first[End] == First[End]; }))
      ++End;
    size_t N = End - CharNo;
    if (N == 1)
      OS << Pad << "if (" << Var << "[" << CharNo << "] != '" << First[CharNo] << "')\n";
    else
      OS << Pad << "if (memcmp(" << Var << ".data()+" << CharNo << ", \"" << First.substr(CharNo, N)
         << "\", " << N << ") != 0)\n";
    OS << Pad << "  break;\n";
    return writeCharSwitch(OS, Var, Cases, End, Indent, IgnoreDuplicates);
  }
  OS << Pad << "switch (" << Var << "[" << CharNo << "]) {\n";
  OS << Pad << "default: break;\n";
  for (const auto &[Ch, Group] : ByChar) {
    OS << Pad << "case '" << char(Ch) << "':\t // " << Group.size() << " string"
       << (Group.size() == 1 ? "" : "s") << " to match.\n";
    if (writeCharSwitch(OS, Var, Group, CharNo + 1, Indent + 1, IgnoreDuplicates))
      OS << Pad << "  break;\n";
  }
  OS << Pad << "}\n";
  return true;
}

} // namespace

void writeStringSwitch(OStream &OS, std::string_view Var, const std::vector<Case> &Cases,
                       unsigned Indent, bool IgnoreDuplicates) {
  if (Cases.empty())
    return;
  std::map<size_t, std::vector<const Case *>> ByLength;
  for (const Case &C : Cases)
    ByLength[C.first.size()].push_back(&C);
  OS.indent(Indent * 2 + 2) << "switch (" << Var << ".size()) {\n";
  OS.indent(Indent * 2 + 2) << "default: break;\n";
  for (const auto &[Len, Group] : ByLength) {
    OS.indent(Indent * 2 + 2) << "case " << Len << ":\t // " << Group.size() << " string"
                              << (Group.size() == 1 ? "" : "s") << " to match.\n";
    if (writeCharSwitch(OS, Var, Group, 0, Indent, IgnoreDuplicates))
      OS.indent(Indent * 2 + 4) << "break;\n";
  }
  OS.indent(Indent * 2 + 2) << "}\n";
}

namespace {

/// The concatenated mnemonics, each after its length byte.
class MnemonicTable {
public:
  unsigned add(const std::string &Mnemonic) {
    std::string Key = std::string(1, char(Mnemonic.size())) + lowered(Mnemonic);
    auto [It, New] = Offsets.emplace(Key, unsigned(Bytes.size()));
    if (New)
      Bytes += Key;
    return It->second;
  }
  unsigned get(const std::string &Mnemonic) const {
    return Offsets.at(std::string(1, char(Mnemonic.size())) + lowered(Mnemonic));
  }
  /// Writes the bytes as a string literal cut after about 70 characters.
  void write(OStream &OS) const {
    OStream Esc;
    tables::writeEscaped(Esc, Bytes);
    const std::string &E = Esc.str();
    OS << "    \"";
    unsigned Printed = 0;
    for (size_t I = 0; I < E.size(); ++I) {
      if (Printed > 70) {
        OS << "\"\n    \"";
        Printed = 0;
      }
      OS << E[I];
      ++Printed;
      if (E[I] != '\\')
        continue;
      // An escape sequence is never split.
      if (I + 1 < E.size() && std::isdigit(static_cast<unsigned char>(E[I + 1]))) {
        OS << E.substr(I + 1, 3);
        I += 3;
        Printed += 3;
      } else if (I + 1 < E.size()) {
        OS << E[++I];
        ++Printed;
      }
    }
    OS << "\"";
  }

private:
  static std::string lowered(const std::string &S) {
    std::string R = S;
    for (char &C : R)
      C = char(std::tolower(static_cast<unsigned char>(C)));
    return R;
  }
  std::string Bytes;
  std::map<std::string, unsigned> Offsets;
};

std::string featureSetName(const std::vector<const Record *> &Set) {
  if (Set.empty())
    return "AMFBS_None";
  std::string N = "AMFBS";
  for (const Record *R : Set)
    N += "_" + std::string(R->getName());
  return N;
}

void writeVariantCases(const MatcherInfo &Info, OStream &OS) {
  for (size_t K = 0; K != Info.Variants.size(); ++K)
    OS << "  case " << Info.Variants[K].Number << ": Start = std::begin(MatchTable" << K
       << "); End = std::end(MatchTable" << K << "); break;\n";
}

/// The prologue both MatchInstructionImpl flavours share: the feature set, the
/// mnemonic (first token or optional), and mnemonic alias remapping.
void writeMnemonicLookup(const MatcherInfo &Info, bool HasAliases, OStream &OS) {
  OS << "  // Get the current feature set." << "\n";
  OS << "  const FeatureBitset &AvailableFeatures = getAvailableFeatures();" << "\n";
  OS << "\n";
  OS << "  // Get the instruction mnemonic, which is the first token." << "\n";
  if (Info.HasMnemonicFirst)
    OS << "  StringRef Mnemonic = ((" << Info.TargetName << "Operand &)*Operands[0]).getToken();\n";
  else
    OS << "  StringRef Mnemonic;\n"
          "  if (Operands[0]->isToken())\n"
          "    Mnemonic = ((" << Info.TargetName << "Operand &)*Operands[0]).getToken();\n";
  OS << "\n";
  if (HasAliases)
    OS << "  // Process all MnemonicAliases to remap the mnemonic.\n"
          "  applyMnemonicAliases(Mnemonic, AvailableFeatures, VariantID);\n\n";
}

/// Selects the variant's table, narrows it to the mnemonic's entries and opens
/// the loop over them, up to the per-entry required-features check.
void writeCandidateLoopHead(const MatcherInfo &Info, OStream &OS) {
  OS << "  // Find the appropriate table for this asm variant." << "\n";
  OS << "  const MatchEntry *Start, *End;" << "\n";
  OS << "  switch (VariantID) {" << "\n";
  OS << "  default: llvm_unreachable(\"invalid variant!\");" << "\n";
  writeVariantCases(Info, OS);
  OS << "  }" << "\n";
  OS << "  // Search the table." << "\n";
  if (Info.HasMnemonicFirst)
    OS << "  auto MnemonicRange = std::equal_range(Start, End, Mnemonic, LessOpcode());\n";
  else
    OS << "  auto MnemonicRange = std::pair(Start, End);\n"
          "  unsigned SIndex = Mnemonic.empty() ? 0 : 1;\n"
          "  if (!Mnemonic.empty())\n"
          "    MnemonicRange = std::equal_range(Start, End, Mnemonic.lower(), LessOpcode());\n";
  OS << "\n";
  OS << "  DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"AsmMatcher: found \" <<" << "\n";
  OS << "  std::distance(MnemonicRange.first, MnemonicRange.second) <<" << "\n";
  OS << "  \" encodings with mnemonic '\" << Mnemonic << \"'\\n\");" << "\n";
  OS << "\n";
  OS << "  // Return a more specific error code if no mnemonics match." << "\n";
  OS << "  if (MnemonicRange.first == MnemonicRange.second)" << "\n";
  OS << "    return Match_MnemonicFail;" << "\n";
  OS << "\n";
  OS << "  for (const MatchEntry *it = MnemonicRange.first, *ie = MnemonicRange.second;" << "\n";
  OS << "       it != ie; ++it) {" << "\n";
  OS << "    const FeatureBitset &RequiredFeatures = FeatureBitsets[it->RequiredFeaturesIdx];" << "\n";
  OS << "    bool HasRequiredFeatures =" << "\n";
  OS << "      (AvailableFeatures & RequiredFeatures) == RequiredFeatures;" << "\n";
  OS << "    DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"Trying to match opcode \"" << "\n";
  OS << "                                          << MII.getName(it->Opcode) << \"\\n\");" << "\n";
}

/// Opens the loop pairing formal operand classes with parsed operands, up to
/// the debug line for running out of parsed operands.
void writeOperandLoopHead(const MatcherInfo &Info, size_t MaxOps, OStream &OS) {
  OS << "    for (unsigned FormalIdx = " << (Info.HasMnemonicFirst ? "0, ActualIdx = 1" : "SIndex, ActualIdx = SIndex")
     << "; FormalIdx != " << MaxOps << "; ++FormalIdx) {" << "\n";
  OS << "      auto Formal = static_cast<MatchClassKind>(it->Classes[FormalIdx]);" << "\n";
  OS << "      DEBUG_WITH_TYPE(\"asm-matcher\"," << "\n";
  OS << "                      dbgs() << \"  Matching formal operand class \" << getMatchClassName(Formal)" << "\n";
  OS << "                             << \" against actual operand at index \" << ActualIdx);" << "\n";
  OS << "      if (ActualIdx < Operands.size())" << "\n";
  OS << "        DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \" (\";" << "\n";
  OS << "                        Operands[ActualIdx]->print(dbgs(), *getContext().getAsmInfo()); dbgs() << \"): \");" << "\n";
  OS << "      else" << "\n";
  OS << "        DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \": \");" << "\n";
  OS << "      if (ActualIdx >= Operands.size()) {" << "\n";
  OS << "        DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"actual operand index out of range\\n\");" << "\n";
}

/// Validates one parsed operand against its formal class (generic, then
/// target hook) and skips unmatched optional operands.
void writeOperandClassCheck(bool HasOptional, OStream &OS) {
  OS << "      MCParsedAsmOperand &Actual = *Operands[ActualIdx];" << "\n";
  OS << "      unsigned Diag = validateOperandClass(Actual, Formal, *STI);" << "\n";
  OS << "      if (Diag == Match_Success) {" << "\n";
  OS << "        DEBUG_WITH_TYPE(\"asm-matcher\"," << "\n";
  OS << "                        dbgs() << \"match success using generic matcher\\n\");" << "\n";
  OS << "        ++ActualIdx;" << "\n";
  OS << "        continue;" << "\n";
  OS << "      }" << "\n";
  OS << "      // If the generic handler indicates an invalid operand" << "\n";
  OS << "      // failure, check for a special case." << "\n";
  OS << "      if (Diag != Match_Success) {" << "\n";
  OS << "        unsigned TargetDiag = validateTargetOperandClass(Actual, Formal);" << "\n";
  OS << "        if (TargetDiag == Match_Success) {" << "\n";
  OS << "          DEBUG_WITH_TYPE(\"asm-matcher\"," << "\n";
  OS << "                          dbgs() << \"match success using target matcher\\n\");" << "\n";
  OS << "          ++ActualIdx;" << "\n";
  OS << "          continue;" << "\n";
  OS << "        }" << "\n";
  OS << "        // If the target matcher returned a specific error code use" << "\n";
  OS << "        // that, else use the one from the generic matcher." << "\n";
  OS << "        if (TargetDiag != Match_InvalidOperand && HasRequiredFeatures)" << "\n";
  OS << "          Diag = TargetDiag;" << "\n";
  OS << "      }" << "\n";
  OS << "      // If current formal operand wasn't matched and it is optional" << "\n";
  OS << "      // then try to match next formal operand" << "\n";
  OS << "      if (Diag == Match_InvalidOperand && isSubclass(Formal, OptionalMatchClass)) {" << "\n";
  if (HasOptional) {
    OS << "        OptionalOperandsMask.set(FormalIdx);" << "\n";
  }
  OS << "        DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"ignoring optional operand\\n\");" << "\n";
  OS << "        continue;" << "\n";
  OS << "      }" << "\n";
}

/// Closes the operand loop, drops the entry when RejectCond (the flavour's
/// "operands failed" flag) holds, and opens the missing-features branch.
void writeOperandLoopExit(std::string_view RejectCond, OStream &OS) {
  OS << "    }" << "\n";
  OS << "\n";
  OS << "    if (" << RejectCond << ") {" << "\n";
  OS << "      DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"Opcode result: multiple \"" << "\n";
  OS << "                                               \"operand mismatches, ignoring \"" << "\n";
  OS << "                                               \"this opcode\\n\");" << "\n";
  OS << "      continue;" << "\n";
  OS << "    }" << "\n";
  OS << "    if (!HasRequiredFeatures) {" << "\n";
}

/// Computes the entry's missing features and prints them in debug builds.
void writeMissingFeaturesDebug(OStream &OS) {
  OS << "      FeatureBitset NewMissingFeatures = RequiredFeatures & ~AvailableFeatures;" << "\n";
  OS << "      DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"Missing target features:\";" << "\n";
  OS << "                      for (unsigned I = 0, E = NewMissingFeatures.size(); I != E; ++I)" << "\n";
  OS << "                        if (NewMissingFeatures[I])" << "\n";
  OS << "                          dbgs() << ' ' << I;" << "\n";
  OS << "                      dbgs() << \"\\n\");" << "\n";
}

/// Sets the opcode and runs the early target predicate; the caller writes
/// what a failure records.
void writeEarlyPredicateCheck(OStream &OS) {
  OS << "    Inst.clear();" << "\n";
  OS << "\n";
  OS << "    Inst.setOpcode(it->Opcode);" << "\n";
  OS << "    // We have a potential match but have not rendered the operands." << "\n";
  OS << "    // Check the target predicate to handle any context sensitive" << "\n";
  OS << "    // constraints." << "\n";
  OS << "    // For example, Ties that are referenced multiple times must be" << "\n";
  OS << "    // checked here to ensure the input is the same for each match" << "\n";
  OS << "    // constraints. If we leave it any later the ties will have been" << "\n";
  OS << "    // canonicalized" << "\n";
  OS << "    unsigned MatchResult;" << "\n";
  OS << "    if ((MatchResult = checkEarlyTargetMatchPredicate(Inst, Operands)) != Match_Success) {" << "\n";
  OS << "      Inst.clear();" << "\n";
  OS << "      DEBUG_WITH_TYPE(" << "\n";
  OS << "          \"asm-matcher\"," << "\n";
  OS << "          dbgs() << \"Early target match predicate failed with diag code \"" << "\n";
  OS << "                 << MatchResult << \"\\n\");" << "\n";
}

/// With optional operands, the prefix counts of defaulted operands that the
/// converter and the tied-operand check need.
void writeDefaultsOffsets(bool HasOptional, size_t MaxOps, OStream &OS) {
  if (HasOptional) {
    OS << "    unsigned DefaultsOffset[" << (MaxOps + 1) << "] = { 0 };" << "\n";
    OS << "    assert(OptionalOperandsMask.size() == " << MaxOps << ");" << "\n";
    OS << "    for (unsigned i = 0, NumDefaults = 0; i < " << MaxOps << "; ++i) {" << "\n";
    OS << "      DefaultsOffset[i + 1] = NumDefaults;" << "\n";
    OS << "      NumDefaults += (OptionalOperandsMask[i] ? 1 : 0);" << "\n";
    OS << "    }" << "\n";
    OS << "\n";
  }
}

/// Converts the operands into the MCInst and runs the late target predicate;
/// the caller writes what a failure records.
void writeConvertAndLatePredicate(bool HasOptional, OStream &OS) {
  OS << "\n";
  OS << "    // We have selected a definite instruction, convert the parsed" << "\n";
  OS << "    // operands into the appropriate MCInst." << "\n";
  if (!HasOptional) {
    OS << "    convertToMCInst(it->ConvertFn, Inst, it->Opcode, Operands);" << "\n";
  } else {
    OS << "    convertToMCInst(it->ConvertFn, Inst, it->Opcode, Operands," << "\n";
    OS << "                    OptionalOperandsMask, DefaultsOffset);" << "\n";
  }
  OS << "\n";
  OS << "    // We have a potential match. Check the target predicate to" << "\n";
  OS << "    // handle any context sensitive constraints." << "\n";
  OS << "    if ((MatchResult = checkTargetMatchPredicate(Inst)) != Match_Success) {" << "\n";
  OS << "      DEBUG_WITH_TYPE(\"asm-matcher\"," << "\n";
  OS << "                      dbgs() << \"Target match predicate failed with diag code \"" << "\n";
  OS << "                             << MatchResult << \"\\n\");" << "\n";
  OS << "      Inst.clear();" << "\n";
}

/// The target's AsmParserInstCleanup hook and the deprecation warning.
void writeInstCleanup(const MatcherInfo &Info, OStream &OS) {
  if (std::string Cleanup = Info.Parser->getValueAsString("AsmParserInstCleanup"); !Cleanup.empty())
    OS << "    " << Cleanup << "(Inst);\n";
  if (std::any_of(Info.Matchables.begin(), Info.Matchables.end(),
                  [](const auto &M) { return M->HasDeprecation; }))
    OS << "    std::string Info;\n"
          "    if (!getParser().getTargetParser().getTargetOptions().MCNoDeprecatedWarn &&\n"
          "        MII.getDeprecatedInfo(Inst, getSTI(), Info)) {\n"
          "      SMLoc Loc = ((" << Info.TargetName << "Operand &)*Operands[0]).getStartLoc();\n"
          "      getParser().Warning(Loc, Info, {});\n"
          "    }\n";
}

/// Accepts the entry: the debug line, returning success, closing the loop.
void writeSelectOpcode(OStream &OS) {
  OS << "    DEBUG_WITH_TYPE(" << "\n";
  OS << "        \"asm-matcher\"," << "\n";
  OS << "        dbgs() << \"Opcode result: complete match, selecting this opcode\\n\");" << "\n";
  OS << "    return Match_Success;" << "\n";
  OS << "  }" << "\n";
  OS << "\n";
}

/// MatchInstructionImpl for ReportMultipleNearMisses: each opcode's ways of
/// not matching are collected instead of one error code.
void writeNearMissMatchFunction(const MatcherInfo &Info, size_t MaxOps, bool HasAliases,
                                OStream &OS) {
  bool HasOptional = Info.hasOptionalOperands();
  OS << "unsigned " << Info.TargetName << Info.ClassName << "::" << "\n";
  OS << "MatchInstructionImpl(const OperandVector &Operands," << "\n";
  OS << "                     MCInst &Inst," << "\n";
  OS << "                     SmallVectorImpl<NearMissInfo> *NearMisses," << "\n";
  OS << "                     bool matchingInlineAsm, unsigned VariantID) {" << "\n";
  writeMnemonicLookup(Info, HasAliases, OS);
  if (HasOptional) {
    OS << "  SmallBitVector OptionalOperandsMask(" << MaxOps << ");" << "\n";
  }
  writeCandidateLoopHead(Info, OS);
  OS << "    // Some state to record ways in which this instruction did not match." << "\n";
  OS << "    NearMissInfo OperandNearMiss = NearMissInfo::getSuccess();" << "\n";
  OS << "    NearMissInfo FeaturesNearMiss = NearMissInfo::getSuccess();" << "\n";
  OS << "    NearMissInfo EarlyPredicateNearMiss = NearMissInfo::getSuccess();" << "\n";
  OS << "    NearMissInfo LatePredicateNearMiss = NearMissInfo::getSuccess();" << "\n";
  OS << "    bool MultipleInvalidOperands = false;" << "\n";
  if (Info.HasMnemonicFirst) {
    OS << "    // equal_range guarantees that instruction mnemonic matches." << "\n";
    OS << "    assert(Mnemonic == it->getMnemonic());" << "\n";
  }
  if (HasOptional) {
    OS << "    OptionalOperandsMask.reset(0, " << MaxOps << ");" << "\n";
  }
  writeOperandLoopHead(Info, MaxOps, OS);
  OS << "        bool ThisOperandValid = (Formal == InvalidMatchClass) || isSubclass(Formal, OptionalMatchClass);" << "\n";
  OS << "        if (!ThisOperandValid) {" << "\n";
  OS << "          if (!OperandNearMiss) {" << "\n";
  OS << "            // Record info about match failure for later use." << "\n";
  OS << "            DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"recording too-few-operands near miss\\n\");" << "\n";
  OS << "            OperandNearMiss =" << "\n";
  OS << "                NearMissInfo::getTooFewOperands(Formal, it->Opcode);" << "\n";
  OS << "          } else if (OperandNearMiss.getKind() != NearMissInfo::NearMissTooFewOperands) {" << "\n";
  OS << "            // If more than one operand is invalid, give up on this match entry." << "\n";
  OS << "            DEBUG_WITH_TYPE(" << "\n";
  OS << "                \"asm-matcher\"," << "\n";
  OS << "                dbgs() << \"second invalid operand, giving up on this opcode\\n\");" << "\n";
  OS << "            MultipleInvalidOperands = true;" << "\n";
  OS << "            break;" << "\n";
  OS << "          }" << "\n";
  OS << "        } else {" << "\n";
  OS << "          DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"but formal operand not required\\n\");" << "\n";
  OS << "          if (isSubclass(Formal, OptionalMatchClass)) {" << "\n";
  OS << "            OptionalOperandsMask.set(FormalIdx);" << "\n";
  OS << "          }" << "\n";
  OS << "        }" << "\n";
  OS << "        continue;" << "\n";
  OS << "      }" << "\n";
  writeOperandClassCheck(HasOptional, OS);
  OS << "      if (!OperandNearMiss) {" << "\n";
  OS << "        // If this is the first invalid operand we have seen, record some" << "\n";
  OS << "        // information about it." << "\n";
  OS << "        DEBUG_WITH_TYPE(" << "\n";
  OS << "            \"asm-matcher\"," << "\n";
  OS << "            dbgs()" << "\n";
  OS << "                << \"operand match failed, recording near-miss with diag code \"" << "\n";
  OS << "                << Diag << \"\\n\");" << "\n";
  OS << "        OperandNearMiss =" << "\n";
  OS << "            NearMissInfo::getMissedOperand(Diag, Formal, it->Opcode, ActualIdx);" << "\n";
  OS << "        ++ActualIdx;" << "\n";
  OS << "      } else {" << "\n";
  OS << "        // If more than one operand is invalid, give up on this match entry." << "\n";
  OS << "        DEBUG_WITH_TYPE(" << "\n";
  OS << "            \"asm-matcher\"," << "\n";
  OS << "            dbgs() << \"second operand mismatch, skipping this opcode\\n\");" << "\n";
  OS << "        MultipleInvalidOperands = true;" << "\n";
  OS << "        break;" << "\n";
  OS << "      }" << "\n";
  writeOperandLoopExit("MultipleInvalidOperands", OS);
  writeMissingFeaturesDebug(OS);
  OS << "      FeaturesNearMiss = NearMissInfo::getMissedFeature(NewMissingFeatures);" << "\n";
  OS << "    }" << "\n";
  OS << "\n";
  writeEarlyPredicateCheck(OS);
  OS << "      EarlyPredicateNearMiss = NearMissInfo::getMissedPredicate(MatchResult);" << "\n";
  OS << "    }" << "\n";
  OS << "\n";
  OS << "    // If we did not successfully match the operands, then we can't convert to" << "\n";
  OS << "    // an MCInst, so bail out on this instruction variant now." << "\n";
  OS << "    if (OperandNearMiss) {" << "\n";
  OS << "      // If the operand mismatch was the only problem, report it as a near-miss." << "\n";
  OS << "      if (NearMisses && !FeaturesNearMiss && !EarlyPredicateNearMiss) {" << "\n";
  OS << "        DEBUG_WITH_TYPE(" << "\n";
  OS << "            \"asm-matcher\"," << "\n";
  OS << "            dbgs()" << "\n";
  OS << "                << \"Opcode result: one mismatched operand, adding near-miss\\n\");" << "\n";
  OS << "        NearMisses->push_back(OperandNearMiss);" << "\n";
  OS << "      } else {" << "\n";
  OS << "        DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"Opcode result: multiple \"" << "\n";
  OS << "                                                 \"types of mismatch, so not \"" << "\n";
  OS << "                                                 \"reporting near-miss\\n\");" << "\n";
  OS << "      }" << "\n";
  OS << "      continue;" << "\n";
  OS << "    }" << "\n";
  OS << "\n";
  writeDefaultsOffsets(HasOptional, MaxOps, OS);
  OS << "    if (matchingInlineAsm) {" << "\n";
  OS << "      convertToMapAndConstraints(it->ConvertFn, Operands);" << "\n";
  OS << "      return Match_Success;" << "\n";
  OS << "    }" << "\n";
  writeConvertAndLatePredicate(HasOptional, OS);
  OS << "      LatePredicateNearMiss = NearMissInfo::getMissedPredicate(MatchResult);" << "\n";
  OS << "    }" << "\n";
  OS << "\n";
  OS << "    int NumNearMisses = ((int)(bool)OperandNearMiss +" << "\n";
  OS << "                         (int)(bool)FeaturesNearMiss +" << "\n";
  OS << "                         (int)(bool)EarlyPredicateNearMiss +" << "\n";
  OS << "                         (int)(bool)LatePredicateNearMiss);" << "\n";
  OS << "    if (NumNearMisses == 1) {" << "\n";
  OS << "      // We had exactly one type of near-miss, so add that to the list." << "\n";
  OS << "      assert(!OperandNearMiss && \"OperandNearMiss was handled earlier\");" << "\n";
  OS << "      DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"Opcode result: found one type of \"" << "\n";
  OS << "                                            \"mismatch, so reporting a \"" << "\n";
  OS << "                                            \"near-miss\\n\");" << "\n";
  OS << "      if (NearMisses && FeaturesNearMiss)" << "\n";
  OS << "        NearMisses->push_back(FeaturesNearMiss);" << "\n";
  OS << "      else if (NearMisses && EarlyPredicateNearMiss)" << "\n";
  OS << "        NearMisses->push_back(EarlyPredicateNearMiss);" << "\n";
  OS << "      else if (NearMisses && LatePredicateNearMiss)" << "\n";
  OS << "        NearMisses->push_back(LatePredicateNearMiss);" << "\n";
  OS << "\n";
  OS << "      continue;" << "\n";
  OS << "    } else if (NumNearMisses > 1) {" << "\n";
  OS << "      // This instruction missed in more than one way, so ignore it." << "\n";
  OS << "      DEBUG_WITH_TYPE(\"asm-matcher\", dbgs() << \"Opcode result: multiple \"" << "\n";
  OS << "                                               \"types of mismatch, so not \"" << "\n";
  OS << "                                               \"reporting near-miss\\n\");" << "\n";
  OS << "      continue;" << "\n";
  OS << "    }" << "\n";
  writeInstCleanup(Info, OS);
  writeSelectOpcode(OS);
  OS << "  // No instruction variants matched exactly." << "\n";
  OS << "  return Match_NearMisses;" << "\n";
  OS << "}" << "\n";
  OS << "\n";
}

void writeMatchFunction(const MatcherInfo &Info, size_t MaxOps, bool HasAliases, OStream &OS) {
  if (Info.NearMisses)
    return writeNearMissMatchFunction(Info, MaxOps, HasAliases, OS);
  bool HasOptional = Info.hasOptionalOperands();
  OS << "unsigned " << Info.TargetName << Info.ClassName << "::" << "\n";
  OS << "MatchInstructionImpl(const OperandVector &Operands," << "\n";
  OS << "                     MCInst &Inst," << "\n";
  OS << "                     uint64_t &ErrorInfo," << "\n";
  OS << "                     FeatureBitset &MissingFeatures," << "\n";
  OS << "                     bool matchingInlineAsm, unsigned VariantID) {" << "\n";
  OS << "  // Eliminate obvious mismatches." << "\n";
  unsigned First = Info.HasMnemonicFirst ? 1 : 0;
  OS << "  if (Operands.size() > " << (MaxOps + First) << ") {" << "\n";
  OS << "    ErrorInfo = " << (MaxOps + First) << ";" << "\n";
  OS << "    return Match_InvalidOperand;" << "\n";
  OS << "  }" << "\n";
  OS << "\n";
  writeMnemonicLookup(Info, HasAliases, OS);
  OS << "  // Some state to try to produce better error messages." << "\n";
  OS << "  bool HadMatchOtherThanFeatures = false;" << "\n";
  OS << "  bool HadMatchOtherThanPredicate = false;" << "\n";
  OS << "  unsigned RetCode = Match_InvalidOperand;" << "\n";
  OS << "  MissingFeatures.set();" << "\n";
  OS << "  // Set ErrorInfo to the operand that mismatches if it is" << "\n";
  OS << "  // wrong for all instances of the instruction." << "\n";
  OS << "  ErrorInfo = ~0ULL;" << "\n";
  if (HasOptional) {
    OS << "  SmallBitVector OptionalOperandsMask(" << MaxOps << ");" << "\n";
  }
  writeCandidateLoopHead(Info, OS);
  if (Info.HasMnemonicFirst) {
    OS << "    // equal_range guarantees that instruction mnemonic matches." << "\n";
    OS << "    assert(Mnemonic == it->getMnemonic());" << "\n";
  }
  OS << "    bool OperandsValid = true;" << "\n";
  if (HasOptional) {
    OS << "    OptionalOperandsMask.reset(0, " << MaxOps << ");" << "\n";
  }
  writeOperandLoopHead(Info, MaxOps, OS);
  OS << "        if (Formal == InvalidMatchClass) {" << "\n";
  if (HasOptional) {
    OS << "          OptionalOperandsMask.set(FormalIdx, " << MaxOps << ");" << "\n";
  }
  OS << "          break;" << "\n";
  OS << "        }" << "\n";
  OS << "        if (isSubclass(Formal, OptionalMatchClass)) {" << "\n";
  if (HasOptional) {
    OS << "          OptionalOperandsMask.set(FormalIdx);" << "\n";
  }
  OS << "          continue;" << "\n";
  OS << "        }" << "\n";
  OS << "        OperandsValid = false;" << "\n";
  OS << "        ErrorInfo = ActualIdx;" << "\n";
  OS << "        break;" << "\n";
  OS << "      }" << "\n";
  writeOperandClassCheck(HasOptional, OS);
  OS << "      // If this operand is broken for all of the instances of this" << "\n";
  OS << "      // mnemonic, keep track of it so we can report loc info." << "\n";
  OS << "      // If we already had a match that only failed due to a" << "\n";
  OS << "      // target predicate, that diagnostic is preferred." << "\n";
  OS << "      if (!HadMatchOtherThanPredicate &&" << "\n";
  OS << "          (it == MnemonicRange.first || ErrorInfo <= ActualIdx)) {" << "\n";
  OS << "        if (HasRequiredFeatures && (ErrorInfo != ActualIdx || Diag != Match_InvalidOperand))" << "\n";
  OS << "          RetCode = Diag;" << "\n";
  OS << "        ErrorInfo = ActualIdx;" << "\n";
  OS << "      }" << "\n";
  OS << "      // Otherwise, just reject this instance of the mnemonic." << "\n";
  OS << "      OperandsValid = false;" << "\n";
  OS << "      break;" << "\n";
  writeOperandLoopExit("!OperandsValid", OS);
  OS << "      HadMatchOtherThanFeatures = true;" << "\n";
  writeMissingFeaturesDebug(OS);
  OS << "      if (NewMissingFeatures.count() <=" << "\n";
  OS << "          MissingFeatures.count())" << "\n";
  OS << "        MissingFeatures = NewMissingFeatures;" << "\n";
  OS << "      continue;" << "\n";
  OS << "    }" << "\n";
  OS << "\n";
  writeEarlyPredicateCheck(OS);
  OS << "      RetCode = MatchResult;" << "\n";
  OS << "      HadMatchOtherThanPredicate = true;" << "\n";
  OS << "      continue;" << "\n";
  OS << "    }" << "\n";
  OS << "\n";
  writeDefaultsOffsets(HasOptional, MaxOps, OS);
  OS << "    if (matchingInlineAsm) {" << "\n";
  OS << "      convertToMapAndConstraints(it->ConvertFn, Operands);" << "\n";
  OS << "      if (!checkAsmTiedOperandConstraints(*this, it->ConvertFn, Operands," << "\n";
  if (!HasOptional) {
    OS << "                                          ErrorInfo))" << "\n";
  } else {
    OS << "                                          DefaultsOffset, ErrorInfo))" << "\n";
  }
  OS << "        return Match_InvalidTiedOperand;" << "\n";
  OS << "\n";
  OS << "      return Match_Success;" << "\n";
  OS << "    }" << "\n";
  writeConvertAndLatePredicate(HasOptional, OS);
  OS << "      RetCode = MatchResult;" << "\n";
  OS << "      HadMatchOtherThanPredicate = true;" << "\n";
  OS << "      continue;" << "\n";
  OS << "    }" << "\n";
  OS << "\n";
  writeInstCleanup(Info, OS);
  OS << "    if (!checkAsmTiedOperandConstraints(*this, it->ConvertFn, Operands," << "\n";
  if (!HasOptional) {
    OS << "                                         ErrorInfo))" << "\n";
  } else {
    OS << "                                         DefaultsOffset, ErrorInfo))" << "\n";
  }
  OS << "      return Match_InvalidTiedOperand;" << "\n";
  OS << "\n";
  writeSelectOpcode(OS);
  OS << "  // Okay, we had no match.  Try to return a useful error code." << "\n";
  OS << "  if (HadMatchOtherThanPredicate || !HadMatchOtherThanFeatures)" << "\n";
  OS << "    return RetCode;" << "\n";
  OS << "\n";
  OS << "  ErrorInfo = 0;" << "\n";
  OS << "  return Match_MissingFeature;" << "\n";
  OS << "}" << "\n";
  OS << "\n";
}

void writeCustomParserFunctions(const MatcherInfo &Info, const std::string &Parser, OStream &OS) {
  OS << "ParseStatus ";
  OS << Info.TargetName << Info.ClassName;
  OS << "::\n";
  OS << "tryCustomParseOperand(OperandVector &Operands,\n";
  OS << "                      unsigned MCK) {\n";
  OS << "\n";
  OS << "  switch(MCK) {\n";
  for (const MatchClass *C : Info.Classes)
    if (!C->ParserMethod.empty())
      OS << "  case " << C->Name << ":\n    return " << C->ParserMethod << "(Operands);\n";
  OS << "  default:\n";
  OS << "    return ParseStatus::NoMatch;\n";
  OS << "  }\n";
  OS << "  return ParseStatus::NoMatch;\n";
  OS << "}\n";
  OS << "\n";
  OS << "ParseStatus ";
  OS << Info.TargetName << Info.ClassName;
  OS << "::\n";
  OS << "MatchOperandParserImpl(OperandVector &Operands,\n";
  OS << "                       StringRef Mnemonic,\n";
  OS << "                       bool ParseForAllFeatures) {\n";
  OS << "  // Get the current feature set.\n";
  OS << "  const FeatureBitset &AvailableFeatures = getAvailableFeatures();\n";
  OS << "\n";
  OS << "  // Get the next operand index.\n";
  OS << "  unsigned NextOpNum = Operands.size()" << (Info.HasMnemonicFirst ? " - 1" : "") << ";\n";
  OS << "  // Search the table.\n";
  if (Info.HasMnemonicFirst) {
    OS << "  auto MnemonicRange =\n";
    OS << "    std::equal_range(std::begin(OperandMatchTable), std::end(OperandMatchTable),\n";
    OS << "                     Mnemonic, LessOpcodeOperand());\n";
  } else {
    OS << "  auto MnemonicRange = std::pair(std::begin(OperandMatchTable), std::end(OperandMatchTable));\n"
          "  if (!Mnemonic.empty())\n"
          "    MnemonicRange =\n"
          "      std::equal_range(std::begin(OperandMatchTable), std::end(OperandMatchTable),\n"
          "                       Mnemonic, LessOpcodeOperand());\n";
  }
  OS << "\n";
  OS << "  if (MnemonicRange.first == MnemonicRange.second)\n";
  OS << "    return ParseStatus::NoMatch;\n";
  OS << "\n";
  OS << "  for (const OperandMatchEntry *it = MnemonicRange.first,\n";
  OS << "       *ie = MnemonicRange.second; it != ie; ++it) {\n";
  OS << "    // equal_range guarantees that instruction mnemonic matches.\n";
  OS << "    assert(Mnemonic == it->getMnemonic());\n";
  OS << "\n";
  OS << "    // check if the available features match\n";
  OS << "    const FeatureBitset &RequiredFeatures = FeatureBitsets[it->RequiredFeaturesIdx];\n";
  OS << "    if (!ParseForAllFeatures && (AvailableFeatures & RequiredFeatures) != RequiredFeatures)\n";
  OS << "      continue;\n";
  OS << "\n";
  OS << "    // check if the operand in question has a custom parser.\n";
  OS << "    if (!(it->OperandMask & (1 << NextOpNum)))\n";
  OS << "      continue;\n";
  OS << "\n";
  OS << "    // call custom parse method to handle the operand\n";
  OS << "    ParseStatus Result = ";
  OS << Parser;
  OS << "(Operands, it->Class);\n";
  OS << "    if (!Result.isNoMatch())\n";
  OS << "      return Result;\n";
  OS << "  }\n";
  OS << "\n";
  OS << "  // Okay, we had no match.\n";
  OS << "  return ParseStatus::NoMatch;\n";
  OS << "}\n";
  OS << "\n";
}

void writeCheckers(const MatcherInfo &Info, bool HasAliases, OStream &OS) {
  OS << "\n#ifdef GET_MNEMONIC_SPELL_CHECKER\n";
  OS << "#undef GET_MNEMONIC_SPELL_CHECKER\n";
  OS << "\n";
  if (Info.Variants.empty()) {
    // Without parser variants there is no table to search: both checks
    // answer "nothing".
    OS << "static std::string " << Info.TargetName
       << "MnemonicSpellCheck(StringRef S, const FeatureBitset &FBS, unsigned VariantID) {\n"
       << "  return \"\";}\n\n"
       << "#endif // GET_MNEMONIC_SPELL_CHECKER\n\n"
       << "\n#ifdef GET_MNEMONIC_CHECKER\n"
       << "#undef GET_MNEMONIC_CHECKER\n\n"
       << "static bool " << Info.TargetName << "CheckMnemonic(StringRef Mnemonic,\n"
       << "                                const FeatureBitset &AvailableFeatures,\n"
       << "                                unsigned VariantID) {\n"
       << "  return false;\n"
       << "}\n\n"
       << "#endif // GET_MNEMONIC_CHECKER\n\n";
    return;
  }
  OS << "static std::string ";
  OS << Info.TargetName;
  OS << "MnemonicSpellCheck(StringRef S, const FeatureBitset &FBS, unsigned VariantID) {\n";
  OS << "  const unsigned MaxEditDist = 2;\n";
  OS << "  std::vector<StringRef> Candidates;\n";
  OS << "  StringRef Prev = \"\";\n";
  OS << "\n";
  OS << "  // Find the appropriate table for this asm variant.\n";
  OS << "  const MatchEntry *Start, *End;\n";
  OS << "  switch (VariantID) {\n";
  OS << "  default: llvm_unreachable(\"invalid variant!\");\n";
  writeVariantCases(Info, OS);
  OS << "  }\n";
  OS << "\n";
  OS << "  for (auto I = Start; I < End; I++) {\n";
  OS << "    // Ignore unsupported instructions.\n";
  OS << "    const FeatureBitset &RequiredFeatures = FeatureBitsets[I->RequiredFeaturesIdx];\n";
  OS << "    if ((FBS & RequiredFeatures) != RequiredFeatures)\n";
  OS << "      continue;\n";
  OS << "\n";
  OS << "    StringRef T = I->getMnemonic();\n";
  OS << "    // Avoid recomputing the edit distance for the same string.\n";
  OS << "    if (T == Prev)\n";
  OS << "      continue;\n";
  OS << "\n";
  OS << "    Prev = T;\n";
  OS << "    unsigned Dist = S.edit_distance(T, false, MaxEditDist);\n";
  OS << "    if (Dist <= MaxEditDist)\n";
  OS << "      Candidates.push_back(T);\n";
  OS << "  }\n";
  OS << "\n";
  OS << "  if (Candidates.empty())\n";
  OS << "    return \"\";\n";
  OS << "\n";
  OS << "  std::string Res = \", did you mean: \";\n";
  OS << "  unsigned i = 0;\n";
  OS << "  for (; i < Candidates.size() - 1; i++)\n";
  OS << "    Res += Candidates[i].str() + \", \";\n";
  OS << "  return Res + Candidates[i].str() + \"?\";\n";
  OS << "}\n";
  OS << "\n";
  OS << "#endif // GET_MNEMONIC_SPELL_CHECKER\n";
  OS << "\n";
  OS << "\n";
  OS << "#ifdef GET_MNEMONIC_CHECKER\n";
  OS << "#undef GET_MNEMONIC_CHECKER\n";
  OS << "\n";
  OS << "static bool ";
  OS << Info.TargetName;
  OS << "CheckMnemonic(StringRef Mnemonic,\n";
  OS << "                                const FeatureBitset &AvailableFeatures,\n";
  OS << "                                unsigned VariantID) {\n";
  if (HasAliases)
    OS << "  // Process all MnemonicAliases to remap the mnemonic.\n"
          "  applyMnemonicAliases(Mnemonic, AvailableFeatures, VariantID);\n\n";
  OS << "  // Find the appropriate table for this asm variant.\n";
  OS << "  const MatchEntry *Start, *End;\n";
  OS << "  switch (VariantID) {\n";
  OS << "  default: llvm_unreachable(\"invalid variant!\");\n";
  writeVariantCases(Info, OS);
  OS << "  }\n";
  OS << "\n";
  OS << "  // Search the table.\n";
  if (Info.HasMnemonicFirst)
    OS << "  auto MnemonicRange = std::equal_range(Start, End, Mnemonic, LessOpcode());\n";
  else
    OS << "  auto MnemonicRange = std::pair(Start, End);\n"
          "  unsigned SIndex = Mnemonic.empty() ? 0 : 1;\n"
          "  if (!Mnemonic.empty())\n"
          "    MnemonicRange = std::equal_range(Start, End, Mnemonic.lower(), LessOpcode());\n";
  OS << "\n";
  OS << "  if (MnemonicRange.first == MnemonicRange.second)\n";
  OS << "    return false;\n";
  OS << "\n";
  OS << "  for (const MatchEntry *it = MnemonicRange.first, *ie = MnemonicRange.second;\n";
  OS << "       it != ie; ++it) {\n";
  OS << "    const FeatureBitset &RequiredFeatures =\n";
  OS << "      FeatureBitsets[it->RequiredFeaturesIdx];\n";
  OS << "    if ((AvailableFeatures & RequiredFeatures) == RequiredFeatures)\n";
  OS << "      return true;\n";
  OS << "  }\n";
  OS << "  return false;\n";
  OS << "}\n";
  OS << "\n";
  OS << "#endif // GET_MNEMONIC_CHECKER\n";
  OS << "\n";
}

} // namespace

void writeMatcher(MatcherInfo &Info, OStream &OS) {
  writeAssemblerHeader(Info, OS);
  writeRegisterMatcher(Info, OS);
  OS << "\n#ifdef GET_MATCHER_IMPLEMENTATION\n"
        "#undef GET_MATCHER_IMPLEMENTATION\n\n";
  bool HasAliases = writeMnemonicAliases(Info, OS);
  unsigned NumConverters = writeConverters(Info, OS);
  writeClassSections(Info, OS);
  writeComputeFeatures(Info, OS);
  if (!Info.NearMisses) {
    OS << "static bool checkAsmTiedOperandConstraints(const " << Info.TargetName << Info.ClassName
       << "&AsmParser,\n"
          "                               unsigned Kind, const OperandVector &Operands,\n"
       << (Info.hasOptionalOperands() ? "                               ArrayRef<unsigned> DefaultsOffset,\n" : "")
       << "                               uint64_t &ErrorInfo) {\n"
          "  assert(Kind < CVT_NUM_SIGNATURES && \"Invalid signature!\");\n"
          "  const uint8_t *Converter = ConversionTable[Kind];\n"
          "  for (const uint8_t *p = Converter; *p; p += 2) {\n"
          "    switch (*p) {\n"
          "    case CVT_Tied: {\n"
          "      unsigned OpIdx = *(p + 1);\n"
          "      assert(OpIdx < (size_t)(std::end(TiedAsmOperandTable) -\n"
          "                              std::begin(TiedAsmOperandTable)) &&\n"
          "             \"Tied operand not found\");\n"
          "      unsigned OpndNum1 = TiedAsmOperandTable[OpIdx][1];\n"
          "      unsigned OpndNum2 = TiedAsmOperandTable[OpIdx][2];\n"
       << (Info.hasOptionalOperands() ? "      OpndNum1 = OpndNum1 - DefaultsOffset[OpndNum1];\n"
                                        "      OpndNum2 = OpndNum2 - DefaultsOffset[OpndNum2];\n"
                                      : "")
       << "      if (OpndNum1 != OpndNum2) {\n"
          "        auto &SrcOp1 = Operands[OpndNum1];\n"
          "        auto &SrcOp2 = Operands[OpndNum2];\n"
          "        if (!AsmParser.areEqualRegs(*SrcOp1, *SrcOp2)) {\n"
          "          ErrorInfo = OpndNum2;\n"
          "          return false;\n"
          "        }\n"
          "      }\n"
          "      break;\n"
          "    }\n"
          "    default:\n"
          "      break;\n"
          "    }\n"
          "  }\n"
          "  return true;\n"
          "}\n\n";
  }

  MnemonicTable Strings;
  size_t MaxOps = 0;
  unsigned MaxMnemonic = 0;
  for (const auto &M : Info.Matchables) {
    MaxOps = std::max(MaxOps, M->Operands.size());
    MaxMnemonic = std::max(MaxMnemonic, Strings.add(M->Mnemonic));
  }
  OS << "static const char MnemonicTable[] =\n";
  Strings.write(OS);
  OS << ";\n\n";

  // The distinct feature sets, by size and then names.
  std::vector<std::vector<const Record *>> Sets;
  for (const auto &M : Info.Matchables)
    if (!M->Features.empty())
      Sets.push_back(M->Features);
  codegen::sortUniqueFeatureSets(Sets);
  OS << "// Feature bitsets.\n"
     << "enum : " << codegen::minimalType(Sets.size()) << " {\n  AMFBS_None,\n";
  for (const auto &S : Sets)
    OS << "  " << featureSetName(S) << ",\n";
  OS << "};\n\nstatic constexpr FeatureBitset FeatureBitsets[] = {\n  {}, // AMFBS_None\n";
  for (const auto &S : Sets) {
    OS << "  {";
    for (const Record *R : S)
      OS << "Feature_" << R->getName() << "Bit, ";
    OS << "},\n";
  }
  OS << "};\n\n";

  size_t NumKinds = Info.Classes.size() + 2;
  OS << "namespace {\n"
     << "  struct MatchEntry {\n"
     << "    " << codegen::minimalType(MaxMnemonic) << " Mnemonic;\n"
     << "    " << codegen::minimalType(Info.NumInstructions) << " Opcode;\n"
     << "    " << codegen::minimalType(NumConverters) << " ConvertFn;\n"
     << "    " << codegen::minimalType(Sets.size()) << " RequiredFeaturesIdx;\n"
     << "    " << codegen::minimalType(NumKinds) << " Classes[" << MaxOps << "];\n"
     << "    StringRef getMnemonic() const {\n"
     << "      return StringRef(MnemonicTable + Mnemonic + 1,\n"
     << "                       MnemonicTable[Mnemonic]);\n"
     << "    }\n"
     << "  };\n\n"
     << "  // Predicate for searching for an opcode.\n"
     << "  struct LessOpcode {\n"
     << "    bool operator()(const MatchEntry &LHS, StringRef RHS) {\n"
     << "      return LHS.getMnemonic() < RHS;\n"
     << "    }\n"
     << "    bool operator()(StringRef LHS, const MatchEntry &RHS) {\n"
     << "      return LHS < RHS.getMnemonic();\n"
     << "    }\n"
     << "    bool operator()(const MatchEntry &LHS, const MatchEntry &RHS) {\n"
     << "      return LHS.getMnemonic() < RHS.getMnemonic();\n"
     << "    }\n"
     << "  };\n"
     << "} // end anonymous namespace\n\n";
  for (size_t V = 0; V != Info.Variants.size(); ++V) {
    OS << "static const MatchEntry MatchTable" << V << "[] = {\n";
    for (const auto &M : Info.Matchables) {
      if (M->Variant != Info.Variants[V].Number)
        continue;
      OS << "  { " << Strings.get(M->Mnemonic) << " /* " << M->Mnemonic << " */, "
         << Info.InstNamespace << "::" << M->ResultInst->getName() << ", " << M->ConvertFn << ", "
         << featureSetName(M->Features) << ", { ";
      for (size_t K = 0; K != M->Operands.size(); ++K)
        OS << (K ? ", " : "") << M->Operands[K].Class->Name;
      OS << " }, },\n";
    }
    OS << "};\n\n";
  }
  OS << "#include \"llvm/Support/Debug.h\"\n"
        "#include \"llvm/Support/Format.h\"\n\n";
  writeMatchFunction(Info, MaxOps, HasAliases, OS);

  if (!Info.OperandMatches.empty()) {
    unsigned MaxMask = 0;
    for (const OperandMatchEntry &E : Info.OperandMatches)
      MaxMask |= E.Mask;
    OS << "namespace {\n"
       << "  struct OperandMatchEntry {\n"
       << "    " << codegen::minimalType(MaxMnemonic) << " Mnemonic;\n"
       << "    " << codegen::minimalType(MaxMask) << " OperandMask;\n"
       << "    " << codegen::minimalType(NumKinds) << " Class;\n"
       << "    " << codegen::minimalType(Sets.size()) << " RequiredFeaturesIdx;\n\n"
       << "    StringRef getMnemonic() const {\n"
       << "      return StringRef(MnemonicTable + Mnemonic + 1,\n"
       << "                       MnemonicTable[Mnemonic]);\n"
       << "    }\n"
       << "  };\n\n"
       << "  // Predicate for searching for an opcode.\n"
       << "  struct LessOpcodeOperand {\n"
       << "    bool operator()(const OperandMatchEntry &LHS, StringRef RHS) {\n"
       << "      return LHS.getMnemonic()  < RHS;\n"
       << "    }\n"
       << "    bool operator()(StringRef LHS, const OperandMatchEntry &RHS) {\n"
       << "      return LHS < RHS.getMnemonic();\n"
       << "    }\n"
       << "    bool operator()(const OperandMatchEntry &LHS, const OperandMatchEntry &RHS) {\n"
       << "      return LHS.getMnemonic() < RHS.getMnemonic();\n"
       << "    }\n"
       << "  };\n"
       << "} // end anonymous namespace\n\n";
    OS << "static const OperandMatchEntry OperandMatchTable[" << Info.OperandMatches.size()
       << "] = {\n  /* Operand List Mnemonic, Mask, Operand Class, Features */\n";
    for (const OperandMatchEntry &E : Info.OperandMatches) {
      OS << "  { " << Strings.get(E.M->Mnemonic) << " /* " << E.M->Mnemonic << " */, " << E.Mask
         << " /* ";
      bool First = true;
      for (unsigned B = 0; B != 31; ++B)
        if (E.Mask & (1u << B)) {
          OS << (First ? "" : ", ") << B;
          First = false;
        }
      OS << " */, " << E.Class->Name << ", " << featureSetName(E.M->Features) << " },\n";
    }
    OS << "};\n\n";
    std::string Parser = Info.Parser->getValueAsString("OperandParserMethod");
    if (Parser.empty())
      Parser = "tryCustomParseOperand";
    writeCustomParserFunctions(Info, Parser, OS);
  }
  OS << "#endif // GET_MATCHER_IMPLEMENTATION\n\n";
  writeCheckers(Info, HasAliases, OS);
}

namespace {

constexpr std::string_view ParserNumOption = "asmparsernum";
constexpr std::string_view MatchPrefixOption = "match-prefix";

void emitAsmMatcher(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  MatcherInfo Info(Records);
  if (const std::string *V = Ctx.option(ParserNumOption)) {
    std::optional<unsigned> N = parseUnsignedOption(*V);
    if (!N)
      PrintFatalError("for the --asmparsernum option: '" + *V +
                      "' value invalid for uint argument!");
    Info.ParserNum = *N;
  }
  Info.MatchPrefix = Ctx.option(MatchPrefixOption, "");
  Info.build();
  emitSourceFileHeader("Assembly Matcher Source Fragment", OS, Records);
  writeMatcher(Info, OS);
}

} // namespace
} // namespace asmmatcher

TBLGEN_REGISTER_BACKEND(AsmMatcher, "gen-asm-matcher", "Generate assembly instruction matcher",
                        asmmatcher::emitAsmMatcher);
TBLGEN_REGISTER_BACKEND_OPTION(AsmParserNum, asmmatcher::ParserNumOption,
                               "Make -gen-asm-parser emit assembly parser #N", "gen-asm-matcher",
                               "uint");
TBLGEN_REGISTER_BACKEND_OPTION(AsmMatchPrefix, asmmatcher::MatchPrefixOption,
                               "Only match instructions with the given prefix", "gen-asm-matcher");

} // namespace tblgen
