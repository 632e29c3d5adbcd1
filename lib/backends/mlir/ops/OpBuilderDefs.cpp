//===- OpBuilderDefs.cpp - build() and create() definitions ----------------===//
//
// The definitions of the build() methods the declarations list
// (OpBuilderList.h), each followed by its two create(): one makes an
// OperationState at a location, builds into it and creates the op, the
// other takes the location from an ImplicitLocOpBuilder.
//
// A build() of separate parameters adds, in this order, the operands (and
// their segment sizes), the attributes and properties, the regions, the
// successors and the result types (given, inferred, or copied from the
// operands or the first attribute). The generic forms add ranges and an
// attribute list or a properties struct, checking their sizes.
//
//===----------------------------------------------------------------------===//

#include "OpBuilderList.h"

#include "mlir/Dialect.h"
#include "mlir/Predicate.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirops {

using mlir::OpValue;
using mlir::Operator;
using R = BuildParam::Role;

namespace {

/// Writes ", type name" per parameter, without defaults.
void writeParams(OStream &OS, const std::vector<BuildParam> &Ps) {
  for (const BuildParam &P : Ps) {
    OS << ", ";
    if (P.Optional)
      OS << "/*optional*/";
    OS << P.Type;
    if (!P.Type.ends_with('&') && !P.Type.ends_with('*'))
      OS << ' ';
    OS << P.Name;
  }
}

void writeForwarded(OStream &OS, const std::vector<BuildParam> &Ps) {
  for (const BuildParam &P : Ps)
    OS << ", std::forward<decltype(" << P.Name << ")>(" << P.Name << ")";
}

void writeCreates(OStream &OS, const std::string &Cls, const OpBuild &B) {
  bool Clash = false;
  for (const BuildParam &P : B.Params)
    Clash |= P.Name == "location";
  std::string_view Loc = Clash ? "location_" : "location";
  OS << Cls << ' ' << Cls << "::create(::mlir::OpBuilder &builder, ::mlir::Location " << Loc;
  writeParams(OS, B.Params);
  OS << ") {\n  ::mlir::OperationState __state__(" << Loc << ", getOperationName());\n  build(builder, __state__";
  writeForwarded(OS, B.Params);
  OS << ");\n  auto __res__ = ::llvm::dyn_cast<" << Cls << ">(builder.create(__state__));\n"
     << "  assert(__res__ && \"builder didn't return the right type\");\n  return __res__;\n}\n\n";
  OS << Cls << ' ' << Cls << "::create(::mlir::ImplicitLocOpBuilder &builder";
  writeParams(OS, B.Params);
  OS << ") {\n  return create(builder, builder.getLoc()";
  writeForwarded(OS, B.Params);
  OS << ");\n}\n\n";
}

/// Writes the bodies of build().
class BodyWriter {
public:
  BodyWriter(OStream &OS, const OpDeclContext &C);

  void write(const OpBuild &B);

private:
  void custom(const OpBuild &B);
  void generic(const OpBuild &B);
  void genericInferred(const OpBuild &B);
  /// The operands, attributes or properties and regions of a generic
  /// builder (CastSpace: the reference spells the properties cast
  /// "Properties&" in one form and "Properties &" in the other).
  void genericInputs(const OpBuild &B, const char *CastSpace);
  void separate(const OpBuild &B);
  void fromOperandsOrAttr(const OpBuild &B);
  void setFromAttributes(std::string_view Indent);
  void countCheck(std::string_view Range, size_t Fixed, bool Variable, std::string_view What);
  /// The regions of the generic forms: their number, or numRegions.
  void allRegions();
  std::string propsTarget(std::string_view Name) const;
  void setAttr(std::string_view Name, std::string_view Value, std::string_view Indent);
  void segmentSizes(const OpBuild &B, R Role, std::string_view Name, std::string_view Indent);

