// Unit tests of the compact containers the selection and register models
// keep by the million: a pattern node's value-type list (VTList), a leaf's
// packed integer (OptInt), a node's rare references and predicates, a set
// of register classes as a sorted vector (ClassSet), the 16-byte string
// of the GlobalISel rules (CompactString), and the 8-byte text of a
// -gen-dag-isel matcher node (NodeText).
#include "backends/codegen/isel/DAGISelMatcher.h"
#include "codegen/patterns/Patterns.h"
#include "tblgen/CodeGen/Registers.h"
#include "tblgen/CompactString.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

using namespace tblgen;
using namespace tblgen::codegen;
using tblgen::dagisel::NodeText;

namespace {

std::vector<unsigned> items(const VTList &L) { return {L.begin(), L.end()}; }

} // namespace

TEST(CompactStorageTest, VTListInlineAndHeap) {
  static_assert(sizeof(VTList) == 12);
  VTList L;
  EXPECT_TRUE(L.empty());
  for (unsigned V = 1; V <= VTList::InlineCap; ++V)
    L.push_back(V * 10);
  EXPECT_EQ(items(L), (std::vector<unsigned>{10, 20, 30, 40}));
  // Past the inline room the values move to the heap, in order; values
  // keep their 16 bits.
  L.push_back(65535);
  EXPECT_EQ(L.back(), 65535u);
  L.erase(L.end() - 1, L.end());
  for (unsigned V = 5; V <= 40; ++V)
    L.push_back(V * 10);
  ASSERT_EQ(L.size(), 40u);
  EXPECT_EQ(L.front(), 10u);
  EXPECT_EQ(L.back(), 400u);
  EXPECT_EQ(L[20], 210u);
  // Erasing and resizing keep the rest.
  L.erase(L.begin() + 1, L.begin() + 39);
  EXPECT_EQ(items(L), (std::vector<unsigned>{10, 400}));
  L.resize(4);
  EXPECT_EQ(items(L), (std::vector<unsigned>{10, 400, 0, 0}));
}

TEST(CompactStorageTest, VTListCopiesAndMoves) {
  VTList Small{1, 2};
  VTList Big(std::vector<unsigned>{5, 6, 7, 8, 9});
  ASSERT_EQ(items(Big), (std::vector<unsigned>{5, 6, 7, 8, 9}));
  VTList A = Small, B = Big;
  EXPECT_EQ(A, Small);
  EXPECT_EQ(B, Big);
  // A moved heap list leaves its source empty and usable.
  VTList C = std::move(B);
  EXPECT_EQ(items(C), (std::vector<unsigned>{5, 6, 7, 8, 9}));
  EXPECT_TRUE(B.empty());
  B.push_back(3);
  EXPECT_EQ(items(B), (std::vector<unsigned>{3}));
  // Inline into heap and heap into inline.
  A = C;
  EXPECT_EQ(A, Big);
  C = Small;
  EXPECT_EQ(C, Small);
  VTList D = std::move(Small);
  EXPECT_EQ(items(D), (std::vector<unsigned>{1, 2}));
  EXPECT_NE(D, Big);
}

TEST(CompactStorageTest, OptIntAndRareReferences) {
  OptInt None, Zero(0), Neg(-5);
  EXPECT_FALSE(None.has_value());
  EXPECT_TRUE(Zero.has_value());
  EXPECT_EQ(*Neg, -5);
  EXPECT_FALSE(None == Zero);
  EXPECT_TRUE(None == OptInt());
  None = INT64_MIN;
  EXPECT_EQ(*None, INT64_MIN);

  static_assert(sizeof(PatNode) <= 96);
  PatNode N;
  EXPECT_EQ(N.transform(), nullptr);
  // Clearing a reference never set makes nothing.
  N.setIntrinsic(nullptr);
  EXPECT_EQ(N.intrinsic(), nullptr);
  auto *Fake = reinterpret_cast<const Record *>(&N);
  N.setCastVT(Fake);
  EXPECT_EQ(N.castVT(), Fake);
  EXPECT_EQ(N.fragmentFlags(), nullptr);
  N.Int = 7;
  std::unique_ptr<PatNode> Copy = N.clone();
  EXPECT_EQ(Copy->castVT(), Fake);
  EXPECT_EQ(*Copy->Int, 7);
  N.setCastVT(nullptr);
  EXPECT_EQ(N.castVT(), nullptr);
  EXPECT_EQ(Copy->castVT(), Fake);
}

