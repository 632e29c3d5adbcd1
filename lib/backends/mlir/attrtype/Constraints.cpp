//===- Constraints.cpp - Checks of constrained parameters -----------------===//
#include "Constraints.h"

#include "mlir/AttrOrTypeDef.h"
#include "tblgen/Record.h"

#include <vector>

namespace tblgen::mlirattr {

using namespace tblgen::mlir;

namespace {

/// A predicate's condition, with what is known of its value: folded
/// sub-predicates let "true" and "false" leaves vanish from combinations.
struct Cond {
  enum Known { Unknown, True, False } K = Unknown;
  std::string Text;
};

using Rewrites = std::vector<std::pair<std::string, std::string>>;

std::string replaceAll(std::string S, const std::string &From, const std::string &To) {
  if (From.empty())
    return S;
  for (size_t Pos = 0; (Pos = S.find(From, Pos)) != std::string::npos; Pos += To.size())
    S.replace(Pos, From.size(), To);
  return S;
}

Cond lower(const Record *P, const Rewrites &Subst);

Cond combine(const Record *P, const Rewrites &Subst, bool IsAnd) {
  std::vector<std::string> Parts;
  for (const Record *C : P->getValueAsListOfDefs("children")) {
    Cond Sub = lower(C, Subst);
    if (Sub.K == (IsAnd ? Cond::False : Cond::True))
      return {Sub.K, IsAnd ? "false" : "true"};
    if (Sub.K == (IsAnd ? Cond::True : Cond::False))
      continue;
    Parts.push_back(Sub.Text);
  }
  if (Parts.empty())
    return IsAnd ? Cond{Cond::True, "true"} : Cond{Cond::False, "false"};
  if (Parts.size() == 1)
    return {Cond::Unknown, Parts.front()};
  std::string Out;
  for (size_t I = 0; I < Parts.size(); ++I)
    Out += (I ? (IsAnd ? " && (" : " || (") : "(") + Parts[I] + ")";
  return {Cond::Unknown, Out};
}

Cond lower(const Record *P, const Rewrites &Subst) {
  if (P->isSubClassOf("CPred")) {
    std::string E = P->getValueAsString("predExpr");
    for (const auto &[From, To] : Subst)
      E = replaceAll(E, From, To);
    std::string_view T = trimSpace(E);
    if (T == "true")
      return {Cond::True, "true"};
    if (T == "false")
      return {Cond::False, "false"};
    return {Cond::Unknown, E};
  }
  if (!P->isSubClassOf("CombinedPred"))
    return {Cond::Unknown, ""};
  std::string_view Kind = P->getValueAsDef("kind")->getName();
  if (Kind == "PredCombinerAnd")
    return combine(P, Subst, true);
  if (Kind == "PredCombinerOr")
    return combine(P, Subst, false);
  std::vector<const Record *> Children = P->getValueAsListOfDefs("children");
  if (Children.empty())
    return {Cond::Unknown, ""};
  if (Kind == "PredCombinerNot") {
    Cond C = lower(Children.front(), Subst);
    if (C.K == Cond::True)
      return {Cond::False, "false"};
    if (C.K == Cond::False)
      return {Cond::True, "true"};
    return {Cond::Unknown, "!(" + C.Text + ")"};
  }
  if (Kind == "PredCombinerSubstLeaves") {
    Rewrites Inner = Subst;
    Inner.insert(Inner.begin(),
                 {P->getValueAsString("pattern"), P->getValueAsString("replacement")});
    return lower(Children.front(), Inner);
  }
  Cond C = lower(Children.front(), Subst);
  return {Cond::Unknown, P->getValueAsString("prefix") + C.Text + P->getValueAsString("suffix")};
}

} // namespace

std::string predicateCondition(const Record *Pred) { return lower(Pred, {}).Text; }

std::string constraintChecks(const AttrOrTypeDef &D) {
  std::string Out;
  for (const AttrOrTypeParameter &P : D.parameters()) {
    const Record *C = P.constraint();
    if (!C)
      continue;
    std::string Cond = substitute(predicateCondition(C->getValueAsDef("predicate")),
                                  {{"_self", P.name()}});
    if (!Out.empty())
      Out += "\n";
    Out += "  if (!(" + Cond + ")) {\n    emitError() << \"failed to verify '" + P.name() +
           "': " + C->getValueAsString("summary") + "\";\n    return ::mlir::failure();\n  }\n\n";
  }
  Out += "  return ::mlir::success();\n";
  return Out;
}

} // namespace tblgen::mlirattr
