//===- OpAdaptorDecl.cpp - Adaptor declarations of an op -------------------===//
//
// The adaptors view an op's operands (any range of values), attributes and
// regions without the op: a generic adaptor base (in namespace detail)
// holding attributes, properties and regions, a generic adaptor template
// over the operand range, and the adaptor over ::mlir::ValueRange.
//
//===----------------------------------------------------------------------===//

#include "OpDeclParts.h"

#include "mlir/Dialect.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirops {

using mlir::OpValue;

OpDeclContext::OpDeclContext(const mlir::Operator &Op) : Op(Op) {
  for (const mlir::OpAttribute &A : Op.attributes())
    if (!A.Derived)
      Sorted.push_back(&A);
  auto byName = [](const mlir::OpAttribute *A, const mlir::OpAttribute *B) { return A->Name < B->Name; };
  std::stable_sort(Sorted.begin(), Sorted.end(), byName);
  for (const mlir::OpAttribute &A : Op.attributes())
    Named.push_back(&A);
  std::stable_sort(Named.begin(), Named.end(), byName);
  if (attrSizedOperands())
    Segments.emplace_back("operandSegmentSizes", Op.operands().size());
  if (attrSizedResults())
    Segments.emplace_back("resultSegmentSizes", Op.results().size());
  AttrsAsProperties = mlir::Dialect(Op.dialectDef()).usePropertiesForAttributes();
  PropertiesPath = AttrsAsProperties || !Op.properties().empty();
  Properties = !Op.properties().empty() || (AttrsAsProperties && (!Segments.empty() || !Sorted.empty()));
  if (!AttrsAsProperties)
    for (const auto &S : Segments)
      if (std::none_of(Named.begin(), Named.end(), [&](const mlir::OpAttribute *A) { return A->Name == S.first; }))
        ImplicitSegments.push_back(S);
  for (const mlir::OpAttribute *A : Sorted)
    Members.push_back({A->Name, A});
  if (segmentAttrsInProperties()) {
    for (const auto &S : ImplicitSegments)
      Members.push_back({S.first, nullptr});
    std::stable_sort(Members.begin(), Members.end(),
                     [](const AttrMember &A, const AttrMember &B) { return A.Name < B.Name; });
  }
  for (const mlir::OpAttribute *A : Named)
    AttrNames.push_back(A->Name);
  for (const auto &S : AttrsAsProperties ? Segments : ImplicitSegments)
    if (!AttrsAsProperties || S.first == "operandSegmentSizes")
      AttrNames.push_back(S.first);
  if (!AttrsAsProperties)
    std::stable_sort(AttrNames.begin(), AttrNames.end());
}

size_t OpDeclContext::attrNameIndex(std::string_view Name) const {
  return size_t(std::find(AttrNames.begin(), AttrNames.end(), Name) - AttrNames.begin());
}

std::vector<const mlir::OpAttribute *> OpDeclContext::storedAttrs() const {
  std::vector<const mlir::OpAttribute *> Out;
  for (const mlir::OpAttribute &A : Op.attributes())
    if (!A.Derived)
      Out.push_back(&A);
  return Out;
}

namespace {
std::string trimmedField(const Record *R, std::string_view F) {
  auto *S = dyn_cast<StringInit>(R->getValueInit(F));
  if (!S)
    return {};
  std::string_view V = S->getValue();
  size_t B = V.find_first_not_of(" \t\n\r\f\v");
  if (B == std::string_view::npos)
    return {};
  size_t E = V.find_last_not_of(" \t\n\r\f\v");
  return std::string(V.substr(B, E - B + 1));
}
} // namespace

std::string attrStorage(const mlir::OpAttribute &A) { return A.storageType(); }
std::string attrReturn(const mlir::OpAttribute &A) { return trimmedField(A.Def, "returnType"); }
bool attrHasDefault(const mlir::OpAttribute &A) { return !trimmedField(A.Def, "defaultValue").empty(); }
bool attrUnwrappable(const mlir::OpAttribute &A) {
  return !trimmedField(A.Def, "constBuilderCall").empty() && attrReturn(A) != attrStorage(A);
}
std::string propField(const mlir::OpProperty &P, std::string_view Field) { return trimmedField(P.Def, Field); }

