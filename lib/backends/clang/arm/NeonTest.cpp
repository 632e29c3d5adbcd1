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

/// The constant passed for immediate parameter P: 1 for shifts, else the
/// last lane of the vector before it (0 when there is none).
std::string immediateValue(const NIntrinsic &I, unsigned P) {
  if (I.Def->getValueAsBit("isShift"))
    return "1";
  if (P > 1 && I.Types[P - 1].isVector())
    return std::to_string(I.Types[P - 1].lanes() - 1);
  return "0";
}

void writeTest(OStream &OS, const NIntrinsic &I) {
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
     << ");\n}\n\n";
}

void emitTests(const RecordKeeper &RK, OStream &OS) {
  Model M;
  M.build(RK);
  OS << "// RUN: %clang_cc1 -triple thumbv7s-apple-darwin -target-abi apcs-gnu \\\n"
        "// RUN:   -target-cpu swift -ffreestanding -Os -S -o - %s | FileCheck %s\n"
        "// REQUIRES: arm-registered-target\n\n"
        "#include <arm_neon.h>\n\n";
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
