//===- AttrTypeFormat.h - Assembly formats of attributes and types -*- C++ -*-===//
//
// The declarative assemblyFormat of an AttrDef or TypeDef, parsed and
// verified: literals, whitespace, parameters ($name, qualified($name)), the
// params and struct(...) directives, custom<Name>(...) directives with their
// arguments (parameters, ref($name), "strings") and optional groups with an
// anchor (^) and an optional else branch.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen::mlir {
class AttrOrTypeDef;
} // namespace tblgen::mlir

namespace tblgen::mlir::format {

/// One element of a format.
struct Element {
  enum Kind { Literal, Whitespace, Param, Params, Struct, Custom, Ref, String, Optional };
  Kind K;
  /// The literal's spelling, the whitespace, the custom directive's name or
  /// the string's value.
  std::string Text;
  /// The parameter (Param, Ref).
  unsigned Index = 0;
  /// Printed with its dialect prefix (qualified).
  bool Qualified = false;
  /// The parameters of params and struct.
  std::vector<unsigned> Indices;
  /// The arguments of custom.
  std::vector<const Element *> Args;
  /// The branches of an optional group.
  std::vector<const Element *> Then, Else;
  const Element *Anchor = nullptr;
  bool Inverted = false;
  /// The first element of each branch that is not whitespace.
  size_t ThenStart = 0, ElseStart = 0;
};

/// A parsed format.
struct AttrTypeFormat {
  std::vector<const Element *> Elements;
  std::deque<Element> Storage;
};

/// An error in a format: its message and its offset in the format.
struct FormatError {
  std::string Message;
  size_t Offset;
};

/// Parses and verifies Text, the format of D. On failure returns false with
/// the errors in the order mlir-tblgen reports them.
bool parseAttrTypeFormat(const AttrOrTypeDef &D, std::string_view Text, AttrTypeFormat &Out,
                         std::vector<FormatError> &Errors);

/// A literal printed or parsed needs a space before it (after a previous
/// element), given whether the last thing printed was punctuation.
bool spaceBeforeLiteral(std::string_view Value, bool LastWasPunctuation);

} // namespace tblgen::mlir::format
