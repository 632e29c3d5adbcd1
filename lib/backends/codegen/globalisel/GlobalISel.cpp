//===- GlobalISel.cpp - -gen-global-isel ----------------------------------===//
//
// The GlobalISel instruction selector: every pattern of the pattern database
// imported as a match-table rule (GlobalISelImport.cpp), the rules sorted by
// complexity then priority, optimized into groups and jump tables
// (GlobalISelOptimizer.cpp), and written with the executor's tables:
//
//   GET_GLOBALISEL_PREDICATE_BITSET   the feature bitset size
//   GET_GLOBALISEL_TEMPORARIES_DECL   members of the selector class
//   GET_GLOBALISEL_TEMPORARIES_INIT   their initializers
//   GET_GLOBALISEL_IMPL               LLT objects, feature bits and bitsets,
//                                     ComplexPattern and custom-renderer
//                                     tables, predicate functions,
//                                     selectImpl, the match table
//   GET_GLOBALISEL_PREDICATES_DECL/INIT  the available-features members
//
// Options: -optimize-match-table (default true), -warn-on-skipped-patterns,
// -instrument-gisel-coverage, -gisel-coverage-file (warns about imported
// rules the coverage data does not mark).
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/globalisel/GlobalISelImport.h"
#include "backends/intrinsics/IntrinsicModel.h"

#include "codegen/FieldSlot.h"
#include "codegen/patterns/InstrFlagInference.h"
#include "codegen/patterns/Patterns.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/HelperThread.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <set>

