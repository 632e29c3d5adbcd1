//===- Predicate.cpp - MLIR predicates and constraints --------------------===//
#include "mlir/Predicate.h"

#include "mlir/Fmt.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen::mlir {

//===----------------------------------------------------------------------===//
// Templates
//===----------------------------------------------------------------------===//

const std::string *FmtContext::lookup(std::string_view Name) const {
  for (const auto &[Key, Value] : Substs)
    if (Key == Name)
      return &Value;
  return nullptr;
}

FmtContext &FmtContext::set(std::string_view Name, std::string S) {
  for (auto &[Key, Value] : Substs)
    if (Key == Name) {
      Value = std::move(S);
      return *this;
    }
  Substs.emplace_back(std::string(Name), std::move(S));
  return *this;
}

std::string formatTemplate(std::string_view Fmt, const FmtContext *Ctx,
                           const std::vector<std::string> &Params) {
  auto Named = [Ctx](std::string_view Name) { return Ctx ? Ctx->lookup(Name) : nullptr; };
  return fmtSubstitute(Fmt, Named, Params);
}

//===----------------------------------------------------------------------===//
// Predicates
//===----------------------------------------------------------------------===//

namespace {

enum class Combiner { None, And, Or, Not, SubstLeaves, Concat };

Combiner combinerOf(const Record *Def) {
  if (!Def->isSubClassOf("CombinedPred"))
    return Combiner::None;
  const Record *Kind = Def->getValueAsDef("kind");
  static constexpr std::pair<std::string_view, Combiner> Kinds[] = {
      {"PredCombinerAnd", Combiner::And},
      {"PredCombinerOr", Combiner::Or},
      {"PredCombinerNot", Combiner::Not},
      {"PredCombinerSubstLeaves", Combiner::SubstLeaves},
      {"PredCombinerConcat", Combiner::Concat},
  };
  for (const auto &[Name, C] : Kinds)
    if (Kind->getName() == Name)
      return C;
  PrintFatalError(Def, "unsupported predicate kind");
}

using Rewrite = std::pair<std::string, std::string>;

/// Applies the leaf rewrites in scope, the innermost first; each replaces
/// every occurrence left to right, not looking into what it inserted.
void rewriteLeaf(std::string &Text, const std::vector<Rewrite> &Rewrites) {
  for (auto It = Rewrites.rbegin(); It != Rewrites.rend(); ++It) {
    const auto &[From, To] = *It;
    if (From.empty())
      continue;
    for (size_t At = Text.find(From); At != std::string::npos; At = Text.find(From, At)) {
      Text.replace(At, From.size(), To);
      At += To.size();
    }
  }
}

/// A predicate's condition while the tree is put together: text, or a
/// constant that an enclosing And / Or may fold.
struct Cond {
  enum State { Text, True, False } S = Text;
  std::string Str;

