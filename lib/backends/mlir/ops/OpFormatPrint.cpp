//===- OpFormatPrint.cpp - print() from an op's assemblyFormat -------------===//
//
// The printer half of a declarative op format: each element printed in
// turn, spaces put between them the way mlir-tblgen decides (none after an
// opening bracket, none before closing punctuation), optional groups
// guarded by their anchor, and the attribute dictionary printed without
// what the format already shows or what holds its default value.
//
//===----------------------------------------------------------------------===//

#include "OpFormatGen.h"

#include "mlir/Enum.h"
#include "mlir/Predicate.h"
#include "tblgen/Record.h"

#include <cctype>

namespace tblgen::mlirops::opformat {

using mlir::FmtContext;
using mlir::formatTemplate;

namespace {

class PrinterGen {
public:
  PrinterGen(const Gen &G) : G(G), Op(G.Op), F(G.F) {}
  std::string run() {
    for (const Element *E : F.Elements)
      element(E);
    return B.text();
  }

private:
  void element(const Element *E);
  void literal(const std::string &V);
  void optionalGroup(const Element *E);
  void anchorCheck(const Element *E);
  void nonDefault(const Element *E);
  void attrDict(const Element *E);
  void propDict();
  void segmentElision(const char *List);
  std::string defaultElision(const mlir::OpAttribute &A, const char *List);
  void enumAttr(const Element *E);
  void regionPrinter(const std::string &Name);
  void regionList(const std::string &List);
  std::string typeOperand(const Element *Arg, bool ArrayRef = true);
  void customArg(const Element *E);
  void oilist(const Element *E);

