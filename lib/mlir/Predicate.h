//===- Predicate.h - MLIR predicates and constraints ------------*- C++ -*-===//
//
// Predicates (mlir/IR/Constraints.td): a CPred holds a C++ condition; the
// combined ones (And, Or, Neg, Concat, SubstLeaves) build a tree whose
// condition text is put together the way mlir-tblgen prints it: empty And /
// Or fold to true / false, a child that folds decides or drops out of its
// And / Or, and nothing under a SubstLeaves is folded. A Constraint (type,
// attribute, region or successor constraint) pairs a predicate with its
// summary, description and optional C++ function name.
//
// Also the "$_self" / "$0" template language conditions and code snippets
// are written in (mlir-tblgen's tgfmt).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen {
class Init;
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::mlir {

/// The substitutions of a template: the built-in placeholders $_self,
/// $_builder and $_op, and custom ones ($name).
class FmtContext {
public:
  FmtContext &withSelf(std::string S) { return set("_self", std::move(S)); }
  FmtContext &withBuilder(std::string S) { return set("_builder", std::move(S)); }
  FmtContext &withOp(std::string S) { return set("_op", std::move(S)); }
  /// A custom placeholder, Name without its '$'.
  FmtContext &addSubst(std::string_view Name, std::string S) { return set(Name, std::move(S)); }
  /// The substitution of placeholder Name (without '$'), or null.
  const std::string *lookup(std::string_view Name) const;

private:
  FmtContext &set(std::string_view Name, std::string S);
  std::vector<std::pair<std::string, std::string>> Substs;
};

/// Fills template Fmt: "$$" is a '$', "$N" the Nth of Params, "$N..." the
/// Params from N on joined by ", ", "$_self" / "$name" the substitution Ctx
/// has. A placeholder with nothing to put there stays as written, followed
/// by "<no-subst-found>"; a '$' before anything else stays as is.
std::string formatTemplate(std::string_view Fmt, const FmtContext *Ctx,
                           const std::vector<std::string> &Params = {});

/// A Pred def: CPred or CombinedPred. A null Pred stands for none.
class Pred {
public:
  Pred() = default;
  explicit Pred(const Record *Def) : Def(Def) {}
  /// The def of a DefInit; null for any other value.
  static Pred fromInit(const Init *I);

  bool isNull() const { return Def == nullptr; }
  const Record *def() const { return Def; }
  bool isCombined() const;
  /// The C++ condition, with $_self and the like left in place.
  std::string condition() const;

private:
  const Record *Def = nullptr;
};

/// A constraint def: TypeConstraint, AttrConstraint, RegionConstraint or
/// SuccessorConstraint.
class Constraint {
public:
  enum Kind { Type, Attr, Region, Successor, Other };

  explicit Constraint(const Record *Def);

  const Record *def() const { return Def; }
  Kind kind() const { return K; }
  /// Its `predicate` field; null when there is none.
  Pred predicate() const;
  /// The condition of its predicate, $_self left in place.
  std::string conditionTemplate() const { return predicate().condition(); }
  /// summary, or the def's name when it has none.
  std::string summary() const;
  /// description, "" when it has none.
  std::string description() const;
  /// cppFunctionName, nullopt when unset or empty.
  std::optional<std::string> cppFunctionName() const;

private:
  const Record *Def;
  Kind K;
};

/// The defs of class Kind ("TypeConstraint", "AttrConstraint") written in
/// the input file itself (not in a file it includes) that name a C++
/// function, in record name order; none when the class is not defined.
std::vector<Constraint> cppConstraintsOfMainFile(const RecordKeeper &Records,
                                                 std::string_view Kind);

} // namespace tblgen::mlir
