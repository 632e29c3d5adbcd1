//===- FormatGen.cpp - Parsers and printers from assembly formats ---------===//
//
// The parse method reads each element of the format in turn into
// FailureOr<storage type> locals, then builds the def from them; the print
// method prints the elements, spacing them as mlir-tblgen does (a space
// before a variable unless the last thing printed was punctuation that
// wants none).
//
//===----------------------------------------------------------------------===//
#include "FormatGen.h"

#include "mlir/AttrOrTypeDef.h"
#include "mlir/format/AttrTypeFormat.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirattr {

using namespace tblgen::mlir;
using namespace tblgen::mlir::format;

namespace {

using Subst = std::vector<std::pair<std::string, std::string>>;

/// Text written line by line at an indentation level: a line's indentation
/// goes before its first character, blank lines stay empty. A re-indented
/// write drops leading blank lines and the least indentation of its lines.
class Out {
public:
  Out &operator<<(std::string_view S) {
    write(S);
    return *this;
  }
  Out &indent() {
    Level += 2;
    return *this;
  }
  Out &unindent() {
    Level -= 2;
    return *this;
  }
  void reindented(std::string_view S);
  std::string take() { return std::move(Text); }

private:
  void piece(std::string_view L) {
    L = L.size() > Strip ? L.substr(Strip) : std::string_view();
    if (AtStart)
      Text.append(Level, ' ');
    Text.append(L);
  }
  void write(std::string_view S);
  std::string Text;
  unsigned Level = 0;
  size_t Strip = 0;
  bool AtStart = true;
};

void Out::write(std::string_view S) {
  while (!S.empty()) {
    size_t NL = S.find('\n');
    if (NL == std::string_view::npos) {
      if (S.size() > Strip) {
        piece(S);
        AtStart = false;
      }
      return;
    }
    std::string_view L = S.substr(0, NL);
    if (L.find_first_not_of(" \t\n\v\f\r") != std::string_view::npos)
      piece(L);
    Text += '\n';
    AtStart = true;
    S.remove_prefix(NL + 1);
  }
}

void Out::reindented(std::string_view S) {
  size_t Lead = 0;
  while (!S.empty()) {
    size_t NL = S.find('\n');
    std::string_view L = S.substr(0, NL);
    size_t I = L.find_first_not_of(" \t");
    if (I != std::string_view::npos) {
      Lead = I;
      break;
    }
    if (NL == std::string_view::npos)
      S = {};
    else
      S.remove_prefix(NL + 1);
  }
  for (std::string_view R = S; !R.empty();) {
    size_t NL = R.find('\n');
    std::string_view L = R.substr(0, NL);
    size_t I = L.find_first_not_of(" \t");
    if (I != std::string_view::npos)
      Lead = std::min(Lead, I);
    if (NL == std::string_view::npos)
      break;
    R.remove_prefix(NL + 1);
  }
  Strip = Lead;
  write(S);
  Strip = 0;
}

/// The generator of one def's parser and printer.
class Gen {
public:
  Gen(const AttrOrTypeDef &D, const AttrTypeFormat &F) : D(D), F(F), Ps(D.parameters()) {}
  std::string parser();
  std::string printer();

private:
  const AttrOrTypeParameter &param(unsigned I) const { return Ps[I]; }
  std::string fmt(std::string_view Text, const Subst &Ctx) const { return substitute(Text, Ctx); }

  // Parsing.
  void parseElement(const Element *E);
  void parseLiteral(std::string_view V, bool Optional);
  void parseVariable(unsigned I);
  void parseParams(const Element *E);
  void parseStruct(const Element *E);
  void parseCustom(const Element *E, bool InGroup = false);
  void parseOptional(const Element *E);
  /// The comparison of a value with the parameter's default: true when
  /// the value is the default (absent).
  std::string isDefault(unsigned I, const std::string &Value, const Subst &Ctx) const;

  // Printing.
  void printElement(const Element *E);
  void printLiteral(std::string_view V);
  void printVariable(unsigned I, bool Qualified);
  void printCommaSeparated(const std::vector<unsigned> &Is, const Element *Struct);
  void printCustom(const Element *E);
  void printOptional(const Element *E);
  void printWhitespace(const Element *E);
  std::string printGuard(unsigned I) const;
  void guardOnAny(const std::vector<unsigned> &Is, bool Inverted);

