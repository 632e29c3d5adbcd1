//===- MveTables.cpp - arm_mve.h / arm_cde.h and their builtin tables -----===//
//
// The -gen-arm-mve-* and -gen-arm-cde-* backends other than codegen: the
// header (typedefs, then one builtin-alias declaration per intrinsic and
// polymorphic name, split by the feature macros that guard them), the
// builtin list, the Sema immediate checks grouped by identical check text,
// and the table of full and polymorphic names.
//
//===----------------------------------------------------------------------===//

#include "backends/clang/arm/MveModel.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::armmve {

namespace {

constexpr std::string_view License = R"( *
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 */

)";

/// The preamble of arm_mve.h or arm_cde.h (Name "MVE" or "CDE").
void writePreamble(OStream &OS, std::string_view Name) {
  std::string Lower;
  for (char C : Name)
    Lower += char(C - 'A' + 'a');
  OS << "/*===---- arm_" << Lower << ".h - ARM " << Name
     << " intrinsics -----------------------------------===\n"
     << License << "#ifndef __ARM_" << Name << "_H\n#define __ARM_" << Name
     << "_H\n\n#if !__ARM_FEATURE_" << Name << "\n#error \"" << Name
     << " support not enabled\"\n#endif\n\n#include <stdint.h>\n\n"
     << "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n";
}

void writeEpilogue(OStream &OS, std::string_view Name) {
  OS << "#ifdef __cplusplus\n} /* extern \"C\" */\n#endif\n\n#endif /* __ARM_" << Name << "_H */\n";
}

std::string vectorTypedef(Model &M, const MType *S) {
  const MType *V = M.vectorOf(S);
  return "typedef __attribute__((__neon_vector_type__(" + std::to_string(V->Count) +
         "), __clang_arm_mve_strict_polymorphism)) " + S->cName() + " " + V->cName() + ";\n";
}

void put(std::string &Out, std::string_view S) { Out += S; }
void put(OStream &Out, std::string_view S) { Out << S; }

/// Writes the declaration of I under Prefix + Name, an alias of builtin
/// AliasPrefix + I.Full.
template <typename Sink>
void declare(Sink &Out, const Intrinsic &I, bool Poly, std::string_view AliasPrefix,
             std::string_view Prefix, std::string_view Name) {
  put(Out, Poly ? "static __inline__ __attribute__((__overloadable__, __clang_arm_builtin_alias("
                : "static __inline__ __attribute__((__clang_arm_builtin_alias(");
  put(Out, AliasPrefix);
  put(Out, I.Full);
  put(Out, ")))\n");
  const std::string &Ret = I.Ret->cName();
  put(Out, Ret);
  if (!Ret.ends_with('*'))
    put(Out, " ");
  put(Out, Prefix);
  put(Out, Name);
  put(Out, "(");
  for (size_t K = 0; K < I.Args.size(); ++K) {
    if (K)
      put(Out, ", ");
    put(Out, I.Args[K]->cName());
  }
  put(Out, ");\n");
}

/// The names an intrinsic is declared under: full, polymorphic, or both.
std::vector<bool> spellings(const Intrinsic &I) {
  std::vector<bool> Out;
  if (!I.PolymorphicOnly)
    Out.push_back(false);
  if (I.polymorphic())
    Out.push_back(true);
  return Out;
}

void emitMveHeader(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK))
    return;
  // Parts by (float needed) | (user namespace) << 1; the types open the
  // first two.
  std::string Types[2];
  Types[0] = "typedef uint16_t mve_pred16_t;\n";
  Types[1] = "typedef __fp16 float16_t;\ntypedef float float32_t;\n";
  for (const auto &[Name, S] : M.Scalars) {
    if (!S->Override.empty())
      continue;
    std::string &P = Types[S->needsFloat() ? 1 : 0];
    P += vectorTypedef(M, S);
    const MType *V = M.vectorOf(S);
    for (unsigned N : {2u, 4u})
      P += "typedef struct { " + V->cName() + " val[" + std::to_string(N) + "]; } " +
           M.tupleOf(V, N)->cName() + ";\n";
  }
  Types[0] += "\n";
  Types[1] += "\n";
  std::vector<bool> Float;
  Float.reserve(M.Intrinsics.size());
  for (const auto &[Full, I] : M.Intrinsics)
    Float.push_back(I.needsFloat());
  writePreamble(OS, "MVE");
  for (unsigned K = 0; K < 4; ++K) {
    std::string Cond;
    if (K & 1)
      Cond = "(__ARM_FEATURE_MVE & 2)";
    if (K & 2)
      Cond +=
          std::string(Cond.empty() ? "" : " && ") + "(!defined __ARM_MVE_PRESERVE_USER_NAMESPACE)";
    if (!Cond.empty())
      OS << "#if " << Cond << "\n\n";
    if (K < 2)
      OS << Types[K];
    bool User = K & 2;
    size_t Index = 0;
    for (const auto &[Full, I] : M.Intrinsics) {
      if (Float[Index++] != bool(K & 1))
        continue;
      if (!I.PolymorphicOnly)
        declare(OS, I, false, "__builtin_arm_mve_", User ? "" : "__arm_", I.Full);
      if (I.polymorphic())
        declare(OS, I, true, "__builtin_arm_mve_", User ? "" : "__arm_", I.Short);
    }
    OS << "\n";
    if (!Cond.empty())
      OS << "#endif /* " << Cond << " */\n\n";
  }
  writeEpilogue(OS, "MVE");
}

