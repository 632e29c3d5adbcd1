//===- OpShape.h - What the conversion backends read of an op ---*- C++ -*-===//
//
// The LLVM IR translation and SPIR-V backends read a handful of facts about
// an operation def: its qualified C++ class, its arguments (operands,
// attributes, properties, in the order `arguments` lists them) and the names
// of its results. OpShape reads them straight from the record; the shared
// Operator model will take this over.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
} // namespace tblgen

namespace tblgen::mlirconv {

/// One entry of an op's `arguments` dag.
struct OpArgument {
  enum Kind { Operand, Attribute, Property };
  std::string Name;
  Kind What = Operand;
  bool Variadic = false;       ///< an operand of class Variadic
  bool Optional = false;       ///< an operand of class Optional
  const Record *Def = nullptr; ///< the constraint, attribute or property
};

/// One entry of an op's `results` dag.
struct OpResult {
  std::string Name;
  const Record *Def = nullptr;
};

/// An op def's class name and signature.
class OpShape {
public:
  /// Reads Op's class name, arguments and results; a malformed argument is
  /// a fatal error at Op.
  explicit OpShape(const Record *Op);

  const Record *def() const { return Def; }
  /// The C++ class without namespace: the def name after its dialect prefix.
  const std::string &className() const { return Class; }
  /// The C++ class with the op's cppNamespace.
  std::string qualifiedClassName() const;
  const std::vector<OpArgument> &arguments() const { return Args; }
  const std::vector<OpResult> &results() const { return Results; }

  /// The argument named Name, null when there is none.
  const OpArgument *findArgument(std::string_view Name) const;
  /// Index of the argument named Name in arguments(), -1 when none.
  int argumentIndex(std::string_view Name) const;
  bool hasResult(std::string_view Name) const;
  size_t numOperands() const;

private:
  const Record *Def;
  std::string Class;
  std::string Namespace;
  std::vector<OpArgument> Args;
  std::vector<OpResult> Results;
};

/// The accessor mlir-tblgen generates for a named argument or result:
/// "get" and the name in camel case ("lhs_val" -> "getLhsVal").
std::string getterName(std::string_view Name);
/// snake_case to CamelCase: "_x" becomes "X" for a lower-case x; the first
/// letter is upper-cased when UpperFirst.
std::string camelFromSnake(std::string_view Name, bool UpperFirst);

} // namespace tblgen::mlirconv
