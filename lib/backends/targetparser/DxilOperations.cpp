//===- DxilOperations.cpp - -gen-dxil-operation ----------------------------===//
//
// The DirectX backend's table of DXIL operations, from the DXILOp records
// (by OpCode) and the classes of records they use. X-macro lists, each in
// its #ifdef:
//
//   DXIL_VERSION(major, minor)            the Version records
//   DXIL_OPCODE(code, Name)               the operations
//   DXIL_OPCLASS, DXIL_OP_PARAM_TYPE,     the DXILOpClass, DXILOpParamType
//   DXIL_ATTRIBUTE                        and DXILAttribute records
//   DXIL_OP_ATTRIBUTES(op, major, minor, one bool per DXILAttribute)
//   DXIL_OP_FUNCTION_TYPE(op, result, arguments...)
//   DXIL_OP_INTRINSIC_ARG_SELECT_TYPE     IntrinArgSelectType records
//   DXIL_OP_INTRINSIC(op, intrinsic, argument selections...)
//
// then, under DXIL_OP_OPERATION_TABLE, the ShaderKind enum (one bit per
// DXILShaderStage) and getOpCodeProperty() with the name tables. Versioned
// lists (overloads, stages, attributes) are in version order.
//
//===----------------------------------------------------------------------===//
#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen {
namespace {

using compat::stringField;

/// The version a versioned record applies from, as the generated code
/// compares versions (the minor number keeps 31 bits).
std::pair<uint32_t, uint32_t> sinceVersion(const Record *R) {
  uint32_t Major = uint32_t(R->getValueAsDef("dxil_version")->getValueAsInt("Major"));
  uint32_t Minor = uint32_t(R->getValueAsDef("dxil_version")->getValueAsInt("Minor"));
  return {Major, Minor};
}

/// Sorts versioned records by their dxil_version, reading the versions as
/// each comparison needs them.
std::vector<const Record *> byVersion(std::vector<const Record *> Recs) {
  compat::libstdcxxSort(Recs, [](const Record *A, const Record *B) {
    auto VA = sinceVersion(A), VB = sinceVersion(B);
    VA.second &= 0x7fffffffu;
    VB.second &= 0x7fffffffu;
    return VA < VB;
  });
  return Recs;
}

/// "Major, Minor" of a versioned record.
void writeVersion(OStream &OS, const Record *R) {
  auto [Major, Minor] = sinceVersion(R);
  OS << Major << ", " << Minor;
}

std::string_view argSelectKind(std::string_view TypeName) {
  constexpr std::string_view Prefix = "IntrinArgSelect_";
  if (TypeName.substr(0, Prefix.size()) != Prefix)
    PrintFatalError("IntrinArgSelectType definintion must be prefixed with 'IntrinArgSelect_'");
  return TypeName.substr(Prefix.size());
}

/// An intrinsic a DXIL operation is lowered from, with the selection of
/// its arguments.
struct Lowering {
  std::string_view Intrinsic; ///< without "int_"
  std::vector<const Record *> ArgSelects;
};

/// One DXILOp record, read in the order llvm-tblgen reads its fields.
struct DxilOp {
  explicit DxilOp(const Record *R);

