//===- SPIRVEnums.cpp - SPIR-V enum utilities -----------------------------===//
//
// The SPIR-V dialect's generators over its enums (every EnumInfo def, record
// name order; the class must be defined):
//   -gen-spirv-enum-avail-decls / -defs  per availability class (the one
//       direct superclass of an Availability def: MinVersion, Extension,
//       ...) that some case of the enum lists, a query function returning
//       the case's requirement; classes in llvm::StringMap order
//   -gen-spirv-attr-utils                attributeName<Enum>(), the enum's
//       name in snake_case
//   -gen-spirv-capability-implication    the capabilities each Capability
//       case implies
// and the op interfaces querying availability (-gen-avail-interface-decls /
// -defs): one per availability class, from the first Availability def of
// each class (record name order).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect.h"
#include "mlir/Enum.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirenum {

using mlir::EnumCase;
using mlir::EnumInfo;

namespace {

/// An Availability def: a requirement a case (or op) has.
struct Availability {
  const Record *Def;

  /// The class it is an instance of: its one direct superclass.
  std::string className() const {
    std::vector<std::pair<const Record *, SrcRange>> Direct = Def->getDirectSuperClasses();
    if (Direct.size() != 1)
      PrintFatalError(Def->getLocs(), "expected to only have one direct superclass");
    return std::string(Direct.front().first->getName());
  }
  std::string field(std::string_view F) const { return Def->getValueAsString(F); }
};

std::vector<Availability> availabilitiesOf(const Record *R) {
  std::vector<Availability> As;
  if (R->getValue("availability"))
    for (const Record *A : R->getValueAsListOfDefs("availability"))
      As.push_back({A});
  return As;
}

void writeAvailDecls(OStream &OS, const EnumInfo &E) {
  mlir::NamespaceBlock NS(OS, E.cppNamespace());
  std::vector<std::string> Done;
  for (const EnumCase &C : E.cases())
    for (const Availability &A : availabilitiesOf(C.def())) {
      std::string Cls = A.className();
      if (std::find(Done.begin(), Done.end(), Cls) != Done.end())
        continue;
      OS << "std::optional<" << A.field("instanceType") << "> " << A.field("queryFnName") << "("
         << E.className() << " value);\n";
      Done.push_back(Cls);
    }
}

void writeAvailDefs(OStream &OS, const EnumInfo &E) {
  mlir::NamespaceBlock NS(OS, E.cppNamespace());
  const std::string N = E.className();
  std::vector<EnumCase> Cases = E.cases();
  // The (case, requirement) pairs of each availability class.
  compat::StringMapOrder Order;
  std::vector<std::vector<std::pair<EnumCase, Availability>>> ByClass;
  for (const EnumCase &C : Cases)
    for (const Availability &A : availabilitiesOf(C.def())) {
      unsigned I = Order.insert(A.className());
      if (I == ByClass.size())
        ByClass.emplace_back();
      ByClass[I].push_back({C, A});
    }
  for (unsigned I : Order.order()) {
    const auto &Pairs = ByClass[I];
    const Availability &First = Pairs.front().second;
    OS << "std::optional<" << First.field("instanceType") << "> " << First.field("queryFnName")
       << "(" << N << " value) {\n";
    if (E.isBitEnum())
      OS << "  assert(::llvm::popcount(static_cast<" << E.underlyingType()
         << ">(value)) <= 1 && \"cannot have more than one bit set\");\n";
    OS << "  switch (value) {\n";
    for (const auto &[C, A] : Pairs)
      OS << "  case " << N << "::" << C.symbol() << ": { " << A.field("instancePreparation")
         << " return " << A.field("instanceType") << "(" << A.field("instance") << "); }\n";
    if (E.isBitEnum() || Pairs.size() < Cases.size())
      OS << "  default: break;\n";
    OS << "  }\n  return std::nullopt;\n}\n";
  }
}

std::vector<EnumInfo> enumAttrs(const RecordKeeper &Records) {
  std::vector<EnumInfo> Es;
  for (const Record *R : Records.getAllDerivedDefinitions("EnumInfo"))
    Es.emplace_back(R);
  return Es;
}

void emitAvailDecls(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Enum Availability Declarations", OS, Records);
  for (const EnumInfo &E : enumAttrs(Records))
    writeAvailDecls(OS, E);
}

void emitAvailDefs(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Enum Availability Definitions", OS, Records);
  for (const EnumInfo &E : enumAttrs(Records))
    writeAvailDefs(OS, E);
}

/// CamelCase to snake_case: an underscore before a capital that follows a
/// lower-case letter or digit, and before the last capital of a run that a
/// lower-case letter follows ("OPName" -> "op_name").
std::string camelToSnake(std::string_view S) {
  auto lower = [](char C) { return C >= 'a' && C <= 'z'; };
  auto upper = [](char C) { return C >= 'A' && C <= 'Z'; };
  auto digit = [](char C) { return C >= '0' && C <= '9'; };
  std::string Out;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    Out += upper(C) ? char(C - 'A' + 'a') : C;
    bool NextUpper = I + 1 < S.size() && upper(S[I + 1]);
    if (upper(C) && NextUpper && I + 2 < S.size() && lower(S[I + 2]))
      Out += '_';
    else if ((lower(C) || digit(C)) && NextUpper)
      Out += '_';
  }
  return Out;
}