  std::string render() const {
    return S == True ? "true" : S == False ? "false" : Str;
  }
};

/// "(a) && (b) && ..." (Op "&&" or "||"); a single operand bare; Empty for
/// none.
std::string joinOperands(const std::vector<std::string> &Ops, std::string_view Op,
                         std::string_view Empty) {
  if (Ops.empty())
    return std::string(Empty);
  if (Ops.size() == 1)
    return Ops.front();
  std::string S = "(" + Ops.front() + ")";
  for (size_t I = 1; I < Ops.size(); ++I)
    S.append(" ").append(Op).append(" (").append(Ops[I]).append(")");
  return S;
}

/// The condition of Def with the rewrites in scope. Fold is false below a
/// SubstLeaves: nothing there is folded.
Cond conditionOf(const Record *Def, std::vector<Rewrite> &Rewrites, bool Fold) {
  Combiner C = combinerOf(Def);
  if (C == Combiner::None) {
    Cond Leaf{Cond::Text, Def->getValueAsString("predExpr")};
    rewriteLeaf(Leaf.Str, Rewrites);
    return Leaf;
  }
  std::string Prefix, Suffix;
  size_t Pushed = 0;
  if (C == Combiner::SubstLeaves) {
    Rewrites.emplace_back(Def->getValueAsString("pattern"), Def->getValueAsString("replacement"));
    Pushed = 1;
  } else if (C == Combiner::Concat) {
    Prefix = Def->getValueAsString("prefix");
    rewriteLeaf(Prefix, Rewrites);
    Suffix = Def->getValueAsString("suffix");
    rewriteLeaf(Suffix, Rewrites);
  }
  bool FoldBelow = Fold && C != Combiner::SubstLeaves;
  std::vector<Cond> Children;
  for (const Record *Child : Def->getValueAsListOfDefs("children"))
    Children.push_back(conditionOf(Child, Rewrites, FoldBelow));
  Rewrites.resize(Rewrites.size() - Pushed);

  std::vector<std::string> Texts;
  switch (C) {
  case Combiner::And:
  case Combiner::Or: {
    bool IsAnd = C == Combiner::And;
    if (FoldBelow) {
      if (Children.empty())
        return {IsAnd ? Cond::True : Cond::False, {}};
      Cond::State Decides = IsAnd ? Cond::False : Cond::True;
      Cond::State Neutral = IsAnd ? Cond::True : Cond::False;
      for (const Cond &Ch : Children) {
        if (Ch.S == Decides)
          return {Decides, {}};
        if (Ch.S != Neutral)
          Texts.push_back(Ch.Str);
      }
    } else {
      for (const Cond &Ch : Children)
        Texts.push_back(Ch.render());
    }
    return {Cond::Text, joinOperands(Texts, IsAnd ? "&&" : "||", IsAnd ? "true" : "false")};
  }
  case Combiner::Not:
    return {Cond::Text, "!(" + (Children.empty() ? std::string() : Children.front().render()) + ")"};
  case Combiner::Concat:
    return {Cond::Text,
            Prefix + (Children.empty() ? std::string() : Children.front().render()) + Suffix};
  case Combiner::SubstLeaves:
    return {Cond::Text, Children.empty() ? std::string() : Children.front().render()};
  case Combiner::None:
    break;
  }
  return {};
}

} // namespace

Pred Pred::fromInit(const Init *I) {
  if (const auto *D = dyn_cast_or_null<DefInit>(I))
    return Pred(D->getDef());
  return Pred();
}

bool Pred::isCombined() const { return Def && Def->isSubClassOf("CombinedPred"); }

std::string Pred::condition() const {
  if (!Def)
    return {};
  std::vector<Rewrite> Rewrites;
  return conditionOf(Def, Rewrites, true).render();
}

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

Constraint::Constraint(const Record *Def) : Def(Def) {
  K = Def->isSubClassOf("TypeConstraint")        ? Type
      : Def->isSubClassOf("AttrConstraint")      ? Attr
      : Def->isSubClassOf("RegionConstraint")    ? Region
      : Def->isSubClassOf("SuccessorConstraint") ? Successor
                                                 : Other;
}

Pred Constraint::predicate() const {
  const RecordVal *V = Def->getValue("predicate");
  return V ? Pred::fromInit(V->getValue()) : Pred();
}

std::string Constraint::summary() const {
  if (std::optional<std::string> S = Def->getValueAsOptionalString("summary"))
    return *S;
  return std::string(Def->getName());
}

std::string Constraint::description() const {
  return Def->getValueAsOptionalString("description").value_or("");
}

std::optional<std::string> Constraint::cppFunctionName() const {
  std::optional<std::string> Name = Def->getValueAsOptionalString("cppFunctionName");
  if (!Name || Name->empty())
    return std::nullopt;
  return Name;
}

std::vector<Constraint> cppConstraintsOfMainFile(const RecordKeeper &Records,
                                                 std::string_view Kind) {
  std::vector<Constraint> Found;
  const SourceMgr *SM = Records.getSourceMgr();
  int Main = -1;
  if (SM)
    for (unsigned I = 0; I < SM->numBuffers(); ++I)
      if (!SM->buffer(I).IncludeLoc.isValid()) {
        Main = int(I);
        break;
      }
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined(Kind)) {
    if (!SM || R->getLocs().empty() || SM->findBuffer(R->getLocs()[0]) != Main)
      continue;
    Constraint C(R);
    if (C.cppFunctionName())
      Found.push_back(C);
  }
  return Found;
}

} // namespace tblgen::mlir
