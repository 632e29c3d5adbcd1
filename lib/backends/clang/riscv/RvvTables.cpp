//===- RvvTables.cpp - -gen-riscv-*vector-* -------------------------------===//
//
// riscv_vector.h (header code records and the vector typedefs) and the
// tables clang builds from riscv_vector.td, riscv_sifive_vector.td and
// riscv_andes_vector.td: the builtin list (one entry per distinct builtin
// name), the codegen switch (intrinsics ordered by IR name and policy,
// consecutive ones sharing a body while nothing it depends on changes) and
// the Sema records over one compressed signature table.
//
//===----------------------------------------------------------------------===//

#include "backends/clang/riscv/RvvModel.h"
#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

namespace tblgen::rvv {

namespace {

constexpr std::string_view HeaderTop =
    R"(/*===---- riscv_vector.h - RISC-V V-extension RVVIntrinsics -------------------===
 *
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 */

#ifndef __RISCV_VECTOR_H
#define __RISCV_VECTOR_H

#include <stdint.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#pragma clang riscv intrinsic vector

)";

void emitHeader(const RecordKeeper &RK, OStream &OS) {
  OS << HeaderTop;
  for (const Record *R : RK.getAllDerivedDefinitions("RVVHeader"))
    OS << compat::stringField(R, "HeaderCode");
  auto Typedef = [&OS](const std::optional<RType> &T) {
    if (T)
      OS << "typedef " << T->clangBuiltinStr() << " " << T->typeStr() << ";\n";
  };
  constexpr int LMULs[] = {-3, -2, -1, 0, 1, 2, 3};
  for (int L : LMULs)
    Typedef(RType::make('c', L, Desc{2, 4, 0}));
  for (char C : std::string_view("csil"))
    for (int L : LMULs) {
      if (auto T = RType::make(C, L, Desc{2, 0, 0})) {
        Typedef(T);
        Typedef(RType::make(C, L, Desc{2, 0, 8}));
      }
      for (unsigned NF = 2; NF <= 8; ++NF) {
        Typedef(RType::make(C, L, Desc{2, uint8_t(34 + NF - 2), 16}));
        Typedef(RType::make(C, L, Desc{2, uint8_t(34 + NF - 2), 8}));
      }
    }
  for (char C : std::string_view("xfdy"))
    for (int L : LMULs) {
      Typedef(RType::make(C, L, Desc{2, 0, 0}));
      for (unsigned NF = 2; NF <= 8; ++NF)
        Typedef(RType::make(C, L, Desc{2, uint8_t(34 + NF - 2), uint8_t(C == 'y' ? 64 : 32)}));
    }
  OS << "\n#ifdef __cplusplus\n}\n#endif // __cplusplus\n#endif // __RISCV_VECTOR_H\n";
}

void emitBuiltins(const RecordKeeper &RK, OStream &OS) {
  Expansion X = expand(RK);
  const std::deque<Intrinsic> &All = X.Intrinsics;
  struct Entry {
    std::string Name, Type;
  };
  std::vector<Entry> Entries;
  std::unordered_map<std::string_view, const Intrinsic *> Seen;
  for (const Intrinsic &I : All) {
    auto [It, New] = Seen.emplace(I->BuiltinName, &I);
    if (New) {
      Entries.push_back({std::string(I->BuiltinName), I->BuiltinAlias ? "" : X.builtinTypeStr(I)});
      continue;
    }
    // Intrinsics sharing a builtin must declare it the same way.
    if ((*It->second)->BuiltinAlias != I->BuiltinAlias)
      PrintFatalError("Builtin with same name has different hasAutoDef");
    if (!I->BuiltinAlias && X.builtinTypeStr(*It->second) != X.builtinTypeStr(I))
      PrintFatalError("Builtin with same name has different type string");
  }
  tables::StringOffsetTable Strings;
  Strings.add("n");
  Strings.add("zve32x");
  for (const Entry &E : Entries) {
    Strings.add(E.Name);
    Strings.add(E.Type);
  }
  OS << "// RISCV Vector builtin enumerators\n#ifdef GET_RISCVV_BUILTIN_ENUMERATORS\n";
  for (const Entry &E : Entries)
    OS << "  BI__builtin_rvv_" << E.Name << ",\n";
  OS << "#endif // GET_RISCVV_BUILTIN_ENUMERATORS\n\n";
  OS << "// RISCV Vector builtin enumerators\n#ifdef GET_RISCVV_BUILTIN_STR_TABLE\n";
  Strings.emitStringTableDef(OS, "BuiltinStrings");
  OS << "#endif // GET_RISCVV_BUILTIN_STR_TABLE\n\n";
  OS << "// RISCV Vector builtin infos\n#ifdef GET_RISCVV_BUILTIN_INFOS\n";
  for (const Entry &E : Entries) {
    OS << "    Builtin::Info{Builtin::Info::StrOffsets{" << Strings.get(E.Name) << " /* " << E.Name
       << " */, ";
    if (E.Type.empty())
      OS << "0";
    else
      OS << Strings.get(E.Type) << " /* " << E.Type << " */";
    OS << ", 1 /* n */, " << Strings.get("zve32x") << " /* zve32x */}, HeaderDesc::NO_HEADER, "
       << "ALL_LANGUAGES},\n";
  }
  OS << "#endif // GET_RISCVV_BUILTIN_INFOS\n\n";
}

/// log2 of the element width a (non-indexed) segment load or store names
/// in its overloaded name, 0 for other intrinsics, -1 for indexed segment
/// loads and stores (whose width is the pointee's).
int64_t segmentLog2SEW(std::string_view Name) {
  for (std::string_view P : {"vloxseg", "vluxseg", "vsoxseg", "vsuxseg"})
    if (Name.starts_with(P))
      return -1;
  for (std::string_view Policy : {"_tumu", "_tum", "_tu", "_mu"})
    if (Name.ends_with(Policy)) {
      Name.remove_suffix(Policy.size());
      break;
    }
  bool FF = Name.ends_with("ff");
  if (FF)
    Name.remove_suffix(2);
  std::string_view Rest;
  for (std::string_view P : {"vlseg", "vlsseg", "vsseg", "vssseg"})
    if (Name.starts_with(P) && (!FF || P == "vlseg")) {
      Rest = Name.substr(P.size());
      break;
    }
  if (Rest.size() < 3 || Rest[0] < '2' || Rest[0] > '8' || Rest[1] != 'e')
    return 0;
  std::string_view SEW = Rest.substr(2);
  if (SEW == "8")
    return 3;
  if (SEW == "16")
    return 4;
  if (SEW == "32")
    return 5;
  if (SEW == "64")
    return 6;
  return 0;
}

/// The builtin argument that points to the data of an indexed segment load
/// or store (-1 for other intrinsics).
int64_t indexedPointerArg(const Variant &I) {
  std::string_view IR = I.IRName;
  if (IR.starts_with("vloxseg") || IR.starts_with("vluxseg")) {
    unsigned Bits = I.P.bits();
    bool NoPassthru = I.Masked ? (Bits & 1) && (Bits & 2) : (Bits & 1) != 0;
    return I.Masked ? (NoPassthru ? 1 : 2) : (NoPassthru ? 0 : 1);
  }
  if (IR.starts_with("vsoxseg") || IR.starts_with("vsuxseg"))
    return I.Masked ? 1 : 0;
  return -1;
}

void writeCaseBody(OStream &OS, const Variant &I) {
  if (!I.IRName.empty())
    OS << "  ID = Intrinsic::riscv_" << I.IRName << ";\n";
  if (I.TWiden > 0)
    OS << "  TWiden = " << I.TWiden << ";\n";
  OS << "  PolicyAttrs = " << I.P.bits() << ";\n";
  int64_t SEW = segmentLog2SEW(I.OverloadedName);
  if (SEW == -1)
    OS << "  {\n    auto PointeeType = E->getArg(" << indexedPointerArg(I)
       << ")->getType()->getPointeeType();\n"
       << "    SegInstSEW = llvm::Log2_64(getContext().getTypeSize(PointeeType));\n  }\n";
  else
    OS << "  SegInstSEW = " << SEW << ";\n";
  if (!I.ManualCodegen.empty()) {
    OS << "IsMasked = " << (I.Masked ? "true" : "false") << ";\n" << I.ManualCodegen << "break;\n";
    return;
  }
  bool TAMA = I.P.TailAgnostic && I.P.MaskAgnostic;
  if (I.Masked) {
    if (I.HasVL) {
      OS << "  std::rotate(Ops.begin(), Ops.begin() + 1, Ops.end() - 1);\n";
      if (I.hasPolicyOperand())
        OS << "  Ops.push_back(ConstantInt::get(Ops.back()->getType(), PolicyAttrs));\n";
      if ((I.MaskedOff || I.hasPassthru()) && TAMA)
        OS << "  Ops.insert(Ops.begin(), llvm::PoisonValue::get(ResultType));\n";
    } else {
      OS << "  std::rotate(Ops.begin(), Ops.begin() + 1, Ops.end());\n";
    }
  } else if (I.hasPolicyOperand()) {
    OS << "  Ops.push_back(ConstantInt::get(Ops.back()->getType(), PolicyAttrs));\n";
  } else if (I.hasPassthru() && I.P.TailAgnostic) {
    OS << "  Ops.insert(Ops.begin(), llvm::PoisonValue::get(ResultType));\n";
  }
  if (I.TWiden > 0)
    OS << "  Ops.push_back(ConstantInt::get(Ops.back()->getType(), TWiden));\n";
  OS << "  IntrinsicTypes = {";
  bool First = true;
  for (int64_t T : I.IntrinsicTypes) {
    OS << (First ? "" : ", ");
    First = false;
    if (T == -1)
      OS << "ResultType";
    else
      OS << "Ops[" << T << "]->getType()";
  }
  if (I.HasVL)
    OS << ", Ops.back()->getType()";
  OS << "};\n  break;\n";
}

void emitCodeGen(const RecordKeeper &RK, OStream &OS) {
  Expansion X = expand(RK);
  const std::deque<Intrinsic> &All = X.Intrinsics;
  if (All.empty())
    return;
  // By IR name, then policy, stably: the names are ranked once (an
  // intrinsic mostly shares its record's name with the one before it), and
  // a counting sort by rank and policy keeps the expansion order within.
  std::unordered_map<std::string_view, uint32_t> Rank;
  std::vector<uint32_t> RankOf(All.size());
  {
    std::string_view Last;
    bool HaveLast = false;
    std::vector<std::string_view> Names;
    for (const Intrinsic &In : All) {
      const Variant &I = *In.V;
      if (HaveLast && I.IRName.data() == Last.data() && I.IRName.size() == Last.size())
        continue;
      Last = I.IRName;
      HaveLast = true;
      if (Rank.emplace(I.IRName, 0).second)
        Names.push_back(I.IRName);
    }
    std::sort(Names.begin(), Names.end());
    for (uint32_t K = 0; K < Names.size(); ++K)
      Rank[Names[K]] = K;
    uint32_t LastRank = 0;
    HaveLast = false;
    for (size_t K = 0; K < All.size(); ++K) {
      std::string_view N = All[K]->IRName;
      if (!HaveLast || N.data() != Last.data() || N.size() != Last.size()) {
        LastRank = Rank[N];
        Last = N;
        HaveLast = true;
      }
      RankOf[K] = LastRank;
    }
  }
  // Policy order: mask-agnostic first, then tail-undisturbed first.
  auto Slot = [&](size_t K) {
    const Policy &P = All[K]->P;
    return size_t(RankOf[K]) * 4 + (P.MaskAgnostic ? 0 : 2) + (P.TailAgnostic ? 1 : 0);
  };
  std::vector<uint32_t> Start(Rank.size() * 4 + 1, 0);
  for (size_t K = 0; K < All.size(); ++K)
    ++Start[Slot(K) + 1];
  for (size_t K = 1; K < Start.size(); ++K)
    Start[K] += Start[K - 1];
  std::vector<const Variant *> Order(All.size());
  for (size_t K = 0; K < All.size(); ++K)
    Order[Start[Slot(K)]++] = All[K].V;
  std::unordered_map<std::string_view, const Variant *> Seen;
  const Variant *Prev = Order.front();
  int64_t PrevSEW = segmentLog2SEW(Prev->OverloadedName);
  for (const Variant *IP : Order) {
    const Variant &I = *IP;
    bool Same = I.IRName == Prev->IRName && I.ManualCodegen == Prev->ManualCodegen && I.P == Prev->P;
    int64_t SEW =
        I.OverloadedName == Prev->OverloadedName ? PrevSEW : segmentLog2SEW(I.OverloadedName);
    if (!Same || SEW != PrevSEW || I.TWiden != Prev->TWiden)
      writeCaseBody(OS, *Prev);
    Prev = &I;
    PrevSEW = SEW;
    auto [It, New] = Seen.emplace(I.BuiltinName, &I);
    if (New) {
      OS << "case RISCVVector::BI__builtin_rvv_" << I.BuiltinName << ":\n";
      continue;
    }
    // Intrinsics sharing a builtin must share its codegen.
    const Variant &F = *It->second;
    if (F.IRName != I.IRName)
      PrintFatalError("Builtin with same name has different IRName");
    if (F.ManualCodegen != I.ManualCodegen)
      PrintFatalError("Builtin with same name has different ManualCodegen");
    if (F.Masked != I.Masked)
      PrintFatalError("Builtin with same name has different isMasked");
    if (F.HasVL != I.HasVL)
      PrintFatalError("Builtin with same name has different hasVL");
    if (F.S != I.S)
      PrintFatalError("Builtin with same name has different getPolicyScheme");
    if (!std::ranges::equal(F.IntrinsicTypes, I.IntrinsicTypes))
      PrintFatalError("Builtin with same name has different IntrinsicTypes");
  }
  writeCaseBody(OS, *Order.back());
  OS << "\n";
}

/// Signatures laid out in one array: longest first (then by value), each
/// one reusing a run already in the array or going in front of it.
class SignatureTable {
public:
  explicit SignatureTable(const std::vector<SemaRecord> &Records) {
    auto Longer = [](const std::vector<Desc> &A, const std::vector<Desc> &B) {
      if (A.size() != B.size())
        return A.size() > B.size();
      return A < B;
    };
    std::set<std::vector<Desc>, decltype(Longer)> Sigs(Longer);
    for (const SemaRecord &R : Records)
      for (const std::vector<Desc> *S : {&R.Proto, &R.Suffix, &R.OverloadedSuffix})
        if (!S->empty())
          Sigs.insert(*S);
    for (const std::vector<Desc> &S : Sigs)
      if (index(S) < 0)
        Table.insert(Table.begin(), S.begin(), S.end());
  }
  int64_t index(const std::vector<Desc> &S) const {
    if (S.empty())
      return 0;
    if (S.size() > Table.size())
      return -1;
    for (size_t K = 0; K + S.size() <= Table.size(); ++K)
      if (std::equal(S.begin(), S.end(), Table.begin() + long(K)))
        return int64_t(K);
    return -1;
  }
  const std::vector<Desc> &entries() const { return Table; }

private:
  std::vector<Desc> Table;
};

const char *schemeName(Scheme S) {
  return S == SchemeNone           ? "SchemeNone"
         : S == HasPassthruOperand ? "HasPassthruOperand"
                                   : "HasPolicyOperand";
}

void emitSema(const RecordKeeper &RK, OStream &OS) {
  std::vector<SemaRecord> Records;
  expand(RK, &Records, /*WantIntrinsics=*/false);
  SignatureTable Sigs(Records);
  OS << "#ifdef DECL_SIGNATURE_TABLE\n";
  for (const Desc &D : Sigs.entries())
    OS << "PrototypeDescriptor(" << int(D.PT) << ", " << int(D.VTM) << ", " << int(D.TM) << "),\n";
  OS << "#endif\n#ifdef DECL_INTRINSIC_RECORDS\n";
  for (const SemaRecord &R : Records) {
    OS << "{/*Name=*/\"" << R.Name << "\", ";
    if (R.OverloadedName.empty())
      OS << "/*OverloadedName=*/nullptr, ";
    else
      OS << "/*OverloadedName=*/\"" << R.OverloadedName << "\", ";
    OS << "/*RequiredExtensions=*/\"" << R.Required << "\", ";
    OS << "/*PrototypeIndex=*/" << Sigs.index(R.Proto) << ", ";
    OS << "/*SuffixIndex=*/" << Sigs.index(R.Suffix) << ", ";
    OS << "/*OverloadedSuffixIndex=*/" << Sigs.index(R.OverloadedSuffix) << ", ";
    OS << "/*PrototypeLength=*/" << R.Proto.size() << ", ";
    OS << "/*SuffixLength=*/" << R.Suffix.size() << ", ";
    OS << "/*OverloadedSuffixSize=*/" << R.OverloadedSuffix.size() << ", ";
    OS << "/*TypeRangeMask=*/" << R.TypeMask << ", ";
    OS << "/*Log2LMULMask=*/" << R.LMULMask << ", ";
    OS << "/*NF=*/" << R.NF << ", ";
    OS << "/*HasMasked=*/" << int(R.HasMasked) << ", ";
    OS << "/*HasVL=*/" << int(R.HasVL) << ", ";
    OS << "/*HasMaskedOffOperand=*/" << int(R.MaskedOff) << ", ";
    OS << "/*HasTailPolicy=*/" << int(R.TailPolicy) << ", ";
    OS << "/*HasMaskPolicy=*/" << int(R.MaskPolicy) << ", ";
    OS << "/*HasFRMRoundModeOp=*/" << int(R.FRM) << ", ";
    OS << "/*AltFmt=*/" << int(R.AltFmt) << ",";
    OS << "/*IsTuple=*/" << int(R.Tuple) << ", ";
    OS << "/*UnMaskedPolicyScheme=*/" << schemeName(R.Unmasked) << ", ";
    OS << "/*MaskedPolicyScheme=*/" << schemeName(R.MaskedScheme) << ", ";
    OS << "},\n";
  }
  OS << "#endif\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(RvvHeader, TM_Clang, "gen-riscv-vector-header",
                             "Generate riscv_vector.h for clang", emitHeader, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(RvvBuiltins, TM_Clang, "gen-riscv-vector-builtins",
                             "Generate riscv_vector_builtins.inc for clang", emitBuiltins, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(RvvCodeGen, TM_Clang, "gen-riscv-vector-builtin-codegen",
                             "Generate riscv_vector_builtin_cg.inc for clang", emitCodeGen,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(RvvSema, TM_Clang, "gen-riscv-vector-builtin-sema",
                             "Generate riscv_vector_builtin_sema.inc for clang", emitSema, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SiFiveBuiltins, TM_Clang, "gen-riscv-sifive-vector-builtins",
                             "Generate riscv_sifive_vector_builtins.inc for clang", emitBuiltins,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SiFiveCodeGen, TM_Clang, "gen-riscv-sifive-vector-builtin-codegen",
                             "Generate riscv_sifive_vector_builtin_cg.inc for clang", emitCodeGen,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SiFiveSema, TM_Clang, "gen-riscv-sifive-vector-builtin-sema",
                             "Generate riscv_sifive_vector_builtin_sema.inc for clang", emitSema,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(AndesBuiltins, TM_Clang, "gen-riscv-andes-vector-builtins",
                             "Generate riscv_andes_vector_builtins.inc for clang", emitBuiltins,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(AndesCodeGen, TM_Clang, "gen-riscv-andes-vector-builtin-codegen",
                             "Generate riscv_andes_vector_builtin_cg.inc for clang", emitCodeGen,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(AndesSema, TM_Clang, "gen-riscv-andes-vector-builtin-sema",
                             "Generate riscv_andes_vector_builtin_sema.inc for clang", emitSema,
                             BT_None);

} // namespace tblgen::rvv
