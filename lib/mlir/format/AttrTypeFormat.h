//===- AttrTypeFormat.h - Assembly formats of attributes and types -*- C++ -*-===//
//
// The declarative assemblyFormat of an AttrDef or TypeDef, parsed and
// verified: on top of the shared grammar (FormatParser.h), parameters
// ($name, qualified($name), ref($name) in custom directives; an element's
// Index is the parameter's position) and the params and struct(...)
// directives.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "mlir/format/FormatParser.h"

#include <deque>
#include <string_view>
#include <vector>

namespace tblgen::mlir {
class AttrOrTypeDef;
} // namespace tblgen::mlir

namespace tblgen::mlir::format {

/// A parsed format.
struct AttrTypeFormat {
  std::vector<const Element *> Elements;
  std::deque<Element> Storage;
};

/// Parses and verifies Text, the format of D. On failure returns false with
/// the errors in the order mlir-tblgen reports them.
bool parseAttrTypeFormat(const AttrOrTypeDef &D, std::string_view Text, AttrTypeFormat &Out,
                         std::vector<FormatError> &Errors);

} // namespace tblgen::mlir::format
