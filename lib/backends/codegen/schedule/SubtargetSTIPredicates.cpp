//===- SubtargetSTIPredicates.cpp - STIPredicate functions ----------------===//
//
// Opcodes are grouped so that each group becomes one run of case labels:
// opcodes whose (processor set, operand mask, predicate) rules are the
// same share a group. Opcodes are first ordered by how many processor
// models use them (then by the highest such model), then likewise by
// their predicates, then by first appearance, as llvm-tblgen orders them;
// groups keep the order of their first opcode.
//
// An operand mask prints as llvm-tblgen prints it: as a signed number of
// (highest index + 1) bits, hence always negative.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/schedule/SubtargetSTIPredicates.h"

#include "codegen/schedule/PredicateExpander.h"
#include "codegen/schedule/Schedule.h"

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>

namespace tblgen {

namespace {

/// A bit set of any width (processor models, predicates, operands).
using Bits = std::vector<bool>;

int highestBit(const Bits &B) {
  for (size_t I = B.size(); I-- > 0;)
    if (B[I])
      return int(I);
  return -1;
}

size_t popcount(const Bits &B) { return size_t(std::count(B.begin(), B.end(), true)); }

/// One rule of an opcode: on the models of Procs, with OperandMask, the
/// opcode satisfies Pred.
struct Rule {
  Bits Procs;
  Bits Operands; ///< width is highest index + 1 (empty for none)
  const Record *Pred;
  bool operator==(const Rule &O) const {
    return Procs == O.Procs && Operands == O.Operands && Pred == O.Pred;
  }
};

} // namespace

struct STIPredicateFunctions::Function {
  const Record *Decl;
  std::vector<const Record *> Defs;
  /// Opcode groups: the opcodes and their shared rules.
  std::vector<std::pair<std::vector<const Record *>, std::vector<Rule>>> Groups;
};

STIPredicateFunctions::~STIPredicateFunctions() = default;

STIPredicateFunctions::STIPredicateFunctions(const RecordKeeper &Records,
                                             const codegen::ScheduleModel *Model,
                                             std::string TargetName)
    : Target(std::move(TargetName)) {
  auto Derived = [&](std::string_view Class) {
    return Model ? Model->derived(Class) : Records.getAllDerivedDefinitionsIfDefined(Class);
  };
  std::map<std::string, const Record *, std::less<>> Declared;
  for (const Record *Decl : Derived("STIPredicateDecl")) {
    std::string Name = Decl->getValueAsString("Name");
    auto [It, New] = Declared.emplace(Name, Decl);
    if (!New) {
      PrintError(Decl, "STIPredicate " + Name + " multiply declared.");
      PrintFatalNote(It->second, "Previous declaration was here.");
    }
  }
  for (const Record *EC : Derived("InstructionEquivalenceClass"))
    if (EC->getValueAsListOfDefs("Opcodes").empty())
      PrintFatalError(EC, "Invalid InstructionEquivalenceClass defined with an empty opcode "
                          "list.");
  for (const Record *Def : Derived("STIPredicate")) {
    const Record *Decl = Def->getValueAsDef("Declaration");
    auto It = std::find_if(Functions.begin(), Functions.end(),
                           [&](const auto &F) { return F->Decl == Decl; });
    if (It == Functions.end()) {
      Functions.push_back(std::make_unique<Function>());
      Functions.back()->Decl = Decl;
      It = Functions.end() - 1;
    }
    (*It)->Defs.push_back(Def);
  }
  size_t NumProcs = Model ? Model->procModels().size() : 1;
  for (auto &Fn : Functions) {
    // Number the predicates and opcodes in order of appearance.
    std::vector<const Record *> Preds, Opcodes;
    auto IndexIn = [](std::vector<const Record *> &List, const Record *R) {
      auto It = std::find(List.begin(), List.end(), R);
      if (It != List.end())
        return size_t(It - List.begin());
      List.push_back(R);
      return List.size() - 1;
    };
    for (const Record *Def : Fn->Defs)
      for (const Record *EC : Def->getValueAsListOfDefs("Classes")) {
        IndexIn(Preds, EC->getValueAsDef("Predicate"));
        for (const Record *Op : EC->getValueAsListOfDefs("Opcodes"))
          IndexIn(Opcodes, Op);
      }
    std::vector<Bits> ProcMasks(Opcodes.size(), Bits(NumProcs)),
        PredMasks(Opcodes.size(), Bits(Preds.size()));
    std::vector<std::vector<Rule>> Rules(Opcodes.size());
    for (const Record *Def : Fn->Defs) {
      const Record *SchedModel = Def->getValueAsDef("SchedModel");
      if (!Model)
        PrintFatalError(Def, "this record belongs to SchedMachineModel '" +
                                 std::string(SchedModel->getName()) +
                                 "', which no processor uses");
      unsigned Proc = Model->modelFor(Def, SchedModel).Index;
      for (const Record *EC : Def->getValueAsListOfDefs("Classes")) {
        Bits Operands;
        std::vector<int64_t> Indices = EC->getValueAsListOfInts("OperandIndices");
        if (!Indices.empty()) {
          Operands.assign(size_t(*std::max_element(Indices.begin(), Indices.end())) + 1, false);
          for (int64_t I : Indices)
            Operands[size_t(I)] = true;
        }
        const Record *Pred = EC->getValueAsDef("Predicate");
        size_t PredIdx = IndexIn(Preds, Pred);
        for (const Record *Op : EC->getValueAsListOfDefs("Opcodes")) {
          size_t OpIdx = IndexIn(Opcodes, Op);
          if (ProcMasks[OpIdx][Proc])
            PrintFatalError(EC, "Opcode " + std::string(Op->getName()) +
                                    " used by multiple InstructionEquivalenceClass "
                                    "definitions.");
          ProcMasks[OpIdx][Proc] = true;
          PredMasks[OpIdx][PredIdx] = true;
          auto Same = std::find_if(Rules[OpIdx].begin(), Rules[OpIdx].end(), [&](const Rule &R) {
            return R.Pred == Pred && R.Operands == Operands;
          });
          if (Same != Rules[OpIdx].end()) {
            Same->Procs[Proc] = true;
          } else {
            Rule R{Bits(NumProcs), Operands, Pred};
            R.Procs[Proc] = true;
            Rules[OpIdx].push_back(std::move(R));
          }
        }
      }
    }
    std::vector<size_t> Order(Opcodes.size());
    for (size_t I = 0; I < Order.size(); ++I)
      Order[I] = I;
    auto Key = [](const Bits &B) { return std::make_pair(popcount(B), highestBit(B)); };
    std::sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
      if (Key(ProcMasks[A]) != Key(ProcMasks[B]))
        return Key(ProcMasks[A]) < Key(ProcMasks[B]);
      if (Key(PredMasks[A]) != Key(PredMasks[B]))
        return Key(PredMasks[A]) < Key(PredMasks[B]);
      return A < B;
    });
    for (size_t I : Order) {
      auto G = std::find_if(Fn->Groups.begin(), Fn->Groups.end(),
                            [&](const auto &Group) { return Group.second == Rules[I]; });
      if (G != Fn->Groups.end())
        G->first.push_back(Opcodes[I]);
      else
        Fn->Groups.push_back({{Opcodes[I]}, Rules[I]});
    }
  }
}

