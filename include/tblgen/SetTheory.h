//===- SetTheory.h - Ordered record sets from DAG expressions ---*- C++ -*-===//
//
// The set-expression language of register classes and similar lists:
//
//   R0                       a def (or, when it is itself a set, its members)
//   [R0, R1]                 a list: the union of its elements
//   (add A, B, ...)          union
//   (sub A, B, ...)          A minus the union of the rest
//   (and A, B)               intersection
//   (shl S, N) (trunc S, N)  drop the first N / keep the first N
//   (rotl S, N) (rotr S, N)  rotation
//   (decimate S, N)          every N'th element
//   (interleave A, B, ...)   round-robin merge
//   (sequence "Fmt", From, To[, Step])  defs named by a printf format
//
// Sets are ordered (insertion order) and hold each record once. Defs that
// derive from a class with an installed expander are sets themselves; their
// expansion is computed once and cached. Operator and expander names and the
// error messages follow llvm-tblgen's SetTheory.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/SourceMgr.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tblgen {

class DagInit;
class Init;
class Record;

/// An insertion-ordered set of records without duplicates. Membership is
/// checked through an open-addressing hash table of pointers (used only for
/// lookups, so the visible order never depends on addresses).
class RecordSetVector {
public:
  using const_iterator = std::vector<const Record *>::const_iterator;

  /// Appends R unless present; returns true when it was added.
  bool insert(const Record *R);
  template <typename It> void insert(It Begin, It End) {
    for (; Begin != End; ++Begin)
      insert(*Begin);
  }
  bool contains(const Record *R) const;
  size_t count(const Record *R) const { return contains(R) ? 1 : 0; }

  size_t size() const { return Elts.size(); }
  bool empty() const { return Elts.empty(); }
  const Record *operator[](size_t I) const { return Elts[I]; }
  const_iterator begin() const { return Elts.begin(); }
  const_iterator end() const { return Elts.end(); }
  const std::vector<const Record *> &vector() const { return Elts; }
  std::vector<const Record *> takeVector() {
    Table.clear();
    return std::move(Elts);
  }
  void clear() {
    Elts.clear();
    Table.clear();
  }

private:
  /// Below this size membership is a linear scan and Table stays empty.
  static constexpr size_t SmallSize = 16;
  size_t slotFor(const Record *R) const;
  void rehash(size_t NewCap);

  std::vector<const Record *> Elts;
  std::vector<const Record *> Table; ///< null = free slot; size a power of 2
};

/// Evaluates set expressions into ordered record sets.
class SetTheory {
public:
  using RecVec = std::vector<const Record *>;
  using RecSet = RecordSetVector;
  /// The locations errors are reported at (a record's getLocs()).
  using LocList = std::vector<SrcLoc>;

  /// A set operator: the dag operator def named at registration.
  class Operator {
  public:
    virtual ~Operator();
    /// Evaluates Expr, whose operator names this, adding to Elts.
    virtual void apply(SetTheory &ST, const DagInit *Expr, RecSet &Elts,
                       const LocList &Loc) = 0;
  };

  /// Turns a def of some class into a set.
  class Expander {
  public:
    virtual ~Expander();
    virtual void expand(SetTheory &ST, const Record *Def, RecSet &Elts) = 0;
  };

  /// A theory with the standard operators installed.
  SetTheory();
  ~SetTheory();
  SetTheory(const SetTheory &) = delete;
  SetTheory &operator=(const SetTheory &) = delete;

  /// Installs (or replaces) the operator for dags whose operator is Name.
  void addOperator(std::string_view Name, std::unique_ptr<Operator> Op);
  /// Installs (or replaces) the expander for defs deriving from ClassName.
  void addExpander(std::string_view ClassName, std::unique_ptr<Expander> E);
  /// Defs deriving from ClassName expand to the evaluation of their field
  /// FieldName.
  void addFieldExpander(std::string_view ClassName, std::string_view FieldName);

  /// Adds the members of the set expression Expr to Elts. Malformed
  /// expressions are fatal errors reported at Loc.
  void evaluate(const Init *Expr, RecSet &Elts, const LocList &Loc);
  /// Evaluates each expression of a range in turn.
  void evaluate(std::span<const Init *const> Exprs, RecSet &Elts, const LocList &Loc) {
    for (const Init *E : Exprs)
      evaluate(E, Elts, Loc);
  }

  /// The members of Set when it derives from a class with an expander
  /// (computed on first use and cached), or null when it is not a set. A set
  /// that refers to itself while being expanded sees itself as empty.
  const RecVec *expand(const Record *Set);

private:
  /// What a dag operator name runs: a row of the built-in operator table
  /// (SetTheory.cpp) or, when Custom is set, an installed Operator.
  struct OpBinding {
    unsigned Row = 0;
    std::unique_ptr<Operator> Custom;
  };
  /// How the defs of a class become sets: through a field or an Expander.
  struct SetSource {
    std::string Field;
    std::unique_ptr<Expander> Custom;
  };

  /// The set source of Def: the one of its first superclass that has one.
  const SetSource *sourceOf(const Record *Def) const;
  /// Adds Def to Elts, or its members when it is a set.
  void addMember(const Record *Def, RecSet &Elts);
  /// Evaluates a dag through its operator.
  void evaluateDag(const DagInit *Dag, RecSet &Elts, const LocList &Loc);
  void runBuiltin(unsigned Row, const DagInit *Dag, RecSet &Elts, const LocList &Loc);

  std::map<std::string, OpBinding, std::less<>> Bindings;
  std::map<std::string, SetSource, std::less<>> Sources;
  /// Finished (or in-progress) sets, keyed by record for lookup only;
  /// node-based so returned pointers stay valid while more sets expand.
  std::unordered_map<const Record *, RecVec> Expansions;
  /// Records known not to be sets (forgotten when an expander is added).
  std::unordered_set<const Record *> Plain;
};

} // namespace tblgen
