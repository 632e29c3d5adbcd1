//===- OpFormatGen.h - parse() and print() of an op's assembly format -*- C++ -*-===//
//
// What the parser and printer generators of a declarative op format share:
// the op and its verified format, facts about its attributes, properties
// and values, and a method body that indents the way mlir-tblgen's does.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "OpDeclParts.h"

#include "mlir/format/OpFormat.h"

#include <string>
#include <string_view>

namespace tblgen::mlirops::opformat {

using mlir::format::Element;
using mlir::format::OpDirective;
using mlir::format::OpFormat;
using mlir::format::OpVar;

/// A method body under construction. Each write starts the lines it begins
/// with the current indentation, except lines that are blank in that write.
class Body {
public:
  Body &operator<<(std::string_view S);
  Body &operator<<(const std::string &S) { return *this << std::string_view(S); }
  Body &operator<<(const char *S) { return *this << std::string_view(S); }
  Body &operator<<(char C) { return *this << std::string_view(&C, 1); }
  Body &operator<<(unsigned N) { return *this << std::to_string(N); }
  Body &indent() {
    Indent += 2;
    return *this;
  }
  Body &unindent() {
    Indent -= 2;
    return *this;
  }
  /// The finished body: leading newlines dropped, blank lines emptied, a
  /// final newline.
  std::string text() const;

private:
  std::string Out;
  unsigned Indent = 0;
  bool AtLineStart = true;
};

/// One op's format and the facts its generators need.
struct Gen {
  Gen(const OpDeclContext &C, const OpFormat &F);

  const OpDeclContext &C;
  const mlir::Operator &Op;
  const OpFormat &F;
  bool UseProperties;
  bool ImplicitTerminator, SingleBlock;
  /// result.getOrAddProperties<Class::Properties>()
  std::string PropAccess;

  const OpVar &var(const Element *E) const { return F.var(E); }
  bool isVar(const Element *E, OpVar::Kind K) const {
    return E->K == Element::Param && F.var(E).K == K;
  }
  static bool isDir(const Element *E, OpDirective D) {
    return E->K == Element::Directive && OpFormat::directive(E) == D;
  }
  const mlir::OpAttribute &attr(const Element *E) const { return Op.attributes()[var(E).Index]; }
  const mlir::OpProperty &prop(const Element *E) const { return Op.properties()[var(E).Index]; }
  const mlir::OpValue &value(const Element *E) const {
    return var(E).K == OpVar::Result ? Op.results()[var(E).Index] : Op.operands()[var(E).Index];
  }
  std::string name(const Element *E) const;
  static std::string getter(std::string_view Name) { return mlir::accessorName("get", Name); }

  /// An attribute or property that is a unit (UnitAttr, UnitProp).
  bool isUnit(const Element *E) const;
  /// The attribute is parsed and printed as an enum keyword.
  bool isEnumAttr(const mlir::OpAttribute &A) const;
  bool isSymbolNameAttr(const mlir::OpAttribute &A) const;
  /// The builder call of the attribute's value type, if it has one.
  std::optional<std::string> attrTypeBuilder(const mlir::OpAttribute &A) const;
  /// The generic attribute parser and printer are used.
  bool genericAttr(const Element *E) const;
  /// The record the attribute refines down to (its baseAttr chain).
  static const Record *baseAttr(const mlir::OpAttribute &A);

  /// `type` argument list name ("allOperand", "allResult" or the value's
  /// name) and its length: 0 single, 1 optional, 2 variadic, 3 variadic
  /// of variadic.
  std::string typeListName(const Element *Arg, int &Length) const;
  int lengthOf(const mlir::OpValue &V) const;

  std::string parser() const;
  std::string printer() const;
};

/// The parameters of setPropertiesFromParsedAttr.
inline constexpr const char *SetterParams =
    "Properties &prop, ::mlir::Attribute attr, ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError";
/// The body of setPropertiesFromParsedAttr: every property and stored
/// attribute that the format F (null: no format) does not bind.
std::string parsedPropertiesSetter(const OpDeclContext &C, const OpFormat *F);

/// Text of a field of R, "" when unset.
std::string fieldText(const Record *R, std::string_view Field);

} // namespace tblgen::mlirops::opformat
