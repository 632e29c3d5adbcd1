//===- SubtargetVariants.cpp - Variant resolution in -gen-subtarget -------===//
//
// Per variant class, per processor model with transitions out of it: the
// guarded transitions in order, then the one whose predicates are all
// always-true (NoSchedPred), which becomes the fall-back return. An
// inferred class returns itself when nothing matched. The indentation
// follows llvm-tblgen's, including the fall-back return of a model with
// no guarded transition, printed at the expander's initial indentation.
//
//===----------------------------------------------------------------------===//
#include "SubtargetVariants.h"

#include "target/PredicateExpander.h"
#include "target/Schedule.h"

#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen {
namespace {

using target::SchedTransition;

bool alwaysTrueUncached(const Record *Pred) {
  return Pred->isSubClassOf("MCSchedPredicate") &&
         Pred->getValueAsDef("Pred")->isSubClassOf("MCTrue");
}

/// What the transitions of one function need of their predicates, worked
/// out once per predicate: whether it always holds, whether it is an
/// MCSchedPredicate, and its expansion at each indentation.
class PredicateTexts {
public:
  explicit PredicateTexts(target::PredicateExpander &PE) : PE(PE) {}

  bool alwaysTrue(const Record *Pred) { return info(Pred).AlwaysTrue; }
  bool isMC(const Record *Pred) { return info(Pred).MC; }
  bool allMC(const SchedTransition &T) {
    return std::all_of(T.PredTerm.begin(), T.PredTerm.end(),
                       [&](const Record *P) { return isMC(P); });
  }
  bool allAlwaysTrue(const SchedTransition &T) {
    return std::all_of(T.PredTerm.begin(), T.PredTerm.end(),
                       [&](const Record *P) { return alwaysTrue(P); });
  }
  /// Writes the MCSchedPredicate Pred's condition at PE's indentation.
  void writeMC(OStream &OS, const Record *Pred) {
    Info &I = info(Pred);
    if (PE.Level < I.Texts.size() && I.Known[PE.Level]) {
      OS << I.Texts[PE.Level];
      return;
    }
    OStream Text;
    unsigned Level = PE.Level;
    PE.predicate(Text, Pred->getValueAsDef("Pred"));
    std::string_view View = Text.view();
    OS << View;
    if (PE.Level != Level) // (not expected: the expander restores it)
      return;
    if (I.Texts.size() <= Level) {
      I.Texts.resize(Level + 1);
      I.Known.resize(Level + 1, false);
    }
    I.Texts[Level] = std::string(View);
    I.Known[Level] = true;
  }

private:
  struct Info {
    bool AlwaysTrue = false, MC = false;
    std::vector<std::string> Texts; ///< by indentation
    std::vector<bool> Known;
  };
  Info &info(const Record *Pred) {
    auto [It, New] = Infos.try_emplace(Pred);
    if (New) {
      It->second.MC = Pred->isSubClassOf("MCSchedPredicate");
      It->second.AlwaysTrue = alwaysTrueUncached(Pred);
    }
    return It->second;
  }
  target::PredicateExpander &PE;
  std::unordered_map<const Record *, Info> Infos;
};

/// One guarded (or unconditional) return.
void writeTransition(OStream &OS, const SchedTransition &T, const std::string &ToName,
                     target::PredicateExpander &PE, PredicateTexts &Preds) {
  size_t Conditions = size_t(std::count_if(T.PredTerm.begin(), T.PredTerm.end(),
                                           [&](const Record *P) { return !Preds.alwaysTrue(P); }));
  PE.indent(OS);
  if (Conditions) {
    OS << "if (";
    PE.Level += 2;
    bool First = true;
    for (const Record *Pred : T.PredTerm) {
      if (Preds.alwaysTrue(Pred))
        continue;
      if (!First) {
        OS << "\n";
        PE.indent(OS);
        OS << "&& ";
      }
      First = false;
      if (Preds.isMC(Pred)) {
        Preds.writeMC(OS, Pred);
        continue;
      }
      // A C++ condition of its own; parenthesized among several.
      OS << (Conditions > 1 ? "(" : "") << Pred->getValueAsString("Predicate")
         << (Conditions > 1 ? ")" : "");
    }
    OS << ")\n";
    --PE.Level;
    PE.indent(OS);
    --PE.Level;
  }
  OS << "return " << T.ToClass << "; // " << ToName << "\n";
}

} // namespace

void writeVariantResolution(OStream &OS, const std::string &Target,
                            const target::ScheduleModel *Model, bool ForMC) {
  std::vector<unsigned> Variants;
  target::PredicateExpander PE(Target);
  PE.ByRef = false;
  PE.ForMC = ForMC;
  PredicateTexts Preds(PE);
  auto allMC = [&](const SchedTransition &T) { return Preds.allMC(T); };
  if (Model) {
    const auto &Classes = Model->classes();
    for (unsigned C = 0; C < Classes.size(); ++C) {
      const auto &Ts = Classes[C].Transitions;
      if (Ts.empty() || (ForMC && std::none_of(Ts.begin(), Ts.end(), allMC)))
        continue;
      Variants.push_back(C);
    }
  }
  if (!Variants.empty()) {
    const auto &Classes = Model->classes();
    OS << "  switch (SchedClass) {\n";
    for (unsigned C : Variants) {
      const auto &SC = Classes[C];
      std::vector<unsigned> Procs;
      for (const SchedTransition &T : SC.Transitions)
        Procs.push_back(T.ProcIndex);
      std::sort(Procs.begin(), Procs.end());
      Procs.erase(std::unique(Procs.begin(), Procs.end()), Procs.end());
      OS << "  case " << C << ": // " << SC.Name << "\n";
      for (unsigned P : Procs) {
        OS << "    ";
        if (P != 0)
          OS << (ForMC ? "if (CPUID == " : "if (SchedModel->getProcessorID() == ") << P
             << ") { // " << Model->procModels()[P].Name << "\n";
        const SchedTransition *Final = nullptr;
        for (const SchedTransition &T : SC.Transitions) {
          if (P != 0 && T.ProcIndex != P)
            continue;
          if (ForMC && !allMC(T))
            continue;
          if (Preds.allAlwaysTrue(T)) {
            Final = &T;
            continue;
          }
          PE.Level = 3;
          writeTransition(OS, T, Classes[T.ToClass].Name, PE, Preds);
        }
        if (Final)
          writeTransition(OS, *Final, Classes[Final->ToClass].Name, PE, Preds);
        OS << "    }\n";
        if (P == 0)
          break;
      }
      if (SC.isInferred())
        OS << "    return " << C << ";\n";
      OS << "    break;\n";
    }
    OS << "  };\n";
  }
  if (ForMC)
    OS << "  // Don't know how to resolve this scheduling class.\n  return 0;\n";
  else
    OS << "  report_fatal_error(\"Expected a variant SchedClass\");\n";
}

} // namespace tblgen
