//===- OpFormat.h - The declarative assembly format of an op ----*- C++ -*-===//
//
// An op's assemblyFormat, parsed and verified on top of the shared grammar
// (FormatParser.h): variables name the op's operands, results (inside
// type directives only), attributes, properties, regions and successors;
// the directives are attr-dict, attr-dict-with-keyword, prop-dict, type,
// functional-type, operands, results, regions, successors, oilist, ref and
// qualified. Verifying also decides where the parser takes the type of
// each operand and result that the format does not spell: another value or
// attribute named by a type-matching trait, a buildable type, or the op's
// return type inference.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "mlir/format/FormatParser.h"

#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen::mlir {
class Operator;
} // namespace tblgen::mlir

namespace tblgen::mlir::format {

/// What a variable element (Element::Param) names: Element::Index indexes
/// OpFormat::Vars.
struct OpVar {
  enum Kind : unsigned char { Operand, Result, Attribute, Property, Region, Successor } K;
  /// Index in the op's list of that kind.
  unsigned Index;
};

/// The directives of op formats: an Element::Directive holds one in Index.
/// type and functional-type keep their arguments in Args; oilist keeps its
/// clauses there (a Literal each, its elements in Then).
enum class OpDirective : unsigned {
  AttrDict,
  AttrDictWithKeyword,
  PropDict,
  Type,
  FunctionalType,
  Operands,
  Results,
  Regions,
  Successors,
  OIList,
};

/// Where the parser gets a type the format does not spell.
struct OpTypeSource {
  enum Kind : unsigned char { Parsed, Builder, Value, Attribute } K = Parsed;
  /// The buildable type (Builder), the operand or result (Value), the
  /// attribute (Attribute).
  unsigned Index = 0;
  bool FromResult = false;
  std::optional<std::string> Transformer;
};

/// A parsed and verified op format.
struct OpFormat {
  std::deque<Element> Storage;
  std::vector<const Element *> Elements;
  std::vector<OpVar> Vars;

  bool AllOperands = false, AllOperandTypes = false, AllResultTypes = false;
  bool AllRegions = false, AllSuccessors = false, HasPropDict = false;
  bool InfersResultTypes = false;
  std::vector<OpTypeSource> OperandTypes, ResultTypes;
  /// The distinct type builder calls, in the order they were first needed.
  std::vector<std::string> BuildableTypes;
  /// Attributes and properties bound by the format, in format order.
  std::vector<unsigned> UsedAttrs, UsedProps;
  /// Segment-size attributes of variadic-of-variadic operands.
  std::vector<std::string> InferredAttrs;

  const OpVar &var(const Element *E) const { return Vars[E->Index]; }
  static OpDirective directive(const Element *E) { return static_cast<OpDirective>(E->Index); }
};

/// Appends the variables E binds, in format order, looking through custom
/// directives, optional groups (both branches), functional-type, oilist and
/// oilist clauses.
void collectVariables(const Element *E, std::vector<const Element *> &Out);

/// Parses and verifies Text, the format of Op. On failure returns false
/// with the errors in the order mlir-tblgen reports them (the first one is
/// the one it prints).
bool parseOpFormat(const Operator &Op, std::string_view Text, OpFormat &Out,
                   std::vector<FormatError> &Errors);

} // namespace tblgen::mlir::format