void emitCdeHeader(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK, true))
    return;
  enum { None, MVE, MVEFloat };
  std::string Parts[3];
  Parts[MVE] = "typedef uint16_t mve_pred16_t;\n";
  Parts[MVEFloat] = "typedef __fp16 float16_t;\ntypedef float float32_t;\n";
  for (const auto &[Name, S] : M.Scalars) {
    if (!S->Override.empty() || (S->K == MType::Float && S->Bits == 64))
      continue;
    Parts[S->needsFloat() ? MVEFloat : MVE] += vectorTypedef(M, S);
  }
  Parts[MVE] += "\n";
  Parts[MVEFloat] += "\n";
  for (const auto &[Full, I] : M.Intrinsics)
    for (bool Poly : spellings(I))
      declare(Parts[I.needsFloat() ? MVEFloat
                    : I.needsMVE() ? MVE
                                   : None],
              I, Poly, "__builtin_arm_" + I.Extension + "_", "__arm_", Poly ? I.Short : I.Full);
  for (const Record *R : M.Macros) {
    Parts[MVE] += "#define __arm_" + std::string(R->getName()) + "(";
    std::vector<std::string> Params = R->getValueAsListOfStrings("params");
    for (size_t K = 0; K < Params.size(); ++K)
      Parts[MVE] += (K ? ", " : "") + Params[K];
    Parts[MVE] += ") " + R->getValueAsString("definition") + "\n";
  }
  writePreamble(OS, "CDE");
  for (unsigned K = 0; K < 3; ++K) {
    const char *Cond = K == MVEFloat ? "__ARM_FEATURE_MVE & 2"
                       : K == MVE    ? "__ARM_FEATURE_MVE"
                                     : "";
    if (*Cond)
      OS << "#if " << Cond << "\n\n";
    OS << Parts[K] << "\n";
    if (*Cond)
      OS << "#endif /* " << Cond << " */\n\n";
  }
  writeEpilogue(OS, "CDE");
}

/// One builtin of the list: name, type string and attributes.
struct BuiltinEntry {
  std::string Name, Type, Attrs;
};

void writeBuiltinTable(OStream &OS, std::string_view Upper, std::string_view Lower,
                       const std::vector<BuiltinEntry> &Entries,
                       const std::vector<std::string> &StringOrder) {
  tables::StringOffsetTable Strings;
  for (const std::string &S : StringOrder)
    Strings.add(S);
  std::string Section = "GET_" + std::string(Upper) + "_BUILTIN_";
  OS << "#ifdef " << Section << "ENUMERATORS\n";
  for (const BuiltinEntry &E : Entries)
    OS << "  BI__builtin_arm_" << Lower << "_" << E.Name << ",\n";
  OS << "#endif // " << Section << "ENUMERATORS\n\n";
  OS << "#ifdef " << Section << "STR_TABLE\n";
  Strings.emitStringTableDef(OS, "BuiltinStrings");
  OS << "#endif // " << Section << "STR_TABLE\n\n";
  OS << "#ifdef " << Section << "INFOS\n";
  auto Ref = [&](const std::string &S) { OS << Strings.get(S) << " /* " << S << " */"; };
  for (const BuiltinEntry &E : Entries) {
    OS << "    Builtin::Info{Builtin::Info::StrOffsets{";
    Ref(E.Name);
    OS << ", ";
    // An empty type string is written as a bare offset.
    if (E.Type.empty())
      OS << "0";
    else
      Ref(E.Type);
    OS << ", ";
    Ref(E.Attrs);
    OS << "}},\n";
  }
  OS << "#endif // " << Section << "INFOS\n\n";
}

void emitMveBuiltinDef(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK))
    return;
  std::vector<BuiltinEntry> Entries;
  std::vector<std::string> Strings{"n", "nt", "ntu", "vi."};
  for (const auto &[Full, I] : M.Intrinsics) {
    Entries.push_back({I.Full, "", "n"});
    Strings.push_back(I.Full);
  }
  // Polymorphic names: strings in order of first use, entries by name.
  std::map<std::string, bool> Shorts;
  for (const auto &[Full, I] : M.Intrinsics)
    if (I.polymorphic() && Shorts.emplace(I.Short, I.NonEvaluating).second)
      Strings.push_back(I.Short);
  for (const auto &[Short, NonEval] : Shorts)
    Entries.push_back({Short, "vi.", NonEval ? "ntu" : "nt"});
  writeBuiltinTable(OS, "MVE", "mve", Entries, Strings);
}