void emitAttrUtils(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Attribute Utilities", OS, Records);
  OS << "#ifndef MLIR_DIALECT_SPIRV_IR_ATTR_UTILS_H_\n"
     << "#define MLIR_DIALECT_SPIRV_IR_ATTR_UTILS_H_\n"
     << "template <typename EnumClass> inline constexpr StringRef attributeName();\n";
  for (const EnumInfo &E : enumAttrs(Records)) {
    std::string N = E.className();
    OS << "template <> inline StringRef attributeName<" << N << ">() {\n"
       << "  static constexpr const char attrName[] = \"" << camelToSnake(N) << "\";\n"
       << "  return attrName;\n}\n";
  }
  OS << "#endif // MLIR_DIALECT_SPIRV_IR_ATTR_UTILS_H\n";
}

void emitCapabilityImplication(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Capability Implication", OS, Records);
  const Record *Attr = Records.getDef("SPIRV_CapabilityAttr");
  if (!Attr)
    PrintFatalError("no def named SPIRV_CapabilityAttr");
  EnumInfo E(Attr->getValueAsDef("enum"));
  OS << "ArrayRef<spirv::Capability> spirv::getDirectImpliedCapabilities(spirv::Capability cap) "
        "{\n  switch (cap) {\n  default: return {};\n";
  for (const EnumCase &C : E.cases()) {
    if (!C.def()->getValue("implies"))
      continue;
    std::vector<const Record *> Implied = C.def()->getValueAsListOfDefs("implies");
    OS << "  case spirv::Capability::" << C.symbol()
       << ": {static const spirv::Capability implies[" << Implied.size() << "] = {";
    for (size_t I = 0; I < Implied.size(); ++I)
      OS << (I ? ", " : "") << "spirv::Capability::" << EnumCase(Implied[I]).symbol();
    OS << "}; return ArrayRef<spirv::Capability>(implies, " << Implied.size() << "); }\n";
  }
  OS << "  }\n}\n";
}

/// The first Availability def of each availability class.
std::vector<Availability> oneAvailabilityPerClass(const RecordKeeper &Records) {
  std::vector<Availability> Firsts;
  std::vector<std::string> Seen;
  for (const Record *R : Records.getAllDerivedDefinitions("Availability")) {
    Availability A{R};
    std::string Cls = A.className();
    if (std::find(Seen.begin(), Seen.end(), Cls) != Seen.end())
      continue;
    Seen.push_back(Cls);
    Firsts.push_back(A);
  }
  return Firsts;
}

