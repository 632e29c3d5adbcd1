//===- CombinerEmitter.cpp - -gen-global-isel-combiner ----------*- C++ -*-===//
//
// Writes each GICombiner named by -combiners: its rule configuration
// (enable/disable options), subtarget feature bits, C++ match predicates,
// custom C++ actions and match table, byte-exact with llvm-tblgen 22. The
// rules come from CombinerRules.cpp.
//
//   -combiners=A,B                 which GICombiner records to write
//   -gicombiner-stop-after-parse   dump the parsed rules instead
//   -gicombiner-debug-cxxpreds     comment each C++ predicate with the
//                                  PatFrag alternatives it belongs to
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/CombinerRules.h"

#include "backends/codegen/mc/AsmMatcher.h"
#include "backends/codegen/schedule/FeatureBits.h"
#include "tblgen/Backend.h"
#include "tblgen/CodeGen/Registers.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen {
namespace gicombiner {
namespace {

void writeRuleConfig(OStream &OS, const std::string &Class, const std::string &Name,
                     const std::vector<std::pair<unsigned, std::string>> &All) {
  std::string Cfg = Class + "RuleConfig";
  OS << "#ifdef GET_GICOMBINER_TYPES\n"
     << "struct " << Cfg << " {\n"
     << "  SparseBitVector<> DisabledRules;\n\n"
     << "  bool isRuleEnabled(unsigned RuleID) const;\n"
     << "  bool parseCommandLineOption();\n"
     << "  bool setRuleEnabled(StringRef RuleIdentifier);\n"
     << "  bool setRuleDisabled(StringRef RuleIdentifier);\n"
     << "};\n\n";
  std::vector<std::pair<std::string, std::string>> Cases;
  for (auto &[ID, N] : All)
    Cases.push_back({N, "return " + std::to_string(ID) + ";"});
  OS << "static std::optional<uint64_t> getRuleIdxForIdentifier(StringRef RuleIdentifier) {\n"
     << "  uint64_t I;\n"
     << "  // getAtInteger(...) returns false on success\n"
     << "  bool Parsed = !RuleIdentifier.getAsInteger(0, I);\n"
     << "  if (Parsed)\n"
     << "    return I;\n\n"
     << "#ifndef NDEBUG\n";
  asmmatcher::writeStringSwitch(OS, "RuleIdentifier", Cases, 0, false);
  OS << "#endif // ifndef NDEBUG\n\n"
     << "  return std::nullopt;\n"
     << "}\n";
  OS << "static std::optional<std::pair<uint64_t, uint64_t>> "
        "getRuleRangeForIdentifier(StringRef RuleIdentifier) {\n"
     << "  std::pair<StringRef, StringRef> RangePair = RuleIdentifier.split('-');\n"
     << "  if (!RangePair.second.empty()) {\n"
     << "    const auto First = getRuleIdxForIdentifier(RangePair.first);\n"
     << "    const auto Last = getRuleIdxForIdentifier(RangePair.second);\n"
     << "    if (!First || !Last)\n"
     << "      return std::nullopt;\n"
     << "    if (First >= Last)\n"
     << "      report_fatal_error(\"Beginning of range should be before end of range\");\n"
     << "    return {{*First, *Last + 1}};\n"
     << "  }\n"
     << "  if (RangePair.first == \"*\") {\n"
     << "    return {{0, " << All.size() << "}};\n"
     << "  }\n"
     << "  const auto I = getRuleIdxForIdentifier(RangePair.first);\n"
     << "  if (!I)\n"
     << "    return std::nullopt;\n"
     << "  return {{*I, *I + 1}};\n"
     << "}\n\n";
  for (bool Enabled : {true, false})
    OS << "bool " << Cfg << "::setRule" << (Enabled ? "Enabled" : "Disabled")
       << "(StringRef RuleIdentifier) {\n"
       << "  auto MaybeRange = getRuleRangeForIdentifier(RuleIdentifier);\n"
       << "  if (!MaybeRange)\n"
       << "    return false;\n"
       << "  for (auto I = MaybeRange->first; I < MaybeRange->second; ++I)\n"
       << "    DisabledRules." << (Enabled ? "reset" : "set") << "(I);\n"
       << "  return true;\n"
       << "}\n\n";
  std::string Lower = Name;
  for (char &C : Lower)
    C = char(std::tolower((unsigned char)C));
  OS << "static std::vector<std::string> " << Name << "Option;\n"
     << "static cl::list<std::string> " << Name << "DisableOption(\n"
     << "    \"" << Lower << "-disable-rule\",\n"
     << "    cl::desc(\"Disable one or more combiner rules temporarily in the " << Name
     << " pass\"),\n"
     << "    cl::CommaSeparated,\n"
     << "    cl::Hidden,\n"
     << "    cl::cat(GICombinerOptionCategory),\n"
     << "    cl::callback([](const std::string &Str) {\n"
     << "      " << Name << "Option.push_back(Str);\n"
     << "    }));\n"
     << "static cl::list<std::string> " << Name << "OnlyEnableOption(\n"
     << "    \"" << Lower << "-only-enable-rule\",\n"
     << "    cl::desc(\"Disable all rules in the " << Name
     << " pass then re-enable the specified ones\"),\n"
     << "    cl::Hidden,\n"
     << "    cl::cat(GICombinerOptionCategory),\n"
     << "    cl::callback([](const std::string &CommaSeparatedArg) {\n"
     << "      StringRef Str = CommaSeparatedArg;\n"
     << "      " << Name << "Option.push_back(\"*\");\n"
     << "      do {\n"
     << "        auto X = Str.split(\",\");\n"
     << "        " << Name << "Option.push_back((\"!\" + X.first).str());\n"
     << "        Str = X.second;\n"
     << "      } while (!Str.empty());\n"
     << "    }));\n"
     << "\n\n"
     << "bool " << Cfg << "::isRuleEnabled(unsigned RuleID) const {\n"
     << "    return  !DisabledRules.test(RuleID);\n"
     << "}\n"
     << "bool " << Cfg << "::parseCommandLineOption() {\n"
     << "  for (StringRef Identifier : " << Name << "Option) {\n"
     << "    bool Enabled = Identifier.consume_front(\"!\");\n"
     << "    if (Enabled && !setRuleEnabled(Identifier))\n"
     << "      return false;\n"
     << "    if (!Enabled && !setRuleDisabled(Identifier))\n"
     << "      return false;\n"
     << "  }\n"
     << "  return true;\n"
     << "}\n\n"
     << "#endif // ifdef GET_GICOMBINER_TYPES\n\n";
}

std::string indentLines(const std::string &Code, const std::string &Sep) {
  std::string Out;
  for (char C : Code) {
    Out += C;
    if (C == '\n')
      Out += Sep;
  }
  return Out;
}

void writeCombiner(CombinerState &S, const Record &Combiner, const std::string &Name,
                   const std::vector<std::pair<unsigned, std::string>> &All, OStream &OS) {
  std::string Class = Combiner.getValueAsString("Classname");
  std::string Target(codegen::getTargetDef(S.RK)->getName());
  unsigned MaxTemporaries = 0;
  std::vector<RuleMatcher *> Rules;
  for (auto &R : S.Rules)
    Rules.push_back(R.get());
  std::stable_sort(Rules.begin(), Rules.end(),
                   [](RuleMatcher *A, RuleMatcher *B) { return A->higherPriorityThan(*B); });
  MatchTable Table = buildMatchTable(Rules, S.Ctx);

  emitSourceFileHeader(Class + " Combiner Match Table", OS);
  std::vector<LowLevelType> Types(S.Ctx.KnownTypes.begin(), S.Ctx.KnownTypes.end());
  if (Types.empty()) {
    LowLevelType S1;
    S1.K = LowLevelType::Scalar;
    S1.Bits = 1;
    Types.push_back(S1);
  }
  OS << "#ifdef GET_GICOMBINER_DEPS\n"
     << "#include \"llvm/ADT/SparseBitVector.h\"\n"
     << "namespace llvm {\n"
     << "extern cl::OptionCategory GICombinerOptionCategory;\n"
     << "} // end namespace llvm\n"
     << "#endif // ifdef GET_GICOMBINER_DEPS\n\n";
  writeRuleConfig(OS, Class, Name, All);
  OS << "#ifdef GET_GICOMBINER_TYPES\n"
     << "const unsigned MAX_SUBTARGET_PREDICATES = " << S.Features.size() << ";\n"
     << "using PredicateBitset = llvm::Bitset<MAX_SUBTARGET_PREDICATES>;\n"
     << "#endif // ifdef GET_GICOMBINER_TYPES\n\n";
  OS << "#ifdef GET_GICOMBINER_CLASS_MEMBERS\n"
     << "PredicateBitset AvailableModuleFeatures;\n"
     << "mutable PredicateBitset AvailableFunctionFeatures;\n"
     << "PredicateBitset getAvailableFeatures() const {\n"
     << "  return AvailableModuleFeatures | AvailableFunctionFeatures;\n"
     << "}\n"
     << "PredicateBitset\n"
     << "computeAvailableModuleFeatures(const " << Target << "Subtarget *Subtarget) const;\n"
     << "PredicateBitset\n"
     << "computeAvailableFunctionFeatures(const " << Target << "Subtarget *Subtarget,\n"
     << "                                 const MachineFunction *MF) const;\n"
     << "void setupGeneratedPerFunctionState(MachineFunction &MF) override;\n"
     << "#endif // ifdef GET_GICOMBINER_CLASS_MEMBERS\n";
  OS << "#ifdef GET_GICOMBINER_CLASS_MEMBERS\n"
     << "  mutable MatcherState State;\n"
     << "  typedef ComplexRendererFns(" << Class
     << "::*ComplexMatcherMemFn)(MachineOperand &) const;\n"
     << "  typedef void(" << Class
     << "::*CustomRendererFn)(MachineInstrBuilder &, const MachineInstr &, int) const;\n"
     << "  const ExecInfoTy<PredicateBitset, ComplexMatcherMemFn, CustomRendererFn> ExecInfo;\n"
     << "  static " << Class << "::ComplexMatcherMemFn ComplexPredicateFns[];\n"
     << "  static " << Class << "::CustomRendererFn CustomRenderers[];\n"
     << "  bool testImmPredicate_I64(unsigned PredicateID, int64_t Imm) const override;\n"
     << "  bool testImmPredicate_APInt(unsigned PredicateID, const APInt &Imm) const override;\n"
     << "  bool testImmPredicate_APFloat(unsigned PredicateID, const APFloat &Imm) const "
        "override;\n"
     << "  const uint8_t *getMatchTable() const override;\n"
     << "  bool testMIPredicate_MI(unsigned PredicateID, const MachineInstr &MI, const "
        "MatcherState &State) const override;\n"
     << "  bool testMOPredicate_MO(unsigned PredicateID, const MachineOperand &MO, const "
        "MatcherState &State) const override;\n"
     << "  bool testSimplePredicate(unsigned PredicateID) const override;\n"
     << "  bool runCustomAction(unsigned FnID, const MatcherState &State, NewMIVector &OutMIs) "
        "const override;\n"
     << "#endif // ifdef GET_GICOMBINER_CLASS_MEMBERS\n\n";

  OS << "#ifdef GET_GICOMBINER_IMPL\n";
  OS << "// LLT Objects.\nenum {\n";
  for (auto &T : Types)
    OS << "  " << T.enumName() << ",\n";
  OS << "};\nconst static size_t NumTypeObjects = " << Types.size() << ";\n"
     << "const static LLT TypeObjects[] = {\n";
  for (auto &T : Types)
    OS << "  " << T.constructor() << ",\n";
  OS << "};\n\n";
  // Subtarget features: numbered in the order the rules first use them,
  // listed (here and in the compute functions) in definition order.
  std::vector<std::pair<const Record *, size_t>> FeatureBits;
  for (size_t I = 0; I < S.Features.size(); ++I)
    FeatureBits.emplace_back(S.Features[I], I);
  std::sort(FeatureBits.begin(), FeatureBits.end(),
            [](const auto &A, const auto &B) { return A.first->getID() < B.first->getID(); });
  OS << "// Bits for subtarget features that participate in instruction matching.\n"
     << "enum SubtargetFeatureBits : uint8_t {\n";
  for (const auto &[F, Bit] : FeatureBits)
    OS << "  Feature_" << F->getName() << "Bit = " << Bit << ",\n";
  OS << "};\n\n";
  OS << "PredicateBitset " << Class << "::\n"
     << "computeAvailableModuleFeatures(const " << Target << "Subtarget *Subtarget) const {\n"
     << "  PredicateBitset Features{};\n";
  for (const auto &[F, Bit] : FeatureBits)
    if (!F->getValueAsBit("RecomputePerFunction"))
      OS << "  if (" << F->getValueAsString("CondString") << ")\n"
         << "    Features.set(Feature_" << F->getName() << "Bit);\n";
  OS << "  return Features;\n"
     << "}\n\n"
     << "void " << Class << "::setupGeneratedPerFunctionState(MachineFunction &MF) {\n"
     << "  AvailableFunctionFeatures = computeAvailableFunctionFeatures((const " << Target
     << "Subtarget *)&MF.getSubtarget(), &MF);\n"
     << "}\n"
     << "PredicateBitset " << Class << "::\n"
     << "computeAvailableFunctionFeatures(const " << Target
     << "Subtarget *Subtarget, const MachineFunction *MF) const {\n"
     << "  PredicateBitset Features{};\n";
  for (const auto &[F, Bit] : FeatureBits)
    if (F->getValueAsBit("RecomputePerFunction"))
      OS << "  if (" << F->getValueAsString("CondString") << ")\n"
         << "    Features.set(Feature_" << F->getName() << "Bit);\n";
  OS << "  return Features;\n"
     << "}\n\n";
  std::vector<std::vector<const Record *>> Bitsets;
  for (RuleMatcher *R : Rules)
    Bitsets.push_back(R->Features);
  codegen::sortUniqueFeatureSets(Bitsets);
  OS << "// Feature bitsets.\nenum {\n  GIFBS_Invalid,\n";
  for (auto &B : Bitsets)
    if (!B.empty())
      OS << "  " << featureBitsetName(B) << ",\n";
  OS << "};\nconstexpr static PredicateBitset FeatureBitsets[] {\n  {}, // GIFBS_Invalid\n";
  for (auto &B : Bitsets) {
    if (B.empty())
      continue;
    OS << "  {";
    for (const Record *F : B)
      OS << "Feature_" << F->getName() << "Bit, ";
    OS << "},\n";
  }
  OS << "};\n\n";
  OS << "// ComplexPattern predicates.\nenum {\n  GICP_Invalid,\n};\n"
     << "// See constructor for table contents\n\n"
     << Class << "::ComplexMatcherMemFn\n"
     << Class << "::ComplexPredicateFns[] = {\n  nullptr, // GICP_Invalid\n};\n\n";
  // C++ match predicates.
  if (!S.MatchCode.Codes.empty()) {
    OS << "enum {\n";
    for (size_t I = 0; I < S.MatchCode.Codes.size(); ++I)
      OS << "  GICXXPred_MI_Predicate_GICombiner" << I
         << (I == 0 ? " = GICXXPred_Invalid + 1" : "") << ",\n";
    OS << "};\n";
  }
  OS << "bool " << Class
     << "::testMIPredicate_MI(unsigned PredicateID, const MachineInstr & MI, const "
        "MatcherState &State) const {\n";
  if (!S.MatchCode.Codes.empty()) {
    OS << "  switch (PredicateID) {\n";
    for (size_t I = 0; I < S.MatchCode.Codes.size(); ++I)
      OS << "  case GICXXPred_MI_Predicate_GICombiner" << I << ": {\n"
         << "    " << indentLines(S.MatchCode.Codes[I], "    ") << "\n"
         << (S.DebugCXXPreds ? "    llvm_unreachable(\"GICombiner" + std::to_string(I) +
                                   " should have returned\");\n"
                             : std::string())
         << "  }\n";
    OS << "  }\n";
  }
  OS << "  llvm_unreachable(\"Unknown predicate\");\n  return false;\n}\n";
  OS << "bool " << Class
     << "::testMOPredicate_MO(unsigned PredicateID, const MachineOperand & MO, const "
        "MatcherState &State) const {\n"
     << "  llvm_unreachable(\"Unknown predicate\");\n  return false;\n}\n";
  OS << "bool " << Class << "::testImmPredicate_I64(unsigned PredicateID, int64_t Imm) const {\n"
     << "  llvm_unreachable(\"Unknown predicate\");\n  return false;\n}\n";
  OS << "bool " << Class
     << "::testImmPredicate_APFloat(unsigned PredicateID, const APFloat & Imm) const {\n"
     << "  llvm_unreachable(\"Unknown predicate\");\n  return false;\n}\n";
  OS << "bool " << Class
     << "::testImmPredicate_APInt(unsigned PredicateID, const APInt & Imm) const {\n"
     << "  llvm_unreachable(\"Unknown predicate\");\n  return false;\n}\n";
  if (!All.empty()) {
    OS << "enum {\n";
    for (auto &[ID, N] : All)
      OS << "  GICXXPred_Simple_IsRule" << ID << "Enabled"
         << (ID == 0 ? " = GICXXPred_Invalid + 1" : "") << ",\n";
    OS << "};\n\n";
  }
  OS << "bool " << Class << "::testSimplePredicate(unsigned Predicate) const {\n"
     << "    return RuleConfig.isRuleEnabled(Predicate - GICXXPred_Invalid - 1);\n"
     << "}\n";
  OS << "// Custom renderers.\nenum {\n  GICR_Invalid,\n};\n"
     << Class << "::CustomRendererFn\n"
     << Class << "::CustomRenderers[] = {\n  nullptr, // GICR_Invalid\n};\n\n";
  OS << "bool " << Class << "::" << Combiner.getValueAsString("CombineAllMethodName")
     << "(MachineInstr &I) const {\n"
     << "  const TargetSubtargetInfo &ST = MF.getSubtarget();\n"
     << "  const PredicateBitset AvailableFeatures = getAvailableFeatures();\n"
     << "  B.setInstrAndDebugLoc(I);\n"
     << "  State.MIs.clear();\n"
     << "  State.MIs.push_back(&I);\n"
     << "  if (executeMatchTable(*this, State, ExecInfo, B, getMatchTable(), "
        "*ST.getInstrInfo(), MRI, *MRI.getTargetRegisterInfo(), *ST.getRegBankInfo(), "
        "AvailableFeatures, /*CoverageInfo*/ nullptr)) {\n"
     << "    return true;\n"
     << "  }\n\n"
     << "  return false;\n"
     << "}\n\n";
  if (!S.ActionCode.Codes.empty()) {
    OS << "enum {\n";
    for (size_t I = 0; I < S.ActionCode.Codes.size(); ++I)
      OS << "  GICXXCustomAction_GICombiner" << I
         << (I == 0 ? " = GICXXCustomAction_Invalid + 1" : "") << ",\n";
    OS << "};\n";
  }
  OS << "bool " << Class
     << "::runCustomAction(unsigned ApplyID, const MatcherState &State, NewMIVector &OutMIs) "
        "const {\n"
     << "  Helper.getBuilder().setInstrAndDebugLoc(*State.MIs[0]);\n";
  if (!S.ActionCode.Codes.empty()) {
    OS << "  switch(ApplyID) {\n";
    for (size_t I = 0; I < S.ActionCode.Codes.size(); ++I)
      OS << "  case GICXXCustomAction_GICombiner" << I << ":{\n"
         << "    " << indentLines(S.ActionCode.Codes[I], "    ") << "\n"
         << "    return true;\n"
         << "  }\n";
    OS << "  }\n";
  }
  OS << "  llvm_unreachable(\"Unknown Apply Action\");\n}\n";
  writeEncodingMacros(OS);
  OS << "const uint8_t *" << Class << "::getMatchTable() const {\n";
  Table.write(OS);
  OS << "  return MatchTable0;\n}\n";
  writeEncodingMacrosUndef(OS);
  OS << "\n#endif // ifdef GET_GICOMBINER_IMPL\n\n";
  // The State size is the most temporaries (renderer functions) a rule
  // needs; combine rules have none, so it stays 0.
  OS << "#ifdef GET_GICOMBINER_CONSTRUCTOR_INITS\n"
     << "AvailableModuleFeatures(computeAvailableModuleFeatures(&STI)),\n"
     << "AvailableFunctionFeatures()\n"
     << "#endif // ifdef GET_GICOMBINER_CONSTRUCTOR_INITS\n"
     << "#ifdef GET_GICOMBINER_CONSTRUCTOR_INITS\n"
     << ", State(" << MaxTemporaries << "),\n"
     << "ExecInfo(TypeObjects, NumTypeObjects, FeatureBitsets, ComplexPredicateFns, "
        "CustomRenderers)\n"
     << "#endif // ifdef GET_GICOMBINER_CONSTRUCTOR_INITS\n\n";
}

void emitCombiner(const RecordKeeper &RK, OStream &OS, const BackendContext &Ctx) {
  std::string List = Ctx.option("combiners", "");
  if (List.empty())
    PrintFatalError("No combiners selected with -combiners");
  std::vector<std::string> Names;
  for (size_t B = 0; B <= List.size();) {
    size_t E = List.find(',', B);
    if (E == std::string::npos)
      E = List.size();
    if (E > B)
      Names.push_back(List.substr(B, E - B));
    B = E + 1;
  }
  searchable::TargetInfo Target(RK);
  PatFragCache Frags;
  // llvm-tblgen keeps its snippet pools, rule numbering and type list for
  // the whole run: a second combiner continues where the first stopped.
  CodePool MatchCode, ActionCode;
  std::set<LowLevelType> KnownTypes;
  unsigned NextRuleMatcherID = 0;
  for (const std::string &N : Names) {
    const Record *Def = RK.getDef(N);
    if (!Def)
      PrintFatalError("Could not find " + N);
    CombinerState S{RK, Target, codegen::getInstructionSet(RK), Frags, TableContext{Target, {}}, {}, {}, {}, {}, 0, false, false, 0};
    S.DebugCXXPreds = Ctx.flag("gicombiner-debug-cxxpreds");
    S.MatchCode = std::move(MatchCode);
    S.ActionCode = std::move(ActionCode);
    S.Ctx.KnownTypes = std::move(KnownTypes);
    S.NextRuleMatcherID = NextRuleMatcherID;
    bool StopAfterParse = Ctx.flag("gicombiner-stop-after-parse");
    std::vector<std::pair<unsigned, std::string>> All;
    std::set<std::string> Seen;
    unsigned NextID = 0;
    std::string Dump;
    collectRules(S, Def->getValueAsListOfDefs("Rules"), All, Seen, NextID, StopAfterParse, Dump);
    OS << Dump;
    if (S.HadError || (currentDiagnostics() && currentDiagnostics()->hasErrors()))
      PrintFatalError(Def->getLocs(), "Failed to parse one or more rules");
    if (StopAfterParse)
      continue;
    writeCombiner(S, *Def, N, All, OS);
    MatchCode = std::move(S.MatchCode);
    ActionCode = std::move(S.ActionCode);
    KnownTypes = std::move(S.Ctx.KnownTypes);
    NextRuleMatcherID = S.NextRuleMatcherID;
  }
}
} // namespace
} // namespace gicombiner

TBLGEN_REGISTER_BACKEND(GICombiner, "gen-global-isel-combiner", "Generate GlobalISel Combiner",
                        gicombiner::emitCombiner);
// Its options (-combiners, -gicombiner-*) are registered with the other
// llvm-tblgen options in tools/tblgen/LLVMOptions.def.

} // namespace tblgen