std::string substituteProp(std::string Text, std::string_view Storage, std::string_view Value) {
  std::string Out;
  for (size_t I = 0; I < Text.size();) {
    if (Text.compare(I, 9, "$_storage") == 0) {
      Out += Storage;
      I += 9;
    } else if (Text.compare(I, 7, "$_value") == 0) {
      Out += Value;
      I += 7;
    } else {
      Out += Text[I++];
    }
  }
  return Out;
}

std::string_view attrCast(const mlir::OpAttribute &A) {
  return A.isOptional() || attrHasDefault(A) ? "dyn_cast_or_null" : "cast";
}

std::string sortedLookup(const OpDeclContext &C, std::string_view Range, std::string_view Name,
                         const std::string &NameExpr) {
  size_t Before = 0, After = 0;
  for (const std::string &R : dictionaryRequired(C))
    if (R != Name)
      (R < Name ? Before : After) += 1;
  std::string Rg(Range);
  return Rg + ".begin() + " + std::to_string(Before) + ", " + Rg + ".end() - " + std::to_string(After) + ", " + NameExpr;
}

std::vector<std::string> dictionaryRequired(const OpDeclContext &C) {
  std::vector<std::string> Names;
  for (const mlir::OpAttribute *A : C.sortedAttrs())
    if (!A->isOptional() && !attrHasDefault(*A))
      Names.emplace_back(A->Name);
  for (const auto &Seg : C.implicitSegmentAttrs())
    Names.push_back(Seg.first);
  std::sort(Names.begin(), Names.end());
  return Names;
}

std::string cppTypeOf(const OpValue &V) { return V.Constraint->getValueAsString("cppType"); }

