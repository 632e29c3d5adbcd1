//===- OpAvailabilityGen.cpp - -gen-spirv-avail-impls, -gen-tosa-avail-impls ===//
//
// The availability queries of each op (SPIRV_Op or Tosa_Op def with
// autogenAvailability set): one method per availability kind the op's own
// specs carry (for SPIR-V also the kinds the cases of its enum attributes
// carry), kinds in llvm::StringMap order. A method starts from the kind's
// initializer and merges the op's specs, then (SPIR-V) the specs of the
// enum attribute values the op holds.
//
//===----------------------------------------------------------------------===//

#include "AvailabilitySpec.h"
#include "backends/mlir/llvmir/OpShape.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirspirv {

namespace {

using mlirconv::OpArgument;
using mlirconv::OpShape;

bool isSPIRVEnumAttr(const Record *Attr) {
  return Attr->isSubClassOf("SPIRV_BitEnumAttr") || Attr->isSubClassOf("SPIRV_I32EnumAttr");
}

/// The enum attribute values an op's SPIR-V availability depends on.
struct EnumArg {
  std::string Name;
  const Record *Enum;
};

void emitOpAvailability(const OpShape &Shape, bool WithEnums, OStream &OS) {
  const Record *Op = Shape.def();
  std::vector<AvailabilitySpec> OwnSpecs = availabilitiesOf(Op);
  std::vector<EnumArg> Enums;
  if (WithEnums)
    for (const OpArgument &A : Shape.arguments())
      if (A.What == OpArgument::Attribute && isSPIRVEnumAttr(A.Def))
        Enums.push_back({A.Name, A.Def->getValueAsDef("enum")});

  // Each kind with the first spec seen of it.
  compat::StringMapOrder Kinds;
  std::vector<AvailabilitySpec> FirstOfKind;
  auto note = [&](const AvailabilitySpec &S) {
    if (Kinds.insert(S.kind()) == FirstOfKind.size())
      FirstOfKind.push_back(S);
  };
  for (const AvailabilitySpec &S : OwnSpecs)
    note(S);
  for (const EnumArg &E : Enums)
    for (const Record *Case : E.Enum->getValueAsListOfDefs("enumerants"))
      for (const AvailabilitySpec &S : availabilitiesOf(Case))
        note(S);

  for (unsigned Index : Kinds.order()) {
    const AvailabilitySpec &Kind = FirstOfKind[Index];
    std::string_view KindName = Kind.kind();
    OS << Kind.queryRetType() << " " << Shape.className() << "::" << Kind.queryFn() << "() {\n"
       << "  " << Kind.queryRetType() << " tblgen_overall = " << Kind.initializer() << ";\n";
    for (const AvailabilitySpec &S : OwnSpecs) {
      if (S.kind() != KindName || (S.preparation().empty() && S.mergeAction().empty()))
        continue;
      OS << "  {\n    " << S.preparation() << "\n    " << substituteMerge(S.mergeAction(), S.instance())
         << ";\n  }\n";
    }
    for (const EnumArg &E : Enums) {
      // The first case spec of this kind gives the merging code.
      const Record *Merge = nullptr;
      for (const Record *Case : E.Enum->getValueAsListOfDefs("enumerants"))
        for (const AvailabilitySpec &S : availabilitiesOf(Case))
          if (!Merge && S.kind() == KindName)
            Merge = S.def();
      if (!Merge)
        continue;
      std::string MergeCode = substituteMerge(AvailabilitySpec(Merge).mergeAction(), "*tblgen_instance");
      std::string EnumNs = E.Enum->getValueAsString("cppNamespace");
      std::string Getter = mlirconv::getterName(E.Name);
      if (E.Enum->isSubClassOf("BitEnumBase")) {
        std::string Under = E.Enum->getValueAsString("underlyingType");
        std::string Type = EnumNs + "::" + E.Enum->getValueAsString("className");
        OS << "  for (unsigned i = 0; i < std::numeric_limits<" << Under << ">::digits; ++i) {\n"
           << "    " << Type << " tblgen_attrVal = this->" << Getter << "() & static_cast<" << Type
           << ">(1 << i);\n"
           << "    if (static_cast<" << Under << ">(tblgen_attrVal) == 0) continue;\n";
      } else {
        OS << "  {\n    auto tblgen_attrVal = this->" << Getter << "();\n";
      }
      OS << "    auto tblgen_instance = " << EnumNs << "::" << Kind.queryFn() << "(tblgen_attrVal);\n"
         << "    if (tblgen_instance) " << MergeCode << ";\n  }\n";
    }
    OS << "  return tblgen_overall;\n}\n";
  }
}

void emitAvailabilities(const RecordKeeper &Records, OStream &OS, std::string_view Base,
                        bool WithEnums) {
  for (const Record *Op : Records.getAllDerivedDefinitions(Base)) {
    OpShape Shape(Op); // every op is read, as mlir-tblgen reads it
    if (Op->getValueAsBit("autogenAvailability"))
      emitOpAvailability(Shape, WithEnums, OS);
  }
}

void emitSPIRVAvailImpls(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("SPIR-V Op Availability Implementations", OS, Records);
  emitAvailabilities(Records, OS, "SPIRV_Op", true);
}

void emitTosaAvailImpls(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Tosa Op Availability Implementations", OS, Records);
  emitAvailabilities(Records, OS, "Tosa_Op", false);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRSPIRVAvailImpls, TM_MLIR, "gen-spirv-avail-impls",
                             "Generate SPIR-V operation utility definitions", emitSPIRVAvailImpls,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRTosaAvailImpls, TM_MLIR, "gen-tosa-avail-impls",
                             "Generate Tosa operation utility definitions", emitTosaAvailImpls, BT_None);

} // namespace tblgen::mlirspirv
