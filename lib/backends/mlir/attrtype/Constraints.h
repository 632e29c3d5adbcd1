//===- Constraints.h - Checks of constrained parameters ---------*- C++ -*-===//
//
// A parameter given as a type or attribute constraint is checked by the
// def's verifyInvariantsImpl: the constraint's predicate as a C++
// condition on the parameter.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <string>
#include <string_view>

namespace tblgen {
class Record;
namespace mlir {
class AttrOrTypeDef;
} // namespace mlir
} // namespace tblgen

namespace tblgen::mlirattr {

/// The C++ condition of predicate Pred (a Pred record), $_self left as is.
std::string predicateCondition(const Record *Pred);

/// The body of D's verifyInvariantsImpl: one check per constrained
/// parameter, then success.
std::string constraintChecks(const mlir::AttrOrTypeDef &D);

} // namespace tblgen::mlirattr
