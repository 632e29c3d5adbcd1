//===- Namespace.h - C++ namespaces in mlir-tblgen's outputs ----*- C++ -*-===//
//
// The MLIR model: what mlir-tblgen's backends share (dialects, operations,
// attribute and type definitions, enums, interfaces) lives in this folder,
// read once per RecordKeeper. This file has the smallest shared piece: the
// C++ namespace blocks every generated file opens and closes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string_view>

namespace tblgen {
class OStream;
} // namespace tblgen

namespace tblgen::mlir {

/// The namespace as the generated code names it: \p Ns without its leading
/// "::" ("::mlir::arith" -> "mlir::arith").
std::string_view plainNamespace(std::string_view Ns);

/// Writes "namespace A::B {" on construction and "} // namespace A::B" on
/// destruction, each on a line of its own; nothing when the namespace is
/// empty.
class NamespaceScope {
public:
  NamespaceScope(OStream &OS, std::string_view Ns);
  ~NamespaceScope();
  NamespaceScope(const NamespaceScope &) = delete;
  NamespaceScope &operator=(const NamespaceScope &) = delete;

private:
  OStream &OS;
  std::string_view Name;
};

} // namespace tblgen::mlir