  const Record *Def;
  std::string Name;
  int Code;
  std::string_view Class;
  std::vector<const Record *> Types; ///< the result, then the arguments
  int OverloadParam = -1;            ///< -1: not overloaded
  std::vector<const Record *> Overloads, Stages, Attrs;
  std::vector<Lowering> Lowerings;
};

DxilOp::DxilOp(const Record *R) : Def(R), Name(R->getNameInitAsString()) {
  Code = int(R->getValueAsInt("OpCode"));
  (void)stringField(R, "Doc");
  Types.push_back(R->getValueAsDef("result"));
  for (const Record *Arg : R->getValueAsListOfDefs("arguments"))
    Types.push_back(Arg);
  // The first overloaded parameter; an overloaded result only when no
  // argument is.
  for (size_t I = 0; I != Types.size(); ++I)
    if (Types[I]->getValueAsInt("isOverload") != 0 && OverloadParam <= 0)
      OverloadParam = int(I);
  Overloads = byVersion(R->getValueAsListOfDefs("overloads"));
  std::vector<const Record *> StageList = R->getValueAsListOfDefs("stages");
  if (StageList.empty())
    PrintFatalError(R, "Atleast one specification of valid stage for " + Name + " is required");
  Stages = byVersion(std::move(StageList));
  Attrs = byVersion(R->getValueAsListOfDefs("attributes"));
  Class = R->getValueAsDef("OpClass")->getName();
  if (Class == "UnknownOpClass")
    PrintFatalError(R, "Unspecified DXIL OpClass for DXIL operation - " + Name);
  for (const Record *Sel : R->getValueAsListOfDefs("intrinsics")) {
    Lowering L;
    const RecordVal *Field = Sel->getValue("intrinsic");
    if (const auto *D = Field ? dyn_cast_or_null<DefInit>(Field->getValue()) : nullptr) {
      std::string_view IntrName = D->getDef()->getName();
      L.Intrinsic = IntrName.substr(std::min<size_t>(4, IntrName.size()));
    }
    L.ArgSelects = Sel->getValueAsListOfDefs("arg_selects");
    Lowerings.push_back(std::move(L));
  }
}

/// "name(record name)\n" for every record of a class.
void writeNameList(OStream &OS, const RecordKeeper &Records, std::string_view Class,
                   std::string_view Macro) {
  OS << "#ifdef " << Macro << "\n";
  for (const Record *R : Records.getAllDerivedDefinitions(Class))
    OS << Macro << "(" << R->getName() << ")\n";
  OS << "#undef " << Macro << "\n#endif\n\n";
}

void writeOpAttributes(OStream &OS, const RecordKeeper &Records, const std::vector<DxilOp> &Ops) {
  OS << "#ifdef DXIL_OP_ATTRIBUTES\n";
  for (const DxilOp &Op : Ops)
    for (const Record *Rec : Op.Attrs) {
      OS << "DXIL_OP_ATTRIBUTES(dxil::OpCode::" << Op.Name << ", ";
      writeVersion(OS, Rec);
      std::vector<const Record *> Set = Rec->getValueAsListOfDefs("fn_attrs");
      for (const Record *Attr : Records.getAllDerivedDefinitions("DXILAttribute")) {
        bool Has = std::any_of(Set.begin(), Set.end(), [&](const Record *A) {
          return A->getName() == Attr->getName();
        });
        OS << (Has ? ", true" : ", false");
      }
      OS << ")\n";
    }
  OS << "#undef DXIL_OP_ATTRIBUTES\n#endif\n\n";
}

void writeFunctionTypes(OStream &OS, const std::vector<DxilOp> &Ops) {
  OS << "#ifndef DXIL_OP_FUNCTION_TYPE\n#define DXIL_OP_FUNCTION_TYPE(OpCode, RetType, ...)\n"
     << "#endif\n";
  for (const DxilOp &Op : Ops) {
    OS << "DXIL_OP_FUNCTION_TYPE(dxil::OpCode::" << Op.Name;
    for (const Record *T : Op.Types)
      OS << ", dxil::OpParamType::" << T->getName();
    // The variadic part may not be empty.
    if (Op.Types.size() == 1)
      OS << ", ";
    OS << ")\n";
  }
  OS << "#undef DXIL_OP_FUNCTION_TYPE\n";
}

void writeIntrinsicMap(OStream &OS, const RecordKeeper &Records, const std::vector<DxilOp> &Ops) {
  OS << "#ifdef DXIL_OP_INTRINSIC_ARG_SELECT_TYPE\n";
  for (const Record *T : Records.getAllDerivedDefinitions("IntrinArgSelectType"))
    OS << "DXIL_OP_INTRINSIC_ARG_SELECT_TYPE(" << argSelectKind(T->getName()) << ")\n";
  OS << "#undef DXIL_OP_INTRINSIC_ARG_SELECT_TYPE\n#endif\n\n#ifdef DXIL_OP_INTRINSIC\n\n";
  for (const DxilOp &Op : Ops)
    for (const Lowering &L : Op.Lowerings) {
      OS << "DXIL_OP_INTRINSIC(dxil::OpCode::" << Op.Name << ", Intrinsic::" << L.Intrinsic
         << ", ";
      for (const Record *Sel : L.ArgSelects) {
        std::string Type = Sel->getValueAsDef("type")->getNameInitAsString();
        int Value = int(Sel->getValueAsInt("value"));
        OS << "(IntrinArgSelect{IntrinArgSelect::Type::" << argSelectKind(Type) << "," << Value
           << "}), ";
      }
      OS << ")\n";
    }
  OS << "\n#undef DXIL_OP_INTRINSIC\n#endif\n\n";
}

/// The ShaderKind enum: a bit per stage by name (from bit 1), with the two
/// pseudo-stages all_stages (every bit) and removed (none).
void writeShaderKinds(OStream &OS, const RecordKeeper &Records) {
  std::vector<const Record *> Stages = Records.getAllDerivedDefinitions("DXILShaderStage");
  compat::libstdcxxSort(Stages,
                        [](const Record *A, const Record *B) { return A->getName() < B->getName(); });
  size_t Count = Stages.size();
  uint64_t Width = 1;
  while (Width < Count + 1)
    Width <<= 1;
  OS << "// Valid shader kinds\n\nenum ShaderKind : uint" << Width << "_t {\n";
  // The mask of all stages is computed in a 32-bit int.
  int32_t All = int32_t((uint32_t(1) << (Count & 31)) - 1);
  unsigned Shift = 1;
  for (const Record *S : Stages) {
    std::string_view Name = S->getName();
    OS << "  " << Name;
    if (Name == "removed") {
      OS << " =  0,  // Pseudo-stage indicating op not supported in any stage\n";
    } else if (Name == "all_stages") {
      OS << " =  0x";
      char Buf[16];
      unsigned N = 0;
      for (uint64_t V = uint64_t(int64_t(All)); N == 0 || V; V >>= 4)
        Buf[N++] = "0123456789ABCDEF"[V & 15];
      while (N)
        OS << Buf[--N];
      OS << ", // Pseudo-stage indicating op is supported in all stages\n";
    } else {
      OS << " = 1 << " << Shift++ << ",\n";
    }
  }
  OS << "}; // enum ShaderKind\n\n";
}

/// The OverloadKind of an overload type ("" for a type that has none).
std::string_view overloadKind(std::string_view TypeName) {
  static constexpr std::pair<std::string_view, std::string_view> Kinds[] = {
#define DXIL_OVERLOAD_KIND(Type, Kind) {#Type, #Kind},
#include "DxilOverloadKinds.def"
  };
  for (const auto &[Type, Kind] : Kinds)
    if (Type == TypeName)
      return Kind;
  return {};
}

/// "{{{major, minor}, MASK}, ...}" for the overloads of an operation.
void writeOverloadMasks(OStream &OS, const DxilOp &Op) {
  const std::vector<const Record *> &Overloads = Op.Overloads;
  // No overloads: none, from DXIL 1.0 on.
  if (Overloads.empty()) {
    OS << "{{{1, 0}, OverloadKind::UNDEFINED}}";
    return;
  }
  OS << '{';
  const char *Sep = "";
  for (const Record *Rec : Overloads) {
    OS << Sep << "{{";
    writeVersion(OS, Rec);
    OS << "}, ";
    std::vector<const Record *> Types = Rec->getValueAsListOfDefs("overload_types");
    if (Types.empty())
      OS << "OverloadKind::UNDEFINED";
    const char *Bar = "";
    for (const Record *T : Types) {
      std::string_view Kind = overloadKind(T->getName());
      // llvm-tblgen 22 reads an empty std::optional here (garbage or a crash).
      if (Kind.empty())
        PrintFatalError(Op.Def, "DXIL operation " + Op.Name + " has an overload type without an "
                                "OverloadKind: " + std::string(T->getName()));
      OS << Bar << "OverloadKind::" << Kind;
      Bar = " | ";
    }
    OS << '}';
    Sep = ", ";
  }
  OS << '}';
}

/// "{{{major, minor}, ShaderKind::a | ...}, ...}" for the stages.
void writeStageMasks(OStream &OS, const std::vector<const Record *> &Stages) {
  OS << '{';
  const char *Sep = "";
  for (const Record *Rec : Stages) {
    OS << Sep << "{{";
    writeVersion(OS, Rec);
    OS << "}, ";
    std::vector<const Record *> Kinds = Rec->getValueAsListOfDefs("shader_stages");
    if (Kinds.empty())
      PrintFatalError("No valid stages for operation specified");
    const char *Bar = "";
    for (const Record *K : Kinds) {
      OS << Bar << "ShaderKind::" << K->getName();
      Bar = " | ";
    }
    OS << '}';
    Sep = ", ";
  }
  OS << '}';
}

void writePropertyTable(OStream &OS, const std::vector<DxilOp> &Ops) {
  tables::SuffixStringTable OpNames, ClassNames;
  for (const DxilOp &Op : Ops) {
    OpNames.add(Op.Name);
    ClassNames.add(Op.Class);
  }
  OpNames.layout();
  ClassNames.layout();

  OS << "static const OpCodeProperty *getOpCodeProperty(dxil::OpCode Op) {\n"
     << "  static const OpCodeProperty OpCodeProps[] = {\n";
  const char *Sep = "";
  for (const DxilOp &Op : Ops) {
    OS << Sep << "  { dxil::OpCode::" << Op.Name << ", " << OpNames.get(Op.Name)
       << ", OpCodeClass::" << Op.Class << ", " << ClassNames.get(Op.Class) << ", ";
    writeOverloadMasks(OS, Op);
    OS << ", ";
    writeStageMasks(OS, Op.Stages);
    OS << ", " << Op.OverloadParam << " }";
    Sep = ",\n";
  }
  OS << "  };\n"
     << "  // FIXME: change search to indexing with\n"
     << "  // Op once all DXIL operations are added.\n"
     << "  OpCodeProperty TmpProp;\n"
     << "  TmpProp.OpCode = Op;\n"
     << "  const OpCodeProperty *Prop =\n"
     << "      llvm::lower_bound(OpCodeProps, TmpProp,\n"
     << "                        [](const OpCodeProperty &A, const OpCodeProperty &B) {\n"
     << "                          return A.OpCode < B.OpCode;\n"
     << "                        });\n"
     << "  assert(Prop && \"failed to find OpCodeProperty\");\n"
     << "  return Prop;\n"
     << "}\n\n"
     << "static const char *getOpCodeName(dxil::OpCode Op) {\n\n";
  OpNames.emitDef(OS, "  static const char DXILOpCodeNameTable[]");
  OS << "  auto *Prop = getOpCodeProperty(Op);\n"
     << "  unsigned Index = Prop->OpCodeNameOffset;\n"
     << "  return DXILOpCodeNameTable + Index;\n"
     << "}\n\n"
     << "static const char *getOpCodeClassName(const OpCodeProperty &Prop) {\n\n";
  ClassNames.emitDef(OS, "  static const char DXILOpCodeClassNameTable[]");
  OS << "  unsigned Index = Prop.OpCodeClassNameOffset;\n"
     << "  return DXILOpCodeClassNameTable + Index;\n"
     << "}\n\n";
}

void emitDxilOperations(const RecordKeeper &Records, OStream &OS) {
  std::vector<DxilOp> Ops;
  for (const Record *R : Records.getAllDerivedDefinitions("DXILOp"))
    Ops.emplace_back(R);
  std::stable_sort(Ops.begin(), Ops.end(),
                   [](const DxilOp &A, const DxilOp &B) { return A.Code < B.Code; });
  for (size_t I = 1; I < Ops.size(); ++I)
    if (Ops[I].Code == Ops[I - 1].Code)
      PrintFatalError("Duplicate opcode: " + std::to_string(Ops[I].Code));

  OS << "// Generated code, do not edit.\n\n#ifdef DXIL_VERSION\n";
  for (const Record *V : Records.getAllDerivedDefinitions("Version")) {
    uint32_t Major = uint32_t(V->getValueAsInt("Major"));
    uint32_t Minor = uint32_t(V->getValueAsInt("Minor"));
    OS << "DXIL_VERSION(" << Major << ", " << Minor << ")\n";
  }
  OS << "#undef DXIL_VERSION\n#endif\n\n#ifdef DXIL_OPCODE\n";
  for (const DxilOp &Op : Ops)
    OS << "DXIL_OPCODE(" << Op.Code << ", " << Op.Name << ")\n";
  OS << "#undef DXIL_OPCODE\n\n#endif\n\n";
  writeNameList(OS, Records, "DXILOpClass", "DXIL_OPCLASS");
  writeNameList(OS, Records, "DXILOpParamType", "DXIL_OP_PARAM_TYPE");
  writeNameList(OS, Records, "DXILAttribute", "DXIL_ATTRIBUTE");
  writeOpAttributes(OS, Records, Ops);
  writeFunctionTypes(OS, Ops);
  writeIntrinsicMap(OS, Records, Ops);
  OS << "#ifdef DXIL_OP_OPERATION_TABLE\n\n";
  writeShaderKinds(OS, Records);
  writePropertyTable(OS, Ops);
  OS << "#undef DXIL_OP_OPERATION_TABLE\n#endif\n\n";
}

} // namespace

TBLGEN_REGISTER_BACKEND(DxilOperations, "gen-dxil-operation", "Generate DXIL operation information",
                        emitDxilOperations);

} // namespace tblgen
