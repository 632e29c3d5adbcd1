//===- OpDefAccessors.cpp - Adaptor and accessor definitions --------------===//
//
// The out-of-line members of the adaptors (the base's constructor, operand
// segments and attribute getters; the adaptor's constructor; its verify is
// in OpDefVerify.cpp) and of the op class: result names, operand and result
// segments, mutable operand ranges, attribute getters and value setters.
//
//===----------------------------------------------------------------------===//

#include "OpDefParts.h"

#include "mlir/Dialect.h"
#include "mlir/Predicate.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirops {

using mlir::OpValue;

namespace {

std::string stringField(const Record *R, std::string_view F) {
  if (auto *S = dyn_cast<StringInit>(R->getValueInit(F)))
    return std::string(S->getValue());
  return {};
}

/// The attribute an attribute refines (baseAttr), innermost first.
const Record *innermostAttr(const Record *A) {
  while (auto *B = dyn_cast<DefInit>(A->getValueInit("baseAttr")))
    A = B->getDef();
  return A;
}

/// The default value of A built as an attribute by Builder.
std::string builtDefault(const mlir::OpAttribute &A, const std::string &Builder) {
  mlir::FmtContext Ctx;
  Ctx.withBuilder(Builder);
  return mlir::formatTemplate(stringField(A.Def, "constBuilderCall"), &Ctx,
                              {mlir::formatTemplate(A.defaultValue(), &Ctx)});
}

/// A's value from its stored attribute Self.
std::string converted(const mlir::OpAttribute &A, const std::string &Self, const std::string &Builder) {
  mlir::FmtContext Ctx;
  Ctx.withSelf(Self).withBuilder(Builder);
  std::string Text = stringField(A.Def, "convertFromStorage");
  size_t B = Text.find_first_not_of(" \t\n\r\f\v"), E = Text.find_last_not_of(" \t\n\r\f\v");
  Text = B == std::string::npos ? std::string() : Text.substr(B, E - B + 1);
  return mlir::formatTemplate(Text, &Ctx);
}

/// An optional attribute with a default value falls back to the default.
bool fillsDefault(const mlir::OpAttribute &A) { return A.isOptional() && attrHasDefault(A); }

/// The getter of A's value in class Cls.
void writeValueGetter(OStream &OS, const mlir::OpAttribute &A, const std::string &Cls, const std::string &Builder) {
  std::string Ret = attrReturn(A), G = defGetter(A.Name);
  OS << Ret << (Ret.empty() ? "" : " ") << Cls << "::" << G << "() {\n  auto attr = " << G << "Attr();\n";
  if (fillsDefault(A))
    OS << "    if (!attr)\n      return " << converted(A, builtDefault(A, Builder), Builder) << ";\n";
  OS << "  return " << converted(A, "attr", Builder) << ";\n}\n\n";
}

/// getODS{Operand,Result}IndexAndLength of values some of which have no
/// fixed count. Count is the expression of the actual number of values.
void writeIndexAndLength(OStream &OS, const std::string &Head, const std::vector<OpValue> &Values,
                         bool Segmented, const std::string &SizeLines, std::string_view Count) {
  OS << Head << " {\n";
  if (Segmented) {
    OS << SizeLines << "\n"
       << "  unsigned start = 0;\n  for (unsigned i = 0; i < index; ++i)\n    start += sizeAttr[i];\n"
       << "  return {start, sizeAttr[index]};\n}\n\n";
    return;
  }
  size_t Variable = 0;
  OS << "  bool isVariadic[] = {";
  for (size_t I = 0; I < Values.size(); ++I) {
    OS << (I ? ", " : "") << (Values[I].isVariableLength() ? "true" : "false");
    Variable += Values[I].isVariableLength();
  }
  OS << "};\n  int prevVariadicCount = 0;\n  for (unsigned i = 0; i < index; ++i)\n"
     << "    if (isVariadic[i]) ++prevVariadicCount;\n\n"
     << "  // Calculate how many dynamic values a static variadic operand corresponds to.\n"
     << "  // This assumes all static variadic operands have the same dynamic value count.\n"
     << "  int variadicSize = (" << Count << " - " << Values.size() - Variable << ") / " << Variable << ";\n"
     << "  // `index` passed in as the parameter is the static index which counts each\n"
     << "  // operand (variadic or not) as size 1. So here for each previous static variadic\n"
     << "  // operand, we need to offset by (variadicSize - 1) to get where the dynamic\n"
     << "  // value pack for this static operand starts.\n"
     << "  int start = index + (variadicSize - 1) * prevVariadicCount;\n"
     << "  int size = isVariadic[index] ? variadicSize : 1;\n  return {start, size};\n}\n\n";
}

/// "getOperandSegmentSizesAttrName" for "operandSegmentSizes".
std::string segmentNameGetter(std::string_view Segment) { return defGetter(Segment) + "AttrName"; }

/// The lines that bind sizeAttr to segment sizes Segment: a properties
/// member (an array, or an attribute), or an attribute found in the sorted
/// dictionary Dict (InAdaptor: the adaptor's). An attribute is asserted
/// present in the adaptor.
std::string sizeLines(const OpDefContext &D, std::string_view Segment, bool InAdaptor) {
  std::string Member = "getProperties()." + std::string(Segment);
  if (D.C.segmentAttrsInProperties())
    return (InAdaptor ? "  assert(" + Member + " && \"missing segment size attribute for op\");\n" : std::string()) +
           "  auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(" + Member + ");\n";
  if (D.C.propertiesPath())
    return "  ::llvm::ArrayRef<int32_t> sizeAttr = " + Member + ";\n";
  std::string Lookup = InAdaptor ? sortedLookup(D.C, "odsAttrs", Segment,
                                                D.className() + "::" + segmentNameGetter(Segment) + "(*odsOpName)")
                                 : sortedLookup(D.C, "(*this)->getAttrs()", Segment, segmentNameGetter(Segment) + "()");
  std::string Out;
  if (InAdaptor)
    Out += "  assert(::mlir::impl::getAttrFromSortedRange(" + Lookup + ") && \"missing segment size attribute for op\");\n";
  return Out + "  auto sizeAttr = ::llvm::cast<::mlir::DenseI32ArrayAttr>(::mlir::impl::getAttrFromSortedRange(" + Lookup +
         "));\n";
}

} // namespace

