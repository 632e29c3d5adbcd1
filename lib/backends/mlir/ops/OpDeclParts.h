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
  /// The op has a Properties type and the properties hooks: its dialect
  /// keeps attributes in properties (usePropertiesForAttributes), or it has
  /// properties of its own. Otherwise its attributes, segment sizes
  /// included, live in its attribute dictionary only.
  bool propertiesPath() const { return PropertiesPath; }
  /// The dialect keeps attributes in properties.
  bool attrsAsProperties() const { return AttrsAsProperties; }
  /// Attributes or segment sizes live in the op's properties (the dialect
  /// asks for it) or the op has properties of its own.
  bool hasProperties() const { return Properties; }
  /// A Properties struct with members (else ::mlir::EmptyProperties).
  bool hasPropertiesStruct() const { return Properties; }
  bool hasTrait(std::string_view QualifiedName) const { return Op.findTrait(QualifiedName) != nullptr; }
  bool attrSizedOperands() const { return hasTrait("::mlir::OpTrait::AttrSizedOperandSegments"); }
  bool attrSizedResults() const { return hasTrait("::mlir::OpTrait::AttrSizedResultSegments"); }

  /// The stored attributes (not derived), by name.
  const std::vector<const mlir::OpAttribute *> &sortedAttrs() const { return Sorted; }
  /// Every attribute, derived ones included, by name: the op's attribute
  /// names.
  const std::vector<const mlir::OpAttribute *> &namedAttrs() const { return Named; }
  /// The segment sizes of attribute-sized operands and results
  /// ("operandSegmentSizes", "resultSegmentSizes"), with their counts.
  const std::vector<std::pair<std::string, size_t>> &segmentProps() const { return Segments; }
  /// The segment sizes kept as attributes (the dialect keeps attributes in
  /// the dictionary) that the op does not declare itself: an attribute of
  /// the op by the same name stands for them.
  const std::vector<std::pair<std::string, size_t>> &implicitSegmentAttrs() const { return ImplicitSegments; }
  /// The segment sizes kept as std::array<int32_t, N> properties: all of
  /// them where the dialect keeps attributes in properties, else none.
  const std::vector<std::pair<std::string, size_t>> &segmentArrays() const {
    return AttrsAsProperties ? Segments : NoSegments;
  }
  /// The segment sizes are ::mlir::DenseI32ArrayAttr members of the
  /// Properties struct, kept as the stored attributes are: the dialect keeps
  /// attributes in the dictionary, but the op has properties of its own.
  bool segmentAttrsInProperties() const { return PropertiesPath && !AttrsAsProperties && !Segments.empty(); }
  /// An attribute member of the Properties struct: a stored attribute, or
  /// (Attr null) segment sizes.
  struct AttrMember {
    std::string_view Name;
    const mlir::OpAttribute *Attr;
  };
  /// The attribute members of the Properties struct by name: the stored
  /// attributes and, where segmentAttrsInProperties(), the segment sizes.
  const std::vector<AttrMember> &attrMembers() const { return Members; }
  /// The op's attribute names in the order of its getAttributeNames(): the
  /// named attributes by name, and, where the dialect keeps attributes in
  /// the dictionary, the segment sizes sorted among them (else only
  /// "operandSegmentSizes", last).
  const std::vector<std::string_view> &attrNameList() const { return AttrNames; }
  /// The position of Name in attrNameList().
  size_t attrNameIndex(std::string_view Name) const;
  /// The stored attributes (not derived), in argument order.
  std::vector<const mlir::OpAttribute *> storedAttrs() const;

private:
  const mlir::Operator &Op;
  bool Properties = false, PropertiesPath = false, AttrsAsProperties = false;
  std::vector<const mlir::OpAttribute *> Sorted, Named;
  std::vector<std::pair<std::string, size_t>> Segments, NoSegments, ImplicitSegments;
  std::vector<AttrMember> Members;
  std::vector<std::string_view> AttrNames;
};

/// The names of the attributes an op kept in its attribute dictionary must
/// have (required ones, segment sizes), sorted.
std::vector<std::string> dictionaryRequired(const OpDeclContext &C);
/// "R.begin() + B, R.end() - A, NameExpr": the part of the sorted
/// dictionary Range where the attribute Name can be, between the required
/// attributes before and after it.
std::string sortedLookup(const OpDeclContext &C, std::string_view Range, std::string_view Name,
                         const std::string &NameExpr);
/// Attribute facts the declarations need.
std::string attrStorage(const mlir::OpAttribute &A);
std::string attrReturn(const mlir::OpAttribute &A);
bool attrHasDefault(const mlir::OpAttribute &A);
/// A builder from the plain C++ value exists and that value differs from
/// the storage class.
bool attrUnwrappable(const mlir::OpAttribute &A);
/// "cast" for an attribute that must be present, "dyn_cast_or_null" else.
std::string_view attrCast(const mlir::OpAttribute &A);
/// A property's field, trimmed ("" when unset).
std::string propField(const mlir::OpProperty &P, std::string_view Field);
/// Text with $_storage and $_value replaced.
std::string substituteProp(std::string Text, std::string_view Storage, std::string_view Value);

/// The C++ type of a value's constraint (its `cppType`).
std::string cppTypeOf(const mlir::OpValue &V);

/// "namespace detail {" generic adaptor base "}", the generic adaptor and
/// the adaptor.
void writeAdaptorDecls(OStream &OS, const OpDeclContext &C);
/// The build() and create() declarations of the op class.
void writeBuilderDecls(OStream &OS, const OpDeclContext &C);
/// The base effect classes the op has getEffects for: those of its
/// side-effect traits, then of the effects decorating its operands,
/// symbol-reference attributes and results, each once.
std::vector<std::string> effectClasses(const mlir::Operator &Op);
/// The op class.
void writeOpClassDecl(OStream &OS, const OpDeclContext &C);

/// -gen-op-defs: the build() and create() definitions of the op class, in
/// the order of their declarations, each followed by a blank line.
void writeBuilderDefs(OStream &OS, const OpDeclContext &C);
/// The attribute is ODS's UnitAttr (an anonymous one, such as
/// OptionalAttr<UnitAttr>, through the attribute it refines).
bool isUnitAttr(const mlir::OpAttribute &A);

/// Fatal unless the op's variadic operands (then results) have their sizes
/// specified: more than one needs AttrSized*Segments or SameVariadic*Size
/// (not both), and AttrSized*Segments needs more than one.
void checkValueSegments(const mlir::Operator &Op);
/// Fatal when two of the op's named parts would get accessors of the same
/// name and no parameters (get<Name>; get<Name>Attr and get<Name>AttrName
/// of an attribute, get<Name>Mutable of an operand) in the adaptor or the
/// op class, where mlir-tblgen reports the overlap at the op.
void checkAccessorOverlap(const mlir::Operator &Op);

/// -gen-op-defs: parse() and print() of an op with a declarative
/// assemblyFormat, each followed by a blank line (nothing for other ops).
/// A format that does not parse is reported and ends the run when Fatal;
/// otherwise it defines nothing.
void writeFormatDefs(OStream &OS, const OpDeclContext &C, bool Fatal);
/// Parses and verifies the op's declarative assemblyFormat, if it has one.
/// A bad format is reported as mlir-tblgen reports it (the error in the
/// format, a note at the op) and ends the run when Fatal; false then.
bool checkOpFormat(const OpDeclContext &C, bool Fatal);
/// The op has a declarative assemblyFormat and it is valid (parse() and
/// print() are declared and defined).
bool hasValidOpFormat(const OpDeclContext &C);

} // namespace tblgen::mlirops
