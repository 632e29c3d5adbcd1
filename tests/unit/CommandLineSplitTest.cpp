//===- CommandLineSplitTest.cpp - Batch lines and response files ----------===//
//
// The driver's splitting of a --batch line (shell quoting) and of a
// response file into arguments (tools/tblgen/CommandLineSplit.h).
//
//===----------------------------------------------------------------------===//

#include "CommandLineSplit.h"

#include <gtest/gtest.h>

using namespace tblgen::driver;

namespace {

std::vector<std::string> words(std::string_view Line) {
  std::vector<std::string> W;
  std::string Err;
  EXPECT_TRUE(splitShellWords(Line, W, Err)) << Err;
  return W;
}

std::string failure(std::string_view Line) {
  std::vector<std::string> W;
  std::string Err;
  EXPECT_FALSE(splitShellWords(Line, W, Err));
  return Err;
}

using V = std::vector<std::string>;

TEST(BatchLineTest, BlanksSeparate) {
  EXPECT_EQ(words("-gen-vt  -I dir\tin.td -o out.inc"),
            (V{"-gen-vt", "-I", "dir", "in.td", "-o", "out.inc"}));
  EXPECT_EQ(words("   "), V{});
  EXPECT_EQ(words(""), V{});
  EXPECT_EQ(words("a\r"), V{"a"});
}

TEST(BatchLineTest, Comments) {
  EXPECT_EQ(words("# a whole-line comment"), V{});
  EXPECT_EQ(words("   # indented"), V{});
  EXPECT_EQ(words("-o x # trailing"), (V{"-o", "x"}));
  // '#' inside a word is an ordinary character.
  EXPECT_EQ(words("-Dx#y a#"), (V{"-Dx#y", "a#"}));
  EXPECT_EQ(words("'#' \"#\" \\#"), (V{"#", "#", "#"}));
}

TEST(BatchLineTest, SingleQuotesAreLiteral) {
  EXPECT_EQ(words("-o 'with space.inc'"), (V{"-o", "with space.inc"}));
  EXPECT_EQ(words("'a\\b' 'c\"d'"), (V{"a\\b", "c\"d"}));
  EXPECT_EQ(words("''"), V{""});
  EXPECT_EQ(words("pre'mid'post"), V{"premidpost"});
}

TEST(BatchLineTest, DoubleQuotes) {
  EXPECT_EQ(words("\"a b\" \"c\\\"d\" \"e\\\\f\" \"g\\h\""),
            (V{"a b", "c\"d", "e\\f", "g\\h"}));
  EXPECT_EQ(words("\"\\$x\" \"it's\""), (V{"$x", "it's"}));
  EXPECT_EQ(words("\"\""), V{""});
}

TEST(BatchLineTest, Backslash) {
  EXPECT_EQ(words("a\\ b c"), (V{"a b", "c"}));
  EXPECT_EQ(words("\\'x"), V{"'x"});
}

TEST(BatchLineTest, WhatShlexQuoteWrites) {
  // Python's shlex.quote wraps in '...' and writes a quote as '"'"'.
  EXPECT_EQ(words("'it'\"'\"'s' plain"), (V{"it's", "plain"}));
}

TEST(BatchLineTest, Errors) {
  EXPECT_EQ(failure("-o 'open"), "unterminated single quote");
  EXPECT_EQ(failure("-o \"open"), "unterminated double quote");
  EXPECT_EQ(failure("-o x\\"), "a backslash ends the line");
}

TEST(ResponseFileTest, Tokens) {
  std::vector<std::string> W;
  tokenizeResponseFile("-I dir\n\"a b\" 'c d' e\\ f\n", W);
  EXPECT_EQ(W, (V{"-I", "dir", "a b", "c d", "e f"}));
}

} // namespace