namespace {

std::string getterName(std::string_view Name) { return mlir::accessorName("get", Name); }

void writePropertiesStruct(OStream &OS, const OpDeclContext &C) {
  if (!C.hasPropertiesStruct()) {
    OS << "  using Properties = ::mlir::EmptyProperties;\n";
    return;
  }
  OS << "  struct Properties {\n";
  std::vector<std::string> Members;
  for (const OpDeclContext::AttrMember &M : C.attrMembers()) {
    const mlir::OpAttribute *A = M.Attr;
    if (!A) {
      // Segment sizes kept as an attribute: the member alone.
      OS << "    using " << M.Name << "Ty = ::mlir::DenseI32ArrayAttr;\n    " << M.Name << "Ty " << M.Name << ";\n";
      Members.emplace_back(M.Name);
      continue;
    }
    std::string N(A->Name), St = attrStorage(*A), Camel = mlir::snakeToCamel(A->Name, true);
    OS << "    using " << N << "Ty = " << St << ";\n    " << N << "Ty " << N << ";\n\n"
       << "    auto get" << Camel << "() const {\n      auto &propStorage = this->" << N << ";\n"
       << "      return ::llvm::" << attrCast(*A) << "<" << St << ">(propStorage);\n    }\n"
       << "    void set" << Camel << "(const " << St << " &propValue) {\n      this->" << N
       << " = propValue;\n    }\n";
    Members.push_back(N);
  }
  for (const mlir::OpProperty &P : C.op().properties()) {
    std::string N(P.Name), Camel = mlir::snakeToCamel(P.Name, true), Iface = propField(P, "interfaceType");
    std::string Init = propField(P, "storageTypeValueOverride");
    if (Init.empty())
      Init = propField(P, "defaultValue");
    OS << "    using " << N << "Ty = " << propField(P, "storageType") << ";\n    " << N << "Ty " << N
       << (Init.empty() ? "" : " = " + Init) << ";\n"
       << "    " << Iface << " get" << Camel << "() const {\n      auto &propStorage = this->" << N << ";\n"
       << "      return " << substituteProp(propField(P, "convertFromStorage"), "propStorage", "propValue")
       << ";\n    }\n"
       << "    void set" << Camel << "(" << Iface << " propValue) {\n      auto &propStorage = this->" << N
       << ";\n      " << substituteProp(propField(P, "assignToStorage"), "propStorage", "propValue")
       << ";\n    }\n";
    Members.push_back(N);
  }
  for (const auto &[N, Count] : C.segmentArrays()) {
    std::string Camel = mlir::snakeToCamel(N, true);
    OS << "    using " << N << "Ty = std::array<int32_t, " << Count << ">;\n    " << N << "Ty " << N << ";\n"
       << "    ::llvm::ArrayRef<int32_t> get" << Camel << "() const {\n      auto &propStorage = this->" << N
       << ";\n      return propStorage;\n    }\n"
       << "    void set" << Camel << "(::llvm::ArrayRef<int32_t> propValue) {\n      auto &propStorage = this->"
       << N << ";\n      ::llvm::copy(propValue, propStorage.begin());\n    }\n";
    Members.push_back(N);
  }
  OS << "    bool operator==(const Properties &rhs) const {\n      return \n";
  for (const std::string &M : Members)
    OS << "        rhs." << M << " == this->" << M << " &&\n";
  OS << "        true;\n    }\n    bool operator!=(const Properties &rhs) const {\n"
     << "      return !(*this == rhs);\n    }\n  };\n";
}

void writeBaseAttrGetters(OStream &OS, const OpDeclContext &C) {
  for (const mlir::OpProperty &P : C.op().properties()) {
    std::string G = getterName(P.Name);
    OS << "  " << propField(P, "interfaceType") << " " << G << "() {\n    return getProperties()." << G
       << "();\n  }\n\n";
  }
  for (const mlir::OpAttribute *A : C.storedAttrs()) {
    std::string St = attrStorage(*A), G = getterName(A->Name);
    // (Attributes kept in the dictionary are looked up out of line.)
    if (attrHasDefault(*A) || !C.propertiesPath())
      OS << "  " << St << " " << G << "Attr();\n";
    else
      OS << "  " << St << " " << G << "Attr() {\n    auto attr = ::llvm::" << attrCast(*A) << "<" << St
         << ">(getProperties()." << A->Name << ");\n    return attr;\n  }\n\n";
    std::string Ret = attrReturn(*A);
    OS << "  " << Ret << (Ret.empty() ? "" : " ") << G << "();\n";
  }
}

/// "getODSOperandIndexAndLength": inline when every operand has a fixed
/// count, declared otherwise.
void writeBaseIndexAndLength(OStream &OS, const OpDeclContext &C) {
  OS << "  std::pair<unsigned, unsigned> getODSOperandIndexAndLength(unsigned index, unsigned "
        "odsOperandsSize)";
  if (C.op().numVariableLengthOperands() != 0) {
    OS << ";\n";
    return;
  }
  OS << " {\n    return {index, 1};\n  }\n\n";
}

void writeBase(OStream &OS, const OpDeclContext &C) {
  const mlir::Operator &Op = C.op();
  const std::string &Cls = C.className();
  std::string Base = Cls + "GenericAdaptorBase";
  // An op without properties (its dialect keeps attributes in the
  // dictionary) takes empty properties and is built from any operation.
  bool Props = C.propertiesPath();
  OS << "namespace detail {\n\nclass " << Base << " {\npublic:\n";
  if (Props)
    writePropertiesStruct(OS, C);
  OS << "protected:\n  ::mlir::DictionaryAttr odsAttrs;\n  ::std::optional<::mlir::OperationName> odsOpName;\n"
     << (Props ? "  Properties properties;\n" : "") << "  ::mlir::RegionRange odsRegions;\npublic:\n";
  if (Props)
    OS << "  " << Base
       << "(::mlir::DictionaryAttr attrs, const Properties &properties, ::mlir::RegionRange regions = {}) : "
          "odsAttrs(attrs), properties(properties), odsRegions(regions) {";
  else
    OS << "  " << Base
       << "(::mlir::DictionaryAttr attrs = {}, const ::mlir::EmptyProperties &properties = {}, "
          "::mlir::RegionRange regions = {}) : odsAttrs(attrs), odsRegions(regions) {";
  OS << "  if (odsAttrs)\n      odsOpName.emplace(\"" << Op.operationName()
     << "\", odsAttrs.getContext());\n  }\n\n";
  if (Props)
    OS << "  " << Base << "(" << Cls << " op);\n\n";
  else
    OS << "  " << Base
       << "(::mlir::Operation *op) : odsAttrs(op->getRawDictionaryAttrs()), odsOpName(op->getName()), "
          "odsRegions(op->getRegions()) {}\n\n";
  writeBaseIndexAndLength(OS, C);
  if (Props)
    OS << "  const Properties &getProperties() {\n    return properties;\n  }\n\n";
  OS << "  ::mlir::DictionaryAttr getAttributes() {\n    return odsAttrs;\n  }\n\n";
  writeBaseAttrGetters(OS, C);
  for (size_t I = 0; I < Op.regions().size(); ++I) {
    const mlir::OpRegion &R = Op.regions()[I];
    if (R.Name.empty())
      continue;
    if (R.isVariadic())
      OS << "  ::mlir::RegionRange " << getterName(R.Name) << "() {\n    return odsRegions.drop_front(" << I
         << ");\n  }\n\n";
    else
      OS << "  ::mlir::Region &" << getterName(R.Name) << "() {\n    return *odsRegions[" << I << "];\n  }\n\n";
  }
  // (A region named "regions" has that accessor already.)
  bool NamedRegions = std::any_of(Op.regions().begin(), Op.regions().end(),
                                  [](const mlir::OpRegion &R) { return getterName(R.Name) == "getRegions"; });
  if (!Op.regions().empty() && !NamedRegions)
    OS << "  ::mlir::RegionRange getRegions() {\n    return odsRegions;\n  }\n\n";
  OS << "};\n\n} // namespace detail\n";
}

void writeGeneric(OStream &OS, const OpDeclContext &C) {
  const mlir::Operator &Op = C.op();
  const std::string &Cls = C.className();
  std::string Gen = Cls + "GenericAdaptor";
  OS << "template <typename RangeT>\nclass " << Gen << " : public detail::" << Cls << "GenericAdaptorBase {\n"
     << "  using ValueT = ::llvm::detail::ValueOfRange<RangeT>;\n"
     << "  using Base = detail::" << Cls << "GenericAdaptorBase;\n";
  for (size_t I = 0; I < Op.arguments().size(); ++I)
    if (!Op.argumentName(unsigned(I)).empty() && Op.arguments()[I].K == mlir::OpArgument::Operand)
      OS << "  static constexpr int odsIndex_" << Op.argumentName(unsigned(I)) << " = "
         << Op.arguments()[I].Index << ";\n";
  OS << "public:\n";
  if (C.propertiesPath()) {
    OS << "  " << Gen
       << "(RangeT values, ::mlir::DictionaryAttr attrs, const Properties &properties, ::mlir::RegionRange "
          "regions = {}) : Base(attrs, properties, regions), odsOperands(values) {}\n\n";
    OS << "  " << Gen
       << "(RangeT values, ::mlir::DictionaryAttr attrs, ::mlir::OpaqueProperties properties, "
          "::mlir::RegionRange regions = {}) : "
       << Gen << "(values, attrs, (properties ? *properties.as<Properties *>() : Properties{}), regions) {}\n\n";
    OS << "  " << Gen << "(RangeT values, ::mlir::DictionaryAttr attrs"
       << (C.attrSizedOperands() ? "" : " = nullptr") << ") : " << Gen
       << "(values, attrs, Properties{}, {}) {}\n\n";
  } else {
    OS << "  " << Gen
       << "(RangeT values, ::mlir::DictionaryAttr attrs = {}, const ::mlir::EmptyProperties &properties = {}, "
          "::mlir::RegionRange regions = {}) : Base(attrs, properties, regions), odsOperands(values) {}\n\n";
    OS << "  " << Gen
       << "(RangeT values, ::mlir::DictionaryAttr attrs, ::mlir::OpaqueProperties properties, "
          "::mlir::RegionRange regions = {}) : "
       << Gen
       << "(values, attrs, (properties ? *properties.as<::mlir::EmptyProperties *>() : "
          "::mlir::EmptyProperties{}), regions) {}\n\n";
  }
  OS << "  " << Gen << "(RangeT values, const " << Cls
     << "GenericAdaptorBase &base) : Base(base), odsOperands(values) {}\n\n";
  OS << "  template <typename LateInst = " << Cls << ", typename = std::enable_if_t<std::is_same_v<LateInst, "
     << Cls << ">>>\n  " << Gen << "(RangeT values, LateInst op) : Base(op), odsOperands(values) {}\n\n";
  OS << "  std::pair<unsigned, unsigned> getODSOperandIndexAndLength(unsigned index) {\n"
     << "    return Base::getODSOperandIndexAndLength(index, odsOperands.size());\n  }\n\n";
  OS << "  RangeT getODSOperands(unsigned index) {\n    auto valueRange = getODSOperandIndexAndLength(index);\n"
     << "    return {std::next(odsOperands.begin(), valueRange.first),\n"
     << "             std::next(odsOperands.begin(), valueRange.first + valueRange.second)};\n  }\n\n";
  for (size_t I = 0; I < Op.operands().size(); ++I) {
    const OpValue &V = Op.operands()[I];
    if (V.Name.empty())
      continue;
    std::string G = getterName(V.Name);
    if (V.isOptional())
      OS << "  ValueT " << G << "() {\n    auto operands = getODSOperands(" << I
         << ");\n    return operands.empty() ? ValueT{} : (*operands.begin());\n  }\n\n";
    else if (V.isVariadicOfVariadic())
      OS << "  ::llvm::SmallVector<RangeT> " << G << "() {\n    auto tblgenTmpOperands = getODSOperands(" << I
         << ");\n    auto sizes = " << getterName(V.Constraint->getValueAsString("segmentAttrName")) << "();\n\n"
         << "    ::llvm::SmallVector<RangeT> tblgenTmpOperandGroups;\n"
         << "    for (int i = 0, e = sizes.size(); i < e; ++i) {\n"
         << "      tblgenTmpOperandGroups.push_back(tblgenTmpOperands.take_front(sizes[i]));\n"
         << "      tblgenTmpOperands = tblgenTmpOperands.drop_front(sizes[i]);\n    }\n"
         << "    return tblgenTmpOperandGroups;\n  }\n\n";
    else if (V.isVariadic())
      OS << "  RangeT " << G << "() {\n    return getODSOperands(" << I << ");\n  }\n\n";
    else
      OS << "  ValueT " << G << "() {\n    return (*getODSOperands(" << I << ").begin());\n  }\n\n";
  }
  // Unless an operand named "operands" took the name.
  bool Taken = false;
  for (const OpValue &V : Op.operands())
    Taken |= V.Name == "operands";
  if (!Taken)
    OS << "  RangeT getOperands() {\n    return odsOperands;\n  }\n\n";
  OS << "private:\n  RangeT odsOperands;\n};\n";
}

} // namespace

void writeAdaptorDecls(OStream &OS, const OpDeclContext &C) {
  writeBase(OS, C);
  writeGeneric(OS, C);
  const std::string &Cls = C.className();
  OS << "class " << Cls << "Adaptor : public " << Cls << "GenericAdaptor<::mlir::ValueRange> {\npublic:\n"
     << "  using " << Cls << "GenericAdaptor::" << Cls << "GenericAdaptor;\n"
     << "  " << Cls << "Adaptor(" << Cls << " op);\n\n"
     << "  ::llvm::LogicalResult verify(::mlir::Location loc);\n};\n";
}

} // namespace tblgen::mlirops