void writeAdaptorDefs(OStream &OS, const OpDefContext &D) {
  const mlir::Operator &Op = D.op();
  const std::string &Cls = D.className();
  std::string Base = Cls + "GenericAdaptorBase";
  OS << "namespace detail {\n\n";
  if (D.C.propertiesPath())
    OS << Base << "::" << Base << "(" << Cls
       << " op) : odsAttrs(op->getRawDictionaryAttrs()), odsOpName(op->getName()), "
          "properties(op.getProperties()), odsRegions(op->getRegions()) {}\n\n";
  if (Op.numVariableLengthOperands() != 0)
    writeIndexAndLength(OS,
                        "std::pair<unsigned, unsigned> " + Base +
                            "::getODSOperandIndexAndLength(unsigned index, unsigned odsOperandsSize)",
                        Op.operands(), D.C.attrSizedOperands(), sizeLines(D, "operandSegmentSizes", true),
                        "odsOperandsSize");
  std::string Builder = "::mlir::Builder(odsAttrs.getContext())";
  bool InProperties = D.C.propertiesPath();
  for (const mlir::OpAttribute *A : D.C.storedAttrs()) {
    if (!InProperties) {
      // Found in the sorted dictionary between the required attributes
      // before and after it.
      std::string St = attrStorage(*A);
      OS << St << " " << Base << "::" << defGetter(A->Name) << "Attr() {\n"
         << "  assert(odsAttrs && \"no attributes when constructing adapter\");\n"
         << "  auto attr = ::llvm::" << attrCast(*A) << "<" << St << ">(::mlir::impl::getAttrFromSortedRange("
         << sortedLookup(D.C, "odsAttrs", A->Name, Cls + "::" + defGetter(A->Name) + "AttrName(*odsOpName)") << "));\n";
      if (fillsDefault(*A))
        OS << "  if (!attr)\n    attr = " << builtDefault(*A, Builder) << ";\n";
      OS << "  return attr;\n}\n\n";
    } else if (attrHasDefault(*A)) {
      std::string St = attrStorage(*A);
      OS << St << " " << Base << "::" << defGetter(A->Name) << "Attr() {\n  auto attr = ::llvm::" << attrCast(*A)
         << "<" << St << ">(getProperties()." << A->Name << ");\n";
      if (fillsDefault(*A))
        OS << "  if (!attr)\n    attr = " << builtDefault(*A, Builder) << ";\n";
      OS << "  return attr;\n}\n\n";
    }
    writeValueGetter(OS, *A, Base, Builder);
  }
  OS << "\n} // namespace detail\n";
  OS << Cls << "Adaptor::" << Cls << "Adaptor(" << Cls << " op) : " << Cls
     << "GenericAdaptor(op->getOperands(), op) {}\n\n";
  writeAdaptorVerify(OS, D);
}