TEST(CompactStorageTest, RarePredicates) {
  auto *P1 = reinterpret_cast<const Record *>(uintptr_t(0x1000));
  auto *P2 = reinterpret_cast<const Record *>(uintptr_t(0x2000));
  PatNode N;
  EXPECT_TRUE(N.predicates().empty());
  EXPECT_TRUE(N.predArgs().empty());
  EXPECT_EQ(N.predScope(), 0u);
  // Setting defaults makes no block; adding keeps the order, once each.
  N.setPredScope(0);
  N.setPredicates({});
  N.addPredicate(P1);
  N.addPredicate(P2);
  N.addPredicate(P1);
  ASSERT_EQ(N.predicates().size(), 2u);
  EXPECT_EQ(N.predicates()[0], P1);
  EXPECT_EQ(N.predicates()[1], P2);
  N.addPredArg(3, "x");
  N.setPredScope(3);
  std::unique_ptr<PatNode> Copy = N.clone();
  EXPECT_EQ(Copy->predicates(), N.predicates());
  ASSERT_EQ(Copy->predArgs().size(), 1u);
  EXPECT_EQ(Copy->predArgs()[0].first, 3u);
  EXPECT_EQ(Copy->predArgs()[0].second, "x");
  EXPECT_EQ(Copy->predScope(), 3u);
  // The copy is its own.
  N.setPredicates({});
  EXPECT_TRUE(N.predicates().empty());
  EXPECT_EQ(Copy->predicates().size(), 2u);
}

TEST(CompactStorageTest, ClassSetStaysSorted) {
  ClassSet S;
  EXPECT_TRUE(S.empty());
  for (unsigned C : {4u, 9u, 2u, 9u, 7u, 4u, 11u})
    S.insert(C);
  EXPECT_EQ(std::vector<unsigned>(S.begin(), S.end()), (std::vector<unsigned>{2, 4, 7, 9, 11}));
  EXPECT_EQ(S.count(7), 1u);
  EXPECT_EQ(S.count(8), 0u);
  S.assign({30, 10, 20});
  EXPECT_EQ(std::vector<unsigned>(S.begin(), S.end()), (std::vector<unsigned>{10, 20, 30}));
  EXPECT_EQ(S.size(), 3u);
}

TEST(CompactStorageTest, CompactStringInlineAndHeap) {
  static_assert(sizeof(CompactString) == 16);
  CompactString E;
  EXPECT_TRUE(E.empty());
  EXPECT_EQ(E.view(), "");
  // Fifteen characters stay inline, sixteen go to the heap.
  CompactString A("fifteen-chars!!"), B("sixteen-chars!!!");
  EXPECT_EQ(A.size(), 15u);
  EXPECT_EQ(A, "fifteen-chars!!");
  EXPECT_EQ(B, std::string("sixteen-chars!!!"));
  EXPECT_EQ(B.size(), 16u);
  // Copies and moves are their own; a moved-from string is empty.
  CompactString C = B;
  B = "x";
  EXPECT_EQ(C, "sixteen-chars!!!");
  EXPECT_EQ(B, "x");
  CompactString D = std::move(C);
  EXPECT_TRUE(C.empty());
  EXPECT_EQ(D.view(), "sixteen-chars!!!");
  // Assigning a view of itself.
  D = D.view().substr(8);
  EXPECT_EQ(D, "chars!!!");
  D = std::string(40, 'z');
  EXPECT_EQ(D.str(), std::string(40, 'z'));
  EXPECT_EQ("GILLT_" + CompactString(std::string_view("s32")), "GILLT_s32");
  EXPECT_TRUE(CompactString(std::string_view("a")) < CompactString(std::string_view("b")));
}

// A matcher node's text is the address of characters preceded by their
// length, copied into blocks that never move: texts stay readable across
// blocks, an empty text takes no room, and texts compare by their
// characters.
TEST(CompactStorageTest, NodeTextAcrossBlocks) {
  EXPECT_EQ(sizeof(NodeText), 8u);
  EXPECT_EQ(sizeof(dagisel::MatcherNode), 64u);
  dagisel::MatcherTexts Texts;
  std::vector<std::pair<NodeText, std::string>> Made;
  for (unsigned I = 0; I < 3000; ++I) {
    std::string S = "pred_" + std::string(I % 40, char('a' + I % 26)) + std::to_string(I);
    Made.push_back({Texts.add(S), S});
  }
  Made.push_back({Texts.add(std::string(40000, 'x')), std::string(40000, 'x')});
  Made.push_back({Texts.add("after"), "after"});
  for (const auto &[T, S] : Made)
    ASSERT_EQ(T.view(), S);
  NodeText Empty = Texts.add("");
  EXPECT_TRUE(Empty.empty());
  EXPECT_EQ(Empty.view(), "");
  EXPECT_EQ(NodeText(), Empty);
  EXPECT_TRUE(Texts.add("same") == Texts.add("same"));
  EXPECT_FALSE(Texts.add("same") == Texts.add("sam"));
  std::string_view AsView = Made.back().first;
  EXPECT_EQ(AsView, "after");
}