  const AttrOrTypeDef &D;
  const AttrTypeFormat &F;
  const std::vector<AttrOrTypeParameter> &Ps;
  Out O;
  Subst ParseCtx, PrintCtx;
  bool EmitSpace = false;
  bool LastWasPunct = false;
};

//===----------------------------------------------------------------------===//
// Parser
//===----------------------------------------------------------------------===//

constexpr std::string_view ParseErr = "odsParser.emitError(odsParser.getCurrentLocation(), ";

std::string Gen::isDefault(unsigned I, const std::string &Value, const Subst &Ctx) const {
  Subst C = Ctx;
  C.insert(C.begin(), {{"_lhs", Value}, {"_rhs", fmt(param(I).defaultValue(), Ctx)}});
  return fmt(param(I).comparator(), C);
}

std::string Gen::parser() {
  ParseCtx = {{"_parser", "odsParser"}, {"_ctxt", "odsParser.getContext()"},
              {"_builder", "odsBuilder"}};
  if (D.isAttr())
    ParseCtx.push_back({"_type", "odsType"});
  ParseCtx.push_back({"_loc", "odsLoc"});
  O.indent();
  O << "::mlir::Builder odsBuilder(odsParser.getContext());\n"
    << "::llvm::SMLoc odsLoc = odsParser.getCurrentLocation();\n(void) odsLoc;\n";
  for (const AttrOrTypeParameter &P : Ps) {
    O << "::mlir::FailureOr<" << P.storageType() << "> _result_" << P.name() << ";\n";
    if (!P.isSelfType())
      continue;
    O << "\nif (odsType) {\n  if (auto reqType = ::llvm::dyn_cast<" << P.storageType()
      << ">(odsType)) {\n    _result_" << P.name()
      << " = reqType;\n  } else {\n    odsParser.emitError(odsLoc, \"invalid kind of type "
         "specified\");\n    return {};\n  }\n}";
    if (!P.isOptional())
      O << " else {\n  odsParser.emitError(odsLoc, \"expected a trailing type\");\n  return "
           "{};\n}";
    O << "\n";
  }
  for (const Element *E : F.Elements)
    parseElement(E);
  for (const AttrOrTypeParameter &P : Ps)
    if (!P.isOptional())
      O << "assert(::mlir::succeeded(_result_" << P.name() << "));\n";
  std::string Cls = D.cppClassName();
  if (D.genVerifyDecl() || D.hasConstrainedParams())
    O << "return odsParser.getChecked<" << Cls << ">(odsLoc, odsParser.getContext()";
  else
    O << "return " << Cls << "::get(odsParser.getContext()";
  Subst Ctx = ParseCtx;
  for (const AttrOrTypeParameter &P : Ps) {
    O << ",\n    ";
    std::string Self = P.isOptional() ? "(_result_" + P.name() + ".value_or(" +
                                            fmt(P.defaultValue(), Ctx) + "))"
                                      : "(*_result_" + P.name() + ")";
    Ctx.push_back({P.name(), Self});
    Subst WithSelf = Ctx;
    WithSelf.insert(WithSelf.begin(), {"_self", Self});
    O << P.cppType() << "(" << fmt(P.parsedConversion(), WithSelf) << ")";
  }
  O << ");";
  return O.take();
}

void Gen::parseElement(const Element *E) {
  switch (E->K) {
  case Element::Literal:
    return parseLiteral(E->Text, false);
  case Element::Param:
    return parseVariable(E->Index);
  case Element::Params:
    return parseParams(E);
  case Element::Struct:
    return parseStruct(E);
  case Element::Custom:
    return parseCustom(E);
  case Element::Optional:
    return parseOptional(E);
  default:
    return;
  }
}

/// The AsmParser method suffix that reads punctuation V ("" when V is no
/// punctuation): one "spelling:Name" entry per punctuation mark.
std::string_view punctuationName(std::string_view V) {
  constexpr std::string_view Table = "->:Arrow ::Colon ,:Comma =:Equal <:Less >:Greater "
                                     "{:LBrace }:RBrace (:LParen ):RParen [:LSquare "
                                     "]:RSquare ?:Question +:Plus *:Star ...:Ellipsis "
                                     "|:VerticalBar";
  for (size_t Pos = 0; Pos < Table.size();) {
    size_t End = Table.find(' ', Pos);
    if (End == std::string_view::npos)
      End = Table.size();
    std::string_view Entry = Table.substr(Pos, End - Pos);
    size_t Colon = Entry.find(':', 1);
    if (Entry.substr(0, Colon) == V)
      return Entry.substr(Colon + 1);
    Pos = End + 1;
  }
  return "";
}

void Gen::parseLiteral(std::string_view V, bool Optional) {
  O << "// Parse literal '" << V << "'\n";
  O << "if (odsParser.parse";
  if (Optional)
    O << "Optional";
  if (V.front() == '_' || (V.front() >= 'a' && V.front() <= 'z') ||
      (V.front() >= 'A' && V.front() <= 'Z'))
    O << "Keyword(\"" << V << "\")";
  else
    O << punctuationName(V) << "()";
  if (!Optional)
    O << ") return {};\n";
}

void Gen::parseVariable(unsigned I) {
  const AttrOrTypeParameter &P = param(I);
  std::optional<std::string> Custom = P.parser();
  Subst Ctx = ParseCtx;
  Ctx.push_back({"0", P.storageType()});
  std::string Code = fmt(Custom ? *Custom : "::mlir::FieldParser<$0>::parse($_parser)", Ctx);
  std::string N = P.name();
  O << "\n// Parse variable '" << N << "'\n";
  if (const Record *C = P.constraint())
    if (C->getValue("dialect"))
      if (const auto *DI = dyn_cast<DefInit>(C->getValueInit("dialect"))) {
        std::string Dialect(DI->getDef()->getName());
        std::erase(Dialect, '_');
        O << "odsParser.getContext()->getOrLoadDialect<"
          << DI->getDef()->getValueAsString("cppNamespace") << "::" << Dialect << ">();\n";
      }
  O << "_result_" << N << " = " << Code
    << ";\nif (::mlir::failed(_result_" << N << ")) {\n  " << ParseErr << "\"failed to parse "
    << D.record()->getName() << " parameter '" << N << "' which is to be a `" << P.cppType()
    << "`\");\n  return {};\n}\n";
}

void Gen::parseParams(const Element *E) {
  O << "// Parse parameter list\n";
  bool AnyOptional = std::any_of(E->Indices.begin(), E->Indices.end(),
                                 [&](unsigned I) { return param(I).isOptional(); });
  if (AnyOptional) {
    O << "do {\n";
    O.indent();
  }
  size_t LastRequired = 0;
  for (size_t K = 0; K < E->Indices.size(); ++K)
    if (!param(E->Indices[K]).isOptional())
      LastRequired = K;
  for (size_t K = 0; K < E->Indices.size(); ++K) {
    if (K) {
      unsigned Prev = E->Indices[K - 1];
      bool PrevOptional = param(Prev).isOptional();
      if (PrevOptional) {
        std::string N = param(Prev).name();
        O << "if (::mlir::succeeded(_result_" << N << ") && !("
          << isDefault(Prev, "(*_result_" + N + ")", ParseCtx) << ")) {\n";
        O.indent();
      }
      if (K <= LastRequired) {
        parseLiteral(",", false);
      } else {
        parseLiteral(",", true);
        O << ") break;\n";
      }
      if (PrevOptional)
        O.unindent() << "}\n";
    }
    parseVariable(E->Indices[K]);
  }
  if (AnyOptional)
    O.unindent() << "} while(false);\n";
}

void Gen::parseStruct(const Element *E) {
  O << "// Parse parameter struct\n";
  for (unsigned I : E->Indices)
    O << "bool _seen_" << param(I).name() << " = false;\n";
  O << "{\n";
  O.indent() << "const auto _loop_body = [&](::llvm::StringRef _paramKey) -> bool {\n";
  O.indent();
  parseLiteral("=", false);
  for (size_t K = 0; K < E->Indices.size(); ++K) {
    std::string N = param(E->Indices[K]).name();
    O << "if (!_seen_" << N << " && _paramKey == \"" << N << "\") {\n  _seen_" << N
      << " = true;\n";
    O.indent();
    if (E->Args[K]->K == Element::Custom)
      parseCustom(E->Args[K]);
    else
      parseVariable(E->Indices[K]);
    O.unindent() << "} else ";
  }
  O.reindented(std::string("{\n  ") + std::string(ParseErr) +
               "\"duplicate or unknown struct parameter name: \") << _paramKey;\n  return "
               "{};\n}\n");
  O << "return true;\n";
  O.unindent() << "};\n";
  size_t NumOptional = std::count_if(E->Indices.begin(), E->Indices.end(),
                                     [&](unsigned I) { return param(I).isOptional(); });
  size_t N = E->Indices.size();
  if (NumOptional) {
    if (NumOptional == N) {
      O.reindented("\n  ::llvm::StringRef _paramKey;\n  if "
                   "(!odsParser.parseOptionalKeyword(&_paramKey)) {\n    if "
                   "(!_loop_body(_paramKey)) return {};\n    while "
                   "(!odsParser.parseOptionalComma()) {\n");
      O.indent();
    } else {
      O << "do {\n";
    }
  } else {
    O.reindented("\n  for (unsigned odsStructIndex = 0; odsStructIndex < " + std::to_string(N) +
                 "; ++odsStructIndex) {\n");
  }
  O.indent();
  O.reindented("\n    ::llvm::StringRef _paramKey;\n    if "
               "(odsParser.parseKeyword(&_paramKey)) {\n      "
               "odsParser.emitError(odsParser.getCurrentLocation(),\n                         "
               "\"expected a parameter name in struct\");\n      return {};\n    }\n    if "
               "(!_loop_body(_paramKey)) return {};\n");
  O.unindent();
  if (NumOptional) {
    if (NumOptional == N) {
      O << "}\n";
      O.unindent() << "}\n";
    } else {
      O << "} while(!odsParser.parseOptionalComma());\n";
      for (unsigned I : E->Indices) {
        if (param(I).isOptional())
          continue;
        std::string PN = param(I).name();
        O.reindented("\n    if (!_seen_" + PN + ") {\n      " + std::string(ParseErr) +
                     "\"struct is missing required parameter: \") << \"" + PN +
                     "\";\n      return {};\n    }\n");
      }
    }
  } else {
    O.reindented("\n  if ((odsStructIndex != " + std::to_string(N) +
                 " - 1) && odsParser.parseComma())\n    return {};\n}\n");
  }
  O.unindent() << "}\n";
}

void Gen::parseCustom(const Element *E, bool InGroup) {
  O << "{\n";
  O.indent();
  O << "auto odsCustomLoc = odsParser.getCurrentLocation();\n(void)odsCustomLoc;\n";
  O << "auto odsCustomResult = parse" << E->Text << "(odsParser";
  O.indent();
  for (const Element *A : E->Args) {
    O << ",\n";
    if (A->K == Element::Param)
      O << "::mlir::detail::unwrapForCustomParse(_result_" << param(A->Index).name() << ")";
    else if (A->K == Element::Ref)
      O << "*_result_" << param(A->Index).name();
    else
      O << fmt(A->Text, ParseCtx);
  }
  O.unindent() << ");\n";
  if (InGroup)
    O << "if (!odsCustomResult.has_value()) return {};\n"
      << "if (::mlir::failed(*odsCustomResult)) return ::mlir::failure();\n";
  else
    O << "if (::mlir::failed(odsCustomResult)) return {};\n";
  for (const Element *A : E->Args) {
    if (A->K != Element::Param || param(A->Index).isOptional())
      continue;
    std::string N = param(A->Index).name();
    O << "if (::mlir::failed(_result_" << N << ")) {\n";
    O.indent() << "odsParser.emitError(odsCustomLoc, \"custom parser failed to parse parameter '"
               << N << "'\");\n";
    O << "return {};\n";
    O.unindent() << "}\n";
  }
  O.unindent() << "}\n";
}

void Gen::parseOptional(const Element *E) {
  std::vector<const Element *> Then(E->Then.begin() + E->ThenStart, E->Then.end());
  const Element *First = Then.front();
  auto guardOn = [&](const std::vector<unsigned> &Is) {
    O << "if (!(";
    for (size_t K = 0; K < Is.size(); ++K) {
      std::string N = param(Is[K]).name();
      O << (K ? " || " : "") << "(::mlir::succeeded(_result_" << N << ") && *_result_" << N
        << ")";
    }
    O << ")) {\n";
  };
  if (First->K == Element::Custom) {
    // The group is present when the custom parser says so.
    O << "if (auto result = [&]() -> ::mlir::OptionalParseResult {\n";
    O.indent();
    parseCustom(First, true);
    O << "return ::mlir::success();\n";
    O.unindent() << "}(); result.has_value() && ::mlir::failed(*result)) {\n";
    O.indent() << "return {};\n";
    O.unindent() << "} else if (result.has_value()) {\n";
    O.indent();
    for (size_t K = 1; K < Then.size(); ++K)
      parseElement(Then[K]);
    O.unindent() << "} else {\n";
    O.indent();
    for (size_t K = E->ElseStart; K < E->Else.size(); ++K)
      parseElement(E->Else[K]);
    O.unindent() << "}\n";
    return;
  }
  if (First->K == Element::Literal) {
    parseLiteral(First->Text, true);
    O << ") {\n";
  } else if (First->K == Element::Param) {
    parseVariable(First->Index);
    guardOn({First->Index});
  } else if (First->K == Element::Params) {
    parseParams(First);
    guardOn(First->Indices);
  } else {
    parseStruct(First);
    guardOn(First->Indices);
  }
  O.indent();
  for (size_t K = E->ElseStart; K < E->Else.size(); ++K)
    parseElement(E->Else[K]);
  O.unindent() << "} else {\n";
  O.indent();
  for (size_t K = 1; K < Then.size(); ++K)
    parseElement(Then[K]);
  O.unindent() << "}\n";
}

//===----------------------------------------------------------------------===//
// Printer
//===----------------------------------------------------------------------===//

std::string Gen::printGuard(unsigned I) const {
  Subst Ctx = PrintCtx;
  Ctx.insert(Ctx.begin(), {"_self", param(I).accessorName() + "()"});
  return "!(" + isDefault(I, param(I).accessorName() + "()", Ctx) + ")";
}

std::string Gen::printer() {
  PrintCtx = {{"_printer", "odsPrinter"}, {"_ctxt", "getContext()"}, {"_builder", "odsBuilder"}};
  O.indent();
  O << "::mlir::Builder odsBuilder(getContext());\n";
  EmitSpace = true;
  LastWasPunct = false;
  for (const Element *E : F.Elements)
    printElement(E);
  return O.take();
}

void Gen::printElement(const Element *E) {
  switch (E->K) {
  case Element::Literal:
    return printLiteral(E->Text);
  case Element::Params:
    return printCommaSeparated(E->Indices, nullptr);
  case Element::Struct:
    return printCommaSeparated(E->Indices, E);
  case Element::Custom:
    return printCustom(E);
  case Element::Param:
    return printVariable(E->Index, E->Qualified);
  case Element::Optional:
    return printOptional(E);
  case Element::Whitespace:
    return printWhitespace(E);
  default:
    return;
  }
}

void Gen::printLiteral(std::string_view V) {
  bool Space = EmitSpace && spaceBeforeLiteral(V, LastWasPunct);
  O << "odsPrinter" << (Space ? " << ' '" : "") << " << \"" << V << "\";\n";
  EmitSpace = V.size() != 1 || std::string_view("<({[").find(V.front()) == std::string_view::npos;
  LastWasPunct = V.front() != '_' && !((V.front() >= 'a' && V.front() <= 'z') ||
                                       (V.front() >= 'A' && V.front() <= 'Z'));
}

void Gen::printVariable(unsigned I, bool Qualified) {
  const AttrOrTypeParameter &P = param(I);
  Subst Ctx = PrintCtx;
  Ctx.insert(Ctx.begin(), {"_self", P.accessorName() + "()"});
  bool Guard = P.isOptional();
  if (Guard) {
    O << "if (" << printGuard(I) << ") {\n";
    O.indent();
  }
  if (EmitSpace || !LastWasPunct)
    O << "odsPrinter << ' ';\n";
  EmitSpace = true;
  LastWasPunct = false;
  if (Qualified)
    O << fmt("$_printer << $_self", Ctx) << ";\n";
  else if (std::optional<std::string> Custom = P.printer())
    O << fmt(*Custom, Ctx) << ";\n";
  else
    O << fmt("$_printer.printStrippedAttrOrType($_self)", Ctx) << ";\n";
  if (Guard)
    O.unindent() << "}\n";
}

void Gen::guardOnAny(const std::vector<unsigned> &Is, bool Inverted) {
  O << "if (";
  if (Inverted)
    O << "!(";
  for (size_t K = 0; K < Is.size(); ++K)
    O << (K ? " || " : "") << printGuard(Is[K]);
  if (Inverted)
    O << ")";
  O << ") {\n";
  O.indent();
}

void Gen::printCommaSeparated(const std::vector<unsigned> &Is, const Element *Struct) {
  if (EmitSpace || !LastWasPunct) {
    bool AllOptional =
        std::all_of(Is.begin(), Is.end(), [&](unsigned I) { return param(I).isOptional(); });
    if (AllOptional)
      guardOnAny(Is, false);
    O << "odsPrinter << ' ';\n";
    if (AllOptional)
      O.unindent() << "}\n";
  }
  O << "{\n";
  O.indent() << "bool _firstPrinted = true;\n";
  for (size_t K = 0; K < Is.size(); ++K) {
    unsigned I = Is[K];
    bool Optional = param(I).isOptional();
    if (Optional) {
      O << "if (" << printGuard(I) << ") {\n";
      O.indent();
    }
    O << "if (!_firstPrinted) odsPrinter << \", \";\n_firstPrinted = false;\n";
    if (Struct)
      O << "odsPrinter << \"" << param(I).name() << " = \";\n";
    EmitSpace = false;
    LastWasPunct = true;
    if (Struct && Struct->Args[K]->K == Element::Custom)
      printCustom(Struct->Args[K]);
    else
      printVariable(I, false);
    if (Optional)
      O.unindent() << "}\n";
  }
  O.unindent() << "}\n";
}

void Gen::printCustom(const Element *E) {
  if (EmitSpace || !LastWasPunct)
    O << "odsPrinter << ' ';\n";
  EmitSpace = true;
  LastWasPunct = false;
  O << "print" << E->Text << "(odsPrinter";
  O.indent();
  for (const Element *A : E->Args) {
    O << ",\n";
    if (A->K == Element::Param || A->K == Element::Ref)
      O << param(A->Index).accessorName() << "()";
    else
      O << fmt(A->Text, PrintCtx);
  }
  O.unindent() << ");\n";
}

void Gen::printOptional(const Element *E) {
  const Element *A = E->Anchor;
  std::vector<unsigned> Is;
  if (A->K == Element::Param)
    Is.push_back(A->Index);
  else if (A->K == Element::Params || A->K == Element::Struct)
    Is = A->Indices;
  else
    for (const Element *Arg : A->Args)
      if (Arg->K == Element::Param)
        Is.push_back(Arg->Index);
  guardOnAny(Is, E->Inverted);
  {
    bool SavedSpace = EmitSpace, SavedPunct = LastWasPunct;
    for (const Element *T : E->Then)
      printElement(T);
    EmitSpace = SavedSpace;
    LastWasPunct = SavedPunct;
  }
  O.unindent() << "} else {\n";
  O.indent();
  for (const Element *T : E->Else)
    printElement(T);
  O.unindent() << "}\n";
}

void Gen::printWhitespace(const Element *E) {
  if (E->Text == "\\n")
    O << "odsPrinter.printNewline();\n";
  else if (!E->Text.empty())
    O << "odsPrinter << \"" << E->Text << "\";\n";
  else
    LastWasPunct = true;
  EmitSpace = false;
}

} // namespace

FormatBodies generateFormat(const mlir::AttrOrTypeDef &D, const std::string &Format,
                            bool ErrorsFatal) {
  AttrTypeFormat F;
  std::vector<FormatError> Errors;
  if (!parseAttrTypeFormat(D, Format, F, Errors)) {
    // Each message points into the format itself, which has no file name.
    for (const FormatError &E : Errors) {
      PrintUncountedError(E.Message + "\n" + quoteFormatLine(Format, E.Offset));
      PrintNote(D.record()->getLocs(), "in custom assembly format for this operation");
    }
    if (ErrorsFatal)
      PrintFatalError(D.record()->getLocs(), "failed to parse assembly format");
    return {};
  }
  FormatBodies B;
  B.Parser = Gen(D, F).parser();
  B.Printer = Gen(D, F).printer();
  for (std::string *S : {&B.Parser, &B.Printer})
    if (!S->empty() && S->back() != '\n')
      *S += '\n';
  return B;
}

} // namespace tblgen::mlirattr