void writeValueRangeDefs(OStream &OS, const OpDefContext &D) {
  const mlir::Operator &Op = D.op();
  const std::string &Cls = D.className();
  // Result names, for an op of several results some named.
  if (Op.results().size() >= 2 && !Op.findTrait("::mlir::OpAsmOpInterface::Trait")) {
    bool Named = false;
    for (const OpValue &V : Op.results())
      Named |= !V.Name.empty();
    if (Named) {
      OS << "void " << Cls << "::getAsmResultNames(::mlir::OpAsmSetValueNameFn setNameFn) {\n";
      // (An unnamed result gets "" as its name.)
      for (size_t I = 0; I < Op.results().size(); ++I) {
        OS << "  auto resultGroup" << I << " = getODSResults(" << I << ");\n  if (!resultGroup" << I
           << ".empty())\n    setNameFn(*resultGroup" << I << ".begin(), \"" << Op.results()[I].Name << "\");\n";
      }
      OS << "}\n\n";
    }
  }
  if (Op.numVariableLengthOperands() != 0)
    writeIndexAndLength(OS, "std::pair<unsigned, unsigned> " + Cls + "::getODSOperandIndexAndLength(unsigned index)",
                        Op.operands(), D.C.attrSizedOperands(), sizeLines(D, "operandSegmentSizes", false),
                        "getOperation()->getNumOperands()");
  for (size_t I = 0; I < Op.operands().size(); ++I) {
    const OpValue &V = Op.operands()[I];
    if (V.Name.empty() || !V.isVariableLength())
      continue;
    bool VoV = V.isVariadicOfVariadic();
    OS << "::mlir::MutableOperandRange" << (VoV ? "Range " : " ") << Cls << "::" << defGetter(V.Name)
       << "Mutable() {\n  auto range = getODSOperandIndexAndLength(" << I << ");\n"
       << "  auto mutableRange = ::mlir::MutableOperandRange(getOperation(), range.first, range.second";
    if (D.C.attrSizedOperands() && D.C.propertiesPath())
      OS << ", ::mlir::MutableOperandRange::OperandSegment(" << I
         << "u, {getOperandSegmentSizesAttrName(), ::mlir::DenseI32ArrayAttr::get(getContext(), "
            "getProperties().operandSegmentSizes)})";
    else if (D.C.attrSizedOperands())
      OS << ", ::mlir::MutableOperandRange::OperandSegment(" << I << "u, *::mlir::impl::getNamedAttrFromSortedRange("
         << sortedLookup(D.C, "(*this)->getAttrs()", "operandSegmentSizes", "getOperandSegmentSizesAttrName()") << "))";
    OS << ");\n";
    if (VoV)
      OS << "  return mutableRange.split(*(*this)->getAttrDictionary().getNamed("
         << defGetter(V.Constraint->getValueAsString("segmentAttrName")) << "AttrName()));\n}\n\n";
    else
      OS << "  return mutableRange;\n}\n\n";
  }
  if (Op.numVariableLengthResults() != 0)
    writeIndexAndLength(OS, "std::pair<unsigned, unsigned> " + Cls + "::getODSResultIndexAndLength(unsigned index)",
                        Op.results(), D.C.attrSizedResults(), sizeLines(D, "resultSegmentSizes", false),
                        "getOperation()->getNumResults()");
}

/// The setters of attributes from their plain C++ values.
void writeSetters(OStream &OS, const OpDefContext &D, const std::vector<const mlir::OpAttribute *> &Attrs) {
  const std::string &Cls = D.className();
  std::string Builder = "::mlir::Builder((*this)->getContext())";
  for (const mlir::OpAttribute *A : Attrs) {
    const mlir::OpAttribute Base{A->Name, innermostAttr(A->Def), false};
    if (!attrUnwrappable(Base))
      continue;
    std::string S = mlir::accessorName("set", A->Name);
    // A dialect that keeps attributes as attributes sets them on the op, and
    // takes unit attributes as any other.
    bool OnOp = !D.C.attrsAsProperties();
    // (As the declaration: UnitAttr itself, not any attribute stored as one.)
    bool Unit = isUnitAttr(*A);
    std::string Ty = Unit               ? "bool"
                     : A->isOptional() ? "::std::optional<" + attrReturn(Base) + ">"
                                       : attrReturn(*A);
    mlir::FmtContext Ctx;
    Ctx.withBuilder(Builder);
    // An optional attribute is built as the attribute it wraps.
    std::string Call = stringField(A->isOptional() ? Base.Def : A->Def, "constBuilderCall");
    OS << "void " << Cls << "::" << S << "(" << Ty << (Ty.empty() ? "" : " ") << "attrValue) {\n";
    std::string NameCall = defGetter(A->Name) + "AttrName()";
    if (OnOp && A->isOptional()) {
      std::string Value = Unit ? "attrValue" : "*attrValue";
      OS << "    if (attrValue)\n      return (*this)->setAttr(" << NameCall << ", "
         << mlir::formatTemplate(Call, &Ctx, {Value}) << ");\n    (*this)->removeAttr(" << NameCall << ");\n";
    } else if (OnOp) {
      OS << "  (*this)->setAttr(" << NameCall << ", " << mlir::formatTemplate(Call, &Ctx, {"attrValue"}) << ");\n";
    } else if (A->isOptional()) {
      std::string Value = Unit ? "attrValue" : "*attrValue";
      OS << "    auto &odsProp = getProperties()." << A->Name << ";\n    if (attrValue)\n      odsProp = "
         << mlir::formatTemplate(Call, &Ctx, {Value}) << ";\n    else\n      odsProp = nullptr;\n";
    } else {
      OS << "  getProperties()." << A->Name << " = " << mlir::formatTemplate(Call, &Ctx, {"attrValue"}) << ";\n";
    }
    OS << "}\n\n";
  }
}