namespace tblgen {
namespace {

using namespace gisel;

constexpr std::string_view OptOptimize = "optimize-match-table";
constexpr std::string_view OptWarnSkipped = "warn-on-skipped-patterns";
constexpr std::string_view OptCoverage = "instrument-gisel-coverage";
constexpr std::string_view OptCoverageFile = "gisel-coverage-file";

/// Whether a type of N or of a node below it is bf16 or a vector of bf16:
/// such patterns are left out without a word (GlobalISel cannot tell bf16
/// from f16 yet).
bool hasBF16(const codegen::PatNode &N, const std::vector<uint8_t> &IsBF16) {
  for (const codegen::TypeSet &T : N.Types)
    for (unsigned V : T.VTs)
      if (V < IsBF16.size() && IsBF16[V])
        return true;
  for (const auto &K : N.Kids)
    if (hasBF16(*K, IsBF16))
      return true;
  return false;
}

/// The rules a coverage file (as the instrumented selector writes it)
/// marks covered for Target: blocks of a NUL-terminated backend name and
/// native 64-bit rule IDs ending with ~0. None if the file is unreadable
/// or malformed (Error says which, in llvm-tblgen's words).
std::optional<std::set<uint64_t>> readCoverage(const std::string &Path, const std::string &Target,
                                               std::string &Error) {
  std::ifstream In(Path, std::ios::binary);
  if (!In) {
    Error = "Missing rule coverage data";
    return std::nullopt;
  }
  std::string Data((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  Error = "Ignoring invalid or missing rule coverage data";
  std::set<uint64_t> Rules;
  size_t P = 0;
  while (P != Data.size()) {
    size_t End = Data.find('\0', P);
    if (End == std::string::npos || End + 1 == Data.size())
      return std::nullopt;
    bool Mine = Data.compare(P, End - P, Target) == 0;
    P = End + 1;
    while (P != Data.size()) {
      if (Data.size() - P < 8)
        return std::nullopt;
      uint64_t ID;
      std::memcpy(&ID, Data.data() + P, 8);
      P += 8;
      if (ID == ~uint64_t(0))
        break;
      if (Mine)
        Rules.insert(ID);
    }
  }
  return Rules;
}

/// One pattern to import: its rule (kept even when skipped: its features
/// count for the numbering) and the verdict.
struct Job {
  codegen::PatternToMatch *P;
  unsigned ID;
  std::unique_ptr<RuleM> R;
  std::string Why;
  bool OK = false;
  Job(codegen::PatternToMatch *P, unsigned ID) : P(P), ID(ID) {}
};

/// Imports J's pattern with Imp (on whichever thread runs the call).
void importOne(Importer &Imp, Job &J) {
  J.R = std::make_unique<RuleM>(J.ID, J.P->Src);
  RuleM &R = *J.R;
  J.OK = Imp.import(*J.P, R, J.Why);
}

/// How importInParallel went.
enum class ParallelImport {
  NotTried, ///< a second thread does not pay (few patterns, one core)
  Done,     ///< every job imported
  Redo,     ///< something was reported: the results and trees are gone
};

/// Imports Jobs on two threads: chunks are handed out in turn, each thread
/// has an Importer of its own (what they read is shared and only read; the
/// helper's types are merged into Imp). A rule does not depend on which
/// thread made it, so the result is the same as one thread's. Each
/// pattern's trees are freed once imported (the rule keeps what it read;
/// trees and rules together made the backend's peak). Both threads report
/// into memory: if anything was reported (or thrown), the caller imports
/// again on one thread, reporting in pattern order.
ParallelImport importInParallel(std::vector<Job> &Jobs, Importer &Imp, const RecordKeeper &Records,
                                const codegen::PatternDatabase &DB,
                                const std::vector<uint64_t> &Flags) {
  Diagnostics *Real = currentDiagnostics();
  if (Jobs.size() < 512 || !Real)
    return ParallelImport::NotTried;
  HelperScope Helper;
  if (!Helper)
    return ParallelImport::NotTried;
  constexpr size_t Chunk = 8;
  std::atomic<size_t> Next{0};
  std::atomic<bool> Failed{false};
  auto Work = [&](Importer &I) {
    for (;;) {
      size_t B = Next.fetch_add(Chunk, std::memory_order_relaxed);
      if (B >= Jobs.size() || Failed.load(std::memory_order_relaxed))
        return;
      for (size_t K = B, E = std::min(B + Chunk, Jobs.size()); K < E; ++K) {
        importOne(I, Jobs[K]);
        Jobs[K].P->SrcTree.reset();
        Jobs[K].P->DstTree.reset();
      }
    }
  };
  auto Run = [&](auto &&Body) {
    if (!runQuietly(Real->sourceMgr(), Body))
      Failed = true;
  };
  std::optional<Importer> Second;
  Helper->start([&] {
    Run([&] {
      // (Nothing left when this thread started late: the other core was
      // busy, and this one did everything.)
      if (Next.load(std::memory_order_relaxed) >= Jobs.size())
        return;
      Second.emplace(Records, DB, Flags);
      Work(*Second);
    });
  });
  Run([&] { Work(Imp); });
  Helper->wait();
  if (Failed)
    return ParallelImport::Redo;
  if (Second)
    Imp.mergeTypes(*Second);
  return ParallelImport::Done;
}

class GlobalISelWriter {
public:
  GlobalISelWriter(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx)
      : Records(Records), Out(OS), Ctx(Ctx) {}
  void run();

private:
  void writeFeatures(OStream &OS);
  void writePredicateFns(OStream &OS);
  void writeCxxPredicates(OStream &OS, std::string_view Ident, std::string_view ArgType,
                          std::string_view ArgName, std::string_view Extra,
                          std::string_view Decls, const std::vector<const Record *> &Preds,
                          std::string_view CodeField);
  static bool bit(const Record *R, std::string_view F) {
    if (!R->getValue(F))
      return false;
    bool Unset = false;
    bool V = R->getValueAsBitOrUnset(F, Unset);
    return !Unset && V;
  }

  const RecordKeeper &Records;
  OStream &Out;
  const BackendContext &Ctx;
  std::string Target, Class;
  std::vector<std::unique_ptr<RuleM>> Rules;
  std::vector<const Record *> Features;
  std::map<std::string, unsigned> HwModes;
};

void GlobalISelWriter::writeCxxPredicates(OStream &OS, std::string_view Ident, std::string_view ArgType,
                                          std::string_view ArgName, std::string_view Extra,
                                          std::string_view Decls,
                                          const std::vector<const Record *> &Preds,
                                          std::string_view CodeField) {
  OS << "// PatFrag predicates.\n";
  if (!Preds.empty()) {
    OS << "enum {\n";
    std::string_view Sep = " = GICXXPred_Invalid + 1,\n";
    for (const Record *P : Preds) {
      OS << "  GICXXPred_" << Ident << "_Predicate_" << P->getName() << Sep;
      Sep = ",\n";
    }
    OS << "};\n";
  }
  OS << "bool " << Class << "::test" << ArgName << "Predicate_" << Ident
     << "(unsigned PredicateID, " << ArgType << " " << ArgName << Extra << ") const {\n"
     << Decls;
  if (!Decls.empty())
    OS << "\n";
  if (!Preds.empty()) {
    OS << "  switch (PredicateID) {\n";
    for (const Record *P : Preds) {
      std::string Code = P->getValueAsString(CodeField), Indented;
      for (char C : Code) {
        Indented += C;
        if (C == '\n')
          Indented += "    ";
      }
      OS << "  case GICXXPred_" << Ident << "_Predicate_" << P->getName() << ": {\n"
         << "    " << Indented << "\n";
      size_t F = Indented.find_first_not_of(" \t\n\v\f\r");
      if (F == std::string::npos || Indented.compare(F, 6, "return") != 0)
        OS << "    llvm_unreachable(\"" << P->getName() << " should have returned\");\n";
      OS << "  }\n";
    }
    OS << "  }\n";
  }
  OS << "  llvm_unreachable(\"Unknown predicate\");\n"
     << "  return false;\n"
     << "}\n";
}

void GlobalISelWriter::writePredicateFns(OStream &OS) {
  std::vector<const Record *> MI, MO, I64, APFloat, APInt;
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("PatFrags")) {
    auto Str = [&](std::string_view F) {
      return R->getValue(F) && !R->isValueUnset(F) ? R->getValueAsString(F) : std::string();
    };
    if (!Str("GISelPredicateCode").empty())
      MI.push_back(R);
    if (!Str("GISelLeafPredicateCode").empty())
      MO.push_back(R);
    if (!Str("ImmediateCode").empty()) {
      if (bit(R, "IsAPFloat"))
        APFloat.push_back(R);
      else if (bit(R, "IsAPInt"))
        APInt.push_back(R);
      else
        I64.push_back(R);
    }
  }
  writeCxxPredicates(OS, "MI", "const MachineInstr &", "MI", ", const MatcherState &State",
                     "  const MachineFunction &MF = *MI.getParent()->getParent();\n"
                     "  const MachineRegisterInfo &MRI = MF.getRegInfo();\n"
                     "  const auto &Operands = State.RecordedOperands;\n"
                     "  (void)Operands;\n"
                     "  (void)MRI;",
                     MI, "GISelPredicateCode");
  writeCxxPredicates(OS, "MO", "const MachineOperand &", "MO", ", const MatcherState &State",
                     "  const auto &Operands = State.RecordedOperands;\n"
                     "  Register Reg = MO.getReg();\n"
                     "  (void)Operands;\n"
                     "  (void)Reg;",
                     MO, "GISelLeafPredicateCode");
  writeCxxPredicates(OS, "I64", "int64_t", "Imm", "", "", I64, "ImmediateCode");
  writeCxxPredicates(OS, "APFloat", "const APFloat &", "Imm", "", "", APFloat, "ImmediateCode");
  writeCxxPredicates(OS, "APInt", "const APInt &", "Imm", "", "", APInt, "ImmediateCode");
}

void GlobalISelWriter::writeFeatures(OStream &OS) {
  // Bits in record order; a feature's bit is its first-use position.
  std::vector<const Record *> ByID = Features;
  std::sort(ByID.begin(), ByID.end(),
            [](const Record *A, const Record *B) { return A->getID() < B->getID(); });
  auto Index = [&](const Record *R) {
    return unsigned(std::find(Features.begin(), Features.end(), R) - Features.begin());
  };
  OS << "// Bits for subtarget features that participate in instruction matching.\n";
  size_t N = Features.size() + HwModes.size();
  OS << "enum SubtargetFeatureBits : "
     << (N <= 0xff ? "uint8_t" : N <= 0xffff ? "uint16_t" : "uint32_t") << " {\n";
  for (const Record *F : ByID)
    OS << "  Feature_" << F->getName() << "Bit = " << Index(F) << ",\n";
  for (const auto &[Cond, Idx] : HwModes)
    OS << "  Feature_HwMode" << Idx << "Bit = " << Idx + Features.size() << ",\n";
  OS << "};\n\n";
  auto Compute = [&](std::string_view Fn, bool PerFunction, std::string_view Extra) {
    OS << "PredicateBitset " << Class << "::\n"
       << Fn << "(const " << Target << "Subtarget *Subtarget" << Extra << ") const {\n"
       << "  PredicateBitset Features{};\n";
    for (const Record *F : ByID) {
      if (bit(F, "RecomputePerFunction") != PerFunction)
        continue;
      OS << "  if (" << F->getValueAsString("CondString") << ")\n"
         << "    Features.set(Feature_" << F->getName() << "Bit);\n";
    }
    if (!PerFunction)
      for (const auto &[Cond, Idx] : HwModes)
        OS << "  if (" << Cond << ")\n    Features.set(Feature_HwMode" << Idx << "Bit);\n";
    OS << "  return Features;\n}\n\n";
  };
  Compute("computeAvailableModuleFeatures", false, "");
  OS << "void " << Class << "::setupGeneratedPerFunctionState(MachineFunction &MF) {\n"
     << "  AvailableFunctionFeatures = computeAvailableFunctionFeatures((const " << Target
     << "Subtarget *)&MF.getSubtarget(), &MF);\n}\n";
  Compute("computeAvailableFunctionFeatures", true, ", const MachineFunction *MF");

  using FeatureSet = std::pair<std::vector<const Record *>, int>;
  // (Duplicates dropped first: the sort by name then sees each set once.)
  std::set<FeatureSet> Distinct;
  for (const auto &R : Rules)
    Distinct.emplace(R->Features, R->HwModeIdx);
  std::vector<FeatureSet> Sets(Distinct.begin(), Distinct.end());
  std::sort(Sets.begin(), Sets.end(), [](const FeatureSet &A, const FeatureSet &B) {
    if (A.first.size() != B.first.size())
      return A.first.size() < B.first.size();
    for (size_t I = 0; I < A.first.size(); ++I)
      if (A.first[I]->getName() != B.first[I]->getName())
        return A.first[I]->getName() < B.first[I]->getName();
    return A.second < B.second;
  });
  Sets.erase(std::unique(Sets.begin(), Sets.end()), Sets.end());
  OS << "// Feature bitsets.\nenum {\n  GIFBS_Invalid,\n";
  for (const auto &[S, Mode] : Sets) {
    if (S.empty() && Mode < 0)
      continue;
    OS << "  GIFBS";
    for (const Record *F : S)
      OS << "_" << F->getName();
    if (Mode >= 0)
      OS << "_HwMode" << Mode;
    OS << ",\n";
  }
  OS << "};\nconstexpr static PredicateBitset FeatureBitsets[] {\n  {}, // GIFBS_Invalid\n";
  for (const auto &[S, Mode] : Sets) {
    if (S.empty() && Mode < 0)
      continue;
    OS << "  {";
    for (const Record *F : S)
      OS << "Feature_" << F->getName() << "Bit, ";
    if (Mode >= 0)
      OS << "Feature_HwMode" << Mode << "Bit, ";
    OS << "},\n";
  }
  OS << "};\n\n";
}

void GlobalISelWriter::run() {
  OStream &OS = Out;
  const std::vector<const Record *> &Targets = Records.getAllDerivedDefinitions("Target");
  if (Targets.empty())
    PrintFatalError("No 'Target' subclasses defined!");
  if (Targets.size() != 1)
    PrintFatalError("Multiple subclasses of Target defined!");
  intrinsics::checkIntrinsics(Records);
  Target = std::string(Targets[0]->getName());
  Class = Target + "InstructionSelector";
  bool Optimize = Ctx.flag(OptOptimize, true);
  bool WarnSkipped = Ctx.flag(OptWarnSkipped);
  bool Coverage = Ctx.flag(OptCoverage);
  std::optional<std::set<uint64_t>> Covered;
  if (const std::string *File = Ctx.option(OptCoverageFile); File && !File->empty()) {
    std::string CoverageError;
    Covered = readCoverage(*File, Target, CoverageError);
    if (!Covered)
      PrintWarning(SrcLoc(), CoverageError);
  }

  // (On the heap, as the importer: freed on the helper thread at the end.)
  auto DBHolder = std::make_unique<codegen::PatternDatabase>();
  codegen::PatternDatabase &DB = *DBHolder;
  if (!DB.build(Records))
    return;
  // (The flags come from the patterns before their variants: inferred
  // beside addVariants, on the helper thread.)
  std::vector<uint64_t> Flags;
  DB.addVariants(
      [&] { Flags = codegen::inferInstrFlags(Records, codegen::getInstructionSet(Records), DB); });
  // (Replaced when the import is done again, see below.)
  auto ImpHolder = std::make_unique<Importer>(Records, DB, Flags);

  // GISelShouldIgnore through a slot: instruction records lack the field,
  // and a miss by name compares the text of every field.
  codegen::FieldSlot IgnoreSlot("GISelShouldIgnore");
  unsigned BF16 = 0;
  if (const Record *D = Records.getDef("bf16"))
    if (const codegen::MVTInfo *I = DB.types().get(D))
      BF16 = I->Value;
  // Per MVT value: bf16 or a vector of bf16.
  std::vector<uint8_t> BF16Like(DB.types().size(), 0);
  for (unsigned V = 0; BF16 && V < BF16Like.size(); ++V)
    BF16Like[V] = V == BF16 || DB.types().at(V).ElementValue == int(BF16);
  auto IsBF16 = [&](const codegen::PatternToMatch &P) {
    return BF16 && hasBF16(*P.SrcTree, BF16Like);
  };
  auto Ignored = [&](const codegen::PatternToMatch &P) {
    const Init *V = IgnoreSlot.find(P.Src);
    if (!V || isa<UnsetInit>(V))
      return false;
    if (const auto *B = dyn_cast<BitInit>(V))
      return B->getValue();
    return bit(P.Src, "GISelShouldIgnore"); // reports the error
  };
  // Diagnostics, features and HwModes numbered by first use (a skipped
  // pattern's count too), the rule kept: in pattern order.
  auto Finish = [&](Job &J) {
    std::unique_ptr<RuleM> R = std::move(J.R);
    for (const Record *F : R->Features)
      if (std::find(Features.begin(), Features.end(), F) == Features.end())
        Features.push_back(F);
    if (!J.P->ModeCheck.empty())
      R->HwModeIdx =
          int(HwModes.emplace(J.P->ModeCheck, unsigned(HwModes.size())).first->second);
    if (!J.OK) {
      if (WarnSkipped)
        PrintWarning(J.P->Src, "Skipped pattern: " + J.Why);
      return;
    }
    if (Covered && !Covered->count(R->ID))
      PrintWarning(J.P->Src, "Pattern is not covered by a test");
    Rules.push_back(std::move(R));
  };

  // On two threads when no GISelShouldIgnore needs a diagnostic (see
  // importInParallel), else (or when the threads met a diagnostic) one
  // pattern after the other, each reported as it is imported.
  // (The backend's from here: see importInParallel.)
  std::vector<codegen::PatternToMatch> Patterns = DB.takePatterns();
  bool Parallel = true;
  std::vector<Job> Jobs;
  unsigned NextID = 0;
  for (codegen::PatternToMatch &P : Patterns) {
    const Init *V = IgnoreSlot.find(P.Src);
    if (V && !isa<BitInit>(V) && !isa<UnsetInit>(V)) {
      Parallel = false;
      break;
    }
    if (const auto *B = dyn_cast_or_null<BitInit>(V); B && B->getValue())
      continue;
    if (IsBF16(P))
      continue;
    Jobs.emplace_back(&P, NextID++);
  }
  const ParallelImport How = Parallel ? importInParallel(Jobs, *ImpHolder, Records, DB, Flags)
                                      : ParallelImport::NotTried;
  if (How == ParallelImport::Done)
    for (Job &J : Jobs)
      Finish(J);
  std::unique_ptr<codegen::PatternDatabase> Rebuilt;
  if (How == ParallelImport::Redo) {
    // Something was reported on the way, so the patterns are imported
    // again in order, as one thread does: by a new importer (the first
    // one's caches may hold what a failed read left), from a new build of
    // the database (the trees are gone). Both reported their own
    // diagnostics the first time.
    Jobs.clear();
    Patterns.clear();
    Rebuilt = std::make_unique<codegen::PatternDatabase>();
    runQuietly(currentDiagnostics()->sourceMgr(), [&] {
      if (Rebuilt->build(Records))
        Rebuilt->addVariants();
      ImpHolder = std::make_unique<Importer>(Records, DB, Flags);
    });
    Patterns = Rebuilt->takePatterns();
  }
  if (How != ParallelImport::Done) {
    NextID = 0;
    for (codegen::PatternToMatch &P : Patterns) {
      if (Ignored(P) || IsBF16(P))
        continue;
      Job J(&P, NextID++);
      importOne(*ImpHolder, J);
      Finish(J);
    }
  }
  Jobs.clear();
  // The rules hold copies of what they read from the patterns: what is
  // left of them (all of their trees when imported on one thread) is freed
  // on the helper while the rules are numbered and sorted.
  auto *Trees = new std::vector<codegen::PatternToMatch>(std::move(Patterns));
  HelperScope().disposeWith([Trees] { delete Trees; });
  DB.releaseInference();

  std::vector<RuleM *> Sorted;
  for (auto &R : Rules)
    Sorted.push_back(R.get());
  // Type numbers on two threads, then one stable sort over all rules: the
  // priority order is not a strict weak order (two rules may each rank above
  // a third and tie with each other), so only the same merge pattern over the
  // whole list gives the same order; sorting halves apart and merging does not.
  if (!Sorted.empty())
    ImpHolder->numberTypes(*Sorted[0]); // (makes the index the others read)
  runSplit(Sorted.size(), Sorted.size() / 2, [&](size_t B, size_t E, unsigned) {
    for (size_t K = std::max<size_t>(B, 1); K < E; ++K)
      ImpHolder->numberTypes(*Sorted[K]);
  });
  gisel::rankOpcodes(Sorted);
  {
    // The comparison's first steps (score, root operand count, the root's
    // first checks) read from a copy side by side with the rule; the rules
    // themselves only when those tie.
    struct Item {
      int Score;
      uint32_t NumOps, NumPreds;
      gisel::PredKind Kind[2];
      unsigned Rank[2];
      RuleM *R;
    };
    std::vector<Item> Items;
    Items.reserve(Sorted.size());
    for (RuleM *R : Sorted) {
      Item I{R->Score, uint32_t(R->Root->Ops.size()), uint32_t(R->Root->Preds.size()), {}, {0, 0}, R};
      for (size_t K = 0; K < 2 && K < R->Root->Preds.size(); ++K) {
        I.Kind[K] = R->Root->Preds[K]->Kind;
        I.Rank[K] = R->Root->Preds[K]->OpcodeRank;
      }
      Items.push_back(I);
    }
    std::stable_sort(Items.begin(), Items.end(), [](const Item &A, const Item &B) {
      if (A.Score != B.Score)
        return A.Score > B.Score;
      if (A.NumOps != B.NumOps)
        return A.NumOps > B.NumOps;
      for (size_t K = 0; K < 2 && K < A.NumPreds && K < B.NumPreds; ++K) {
        bool LH = A.Kind[K] < B.Kind[K], RH = B.Kind[K] < A.Kind[K];
        if (!LH && !RH && A.Kind[K] == gisel::PredKind::Opcode) {
          LH = A.Rank[K] < B.Rank[K];
          RH = B.Rank[K] < A.Rank[K];
        }
        if (LH)
          return true;
        if (RH)
          return false;
      }
      return A.R->higherPriorityThan(*B.R);
    });
    for (size_t K = 0; K < Items.size(); ++K)
      Sorted[K] = Items[K].R;
  }
  unsigned MaxTemps = 0;
  for (const RuleM *R : Sorted)
    MaxTemps = std::max(MaxTemps, R->countRenderers());
  std::vector<LowLevelType> Types = ImpHolder->typeTable();

  std::vector<const Record *> Complex = ImpHolder->complexMatchers();
  std::vector<std::string> Renderers;
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("GICustomOperandRenderer"))
    Renderers.push_back(R->getValueAsString("RendererFn"));
  std::sort(Renderers.begin(), Renderers.end());
  Renderers.erase(std::unique(Renderers.begin(), Renderers.end()), Renderers.end());

  // Everything before the match table is written into Head by the helper
  // while this thread groups the rules (buildTable's Side; it reads the
  // rules' features, which grouping does not touch), and reports as this
  // thread would.
  OStream Head;
  Diagnostics *Diags = currentDiagnostics();
  auto WriteHead = [&](OStream &OS) {
    emitSourceFileHeader("Global Instruction Selector for the " + Target + " target", OS);
    OS << "#ifdef GET_GLOBALISEL_PREDICATE_BITSET\n"
       << "const unsigned MAX_SUBTARGET_PREDICATES = " << Features.size() + HwModes.size()
       << ";\n"
       << "using PredicateBitset = llvm::Bitset<MAX_SUBTARGET_PREDICATES>;\n"
       << "#endif // ifdef GET_GLOBALISEL_PREDICATE_BITSET\n\n";
    OS << "#ifdef GET_GLOBALISEL_TEMPORARIES_DECL\n"
       << "  mutable MatcherState State;\n"
       << "  typedef ComplexRendererFns(" << Class
       << "::*ComplexMatcherMemFn)(MachineOperand &) const;\n"
       << "  typedef void(" << Class
       << "::*CustomRendererFn)(MachineInstrBuilder &, const MachineInstr &, int) const;\n"
       << "  const ExecInfoTy<PredicateBitset, ComplexMatcherMemFn, CustomRendererFn> ExecInfo;\n"
       << "  static " << Class << "::ComplexMatcherMemFn ComplexPredicateFns[];\n"
       << "  static " << Class << "::CustomRendererFn CustomRenderers[];\n"
       << "  bool testImmPredicate_I64(unsigned PredicateID, int64_t Imm) const override;\n"
       << "  bool testImmPredicate_APInt(unsigned PredicateID, const APInt &Imm) const "
          "override;\n"
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
       << "#endif // ifdef GET_GLOBALISEL_TEMPORARIES_DECL\n\n";
    OS << "#ifdef GET_GLOBALISEL_TEMPORARIES_INIT\n"
       << ", State(" << MaxTemps << "),\n"
       << "ExecInfo(TypeObjects, NumTypeObjects, FeatureBitsets, ComplexPredicateFns, "
          "CustomRenderers)\n"
       << "#endif // ifdef GET_GLOBALISEL_TEMPORARIES_INIT\n\n";

    OS << "#ifdef GET_GLOBALISEL_IMPL\n";
    OS << "// LLT Objects.\nenum {\n";
    for (const LowLevelType &T : Types)
      OS << "  " << T.enumName() << ",\n";
    OS << "};\nconst static size_t NumTypeObjects = " << Types.size() << ";\n"
       << "const static LLT TypeObjects[] = {\n";
    for (const LowLevelType &T : Types)
      OS << "  " << T.constructor() << ",\n";
    OS << "};\n\n";
    writeFeatures(OS);

    OS << "// ComplexPattern predicates.\nenum {\n  GICP_Invalid,\n";
    for (const Record *R : Complex)
      OS << "  GICP_" << R->getName() << ",\n";
    OS << "};\n// See constructor for table contents\n\n";
    OS << Class << "::ComplexMatcherMemFn\n"
       << Class << "::ComplexPredicateFns[] = {\n  nullptr, // GICP_Invalid\n";
    for (const Record *R : Complex)
      OS << "  &" << Class << "::" << R->getValueAsString("MatcherFn") << ", // " << R->getName()
         << "\n";
    OS << "};\n\n";

    writePredicateFns(OS);
    OS << "bool " << Class << "::testSimplePredicate(unsigned) const {\n"
       << "    llvm_unreachable(\"" << Class << " does not support simple predicates!\");\n"
       << "  return false;\n}\n";
    OS << "// Custom renderers.\nenum {\n  GICR_Invalid,\n";
    for (const std::string &F : Renderers)
      OS << "  GICR_" << F << ",\n";
    OS << "};\n"
       << Class << "::CustomRendererFn\n"
       << Class << "::CustomRenderers[] = {\n  nullptr, // GICR_Invalid\n";
    for (const std::string &F : Renderers)
      OS << "  &" << Class << "::" << F << ",\n";
    OS << "};\n\n";
    OS << "bool " << Class
       << "::selectImpl(MachineInstr &I, CodeGenCoverage &CoverageInfo) const {\n"
       << "  const PredicateBitset AvailableFeatures = getAvailableFeatures();\n"
       << "  MachineIRBuilder B(I);\n"
       << "  State.MIs.clear();\n"
       << "  State.MIs.push_back(&I);\n\n"
       << "  if (executeMatchTable(*this, State, ExecInfo, B, getMatchTable(), TII, "
          "MF->getRegInfo(), TRI, RBI, AvailableFeatures, &CoverageInfo)) {\n"
       << "    return true;\n  }\n\n  return false;\n}\n\n";
    OS << "bool " << Class
       << "::runCustomAction(unsigned, const MatcherState&, NewMIVector &) const {\n"
       << "    llvm_unreachable(\"" << Class << " does not support custom C++ actions!\");\n"
       << "}\n";
    writeEncodingMacros(OS);
  };
  // Each rule is emitted once, and read no more: its checks and actions
  // are freed as it is written, making room for the table.
  for (RuleM *R : Sorted)
    R->ReleaseWhenEmitted = true;
  MatcherStore Store;
  MatchTable Table = buildTable(Sorted, Optimize, Coverage, Store, [&] {
    std::optional<DiagnosticsScope> Scope;
    if (Diags)
      Scope.emplace(*Diags);
    WriteHead(Head);
  });
  OS << Head.view();
  OS << "const uint8_t *" << Class << "::getMatchTable() const {\n";
  Table.write(OS);
  OS << "  return MatchTable0;\n}\n";
  writeEncodingUndefs(OS);
  OS << "\n#endif // ifdef GET_GLOBALISEL_IMPL\n\n";

  OS << "#ifdef GET_GLOBALISEL_PREDICATES_DECL\n"
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
     << "#endif // ifdef GET_GLOBALISEL_PREDICATES_DECL\n";
  OS << "#ifdef GET_GLOBALISEL_PREDICATES_INIT\n"
     << "AvailableModuleFeatures(computeAvailableModuleFeatures(&STI)),\n"
     << "AvailableFunctionFeatures()\n"
     << "#endif // ifdef GET_GLOBALISEL_PREDICATES_INIT\n";

  // What is left (the rules, groups, table, importer and pattern database:
  // ~18 M instructions of frees) is freed on the helper thread while the
  // output is written out.
  struct Garbage {
    std::vector<std::unique_ptr<RuleM>> Rules;
    MatcherStore Store;
    MatchTable Table;
    std::unique_ptr<Importer> Imp;
    std::unique_ptr<codegen::PatternDatabase> DB;
  };
  auto *G = new Garbage{std::move(Rules), std::move(Store), std::move(Table), std::move(ImpHolder),
                        std::move(DBHolder)};
  Rules.clear();
  HelperScope().disposeWith([G] { delete G; });
}

void emitGlobalISel(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  GlobalISelWriter(Records, OS, Ctx).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(GlobalISel, "gen-global-isel", "Generate GlobalISel selector",
                        emitGlobalISel);
TBLGEN_REGISTER_BACKEND_OPTION(GIOptimize, OptOptimize,
                               "Generate an optimized version of the match table",
                               "gen-global-isel", "", true);
TBLGEN_REGISTER_BACKEND_OPTION(GIWarnSkipped, OptWarnSkipped,
                               "Explain why a pattern was skipped for inclusion in the GlobalISel "
                               "selector",
                               "gen-global-isel", "", true);
TBLGEN_REGISTER_BACKEND_OPTION(GICoverage, OptCoverage,
                               "Generate coverage instrumentation for GlobalISel",
                               "gen-global-isel", "", true);
TBLGEN_REGISTER_BACKEND_OPTION(GICoverageFile, OptCoverageFile,
                               "Specify file to retrieve coverage information from",
                               "gen-global-isel", "string");

} // namespace tblgen
