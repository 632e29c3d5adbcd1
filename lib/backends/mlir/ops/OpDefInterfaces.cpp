//===- OpDefInterfaces.cpp - Interface hooks of an op ---------------------===//
//
// inferReturnTypes for ops whose result types all follow from their
// operands, attributes or buildable types; getEffects listing the effects
// of the op's side-effect traits and of the effects decorating its
// operands, symbol attributes and results; and the extra definitions of the
// op and its native traits, after everything else.
//
//===----------------------------------------------------------------------===//

#include "OpDefParts.h"

#include "mlir/Dialect.h"
#include "mlir/Predicate.h"
#include "mlir/Reindent.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirops {

namespace {

/// The type expression result I is inferred from, after the statements
/// that compute it.
void writeInferredType(OStream &OS, const mlir::Operator &Op, const std::vector<mlir::InferredType> &Sources,
                       size_t I) {
  const mlir::InferredType &Src = Sources[I];
  std::string Var = "odsInferredType" + std::to_string(I);
  std::string Self;
  if (Src.Index < 0) {
    // (A result whose type can be built is built anew for each result it
    // gives its type to.)
    size_t From = size_t(-1 - Src.Index);
    if (auto Call = Op.results()[From].builderCall()) {
      mlir::FmtContext Ctx;
      Ctx.withBuilder("odsBuilder");
      Self = mlir::formatTemplate(*Call, &Ctx);
    } else {
      Self = "odsInferredType" + std::to_string(From);
    }
  } else {
    const mlir::OpArgument &Arg = Op.arguments()[size_t(Src.Index)];
    if (Arg.K == mlir::OpArgument::Operand) {
      Self = "operands[" + std::to_string(Arg.Index) + "].getType()";
    } else {
      const mlir::OpAttribute &A = Op.attributes()[Arg.Index];
      // (Read as a TypedAttr, whatever the attribute's storage class.)
      std::string AttrVar = "odsInferredTypeAttr" + std::to_string(I), St = "::mlir::TypedAttr";
      // (From the properties only where the dialect keeps attributes there.)
      std::string FromDict = "::llvm::dyn_cast_or_null<" + St + ">(attributes.get(\"" + std::string(A.Name) + "\"))";
      OS << "  " << St << " " << AttrVar << " = ";
      if (mlir::Dialect(Op.dialectDef()).usePropertiesForAttributes())
        OS << "(properties ? properties.as<Properties *>()->" << A.Name << " : " << FromDict << ")";
      else
        OS << FromDict;
      OS << ";\n  if (!" << AttrVar << ") return ::mlir::failure();\n";
      Self = AttrVar + ".getType()";
    }
  }
  mlir::FmtContext Ctx;
  Ctx.withSelf(Self).addSubst("_ctxt", "context");
  OS << "  ::mlir::Type " << Var << " = " << mlir::formatTemplate(Src.Transformer, &Ctx) << ";\n";
}

/// The decorated values whose effects getEffects lists, in argument order
/// (operands and symbol reference attributes) then results: the
/// decorator list, and the access expression kind.
struct EffectSite {
  const Record *Variable;
  enum { Operand, Attribute, Result } K;
  unsigned Index;
  std::string_view Name;
};

bool isSymbolRef(const Record *Attr) {
  while (auto *B = dyn_cast<DefInit>(Attr->getValueInit("baseAttr")))
    Attr = B->getDef();
  return Attr->getName() == "SymbolRefAttr" || Attr->getName() == "FlatSymbolRefAttr" ||
         Attr->isSubClassOf("SymbolRefAttr") || Attr->isSubClassOf("FlatSymbolRefAttr");
}

std::vector<EffectSite> effectSites(const mlir::Operator &Op) {
  std::vector<EffectSite> Out;
  const DagInit *Args = Op.def()->getValueAsDag("arguments");
  for (unsigned I = 0; I < Args->getNumArgs() && I < Op.arguments().size(); ++I) {
    auto *DI = dyn_cast<DefInit>(Args->getArg(I));
    if (!DI || !DI->getDef()->isSubClassOf("OpVariable"))
      continue;
    const mlir::OpArgument &A = Op.arguments()[I];
    if (A.K == mlir::OpArgument::Operand)
      Out.push_back({DI->getDef(), EffectSite::Operand, A.Index, Op.argumentName(I)});
    else if (A.K == mlir::OpArgument::Attribute && isSymbolRef(DI->getDef()->getValueAsDef("constraint")))
      Out.push_back({DI->getDef(), EffectSite::Attribute, A.Index, Op.argumentName(I)});
  }
  for (size_t I = 0; I < Op.results().size(); ++I)
    if (Op.results()[I].Variable)
      Out.push_back({Op.results()[I].Variable, EffectSite::Result, unsigned(I), Op.results()[I].Name});
  return Out;
}

std::string effectArgs(const Record *E) {
  return std::to_string(E->getValueAsInt("stage")) + ", " + (E->getValueAsBit("effectOnFullRegion") ? "true" : "false") +
         ", " + E->getValueAsString("resource") + "::get()";
}

void writeEffects(OStream &OS, const OpDefContext &D) {
  const mlir::Operator &Op = D.op();
  std::vector<EffectSite> Sites = effectSites(Op);
  for (const std::string &Class : effectClasses(Op)) {
    OS << "void " << D.className() << "::getEffects(::llvm::SmallVectorImpl<::mlir::SideEffects::EffectInstance<"
       << Class << ">> &effects) {\n";
    for (const mlir::Trait &T : Op.traits()) {
      if (!T.isInterface() || !T.def()->isSubClassOf("SideEffectsTraitBase") ||
          T.def()->getValueAsString("baseEffectName") != Class)
        continue;
      for (const Record *E : T.def()->getValueAsListOfDefs("effects"))
        OS << "  effects.emplace_back(" << E->getValueAsString("effect") << "::get(), " << effectArgs(E) << ");\n";
    }
    for (const EffectSite &S : Sites)
      for (const Record *E : S.Variable->getValueAsListOfDefs("decorators")) {
        if (!E->isSubClassOf("SideEffect") || E->getValueAsString("baseEffectName") != Class)
          continue;
        std::string Effect = E->getValueAsString("effect") + "::get(), ";
        if (S.K == EffectSite::Attribute) {
          // (An optional symbol is an effect only when present.)
          if (Op.attributes()[S.Index].isOptional())
            OS << "  if (auto symbolRef = " << defGetter(S.Name) << "Attr())\n  "
               << "  effects.emplace_back(" << Effect << "symbolRef, " << effectArgs(E) << ");\n";
          else
            OS << "  effects.emplace_back(" << Effect << defGetter(S.Name) << "Attr(), " << effectArgs(E)
               << ");\n";
          continue;
        }
        bool Operand = S.K == EffectSite::Operand;
        OS << "  {\n    auto valueRange = getODS" << (Operand ? "Operand" : "Result") << "IndexAndLength(" << S.Index
           << ");\n    for (unsigned idx = valueRange.first; idx < valueRange.first + valueRange.second; idx++) {\n"
           << "      effects.emplace_back(" << Effect
           << (Operand ? "&getOperation()->getOpOperand(idx), " : "getOperation()->getOpResult(idx), ")
           << effectArgs(E) << ");\n    }\n  }\n";
      }
    OS << "}\n\n";
  }
}

} // namespace