void writeAttrAccessorDefs(OStream &OS, const OpDefContext &D) {
  const std::string &Cls = D.className();
  std::string Builder = "::mlir::Builder((*this)->getContext())";
  std::vector<const mlir::OpAttribute *> Attrs = D.C.storedAttrs();
  for (const mlir::OpAttribute *A : Attrs)
    writeValueGetter(OS, *A, Cls, Builder);
  // Derived attributes: the op computes them; they can be listed and
  // turned into attributes.
  std::vector<const mlir::OpAttribute *> Derived;
  for (const mlir::OpAttribute &A : D.op().attributes())
    if (A.Derived)
      Derived.push_back(&A);
  for (const mlir::OpAttribute *A : Derived) {
    std::string Ret = attrReturn(*A);
    // (The body behind two spaces; a line of spaces alone comes out empty.)
    std::string Body = "  " + stringField(A->Def, "body");
    std::string Trimmed;
    for (size_t Pos = 0; Pos <= Body.size();) {
      size_t End = std::min(Body.find('\n', Pos), Body.size());
      std::string_view Line(Body.data() + Pos, End - Pos);
      if (Line.find_first_not_of(' ') != std::string_view::npos)
        Trimmed += Line;
      if (End < Body.size())
        Trimmed += '\n';
      Pos = End + 1;
    }
    OS << Ret << (Ret.empty() ? "" : " ") << Cls << "::" << defGetter(A->Name) << "() {\n" << Trimmed
       << "\n}\n\n";
  }
  if (!Derived.empty()) {
    OS << "bool " << Cls << "::isDerivedAttribute(::llvm::StringRef name) {\n";
    for (const mlir::OpAttribute *A : Derived)
      OS << "  if (name == \"" << A->Name << "\") return true;\n";
    OS << " return false;\n}\n\n";
    OS << "::mlir::DictionaryAttr " << Cls << "::materializeDerivedAttributes() {\n";
    // Without a conversion to an attribute, a derived attribute cannot be
    // materialized: the method reports it.
    std::string Missing;
    for (const mlir::OpAttribute *A : Derived)
      if (stringField(A->Def, "convertFromStorage").find_first_not_of(" \t\n") == std::string::npos)
        Missing += (Missing.empty() ? "" : ", ") + defGetter(A->Name);
    if (!Missing.empty()) {
      PrintWarning(D.op().def()->getLocs(), "op has non-materializable derived attributes '" + Missing + "', skipping");
      OS << "  emitOpError(\"op has non-materializable derived attributes '" << Missing
         << "'\");\n  return nullptr;\n}\n\n";
      return writeSetters(OS, D, Attrs);
    }
    OS << "  ::mlir::MLIRContext* ctx = getContext();\n"
       << "  ::mlir::Builder odsBuilder(ctx); (void)odsBuilder;\n"
       << "  return ::mlir::DictionaryAttr::get(  ctx, {\n";
    for (size_t I = 0; I < Derived.size(); ++I) {
      std::string Value = defGetter(Derived[I]->Name) + "()";
      std::string Convert = stringField(Derived[I]->Def, "convertFromStorage");
      size_t B = Convert.find_first_not_of(" \t\n\r\f\v"), E = Convert.find_last_not_of(" \t\n\r\f\v");
      Convert = B == std::string::npos ? std::string() : Convert.substr(B, E - B + 1);
      if (!Convert.empty()) {
        mlir::FmtContext Ctx;
        Ctx.withSelf(Value).withBuilder("odsBuilder").addSubst("_ctxt", "ctx");
        Value = mlir::formatTemplate(Convert, &Ctx);
      }
      OS << (I ? ",\n" : "") << "    {" << defGetter(Derived[I]->Name) << "AttrName(),\n" << Value << "}";
    }
    OS << "});\n}\n\n";
  }
  writeSetters(OS, D, Attrs);
}

} // namespace tblgen::mlirops
