//===- PatternModel.h - Declarative rewrite rules (DRR) ---------*- C++ -*-===//
//
// The model the -gen-rewriters backend works on: a Pattern record's dags
// (what each node is), the ops they name (read once per run), and the
// symbols a rule binds ($x on an operand, attribute or op result; values
// of native code calls), with the C++ each symbol stands for where it is
// used.
//
// Bound symbols live in a std::unordered_multimap keyed by name, as
// mlir-tblgen keeps them: the generated declarations follow that map's
// iteration order (libstdc++'s, the library both tools are built with),
// and a name bound more than once (operands only) is told apart by an
// alternative name ("x0", "x1", ...) in that order.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "mlir/Operator.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {
class DagInit;
class Init;
class Record;
} // namespace tblgen

namespace tblgen::mlirdrr {

/// What a dag of a rule is, by its operator.
enum class NodeKind { Op, NativeCall, ReplaceWithValue, Location, ReturnType, Either, Variadic };

/// The kind of dag D.
NodeKind nodeKind(const DagInit *D);
/// D's operator def (every rule dag has a def operator).
const Record *nodeDef(const DagInit *D);
/// The def of a leaf (a DefInit), or null.
const Record *leafDef(const Init *Leaf);
/// The leaf is `?` or absent: a bare $name.
bool leafUnspecified(const Init *Leaf);
/// The leaf's def is a subclass of Class.
bool leafIs(const Init *Leaf, std::string_view Class);
/// The number of op nodes in D and below.
unsigned countOps(const DagInit *D);

/// "name" and N for "name__N"; the symbol itself and -1 otherwise.
std::string_view valuePackName(std::string_view Symbol, int *Index = nullptr);

/// The ops of the rules, by def, each read once.
class OpCache {
public:
  const mlir::Operator &get(const Record *Def);
  const mlir::Operator &of(const DagInit *D) { return get(nodeDef(D)); }

private:
  std::map<const Record *, std::unique_ptr<mlir::Operator>> Ops;
};

/// What one bound symbol stands for.
struct Binding {
  enum Kind { Attr, Operand, Result, Value, Values } K = Value;
  const mlir::Operator *Op = nullptr; ///< Attr (of an op), Operand, Result
  int ArgIndex = -1;                  ///< Attr, Operand: index in the arguments
  const DagInit *Node = nullptr;      ///< Operand: the dag it was bound in
  int SubIndex = -1;                  ///< Operand: index within `variadic`
  unsigned Count = 1;                 ///< Values
  std::string AltName;                ///< set when the name is bound twice

  /// The same binding site (operands: same dag, argument, sub-index).
  bool sameSite(const Binding &B) const;
  /// The C++ type of its variable.
  std::string varType() const;
};

/// The symbols of one rule (or of one static matcher).
class Bindings {
public:
  using Map = std::unordered_multimap<std::string, Binding>;

  /// Binds Name to argument ArgIndex of Op in dag Node. False when the name
  /// is taken and the two cannot share it (only operands can).
  bool bindArgument(const Record *Loc, const DagInit *Node, std::string_view Name,
                    const mlir::Operator &Op, int ArgIndex, int SubIndex = -1);
  bool bindResult(std::string_view Name, const mlir::Operator &Op);
  bool bindValues(std::string_view Name, unsigned Count);
  bool bindAttr(std::string_view Name);
  /// Gives every binding of a name but the first its alternative name.
  void assignAlternativeNames();

  const Map &map() const { return Symbols; }
  bool contains(std::string_view Symbol) const;
  /// The binding of Name at the site of B, or null.
  const std::pair<const std::string, Binding> *findSite(std::string_view Name,
                                                        const Binding &B) const;
  /// The variable a binding is held in.
  static std::string varName(const std::string &Name, const Binding &B) {
    return B.AltName.empty() ? Name : B.AltName;
  }
  /// The number of values Symbol stands for.
  unsigned staticValueCount(std::string_view Symbol) const;

  /// Symbol as a value (or a range for variadic operands), each value put
  /// into Wrap where it says "{0}", several joined by Sep. Fatal on an
  /// unbound symbol (at Loc).
  std::string valueUse(std::string_view Symbol, const Record *Loc, std::string_view Wrap = "{0}",
                       std::string_view Sep = ", ") const;
  /// Symbol as ranges of values, wrapped and joined the same way.
  std::string rangeUse(std::string_view Symbol, const Record *Loc, std::string_view Wrap = "{0}",
                       std::string_view Sep = ", ") const;

private:
  const std::pair<const std::string, Binding> &lookup(std::string_view Symbol, const Record *Loc,
                                                      int &Index) const;
  Map Symbols;
};

/// Every "{0}" of Wrap replaced by X.
std::string wrapIn(std::string_view Wrap, std::string_view X);

} // namespace tblgen::mlirdrr
