//===- OpDeclParts.h - Parts of an op's C++ declaration ---------*- C++ -*-===//
//
// -gen-op-decls writes, per op, an adaptor family (generic adaptor base,
// generic adaptor, adaptor) and the op class. What both need about the op
// is gathered once in an OpDeclContext.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "mlir/Operator.h"

#include <string>

namespace tblgen {
class OStream;
} // namespace tblgen

namespace tblgen::mlirops {

/// What the declarations of one op share.
class OpDeclContext {
public:
  explicit OpDeclContext(const mlir::Operator &Op);

  const mlir::Operator &op() const { return Op; }
  const std::string &className() const { return Op.cppClassName(); }
  /// Attributes live in the op's properties (the dialect asks for it) or
  /// the op has properties of its own.
  bool hasProperties() const { return Properties; }
  /// A Properties struct with members (else ::mlir::EmptyProperties).
  bool hasPropertiesStruct() const { return Properties; }
  bool hasTrait(std::string_view QualifiedName) const { return Op.findTrait(QualifiedName) != nullptr; }
  bool attrSizedOperands() const { return hasTrait("::mlir::OpTrait::AttrSizedOperandSegments"); }
  bool attrSizedResults() const { return hasTrait("::mlir::OpTrait::AttrSizedResultSegments"); }

private:
  const mlir::Operator &Op;
  bool Properties = false;
};

/// The C++ type of a value's constraint (its `cppType`).
std::string cppTypeOf(const mlir::OpValue &V);

/// "namespace detail {" generic adaptor base "}", the generic adaptor and
/// the adaptor.
void writeAdaptorDecls(OStream &OS, const OpDeclContext &C);
/// The build() and create() declarations of the op class.
void writeBuilderDecls(OStream &OS, const OpDeclContext &C);
/// The op class.
void writeOpClassDecl(OStream &OS, const OpDeclContext &C);

} // namespace tblgen::mlirops
