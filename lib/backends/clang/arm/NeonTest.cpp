//===- NeonTest.cpp - -gen-arm-neon-test ----------------------------------===//
//
// A FileCheck test of the header's intrinsics: one function per intrinsic
// (in the header's order and architecture guards) that calls it with its
// arguments, or with a constant for an immediate one, preceded by a
// CHECK-LABEL line and, when the record names the instruction it should
// become (InstName), a CHECK line for it. llvm-tblgen 22 no longer
// implements this action (it never returns); see docs/known-differences.md.
//
//===----------------------------------------------------------------------===//

#include "backends/clang/arm/NeonModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <tuple>

namespace tblgen::armneon {

namespace {

/// The constant passed for immediate parameter P: the smallest value its
/// immediate check accepts (the lower bound of an ImmCheckN_M, 1 for a
/// right shift or a fixed-point conversion, 90 for a 90/270 rotation, else
/// 0); without a check, 1 for shifts and counts, 0 for lanes.
std::string immediateValue(const NIntrinsic &I, unsigned P) {
  for (const Record *C : I.Def->getValueAsListOfDefs("ImmChecks")) {
    if (C->getValueAsInt("ImmArgIdx") != int64_t(P - 1))
      continue;
    std::string_view Kind = C->getValueAsDef("Kind")->getName();
    if (Kind.starts_with("ImmCheck") && Kind.size() > 8 && Kind[8] >= '0' && Kind[8] <= '9')
      return std::string(Kind.substr(8, Kind.find('_') - 8));
    if (Kind.starts_with("ImmCheckShiftRight") || Kind == "ImmCheckCvt")
      return "1";
    if (Kind == "ImmCheckComplexRot90_270")
      return "90";
    return "0";
  }
  if (I.Def->getValueAsBit("isShift"))
    return "1";
  // A lane of the vector before it, or a count (fixed-point bits).
  return P > 1 && I.Types[P - 1].isVector() ? "0" : "1";
}

/// Whether the intrinsic uses a type only AArch64 has (float64, poly128).
bool aarch64Types(const NIntrinsic &I) {
  return std::any_of(I.Types.begin(), I.Types.end(), [](const NType &T) {
    return (T.K == NType::Float && T.Elt == 64) || (T.K == NType::Poly && T.Elt == 128);
  });
}

void writeTest(OStream &OS, const NIntrinsic &I) {
  bool Guarded = I.ArchGuard.empty() && aarch64Types(I);
  if (Guarded)
    OS << "#if defined(__aarch64__) || defined(__arm64ec__)\n";
  std::string Name = I.mangle(I.Name, NClass::S);
  std::string Inst = I.Def->getValueAsString("InstName");
  OS << "// CHECK-LABEL: test_" << Name << "\n";
  if (!Inst.empty())
    OS << "// CHECK: " << Inst << "\n";
  if (!I.TargetGuard.empty())
    OS << "__attribute__((target(\"" << I.TargetGuard << "\"))) ";
  OS << I.Types[0].str() << " test_" << Name << "(";
  std::string Args;
  char Letter = 'a';
  bool First = true;
  for (unsigned P = 1; P < I.Types.size(); ++P) {
    if (P > 1)
      Args += ", ";
    if (I.Types[P].Imm) {
      Args += immediateValue(I, P);
      continue;
    }
    OS << (First ? "" : ", ") << I.Types[P].str() << " " << Letter;
    First = false;
    Args += Letter++;
  }
  OS << ") {\n  " << (I.Types[0].K == NType::Void ? "" : "return ") << Name << "(" << Args
     << ");\n}\n";
  OS << (Guarded ? "#endif\n\n" : "\n");
}

void emitTests(const RecordKeeper &RK, OStream &OS) {
  Model M;
  M.build(RK);
  OS << "// RUN: %clang_cc1 -triple thumbv7s-apple-darwin -target-abi apcs-gnu \\\n"
        "// RUN:   -target-cpu swift -ffreestanding -Os -S -o - %s | FileCheck %s\n"
        "// REQUIRES: arm-registered-target\n\n"
        "#include <arm_fp16.h>\n#include <arm_neon.h>\n\n";
  std::vector<const NIntrinsic *> Tests;
  for (const NIntrinsic *I : M.Defs)
    if (I->CK != NClass::NoTest && !I->Unavailable)
      Tests.push_back(I);
  std::stable_sort(Tests.begin(), Tests.end(), [](const NIntrinsic *A, const NIntrinsic *B) {
    return std::tie(A->ArchGuard, A->TargetGuard, A->Name) <
           std::tie(B->ArchGuard, B->TargetGuard, B->Name);
  });
  std::string Guard;
  for (const NIntrinsic *I : Tests) {
    if (I->ArchGuard != Guard) {
      if (!Guard.empty())
        OS << "#endif\n\n";
      Guard = I->ArchGuard;
      if (!Guard.empty())
        OS << "#if " << Guard << "\n\n";
    }
    writeTest(OS, *I);
  }
  if (!Guard.empty())
    OS << "#endif\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ArmNeonTest, TM_Clang, "gen-arm-neon-test",
                             "Generate ARM NEON tests for clang", emitTests, BT_None);

} // namespace tblgen::armneon
