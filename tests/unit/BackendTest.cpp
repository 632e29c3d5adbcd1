//===- BackendTest.cpp - Backend registry, options, file banner -----------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <gtest/gtest.h>

#include <thread>

using namespace tblgen;

namespace {

void runNothing(const RecordKeeper &, OStream &OS) { OS << "nothing"; }

} // namespace

TEST(BackendTest, RegistryIsSortedAndKeepsTheFirst) {
  EXPECT_TRUE(registerBackend("zz-unit-test-backend", "Second", runNothing));
  EXPECT_TRUE(registerBackend("aa-unit-test-backend", "First", runNothing));
  EXPECT_FALSE(registerBackend("aa-unit-test-backend", "Again", runNothing));
  const BackendInfo *B = findBackend("aa-unit-test-backend");
  ASSERT_NE(B, nullptr);
  EXPECT_EQ(B->Description, "First");
  EXPECT_EQ(findBackend("no-such-backend"), nullptr);
  // One name may serve programs that share none of its registrations
  // (llvm-tblgen's and mlir-tblgen's -gen-directive-decl).
  EXPECT_TRUE(registerBackend("aa-unit-test-backend", "Clang's", runNothing, BT_None, TM_Clang));
  EXPECT_FALSE(registerBackend("aa-unit-test-backend", "Both", runNothing, BT_None,
                               TM_Clang | TM_MLIR));
  const BackendInfo *C = findBackend("aa-unit-test-backend", TM_Clang);
  ASSERT_NE(C, nullptr);
  EXPECT_EQ(C->Description, "Clang's");
  EXPECT_EQ(findBackend("aa-unit-test-backend", TM_MLIR), nullptr);
  // Sorted by name, then by programs; one name's entries share no program.
  const auto &All = backendRegistry();
  for (size_t I = 1; I < All.size(); ++I) {
    EXPECT_LE(All[I - 1].Name, All[I].Name);
    if (All[I - 1].Name == All[I].Name) {
      EXPECT_LT(All[I - 1].Tools, All[I].Tools);
      EXPECT_EQ(All[I - 1].Tools & All[I].Tools, 0u) << All[I].Name;
    }
  }
}

TEST(BackendTest, Options) {
  registerBackendOption("unit-test-prefix", "A prefix", "aa-unit-test-backend", "prefix");
  registerBackendOption("unit-test-flag", "A flag", "", "", /*IsFlag=*/true);
  const BackendOptionInfo *O = findBackendOption("unit-test-prefix");
  ASSERT_NE(O, nullptr);
  EXPECT_EQ(O->ValueName, "prefix");
  EXPECT_FALSE(O->IsFlag);
  // --class (for --print-enums) is always known.
  EXPECT_NE(findBackendOption("class"), nullptr);

  BackendOptions Opts;
  EXPECT_EQ(Opts.get("unit-test-prefix"), nullptr);
  EXPECT_EQ(Opts.get("unit-test-prefix", "dflt"), "dflt");
  EXPECT_FALSE(Opts.getFlag("unit-test-flag"));
  Opts.set("unit-test-prefix", "x86");
  Opts.set("unit-test-flag", "true");
  ASSERT_NE(Opts.get("unit-test-prefix"), nullptr);
  EXPECT_EQ(*Opts.get("unit-test-prefix"), "x86");
  EXPECT_TRUE(Opts.getFlag("unit-test-flag"));
  Opts.set("unit-test-flag", "false");
  EXPECT_FALSE(Opts.getFlag("unit-test-flag", true));
  Opts.clear();
  EXPECT_EQ(Opts.get("unit-test-prefix"), nullptr);
}

namespace {
/// Prints its --unit-test-prefix and reports an error through the Print*
/// helpers, which must reach the run's own Diagnostics.
void contextProbe(const RecordKeeper &, OStream &OS, const BackendContext &Ctx) {
  OS << Ctx.option("unit-test-prefix", "none");
  PrintError("probe");
}
TBLGEN_REGISTER_BACKEND(UnitTestContextProbe, "aa-unit-test-context", "Context probe", contextProbe);
} // namespace