void writeInterfaceDecl(OStream &OS, const Availability &A) {
  const std::string I = A.field("interfaceName");
  const std::string Traits = I + "Traits";
  const std::string Ret = A.field("queryFnRetType");
  const std::string Fn = A.field("queryFnName");
  mlir::NamespaceBlock NS(OS, A.field("cppNamespace"));
  OS << "class " << I << ";\n\nnamespace detail {\nstruct " << Traits << " {\n"
     << "  class Concept {\n  public:\n    virtual ~Concept() = default;\n"
     << "    virtual " << Ret << " " << Fn
     << "(const Concept *impl, Operation *tblgen_opaque_op) const = 0;\n  };\n\n";
  for (std::string_view Model : {"Model", "FallbackModel"})
    OS << "  template<typename ConcreteOp>\n"
       << "  class " << Model << " : public Concept {\n  public:\n"
       << "    using Interface = " << I << ";\n"
       << "    " << Ret << " " << Fn
       << "(const Concept *impl, Operation *tblgen_opaque_op) const final {\n"
       << "      auto op = llvm::cast<ConcreteOp>(tblgen_opaque_op);\n"
       << "      (void)op;\n"
       << "      return op." << Fn << "();\n    }\n  };\n";
  OS << "  template<typename ConcreteModel, typename ConcreteOp>\n"
     << "  class ExternalModel : public FallbackModel<ConcreteOp> {};\n"
     << "};\n} // namespace detail\n\n"
     << "/*\n" << compat::trimmed(A.field("interfaceDescription")) << "\n*/\n"
     << "class " << I << " : public OpInterface<" << I << ", detail::" << Traits << "> {\n"
     << "public:\n"
     << "  using OpInterface<" << I << ", detail::" << Traits << ">::OpInterface;\n"
     << "  " << Ret << " " << Fn << "();\n};\n\n";
}

void emitInterfaceDecls(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Availability Interface Declarations", OS, Records);
  for (const Availability &A : oneAvailabilityPerClass(Records))
    writeInterfaceDecl(OS, A);
}

void emitInterfaceDefs(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Availability Interface Definitions", OS, Records);
  for (const Availability &A : oneAvailabilityPerClass(Records)) {
    std::string Ns = A.field("cppNamespace");
    std::string_view Plain = Ns;
    if (Plain.starts_with("::"))
      Plain.remove_prefix(2);
    std::string Fn = A.field("queryFnName");
    OS << A.field("queryFnRetType") << " ";
    if (!Plain.empty())
      OS << Plain << "::";
    OS << A.field("interfaceName") << "::" << Fn << "() {\n"
       << "  return getImpl()->" << Fn << "(getImpl(), getOperation());\n}\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRAvailInterfaceDecls, TM_MLIR, "gen-avail-interface-decls",
                             "Generate availability interface declarations", emitInterfaceDecls,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRAvailInterfaceDefs, TM_MLIR, "gen-avail-interface-defs",
                             "Generate op interface definitions", emitInterfaceDefs, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVEnumAvailDecls, TM_MLIR, "gen-spirv-enum-avail-decls",
                             "Generate SPIR-V enum availability declarations", emitAvailDecls,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVEnumAvailDefs, TM_MLIR, "gen-spirv-enum-avail-defs",
                             "Generate SPIR-V enum availability definitions", emitAvailDefs,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVAttrUtils, TM_MLIR, "gen-spirv-attr-utils",
                             "Generate SPIR-V attribute utility definitions", emitAttrUtils,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVCapabilityImplication, TM_MLIR,
                             "gen-spirv-capability-implication",
                             "Generate utility function to return implied capabilities for a "
                             "given capability",
                             emitCapabilityImplication, BT_None);

} // namespace tblgen::mlirenum