void STIPredicateFunctions::write(OStream &OS, const Function &Fn, bool ForMC, bool ByRef,
                                  bool Definition, unsigned Indent,
                                  const std::string &ClassPrefix) const {
  const Record *Decl = Fn.Decl;
  if (ForMC && !Decl->getValueAsBit("ExpandForMC"))
    return;
  codegen::PredicateExpander PE(Target);
  PE.ForMC = ForMC;
  PE.ByRef = ByRef;
  PE.Level = Indent;
  std::string Name = Decl->getValueAsString("Name");
  bool UpdatesMask = Decl->getValueAsBit("UpdatesOpcodeMask");
  PE.indent(OS);
  OS << "bool ";
  if (Definition)
    OS << ClassPrefix << "::";
  OS << Name << "(" << (ForMC ? "const MCInst " : "const MachineInstr ") << (ByRef ? "&" : "*")
     << "MI";
  if (UpdatesMask)
    OS << ", APInt &Mask";
  OS << (ForMC ? ", unsigned ProcessorID) const " : ") const ");
  if (!Definition) {
    if (Decl->getValueAsBit("OverridesBaseClassMember"))
      OS << "override";
    OS << ";\n";
    return;
  }
  OS << "{\n";
  ++PE.Level;
  for (const Record *Delegate : Decl->getValueAsListOfDefs("Delegates")) {
    PE.indent(OS);
    OS << "if (" << Delegate->getValueAsString("Name") << "(MI";
    if (UpdatesMask)
      OS << ", Mask";
    if (ForMC)
      OS << ", ProcessorID";
    OS << "))\n";
    ++PE.Level;
    PE.indent(OS);
    --PE.Level;
    OS << "return true;\n\n";
  }
  if (!ForMC) {
    PE.indent(OS);
    OS << "unsigned ProcessorID = getSchedModel().getProcessorID();\n";
  }
  PE.indent(OS);
  OS << "switch(MI" << (ByRef ? "." : "->") << "getOpcode()) {\n";
  PE.indent(OS);
  OS << "default:\n";
  PE.indent(OS);
  OS << "  break;";
  for (const auto &[Opcodes, Rules] : Fn.Groups) {
    for (const Record *Op : Opcodes) {
      OS << "\n";
      PE.indent(OS);
      OS << "case " << Target << "::" << Op->getName() << ":";
    }
    OS << "\n";
    ++PE.Level;
    for (const Rule &R : Rules) {
      bool First = true;
      for (size_t P = 0; P < R.Procs.size(); ++P) {
        if (!R.Procs[P])
          continue;
        if (First) {
          PE.indent(OS);
          OS << "if (ProcessorID == " << P;
        } else {
          OS << " || ProcessorID == " << P;
        }
        First = false;
      }
      OS << ") {\n";
      ++PE.Level;
      PE.indent(OS);
      if (UpdatesMask) {
        if (std::find(R.Operands.begin(), R.Operands.end(), true) == R.Operands.end()) {
          OS << "Mask.clearAllBits();\n";
        } else {
          // Signed, in (highest index + 1) bits: the top bit is set.
          long long Value = 0;
          for (size_t B = 0; B < R.Operands.size() && B < 64; ++B)
            if (R.Operands[B])
              Value |= (long long)(1ULL << B);
          if (R.Operands.size() < 64)
            Value -= (long long)(1ULL << R.Operands.size());
          OS << "Mask = " << std::to_string(Value) << ";\n";
        }
        PE.indent(OS);
      }
      OS << "return ";
      PE.predicate(OS, R.Pred);
      OS << ";\n";
      --PE.Level;
      PE.indent(OS);
      OS << "}\n";
    }
    PE.indent(OS);
    OS << "break;\n";
    --PE.Level;
  }
  PE.indent(OS);
  OS << "}\n";
  OS << "\n";
  PE.indent(OS);
  OS << "return ";
  PE.predicate(OS, Decl->getValueAsDef("DefaultReturnValue"));
  OS << ";\n";
  --PE.Level;
  PE.indent(OS);
  OS << "} // " << ClassPrefix << "::" << Name << "\n\n";
}