  const Gen &G;
  const mlir::Operator &Op;
  const OpFormat &F;
  Body B;
  bool EmitSpace = true, LastWasPunct = false;
};

void PrinterGen::literal(const std::string &V) {
  B << "  _odsPrinter";
  if (EmitSpace && mlir::format::spaceBeforeLiteral(V, LastWasPunct))
    B << " << ' '";
  B << " << \"" << V << "\";\n";
  EmitSpace = V.size() != 1 || std::string_view("<({[").find(V.front()) == std::string_view::npos;
  LastWasPunct = V.front() != '_' && !std::isalpha(static_cast<unsigned char>(V.front()));
}

void PrinterGen::nonDefault(const Element *E) {
  if (G.isVar(E, OpVar::Property)) {
    FmtContext Ctx;
    Ctx.withBuilder("::mlir::OpBuilder((*this)->getContext())");
    B << Gen::getter(G.name(E)) << "() != "
      << formatTemplate(propField(G.prop(E), "defaultValue"), &Ctx);
    return;
  }
  const mlir::OpAttribute &A = G.attr(E);
  std::string Get = Gen::getter(A.Name);
  bool Opt = A.isOptional(), Def = !A.defaultValue().empty();
  if (Opt && Def)
    B << "(";
  if (Opt)
    B << Get << "Attr()";
  if (Opt && Def)
    B << " && ";
  if (Def) {
    FmtContext Ctx;
    Ctx.withBuilder("::mlir::OpBuilder((*this)->getContext())");
    B << Get << "Attr() != "
      << formatTemplate(fieldText(A.Def, "constBuilderCall"), &Ctx,
                        {formatTemplate(A.defaultValue(), &Ctx)});
  }
  if (Opt && Def)
    B << ")";
}

void PrinterGen::anchorCheck(const Element *E) {
  if (E->K == Element::Param) {
    std::string Get = Gen::getter(G.name(E));
    switch (G.var(E).K) {
    case OpVar::Operand:
    case OpVar::Result: {
      const mlir::OpValue &V = G.value(E);
      if (V.isOptional())
        B << Get << "()";
      else if (V.isVariadic())
        B << "!" << Get << "().empty()";
      return;
    }
    case OpVar::Region:
      B << "!" << Get << "().empty()";
      return;
    case OpVar::Attribute:
    case OpVar::Property:
      nonDefault(E);
      return;
    default:
      return;
    }
  }
  if (Gen::isDir(E, OpDirective::Type) || Gen::isDir(E, OpDirective::FunctionalType))
    return anchorCheck(E->Args[0]);
  if (E->K == Element::Custom) {
    B << '(';
    for (size_t I = 0; I < E->Args.size(); ++I) {
      B << (I ? " || " : "") << '(';
      anchorCheck(E->Args[I]);
      B << ')';
    }
    B << ')';
  }
}

void PrinterGen::optionalGroup(const Element *E) {
  B << "  if (";
  if (E->Inverted)
    B << "!";
  anchorCheck(E->Anchor);
  B << ") {\n";
  B.indent();
  const Element *A = E->Anchor;
  const Element *Elided = nullptr;
  if ((G.isVar(A, OpVar::Attribute) || G.isVar(A, OpVar::Property)) && A != E->Then.front() &&
      (E->Else.empty() || A != E->Else.front()) && G.isUnit(A))
    Elided = A;
  for (const Element *T : E->Then)
    if (T != Elided)
      element(T);
  B << "}";
  if (!E->Else.empty()) {
    B << " else {\n";
    for (const Element *T : E->Else)
      if (T != Elided)
        element(T);
    B << "}";
  }
  B.unindent() << "\n";
}

void PrinterGen::segmentElision(const char *List) {
  if (!F.AllOperands && G.C.attrSizedOperands())
    B << "  " << List << ".push_back(\"operandSegmentSizes\");\n";
  if (!F.AllResultTypes && G.C.attrSizedResults())
    B << "  " << List << ".push_back(\"resultSegmentSizes\");\n";
}

std::string PrinterGen::defaultElision(const mlir::OpAttribute &A, const char *List) {
  FmtContext Ctx;
  Ctx.withBuilder("odsBuilder");
  std::string Def = formatTemplate(fieldText(A.Def, "constBuilderCall"), &Ctx,
                                   {formatTemplate(A.defaultValue(), &Ctx)});
  return "  {\n     ::mlir::Builder odsBuilder(getContext());\n     ::mlir::Attribute attr = " +
         Gen::getter(A.Name) + "Attr();\n     if(attr && (attr == " + Def + "))\n       " + List +
         ".push_back(\"" + std::string(A.Name) + "\");\n  }\n";
}

void PrinterGen::attrDict(const Element *E) {
  B << "  ::llvm::SmallVector<::llvm::StringRef, 2> elidedAttrs;\n";
  segmentElision("elidedAttrs");
  for (const std::string &N : F.InferredAttrs)
    B << "  elidedAttrs.push_back(\"" << N << "\");\n";
  for (unsigned I : F.UsedAttrs)
    B << "  elidedAttrs.push_back(\"" << Op.attributes()[I].Name << "\");\n";
  for (const mlir::OpAttribute &A : Op.attributes())
    if (!A.Derived && !A.defaultValue().empty())
      B << defaultElision(A, "elidedAttrs");
  const char *Kw = Gen::isDir(E, OpDirective::AttrDictWithKeyword) ? "WithKeyword" : "";
  if (F.HasPropDict)
    B << "  _odsPrinter.printOptionalAttrDict" << Kw
      << "(llvm::to_vector((*this)->getDiscardableAttrs()), elidedAttrs);\n";
  else
    B << "  _odsPrinter.printOptionalAttrDict" << Kw << "((*this)->getAttrs(), elidedAttrs);\n";
}

void PrinterGen::propDict() {
  B << "  ::llvm::SmallVector<::llvm::StringRef, 2> elidedProps;\n";
  segmentElision("elidedProps");
  for (unsigned I : F.UsedProps)
    B << "  elidedProps.push_back(\"" << Op.properties()[I].Name << "\");\n";
  for (unsigned I : F.UsedAttrs)
    B << "  elidedProps.push_back(\"" << Op.attributes()[I].Name << "\");\n";
  for (const mlir::OpAttribute &A : Op.attributes())
    if (!A.Derived && !A.defaultValue().empty())
      B << defaultElision(A, "elidedProps");
  for (const mlir::OpProperty &P : Op.properties()) {
    std::string Def = propField(P, "defaultValue");
    if (Def.empty())
      continue;
    FmtContext Ctx;
    Ctx.withBuilder("odsBuilder");
    B << "  if (" << Gen::getter(P.Name) << "() == " << formatTemplate(Def, &Ctx) << ") {"
      << "    elidedProps.push_back(\"" << P.Name << "\");\n  }\n";
  }
  if (G.UseProperties)
    B << "  _odsPrinter << \" \";\n"
      << "  printProperties(this->getContext(), _odsPrinter, getProperties(), elidedProps);\n";
}

void PrinterGen::enumAttr(const Element *E) {
  const mlir::OpAttribute &A = G.attr(E);
  const Record *Base = Gen::baseAttr(A);
  mlir::EnumInfo Info(Base);
  std::vector<mlir::EnumCase> Cases = Info.cases();
  B << "\n  {\n    auto caseValue = " << (A.isOptional() ? "*" : "") << Gen::getter(A.Name)
    << "();\n    auto caseValueStr = " << Info.symbolToStringFn() << "(caseValue);\n";
  std::vector<bool> NotKeyword(Cases.size());
  bool Any = false;
  for (size_t I = 0; I < Cases.size(); ++I) {
    bool Bad = !mlir::isKeyword(Cases[I].str());
    if (Info.isBitEnum()) {
      int64_t V = Cases[I].value();
      if (V < 0 || (V & (V - 1)) != 0 || V == 0)
        Bad = true;
    }
    NotKeyword[I] = Bad;
    Any |= Bad;
  }
  if (!Any) {
    B << "    _odsPrinter << caseValueStr;\n  }\n";
    return;
  }
  B << "    switch (caseValue) {\n";
  for (size_t I = 0; I < Cases.size(); ++I)
    if (!NotKeyword[I])
      B << "    case " << Info.cppNamespace() << "::" << Info.className()
        << "::" << Cases[I].identifier() << ":\n";
  B << "      _odsPrinter << caseValueStr;\n      break;\n    default:\n"
       "      _odsPrinter << '\"' << caseValueStr << '\"';\n      break;\n    }\n  }\n";
}

void PrinterGen::regionPrinter(const std::string &Name) {
  if (G.ImplicitTerminator)
    B << "\n  {\n    bool printTerminator = true;\n    if (auto *term = " << Name << ".empty() ? nullptr : "
      << Name
      << ".begin()->getTerminator()) {\n      printTerminator = !term->getAttrDictionary().empty() ||\n"
         "                        term->getNumOperands() != 0 ||\n"
         "                        term->getNumResults() != 0;\n    }\n    _odsPrinter.printRegion("
      << Name
      << ", /*printEntryBlockArgs=*/true,\n      /*printBlockTerminators=*/printTerminator);\n  }\n";
  else
    B << "  _odsPrinter.printRegion(" << Name << ");\n";
}

void PrinterGen::regionList(const std::string &List) {
  B << "    llvm::interleaveComma(" << List << ", _odsPrinter, [&](::mlir::Region &region) {\n      ";
  regionPrinter("region");
  B << "    });\n";
}

std::string PrinterGen::typeOperand(const Element *Arg, bool ArrayRef) {
  if (Gen::isDir(Arg, OpDirective::Operands))
    return "getOperation()->getOperandTypes()";
  if (Gen::isDir(Arg, OpDirective::Results))
    return "getOperation()->getResultTypes()";
  const mlir::OpValue &V = G.value(Arg);
  std::string Get = Gen::getter(V.Name);
  if (V.isVariadicOfVariadic())
    return Get + "().join().getTypes()";
  if (V.isVariadic())
    return Get + "().getTypes()";
  if (V.isOptional())
    return "(" + Get + "() ? ::llvm::ArrayRef<::mlir::Type>(" + Get +
           "().getType()) : ::llvm::ArrayRef<::mlir::Type>())";
  if (ArrayRef)
    return "::llvm::ArrayRef<::mlir::Type>(" + Get + "().getType())";
  return Get + "().getType()";
}

void PrinterGen::customArg(const Element *E) {
  if (E->K == Element::Ref)
    return customArg(E->Args[0]);
  if (E->K == Element::String) {
    FmtContext Ctx;
    Ctx.withBuilder("::mlir::Builder(getContext())").addSubst("_ctxt", "getContext()");
    B << formatTemplate(E->Text, &Ctx);
    return;
  }
  if (E->K == Element::Directive) {
    switch (OpFormat::directive(E)) {
    case OpDirective::AttrDict:
    case OpDirective::AttrDictWithKeyword:
      B << "getOperation()->getAttrDictionary()";
      return;
    case OpDirective::PropDict:
      B << "getProperties()";
      return;
    case OpDirective::Type: {
      const mlir::OpValue &V = G.value(E->Args[0]);
      std::string Get = Gen::getter(V.Name);
      if (V.isVariadic())
        B << Get << "().getTypes()";
      else if (V.isOptional())
        B << "(" << Get << "() ? " << Get << "().getType() : ::mlir::Type())";
      else
        B << Get << "().getType()";
      return;
    }
    default:
      return;
    }
  }
  if (E->K != Element::Param)
    return;
  if (G.isVar(E, OpVar::Attribute)) {
    B << Gen::getter(G.name(E)) << "Attr()";
  } else if (G.isVar(E, OpVar::Property)) {
    FmtContext Ctx;
    Ctx.addSubst("_storage", "getProperties()." + G.name(E));
    B << formatTemplate(propField(G.prop(E), "convertFromStorage"), &Ctx);
  } else {
    B << Gen::getter(G.name(E)) << "()";
  }
}

void PrinterGen::oilist(const Element *E) {
  for (const Element *Clause : E->Args) {
    std::vector<const Element *> Vars;
    for (const Element *P : Clause->Then)
      mlir::format::collectVariables(P, Vars);
    B << "  if (false";
    for (const Element *V : Vars) {
      std::string Get = Gen::getter(G.name(V));
      switch (G.var(V).K) {
      case OpVar::Attribute:
      case OpVar::Property:
        B << " || (";
        nonDefault(V);
        B << ")";
        break;
      case OpVar::Operand:
      case OpVar::Result:
        B << " || " << Get << (G.value(V).isVariadic() ? "().size()" : "()");
        break;
      case OpVar::Region:
        B << " || " << Get << "()";
        break;
      default:
        break;
      }
    }
    B << ") {\n";
    literal(Clause->Text);
    if (!(Clause->Then.size() == 1 && G.isUnit(Clause->Then[0])))
      for (const Element *P : Clause->Then)
        element(P);
    B << "  }\n";
  }
}

void PrinterGen::element(const Element *E) {
  if (E->K == Element::Literal)
    return literal(E->Text);
  if (E->K == Element::Whitespace) {
    if (E->Text == "\\n") {
      B << "  _odsPrinter.printNewline();\n";
      return;
    }
    if (!E->Text.empty()) {
      B << "  _odsPrinter << ' ';\n";
      LastWasPunct = false;
    } else {
      LastWasPunct = true;
    }
    EmitSpace = false;
    return;
  }
  if (E->K == Element::Optional)
    return optionalGroup(E);
  if (Gen::isDir(E, OpDirective::OIList))
    return oilist(E);
  if (Gen::isDir(E, OpDirective::AttrDict) || Gen::isDir(E, OpDirective::AttrDictWithKeyword)) {
    attrDict(E);
    LastWasPunct = false;
    return;
  }
  if (Gen::isDir(E, OpDirective::PropDict)) {
    propDict();
    LastWasPunct = false;
    return;
  }
  if (EmitSpace || !LastWasPunct)
    B << "  _odsPrinter << ' ';\n";
  LastWasPunct = false;
  EmitSpace = true;

  if (E->K == Element::Custom) {
    B << "  print" << E->Text << "(_odsPrinter, *this";
    for (const Element *A : E->Args) {
      B << ", ";
      customArg(A);
    }
    B << ");\n";
    return;
  }
  if (E->K == Element::Param) {
    std::string Get = Gen::getter(G.name(E));
    switch (G.var(E).K) {
    case OpVar::Attribute: {
      const mlir::OpAttribute &A = G.attr(E);
      if (G.isEnumAttr(A))
        return enumAttr(E);
      if (G.isSymbolNameAttr(A))
        B << "  _odsPrinter.printSymbolName(" << Get << "Attr().getValue());\n";
      else if (G.attrTypeBuilder(A))
        B << "  _odsPrinter.printAttributeWithoutType(" << Get << "Attr());\n";
      else if (G.genericAttr(E))
        B << "  _odsPrinter.printAttribute(" << Get << "Attr());\n";
      else
        B << "_odsPrinter.printStrippedAttrOrType(" << Get << "Attr());\n";
      return;
    }
    case OpVar::Property: {
      FmtContext Ctx;
      Ctx.addSubst("_printer", "_odsPrinter")
          .addSubst("_ctxt", "getContext()")
          .addSubst("_storage", "getProperties()." + G.name(E));
      B << formatTemplate(propField(G.prop(E), "printer"), &Ctx) << ";\n";
      return;
    }
    case OpVar::Operand: {
      const mlir::OpValue &V = G.value(E);
      if (V.isVariadicOfVariadic())
        B << "  ::llvm::interleaveComma(" << Get
          << "(), _odsPrinter, [&](const auto &operands) { _odsPrinter << \"(\" << operands << \")\"; });\n";
      else if (V.isOptional())
        B << "  if (::mlir::Value value = " << Get << "())\n    _odsPrinter << value;\n";
      else
        B << "  _odsPrinter << " << Get << "();\n";
      return;
    }
    case OpVar::Region:
      if (Op.regions()[G.var(E).Index].isVariadic())
        regionList(Get + "()");
      else
        regionPrinter(Get + "()");
      return;
    case OpVar::Successor:
      if (Op.successors()[G.var(E).Index].isVariadic())
        B << "  ::llvm::interleaveComma(" << Get << "(), _odsPrinter);\n";
      else
        B << "  _odsPrinter << " << Get << "();\n";
      return;
    default:
      return;
    }
  }
  if (E->K != Element::Directive)
    return;
  switch (OpFormat::directive(E)) {
  case OpDirective::Operands:
    B << "  _odsPrinter << getOperation()->getOperands();\n";
    return;
  case OpDirective::Regions:
    regionList("getOperation()->getRegions()");
    return;
  case OpDirective::Successors:
    B << "  ::llvm::interleaveComma(getOperation()->getSuccessors(), _odsPrinter);\n";
    return;
  case OpDirective::Type: {
    const Element *Arg = E->Args[0];
    if (Arg->K == Element::Param) {
      const mlir::OpValue &V = G.value(Arg);
      std::string Get = Gen::getter(V.Name);
      if (G.isVar(Arg, OpVar::Operand) && V.isVariadicOfVariadic()) {
        B << "  ::llvm::interleaveComma(" << Get
          << "().getTypes(), _odsPrinter, [&](::mlir::TypeRange types) { _odsPrinter << \"(\" << "
             "types << \")\"; });\n";
        return;
      }
      if (!V.isVariadic() && !V.isOptional()) {
        if (E->Qualified) {
          B << "   _odsPrinter << " << Get << "().getType();\n";
          return;
        }
        B << "  {\n    auto type = " << Get << "().getType();\n    if (auto validType = ::llvm::dyn_cast<"
          << cppTypeOf(V)
          << ">(type))\n      _odsPrinter.printStrippedAttrOrType(validType);\n   else\n     _odsPrinter << "
             "type;\n  }\n";
        return;
      }
    }
    B << "  _odsPrinter << " << typeOperand(Arg, false) << ";\n";
    return;
  }
  case OpDirective::FunctionalType:
    B << "  _odsPrinter.printFunctionalType(" << typeOperand(E->Args[0]) << ", "
      << typeOperand(E->Args[1]) << ");\n";
    return;
  default:
    return;
  }
}

} // namespace

std::string Gen::printer() const { return PrinterGen(*this).run(); }

} // namespace tblgen::mlirops::opformat