// Two runs on two threads at once: each sees its own options and reports
// to its own diagnostics.
TEST(BackendTest, ContextIsPerRun) {
  const BackendInfo *B = findBackend("aa-unit-test-context");
  ASSERT_NE(B, nullptr);
  RecordKeeper Records;
  SourceMgr SM;
  Diagnostics DiagsA(SM, stderr), DiagsB(SM, stderr);
  DiagsA.setQuiet(true);
  DiagsB.setQuiet(true);
  BackendOptions OptsA, OptsB;
  OptsA.set("unit-test-prefix", "a");
  OptsB.set("unit-test-prefix", "b");
  OutputFiles OutA("a"), OutB("b");
  std::thread TA([&] { runBackend(*B, Records, OutA, BackendContext{OptsA, DiagsA}); });
  std::thread TB([&] {
    runBackend(*B, Records, OutB, BackendContext{OptsB, DiagsB});
    runBackend(*B, Records, OutB, BackendContext{OptsB, DiagsB});
  });
  TA.join();
  TB.join();
  EXPECT_EQ(OutA.main().str(), "a");
  EXPECT_EQ(OutB.main().str(), "bb");
  EXPECT_EQ(DiagsA.errorCount(), 1u);
  EXPECT_EQ(DiagsB.errorCount(), 2u);
  EXPECT_EQ(currentDiagnostics(), nullptr);
}

// The banner as llvm-tblgen 22 writes it (-gen-vt ValueTypes.td).
TEST(BackendTest, SourceFileHeader) {
  RecordKeeper Records;
  Records.setInputFilename("ValueTypes.td");
  OStream OS;
  emitSourceFileHeader("ValueTypes Source Fragment", OS, Records);
  EXPECT_EQ(OS.str(),
            "/*===- TableGen'erated file -------------------------------------*- C++ -*-===*\\\n"
            "|*                                                                            *|\n"
            "|* ValueTypes Source Fragment                                                 *|\n"
            "|*                                                                            *|\n"
            "|* Automatically generated file, do not edit!                                 *|\n"
            "|* From: ValueTypes.td                                                        *|\n"
            "|*                                                                            *|\n"
            "\\*===----------------------------------------------------------------------===*/\n"
            "\n");
}

TEST(BackendTest, SourceFileHeaderWrapsAndUsesTheBaseName) {
  RecordKeeper Records;
  Records.setInputFilename("some/dir/Input.td");
  OStream OS;
  std::string Desc(80, 'x');
  emitSourceFileHeader(Desc, OS, Records);
  const std::string &S = OS.str();
  EXPECT_NE(S.find("|* " + std::string(74, 'x') + " *|\n"), std::string::npos);
  EXPECT_NE(S.find("|* xxxxxx" + std::string(68, ' ') + " *|\n"), std::string::npos);
  EXPECT_NE(S.find("|* From: Input.td "), std::string::npos);
  for (size_t Pos = 0, End; (End = S.find('\n', Pos)) != std::string::npos; Pos = End + 1) {
    if (End != Pos) {
      EXPECT_EQ(End - Pos, 80u) << S.substr(Pos, End - Pos);
    }
  }
}

TEST(BackendTest, SourceFileHeaderWithoutInput) {
  RecordKeeper Records;
  OStream OS;
  emitSourceFileHeader("Desc", OS, Records);
  EXPECT_EQ(OS.str().find("From:"), std::string::npos);
}

TEST(BackendTest, UnsignedOptionValues) {
  EXPECT_EQ(parseUnsignedOption("0"), 0u);
  EXPECT_EQ(parseUnsignedOption("12"), 12u);
  EXPECT_EQ(parseUnsignedOption("0x1F"), 31u);
  EXPECT_EQ(parseUnsignedOption("0b101"), 5u);
  EXPECT_EQ(parseUnsignedOption("0o17"), 15u);
  EXPECT_EQ(parseUnsignedOption("017"), 15u);
  EXPECT_EQ(parseUnsignedOption("4294967295"), 4294967295u);
  EXPECT_FALSE(parseUnsignedOption("4294967296"));
  EXPECT_FALSE(parseUnsignedOption(""));
  EXPECT_FALSE(parseUnsignedOption("-1"));
  EXPECT_FALSE(parseUnsignedOption("0x"));
  EXPECT_FALSE(parseUnsignedOption("09"));
  EXPECT_FALSE(parseUnsignedOption("1 "));
}
