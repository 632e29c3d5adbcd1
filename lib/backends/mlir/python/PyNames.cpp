//===- PyNames.cpp - Python names and types of MLIR ops -------------------===//
#include "PyNames.h"

#include "mlir/Operator.h"
#include "mlir/Reindent.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <array>

namespace tblgen::mlirpy {

namespace {

bool isUpper(char C) { return C >= 'A' && C <= 'Z'; }
bool isLower(char C) { return C >= 'a' && C <= 'z'; }
bool isDigit(char C) { return C >= '0' && C <= '9'; }
bool isAlnum(char C) { return isUpper(C) || isLower(C) || isDigit(C); }

template <size_t N> bool contains(const std::array<std::string_view, N> &Set, std::string_view S) {
  return std::find(Set.begin(), Set.end(), S) != Set.end();
}

/// Python keywords, and builtins that must not be shadowed.
constexpr std::array<std::string_view, 38> PythonReserved = {
    "False", "None",   "True",    "and",      "as",       "assert", "async",    "await",
    "break", "class",  "continue", "def",     "del",      "elif",   "else",     "except",
    "finally", "for",  "from",    "global",   "if",       "import", "in",       "is",
    "lambda", "nonlocal", "not",  "or",       "pass",     "raise",  "return",   "try",
    "while", "with",   "yield",   "callable", "issubclass", "type"};

/// Names of the OpView API.
constexpr std::array<std::string_view, 15> OpViewNames = {
    "attributes", "create", "context", "ip",   "operands",  "print",     "get_asm",       "loc",
    "verify",     "regions", "results", "self", "operation", "DIALECT_NAMESPACE", "OPERATION_NAME"};

struct NamePair {
  std::string_view Cpp, Py;
};

constexpr NamePair BuiltinTypes[] = {
    {"::mlir::MemRefType", "_ods_ir.MemRefType"},
    {"::mlir::UnrankedMemRefType", "_ods_ir.UnrankedMemRefType"},
    {"::mlir::RankedTensorType", "_ods_ir.RankedTensorType"},
    {"::mlir::UnrankedTensorType", "_ods_ir.UnrankedTensorType"},
    {"::mlir::VectorType", "_ods_ir.VectorType"},
    {"::mlir::IntegerType", "_ods_ir.IntegerType"},
    {"::mlir::FloatType", "_ods_ir.FloatType"},
    {"::mlir::IndexType", "_ods_ir.IndexType"},
    {"::mlir::ComplexType", "_ods_ir.ComplexType"},
    {"::mlir::TupleType", "_ods_ir.TupleType"},
    {"::mlir::NoneType", "_ods_ir.NoneType"},
};

/// Attribute storage classes with a Python class of the same name (less
/// the namespace), and the few that differ.
constexpr NamePair AttrClasses[] = {
    {"::mlir::AffineMapAttr", "AffineMapAttr"},
    {"::mlir::ArrayAttr", "ArrayAttr"},
    {"::mlir::BoolAttr", "BoolAttr"},
    {"::mlir::DenseBoolArrayAttr", "DenseBoolArrayAttr"},
    {"::mlir::DenseF32ArrayAttr", "DenseF32ArrayAttr"},
    {"::mlir::DenseF64ArrayAttr", "DenseF64ArrayAttr"},
    {"::mlir::DenseFPElementsAttr", "DenseFPElementsAttr"},
    {"::mlir::DenseI16ArrayAttr", "DenseI16ArrayAttr"},
    {"::mlir::DenseI32ArrayAttr", "DenseI32ArrayAttr"},
    {"::mlir::DenseI64ArrayAttr", "DenseI64ArrayAttr"},
    {"::mlir::DenseI8ArrayAttr", "DenseI8ArrayAttr"},
    {"::mlir::DenseIntElementsAttr", "DenseIntElementsAttr"},
    {"::mlir::DenseResourceElementsAttr", "DenseResourceElementsAttr"},
    {"::mlir::DictionaryAttr", "DictAttr"},
    {"::mlir::FlatSymbolRefAttr", "FlatSymbolRefAttr"},
    {"::mlir::FloatAttr", "FloatAttr"},
    {"::mlir::IntegerSetAttr", "IntegerSetAttr"},
    {"::mlir::OpaqueAttr", "OpaqueAttr"},
    {"::mlir::StridedLayoutAttr", "StridedLayoutAttr"},
    {"::mlir::StringAttr", "StringAttr"},
    {"::mlir::SymbolRefAttr", "SymbolRefAttr"},
    {"::mlir::TypeAttr", "TypeAttr"},
    {"::mlir::UnitAttr", "UnitAttr"},
};

std::string_view trimWhite(std::string_view S) {
  auto white = [](char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; };
  while (!S.empty() && white(S.front()))
    S.remove_prefix(1);
  while (!S.empty() && white(S.back()))
    S.remove_suffix(1);
  return S;
}

} // namespace

std::string sanitizeName(std::string_view Name) {
  std::string S(Name);
  for (char &C : S)
    if (!isAlnum(C))
      C = '_';
  if (!S.empty() && isDigit(S.front()))
    return "_" + S;
  bool OpView = S.starts_with("_ods_") || S.ends_with("_ods") || contains(OpViewNames, S);
  if (contains(PythonReserved, S) || OpView)
    S += "_";
  return S;
}

std::string snakeFromCamel(std::string_view In) {
  std::string Out;
  auto at = [&](size_t J, bool (*P)(char)) { return J < In.size() && P(In[J]); };
  for (size_t I = 0; I < In.size(); ++I) {
    char C = In[I];
    Out += isUpper(C) ? char(C - 'A' + 'a') : C;
    // A run of capitals ends where a word starts ("OPName" -> "op_name").
    if (at(I, isUpper) && at(I + 1, isUpper) && at(I + 2, isLower))
      Out += '_';
    if ((at(I, isLower) || at(I, isDigit)) && at(I + 1, isUpper))
      Out += '_';
  }
  return Out;
}

std::optional<std::string_view> pythonTypeClass(const Record *TC) {
  const RecordVal *V = TC->getValue("cppType");
  if (!V || !V->getValue())
    return std::nullopt;
  auto *S = dyn_cast<StringInit>(V->getValue());
  if (!S)
    return std::nullopt;
  for (const NamePair &P : BuiltinTypes)
    if (P.Cpp == S->getValue())
      return P.Py;
  return std::nullopt;
}

std::string_view pythonAttrClass(const mlir::OpAttribute &A) {
  std::string Storage = A.storageType();
  if (Storage == "::mlir::DenseElementsAttr")
    return A.Def->isSubClassOf("FloatElementsAttr") || A.Def->isSubClassOf("RankedFloatElementsAttr")
               ? "DenseFPElementsAttr"
               : "DenseElementsAttr";
  if (Storage == "::mlir::IntegerAttr")
    return attrDefName(A.Def) == "I1Attr" ? "BoolAttr" : "IntegerAttr";
  for (const NamePair &P : AttrClasses)
    if (P.Cpp == Storage)
      return P.Py;
  return "Attribute";
}

bool isUnitAttr(const mlir::OpAttribute &A) { return A.storageType() == "::mlir::UnitAttr"; }

bool hasDefaultValue(const mlir::OpAttribute &A) {
  if (auto *S = dyn_cast<StringInit>(A.Def->getValueInit("defaultValue")))
    return !trimWhite(S->getValue()).empty();
  return false;
}

std::string attrDefName(const Record *Attr) {
  if (Attr->isAnonymous())
    while (auto *B = dyn_cast<DefInit>(Attr->getValueInit("baseAttr")))
      Attr = B->getDef();
  return std::string(Attr->getName());
}

void writeDocString(OStream &OS, std::string_view Description) {
  while (!Description.empty() && (Description.back() == ' ' || Description.back() == '\t'))
    Description.remove_suffix(1);
  std::string Text;
  for (size_t I = 0; I < Description.size();) {
    if (Description.substr(I, 3) == "\"\"\"") {
      Text += "\\\"\\\"\\\"";
      I += 3;
    } else {
      Text += Description[I++];
    }
  }
  OS << "\n  r\"\"\"\n";
  mlir::writeReindented(OS, Text, "  ");
  if (!Text.ends_with('\n'))
    OS << "\n";
  OS << "  \"\"\"\n";
}

} // namespace tblgen::mlirpy
