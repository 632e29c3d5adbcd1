//===- ScheduleInstRW.cpp - The instruction sets of InstRW -----------------===//
//
// (instrs A, B, ...) is the union of its arguments. (instregex "P", ...)
// selects the instructions whose name matches a pattern at its start (a
// prefix match, not a whole-name match), as llvm-tblgen does: the literal
// prefix of the pattern is looked up by binary search in the name-sorted
// pseudo and non-pseudo instruction ranges (the fixed target-independent
// opcodes are scanned), and only the rest of the name is matched against
// the rest of the pattern. Results come in enum order per pattern.
//
//===----------------------------------------------------------------------===//

#include "codegen/schedule/ScheduleInternal.h"
#include "record/Regex.h"
#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/SetTheory.h"

#include <algorithm>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>

namespace tblgen::codegen {

namespace {

class InstrsOp final : public SetTheory::Operator {
  void apply(SetTheory &ST, const DagInit *Expr, SetTheory::RecSet &Elts,
             const SetTheory::LocList &Loc) override {
    ST.evaluate(Expr->getArgs(), Elts, Loc);
  }
};

/// Pattern text outside parentheses (escapes are not considered, as in
/// llvm-tblgen).
std::string outsideParens(std::string_view S) {
  std::string Out;
  int Depth = 0;
  for (char C : S) {
    if (C == '(')
      ++Depth;
    else if (C == ')')
      --Depth;
    else if (Depth == 0)
      Out += C;
  }
  return Out;
}

class InstRegexOp final : public SetTheory::Operator {
public:
  explicit InstRegexOp(const std::vector<EnumInstr> &Instrs) {
    for (const EnumInstr &Instr : Instrs) {
      if (Instr.Generic)
        Generic.push_back(Instr.Def);
      else if (Instr.Pseudo)
        Pseudo.push_back(Instr.Def);
      else
        Real.push_back(Instr.Def);
    }
    for (const auto *Range : {&Pseudo, &Real}) {
      auto &Names = Range == &Pseudo ? PseudoNames : RealNames;
      for (const Record *Def : *Range)
        Names.push_back(Def->getName());
    }
    for (unsigned K = 0; K != Generic.size(); ++K)
      GenericByName.emplace_back(Generic[K]->getName(), K);
    std::sort(GenericByName.begin(), GenericByName.end());
  }

