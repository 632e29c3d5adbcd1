//===- PyNames.h - Python names and types of MLIR ops -----------*- C++ -*-===//
//
// How the Python bindings name and type what an op has: identifiers made
// safe for Python (and for the OpView API), snake_case builder parameters,
// the Python classes of known C++ type and attribute storage classes, and
// the docstring of an op.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace tblgen {
class OStream;
class Record;
} // namespace tblgen

namespace tblgen::mlir {
struct OpAttribute;
} // namespace tblgen::mlir

namespace tblgen::mlirpy {

/// Whether Name is a Python keyword or a builtin generated names must not
/// shadow (callable, issubclass, type).
bool isPythonReserved(std::string_view Name);

/// Name as a Python identifier: characters other than letters and digits
/// become '_'; a leading digit gets a '_' in front; a Python keyword (or
/// builtin that must not be shadowed) or a name of the OpView API gets one
/// behind.
std::string sanitizeName(std::string_view Name);

/// camelCase to snake_case ("destOperands" -> "dest_operands",
/// "OPName" -> "op_name").
std::string snakeFromCamel(std::string_view Name);

/// The Python class (in _ods_ir) of the type a type constraint's C++ type
/// names ("IntegerType" for "::mlir::IntegerType"), when it is a builtin
/// type the bindings know.
std::optional<std::string_view> pythonTypeClass(const Record *TypeConstraint);

/// The Python attribute class of an attribute ("IntegerAttr", "StringAttr",
/// ...; "Attribute" when its storage class is not one the bindings know).
std::string_view pythonAttrClass(const mlir::OpAttribute &A);

/// A unit attribute (present or absent, no value).
bool isUnitAttr(const mlir::OpAttribute &A);
/// An attribute with a default value.
bool hasDefaultValue(const mlir::OpAttribute &A);
/// The def naming an attribute: the attribute's own, or for an anonymous
/// one (OptionalAttr<...>) that of the attribute it refines.
std::string attrDefName(const Record *Attr);

/// "\n  r\"\"\"\n" + the description re-indented behind two spaces +
/// "  \"\"\"\n", with any """ of the text escaped.
void writeDocString(OStream &OS, std::string_view Description);

} // namespace tblgen::mlirpy
