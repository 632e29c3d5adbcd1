//===- OutputTest.cpp - OStream number formatting -------------------------===//

#include "tblgen/Output.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <thread>
#include <limits>

#include <unistd.h>

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

TEST(OutputTest, SpillKeepsEverything) {
  OStream OS;
  OS.enableSpill(64);
  std::string Expected;
  for (int I = 0; I < 1000; ++I) {
    OS << "line " << I << '\n';
    Expected += "line " + std::to_string(I) + "\n";
  }
  EXPECT_TRUE(OS.spilled());
  EXPECT_EQ(OS.size(), Expected.size());
  EXPECT_TRUE(OS.equals(Expected));
  std::string Other = Expected;
  Other[Other.size() / 2] = '#';
  EXPECT_FALSE(OS.equals(Other));
  EXPECT_FALSE(OS.equals(Expected.substr(1)));

  FILE *F = std::tmpfile();
  ASSERT_NE(F, nullptr);
  ASSERT_TRUE(OS.writeTo(fileno(F)));
  std::rewind(F);
  std::string Back(Expected.size() + 10, '\0');
  size_t N = std::fread(Back.data(), 1, Back.size(), F);
  std::fclose(F);
  Back.resize(N);
  EXPECT_EQ(Back, Expected);
}

TEST(OutputTest, SpillBesideBecomesTheFile) {
  // Spilled into an unnamed file of a directory, the text gets a name there
  // without being copied; the stream still holds it all for writeTo.
  char Dir[] = "/tmp/tblgen-spill-XXXXXX";
  ASSERT_NE(::mkdtemp(Dir), nullptr);
  OStream OS;
  OS.enableSpill(64, Dir);
  std::string Expected;
  for (int I = 0; I < 500; ++I) {
    OS << "row " << I << '\n';
    Expected += "row " + std::to_string(I) + "\n";
  }
  ASSERT_TRUE(OS.spilled());
  std::string Path = std::string(Dir) + "/out.inc";
  if (OS.spilledBeside()) { // (a file system without unnamed files: copied instead)
    ASSERT_TRUE(OS.linkAs(Path, 0640));
    FILE *F = std::fopen(Path.c_str(), "rb");
    ASSERT_NE(F, nullptr);
    std::string Back(Expected.size() + 10, '\0');
    Back.resize(std::fread(Back.data(), 1, Back.size(), F));
    std::fclose(F);
    EXPECT_EQ(Back, Expected);
    EXPECT_FALSE(OS.linkAs(Path, 0640)); // the name is taken
    std::remove(Path.c_str());
  }
  EXPECT_TRUE(OS.equals(Expected));
  ::rmdir(Dir);
}

TEST(OutputTest, AppendJoinsTwoStreams) {
  // A piece written apart (spilled like the stream it joins, or not) is
  // appended whole, after what the stream holds; the result is one text
  // whichever of the two spilled.
  auto Lines = [](OStream &OS, std::string &Expected, const char *Word, int N) {
    for (int I = 0; I < N; ++I) {
      OS << Word << ' ' << I << '\n';
      Expected += std::string(Word) + " " + std::to_string(I) + "\n";
    }
  };
  for (unsigned SpillMain = 0; SpillMain < 2; ++SpillMain)
    for (int PieceLines : {3, 800}) {
      OStream Main, Piece;
      if (SpillMain)
        Main.enableSpill(64);
      Piece.spillLike(Main);
      EXPECT_EQ(Piece.spillsAt(), Main.spillsAt());
      std::string Expected, PieceText;
      Lines(Main, Expected, "first", 500);
      Lines(Piece, PieceText, "second", PieceLines);
      EXPECT_EQ(Piece.spilled(), SpillMain && PieceLines > 100);
      ASSERT_TRUE(Main.append(Piece));
      Expected += PieceText;
      Lines(Main, Expected, "third", 20);
      EXPECT_EQ(Main.size(), Expected.size());
      EXPECT_TRUE(Main.equals(Expected)) << SpillMain << ' ' << PieceLines;
    }
}

TEST(OutputTest, SmallOutputStaysInMemory) {
  OStream OS;
  OS.enableSpill(1 << 20);
  OS << "short";
  EXPECT_FALSE(OS.spilled());
  EXPECT_EQ(OS.str(), "short");
}

TEST(OutputTest, ClaimFillAndStrInterleave) {
  // Writes go straight into the buffer's spare room; str() hands the text
  // over as a string that may be changed, and writing continues after it.
  OStream OS;
  std::string Expected;
  for (int I = 0; I < 2000; ++I) {
    char *D = OS.claim(3);
    D[0] = '<';
    D[1] = char('a' + I % 26);
    D[2] = '>';
    OS.fill(size_t(I % 5), '.');
    Expected += std::string("<") + char('a' + I % 26) + ">" + std::string(size_t(I % 5), '.');
    if (I % 97 == 0) {
      OS.str() += "|";
      Expected += "|";
      EXPECT_EQ(OS.view(), Expected);
    }
    OS << I << ' ';
    Expected += std::to_string(I) + " ";
  }
  EXPECT_EQ(OS.size(), Expected.size());
  EXPECT_EQ(OS.view(), Expected);
  EXPECT_EQ(OS.str(), Expected);
  OS.clear();
  OS << "again";
  EXPECT_EQ(OS.str(), "again");
  OS.str().clear();
  OS.claim(0);
  OS << std::string_view() << "";
  EXPECT_EQ(OS.size(), 0u);
}

