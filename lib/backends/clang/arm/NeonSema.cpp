//===- NeonSema.cpp - -gen-arm-neon-sema ----------------------------------===//
//
// The NEON builtins clang declares and checks: the builtin table (entries
// sorted, strings in order of first use), the overload masks of builtins
// without a scalar operand, the streaming-mode list and the immediate
// range checks. Intrinsics implemented in the header (those with a body)
// have no builtin.
//
//===----------------------------------------------------------------------===//

#include "backends/clang/arm/NeonModel.h"
#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <set>
#include <tuple>

namespace tblgen::armneon {

namespace {

void writeBuiltins(OStream &OS, const Model &M) {
  std::set<std::tuple<std::string, std::string, std::string>> Entries;
  tables::StringOffsetTable Strings;
  Strings.add("n");
  for (const NIntrinsic *I : M.Defs) {
    if (I->hasBody())
      continue;
    std::string Name = I->mangledName(), Type = I->builtinTypeStr();
    Strings.add(Name);
    Strings.add(Type);
    Strings.add(I->TargetGuard);
    Entries.emplace(Name, Type, I->TargetGuard);
  }
  OS << "#ifdef GET_NEON_BUILTIN_ENUMERATORS\n";
  for (const auto &E : Entries)
    OS << "  BI__builtin_neon_" << std::get<0>(E) << ",\n";
  OS << "#endif // GET_NEON_BUILTIN_ENUMERATORS\n\n#ifdef GET_NEON_BUILTIN_STR_TABLE\n";
  Strings.emitStringTableDef(OS, "BuiltinStrings");
  OS << "#endif // GET_NEON_BUILTIN_STR_TABLE\n\n#ifdef GET_NEON_BUILTIN_INFOS\n";
  auto Ref = [&](const std::string &S) { OS << Strings.get(S) << " /* " << S << " */"; };
  for (const auto &[Name, Type, Guard] : Entries) {
    OS << "    Builtin::Info{Builtin::Info::StrOffsets{";
    Ref(Name);
    OS << ", ";
    Ref(Type);
    OS << ", 1 /* n */, ";
    Ref(Guard);
    OS << "}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},\n";
  }
  OS << "#endif // GET_NEON_BUILTIN_INFOS\n\n";
}

void writeOverloads(OStream &OS, const Model &M) {
  struct Overload {
    uint64_t Mask = 0;
    int PtrArg = 0;
    bool ConstPtr = false;
  };
  std::map<std::string, Overload> Map;
  for (const NIntrinsic *I : M.Defs) {
    if (I->hasBody() || I->hasScalar())
      continue;
    uint64_t Mask = uint64_t(1) << I->Types[I->KeyType].neonEnum();
    int PtrArg = -1;
    bool ConstPtr = false;
    for (unsigned P = 1; P < I->Types.size(); ++P)
      if (I->Types[P].Ptr) {
        PtrArg = int(P - 1);
        ConstPtr = I->Types[P].Const;
      }
    if (PtrArg >= 0 && I->Types[0].Vecs > 1)
      ++PtrArg;
    // Any pointer type is accepted where a pointer to the element type
    // would select an aligned access.
    static const std::set<std::string> AnyPointer = {"vld1_lane", "vld1_dup", "vst1_lane",
                                                     "vldap1_lane", "vstl1_lane"};
    if (AnyPointer.count(I->Name)) {
      PtrArg = -1;
      ConstPtr = false;
    }
    if (Mask) {
      Overload &O = Map[I->mangledName()];
      O.Mask |= Mask;
      O.PtrArg |= PtrArg;
      O.ConstPtr = ConstPtr;
    }
  }
  OS << "#ifdef GET_NEON_OVERLOAD_CHECK\n";
  for (const auto &[Name, O] : Map) {
    OS << "case NEON::BI__builtin_neon_" << Name << ": mask = 0x";
    OS << compat::formatHex(O.Mask).substr(2) << "ULL";
    if (O.PtrArg >= 0)
      OS << "; PtrArgNum = " << O.PtrArg;
    if (O.ConstPtr)
      OS << "; HasConstPtr = true";
    OS << "; break;\n";
  }
  OS << "#endif\n\n";
}

void writeStreaming(OStream &OS, const Model &M) {
  OS << "#ifdef GET_NEON_STREAMING_COMPAT_FLAG\n";
  std::set<std::string> Done;
  for (const NIntrinsic *I : M.Defs) {
    if (I->hasBody())
      continue;
    std::string Name = I->mangledName();
    if (Done.insert(Name).second)
      OS << "case NEON::BI__builtin_neon_" << Name << ": BuiltinType = ArmNonStreaming; break;\n";
  }
  OS << "#endif\n\n";
}

void writeImmChecks(OStream &OS, const Model &M) {
  OS << "#ifdef GET_NEON_IMMEDIATE_CHECK\n";
  std::set<std::string> Done;
  for (const NIntrinsic *I : M.Defs) {
    if (I->hasBody() || !I->hasImmediate())
      continue;
    std::string Name = I->mangledName();
    if (!Done.insert(Name).second)
      continue;
    OS << "case NEON::BI__builtin_neon_" << Name << ":\n";
    for (const NImmCheck &C : I->Checks)
      OS << " ImmChecks.emplace_back(" << C.Arg << ", " << C.Kind << ", " << C.EltBits << ", "
         << C.VecBits << ");\n break;\n";
  }
  OS << "#endif\n\n";
}

void emitSema(const RecordKeeper &RK, OStream &OS) {
  Model M;
  M.build(RK);
  writeBuiltins(OS, M);
  writeOverloads(OS, M);
  writeStreaming(OS, M);
  writeImmChecks(OS, M);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(NeonSema, TM_Clang, "gen-arm-neon-sema",
                             "Generate ARM NEON sema support for clang", emitSema, BT_None);

} // namespace tblgen::armneon
