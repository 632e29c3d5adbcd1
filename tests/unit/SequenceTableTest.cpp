// Unit tests of backends/common/SequenceTables.h: the suffix-sharing layout
// of SequenceTable, its lookups by id and by value, and SuffixStringTable.
#include "backends/common/SequenceTables.h"

#include <gtest/gtest.h>

#include <vector>

using namespace tblgen;
using tblgen::tables::SequenceTable;
using tblgen::tables::SuffixStringTable;

TEST(SequenceTableTest, SuffixesShareStorage) {
  SequenceTable<int> T(-1);
  std::vector<int> A{1, 2, 3}, B{2, 3}, C{4}, Empty;
  unsigned IA = T.add(A), IB = T.add(B), IC = T.add(C), IE = T.add(Empty);
  T.layout();
  // Rows by reversed sequence: {1,2,3} (holding {2,3} and {}, whose
  // terminator is the row's), then {4}.
  EXPECT_EQ(T.size(), 4u + 2u);
  EXPECT_EQ(T.offsetOf(IA), 0u);
  EXPECT_EQ(T.offsetOf(IB), 1u);
  EXPECT_EQ(T.offsetOf(IE), 3u);
  EXPECT_EQ(T.offsetOf(IC), 4u);
  // By value, for added sequences and for suffixes of stored ones.
  EXPECT_EQ(T.lookup(A), 0u);
  EXPECT_EQ(T.lookup(B), 1u);
  EXPECT_EQ(T.lookup(C), 4u);
  EXPECT_EQ(T.lookup({}), 3u);
  std::vector<int> Three{3};
  EXPECT_EQ(T.lookup(Three), 2u);

  OStream OS;
  T.emit(OS, [](OStream &O, int V) { O << V; });
  EXPECT_EQ(OS.str(), "  /* 0 */ 1, 2, 3, -1,\n  /* 4 */ 4, -1,\n");
}

TEST(SequenceTableTest, DuplicatesAndNoTerminator) {
  SequenceTable<unsigned> T(std::nullopt);
  std::vector<unsigned> A{7, 8}, B{8};
  unsigned I1 = T.add(A), I2 = T.add(A), I3 = T.add(B);
  T.layout();
  EXPECT_EQ(T.size(), 2u);
  EXPECT_EQ(T.offsetOf(I1), 0u);
  EXPECT_EQ(T.offsetOf(I2), 0u);
  EXPECT_EQ(T.offsetOf(I3), 1u);
  EXPECT_EQ(T.lookup(B), 1u);
}

TEST(SequenceTableTest, EmptyTableHasDummyRow) {
  SequenceTable<int> T(std::nullopt);
  T.layout();
  OStream OS;
  T.emit(OS, [](OStream &O, int V) { O << V; });
  EXPECT_EQ(OS.str(), "  /* dummy */ 0\n");
}

TEST(SequenceTableTest, SuffixStrings) {
  SuffixStringTable S;
  S.add("r1");
  S.add("sr1");
  S.add("a\"b");
  S.layout();
  EXPECT_EQ(S.get("sr1"), 0u);
  EXPECT_EQ(S.get("r1"), 1u);
  EXPECT_EQ(S.get(""), 3u); // the NUL after the first string
  OStream OS;
  S.emitDef(OS, "const char X[]");
  EXPECT_NE(OS.str().find("const char X[] = {\n  /* 0 */ \"sr1\\000\"\n  /* 4 */ \"a\\\"b\\000\"\n};\n"),
            std::string::npos)
      << OS.str();
}
