//===- EnumAvailabilityGen.cpp - SPIR-V enum utilities --------------------===//
//
// -gen-spirv-enum-avail-decls/-defs: for every enum (EnumAttrInfo def), a
// query function per availability kind its cases carry (getMinVersion,
// getExtensions, ...), switching over the cases that carry one.
// -gen-spirv-attr-utils: attributeName<Enum>() giving each enum's name in
// snake case. -gen-spirv-capability-implication: the capabilities each
// SPIR-V capability directly implies.
//
//===----------------------------------------------------------------------===//

#include "AvailabilitySpec.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::mlirspirv {

namespace {

bool isUpper(char C) { return C >= 'A' && C <= 'Z'; }
bool isLower(char C) { return C >= 'a' && C <= 'z'; }
bool isDigit(char C) { return C >= '0' && C <= '9'; }

/// CamelCase to snake_case: '_' before an upper-case letter that follows a
/// lower-case letter or digit, and before the last capital of a run of
/// capitals followed by a lower-case letter ("OPName" -> "op_name").
std::string snakeFromCamel(std::string_view S) {
  std::string Out;
  auto at = [&](size_t I, bool (*P)(char)) { return I < S.size() && P(S[I]); };
  for (size_t I = 0; I < S.size(); ++I) {
    Out += isUpper(S[I]) ? char(S[I] - 'A' + 'a') : S[I];
    if (at(I, isUpper) && at(I + 1, isUpper) && at(I + 2, isLower))
      Out += '_';
    if ((at(I, isLower) || at(I, isDigit)) && at(I + 1, isUpper))
      Out += '_';
  }
  return Out;
}

/// A case with one of its availability specs.
struct CaseSpec {
  const Record *Case;
  AvailabilitySpec Spec;
};

/// The (case, spec) pairs of Enum grouped by spec kind, the kinds in the
/// order an llvm::StringMap keyed by kind iterates them.
std::vector<std::vector<CaseSpec>> groupByKind(const std::vector<const Record *> &Cases) {
  compat::StringMapOrder Kinds;
  std::vector<std::vector<CaseSpec>> Groups;
  for (const Record *Case : Cases)
    for (const AvailabilitySpec &Spec : availabilitiesOf(Case)) {
      unsigned Index = Kinds.insert(Spec.kind());
      if (Index == Groups.size())
        Groups.emplace_back();
      Groups[Index].push_back({Case, Spec});
    }
  std::vector<std::vector<CaseSpec>> Ordered;
  for (unsigned Index : Kinds.order())
    Ordered.push_back(std::move(Groups[Index]));
  return Ordered;
}

void emitEnumAvailDecls(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Enum Availability Declarations", OS, Records);
  for (const Record *Enum : Records.getAllDerivedDefinitions("EnumAttrInfo")) {
    std::string Name = Enum->getValueAsString("className");
    std::string Ns = Enum->getValueAsString("cppNamespace");
    NsScope Scope(OS, Ns);
    std::vector<std::string_view> Done;
    for (const Record *Case : Enum->getValueAsListOfDefs("enumerants"))
      for (const AvailabilitySpec &Spec : availabilitiesOf(Case)) {
        if (std::find(Done.begin(), Done.end(), Spec.kind()) != Done.end())
          continue;
        Done.push_back(Spec.kind());
        OS << "std::optional<" << Spec.instanceType() << "> " << Spec.queryFn() << "(" << Name
           << " value);\n";
      }
  }
}

void emitEnumAvailDefs(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Enum Availability Definitions", OS, Records);
  for (const Record *Enum : Records.getAllDerivedDefinitions("EnumAttrInfo")) {
    std::string Name = Enum->getValueAsString("className");
    std::string Ns = Enum->getValueAsString("cppNamespace");
    bool IsBits = Enum->isSubClassOf("BitEnumBase");
    std::vector<const Record *> Cases = Enum->getValueAsListOfDefs("enumerants");
    NsScope Scope(OS, Ns);
    for (const std::vector<CaseSpec> &Group : groupByKind(Cases)) {
      const AvailabilitySpec &First = Group.front().Spec;
      OS << "std::optional<" << First.instanceType() << "> " << First.queryFn() << "(" << Name
         << " value) {\n";
      if (IsBits)
        OS << "  assert(::llvm::popcount(static_cast<" << Enum->getValueAsString("underlyingType")
           << ">(value)) <= 1 && \"cannot have more than one bit set\");\n";
      OS << "  switch (value) {\n";
      for (const CaseSpec &CS : Group)
        OS << "  case " << Name << "::" << CS.Case->getValueAsString("symbol") << ": { "
           << CS.Spec.preparation() << " return " << CS.Spec.instanceType() << "("
           << CS.Spec.instance() << "); }\n";
      if (IsBits || Group.size() < Cases.size())
        OS << "  default: break;\n";
      OS << "  }\n  return std::nullopt;\n}\n";
    }
  }
}

void emitAttrUtils(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Attribute Utilities", OS, Records);
  OS << "#ifndef MLIR_DIALECT_SPIRV_IR_ATTR_UTILS_H_\n#define MLIR_DIALECT_SPIRV_IR_ATTR_UTILS_H_\n"
     << "template <typename EnumClass> inline constexpr StringRef attributeName();\n";
  for (const Record *Enum : Records.getAllDerivedDefinitions("EnumAttrInfo")) {
    std::string Name = Enum->getValueAsString("className");
    OS << "template <> inline StringRef attributeName<" << Name << ">() {\n"
       << "  static constexpr const char attrName[] = \"" << snakeFromCamel(Name) << "\";\n"
       << "  return attrName;\n}\n";
  }
  OS << "#endif // MLIR_DIALECT_SPIRV_IR_ATTR_UTILS_H\n";
}

void emitCapabilityImplication(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Capability Implication", OS, Records);
  const Record *Attr = Records.getDef("SPIRV_CapabilityAttr");
  if (!Attr)
    PrintFatalError("could not find SPIRV_CapabilityAttr");
  const Record *Enum = Attr->getValueAsDef("enum");
  OS << "ArrayRef<spirv::Capability> spirv::getDirectImpliedCapabilities(spirv::Capability cap) {\n"
     << "  switch (cap) {\n  default: return {};\n";
  for (const Record *Case : Enum->getValueAsListOfDefs("enumerants")) {
    if (!Case->getValue("implies"))
      continue;
    std::vector<const Record *> Implied = Case->getValueAsListOfDefs("implies");
    OS << "  case spirv::Capability::" << Case->getValueAsString("symbol")
       << ": {static const spirv::Capability implies[" << Implied.size() << "] = {";
    for (size_t I = 0; I < Implied.size(); ++I)
      OS << (I ? ", " : "") << "spirv::Capability::" << Implied[I]->getValueAsString("symbol");
    OS << "}; return ArrayRef<spirv::Capability>(implies, " << Implied.size() << "); }\n";
  }
  OS << "  }\n}\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVEnumAvailDecls, TM_MLIR, "gen-spirv-enum-avail-decls",
                             "Generate SPIR-V enum availability declarations", emitEnumAvailDecls,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVEnumAvailDefs, TM_MLIR, "gen-spirv-enum-avail-defs",
                             "Generate SPIR-V enum availability definitions", emitEnumAvailDefs,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVAttrUtils, TM_MLIR, "gen-spirv-attr-utils",
                             "Generate SPIR-V attribute utility definitions", emitAttrUtils, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVCapabilityImplication, TM_MLIR,
                             "gen-spirv-capability-implication",
                             "Generate utility function to return implied capabilities for a given "
                             "capability",
                             emitCapabilityImplication, BT_None);

} // namespace tblgen::mlirspirv