void STIPredicateFunctions::writeMemberDecls(OStream &OS) const {
  for (const auto &Fn : Functions)
    write(OS, *Fn, /*ForMC=*/false, /*ByRef=*/false, /*Definition=*/false, 1, "");
}

void STIPredicateFunctions::writeMemberDefs(OStream &OS, const std::string &ClassName) const {
  for (const auto &Fn : Functions)
    write(OS, *Fn, /*ForMC=*/false, /*ByRef=*/false, /*Definition=*/true, 0, ClassName);
}

void STIPredicateFunctions::writeMCAnalysis(OStream &OS) const {
  OS << "#ifdef GET_STIPREDICATE_DECLS_FOR_MC_ANALYSIS\n"
        "#undef GET_STIPREDICATE_DECLS_FOR_MC_ANALYSIS\n\n";
  for (const auto &Fn : Functions)
    write(OS, *Fn, /*ForMC=*/true, /*ByRef=*/true, /*Definition=*/false, 0, "");
  OS << "\n#endif // GET_STIPREDICATE_DECLS_FOR_MC_ANALYSIS\n\n"
        "#ifdef GET_STIPREDICATE_DEFS_FOR_MC_ANALYSIS\n"
        "#undef GET_STIPREDICATE_DEFS_FOR_MC_ANALYSIS\n\n";
  for (const auto &Fn : Functions)
    write(OS, *Fn, /*ForMC=*/true, /*ByRef=*/true, /*Definition=*/true, 0,
          Target + "MCInstrAnalysis");
  OS << "\n#endif // GET_STIPREDICATE_DEFS_FOR_MC_ANALYSIS\n\n";
}

} // namespace tblgen