  OStream &OS;
  const OpDeclContext &C;
  const Operator &Op;
  /// The dialect keeps attributes (and segment sizes) in properties.
  bool AttrsInProps;
  /// The op has a Properties struct.
  bool PropsStruct;
};

BodyWriter::BodyWriter(OStream &OS, const OpDeclContext &C)
    : OS(OS), C(C), Op(C.op()), AttrsInProps(mlir::Dialect(Op.dialectDef()).usePropertiesForAttributes()) {
  PropsStruct = !Op.properties().empty() ||
                (AttrsInProps && (!C.sortedAttrs().empty() || C.attrSizedOperands() || C.attrSizedResults()));
}

void BodyWriter::write(const OpBuild &B) {
  switch (B.Form) {
  case BuildForm::Custom:
    custom(B);
    break;
  case BuildForm::Generic:
    generic(B);
    break;
  case BuildForm::GenericInferred:
    genericInferred(B);
    break;
  case BuildForm::SameTypesGeneric:
  case BuildForm::FirstAttrGeneric:
    fromOperandsOrAttr(B);
    break;
  default:
    separate(B);
    break;
  }
}

void BodyWriter::custom(const OpBuild &B) {
  std::string Body(B.Custom->getValueAsString("body"));
  mlir::FmtContext Ctx;
  Ctx.withBuilder("odsBuilder");
  Ctx.addSubst("_state", "odsState");
  OS << mlir::formatTemplate(Body, &Ctx);
}

void BodyWriter::countCheck(std::string_view Range, size_t Fixed, bool Variable, std::string_view What) {
  if (Variable && Fixed == 0)
    return;
  OS << "  assert(" << Range << ".size() " << (Variable ? ">=" : "==") << ' ' << Fixed << "u && \"mismatched number of "
     << What << "\");\n";
}

void BodyWriter::allRegions() {
  if (Op.regions().empty())
    return;
  std::string Count = Op.numVariadicRegions() ? "numRegions" : std::to_string(Op.regions().size());
  OS << "  for (unsigned i = 0; i != " << Count << "; ++i)\n    (void)odsState.addRegion();\n";
}

void BodyWriter::setFromAttributes(std::string_view Indent) {
  OS << Indent << "if (!attributes.empty()) {\n"
     << Indent << "  ::mlir::OpaqueProperties properties =\n"
     << Indent << "    &odsState.getOrAddProperties<" << C.className() << "::Properties>();\n"
     << Indent << "  std::optional<::mlir::RegisteredOperationName> info =\n"
     << Indent << "    odsState.name.getRegisteredInfo();\n"
     << Indent << "  if (failed(info->setOpPropertiesFromAttribute(odsState.name, properties,\n"
     << Indent << "      odsState.attributes.getDictionary(odsState.getContext()), nullptr)))\n"
     << Indent << "    ::llvm::report_fatal_error(\"Property conversion failed.\");\n"
     << Indent << "}\n";
}

void BodyWriter::genericInputs(const OpBuild &B, const char *CastSpace) {
  size_t FixedOperands = Op.operands().size() - Op.numVariableLengthOperands();
  countCheck("operands", FixedOperands, Op.numVariableLengthOperands() != 0, "parameters");
  OS << "  odsState.addOperands(operands);\n";
  if (B.WithProps)
    OS << "  odsState.useProperties(const_cast<Properties" << CastSpace << "&>(properties));\n"
       << "  odsState.addAttributes(discardableAttributes);\n";
  else
    OS << "  odsState.addAttributes(attributes);\n";
  allRegions();
}

void BodyWriter::generic(const OpBuild &B) {
  genericInputs(B, "");
  size_t FixedResults = Op.results().size() - Op.numVariableLengthResults();
  countCheck("resultTypes", FixedResults, Op.numVariableLengthResults() != 0, "return types");
  OS << "  odsState.addTypes(resultTypes);\n";
  if (!B.WithProps && PropsStruct) {
    OS << "\n";
    setFromAttributes("  ");
  }
}

void BodyWriter::genericInferred(const OpBuild &B) {
  genericInputs(B, " ");
  OS << "\n";
  if (!B.WithProps && PropsStruct)
    setFromAttributes("  ");
  const std::string &Cls = C.className();
  OS << "  ::llvm::SmallVector<::mlir::Type, 2> inferredReturnTypes;\n"
     << "  if (::mlir::succeeded(" << Cls << "::inferReturnTypes(odsBuilder.getContext(),\n"
     << "          odsState.location, operands,\n"
     << "          odsState.attributes.getDictionary(odsState.getContext()),\n"
     << "          odsState.getRawProperties(),\n"
     << "          odsState.regions, inferredReturnTypes))) {\n";
  size_t FixedResults = Op.results().size() - Op.numVariableLengthResults();
  if (Op.numVariableLengthResults() == 0 || FixedResults != 0)
    OS << "    assert(inferredReturnTypes.size() " << (Op.numVariableLengthResults() ? ">=" : "==") << ' '
       << FixedResults << "u && \"mismatched number of return types\");\n";
  OS << "    odsState.addTypes(inferredReturnTypes);\n"
     << "  } else {\n"
     << "    ::llvm::report_fatal_error(\"Failed to infer result type(s).\");\n"
     << "  }\n";
}

void BodyWriter::fromOperandsOrAttr(const OpBuild &B) {
  bool FromAttr = B.Form == BuildForm::FirstAttrGeneric;
  // (An op without attributes has no first one: its name stays empty.)
  std::string_view First = FromAttr && !Op.attributes().empty() ? Op.attributes().front().Name : std::string_view();
  if (FromAttr && B.WithProps) {
    OS << "  ::mlir::Attribute typeAttr = properties." << mlir::accessorName("get", First) << "();\n";
  } else if (FromAttr) {
    OS << "  ::mlir::Attribute typeAttr;\n  auto attrName = " << mlir::accessorName("get", First)
       << "AttrName(odsState.name);\n  for (auto attr : attributes) {\n    if (attr.getName() == attrName) {\n"
       << "      typeAttr = attr.getValue();\n      break;\n    }\n  }\n";
  }
  OS << "  odsState.addOperands(operands);\n";
  if (B.WithProps)
    OS << "  odsState.useProperties(const_cast<Properties&>(properties));\n"
       << "  odsState.addAttributes(discardableAttributes);\n";
  else
    OS << "  odsState.addAttributes(attributes);\n";
  if (!FromAttr)
    allRegions();
  OS << (FromAttr ? "    " : "  ") << "odsState.addTypes({";
  // (A type attribute gives its type value; any other typed attribute, the
  // type it has.)
  bool TypeAttr = FromAttr && !Op.attributes().empty() &&
                  Op.attributes().front().Def->isSubClassOf("TypeAttrBase");
  std::string_view Type = !FromAttr ? "operands[0].getType()"
                          : TypeAttr ? "::llvm::cast<::mlir::TypeAttr>(typeAttr).getValue()"
                                     : "::llvm::cast<::mlir::TypedAttr>(typeAttr).getType()";
  for (size_t I = 0; I < Op.results().size(); ++I)
    OS << (I ? ", " : "") << Type;
  OS << "});\n";
  if (!FromAttr)
    OS << "\n";
}

std::string BodyWriter::propsTarget(std::string_view Name) const {
  return "odsState.getOrAddProperties<Properties>()." + std::string(Name);
}

void BodyWriter::setAttr(std::string_view Name, std::string_view Value, std::string_view Indent) {
  if (AttrsInProps)
    OS << Indent << propsTarget(Name) << " = " << Value << ";";
  else
    OS << Indent << "odsState.addAttribute(" << mlir::accessorName("get", Name) << "AttrName(odsState.name), " << Value
       << ");";
}

/// The sizes of the operand or result groups: one per value, none or one
/// per optional one, the count of a variadic one, the total of a variadic
/// of variadic one.
void BodyWriter::segmentSizes(const OpBuild &B, R Role, std::string_view Name, std::string_view Indent) {
  std::string List;
  for (const BuildParam &P : B.Params) {
    if (P.R != Role)
      continue;
    const OpValue &V = Role == R::Operand ? Op.operands()[P.Index] : Op.results()[P.Index];
    List += List.empty() ? "" : ", ";
    if (V.isVariadicOfVariadic())
      List += "llvm::accumulate(" + P.Name +
              ", int32_t(0), [](int32_t curSum, ::mlir::ValueRange range) { return curSum + "
              "static_cast<int32_t>(range.size()); })";
    else if (V.isOptional())
      List += "(" + P.Name + " ? 1 : 0)";
    else if (V.isVariadic())
      List += "static_cast<int32_t>(" + P.Name + ".size())";
    else
      List += "1";
  }
  if (AttrsInProps)
    OS << Indent << "::llvm::copy(::llvm::ArrayRef<int32_t>({" << List << "}), " << propsTarget(Name) << ".begin());\n";
  else
    OS << Indent << "odsState.addAttribute(" << mlir::accessorName("get", Name)
       << "AttrName(odsState.name), odsBuilder.getDenseI32ArrayAttr({" << List << "}));\n";
}

void BodyWriter::separate(const OpBuild &B) {
  // Operands.
  for (const BuildParam &P : B.Params) {
    if (P.R != R::Operand)
      continue;
    const OpValue &V = Op.operands()[P.Index];
    if (V.isVariadicOfVariadic()) {
      OS << "  for (::mlir::ValueRange range : " << P.Name << ")\n   odsState.addOperands(range);\n";
      OS << "  {\n    ::llvm::SmallVector<int32_t> rangeSegments;\n    for (::mlir::ValueRange range : " << P.Name
         << ")\n      rangeSegments.push_back(range.size());\n"
         << "    auto rangeAttr = odsBuilder.getDenseI32ArrayAttr(rangeSegments);\n";
      setAttr(V.Constraint->getValueAsString("segmentAttrName"), "rangeAttr", "    ");
      OS << "  }\n";
    } else if (V.isOptional()) {
      OS << "  if (" << P.Name << ")\n    odsState.addOperands(" << P.Name << ");\n";
    } else {
      OS << "  odsState.addOperands(" << P.Name << ");\n";
    }
  }
  // Operand segment sizes.
  if (C.attrSizedOperands())
    segmentSizes(B, R::Operand, "operandSegmentSizes", "  ");
  // Properties, then attributes.
  for (const BuildParam &P : B.Params)
    if (P.R == R::Property)
      OS << "  odsState.getOrAddProperties<Properties>()." << mlir::accessorName("set", P.Name) << "(" << P.Name
         << ");\n";
  for (const BuildParam &P : B.Params) {
    if (P.R != R::Attribute)
      continue;
    const mlir::OpAttribute &A = Op.attributes()[P.Index];
    std::string Value = P.Name;
    if (P.Unwrapped) {
      std::string Call(A.Def->getValueAsString("constBuilderCall"));
      mlir::FmtContext Ctx;
      Ctx.withBuilder("odsBuilder");
      Value = mlir::formatTemplate(Call, &Ctx, {P.Name});
    }
    // Which attributes are set only when present: in the builders of
    // wrapped attributes, optional and default-valued ones; in those of plain
    // values, UnitAttr and the optional ones (not those given as a plain
    // value with a default).
    bool Guard = B.Unwrapped ? isUnitAttr(A) || (A.isOptional() && !(P.Unwrapped && attrHasDefault(A)))
                             : A.isOptional() || attrHasDefault(A);
    if (Guard)
      OS << "  if (" << P.Name << ") {\n";
    setAttr(P.Name, Value, Guard ? "    " : "  ");
    OS << (Guard ? "\n  }\n" : "\n");
  }
  // Regions.
  for (unsigned I = 0; I < Op.regions().size(); ++I) {
    if (Op.regions()[I].isVariadic())
      OS << "  for (unsigned i = 0; i < " << Op.regions()[I].Name << "Count; ++i)\n    (void)odsState.addRegion();\n";
    else
      OS << "  (void)odsState.addRegion();\n";
  }
  // Successors.
  for (const BuildParam &P : B.Params)
    if (P.R == R::Successor)
      OS << "  odsState.addSuccessors(" << P.Name << ");\n";
  // Result types.
  switch (B.Form) {
  case BuildForm::Separate:
    for (const BuildParam &P : B.Params) {
      if (P.R != R::ResultType)
        continue;
      const OpValue &V = Op.results()[P.Index];
      if (V.isOptional())
        OS << "  if (" << P.Name << ")\n    odsState.addTypes(" << P.Name << ");\n";
      else if (V.isVariadicOfVariadic())
        OS << "  for (::mlir::TypeRange range : " << P.Name << ")\n    odsState.addTypes(range);\n";
      else
        OS << "  odsState.addTypes(" << P.Name << ");\n";
    }
    // (One space less as attributes.)
    if (C.attrSizedResults())
      segmentSizes(B, R::ResultType, "resultSegmentSizes", AttrsInProps ? "  " : " ");
    break;
  case BuildForm::Collective: {
    size_t Fixed = Op.results().size() - Op.numVariableLengthResults();
    countCheck("resultTypes", Fixed, Op.numVariableLengthResults() != 0, "results");
    OS << "  odsState.addTypes(resultTypes);\n";
    break;
  }
  case BuildForm::Inferred: {
    const std::string &Cls = C.className();
    OS << "\n        ::llvm::SmallVector<::mlir::Type, 2> inferredReturnTypes;\n"
       << "        if (::mlir::succeeded(" << Cls << "::inferReturnTypes(odsBuilder.getContext(),\n"
       << "                      odsState.location, odsState.operands,\n"
       << "                      odsState.attributes.getDictionary(odsState.getContext()),\n"
       << "                      odsState.getRawProperties(),\n"
       << "                      odsState.regions, inferredReturnTypes)))\n"
       << "          odsState.addTypes(inferredReturnTypes);\n"
       << "        else\n"
       << "          ::mlir::detail::reportFatalInferReturnTypesError(odsState);\n"
       << "        \n";
    break;
  }
  case BuildForm::SameTypes: {
    // The first operand's type, for every result.
    std::string Type;
    for (const BuildParam &P : B.Params)
      if (P.R == R::Operand && Type.empty())
        Type = P.Name + (Op.operands()[P.Index].isVariadic() ? ".front()" : "") + ".getType()";
    OS << "  odsState.addTypes({";
    for (size_t I = 0; I < Op.results().size(); ++I)
      OS << (I ? ", " : "") << Type;
    OS << "});\n\n";
    break;
  }
  default:
    break;
  }
}

} // namespace

void writeBuilderDefs(OStream &OS, const OpDeclContext &C) {
  checkValueSegments(C.op());
  const std::string &Cls = C.className();
  OStream Buf;
  BodyWriter Body(Buf, C);
  for (const OpBuild &B : opBuilds(C)) {
    bool Declared = B.Form == BuildForm::Custom && B.Custom->getValueAsString("body").empty();
    if (!Declared) {
      OS << "void " << Cls << "::build(::mlir::OpBuilder &" << (B.NamedBuilder ? "odsBuilder" : "")
         << ", ::mlir::OperationState &odsState";
      writeParams(OS, B.Params);
      OS << ") {\n";
      // The body starts at its first line that is not blank and ends with a
      // line break.
      Buf.clear();
      Body.write(B);
      std::string_view Text = Buf.view();
      for (size_t EOL; (EOL = Text.find('\n')) != std::string_view::npos &&
                       Text.substr(0, EOL).find_first_not_of(" \t\r\f\v") == std::string_view::npos;)
        Text.remove_prefix(EOL + 1);
      OS << Text << (Text.empty() || Text.ends_with('\n') ? "" : "\n") << "}\n\n";
    }
    writeCreates(OS, Cls, B);
  }
}

} // namespace tblgen::mlirops
