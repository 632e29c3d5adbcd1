//===- RecordApiTest.cpp - The record API backends use --------------------===//
//
// What docs/writing-a-backend.md promises of RecordKeeper, Record,
// RecordVal, the values and the Print* helpers.
//
//===----------------------------------------------------------------------===//

#include "parse/Parser.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

using namespace tblgen;

namespace {

/// A small linear congruential generator (deterministic test data).
unsigned nextRandom(uint32_t &Seed) {
  Seed = Seed * 1103515245u + 12345u;
  return (Seed >> 16) & 0x7fff;
}

/// "class A;" and Count defs of A with distinct random names (into Names)
/// that mix runs of digits, leading zeros and other characters.
std::string randomDefs(uint32_t &Seed, size_t Count, std::set<std::string> &Names) {
  const char Alphabet[] = "a0b9_Z1";
  while (Names.size() < Count) {
    std::string N(1, "xyQ_"[nextRandom(Seed) % 4]);
    for (unsigned L = nextRandom(Seed) % 9; L; --L)
      N += Alphabet[nextRandom(Seed) % 7];
    Names.insert(N);
  }
  std::string Text = "class A;\n";
  for (const std::string &N : Names)
    Text += "def " + N + " : A;\n";
  return Text;
}

/// Parses Text (named "api.td") and keeps what a backend would get.
struct Parsed {
  SourceMgr SM;
  std::FILE *Err = std::tmpfile();
  Diagnostics Diags{SM, Err};
  RecordKeeper Records;
  bool OK = false;

  explicit Parsed(std::string Text) {
    unsigned Buf = SM.addBuffer("api.td", std::move(Text), SrcLoc());
    Records.setInputFilename("api.td");
    OK = parseTableGen(SM, Diags, Records, Buf, ParseOptions());
    setCurrentDiagnostics(&Diags);
  }
  ~Parsed() {
    setCurrentDiagnostics(nullptr);
    std::fclose(Err);
  }
  /// Everything printed to the diagnostics stream so far.
  std::string diagnostics() {
    std::fflush(Err);
    std::rewind(Err);
    std::string S;
    char Buf[256];
    size_t N;
    while ((N = std::fread(Buf, 1, sizeof Buf, Err)) > 0)
      S.append(Buf, N);
    return S;
  }
};

constexpr const char *Input = R"(class A;
class B;
class C : A;
def R10 : C, B;
def R2 : B, A {
  int Size = 4;
  list<int> L = [1, 2, 3];
}
def R1 : A;
)";

} // namespace

TEST(RecordApiTest, DerivedDefinitionsAreOrderedByNameWithNumbers) {
  Parsed P(Input);
  ASSERT_TRUE(P.OK);
  const auto &As = P.Records.getAllDerivedDefinitions("A");
  ASSERT_EQ(As.size(), 3u);
  EXPECT_EQ(As[0]->getName(), "R1");
  EXPECT_EQ(As[1]->getName(), "R2");
  EXPECT_EQ(As[2]->getName(), "R10");
  // Cached: the same vector.
  EXPECT_EQ(&As, &P.Records.getAllDerivedDefinitions("A"));
  std::string_view Both[] = {"A", "B"};
  auto AB = P.Records.getAllDerivedDefinitions(std::span<const std::string_view>(Both));
  ASSERT_EQ(AB.size(), 2u);
  EXPECT_EQ(AB[0]->getName(), "R2");
  EXPECT_EQ(AB[1]->getName(), "R10");
  // The maps iterate in byte order of the names.
  std::string Names;
  for (const auto &[Name, Rec] : P.Records.getDefs())
    Names += Name + " ";
  EXPECT_EQ(Names, "R1 R10 R2 ");
}

// The derived lists are sorted through byte-ordered keys; the order must
// be LessRecord's (numbers compared as numbers) on names mixing runs of
// digits, leading zeros and other characters.
TEST(RecordApiTest, DerivedDefinitionsSortLikeLessRecord) {
  std::set<std::string> Names;
  uint32_t Seed = 12345;
  Parsed P(randomDefs(Seed, 3000, Names));
  ASSERT_TRUE(P.OK) << P.diagnostics();
  const auto &As = P.Records.getAllDerivedDefinitions("A");
  ASSERT_EQ(As.size(), Names.size());
  EXPECT_TRUE(std::is_sorted(As.begin(), As.end(), LessRecord()));
  for (size_t I = 1; I < As.size(); ++I)
    ASSERT_TRUE(LessRecord()(As[I - 1], As[I])) << As[I - 1]->getName() << " " << As[I]->getName();
}

