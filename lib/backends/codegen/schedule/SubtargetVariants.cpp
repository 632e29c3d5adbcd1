//===- SubtargetVariants.cpp - Variant resolution in -gen-subtarget -------===//
//
// Per variant class, per processor model with transitions out of it: the
// guarded transitions in order (their predicates: MCInst predicates,
// features, C++ conditions and their and/or/not combinations; the MC layer
// takes the transitions it can test), then the one whose predicates are all
// always-true (NoSchedPred), which becomes the fall-back return. An
// inferred class returns itself when nothing matched. The indentation
// follows llvm-tblgen's, including the fall-back return of a model with
// no guarded transition, printed at the expander's initial indentation.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/schedule/SubtargetVariants.h"

#include "codegen/schedule/PredicateExpander.h"
#include "codegen/schedule/Schedule.h"

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <vector>

namespace tblgen {
namespace {

using codegen::SchedTransition;

bool alwaysTrue(const Record *Pred) {
  return Pred->isSubClassOf("MCSchedPredicate") &&
         Pred->getValueAsDef("Pred")->isSubClassOf("MCTrue");
}

/// Whether the MC layer can test Pred: an MCInst predicate, a feature, or
/// a combination of these.
bool testableOnMC(const Record *Pred) {
  if (Pred->isSubClassOf("MCSchedPredicate") || Pred->isSubClassOf("FeatureSchedPredicate"))
    return true;
  if (!Pred->isSubClassOf("SchedPredicateCombiner"))
    return false;
  std::vector<const Record *> Parts = Pred->getValueAsListOfDefs("Predicates");
  return std::all_of(Parts.begin(), Parts.end(), testableOnMC);
}

bool allMC(const SchedTransition &T) {
  return std::all_of(T.PredTerm.begin(), T.PredTerm.end(), testableOnMC);
}

/// An and/or combination (a negation is neither).
bool isJunction(const Record *Pred) {
  return Pred->isSubClassOf("SchedPredicateCombiner") && !Pred->isSubClassOf("NotSchedPred");
}

/// The condition Pred stands for. Grouped: an and/or combination or a C++
/// condition is parenthesized (as an operand, or among several
/// conditions); an MCInst predicate brings its own parentheses.
void writeCondition(OStream &OS, const Record *Pred, bool Grouped, const std::string &Target,
                    codegen::PredicateExpander &PE) {
  if (Pred->isSubClassOf("MCSchedPredicate")) {
    PE.predicate(OS, Pred->getValueAsDef("Pred"));
    return;
  }
  if (Pred->isSubClassOf("FeatureSchedPredicate")) {
    OS << (PE.ForMC ? "STI." : "this->") << "hasFeature(" << Target
       << "::" << Pred->getValueAsDef("Feature")->getName() << ")";
    return;
  }
  if (!Pred->isSubClassOf("SchedPredicateCombiner")) {
    // A C++ condition of its own.
    OS << (Grouped ? "(" : "") << Pred->getValueAsString("Predicate") << (Grouped ? ")" : "");
    return;
  }
  std::vector<const Record *> Parts = Pred->getValueAsListOfDefs("Predicates");
  if (Parts.empty())
    PrintFatalError(Pred, "Empty SchedPredicateCombiner is not allowed");
  bool Paren = Grouped && isJunction(Pred);
  if (Paren)
    OS << "(";
  if (Pred->isSubClassOf("NotSchedPred")) {
    OS << "!";
    writeCondition(OS, Parts.front(), true, Target, PE);
  } else {
    const char *Join = Pred->isSubClassOf("AllOfSchedPreds") ? " && " : " || ";
    for (size_t I = 0; I < Parts.size(); ++I) {
      if (I)
        OS << Join;
      writeCondition(OS, Parts[I], true, Target, PE);
    }
  }
  if (Paren)
    OS << ")";
}

/// One guarded (or unconditional) return.
void writeTransition(OStream &OS, const SchedTransition &T, const std::string &ToName,
                     const std::string &Target, codegen::PredicateExpander &PE) {
  size_t Conditions = size_t(std::count_if(T.PredTerm.begin(), T.PredTerm.end(),
                                           [](const Record *P) { return !alwaysTrue(P); }));
  PE.indent(OS);
  if (Conditions) {
    OS << "if (";
    PE.Level += 2;
    bool First = true;
    for (const Record *Pred : T.PredTerm) {
      if (alwaysTrue(Pred))
        continue;
      if (!First) {
        OS << "\n";
        PE.indent(OS);
        OS << "&& ";
      }
      First = false;
      writeCondition(OS, Pred, Conditions > 1, Target, PE);
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
                            const codegen::ScheduleModel *Model, bool ForMC) {
  std::vector<unsigned> Variants;
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
      codegen::PredicateExpander PE(Target);
      PE.ByRef = false;
      PE.ForMC = ForMC;
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
          if (std::all_of(T.PredTerm.begin(), T.PredTerm.end(), alwaysTrue)) {
            Final = &T;
            continue;
          }
          PE.Level = 3;
          writeTransition(OS, T, Classes[T.ToClass].Name, Target, PE);
        }
        if (Final)
          writeTransition(OS, *Final, Classes[Final->ToClass].Name, Target, PE);
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
