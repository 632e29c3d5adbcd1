// Unit tests of codegen/schedule/NameScan.h: the literal every match of a
// pattern contains, and the search of packed names for a literal.
#include "codegen/schedule/NameScan.h"
#include "record/Regex.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace tblgen;
using namespace tblgen::codegen;

TEST(NameScanTest, RequiredLiteral) {
  EXPECT_EQ(requiredLiteral("ADD32rr"), "ADD32rr");
  EXPECT_EQ(requiredLiteral("(V?)PADD(B|W|D|Q)rr"), "PADD");
  EXPECT_EQ(requiredLiteral("VPADDrr(_REV)?"), "VPADDrr");
  // A character under a repetition is not required.
  EXPECT_EQ(requiredLiteral("ABCD*EF"), "ABC");
  EXPECT_EQ(requiredLiteral("AB+CDE"), "CDE");
  EXPECT_EQ(requiredLiteral("ABCX{1,2}YZ"), "ABC");
  EXPECT_EQ(requiredLiteral("A{B"), "A{B");
  // Escapes are plain characters, back references end a run.
  EXPECT_EQ(requiredLiteral("A\\.BC"), "A.BC");
  EXPECT_EQ(requiredLiteral("(AB)\\1CD"), "CD");
  // Groups and bracket expressions are skipped, with what they hold.
  EXPECT_EQ(requiredLiteral("X[])|(]YZ"), "YZ");
  EXPECT_EQ(requiredLiteral("X[[:alpha:]]YZ"), "YZ");
  EXPECT_EQ(requiredLiteral("(A[)]|B)CD"), "CD");
  EXPECT_EQ(requiredLiteral("MOV.*rr"), "MOV");
  // Nothing is certain under a top-level alternation or a stray ')'.
  EXPECT_EQ(requiredLiteral("ADD|SUB"), "");
  EXPECT_EQ(requiredLiteral("A)|(B"), "");
  EXPECT_EQ(requiredLiteral(".*"), "");
  EXPECT_EQ(requiredLiteral("(ABC)"), "");
}

TEST(NameScanTest, RequiredLiteralHoldsForMatches) {
  // Every name a pattern matches (as a prefix match) contains its literal.
  std::vector<std::string> Names = {"ADD32rr", "VPADDBrr", "PADDWrm", "ABCDDEF", "ABCEF",
                                    "ABBBCDE", "ACDE",    "X)YZ",    "XqYZ",    "MOVrr",
                                    "MOV32rr", "A.BC",    "AxBC",    "A{B",     "ABCXXYZ"};
  for (const char *Pattern : {"(V?)PADD(B|W|D|Q)rr", "ABCD*EF", "AB+CDE", "ABCX{1,2}YZ",
                              "A\\.BC", "X[])|(]YZ", "MOV.*rr", "A{B", "(ADD|MOV)32"}) {
    PosixRegex Re("^(" + std::string(Pattern) + ")");
    ASSERT_TRUE(Re.isValid()) << Pattern;
    std::string Lit = requiredLiteral(Pattern);
    for (const std::string &Name : Names) {
      if (Re.match(Name)) {
        EXPECT_NE(Name.find(Lit), std::string::npos) << Pattern << " " << Name;
      }
    }
  }
}

using Strings = std::vector<std::string>;

TEST(NameScanTest, MatchStarts) {
  auto starts = [](const char *Regex) { return matchStarts(Regex); };
  auto S = starts("^((V?)P(ADD|SUB)(B|W))");
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->Exact);
  EXPECT_EQ(S->Strs, (Strings{"PADDB", "PADDW", "PSUBB", "PSUBW", "VPADDB", "VPADDW", "VPSUBB",
                              "VPSUBW"}));
  // Optional parts: the shortest of strings sharing a start is kept.
  S = starts("^(AB(C?)D?)");
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->Exact);
  EXPECT_EQ(S->Strs, (Strings{"AB"}));
  // What follows a repetition or a '.' or an anchor is not known.
  S = starts("^(MOV(8|16)r+m)");
  ASSERT_TRUE(S);
  EXPECT_FALSE(S->Exact);
  EXPECT_EQ(S->Strs, (Strings{"MOV16r", "MOV8r"}));
  S = starts("^(ADD.*rr)");
  ASSERT_TRUE(S);
  EXPECT_FALSE(S->Exact);
  EXPECT_EQ(S->Strs, (Strings{"ADD"}));
  S = starts("^(ADDrr$)");
  ASSERT_TRUE(S);
  EXPECT_FALSE(S->Exact);
  EXPECT_EQ(S->Strs, (Strings{"ADDrr"}));
  // Bracket expressions of letters and digits.
  S = starts("^(X[0-2B])");
  ASSERT_TRUE(S);
  EXPECT_TRUE(S->Exact);
  EXPECT_EQ(S->Strs, (Strings{"X0", "X1", "X2", "XB"}));
  S = starts("^(X[^0-2]Y)");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Strs, (Strings{"X"}));
  // Nothing known: a match may start anyhow.
  EXPECT_FALSE(starts("^(.*ADD)"));
  EXPECT_FALSE(starts("^(A*B)"));
  EXPECT_FALSE(starts("^(A?)"));
  EXPECT_FALSE(starts("^(A)|(B)")); // (only the first alternative is anchored)
  EXPECT_FALSE(starts("^A|B"));
  EXPECT_FALSE(starts("A"));
}