// Once the front end is done, the defs of a class come from buckets made
// in one pass over the defs; every query must give what scanning gave.
TEST(RecordApiTest, DerivedDefinitionsAfterFrontEnd) {
  Parsed P("class A; class B : A; class C : A; class D;\n"
           "def z2 : B; def z10 : A; def y : C; def x : B, D; def : B; def w : C, D;\n");
  ASSERT_TRUE(P.OK) << P.diagnostics();
  auto Query = [&](std::vector<std::string_view> Classes) {
    std::string Out;
    for (const Record *R : P.Records.getAllDerivedDefinitions(std::span<const std::string_view>(Classes)))
      Out += std::string(R->getName()) + " ";
    return Out;
  };
  const std::vector<std::vector<std::string_view>> Queries = {
      {"A"}, {"B"}, {"C"}, {"D"}, {"B", "D"}, {"D", "A"}, {"C", "B"}};
  std::vector<std::string> Scanned;
  for (const auto &Q : Queries)
    Scanned.push_back(Query(Q));
  EXPECT_EQ(Scanned[0], "anonymous_0 w x y z2 z10 ");
  EXPECT_EQ(Scanned[4], "x ");
  EXPECT_EQ(Scanned[6], "");
  P.Records.endFrontEnd();
  for (size_t I = 0; I < Queries.size(); ++I)
    EXPECT_EQ(Query(Queries[I]), Scanned[I]) << I;
}

// sortByNumericName, the same keys for any list of records: LessRecord's
// order from any starting order, an empty list and a single record too.
TEST(RecordApiTest, SortByNumericNameIsLessRecord) {
  std::set<std::string> Names;
  uint32_t Seed = 777;
  std::string Text = randomDefs(Seed, 2000, Names);
  Text += "def : A;\ndef : A;\n"; // anonymous names too
  Parsed P(Text);
  ASSERT_TRUE(P.OK) << P.diagnostics();
  std::vector<const Record *> Defs;
  for (const auto &Entry : P.Records.getDefs())
    Defs.push_back(Entry.second.get());
  ASSERT_EQ(Defs.size(), Names.size() + 2);
  for (size_t I = Defs.size(); I > 1; --I) // shuffled
    std::swap(Defs[I - 1], Defs[nextRandom(Seed) % I]);
  std::vector<const Record *> Expected = Defs;
  std::stable_sort(Expected.begin(), Expected.end(), LessRecord());
  sortByNumericName(Defs);
  EXPECT_EQ(Defs, Expected);
  std::vector<const Record *> None;
  sortByNumericName(None);
  EXPECT_TRUE(None.empty());
  std::vector<const Record *> One{Expected.front()};
  sortByNumericName(One);
  EXPECT_EQ(One.front(), Expected.front());
}

TEST(RecordApiTest, SuperClasses) {
  Parsed P(Input);
  ASSERT_TRUE(P.OK);
  const Record *R10 = P.Records.getDef("R10");
  ASSERT_NE(R10, nullptr);
  // All superclasses in post-order: C's own superclass A before C.
  auto All = R10->getSuperClasses();
  ASSERT_EQ(All.size(), 3u);
  EXPECT_EQ(All[0].first->getName(), "A");
  EXPECT_EQ(All[1].first->getName(), "C");
  EXPECT_EQ(All[2].first->getName(), "B");
  // Direct superclasses in declaration order.
  auto Direct = R10->getDirectSuperClasses();
  ASSERT_EQ(Direct.size(), 2u);
  EXPECT_EQ(Direct[0].first->getName(), "C");
  EXPECT_EQ(Direct[1].first->getName(), "B");
  EXPECT_TRUE(R10->isSubClassOf("A"));
  EXPECT_FALSE(P.Records.getDef("R1")->isSubClassOf("B"));
}

TEST(RecordApiTest, FieldsAndPrinting) {
  Parsed P(Input);
  ASSERT_TRUE(P.OK);
  const Record *R2 = P.Records.getDef("R2");
  EXPECT_EQ(R2->getValueAsInt("Size"), 4);
  const ListInit *L = R2->getValueAsListInit("L");
  int64_t Sum = 0;
  for (const Init *E : *L)
    Sum += cast<IntInit>(E)->getValue();
  EXPECT_EQ(Sum, 6);
  OStream OS;
  OS << *R2->getValue("L");
  EXPECT_EQ(OS.str(), "  list<int> L = [1, 2, 3];\n");
}

