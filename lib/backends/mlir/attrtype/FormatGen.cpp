//===- FormatGen.cpp - Parsers and printers from assembly formats ---------===//
#include "FormatGen.h"

#include "mlir/AttrOrTypeDef.h"

namespace tblgen::mlirattr {

FormatBodies generateFormat(const mlir::AttrOrTypeDef &D, const std::string &Format) {
  (void)D;
  (void)Format;
  return {};
}

} // namespace tblgen::mlirattr
