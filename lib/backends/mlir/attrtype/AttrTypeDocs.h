//===- AttrTypeDocs.h - Markdown of attribute and type defs -----*- C++ -*-===//
//
// The documentation of one AttrDef or TypeDef, as -gen-attrdef-doc and
// -gen-typedef-doc write it (and as a dialect's documentation lists its
// attributes and types).
//
//===----------------------------------------------------------------------===//
#pragma once

namespace tblgen {
class OStream;
namespace mlir {
class AttrOrTypeDef;
} // namespace mlir
} // namespace tblgen

namespace tblgen::mlirattr {

/// "### Class", then the summary, the syntax (a def with a mnemonic and no
/// custom assembly format), the description and the parameter table.
void writeAttrOrTypeDoc(OStream &OS, const mlir::AttrOrTypeDef &D);

} // namespace tblgen::mlirattr
