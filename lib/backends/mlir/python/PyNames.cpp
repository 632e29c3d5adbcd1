//===- PyNames.cpp - Python names and types of MLIR ops -------------------===//
#include "PyNames.h"

#include "mlir/Operator.h"
#include "mlir/Reindent.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <vector>

namespace tblgen::mlirpy {

namespace {

bool isUpper(char C) { return C >= 'A' && C <= 'Z'; }
bool isLower(char C) { return C >= 'a' && C <= 'z'; }
bool isDigit(char C) { return C >= '0' && C <= '9'; }
bool isAlnum(char C) { return isUpper(C) || isLower(C) || isDigit(C); }

/// The words of a space-separated list, sorted for lookups.
class WordSet {
public:
  explicit WordSet(std::string_view List) {
    for (size_t Pos = 0; Pos < List.size();) {
      size_t End = std::min(List.find(' ', Pos), List.size());
      Words.push_back(List.substr(Pos, End - Pos));
      Pos = End + 1;
    }
    std::sort(Words.begin(), Words.end());
  }
  bool contains(std::string_view Word) const {
    return std::binary_search(Words.begin(), Words.end(), Word);
  }

private:
  std::vector<std::string_view> Words;
};

/// Python's keywords, and the builtins a name must not shadow.
bool isPythonWord(std::string_view Word) {
  static const WordSet Words(
      "False None True and as assert async await break class continue def del elif else except "
      "finally for from global if import in is lambda nonlocal not or pass raise return try while "
      "with yield callable issubclass type");
  return Words.contains(Word);
}

/// Names the OpView API takes.
bool isOpViewWord(std::string_view Word) {
  static const WordSet Words("DIALECT_NAMESPACE OPERATION_NAME attributes context create "
                             "get_asm ip loc operands operation print regions results "
                             "self verify");
  return Words.contains(Word);
}

/// Builtin C++ types (namespace mlir) the Python module has a class of the
/// same name for.
constexpr std::string_view KnownTypes[] = {
    "ComplexType", "FloatType",  "IndexType",          "IntegerType",        "MemRefType", "NoneType",
    "RankedTensorType", "TupleType", "UnrankedMemRefType", "UnrankedTensorType", "VectorType"};

/// Attribute storage classes (namespace mlir) with a Python class of the
/// same name; DictionaryAttr's is DictAttr, and DenseElementsAttr and
/// IntegerAttr depend on the attribute (see pythonAttrClass).
constexpr std::string_view KnownAttrs[] = {
    "AffineMapAttr",      "ArrayAttr",         "BoolAttr",          "DenseBoolArrayAttr",
    "DenseF32ArrayAttr",  "DenseF64ArrayAttr", "DenseFPElementsAttr", "DenseI8ArrayAttr",
    "DenseI16ArrayAttr",  "DenseI32ArrayAttr", "DenseI64ArrayAttr", "DenseIntElementsAttr",
    "DenseResourceElementsAttr", "FlatSymbolRefAttr", "FloatAttr", "IntegerSetAttr",
    "OpaqueAttr",         "StridedLayoutAttr", "StringAttr",        "SymbolRefAttr",
    "TypeAttr",           "UnitAttr"};

/// The class name of "::mlir::Name", or "" for a name elsewhere.
std::string_view inMlir(std::string_view Qualified) {
  constexpr std::string_view Ns = "::mlir::";
  return Qualified.starts_with(Ns) ? Qualified.substr(Ns.size()) : std::string_view();
}

std::string_view trimWhite(std::string_view S) {
  auto white = [](char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; };
  while (!S.empty() && white(S.front()))
    S.remove_prefix(1);
  while (!S.empty() && white(S.back()))
    S.remove_suffix(1);
  return S;
}

} // namespace

bool isPythonReserved(std::string_view Name) { return isPythonWord(Name); }

std::string sanitizeName(std::string_view Name) {
  std::string S(Name);
  for (char &C : S)
    if (!isAlnum(C))
      C = '_';
  if (!S.empty() && isDigit(S.front()))
    return "_" + S;
  bool OpView = S.starts_with("_ods_") || S.ends_with("_ods") || isOpViewWord(S);
  if (isPythonWord(S) || OpView)
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
  std::string_view Name = inMlir(S->getValue());
  for (std::string_view T : KnownTypes)
    if (T == Name)
      return T;
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
  std::string_view Name = inMlir(Storage);
  if (Name == "DictionaryAttr")
    return "DictAttr";
  for (std::string_view K : KnownAttrs)
    if (K == Name)
      return K;
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
  // Every """ (left to right, not overlapping) escaped.
  std::string Text;
  Text.reserve(Description.size());
  for (size_t I = 0;;) {
    size_t Quotes = Description.find("\"\"\"", I);
    Text.append(Description.substr(I, Quotes - I));
    if (Quotes == std::string_view::npos)
      break;
    Text += "\\\"\\\"\\\"";
    I = Quotes + 3;
  }
  OS << "\n  r\"\"\"\n";
  mlir::writeReindented(OS, Text, "  ");
  if (!Text.ends_with('\n'))
    OS << "\n";
  OS << "  \"\"\"\n";
}

} // namespace tblgen::mlirpy
