//===- OpBuilderList.h - The build() methods of an op -----------*- C++ -*-===//
//
// One list of an op's build() methods, in declaration order, shared by the
// declarations (-gen-op-decls) and the definitions (-gen-op-defs). Each
// entry says which form it is and, per parameter, which part of the op it
// fills in.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "OpDeclParts.h"

#include <string>
#include <vector>

namespace tblgen::mlirops {

/// A parameter of a build() after the OpBuilder and the OperationState.
struct BuildParam {
  /// What the parameter gives.
  enum Role : unsigned char { Other, ResultType, ResultTypes, Operand, Operands, Attribute, Property, Successor,
                              RegionCount, Attributes, Props };
  std::string Type, Name, Default;
  bool Optional = false;
  Role R = Other;
  /// The index of the result, operand, attribute, property, successor or
  /// region in the op's lists.
  unsigned Index = 0;
  /// An attribute given as its plain C++ value.
  bool Unwrapped = false;
};

/// The forms of build().
enum class BuildForm : unsigned char {
  Custom,          ///< one of the op's `builders`
  Separate,        ///< each result type a parameter of its own
  Inferred,        ///< no result types: InferTypeOpInterface infers them
  Collective,      ///< all result types in one range
  Generic,         ///< ranges of result types and operands, attributes or properties
  GenericInferred, ///< the generic form without result types (InferTypeOpInterface)
  SameTypes,       ///< separate operands, result types those of the operands
  SameTypesGeneric,
  FirstAttrGeneric ///< result types from the first attribute's type
};

struct OpBuild {
  BuildForm Form = BuildForm::Custom;
  std::vector<BuildParam> Params;
  /// "::mlir::OpBuilder &odsBuilder" (else the builder is unnamed).
  bool NamedBuilder = true;
  /// The generic forms: given a Properties struct.
  bool WithProps = false;
  /// Attributes given as plain values where they can be.
  bool Unwrapped = false;
  /// The custom builder's record.
  const Record *Custom = nullptr;
};

/// Every build() of the op, in declaration order.
std::vector<OpBuild> opBuilds(const OpDeclContext &C);

/// Whether the attribute has a builder from its plain value that differs
/// from its storage class.
bool buildUnwrappable(const mlir::OpAttribute &A);

} // namespace tblgen::mlirops
