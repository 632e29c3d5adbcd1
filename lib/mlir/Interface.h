//===- Interface.h - MLIR interfaces ----------------------------*- C++ -*-===//
//
// The interfaces of mlir/IR/Interfaces.td: every def of class Interface
// (AttrInterface, OpInterface, TypeInterface, DialectInterface) with its
// methods, base interfaces and extra declarations. A method's text fields
// are read as written; optional ones are empty when absent.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::mlir {

/// The four families of interfaces, by the TableGen class they derive from.
enum class InterfaceKind { Attr, Op, Type, Dialect };

/// One argument of an interface method: its C++ type and name as written.
struct InterfaceArg {
  std::string Type;
  std::string Name;
};

/// One InterfaceMethod (or StaticInterfaceMethod) of an interface.
class InterfaceMethod {
public:
  /// Reads Def's name and arguments; Slot is the method's unique name in
  /// the interface's function table (its name, suffixed when overloaded).
  InterfaceMethod(const Record *Def, std::string Slot);

  const Record *def() const { return Def; }
  const std::string &name() const { return Name; }
  /// The name of the method's slot in the Concept table.
  const std::string &slot() const { return Slot; }
  std::string returnType() const;
  bool isStatic() const;
  /// The body, trimmed; "" when there is none.
  std::string body() const;
  /// The default implementation, trimmed; "" when there is none.
  std::string defaultBody() const;
  /// The description as written; "" when there is none.
  std::string description() const;
  const std::vector<InterfaceArg> &args() const { return Args; }

private:
  const Record *Def;
  std::string Name;
  std::string Slot;
  std::vector<InterfaceArg> Args;
};

/// One interface def.
class Interface {
public:
  /// Reads Def's methods and, transitively, its base interfaces.
  explicit Interface(const Record *Def);

  const Record *def() const { return Def; }
  InterfaceKind kind() const { return Kind; }
  /// The C++ class name (cppInterfaceName).
  const std::string &name() const { return Name; }
  /// The C++ namespace as written ("::mlir" or "mlir" or "").
  std::string cppNamespace() const;
  /// The namespace and the name joined by "::".
  std::string qualifiedName() const;
  const std::vector<InterfaceMethod> &methods() const { return Methods; }
  /// The base interfaces, each after its own bases, without repeats (by
  /// name).
  const std::vector<Interface> &bases() const { return Bases; }

  std::string description() const;
  std::string extraClassDeclaration() const;
  std::string extraTraitClassDeclaration() const;
  std::string extraSharedClassDeclaration() const;
  std::string extraClassOf() const;
  /// The methods a Declare*InterfaceMethods def asks the concrete class to
  /// declare even though they have a default implementation (empty for
  /// other defs).
  std::vector<std::string> alwaysOverriddenMethods() const;
  /// The verifier body of an op interface ("" for the others).
  std::string verify() const;
  bool verifyWithRegions() const;

private:
  const Record *Def;
  InterfaceKind Kind;
  std::string Name;
  std::vector<InterfaceMethod> Methods;
  std::vector<Interface> Bases;
};

/// The TableGen class of a family ("OpInterface", ...).
std::string_view interfaceClassName(InterfaceKind K);

/// The interfaces of family K that mlir-tblgen generates code for: the defs
/// of its class written in the main input file, except the
/// Declare*InterfaceMethods ones, by record name (ByID: in definition
/// order).
std::vector<const Record *> interfaceRecords(const RecordKeeper &Records, InterfaceKind K,
                                             bool ByID);

} // namespace tblgen::mlir