void emitCdeBuiltinDef(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK, true))
    return;
  std::vector<BuiltinEntry> Entries;
  std::vector<std::string> Strings{"ncU"};
  for (const auto &[Full, I] : M.Intrinsics)
    if (!I.HeaderOnly) {
      Entries.push_back({I.Full, "", "ncU"});
      Strings.push_back(I.Full);
    }
  writeBuiltinTable(OS, "CDE", "cde", Entries, Strings);
}

/// Intrinsic full names by the text of their Sema checks.
std::map<std::string, std::set<std::string>> semaGroups(const Model &M) {
  std::map<std::string, std::set<std::string>> Groups;
  for (const auto &[Full, I] : M.Intrinsics) {
    if (I.HeaderOnly)
      continue;
    std::string Check = I.semaChecks();
    if (!Check.empty())
      Groups[Check].insert(I.Full);
  }
  return Groups;
}

void emitMveSema(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK))
    return;
  for (const auto &[Check, Names] : semaGroups(M)) {
    for (const std::string &N : Names)
      OS << "case ARM::BI__builtin_arm_mve_" << N << ":\n";
    OS << "  return " << Check;
  }
}

void emitCdeSema(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK, true))
    return;
  for (const auto &[Check, Names] : semaGroups(M)) {
    for (const std::string &N : Names)
      OS << "case ARM::BI__builtin_arm_cde_" << N << ":\n";
    OS << "  Err = " << Check << "  break;\n";
  }
}

/// Distinct strings, each NUL-terminated, "" first, with their offsets.
class NameTable {
public:
  NameTable() {
    Data.push_back('\0');
    Offsets[""] = 0;
  }
  unsigned offset(const std::string &S) {
    auto [It, New] = Offsets.emplace(S, unsigned(Data.size()));
    if (New) {
      Data += S;
      Data.push_back('\0');
    }
    return It->second;
  }
  /// The strings as C literal lines of about 70 characters, escape
  /// sequences never split.
  void write(OStream &OS) const {
    std::string Escaped;
    for (char C : Data) {
      if (C == '\0')
        Escaped += "\\000";
      else if (C == '"' || C == '\\')
        Escaped += std::string("\\") + C;
      else
        Escaped += C;
    }
    OS << "    \"";
    unsigned Column = 0;
    for (size_t K = 0; K < Escaped.size(); ++K) {
      if (Column > 70) {
        OS << "\"\n    \"";
        Column = 0;
      }
      size_t Len = 1;
      if (Escaped[K] == '\\')
        Len = (Escaped[K + 1] >= '0' && Escaped[K + 1] <= '9') ? 4 : 2;
      OS << std::string_view(Escaped).substr(K, Len);
      Column += unsigned(Len);
      K += Len - 1;
    }
    OS << "\"";
  }

private:
  std::string Data;
  std::map<std::string, unsigned> Offsets;
};

template <bool Cde> void emitAliases(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK, Cde))
    return;
  NameTable Names;
  OS << "static const IntrinToName MapData[] = {\n";
  for (const auto &[Full, I] : M.Intrinsics) {
    if (I.HeaderOnly)
      continue;
    int64_t Short = I.polymorphic() ? int64_t(Names.offset(I.Short)) : -1;
    unsigned FullOffset = Names.offset(I.Full);
    OS << "  { ARM::BI__builtin_arm_" << I.Extension << "_" << I.Full << ", " << FullOffset << ", "
       << Short << "},\n";
  }
  OS << "};\n\nArrayRef<IntrinToName> Map(MapData);\n\nstatic const char IntrinNames[] = {\n";
  Names.write(OS);
  OS << "};\n\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MveHeader, TM_Clang, "gen-arm-mve-header",
                             "Generate arm_mve.h for clang", emitMveHeader, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MveBuiltinDef, TM_Clang, "gen-arm-mve-builtin-def",
                             "Generate ARM MVE builtin definitions for clang", emitMveBuiltinDef,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MveBuiltinSema, TM_Clang, "gen-arm-mve-builtin-sema",
                             "Generate ARM MVE builtin sema checks for clang", emitMveSema,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MveBuiltinAliases, TM_Clang, "gen-arm-mve-builtin-aliases",
                             "Generate list of valid ARM MVE builtin aliases for clang",
                             emitAliases<false>, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(CdeHeader, TM_Clang, "gen-arm-cde-header",
                             "Generate arm_cde.h for clang", emitCdeHeader, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(CdeBuiltinDef, TM_Clang, "gen-arm-cde-builtin-def",
                             "Generate ARM CDE builtin definitions for clang", emitCdeBuiltinDef,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(CdeBuiltinSema, TM_Clang, "gen-arm-cde-builtin-sema",
                             "Generate ARM CDE builtin sema checks for clang", emitCdeSema,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(CdeBuiltinAliases, TM_Clang, "gen-arm-cde-builtin-aliases",
                             "Generate list of valid ARM CDE builtin aliases for clang",
                             emitAliases<true>, BT_None);

} // namespace tblgen::armmve
