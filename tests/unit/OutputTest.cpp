//===- OutputTest.cpp - OStream number formatting -------------------------===//

#include "tblgen/Output.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

using namespace tblgen;

TEST(OutputTest, Integers) {
  OStream OS;
  OS << 0 << ' ' << 42 << ' ' << -7 << ' ' << uint64_t(18446744073709551615ULL) << ' '
     << std::numeric_limits<int64_t>::min() << ' ' << std::numeric_limits<int64_t>::max();
  EXPECT_EQ(OS.str(), "0 42 -7 18446744073709551615 -9223372036854775808 9223372036854775807");
}

TEST(OutputTest, SmallTypes) {
  OStream OS;
  OS << (unsigned char)200 << ' ' << (short)-300 << ' ' << true << false << 'x';
  EXPECT_EQ(OS.str(), "200 -300 10x");
}

TEST(OutputTest, Hex) {
  OStream OS;
  OS.writeHex(0);
  OS << ' ';
  OS.writeHex(0xdeadBEEF);
  OS << ' ';
  OS.writeHex(0xdeadbeef, /*Upper=*/true);
  OS << ' ';
  OS.writeHex(~uint64_t(0));
  EXPECT_EQ(OS.str(), "0 deadbeef DEADBEEF ffffffffffffffff");
}

TEST(OutputTest, Indent) {
  OStream OS;
  OS.indent(3) << "x";
  OS.indent(0) << "y";
  EXPECT_EQ(OS.str(), "   xy");
  EXPECT_EQ(OS.size(), 5u);
}