void writeInterfaceDefs(OStream &OS, const OpDefContext &D) {
  const mlir::Operator &Op = D.op();
  const std::vector<mlir::InferredType> &Sources =
      Op.allResultTypesKnown() ? Op.inferredResultTypes() : Op.declaredInferenceSources();
  if (Sources.empty())
    return;
  OS << "::llvm::LogicalResult " << D.className()
     << "::inferReturnTypes(::mlir::MLIRContext *context, ::std::optional<::mlir::Location> location, "
        "::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes, ::mlir::OpaqueProperties properties, "
        "::mlir::RegionRange regions, ::llvm::SmallVectorImpl<::mlir::Type>&inferredReturnTypes) {\n"
     << "  inferredReturnTypes.resize(" << Op.results().size() << ");\n  ::mlir::Builder odsBuilder(context);\n";
  // One check that the operands the types come from exist.
  int Last = -1;
  for (const mlir::InferredType &Src : Sources)
    if (Src.Index >= 0 && Op.arguments()[size_t(Src.Index)].K == mlir::OpArgument::Operand)
      Last = std::max(Last, int(Op.arguments()[size_t(Src.Index)].Index));
  if (Last >= 0)
    OS << "  if (operands.size() <= " << Last << ")\n    return ::mlir::failure();\n";
  for (size_t I = 0; I < Op.results().size(); ++I)
    writeInferredType(OS, Op, Sources, I);
  for (size_t I = 0; I < Op.results().size(); ++I)
    OS << "  inferredReturnTypes[" << I << "] = odsInferredType" << I << ";\n";
  OS << "  return ::mlir::success();\n}\n\n";
}

void writeTrailingDefs(OStream &OS, const OpDefContext &D) {
  writeEffects(OS, D);
  // The extra definitions of native traits, each followed by a line break,
  // then the op's own, with $cppClass naming the op class.
  const mlir::Operator &Op = D.op();
  std::string Extra;
  for (const mlir::Trait &T : Op.traits())
    if (T.isNative())
      if (auto *S = dyn_cast<StringInit>(T.def()->getValueInit("extraConcreteClassDefinition"));
          S && !S->getValue().empty())
        Extra += std::string(S->getValue()) + "\n";
  if (auto *S = dyn_cast<StringInit>(Op.def()->getValueInit("extraClassDefinition")))
    Extra += S->getValue();
  if (Extra.find_first_not_of(" \t\n\r\f\v") == std::string::npos)
    return;
  mlir::FmtContext Ctx;
  Ctx.addSubst("cppClass", D.className());
  mlir::writeReindented(OS, mlir::formatTemplate(Extra, &Ctx));
}

} // namespace tblgen::mlirops