TEST(RecordApiTest, DiagnosticsAtRecordsAndFields) {
  Parsed P(Input);
  ASSERT_TRUE(P.OK);
  const Record *R2 = P.Records.getDef("R2");
  PrintWarning(R2, "at the record");
  PrintNote(R2->getValue("Size"), "at the field");
  EXPECT_THROW(PrintFatalError(R2->getValue("L"), "fatal at the field"), FatalError);
  EXPECT_THROW(PrintFatalNote("a last note"), FatalError);
  EXPECT_EQ(P.diagnostics(), "api.td:5:5: warning: at the record\n"
                             "def R2 : B, A {\n"
                             "    ^\n"
                             "api.td:6:7: note: at the field\n"
                             "  int Size = 4;\n"
                             "      ^\n"
                             "api.td:7:13: error: fatal at the field\n"
                             "  list<int> L = [1, 2, 3];\n"
                             "            ^\n"
                             "note: a last note\n");
}

// Fields name their shared descriptor (name, type, kind) in a region of the
// process; a keeper's descriptors are reused once it is gone. Keepers made
// and destroyed meanwhile must leave the fields of a live one intact.
TEST(RecordApiTest, FieldDescriptorsOutliveOtherKeepers) {
  Parsed Live(Input);
  ASSERT_TRUE(Live.OK);
  for (int I = 0; I < 200; ++I) {
    Parsed Other("class X<int a> { bits<3> F = {1, 0, 1}; string S = \"s\"; }\n"
                 "def D" + std::to_string(I) + " : X<" + std::to_string(I) + "> { int G = 1; }\n");
    ASSERT_TRUE(Other.OK);
    const Record *D = Other.Records.getDef("D" + std::to_string(I));
    ASSERT_NE(D, nullptr);
    ASSERT_EQ(D->getValues().size(), 3u);
    EXPECT_EQ(D->getValues()[0].getName(), "F");
    EXPECT_EQ(D->getValues()[0].getType()->getAsString(), "bits<3>");
    EXPECT_EQ(D->getValues()[2].getName(), "G");
  }
  const Record *R2 = Live.Records.getDef("R2");
  ASSERT_NE(R2, nullptr);
  ASSERT_EQ(R2->getValues().size(), 2u);
  EXPECT_EQ(R2->getValues()[0].getName(), "Size");
  EXPECT_EQ(R2->getValues()[0].getType()->getAsString(), "int");
  EXPECT_EQ(R2->getValues()[1].getName(), "L");
  EXPECT_EQ(R2->getValues()[1].getType()->getAsString(), "list<int>");
  EXPECT_FALSE(R2->getValues()[1].isTemplateArg());
  EXPECT_EQ(R2->getValueAsInt("Size"), 4);
}

// A field's location is where it was declared or last set by a 'let'. The
// location is part of the field's shared descriptor: fields set by the same
// 'let' share one, and a field keeps its own value whatever its neighbours'.
TEST(RecordApiTest, FieldLocationsMoveWithLet) {
  Parsed P("class K { int V = 0; int W = 1; }\n"  // 1
           "let V = 5 in {\n"                      // 2
           "  def A : K;\n"                        // 3
           "  def B : K { let W = 2; }\n"          // 4
           "}\n"                                   // 5
           "def C : K;\n");                        // 6
  ASSERT_TRUE(P.OK);
  const Record *A = P.Records.getDef("A"), *B = P.Records.getDef("B"), *C = P.Records.getDef("C");
  EXPECT_EQ(A->getValueAsInt("V"), 5);
  EXPECT_EQ(B->getValueAsInt("V"), 5);
  EXPECT_EQ(C->getValueAsInt("V"), 0);
  EXPECT_EQ(B->getValueAsInt("W"), 2);
  EXPECT_EQ(A->getValueAsInt("W"), 1);
  PrintNote(A->getValue("V"), "a");
  PrintNote(B->getValue("W"), "b");
  PrintNote(C->getValue("V"), "c");
  PrintNote(A->getValue("W"), "d");
  std::string D = P.diagnostics();
  EXPECT_NE(D.find("api.td:2:5: note: a"), std::string::npos) << D;
  EXPECT_NE(D.find("api.td:4:19: note: b"), std::string::npos) << D;
  EXPECT_NE(D.find("api.td:1:15: note: c"), std::string::npos) << D;
  EXPECT_NE(D.find("api.td:1:26: note: d"), std::string::npos) << D;
  // K's fields, A's W, C's: one descriptor per (name, location).
  EXPECT_EQ(P.Records.numFieldDescs(), 4u);
  EXPECT_EQ(sizeof(RecordVal), 8u);
}
