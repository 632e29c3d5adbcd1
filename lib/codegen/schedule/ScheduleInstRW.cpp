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
#include "codegen/schedule/NameScan.h"
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
      Range &R = Instr.Generic ? Generic : Instr.Pseudo ? Pseudo : Real;
      R.Defs.push_back(Instr.Def);
      R.Names.add(Instr.Def->getName());
    }
    for (unsigned K = 0; K != Generic.Defs.size(); ++K)
      GenericByName.emplace_back(Generic.Names[K], K);
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
      if (Known == Matched.end())
        Known = Matched.emplace(std::string(Pattern), match(Pattern)).first;
      if (Known->second.empty())
        PrintFatalError(Loc, "instregex has no matches: " +
                                 std::string(Pattern.substr(Pattern.starts_with('^'))));
      Elts.insert(Known->second.begin(), Known->second.end());
    }
  }

private:
  /// Instructions in enum order with their names.
  struct Range {
    std::vector<const Record *> Defs;
    PackedNames Names;
  };

  /// The instructions Pattern selects, in enum order.
  std::vector<const Record *> match(std::string_view Pattern) const {
    bool Anchored = Pattern.starts_with('^');
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
    // The names to look at: those starting with one of Heads (sorted, none
    // a prefix of another), and containing Needle after Prefix.
    std::vector<std::string> Heads{std::string(Prefix)};
    std::string Needle;
    if (!Rest.empty()) {
      std::string Source = Anchored ? "^" + std::string(Rest) : "^(" + std::string(Rest) + ")";
      Re.emplace(Source);
      if (!Re->isValid())
        return {};
      if (std::optional<MatchStarts> Starts = matchStarts(Source)) {
        Heads.clear();
        for (const std::string &Start : Starts->Strs)
          Heads.push_back(std::string(Prefix) + Start);
        if (Starts->Exact) // (each name starting with a head matches)
          Re.reset();
      }
      if (Re)
        Needle = requiredLiteral(Rest);
    }
    std::vector<const Record *> Found;
    // Whether instruction K of R, whose name starts with a head, matches.
    auto Try = [&](const Range &R, size_t K) {
      if (!Re || Re->match(R.Names[K].substr(Prefix.size())))
        Found.push_back(R.Defs[K]);
    };
    // The fixed opcodes first, in enum order.
    std::vector<unsigned> GenericHits;
    for (const std::string &Head : Heads)
      for (auto It = std::lower_bound(GenericByName.begin(), GenericByName.end(),
                                      std::pair<std::string_view, unsigned>(Head, 0));
           It != GenericByName.end() && It->first.starts_with(Head); ++It)
        if (Needle.empty() || It->first.find(Needle, Prefix.size()) != std::string_view::npos)
          GenericHits.push_back(It->second);
    std::sort(GenericHits.begin(), GenericHits.end());
    for (unsigned K : GenericHits)
      Try(Generic, K);
    // The others are sorted by name within each range.
    for (const Range *R : {&Pseudo, &Real}) {
      size_t From = 0;
      for (const std::string &Head : Heads) {
        auto [First, Last] = R->Names.withPrefix(Head, From);
        From = Last;
        if (Needle.empty()) {
          for (size_t K = First; K != Last; ++K)
            Try(*R, K);
        } else {
          R->Names.forEachContaining(First, Last, Prefix.size(), Needle,
                                     [&](size_t K) { Try(*R, K); });
        }
      }
    }
    return Found;
  }

  Range Generic, Pseudo, Real;
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