  void apply(SetTheory &, const DagInit *Expr, SetTheory::RecSet &Elts,
             const SetTheory::LocList &Loc) override {
    for (const Init *Arg : Expr->getArgs()) {
      const auto *Str = dyn_cast<StringInit>(Arg);
      if (!Str)
        PrintFatalError(Loc, "instregex requires pattern string: " + Expr->getAsString());
      std::string_view Pattern = Str->getValue();
      // Models often repeat a pattern: its matches are computed once.
      auto Known = Matched.find(Pattern);
      if (Known != Matched.end()) {
        Elts.insert(Known->second.begin(), Known->second.end());
        continue;
      }
      std::vector<const Record *> &Found = Matched[std::string(Pattern)];
      bool Anchored = !Pattern.empty() && Pattern.front() == '^';
      if (Anchored)
        Pattern.remove_prefix(1);
      // The literal prefix ends at the first metacharacter, one earlier when
      // that is a repetition of the character before it; an alternation or
      // optional part at top level leaves no usable prefix.
      size_t Meta = Pattern.find_first_of("()^$|*+?.[]\\{}");
      if (Meta != std::string_view::npos && Meta > 0 &&
          (Pattern[Meta] == '+' || Pattern[Meta] == '*' || Pattern[Meta] == '?'))
        --Meta;
      if (outsideParens(Pattern).find_first_of("|?") != std::string::npos)
        Meta = 0;
      std::string_view Prefix = Pattern.substr(0, std::min(Meta, Pattern.size()));
      std::string_view Rest = Pattern.substr(Prefix.size());
      std::optional<PosixRegex> Re;
      if (!Rest.empty())
        Re.emplace(Anchored ? "^" + std::string(Rest) : "^(" + std::string(Rest) + ")");
      size_t Matches = 0;
      auto Try = [&](const Record *Def) {
        std::string_view Name = Def->getName();
        if (Re && !(Re->isValid() && Re->match(Name.substr(Prefix.size()))))
          return;
        Elts.insert(Def);
        Found.push_back(Def);
        ++Matches;
      };
      // The fixed opcodes with the prefix, in enum order.
      std::vector<unsigned> GenericHits;
      for (auto It = std::lower_bound(GenericByName.begin(), GenericByName.end(),
                                      std::pair<std::string_view, unsigned>(Prefix, 0));
           It != GenericByName.end() && It->first.starts_with(Prefix); ++It)
        GenericHits.push_back(It->second);
      std::sort(GenericHits.begin(), GenericHits.end());
      for (unsigned K : GenericHits)
        Try(Generic[K]);
      for (const auto *Range : {&Pseudo, &Real}) {
        const auto &Names = Range == &Pseudo ? PseudoNames : RealNames;
        size_t First = size_t(std::lower_bound(Names.begin(), Names.end(), Prefix) - Names.begin());
        for (size_t K = First; K != Names.size() && Names[K].starts_with(Prefix); ++K)
          Try((*Range)[K]);
      }
      if (Matches == 0)
        PrintFatalError(Loc, "instregex has no matches: " + std::string(Pattern));
    }
  }

private:
  std::vector<const Record *> Generic, Pseudo, Real;
  /// The names of Pseudo and Real (sorted, as the instructions are).
  std::vector<std::string_view> PseudoNames, RealNames;
  /// The fixed opcodes by name, with their position in Generic.
  std::vector<std::pair<std::string_view, unsigned>> GenericByName;
  std::map<std::string, std::vector<const Record *>, std::less<>> Matched;
};

} // namespace

std::vector<EnumInstr> enumInstrs(const RecordKeeper &Records) {
  const InstructionSet &Instrs = getInstructionSet(Records);
  // (The instruction's reading has checked Namespace and isPseudo.)
  std::vector<EnumInstr> Out;
  Out.reserve(Instrs.enumOrder().size());
  for (unsigned I : Instrs.enumOrder()) {
    const Instruction &Instr = Instrs[I];
    Out.push_back(
        {Instr.Def, Instr.Namespace == "TargetOpcode", Instr.is(InstrFlag::isPseudo)});
  }
  return Out;
}

std::vector<EnumInstr> enumInstrs(const RecordKeeper &Records,
                                  const std::vector<const Record *> &Defs) {
  // As the InstructionSet numbers its instructions (Instructions.cpp): a
  // target's specialisation of a standard pseudo left out, the fixed
  // opcodes first in their order, then the others but TargetOpcode's own,
  // pseudos first, each by name; what no rule numbers (TargetOpcode's
  // others) comes before all, in the order of Defs.
  std::vector<EnumInstr> Instrs;
  Instrs.reserve(Defs.size());
  for (const Record *Def : Defs)
    if (!Def->isSubClassOf("TargetSpecializedStandardPseudoInstruction"))
      Instrs.push_back({Def, Def->getValueAsString("Namespace") == "TargetOpcode",
                        Def->getValueAsBit("isPseudo")});
  std::unordered_map<const Record *, unsigned> Position;
  Position.reserve(Instrs.size());
  for (unsigned K = 0; K != Instrs.size(); ++K)
    Position.emplace(Instrs[K].Def, K);
  std::vector<EnumInstr> Out;
  Out.reserve(Instrs.size());
  for (unsigned K : orderByEnumValue(Records, Instrs, Position))
    Out.push_back(Instrs[K]);
  return Out;
}

std::unique_ptr<SetTheory> makeInstRWSets(const std::vector<EnumInstr> &Instrs) {
  auto Sets = std::make_unique<SetTheory>();
  Sets->addFieldExpander("InstRW", "Instrs");
  Sets->addOperator("instrs", std::make_unique<InstrsOp>());
  Sets->addOperator("instregex", std::make_unique<InstRegexOp>(Instrs));
  return Sets;
}

std::unique_ptr<SetTheory> makeInstRWSets(const RecordKeeper &Records) {
  return makeInstRWSets(enumInstrs(Records));
}

} // namespace tblgen::codegen

namespace tblgen::codegen {

DerivedDefs::DerivedDefs(const RecordKeeper &Records,
                         const std::vector<std::string_view> &Classes) {
  // The keeper's index of the defs by class answers each from the class's
  // own defs.
  for (std::string_view Name : Classes)
    Lists[std::string(Name)] = Records.getAllDerivedDefinitionsIfDefined(Name);
}

const std::vector<const Record *> &DerivedDefs::get(std::string_view Class) const {
  static const std::vector<const Record *> None;
  auto It = Lists.find(std::string(Class));
  return It == Lists.end() ? None : It->second;
}

} // namespace tblgen::codegen