TEST(OutputTest, LongTextInPagesOfItsOwn) {
  // A text past 256 KiB moves to pages of its own and keeps growing there
  // (several MiB: the address space is regrown too); str() hands it back as
  // a string, clear() keeps the pages, and writing goes on after both.
  OStream OS;
  std::string Expected;
  for (int I = 0; I < 400000; ++I) {
    OS << "line " << I << '\n';
    Expected += "line " + std::to_string(I) + "\n";
    if (I == 20000) {
      EXPECT_EQ(OS.view(), Expected);
      OS.str() += "|";
      Expected += "|";
    }
    if (I % 50000 == 0) {
      std::memset(OS.claim(300000), 'x', 300000);
      Expected += std::string(300000, 'x');
    }
  }
  EXPECT_EQ(OS.size(), Expected.size());
  EXPECT_EQ(OS.view(), Expected);
  EXPECT_TRUE(OS.equals(Expected));
  OS.clear();
  EXPECT_EQ(OS.size(), 0u);
  OS << "again";
  EXPECT_EQ(OS.view(), "again");
  std::string Big(size_t(1) << 20, 'b');
  OS << Big;
  EXPECT_EQ(OS.str(), "again" + Big);

  OStream Spilling;
  Spilling.enableSpill(size_t(1) << 20);
  std::string Text;
  for (int I = 0; I < 300000; ++I) {
    Spilling << I << ',';
    Text += std::to_string(I) + ",";
  }
  EXPECT_TRUE(Spilling.spilled());
  EXPECT_TRUE(Spilling.equals(Text));
}

TEST(OutputTest, SpillWithClaims) {
  OStream OS;
  OS.enableSpill(100);
  std::string Expected;
  for (int I = 0; I < 500; ++I) {
    std::memcpy(OS.claim(4), "abcd", 4);
    OS << I << '\n';
    Expected += "abcd" + std::to_string(I) + "\n";
  }
  EXPECT_TRUE(OS.spilled());
  EXPECT_TRUE(OS.equals(Expected));
}

TEST(OutputTest, BigWritesGoStraightToTheSpillFile) {
  // A piece of the threshold's size or more goes to the file after what is
  // buffered; the buffer never grows to its size.
  OStream OS;
  OS.enableSpill(256);
  std::string Expected;
  for (int I = 0; I < 50; ++I) {
    OS << "small " << I << '\n';
    Expected += "small " + std::to_string(I) + "\n";
    std::string Big(size_t(256 + I * 37), char('a' + I % 26));
    OS << Big;
    Expected += Big;
    EXPECT_LT(OS.view().size(), 256u + 64u);
  }
  EXPECT_TRUE(OS.spilled());
  EXPECT_EQ(OS.size(), Expected.size());
  EXPECT_TRUE(OS.equals(Expected));
}

TEST(OutputTest, EqualsFileReadsTheOldTextInChunks) {
  // Spilled and buffered parts both compared with a file of more than one
  // 1 MiB chunk; a file of another size or with one byte changed differs.
  OStream OS;
  OS.enableSpill(size_t(1) << 16);
  std::string Expected;
  for (int I = 0; Expected.size() < (size_t(3) << 20); ++I) {
    std::string Line = "entry " + std::to_string(I) + "\n";
    OS << Line;
    Expected += Line;
  }
  ASSERT_TRUE(OS.spilled());
  auto FileWith = [](const std::string &Text) {
    FILE *F = std::tmpfile();
    EXPECT_NE(F, nullptr);
    EXPECT_EQ(std::fwrite(Text.data(), 1, Text.size(), F), Text.size());
    std::fflush(F);
    return F;
  };
  FILE *Same = FileWith(Expected);
  EXPECT_TRUE(OS.equalsFile(fileno(Same)));
  std::fclose(Same);
  std::string Changed = Expected;
  Changed[Changed.size() - 3] = '#';
  FILE *Late = FileWith(Changed);
  EXPECT_FALSE(OS.equalsFile(fileno(Late)));
  std::fclose(Late);
  FILE *Short = FileWith(Expected.substr(1));
  EXPECT_FALSE(OS.equalsFile(fileno(Short)));
  std::fclose(Short);

  OStream Small; // all in memory
  Small << "abc";
  FILE *Three = FileWith("abc");
  EXPECT_TRUE(Small.equalsFile(fileno(Three)));
  std::fclose(Three);
}

TEST(OutputTest, PrintInOrderMatchesOneThread) {
  for (size_t N : {0u, 1u, 511u, 512u, 1000u, 20000u, 100003u}) {
    std::string Expected;
    for (size_t I = 0; I < N; ++I)
      Expected += std::to_string(I) + (I % 7 ? "," : "\n");
    OStream OS;
    OS << '[';
    bool Helped = false;
    printInOrder(OS, N, [&](OStream &Out, size_t Begin, size_t End, unsigned Thread) {
      if (Thread == 1)
        Helped = true;
      for (size_t I = Begin; I < End; ++I)
        Out << I << (I % 7 ? "," : "\n");
    });
    OS << ']';
    EXPECT_EQ(OS.str(), "[" + Expected + "]") << N;
    if (N >= 20000 && std::thread::hardware_concurrency() >= 2) {
      EXPECT_TRUE(Helped) << N;
    }
  }
}

TEST(OutputTest, PrintInOrderPassesOnExceptions) {
  for (unsigned Failing : {0u, 1u}) {
    OStream OS;
    bool Caught = false;
    try {
      printInOrder(OS, 50000, [&](OStream &Out, size_t Begin, size_t End, unsigned Thread) {
        // With one core everything runs as thread 0.
        if (Thread == Failing || std::thread::hardware_concurrency() < 2)
          throw std::runtime_error("stop");
        Out << Begin << '-' << End;
      });
    } catch (const std::runtime_error &) {
      Caught = true;
    }
    EXPECT_TRUE(Caught) << Failing;
  }
}