TEST(NameScanTest, MatchStartsHoldForMatches) {
  Strings Names = {"ADD32rr", "VPADDBrr", "PADDWrm", "VPADDWrr", "ABCDDEF", "ABCEF",
                   "ABBBCDE", "ACDE",     "MOVrr",   "MOV32rr",  "MOV8rrm", "MOV16rm",
                   "X0Y",     "X5Y",      "XBY",     "ADDrr",    "ADDrrk",  "A{B"};
  for (const char *Regex :
       {"^((V?)P(ADD|SUB)(B|W)(rr|rm))", "^(ABC?D*E)", "^(MOV(8|16)?r+m)", "^(ADD.*rr)",
        "^(ADDrr$)", "^(X[0-2B]Y)", "^(X[^0-2]Y)", "^ADD(32)?rr", "^(A\\{B)", "^(A{1,2}B)"}) {
    PosixRegex Re(Regex);
    ASSERT_TRUE(Re.isValid()) << Regex;
    auto S = matchStarts(Regex);
    ASSERT_TRUE(S) << Regex;
    for (const std::string &Name : Names) {
      bool Starts = false;
      for (const std::string &Str : S->Strs)
        Starts = Starts || Name.starts_with(Str);
      if (Re.match(Name)) {
        EXPECT_TRUE(Starts) << Regex << " " << Name;
      } else if (S->Exact) {
        EXPECT_FALSE(Starts) << Regex << " " << Name;
      }
    }
  }
}

TEST(NameScanTest, PackedNames) {
  PackedNames N;
  for (const char *S : {"ADD", "ADDrr", "MOV", "MOVADD", "SUB", "SUBADD"})
    N.add(S);
  ASSERT_EQ(N.size(), 6u);
  EXPECT_EQ(N[1], "ADDrr");
  EXPECT_EQ(N.withPrefix("MOV"), std::make_pair(size_t(2), size_t(4)));
  EXPECT_EQ(N.withPrefix("ADD"), std::make_pair(size_t(0), size_t(2)));
  EXPECT_EQ(N.withPrefix("Q"), std::make_pair(size_t(4), size_t(4)));
  EXPECT_EQ(N.withPrefix(""), std::make_pair(size_t(0), size_t(6)));
  // From where the names are known to be less.
  EXPECT_EQ(N.withPrefix("SUB", 3), std::make_pair(size_t(4), size_t(6)));
  EXPECT_EQ(N.withPrefix("MOVADD", 3), std::make_pair(size_t(3), size_t(4)));
  auto find = [&](size_t First, size_t Last, size_t Skip, std::string_view Lit) {
    std::vector<size_t> Out;
    N.forEachContaining(First, Last, Skip, Lit, [&](size_t K) { Out.push_back(K); });
    return Out;
  };
  EXPECT_EQ(find(0, 6, 0, "ADD"), (std::vector<size_t>{0, 1, 3, 5}));
  // Skip leaves out the start of each name, names shorter than it too.
  EXPECT_EQ(find(0, 6, 1, "ADD"), (std::vector<size_t>{3, 5}));
  EXPECT_EQ(find(0, 6, 3, "ADD"), (std::vector<size_t>{3, 5}));
  EXPECT_EQ(find(0, 6, 4, "DD"), (std::vector<size_t>{3, 5}));
  EXPECT_EQ(find(2, 4, 0, "ADD"), (std::vector<size_t>{3}));
  EXPECT_EQ(find(0, 3, 0, "ADD"), (std::vector<size_t>{0, 1}));
  // No match across two names.
  EXPECT_EQ(find(0, 6, 0, "rrMOV"), (std::vector<size_t>{}));
  EXPECT_EQ(find(0, 6, 0, "B"), (std::vector<size_t>{4, 5}));
}
