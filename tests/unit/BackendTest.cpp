//===- BackendTest.cpp - Backend registry, options, file banner -----------===//

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <gtest/gtest.h>

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
  const auto &All = backendRegistry();
  for (size_t I = 1; I < All.size(); ++I)
    EXPECT_LT(All[I - 1].Name, All[I].Name);
}

TEST(BackendTest, Options) {
  clearBackendOptions();
  registerBackendOption("unit-test-prefix", "A prefix", "aa-unit-test-backend", "prefix");
  registerBackendOption("unit-test-flag", "A flag", "", "", /*IsFlag=*/true);
  const BackendOptionInfo *O = findBackendOption("unit-test-prefix");
  ASSERT_NE(O, nullptr);
  EXPECT_EQ(O->ValueName, "prefix");
  EXPECT_FALSE(O->IsFlag);
  // --class (for --print-enums) is always known.
  EXPECT_NE(findBackendOption("class"), nullptr);

  EXPECT_EQ(getBackendOption("unit-test-prefix"), nullptr);
  EXPECT_EQ(getBackendOption("unit-test-prefix", "dflt"), "dflt");
  EXPECT_FALSE(getBackendFlag("unit-test-flag"));
  setBackendOption("unit-test-prefix", "x86");
  setBackendOption("unit-test-flag", "true");
  ASSERT_NE(getBackendOption("unit-test-prefix"), nullptr);
  EXPECT_EQ(*getBackendOption("unit-test-prefix"), "x86");
  EXPECT_TRUE(getBackendFlag("unit-test-flag"));
  setBackendOption("unit-test-flag", "false");
  EXPECT_FALSE(getBackendFlag("unit-test-flag", true));
  clearBackendOptions();
  EXPECT_EQ(getBackendOption("unit-test-prefix"), nullptr);
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
  for (size_t Pos = 0, End; (End = S.find('\n', Pos)) != std::string::npos; Pos = End + 1)
    if (End != Pos)
      EXPECT_EQ(End - Pos, 80u) << S.substr(Pos, End - Pos);
}

TEST(BackendTest, SourceFileHeaderWithoutInput) {
  RecordKeeper Records;
  OStream OS;
  emitSourceFileHeader("Desc", OS, Records);
  EXPECT_EQ(OS.str().find("From:"), std::string::npos);
}
