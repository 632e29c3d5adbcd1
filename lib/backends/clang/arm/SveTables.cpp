//===- SveTables.cpp - -gen-arm-sve-* / -gen-arm-sme-* tables -------------===//
//
// The .inc tables clang builds from arm_sve.td and arm_sme.td: builtin
// declarations and their codegen map (sorted by full name), immediate
// range checks, streaming and ZA/ZT0 state switches, the type-flag
// constants, the immediate check kinds and the JSON list of every
// declaration of the header.
//
//===----------------------------------------------------------------------===//

#include "backends/clang/arm/SveModel.h"
#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <set>

namespace tblgen::armsve {

namespace {

/// The two ACLE families: arm_sve.td and arm_sme.td.
struct Family {
  std::string_view Lower, Upper;
};
constexpr Family SVE{"sve", "SVE"}, SME{"sme", "SME"};

void writeNamedValues(OStream &OS, std::string_view Guard, const Model::NamedValues &Values,
                      bool AsConstants) {
  compat::StringMapOrder Order;
  for (const auto &KV : Values)
    Order.insert(KV.first);
  OS << "#ifdef " << Guard << "\n";
  for (unsigned I : Order.order()) {
    if (AsConstants)
      OS << "const uint64_t " << Values[I].first << " = " << Values[I].second << ";\n";
    else
      OS << "  " << Values[I].first << " = " << Values[I].second << ",\n";
  }
  OS << "#endif\n\n";
}

void emitTypeFlags(const RecordKeeper &RK, OStream &OS) {
  Model M;
  M.build(RK, false);
  writeNamedValues(OS, "LLVM_GET_SVE_TYPEFLAGS", M.FlagTypes, true);
  writeNamedValues(OS, "LLVM_GET_SVE_ELTTYPES", M.EltTypes, false);
  writeNamedValues(OS, "LLVM_GET_SVE_MEMELTTYPES", M.MemEltTypes, false);
  writeNamedValues(OS, "LLVM_GET_SVE_MERGETYPES", M.MergeTypes, false);
}

void emitImmCheckTypes(const RecordKeeper &RK, OStream &OS) {
  Model M;
  M.build(RK, false);
  writeNamedValues(OS, "LLVM_GET_ARM_INTRIN_IMMCHECKTYPES", M.ImmCheckTypes, false);
}

/// The builtins clang declares for the family: enumerators, one string
/// table of names, type codes and target guards, and the Builtin::Info rows.
/// Overloaded short forms live in the header only; arm_sve.td adds the
/// reinterpret cross product after its own.
void writeBuiltins(const Model &M, OStream &OS, Family F) {
  struct Entry {
    std::string Name, Code, Guard;
    bool Reinterpret = false;
  };
  std::vector<Entry> Entries;
  for (unsigned Idx : M.byFullName()) {
    const Intrinsic &I = M.Intrinsics[Idx];
    if (!I.Overloaded)
      Entries.push_back({I.fullName(), I.builtinCode(), I.guard(), false});
  }
  if (F.Lower == "sve")
    for (unsigned N = 1; N <= 4; ++N)
      for (const auto &[ToSpec, To] : ReinterpretTypes)
        for (const auto &[FromSpec, From] : ReinterpretTypes)
          Entries.push_back(
              {std::string("reinterpret_") + To + "_" + From + std::string(TupleSuffix[N - 1]),
               VType::make(ToSpec, 'd', N).code() + VType::make(FromSpec, 'd', N).code(), "sme|sve",
               true});

  tables::StringOffsetTable Strings;
  Strings.add("n");
  for (const Entry &E : Entries) {
    // The reinterprets' shared guard goes in ahead of their names.
    if (E.Reinterpret)
      Strings.add(E.Guard);
    Strings.add(E.Name);
    Strings.add(E.Code);
    Strings.add(E.Guard);
  }
  std::string Section = "GET_" + std::string(F.Upper) + "_BUILTIN_";
  OS << "#ifdef " << Section << "ENUMERATORS\n";
  for (const Entry &E : Entries)
    OS << "  BI__builtin_" << F.Lower << "_" << E.Name << ",\n";
  OS << "#endif // " << Section << "ENUMERATORS\n\n";
  OS << "#ifdef " << Section << "STR_TABLE\n";
  Strings.emitStringTableDef(OS, "BuiltinStrings");
  OS << "#endif // " << Section << "STR_TABLE\n\n";
  OS << "#ifdef " << Section << "INFOS\n";
  auto Ref = [&](std::string_view S) { OS << Strings.get(S) << " /* " << S << " */"; };
  for (const Entry &E : Entries) {
    OS << "    Builtin::Info{Builtin::Info::StrOffsets{";
    Ref(E.Name);
    OS << ", ";
    Ref(E.Code);
    OS << ", ";
    Ref("n");
    OS << ", ";
    Ref(E.Guard);
    OS << "}, HeaderDesc::NO_HEADER, ALL_LANGUAGES},\n";
  }
  OS << "#endif // " << Section << "INFOS\n\n";
}

void writeCodeGenMap(const Model &M, OStream &OS, Family F) {
  OS << "#ifdef GET_" << F.Upper << "_LLVM_INTRINSIC_MAP\n";
  for (unsigned Idx : M.byFullName()) {
    const Intrinsic &I = M.Intrinsics[Idx];
    if (I.Overloaded)
      continue;
    // arm_sme.td's intrinsic names carry no type templates.
    std::string LLVM = F.Lower == "sve" ? I.llvmName() : std::string(I.LLVMName);
    OS << F.Upper << "MAP" << (LLVM.empty() ? "2(" : "1(") << I.fullName() << ", ";
    if (!LLVM.empty())
      OS << LLVM << ", ";
    OS << I.Flags << "),\n";
  }
  OS << "#endif\n\n";
}

void writeRangeChecks(const Model &M, OStream &OS, Family F) {
  OS << "#ifdef GET_" << F.Upper << "_IMMEDIATE_CHECK\n";
  std::set<std::string> Done;
  for (unsigned Idx : M.byFullName()) {
    const Intrinsic &I = M.Intrinsics[Idx];
    std::string Name = I.fullName();
    if (I.Checks.empty() || Done.count(Name))
      continue;
    Done.insert(Name);
    OS << "case " << F.Upper << "::BI__builtin_" << F.Lower << "_" << Name << ":\n";
    for (const ImmCheck &C : I.Checks) {
      if (F.Lower == "sve")
        OS << "ImmChecks.emplace_back(" << C.Arg << ", " << C.Kind << ", " << C.EltBits << ");\n";
      else
        OS << "ImmChecks.push_back(std::make_tuple(" << C.Arg << ", " << C.Kind << ", " << C.EltBits
           << "));\n";
    }
    OS << "  break;\n";
  }
  OS << "#endif\n\n";
}

/// The streaming mode an intrinsic needs: the first of streaming-only,
/// feature-dependent and streaming-compatible its flags name.
enum class Mode { Streaming, RuntimeCheck, Compatible, NonStreaming };

Mode modeOf(const Model &M, const Intrinsic &I) {
  if (I.has(M.IsStreaming))
    return Mode::Streaming;
  if (I.has(M.VerifyRuntimeMode))
    return Mode::RuntimeCheck;
  if (I.has(M.IsStreamingCompatible))
    return Mode::Compatible;
  return Mode::NonStreaming;
}

void writeStreamingAttrs(const Model &M, OStream &OS, Family F) {
  static constexpr std::string_view Keys[] = {"ArmStreaming", "VerifyRuntimeMode",
                                              "ArmStreamingCompatible", "ArmNonStreaming"};
  compat::StringMapOrder KeyOrder;
  std::vector<int> KeyOfSlot;
  std::vector<std::string_view> Names[4];
  bool Seen[4] = {};
  for (const Intrinsic &I : M.Intrinsics) {
    if (!I.has(M.VerifyRuntimeMode) && !I.SVEGuard.empty() && !I.SMEGuard.empty())
      PrintFatalError("Missing VerifyRuntimeMode flag");
    int K = int(modeOf(M, I));
    if (!Seen[K] && KeyOrder.insert(Keys[K]) == KeyOfSlot.size())
      KeyOfSlot.push_back(K);
    Seen[K] = true;
    Names[K].push_back(I.fullName());
  }
  for (std::vector<std::string_view> &List : Names) {
    std::sort(List.begin(), List.end());
    List.erase(std::unique(List.begin(), List.end()), List.end());
  }
  OS << "#ifdef GET_" << F.Upper << "_STREAMING_ATTRS\n";
  for (unsigned Slot : KeyOrder.order()) {
    int K = KeyOfSlot[Slot];
    for (std::string_view N : Names[K])
      OS << "case " << F.Upper << "::BI__builtin_" << F.Lower << "_" << N << ":\n";
    OS << "  BuiltinType = " << Keys[K] << ";\n  break;\n";
  }
  OS << "#endif\n\n";
}

/// "ArmInZA", "ArmOutZT0", ... joined with " | ": the ZA and ZT0 state an
/// intrinsic uses ("" for none).
std::string stateKey(const Intrinsic &I, const uint64_t (&StateFlags)[2][3]) {
  static constexpr std::string_view Names[2][3] = {{"ArmInZA", "ArmOutZA", "ArmInOutZA"},
                                                   {"ArmInZT0", "ArmOutZT0", "ArmInOutZT0"}};
  std::string Key;
  for (unsigned Reg = 0; Reg < 2; ++Reg)
    for (unsigned Dir = 0; Dir < 3; ++Dir)
      if (I.has(StateFlags[Reg][Dir])) {
        if (!Key.empty())
          Key += " | ";
        Key += Names[Reg][Dir];
        break;
      }
  return Key;
}

void writeZAState(const Model &M, OStream &OS, Family) {
  uint64_t StateFlags[2][3];
  for (unsigned Reg = 0; Reg < 2; ++Reg)
    for (unsigned Dir = 0; Dir < 3; ++Dir)
      StateFlags[Reg][Dir] = M.flag(std::string("Is") + (Dir == 0   ? "In"
                                                         : Dir == 1 ? "Out"
                                                                    : "InOut") +
                                    (Reg == 0 ? "ZA" : "ZT0"));
  std::map<std::string, std::set<std::string>> ByState;
  for (const Intrinsic &I : M.Intrinsics) {
    std::string Key = stateKey(I, StateFlags);
    if (!Key.empty())
      ByState[Key].insert(I.fullName());
  }
  OS << "#ifdef GET_SME_BUILTIN_GET_STATE\n";
  for (const auto &[Key, Names] : ByState) {
    for (const std::string &N : Names)
      OS << "case SME::BI__builtin_sme_" << N << ":\n";
    OS << "  return " << Key << ";\n";
  }
  OS << "#endif\n\n";
}

/// The JSON list of every declaration, in expansion order.
void writeJSON(const Model &M, OStream &OS, Family) {
  static constexpr std::string_view ModeNames[] = {"streaming-only", "feature-dependent",
                                                   "streaming-compatible", ""};
  const uint64_t ZA = M.flag("IsInZA") | M.flag("IsOutZA") | M.flag("IsInOutZA");
  const uint64_t ZT = M.flag("IsInZT0") | M.flag("IsOutZT0") | M.flag("IsInOutZT0");
  OS << "[\n";
  bool First = true;
  for (const Intrinsic &I : M.Intrinsics) {
    std::string Flags(ModeNames[int(modeOf(M, I))]);
    auto AddFlag = [&Flags](std::string_view S) {
      if (!Flags.empty())
        Flags += ",";
      Flags += S;
    };
    if (I.has(ZA))
      AddFlag("requires-za");
    if (I.has(ZT))
      AddFlag("requires-zt");
    if (!First)
      OS << ",\n";
    First = false;
    OS << "{ \"guard\": \"" << I.SVEGuard << "\",\"streaming_guard\": \"" << I.SMEGuard
       << "\",\"flags\": \"" << Flags << "\",\"builtin\": \"" << M.cName(I.Types[0]) << " ";
    if (I.Overloaded)
      OS << I.declName();
    else
      OS << I.fullName();
    OS << "(";
    for (size_t P = 1; P < I.Types.size(); ++P) {
      if (P > 1)
        OS << ", ";
      std::string Check;
      for (const ImmCheck &C : I.Checks)
        if (!C.Implicit && C.Arg == P - 1) {
          Check = M.immCheckName(C.Kind);
          break;
        }
      if (Check.empty())
        OS << M.cName(I.Types[P]);
      else
        OS << Check;
    }
    OS << ");\" }";
  }
  OS << "\n]\n";
}

template <void (*Write)(const Model &, OStream &, Family), const Family *F>
void run(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (M.build(RK))
    Write(M, OS, *F);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(
    ArmImmCheckTypes, TM_Clang, "gen-arm-immcheck-types",
    "Generate arm_immcheck_types.inc (immediate range check types) for clang", emitImmCheckTypes,
    BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SveTypeFlags, TM_Clang, "gen-arm-sve-typeflags",
                             "Generate arm_sve_typeflags.inc for clang", emitTypeFlags, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SveBuiltins, TM_Clang, "gen-arm-sve-builtins",
                             "Generate arm_sve_builtins.inc for clang", (run<writeBuiltins, &SVE>),
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SmeBuiltins, TM_Clang, "gen-arm-sme-builtins",
                             "Generate arm_sme_builtins.inc for clang", (run<writeBuiltins, &SME>),
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SveCodeGen, TM_Clang, "gen-arm-sve-builtin-codegen",
                             "Generate arm_sve_builtin_cg_map.inc for clang",
                             (run<writeCodeGenMap, &SVE>), BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SmeCodeGen, TM_Clang, "gen-arm-sme-builtin-codegen",
                             "Generate arm_sme_builtin_cg_map.inc for clang",
                             (run<writeCodeGenMap, &SME>), BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SveRangeChecks, TM_Clang, "gen-arm-sve-sema-rangechecks",
                             "Generate arm_sve_sema_rangechecks.inc for clang",
                             (run<writeRangeChecks, &SVE>), BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SmeRangeChecks, TM_Clang, "gen-arm-sme-sema-rangechecks",
                             "Generate arm_sme_sema_rangechecks.inc for clang",
                             (run<writeRangeChecks, &SME>), BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SveStreamingAttrs, TM_Clang, "gen-arm-sve-streaming-attrs",
                             "Generate arm_sve_streaming_attrs.inc for clang",
                             (run<writeStreamingAttrs, &SVE>), BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SmeStreamingAttrs, TM_Clang, "gen-arm-sme-streaming-attrs",
                             "Generate arm_sme_streaming_attrs.inc for clang",
                             (run<writeStreamingAttrs, &SME>), BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SmeZAState, TM_Clang, "gen-arm-sme-builtin-za-state",
                             "Generate arm_sme_builtins_za_state.inc for clang",
                             (run<writeZAState, &SME>), BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SveJSON, TM_Clang, "gen-arm-sve-builtins-json",
                             "Generate arm_sve_buitins.json", (run<writeJSON, &SVE>), BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SmeJSON, TM_Clang, "gen-arm-sme-builtins-json",
                             "Generate arm_sme_buitins.json", (run<writeJSON, &SME>), BT_None);

} // namespace tblgen::armsve
