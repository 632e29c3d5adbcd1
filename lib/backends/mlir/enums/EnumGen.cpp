//===- EnumGen.cpp - -gen-enum-decls, -gen-enum-defs ----------------------===//
//
// For every EnumInfo def (record name order), in its C++ namespace: the
// enum class, its conversion functions (to and from strings, from the
// underlying integer), the bit operators of a bit enum or the largest value
// of an integer enum, stringifyEnum / symbolizeEnum, and for an attribute
// asking for it the attribute class; then, after the namespace, the
// FieldParser and operator<< that parse and print the enum and its
// DenseMapInfo. The definitions hold the functions' bodies.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect.h"
#include "mlir/Enum.h"
#include "mlir/Predicate.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirenum {

using mlir::EnumCase;
using mlir::EnumInfo;

namespace {

bool allValuesGiven(const std::vector<EnumCase> &Cases) {
  return std::all_of(Cases.begin(), Cases.end(), [](const EnumCase &C) { return C.value() >= 0; });
}

const EnumCase *noBitsCase(const std::vector<EnumCase> &Cases) {
  for (const EnumCase &C : Cases)
    if (C.value() == 0)
      return &C;
  return nullptr;
}

bool singleBit(uint64_t V) { return V && !(V & (V - 1)); }

//===----------------------------------------------------------------------===//
// Declarations
//===----------------------------------------------------------------------===//

void writeEnumClass(OStream &OS, const EnumInfo &E, const std::vector<EnumCase> &Cases) {
  std::string Underlying = E.underlyingType();
  OS << "// " << E.summary() << "\nenum class " << E.className();
  if (!Underlying.empty())
    OS << " : " << Underlying;
  OS << " {\n";
  for (const EnumCase &C : Cases) {
    OS << "  " << C.identifier();
    if (int64_t V = C.value(); V >= 0)
      OS << " = " << V;
    OS << ",\n";
  }
  OS << "};\n\n";
}

void writeBitOperators(OStream &OS, const EnumInfo &E) {
  const std::string N = E.className();
  const std::string U = E.underlyingType();
  const std::string Valid = std::to_string(E.validBits());
  auto cast = [&](std::string_view X) { return "static_cast<" + U + ">(" + std::string(X) + ")"; };
  auto binary = [&](std::string_view Op) {
    OS << "inline constexpr " << N << " operator" << Op << "(" << N << " a, " << N << " b) {\n"
       << "  return static_cast<" << N << ">(" << cast("a") << " " << Op << " " << cast("b")
       << ");\n}\n";
  };
  OS << "\n";
  binary("|");
  binary("&");
  binary("^");
  for (std::string_view Op : {"|", "&", "^"})
    OS << "inline constexpr " << N << " &operator" << Op << "=(" << N << " &a, " << N
       << " b) {\n    return a = a " << Op << " b;\n}\n";
  OS << "inline constexpr " << N << " operator~(" << N << " bits) {\n"
     << "  // Ensure only bits that can be present in the enum are set\n"
     << "  return static_cast<" << N << ">(~" << cast("bits") << " & " << cast(Valid + "u")
     << ");\n}\n"
     << "inline constexpr bool bitEnumContainsAll(" << N << " bits, " << N << " bit) {\n"
     << "  return (bits & bit) == bit;\n}\n"
     << "inline constexpr bool bitEnumContainsAny(" << N << " bits, " << N << " bit) {\n"
     << "  return (" << cast("bits") << " & " << cast("bit") << ") != 0;\n}\n"
     << "inline constexpr " << N << " bitEnumClear(" << N << " bits, " << N << " bit) {\n"
     << "  return bits & ~bit;\n}\n"
     << "inline constexpr " << N << " bitEnumSet(" << N << " bits, " << N
     << " bit, /*optional*/bool value=true) {\n"
     << "  return value ? (bits | bit) : bitEnumClear(bits, bit);\n}\n  ";
}

void writeMaxValueFn(OStream &OS, const EnumInfo &E, const std::vector<EnumCase> &Cases) {
  const std::string Fn = E.maxEnumValFn(); // read (and checked) even when unused
  unsigned Max = 0;
  for (const EnumCase &C : Cases) {
    int64_t V = C.value();
    if (V < 0)
      return;
    Max = std::max(Max, unsigned(V));
  }
  OS << "inline constexpr unsigned " << Fn << "() {\n  return " << Max
     << ";\n}\n\n";
}

/// The "[a, b, \"c d\"c d]" list of cases in parse errors (a case that is
/// no keyword comes quoted, then bare).
std::string caseList(const std::vector<EnumCase> &Cases) {
  std::string L = "[";
  for (size_t I = 0; I < Cases.size(); ++I) {
    if (I)
      L += ", ";
    std::string S = Cases[I].str();
    if (!mlir::isKeyword(S))
      L += "\\\"" + S + "\\\"";
    L += S;
  }
  return L + "]";
}

/// FieldParser for a value parsed as one keyword or string.
void writeKeywordParser(OStream &OS, const std::string &Q, const std::string &Ns,
                        const std::string &Summary, const std::string &List) {
  auto symbolize = [&] { return Ns + "::symbolizeEnum<" + Q + ">(enumKeyword)"; };
  OS << "\nnamespace mlir {\ntemplate <typename T, typename>\nstruct FieldParser;\n\n"
     << "template<>\nstruct FieldParser<" << Q << ", " << Q << "> {\n"
     << "  template <typename ParserT>\n"
     << "  static FailureOr<" << Q << "> parse(ParserT &parser) {\n"
     << "    // Parse the keyword/string containing the enum.\n"
     << "    std::string enumKeyword;\n"
     << "    auto loc = parser.getCurrentLocation();\n"
     << "    if (failed(parser.parseOptionalKeywordOrString(&enumKeyword)))\n"
     << "      return parser.emitError(loc, \"expected keyword for " << Summary << "\");\n\n"
     << "    // Symbolize the keyword.\n"
     << "    if (::std::optional<" << Q << "> attr = " << symbolize() << ")\n"
     << "      return *attr;\n"
     << "    return parser.emitError(loc, \"expected one of " << List << " for " << Summary
     << ", got: \") << enumKeyword;\n  }\n};\n\n"
     << "/// Support for std::optional, useful in attribute/type definition where the enum is\n"
     << "/// used as:\n///\n"
     << "///    let parameters = (ins OptionalParameter<\"std::optional<TheEnumName>\">:$value);\n"
     << "template<>\nstruct FieldParser<std::optional<" << Q << ">, std::optional<" << Q
     << ">> {\n"
     << "  template <typename ParserT>\n"
     << "  static FailureOr<std::optional<" << Q << ">> parse(ParserT &parser) {\n"
     << "    // Parse the keyword/string containing the enum.\n"
     << "    std::string enumKeyword;\n"
     << "    auto loc = parser.getCurrentLocation();\n"
     << "    if (failed(parser.parseOptionalKeywordOrString(&enumKeyword)))\n"
     << "      return std::optional<" << Q << ">{};\n\n"
     << "    // Symbolize the keyword.\n"
     << "    if (::std::optional<" << Q << "> attr = " << symbolize() << ")\n"
     << "      return attr;\n"
     << "    return parser.emitError(loc, \"expected one of " << List << " for " << Summary
     << ", got: \") << enumKeyword;\n  }\n};\n} // namespace mlir\n\n"
     << "namespace llvm {\n"
     << "inline ::llvm::raw_ostream &operator<<(::llvm::raw_ostream &p, " << Q << " value) {\n"
     << "  auto valueStr = stringifyEnum(value);\n";
}

/// FieldParser for a bit enum parsed as keywords between separators (the
/// whole text indented by two).
void writeFlagsParser(OStream &OS, const std::string &Q, const std::string &Ns,
                      const std::string &Summary, const std::string &List,
                      const std::string &Sep, std::string_view SepParser) {
  auto symbolize = [&] { return Ns + "::symbolizeEnum<" + Q + ">(enumKeyword)"; };
  std::string Expected = "expected one of " + List + " for " + Summary + ", got: ";
  OS << "\n  namespace mlir {\n  template <typename T, typename>\n  struct FieldParser;\n\n"
     << "  template<>\n  struct FieldParser<" << Q << ", " << Q << "> {\n"
     << "    template <typename ParserT>\n"
     << "    static FailureOr<" << Q << "> parse(ParserT &parser) {\n"
     << "      " << Q << " flags = {};\n"
     << "      do {\n"
     << "        // Parse the keyword containing a part of the enum.\n"
     << "        ::llvm::StringRef enumKeyword;\n"
     << "        auto loc = parser.getCurrentLocation();\n"
     << "        if (failed(parser.parseOptionalKeyword(&enumKeyword))) {\n"
     << "          return parser.emitError(loc, \"expected keyword for " << Summary << "\");\n"
     << "        }\n\n"
     << "        // Symbolize the keyword.\n"
     << "        if (::std::optional<" << Q << "> flag = " << symbolize() << ") {\n"
     << "          flags = flags | *flag;\n"
     << "        } else {\n"
     << "          return parser.emitError(loc, \"" << Expected << "\") << enumKeyword;\n"
     << "        }\n"
     << "      } while (::mlir::succeeded(parser." << SepParser << "()));\n"
     << "      return flags;\n    }\n  };\n\n"
     << "  /// Support for std::optional, useful in attribute/type definition where the enum is\n"
     << "  /// used as:\n  ///\n"
     << "  ///    let parameters = (ins OptionalParameter<\"std::optional<TheEnumName>\">:$value);\n"
     << "  template<>\n  struct FieldParser<std::optional<" << Q << ">, std::optional<" << Q
     << ">> {\n"
     << "    template <typename ParserT>\n"
     << "    static FailureOr<std::optional<" << Q << ">> parse(ParserT &parser) {\n"
     << "      " << Q << " flags = {};\n"
     << "      bool firstIter = true;\n"
     << "      do {\n"
     << "        // Parse the keyword containing a part of the enum.\n"
     << "        ::llvm::StringRef enumKeyword;\n"
     << "        auto loc = parser.getCurrentLocation();\n"
     << "        if (failed(parser.parseOptionalKeyword(&enumKeyword))) {\n"
     << "          if (firstIter)\n"
     << "            return std::optional<" << Q << ">{};\n"
     << "          return parser.emitError(loc, \"expected keyword for " << Summary << " after '"
     << Sep << "'\");\n"
     << "        }\n"
     << "        firstIter = false;\n\n"
     << "        // Symbolize the keyword.\n"
     << "        if (::std::optional<" << Q << "> flag = " << symbolize() << ") {\n"
     << "          flags = flags | *flag;\n"
     << "        } else {\n"
     << "          return parser.emitError(loc, \"" << Expected << "\") << enumKeyword;\n"
     << "        }\n"
     << "      } while(::mlir::succeeded(parser." << SepParser << "()));\n"
     << "      return std::optional<" << Q << ">{flags};\n    }\n  };\n"
     << "  } // namespace mlir\n\n"
     << "  namespace llvm {\n"
     << "  inline ::llvm::raw_ostream &operator<<(::llvm::raw_ostream &p, " << Q
     << " value) {\n"
     << "    auto valueStr = stringifyEnum(value);\n  ";
}

void writeParserPrinter(OStream &OS, const EnumInfo &E, const std::string &Q,
                        const std::string &Ns) {
  if (E.underlyingType().empty() || (E.isEnumAttr() && E.constBuilderCall().empty()))
    return;
  std::vector<EnumCase> Cases = E.cases();
  std::vector<bool> Quoted;
  for (const EnumCase &C : Cases)
    Quoted.push_back(!mlir::isKeyword(C.str()));
  std::string List = caseList(Cases);
  bool AnyQuoted = std::find(Quoted.begin(), Quoted.end(), true) != Quoted.end();
  bool AllQuoted = std::find(Quoted.begin(), Quoted.end(), false) == Quoted.end();
  bool Flags = E.isBitEnum() && !E.printBitEnumQuoted();
  if (Flags) {
    if (AnyQuoted)
      PrintFatalError("bit enum " + Q +
                      " cannot be printed unquoted with cases that cannot be keywords");
    std::string Sep = E.separator();
    std::string_view Trimmed = Sep;
    while (!Trimmed.empty() && (Trimmed.front() == ' ' || Trimmed.front() == '\t' ||
                                Trimmed.front() == '\n' || Trimmed.front() == '\r' ||
                                Trimmed.front() == '\v' || Trimmed.front() == '\f'))
      Trimmed.remove_prefix(1);
    while (!Trimmed.empty() && (Trimmed.back() == ' ' || Trimmed.back() == '\t' ||
                                Trimmed.back() == '\n' || Trimmed.back() == '\r' ||
                                Trimmed.back() == '\v' || Trimmed.back() == '\f'))
      Trimmed.remove_suffix(1);
    std::string_view SepParser = Trimmed == "|"   ? "parseOptionalVerticalBar"
                                 : Trimmed == "," ? "parseOptionalComma"
                                                  : "error, enum separator must be '|' or ','";
    writeFlagsParser(OS, Q, Ns, E.summary(), List, Sep, SepParser);
  } else {
    writeKeywordParser(OS, Q, Ns, E.summary(), List);
  }
  constexpr std::string_view AsString = "return p << '\"' << valueStr << '\"';\n";
  if (AllQuoted) {
    OS << "  " << AsString << "}\n} // namespace llvm\n";
    return;
  }
  if (AnyQuoted) {
    OS << "  switch (value) {\n";
    for (size_t I = 0; I < Cases.size(); ++I)
      if (!Quoted[I])
        OS << "  case " << Q << "::" << Cases[I].identifier() << ":\n";
    OS << "    break;\n  default:\n    " << AsString << "  }\n";
  } else if (E.isBitEnum() && !Flags) {
    std::vector<const EnumCase *> MultiBit;
    for (const EnumCase &C : Cases)
      if (uint64_t V = uint64_t(C.value()); V && !singleBit(V))
        MultiBit.push_back(&C);
    if (!MultiBit.empty()) {
      OS << "  switch (value) {\n";
      for (const EnumCase *C : MultiBit)
        OS << "  case " << Q << "::" << C->identifier() << ":\n";
      OS << "    return p << valueStr;\n  default:\n    break;\n  }\n";
    }
    OS << "  auto underlyingValue = static_cast<std::make_unsigned_t<" << Q << ">>(value);\n"
       << "  if (underlyingValue && !llvm::has_single_bit(underlyingValue))\n"
       << "    " << AsString;
  }
  OS << "  return p << valueStr;\n}\n} // namespace llvm\n";
}

void writeDenseMapInfo(OStream &OS, const std::string &Q, std::string Underlying) {
  if (Underlying.empty())
    Underlying = "std::underlying_type_t<" + Q + ">";
  OS << "\nnamespace llvm {\n"
     << "template<> struct DenseMapInfo<" << Q << "> {\n"
     << "  using StorageInfo = ::llvm::DenseMapInfo<" << Underlying << ">;\n\n"
     << "  static inline " << Q << " getEmptyKey() {\n"
     << "    return static_cast<" << Q << ">(StorageInfo::getEmptyKey());\n  }\n\n"
     << "  static inline " << Q << " getTombstoneKey() {\n"
     << "    return static_cast<" << Q << ">(StorageInfo::getTombstoneKey());\n  }\n\n"
     << "  static unsigned getHashValue(const " << Q << " &val) {\n"
     << "    return StorageInfo::getHashValue(static_cast<" << Underlying << ">(val));\n  }\n\n"
     << "  static bool isEqual(const " << Q << " &lhs, const " << Q << " &rhs) {\n"
     << "    return lhs == rhs;\n  }\n};\n}\n\n";
}

void writeEnumDecl(OStream &OS, const EnumInfo &E) {
  const std::string N = E.className();
  const std::string Ns = E.cppNamespace();
  const std::string Underlying = E.underlyingType();
  const std::string RetType = E.symbolToStringRetType();
  const std::string ToStr = E.symbolToStringFn();
  const std::string FromStr = E.stringToSymbolFn();
  const std::string FromInt = E.underlyingToSymbolFn();
  const std::vector<EnumCase> Cases = E.cases();
  {
    mlir::NamespaceBlock Scope(OS, Ns);
    writeEnumClass(OS, E, Cases);
    if (allValuesGiven(Cases))
      OS << "::std::optional<" << N << "> " << FromInt << "("
         << (Underlying.empty() ? "unsigned" : Underlying) << ");\n";
    OS << RetType << " " << ToStr << "(" << N << ");\n"
       << "::std::optional<" << N << "> " << FromStr << "(::llvm::StringRef);\n";
    if (E.isBitEnum())
      writeBitOperators(OS, E);
    else
      writeMaxValueFn(OS, E, Cases);
    OS << "\ninline " << RetType << " stringifyEnum(" << N << " enumValue) {\n"
       << "  return " << ToStr << "(enumValue);\n}\n"
       << "\ntemplate <typename EnumType>\n"
       << "::std::optional<EnumType> symbolizeEnum(::llvm::StringRef);\n\n"
       << "template <>\n"
       << "inline ::std::optional<" << N << "> symbolizeEnum<" << N
       << ">(::llvm::StringRef str) {\n"
       << "  return " << FromStr << "(str);\n}\n";
    if (E.genSpecializedAttr()) {
      const std::string A = E.specializedAttrClassName();
      OS << "\nclass " << A << " : public ::mlir::IntegerAttr {\npublic:\n"
         << "  using ValueType = " << N << ";\n"
         << "  using ::mlir::IntegerAttr::IntegerAttr;\n"
         << "  static bool classof(::mlir::Attribute attr);\n"
         << "  static " << A << " get(::mlir::MLIRContext *context, " << N << " val);\n"
         << "  " << N << " getValue() const;\n};\n";
    }
  }
  const std::string Q = Ns + "::" + N;
  writeParserPrinter(OS, E, Q, Ns);
  writeDenseMapInfo(OS, Q, Underlying);
}

//===----------------------------------------------------------------------===//
// Definitions
//===----------------------------------------------------------------------===//

void writeIntToString(OStream &OS, const EnumInfo &E, const std::vector<EnumCase> &Cases) {
  const std::string N = E.className();
  OS << E.symbolToStringRetType() << " " << E.symbolToStringFn() << "(" << N << " val) {\n"
     << "  switch (val) {\n";
  for (const EnumCase &C : Cases)
    OS << "    case " << N << "::" << C.identifier() << ": return \"" << C.str() << "\";\n";
  OS << "  }\n  return \"\";\n}\n\n";
}

void writeIntFromString(OStream &OS, const EnumInfo &E, const std::vector<EnumCase> &Cases) {
  const std::string N = E.className();
  OS << "::std::optional<" << N << "> " << E.stringToSymbolFn() << "(::llvm::StringRef str) {\n"
     << "  return ::llvm::StringSwitch<::std::optional<" << N << ">>(str)\n";
  for (const EnumCase &C : Cases)
    OS << "      .Case(\"" << C.str() << "\", " << N << "::" << C.identifier() << ")\n";
  OS << "      .Default(::std::nullopt);\n}\n";
}

void writeIntFromInt(OStream &OS, const EnumInfo &E, const std::vector<EnumCase> &Cases) {
  // The fields are read (and checked) even when the function is left out.
  const std::string N = E.className();
  const std::string U = E.underlyingType();
  const std::string Fn = E.underlyingToSymbolFn();
  if (!allValuesGiven(Cases))
    return;
  OS << "::std::optional<" << N << "> " << Fn << "("
     << (U.empty() ? "unsigned" : U) << " value) {\n  switch (value) {\n";
  for (const EnumCase &C : Cases)
    OS << "  case " << C.value() << ": return " << N << "::" << C.identifier() << ";\n";
  OS << "  default: return ::std::nullopt;\n  }\n}\n\n";
}

void writeBitsToString(OStream &OS, const EnumInfo &E, const std::vector<EnumCase> &Cases) {
  const std::string N = E.className();
  const std::string U = E.underlyingType();
  const std::string Sep = E.separator();
  const EnumCase *None = noBitsCase(Cases);
  OS << E.symbolToStringRetType() << " " << E.symbolToStringFn() << "(" << N << " symbol) {\n"
     << "  auto val = static_cast<" << U << ">(symbol);\n";
  int64_t Valid = E.validBits();
  OS << "  assert(" << Valid << "u == (" << Valid << "u | val) && \"invalid bits set in bit enum\");\n";
  if (None)
    OS << "  // Special case for all bits unset.\n  if (val == 0) return \"" << None->str()
       << "\";\n\n";
  OS << "  ::llvm::SmallVector<::llvm::StringRef, 2> strs;\n";
  auto test = [&](const EnumCase &C, bool Remove) {
    int64_t V = C.value();
    OS << "\n  if (" << V << "u == (" << V << "u & val))" << (Remove ? " {" : "") << "\n"
       << "    strs.push_back(\"" << C.str() << "\");\n";
    if (Remove)
      OS << "    val &= ~static_cast<" << U << ">(" << V << ");\n  }\n";
  };
  if (E.printBitEnumPrimaryGroups()) {
    OS << "  // Print bit enum groups before individual bits\n";
    for (auto It = Cases.rbegin(); It != Cases.rend(); ++It)
      if (It->value() != 0 && It->isBitGroup())
        test(*It, true);
    for (const EnumCase &C : Cases)
      if (C.value() != 0 && C.isSingleBit())
        test(C, false);
  } else {
    for (const EnumCase &C : Cases)
      if (C.value() != 0)
        test(C, false);
  }
  OS << "  return ::llvm::join(strs, \"" << Sep << "\");\n}\n\n";
}

void writeBitsFromString(OStream &OS, const EnumInfo &E, const std::vector<EnumCase> &Cases) {
  const std::string N = E.className();
  const std::string U = E.underlyingType();
  std::string Sep = E.separator();
  size_t B = Sep.find_first_not_of(" \t\n\v\f\r");
  size_t L = Sep.find_last_not_of(" \t\n\v\f\r");
  std::string Trimmed = B == std::string::npos ? "" : Sep.substr(B, L - B + 1);
  const EnumCase *None = noBitsCase(Cases);
  OS << "::std::optional<" << N << "> " << E.stringToSymbolFn() << "(::llvm::StringRef str) {\n";
  if (None)
    OS << "  // Special case for all bits unset.\n  if (str == \"" << None->str() << "\") return "
       << N << "::" << None->identifier() << ";\n\n";
  OS << "  ::llvm::SmallVector<::llvm::StringRef, 2> symbols;\n"
     << "  str.split(symbols, \"" << Trimmed << "\");\n\n"
     << "  " << U << " val = 0;\n"
     << "  for (auto symbol : symbols) {\n"
     << "    auto bit = llvm::StringSwitch<::std::optional<" << U << ">>(symbol.trim())\n";
  for (const EnumCase &C : Cases)
    if (int64_t V = C.value())
      OS << "      .Case(\"" << C.str() << "\", " << V << ")\n";
  OS << "      .Default(::std::nullopt);\n"
     << "    if (bit) { val |= *bit; } else { return ::std::nullopt; }\n"
     << "  }\n"
     << "  return static_cast<" << N << ">(val);\n}\n\n";
}

void writeBitsFromInt(OStream &OS, const EnumInfo &E, const std::vector<EnumCase> &Cases) {
  const std::string N = E.className();
  const std::string U = E.underlyingType();
  const EnumCase *None = noBitsCase(Cases);
  OS << "::std::optional<" << N << "> " << E.underlyingToSymbolFn() << "(" << U << " value) {\n";
  if (None)
    OS << "  // Special case for all bits unset.\n  if (value == 0) return " << N
       << "::" << None->identifier() << ";\n\n";
  OS << "  if (value & ~static_cast<" << U << ">(" << E.validBits()
     << "u)) return std::nullopt;\n"
     << "  return static_cast<" << N << ">(value);\n}\n";
}

void writeAttrClassDefs(OStream &OS, const EnumInfo &E) {
  const std::string N = E.className();
  const std::string A = E.specializedAttrClassName();
  const Record *Base = E.baseAttrClass();
  OS << "bool " << A << "::classof(::mlir::Attribute attr) {\n";
  mlir::Pred P = mlir::Constraint(Base).predicate();
  if (P.isNull())
    PrintFatalError("ERROR: baseAttrClass for EnumAttr has no Predicate\n");
  mlir::FmtContext Ctx;
  Ctx.withSelf("attr");
  OS << "  return " << mlir::formatTemplate(P.condition(), &Ctx) << ";\n}\n";
  int64_t Width = 64;
  if (Base->getValue("valueType")) {
    const Record *VT = Base->getValueAsDef("valueType");
    if (VT->getValue("bitwidth"))
      Width = VT->getValueAsInt("bitwidth");
  }
  OS << A << " " << A << "::get(::mlir::MLIRContext *context, " << N << " val) {\n"
     << "  ::mlir::IntegerType intType = ::mlir::IntegerType::get(context, " << Width << ");\n"
     << "  ::mlir::IntegerAttr baseAttr = ::mlir::IntegerAttr::get(intType, static_cast<"
     << E.underlyingType() << ">(val));\n"
     << "  return ::llvm::cast<" << A << ">(baseAttr);\n}\n"
     << N << " " << A << "::getValue() const {\n"
     << "  return static_cast<" << N << ">(::mlir::IntegerAttr::getValue().getZExtValue());\n}\n";
}

void writeEnumDefs(OStream &OS, const EnumInfo &E) {
  {
    mlir::NamespaceBlock Scope(OS, E.cppNamespace());
    std::vector<EnumCase> Cases = E.cases();
    if (E.isBitEnum()) {
      writeBitsToString(OS, E, Cases);
      writeBitsFromString(OS, E, Cases);
      writeBitsFromInt(OS, E, Cases);
    } else {
      writeIntToString(OS, E, Cases);
      writeIntFromString(OS, E, Cases);
      writeIntFromInt(OS, E, Cases);
    }
    if (E.genSpecializedAttr())
      writeAttrClassDefs(OS, E);
  }
}

void emitEnumDecls(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Enum Utility Declarations", OS, Records);
  for (const EnumInfo &E : mlir::allEnums(Records))
    writeEnumDecl(OS, E);
}

void emitEnumDefs(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Enum Utility Definitions", OS, Records);
  for (const EnumInfo &E : mlir::allEnums(Records))
    writeEnumDefs(OS, E);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIREnumDecls, TM_MLIR, "gen-enum-decls",
                             "Generate enum utility declarations", emitEnumDecls, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIREnumDefs, TM_MLIR, "gen-enum-defs",
                             "Generate enum utility definitions", emitEnumDefs, BT_None);

} // namespace tblgen::mlirenum
