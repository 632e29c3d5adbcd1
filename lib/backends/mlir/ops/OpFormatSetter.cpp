//===- OpFormatSetter.cpp - setPropertiesFromParsedAttr ---------------------===//
//
// The setter that fills an op's properties from a parsed dictionary: what a
// prop-dict reads, and what custom parsers of ops without a declarative
// format use. Each property and stored attribute the format does not bind
// is looked up by name; unknown keys are refused.
//
//===----------------------------------------------------------------------===//

#include "OpFormatGen.h"

#include "mlir/Dialect.h"
#include "mlir/Predicate.h"

#include <algorithm>

namespace tblgen::mlirops::opformat {

using mlir::FmtContext;
using mlir::formatTemplate;

namespace {

bool boundBy(const OpFormat *F, bool Property, unsigned I) {
  if (!F)
    return false;
  const std::vector<unsigned> &L = Property ? F->UsedProps : F->UsedAttrs;
  return std::find(L.begin(), L.end(), I) != L.end();
}

void propertyEntry(Body &B, const mlir::OpProperty &P) {
  std::string N(P.Name);
  FmtContext Ctx;
  Ctx.addSubst("_attr", "propAttr").addSubst("_storage", "propStorage").addSubst("_diag", "emitError");
  B << "\nauto setFromAttr = [] (auto &propStorage, ::mlir::Attribute propAttr,\n"
       "         ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) -> ::mlir::LogicalResult {\n  "
    << formatTemplate(propField(P, "convertFromAttribute"), &Ctx) << ";\n};\nauto " << N
    << "AttrName = ::mlir::StringAttr::get(ctx, \"" << N << "\");\nusedKeys.insert(" << N
    << "AttrName);\nauto attr = dict.get(" << N << "AttrName);\nif (!attr && "
    << (propField(P, "defaultValue").empty() ? "true" : "false") << ") {\n  emitError() << \"expected key entry for "
    << N << " in DictionaryAttr to set \"\n             \"Properties.\";\n  return ::mlir::failure();\n}\n"
    << "if (attr && ::mlir::failed(setFromAttr(prop." << N << ", attr, emitError)))\n  return ::mlir::failure();\n";
}

void attributeEntry(Body &B, const mlir::OpAttribute &A) {
  std::string N(A.Name);
  bool Required = !A.isOptional() && A.defaultValue().empty();
  B << "\nauto &propStorage = prop." << N << ";\nauto " << N << "AttrName = ::mlir::StringAttr::get(ctx, \"" << N
    << "\");\nauto attr = dict.get(" << N << "AttrName);\nusedKeys.insert(" << N
    << "AttrName);\nif (attr || /*isRequired=*/" << (Required ? "true" : "false")
    << ") {\n  if (!attr) {\n    emitError() << \"expected key entry for " << N
    << " in DictionaryAttr to set \"\n               \"Properties.\";\n    return ::mlir::failure();\n  }\n"
    << "  auto convertedAttr = ::llvm::dyn_cast<std::remove_reference_t<decltype(propStorage)>>(attr);\n"
    << "  if (convertedAttr) {\n    propStorage = convertedAttr;\n  } else {\n"
    << "    emitError() << \"Invalid attribute `" << N
    << "` in property conversion: \" << attr;\n    return ::mlir::failure();\n  }\n}\n";
}

} // namespace

std::string parsedPropertiesSetter(const OpDeclContext &C, const OpFormat *F) {
  const mlir::Operator &Op = C.op();
  Body B;
  B.indent();
  B << "\n::mlir::DictionaryAttr dict = ::llvm::dyn_cast<::mlir::DictionaryAttr>(attr);\nif (!dict) {\n"
       "  emitError() << \"expected DictionaryAttr to set properties\";\n  return ::mlir::failure();\n}\n"
       "// keep track of used keys in the input dictionary to be able to error out\n"
       "// if there are some unknown ones.\n::mlir::DenseSet<::mlir::StringAttr> usedKeys;\n"
       "::mlir::MLIRContext *ctx = dict.getContext();\n(void)ctx;\n";
  for (unsigned I = 0; I < Op.properties().size(); ++I) {
    if (boundBy(F, true, I))
      continue;
    B << "{\n";
    B.indent();
    propertyEntry(B, Op.properties()[I]);
    B.unindent();
    B << "}\n";
  }
  for (unsigned I = 0; I < Op.attributes().size(); ++I) {
    const mlir::OpAttribute &A = Op.attributes()[I];
    if (A.Derived || boundBy(F, false, I))
      continue;
    B << "{\n";
    B.indent();
    attributeEntry(B, A);
    B.unindent();
    B << "}\n";
  }
  B << "\nfor (::mlir::NamedAttribute attr : dict) {\n  if (!usedKeys.contains(attr.getName()))\n"
       "    return emitError() << \"unknown key '\" << attr.getName() <<\n"
       "        \"' when parsing properties dictionary\";\n}\nreturn ::mlir::success();\n";
  return B.text();
}

} // namespace tblgen::mlirops::opformat
