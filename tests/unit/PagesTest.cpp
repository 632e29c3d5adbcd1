//===- PagesTest.cpp - Pages from the system and the arena on top of them --===//

#include "support/Pages.h"
#include "tblgen/Record.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

using namespace tblgen;

TEST(PagesTest, MapPopulateUnmap) {
  constexpr size_t Small = size_t(192) << 10;
  auto *P = static_cast<unsigned char *>(pages::map(Small));
  ASSERT_NE(P, nullptr);
  pages::populate(P + 100, 5000); // rounded out to whole pages
  for (size_t I = 0; I < Small; I += 4096)
    EXPECT_EQ(P[I], 0) << I;
  std::memset(P, 0xab, Small);
  pages::unmap(P, Small);

  // Whole huge pages sit on a 2 MiB boundary.
  auto *H = static_cast<unsigned char *>(pages::map(2 * pages::HugePage));
  ASSERT_NE(H, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(H) % pages::HugePage, 0u);
  pages::populate(H, 2 * pages::HugePage);
  EXPECT_EQ(H[2 * pages::HugePage - 1], 0);
  H[0] = 1;
  pages::unmap(H, 2 * pages::HugePage);
}

TEST(PagesTest, PopulatingWhatIsNotMappedIsHarmless) {
  auto *P = static_cast<char *>(pages::map(size_t(64) << 10));
  ASSERT_NE(P, nullptr);
  pages::unmap(P, size_t(64) << 10);
  pages::populate(P, size_t(64) << 10); // an error from the kernel, ignored
  pages::populate(nullptr, 0);
}

// The arena makes its slabs present a step at a time: allocations that
// cross the steps, the slabs and the switch to 2 MiB slabs stay aligned,
// distinct and writable, and are counted exactly.
TEST(PagesTest, ArenaAcrossStepsAndSlabs) {
  Arena A;
  std::vector<std::pair<char *, size_t>> Blocks;
  size_t Expected = 0;
  for (size_t I = 0; I < 60000; ++I) {
    size_t Size = 1 + (I * 7919) % 300, Align = size_t(1) << (I % 4);
    auto *P = static_cast<char *>(A.allocate(Size, Align));
    ASSERT_EQ(reinterpret_cast<uintptr_t>(P) % Align, 0u);
    std::memset(P, int(I & 0xff), Size);
    Blocks.push_back({P, Size});
    Expected += Size;
  }
  // Bigger than any slab, then small again.
  size_t Big = size_t(5) << 20;
  auto *P = static_cast<char *>(A.allocate(Big, 64));
  ASSERT_EQ(reinterpret_cast<uintptr_t>(P) % 64, 0u);
  std::memset(P, 0x5a, Big);
  Expected += Big;
  auto *Q = static_cast<char *>(A.allocate(24, 8));
  std::memset(Q, 0x11, 24);
  Expected += 24;
  EXPECT_EQ(A.bytesAllocated(), Expected);

  for (size_t I = 0; I < Blocks.size(); ++I)
    for (size_t J = 0; J < Blocks[I].second; ++J)
      ASSERT_EQ(static_cast<unsigned char>(Blocks[I].first[J]), I & 0xff) << I;
  EXPECT_EQ(static_cast<unsigned char>(P[Big - 1]), 0x5a);
  EXPECT_EQ(A.save("text"), "text");
}

// Every arena's slabs lie in one region of the process, so that an
// 8-byte-aligned object of any arena has a 32-bit name. Names survive
// other arenas made and destroyed meanwhile (their slabs are reused), and
// a reused slab comes back zeroed.
TEST(PagesTest, ArenaNamesAcrossArenas) {
  EXPECT_EQ(Arena::compress(nullptr), 0u);
  EXPECT_EQ(Arena::expand(0), nullptr);
  Arena Live;
  std::vector<std::pair<uint32_t, uint64_t>> Named;
  for (uint64_t I = 0; I < 1000; ++I) {
    auto *P = static_cast<uint64_t *>(Live.allocate(8 + I % 3 * 8, 8));
    *P = I * 977;
    Named.push_back({Arena::compress(P), I * 977});
    ASSERT_NE(Named.back().first, 0u);
    ASSERT_EQ(Arena::expand(Named.back().first), P);
  }
  for (int Round = 0; Round < 50; ++Round) {
    Arena Other;
    auto *P = static_cast<unsigned char *>(Other.allocate(4096, 8));
    for (size_t I = 0; I < 4096; ++I)
      ASSERT_EQ(P[I], 0) << "round " << Round;
    std::memset(P, 0xee, 4096);
    ASSERT_EQ(Arena::expand(Arena::compress(P)), P);
  }
  for (auto [Name, Value] : Named)
    ASSERT_EQ(*static_cast<const uint64_t *>(Arena::expand(Name)), Value);
}
