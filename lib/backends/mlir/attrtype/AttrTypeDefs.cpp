//===- AttrTypeDefs.cpp - -gen-{attr,type}def-{decls,defs} ----------------===//
//
// The C++ classes of a dialect's attributes (AttrDef) or types (TypeDef):
// each class with its storage struct, builders, verifier, mnemonic, parser
// and printer declarations and accessors (decls), and the definitions of
// those, the list of classes and the dialect's parse/print dispatch (defs).
// Defs come in definition order; without -{attr,type}defs-dialect they must
// all belong to one dialect.
//
//===----------------------------------------------------------------------===//

#include "ClassText.h"

#include "mlir/AttrOrTypeDef.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <optional>

namespace tblgen::mlirattr {

using namespace tblgen::mlir;

namespace {

/// What differs between the attribute and the type generators.
struct Flavor {
  std::string_view DefClass;   ///< "AttrDef" / "TypeDef"
  std::string_view Macro;      ///< "ATTRDEF" / "TYPEDEF"
  std::string_view Title;      ///< "AttrDef" / "TypeDef"
  std::string_view DialectOpt; ///< "attrdefs-dialect" / "typedefs-dialect"
  bool IsAttr;
};

constexpr Flavor AttrFlavor{"AttrDef", "ATTRDEF", "AttrDef", "attrdefs-dialect", true};
constexpr Flavor TypeFlavor{"TypeDef", "TYPEDEF", "TypeDef", "typedefs-dialect", false};

/// #ifdef NAME / #undef NAME ... #endif // NAME, as mlir-tblgen frames its
/// sections.
class IfDef {
public:
  IfDef(OStream &OS, std::string Name) : OS(OS), Name(std::move(Name)) {
    OS << "#ifdef " << this->Name << "\n#undef " << this->Name << "\n\n";
  }
  ~IfDef() { OS << "\n#endif // " << Name << "\n\n"; }

private:
  OStream &OS;
  std::string Name;
};

/// The defs to emit: those of the selected dialect, or all when they share
/// one dialect.
std::vector<AttrOrTypeDef> collectDefs(const RecordKeeper &Records, const Flavor &F,
                                       const BackendContext &Ctx) {
  // Every def is read, in the order of the input (a malformed one is an
  // error even outside the selected dialect, as in mlir-tblgen).
  std::vector<const Record *> Recs = Records.getAllDerivedDefinitionsIfDefined(F.DefClass);
  std::sort(Recs.begin(), Recs.end(), LessRecordByID());
  std::string Selected = Ctx.option(F.DialectOpt, "");
  std::vector<AttrOrTypeDef> All;
  if (!Selected.empty()) {
    for (const Record *R : Recs)
      if (AttrOrTypeDef D(R); D.record()->getValueAsDef("dialect")->getValueAsString("name") == Selected)
        All.push_back(std::move(D));
    return All;
  }
  // Without a selected dialect, mlir-tblgen compares each def's dialect
  // with the one before it, reading the later def first (def 1, def 0,
  // def 2, ...): a malformed def is reported in that order, and a second
  // dialect before any def after it is read.
  std::vector<std::optional<AttrOrTypeDef>> Read(Recs.size());
  auto read = [&](size_t I) -> AttrOrTypeDef & {
    if (!Read[I])
      Read[I].emplace(Recs[I]);
    return *Read[I];
  };
  for (size_t I = 1; I < Recs.size(); ++I) {
    const Record *Later = read(I).record()->getValueAsDef("dialect");
    if (Later != read(I - 1).record()->getValueAsDef("dialect"))
      PrintFatalError("defs belonging to more than one dialect. Must select one via "
                      "'--(attr|type)defs-dialect'");
  }
  for (size_t I = 0; I < Recs.size(); ++I)
    All.push_back(std::move(read(I)));
  return All;
}

/// "::ns::Class".
std::string qualified(const AttrOrTypeDef &D) {
  return D.dialectNamespace() + "::" + D.cppClassName();
}

void writeCommentLines(OStream &OS, std::string_view Text);

void writeDocComment(OStream &OS, const AttrOrTypeDef &D) {
  std::string SummaryText = D.summary();
  std::string_view Summary = trimSpace(SummaryText);
  if (!Summary.empty())
    writeCommentLines(OS, Summary);
  std::string Desc(trimSpace(D.description()));
  if (!Desc.empty())
    writeCommentLines(OS, Desc);
}

void writeCommentLines(OStream &OS, std::string_view Desc) {
  size_t Pos = 0;
  for (;;) {
    size_t NL = Desc.find('\n', Pos);
    std::string_view Line = Desc.substr(Pos, NL == std::string_view::npos ? NL : NL - Pos);
    OS << "/// " << Line << "\n";
    if (NL == std::string_view::npos)
      break;
    Pos = NL + 1;
  }
}

void emitDecls(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx,
               const Flavor &F) {
  emitSourceFileHeader(std::string(F.Title) + " Declarations", OS);
  IfDef Scope(OS, "GET_" + std::string(F.Macro) + "_CLASSES");
  OS << "\nnamespace mlir {\nclass AsmParser;\nclass AsmPrinter;\n} // namespace mlir\n";
  std::vector<AttrOrTypeDef> Defs = collectDefs(Records, F, Ctx);
  if (Defs.empty())
    return;
  std::vector<DefClass> Classes;
  for (const AttrOrTypeDef &D : Defs)
    Classes.push_back(buildDefClass(D, Ctx.flag("asmformat-error-is-fatal", true)));
  {
    BlankNamespace NS(OS, Defs.front().dialectNamespace());
    for (size_t I = 0; I < Defs.size(); ++I) {
      writeDocComment(OS, Defs[I]);
      OS << "class " << Defs[I].cppClassName() << ";\n";
    }
    for (const DefClass &C : Classes)
      C.writeDecl(OS);
  }
  for (const AttrOrTypeDef &D : Defs)
    if (!D.dialectNamespace().empty())
      OS << "MLIR_DECLARE_EXPLICIT_TYPE_ID(" << qualified(D) << ")\n";
}

/// generated{Attribute,Type}{Parser,Printer}: the mnemonic dispatch.
void writeDispatch(OStream &OS, const std::vector<AttrOrTypeDef> &Defs, const Flavor &F) {
  if (std::none_of(Defs.begin(), Defs.end(),
                   [](const AttrOrTypeDef &D) { return D.mnemonic().has_value(); }))
    return;
  std::string_view V = F.IsAttr ? "Attribute" : "Type";
  OS << "static ::mlir::OptionalParseResult generated" << V
     << "Parser(::mlir::AsmParser &parser, ::llvm::StringRef *mnemonic, ";
  if (F.IsAttr)
    OS << "::mlir::Type type, ";
  OS << "::mlir::" << V << " &value) {\n"
     << "  return ::mlir::AsmParser::KeywordSwitch<::mlir::OptionalParseResult>(parser)\n";
  for (const AttrOrTypeDef &D : Defs) {
    if (!D.mnemonic())
      continue;
    bool Custom = D.hasCustomAssemblyFormat() || D.assemblyFormat();
    std::string Q = qualified(D);
    OS << "    .Case(" << Q << "::getMnemonic(), [&](llvm::StringRef, llvm::SMLoc) {\n"
       << "      value = " << Q << "::"
       << (Custom ? (F.IsAttr ? "parse(parser, type)" : "parse(parser)")
                  : "get(parser.getContext())")
       << ";\n      return ::mlir::success(!!value);\n    })\n";
  }
  OS << "    .Default([&](llvm::StringRef keyword, llvm::SMLoc) {\n"
     << "      *mnemonic = keyword;\n      return std::nullopt;\n    });\n}\n\n";
  OS << "static ::llvm::LogicalResult generated" << V << "Printer(::mlir::" << V
     << " def, ::mlir::AsmPrinter &printer) {\n"
     << "  return ::llvm::TypeSwitch<::mlir::" << V << ", ::llvm::LogicalResult>(def)";
  for (const AttrOrTypeDef &D : Defs) {
    if (!D.mnemonic())
      continue;
    bool Custom = D.hasCustomAssemblyFormat() || D.assemblyFormat();
    std::string Q = qualified(D);
    OS << "    .Case<" << Q << ">([&](auto t) {\n"
       << "      printer << " << Q << "::getMnemonic();\n";
    if (Custom)
      OS << "t.print(printer);\n";
    OS << "      return ::mlir::success();\n    })\n";
  }
  OS << "    .Default([](auto) { return ::mlir::failure(); });\n}\n\n";
}

/// The dialect's parseType/printType (parseAttribute/printAttribute), when
/// it asks for the default ones.
void writeDialectHooks(OStream &OS, const AttrOrTypeDef &First, const Flavor &F) {
  const Record *Dialect = First.dialect();
  if (!Dialect->getValueAsBit(F.IsAttr ? "useDefaultAttributePrinterParser"
                                       : "useDefaultTypePrinterParser"))
    return;
  bool Extensible = Dialect->getValueAsBit("isExtensible");
  std::string Cls = First.dialectClass();
  BlankNamespace NS(OS, First.dialectNamespace());
  if (F.IsAttr) {
    OS << "\n/// Parse an attribute registered to this dialect.\n"
       << "::mlir::Attribute " << Cls << "::parseAttribute(::mlir::DialectAsmParser &parser,\n"
       << "                                      ::mlir::Type type) const {\n"
       << "  ::llvm::SMLoc typeLoc = parser.getCurrentLocation();\n"
       << "  ::llvm::StringRef attrTag;\n  {\n    ::mlir::Attribute attr;\n"
       << "    auto parseResult = generatedAttributeParser(parser, &attrTag, type, attr);\n"
       << "    if (parseResult.has_value())\n      return attr;\n  }\n  ";
    if (Extensible)
      OS << "\n  {\n    ::mlir::Attribute genAttr;\n"
         << "    auto parseResult = parseOptionalDynamicAttr(attrTag, parser, genAttr);\n"
         << "    if (parseResult.has_value()) {\n"
         << "      if (::mlir::succeeded(parseResult.value()))\n        return genAttr;\n"
         << "      return Attribute();\n    }\n  }\n";
    OS << "\n  parser.emitError(typeLoc) << \"unknown attribute `\"\n"
       << "      << attrTag << \"` in dialect `\" << getNamespace() << \"`\";\n"
       << "  return {};\n}\n"
       << "/// Print an attribute registered to this dialect.\n"
       << "void " << Cls << "::printAttribute(::mlir::Attribute attr,\n"
       << "                         ::mlir::DialectAsmPrinter &printer) const {\n"
       << "  if (::mlir::succeeded(generatedAttributePrinter(attr, printer)))\n"
       << "    return;\n  ";
    if (Extensible)
      OS << "\n  if (::mlir::succeeded(printIfDynamicAttr(attr, printer)))\n    return;\n";
    OS << "\n}\n";
    return;
  }
  OS << "\n/// Parse a type registered to this dialect.\n"
     << "::mlir::Type " << Cls << "::parseType(::mlir::DialectAsmParser &parser) const {\n"
     << "  ::llvm::SMLoc typeLoc = parser.getCurrentLocation();\n"
     << "  ::llvm::StringRef mnemonic;\n  ::mlir::Type genType;\n"
     << "  auto parseResult = generatedTypeParser(parser, &mnemonic, genType);\n"
     << "  if (parseResult.has_value())\n    return genType;\n  ";
  if (Extensible)
    OS << "\n  {\n    auto parseResult = parseOptionalDynamicType(mnemonic, parser, genType);\n"
       << "    if (parseResult.has_value()) {\n"
       << "      if (::mlir::succeeded(parseResult.value()))\n        return genType;\n"
       << "      return ::mlir::Type();\n    }\n  }\n";
  OS << "\n  parser.emitError(typeLoc) << \"unknown  type `\"\n"
     << "      << mnemonic << \"` in dialect `\" << getNamespace() << \"`\";\n"
     << "  return {};\n}\n"
     << "/// Print a type registered to this dialect.\n"
     << "void " << Cls << "::printType(::mlir::Type type,\n"
     << "                    ::mlir::DialectAsmPrinter &printer) const {\n"
     << "  if (::mlir::succeeded(generatedTypePrinter(type, printer)))\n    return;\n  ";
  if (Extensible)
    OS << "\n  if (::mlir::succeeded(printIfDynamicType(type, printer)))\n    return;\n";
  OS << "\n}\n";
}

void emitDefs(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx,
              const Flavor &F) {
  emitSourceFileHeader(std::string(F.Title) + " Definitions", OS);
  std::vector<AttrOrTypeDef> Defs = collectDefs(Records, F, Ctx);
  if (Defs.empty())
    return;
  {
    IfDef Scope(OS, "GET_" + std::string(F.Macro) + "_LIST");
    for (size_t I = 0; I < Defs.size(); ++I)
      OS << (I ? ",\n" : "") << qualified(Defs[I]);
    OS << "\n";
  }
  std::vector<DefClass> Classes;
  for (const AttrOrTypeDef &D : Defs)
    Classes.push_back(buildDefClass(D, Ctx.flag("asmformat-error-is-fatal", true)));
  IfDef Scope(OS, "GET_" + std::string(F.Macro) + "_CLASSES");
  writeDispatch(OS, Defs, F);
  for (size_t I = 0; I < Defs.size(); ++I) {
    {
      BlankNamespace NS(OS, Defs[I].dialectNamespace());
      Classes[I].writeDef(OS);
    }
    if (!Defs[I].dialectNamespace().empty())
      OS << "MLIR_DEFINE_EXPLICIT_TYPE_ID(" << qualified(Defs[I]) << ")\n";
  }
  writeDialectHooks(OS, Defs.front(), F);
}

void emitAttrDecls(const RecordKeeper &R, OStream &OS, const BackendContext &Ctx) {
  emitDecls(R, OS, Ctx, AttrFlavor);
}
void emitAttrDefs(const RecordKeeper &R, OStream &OS, const BackendContext &Ctx) {
  emitDefs(R, OS, Ctx, AttrFlavor);
}
void emitTypeDecls(const RecordKeeper &R, OStream &OS, const BackendContext &Ctx) {
  emitDecls(R, OS, Ctx, TypeFlavor);
}
void emitTypeDefs(const RecordKeeper &R, OStream &OS, const BackendContext &Ctx) {
  emitDefs(R, OS, Ctx, TypeFlavor);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRAttrDefDecls, TM_MLIR, "gen-attrdef-decls",
                             "Generate AttrDef declarations", emitAttrDecls, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRAttrDefDefs, TM_MLIR, "gen-attrdef-defs",
                             "Generate AttrDef definitions", emitAttrDefs, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRTypeDefDecls, TM_MLIR, "gen-typedef-decls",
                             "Generate TypeDef declarations", emitTypeDecls, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRTypeDefDefs, TM_MLIR, "gen-typedef-defs",
                             "Generate TypeDef definitions", emitTypeDefs, BT_None);

} // namespace tblgen::mlirattr
