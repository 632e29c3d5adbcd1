//===- FormatGen.h - Parsers and printers from assembly formats -*- C++ -*-===//
//
// The bodies of an attribute's or type's parse and print methods, generated
// from its declarative assemblyFormat.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>

namespace tblgen::mlir {
class AttrOrTypeDef;
} // namespace tblgen::mlir

namespace tblgen::mlirattr {

/// The method bodies, each line indented and ending in a newline.
struct FormatBodies {
  std::string Parser;
  std::string Printer;
};

/// The parse and print bodies of D for its assembly format Format. A format
/// with errors ends the run when ErrorsFatal is set, and has empty bodies
/// otherwise.
FormatBodies generateFormat(const mlir::AttrOrTypeDef &D, const std::string &Format,
                            bool ErrorsFatal);

} // namespace tblgen::mlirattr
