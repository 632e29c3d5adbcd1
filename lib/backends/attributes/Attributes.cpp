//===- Attributes.cpp - -gen-attrs -----------------------------------------===//
//
// Emits the tables of LLVM IR attributes from llvm/IR/Attributes.td: the
// attribute names grouped by kind, the AttrKind enumerators, the inlining
// compatibility and merge functions, and the attribute property table.
//
//===----------------------------------------------------------------------===//
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace {

/// The attribute classes that get an AttrKind enumerator, in the order
/// llvm::Attribute's comparison expects.
constexpr std::string_view EnumKinds[] = {"EnumAttr", "TypeAttr", "IntAttr",
                                          "ConstantRangeAttr", "ConstantRangeListAttr"};

void emitAttrNameMacro(const RecordKeeper &Records, OStream &OS,
                       std::span<const std::string_view> Kinds, std::string_view Macro) {
  OS << "#ifndef " << Macro << "\n";
  OS << "#define " << Macro << "(FIRST, SECOND) ATTRIBUTE_ALL(FIRST, SECOND)\n";
  OS << "#endif\n\n";
  for (std::string_view Kind : Kinds)
    for (const Record *A : Records.getAllDerivedDefinitions(Kind))
      OS << Macro << "(" << A->getName() << "," << A->getValueAsString("AttrString") << ")\n";
  OS << "#undef " << Macro << "\n\n";
}

void emitTargetIndependentNames(const RecordKeeper &Records, OStream &OS) {
  OS << "#ifdef GET_ATTR_NAMES\n#undef GET_ATTR_NAMES\n";
  OS << "#ifndef ATTRIBUTE_ALL\n#define ATTRIBUTE_ALL(FIRST, SECOND)\n#endif\n\n";
  emitAttrNameMacro(Records, OS, EnumKinds, "ATTRIBUTE_ENUM");
  constexpr std::string_view StrBool[] = {"StrBoolAttr"};
  emitAttrNameMacro(Records, OS, StrBool, "ATTRIBUTE_STRBOOL");
  constexpr std::string_view ComplexStr[] = {"ComplexStrAttr"};
  emitAttrNameMacro(Records, OS, ComplexStr, "ATTRIBUTE_COMPLEXSTR");
  OS << "#undef ATTRIBUTE_ALL\n#endif\n\n";

  OS << "#ifdef GET_ATTR_ENUM\n#undef GET_ATTR_ENUM\n";
  unsigned Value = 1; // 0 is AttrKind::None
  for (std::string_view Kind : EnumKinds) {
    OS << "First" << Kind << " = " << Value << ",\n";
    for (const Record *A : Records.getAllDerivedDefinitions(Kind))
      OS << A->getName() << " = " << Value++ << ",\n";
    OS << "Last" << Kind << " = " << (Value - 1) << ",\n";
  }
  OS << "#endif\n\n";
}

void emitFnAttrCompatCheck(const RecordKeeper &Records, OStream &OS) {
  OS << "#ifdef GET_ATTR_COMPAT_FUNC\n#undef GET_ATTR_COMPAT_FUNC\n";
  OS << "static inline bool hasCompatibleFnAttrs(const Function &Caller,\n"
        "                                        const Function &Callee) {\n";
  OS << "  bool Ret = true;\n\n";
  for (const Record *Rule : Records.getAllDerivedDefinitions("CompatRule")) {
    OS << "  Ret &= " << Rule->getValueAsString("CompatFunc") << "(Caller, Callee";
    std::string AttrName = Rule->getValueAsString("AttrName");
    if (!AttrName.empty())
      OS << ", \"" << AttrName << "\"";
    OS << ");\n";
  }
  OS << "\n  return Ret;\n}\n\n";

  OS << "static inline void mergeFnAttrs(Function &Caller,\n"
        "                                const Function &Callee) {\n";
  for (const Record *Rule : Records.getAllDerivedDefinitions("MergeRule"))
    OS << "  " << Rule->getValueAsString("MergeFunc") << "(Caller, Callee);\n";
  OS << "}\n\n";
  OS << "#endif\n";
}

/// One row per enum attribute: the OR of its properties. The intersection
/// rules IntersectAnd and IntersectMin only make sense for enum and int
/// attributes respectively.
void emitAttributeProperties(const RecordKeeper &Records, OStream &OS) {
  OS << "#ifdef GET_ATTR_PROP_TABLE\n#undef GET_ATTR_PROP_TABLE\n";
  OS << "static const uint8_t AttrPropTable[] = {\n";
  for (std::string_view Kind : EnumKinds) {
    bool AllowAnd = Kind == "EnumAttr";
    bool AllowMin = Kind == "IntAttr";
    for (const Record *A : Records.getAllDerivedDefinitions(Kind)) {
      OS << "0";
      for (const Init *P : A->getValueAsListInit("Properties")->getValues()) {
        const auto *Def = dyn_cast<DefInit>(P);
        if (!Def)
          PrintFatalError(A, "attribute property is not a record: " + P->getAsString());
        std::string_view Name = Def->getDef()->getName();
        if (!AllowAnd && Name == "IntersectAnd")
          PrintFatalError("'IntersectAnd' only compatible with 'EnumAttr'");
        if (!AllowMin && Name == "IntersectMin")
          PrintFatalError("'IntersectMin' only compatible with 'IntAttr'");
        OS << " | AttributeProperty::" << Name;
      }
      OS << ",\n";
    }
  }
  OS << "};\n#endif\n";
}

void emitAttributes(const RecordKeeper &Records, OStream &OS) {
  emitTargetIndependentNames(Records, OS);
  emitFnAttrCompatCheck(Records, OS);
  emitAttributeProperties(Records, OS);
}

} // namespace

TBLGEN_REGISTER_BACKEND(Attributes, "gen-attrs", "Generate attributes", emitAttributes);

} // namespace tblgen
