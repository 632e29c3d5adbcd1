//===- LexerTest.cpp - Lexer, SourceMgr and Diagnostics tests -------------===//

#include "lex/Lexer.h"
#include "tblgen/Error.h"
#include "tblgen/SourceMgr.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

using namespace tblgen;

namespace {

/// Captures everything written to a FILE*.
class Capture {
public:
  Capture() : F(open_memstream(&Buf, &Len)) {}
  ~Capture() {
    std::fclose(F);
    std::free(Buf);
  }
  FILE *file() const { return F; }
  std::string text() {
    std::fflush(F);
    return std::string(Buf, Len);
  }

private:
  char *Buf = nullptr;
  size_t Len = 0;
  FILE *F;
};

/// A lexer over one in-memory buffer named "t.td".
struct LexRun {
  SourceMgr SM;
  Capture Out;
  Diagnostics D{SM, Out.file()};
  std::unique_ptr<Lexer> L;
  unsigned Main = 0;

  explicit LexRun(const std::string &Text,
                  const std::vector<std::string> &Defines = {},
                  const std::vector<std::string> &IncludeDirs = {}) {
    SM.IncludeDirs = IncludeDirs;
    Main = SM.addBuffer("t.td", Text, SrcLoc());
    L = std::make_unique<Lexer>(SM, D, Defines);
    L->start(Main);
  }

  Tok lex() { return L->lex(); }
  std::string diags() { return Out.text(); }
  SourceMgr::LineCol lc() const { return SM.lineCol(L->loc()); }
  /// Lexes everything, returning the kinds (ending with Eof or Error).
  std::vector<Tok> all() {
    std::vector<Tok> Ks;
    for (;;) {
      Tok K = L->lex();
      Ks.push_back(K);
      if (K == Tok::Eof || K == Tok::Error)
        return Ks;
    }
  }
};

/// A scratch directory removed at the end of the test.
struct TempDir {
  std::filesystem::path Path;
  TempDir() {
    std::string Tmpl =
        (std::filesystem::temp_directory_path() / "tblgen-lexer-XXXXXX").string();
    Path = mkdtemp(Tmpl.data());
  }
  ~TempDir() {
    std::error_code EC;
    std::filesystem::remove_all(Path, EC);
  }
  std::string write(const std::string &Name, const std::string &Text) const {
    std::filesystem::path P = Path / Name;
    std::filesystem::create_directories(P.parent_path());
    std::ofstream(P, std::ios::binary) << Text;
    return P.string();
  }
  std::string str() const { return Path.string(); }
};

/// The error expected for one single bad token: message and caret line.
std::string located(const std::string &Pos, const std::string &Msg,
                    const std::string &Line, const std::string &Caret,
                    const char *Kind = "error") {
  return "t.td:" + Pos + ": " + Kind + ": " + Msg + "\n" + Line + "\n" +
         Caret + "\n";
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

TEST(Lexer, Punctuation) {
  LexRun R("- + [ ] { } ( ) < > : ; , . = ? # ...");
  std::vector<Tok> Want = {
      Tok::Minus,  Tok::Plus,    Tok::LSquare, Tok::RSquare, Tok::LBrace,
      Tok::RBrace, Tok::LParen,  Tok::RParen,  Tok::Less,    Tok::Greater,
      Tok::Colon,  Tok::Semi,    Tok::Comma,   Tok::Dot,     Tok::Equal,
      Tok::Question, Tok::Paste, Tok::DotDotDot, Tok::Eof};
  EXPECT_EQ(R.all(), Want);
  EXPECT_EQ(R.diags(), "");
}

TEST(Lexer, KeywordsAndIdentifiers) {
  LexRun R("assert bit bits class code dag def defm defset deftype defvar "
           "dump else false field foreach if in int let list multiclass "
           "string then true Foo _x a1_b2 definitely");
  std::vector<Tok> Want = {
      Tok::Assert,  Tok::Bit,     Tok::Bits,   Tok::Class,  Tok::Code,
      Tok::Dag,     Tok::Def,     Tok::Defm,   Tok::Defset, Tok::Deftype,
      Tok::Defvar,  Tok::Dump,    Tok::Else,   Tok::False,  Tok::Field,
      Tok::Foreach, Tok::If,      Tok::In,     Tok::Int,    Tok::Let,
      Tok::List,    Tok::MultiClass, Tok::String, Tok::Then, Tok::True};
  for (Tok K : Want)
    EXPECT_EQ(R.lex(), K);
  for (const char *Id : {"Foo", "_x", "a1_b2", "definitely"}) {
    EXPECT_EQ(R.lex(), Tok::Id);
    EXPECT_EQ(R.L->strVal(), Id);
  }
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Lexer, IdentifiersStartingWithDigits) {
  LexRun R("1st 5abc 12_ 0x 0xg 0b 0b2 007q");
  for (const char *Id : {"1st", "5abc", "12_", "0x", "0xg", "0b", "0b2", "007q"}) {
    EXPECT_EQ(R.lex(), Tok::Id) << Id;
    EXPECT_EQ(R.L->strVal(), Id);
  }
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Lexer, Locations) {
  LexRun R("def\n  Foo :\tBar;");
  EXPECT_EQ(R.lex(), Tok::Def);
  EXPECT_EQ(R.lc().Line, 1u);
  EXPECT_EQ(R.lc().Col, 1u);
  EXPECT_EQ(R.L->endLoc().Raw - R.L->loc().Raw, 3u);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lc().Line, 2u);
  EXPECT_EQ(R.lc().Col, 3u);
  EXPECT_EQ(R.lex(), Tok::Colon);
  EXPECT_EQ(R.lc().Col, 7u);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lc().Col, 9u);
  EXPECT_EQ(R.lex(), Tok::Semi);
  EXPECT_EQ(R.lex(), Tok::Eof);
  EXPECT_EQ(R.lc().Col, 13u);
  // Eof is sticky.
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Lexer, PeekChar) {
  LexRun R("a \n\t # b");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->peekChar(), '#');
  EXPECT_EQ(R.lex(), Tok::Paste);
  EXPECT_EQ(R.L->peekChar(), 'b');
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->peekChar(), '\0');
}

TEST(Lexer, VarNameDotsPasteBang) {
  LexRun R("$x $_a1 ... . # !add !cond !con !getdagop !listflatten !tolower");
  EXPECT_EQ(R.lex(), Tok::VarName);
  EXPECT_EQ(R.L->strVal(), "x");
  EXPECT_EQ(R.lex(), Tok::VarName);
  EXPECT_EQ(R.L->strVal(), "_a1");
  EXPECT_EQ(R.lex(), Tok::DotDotDot);
  EXPECT_EQ(R.lex(), Tok::Dot);
  EXPECT_EQ(R.lex(), Tok::Paste);
  EXPECT_EQ(R.lex(), Tok::XAdd);
  EXPECT_EQ(R.lex(), Tok::XCond);
  EXPECT_EQ(R.lex(), Tok::XCon);
  EXPECT_EQ(R.lex(), Tok::XGetDagOp);
  EXPECT_EQ(R.lex(), Tok::XListFlatten);
  EXPECT_EQ(R.lex(), Tok::XToLower);
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Lexer, AllBangOperators) {
  struct {
    const char *Text;
    Tok Kind;
  } Ops[] = {
#define BANG(Name, Spelling) {"!" Spelling, Tok::Name},
#include "lex/Tokens.def"
  };
  for (auto &Op : Ops) {
    LexRun R(Op.Text);
    EXPECT_EQ(R.lex(), Op.Kind) << Op.Text;
    EXPECT_EQ(tokName(Op.Kind), Op.Text);
  }
  // Deprecated spellings are gone in LLVM 22.
  LexRun R("!getop");
  EXPECT_EQ(R.lex(), Tok::Error);
}

TEST(Lexer, TokName) {
  EXPECT_EQ(tokName(Tok::Id), "identifier");
  EXPECT_EQ(tokName(Tok::LSquare), "'['");
  EXPECT_EQ(tokName(Tok::DotDotDot), "'...'");
  EXPECT_EQ(tokName(Tok::Def), "'def'");
  EXPECT_EQ(tokName(Tok::XAdd), "!add");
  EXPECT_EQ(tokName(Tok::Eof), "end of file");
  EXPECT_EQ(tokName(Tok::StrVal), "string");
}

//===----------------------------------------------------------------------===//
// Numbers
//===----------------------------------------------------------------------===//

TEST(Lexer, Integers) {
  LexRun R("0 42 0x1F 0xffFF 0b101 0b0010 +7 -7 -0 "
           "18446744073709551615 -9223372036854775808 9223372036854775807");
  auto Int = [&](int64_t V) {
    EXPECT_EQ(R.lex(), Tok::IntVal);
    EXPECT_EQ(R.L->intVal(), V);
  };
  auto Bin = [&](int64_t V, unsigned W) {
    EXPECT_EQ(R.lex(), Tok::BinaryIntVal);
    EXPECT_EQ(R.L->intVal(), V);
    EXPECT_EQ(R.L->binaryWidth(), W);
  };
  Int(0);
  Int(42);
  Int(0x1F);
  Int(0xFFFF);
  Bin(5, 3);
  Bin(2, 4);
  Int(7);
  Int(-7);
  Int(0);
  Int(-1);
  Int(INT64_MIN);
  Int(INT64_MAX);
  EXPECT_EQ(R.lex(), Tok::Eof);
  EXPECT_EQ(R.diags(), "");
}

TEST(Lexer, SignedIntegersAndSigns) {
  LexRun R("0-3 a+5 - + -x 1-2-3");
  EXPECT_EQ(R.lex(), Tok::IntVal);
  EXPECT_EQ(R.L->intVal(), 0);
  EXPECT_EQ(R.lex(), Tok::IntVal);
  EXPECT_EQ(R.L->intVal(), -3);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lex(), Tok::IntVal);
  EXPECT_EQ(R.L->intVal(), 5);
  EXPECT_EQ(R.lex(), Tok::Minus);
  EXPECT_EQ(R.lex(), Tok::Plus);
  EXPECT_EQ(R.lex(), Tok::Minus);
  EXPECT_EQ(R.lex(), Tok::Id);
  for (int64_t V : {1, -2, -3}) {
    EXPECT_EQ(R.lex(), Tok::IntVal);
    EXPECT_EQ(R.L->intVal(), V);
  }
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Lexer, NumberBoundaries) {
  // A hex/binary number ends at the first non-digit; the rest is lexed on.
  LexRun R("0x1G 0b1012 00x1F 10x5 -0x10 0b0b1");
  EXPECT_EQ(R.lex(), Tok::IntVal);
  EXPECT_EQ(R.L->intVal(), 1);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "G");
  EXPECT_EQ(R.lex(), Tok::BinaryIntVal);
  EXPECT_EQ(R.L->intVal(), 5);
  EXPECT_EQ(R.lex(), Tok::IntVal);
  EXPECT_EQ(R.L->intVal(), 2);
  EXPECT_EQ(R.lex(), Tok::IntVal); // "00"
  EXPECT_EQ(R.L->intVal(), 0);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "x1F");
  EXPECT_EQ(R.lex(), Tok::IntVal); // "10"
  EXPECT_EQ(R.L->intVal(), 10);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lex(), Tok::IntVal); // "-0"
  EXPECT_EQ(R.lex(), Tok::Id);     // "x10"
  EXPECT_EQ(R.lex(), Tok::BinaryIntVal);
  EXPECT_EQ(R.L->binaryWidth(), 1u);
  EXPECT_EQ(R.lex(), Tok::Id); // "b1"
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Lexer, WideBinaryWithLeadingZeros) {
  std::string Digits = std::string(70, '0') + "1";
  LexRun R("0b" + Digits);
  EXPECT_EQ(R.lex(), Tok::BinaryIntVal);
  EXPECT_EQ(R.L->intVal(), 1);
  EXPECT_EQ(R.L->binaryWidth(), 71u);
}

TEST(Lexer, NumberOutOfRange) {
  for (const char *Text :
       {"18446744073709551616", "99999999999999999999", "-9223372036854775809",
        "0x10000000000000000",
        "0b11111111111111111111111111111111111111111111111111111111111111111"}) {
    LexRun R(Text);
    EXPECT_EQ(R.lex(), Tok::Error) << Text;
    EXPECT_EQ(R.lc().Col, 1u);
    EXPECT_EQ(R.diags(), located("1:1", "number out of range", Text, "^"));
  }
}

//===----------------------------------------------------------------------===//
// Strings, code fragments
//===----------------------------------------------------------------------===//

TEST(Lexer, Strings) {
  LexRun R(R"("" "abc" "a\\b\'c\"d\te\nf" "x"  "it's")");
  for (const char *S : {"", "abc", "a\\b'c\"d\te\nf", "x", "it's"}) {
    EXPECT_EQ(R.lex(), Tok::StrVal);
    EXPECT_EQ(R.L->strVal(), S);
  }
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Lexer, StringErrors) {
  {
    LexRun R("x = \"abc");
    R.lex();
    R.lex();
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.lc().Col, 5u); // The Error token is at the quote.
    EXPECT_EQ(R.diags(), located("1:6", "end of file in string literal",
                                 "x = \"abc", "     ^"));
  }
  {
    LexRun R("\"ab\ncd\"");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.diags(),
              located("1:2", "end of line in string literal", "\"ab", " ^"));
  }
  {
    LexRun R("\"ab\\qc\"");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.diags(), located("1:5", "invalid escape in string literal",
                                 "\"ab\\qc\"", "    ^"));
  }
  {
    LexRun R("\"ab\\\ncd\"");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.diags(),
              located("1:5", "escaped newlines not supported in tblgen",
                      "\"ab\\", "    ^"));
  }
  {
    LexRun R("\"ab\\");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.diags(), located("1:2", "end of file in string literal",
                                 "\"ab\\", " ^"));
  }
}

// Literals and code fragments are scanned sixteen bytes at a time: every
// stop character at every offset from the start of a block, and texts
// ending at every offset before the end of the buffer.
TEST(Lexer, StringsAndCodeAtEveryOffset) {
  for (size_t Lead = 0; Lead < 20; ++Lead)
    for (size_t Len = 0; Len < 40; ++Len) {
      std::string Body(Len, 'a');
      for (size_t I = 0; I < Len; ++I)
        Body[I] = char('a' + I % 26);
      std::string Pad(Lead, ' ');
      {
        LexRun R(Pad + "\"" + Body + "\"");
        EXPECT_EQ(R.lex(), Tok::StrVal);
        EXPECT_EQ(R.L->strVal(), Body);
        EXPECT_EQ(R.lex(), Tok::Eof);
      }
      {
        LexRun R(Pad + "\"" + Body + "\\n" + Body + "\" x");
        EXPECT_EQ(R.lex(), Tok::StrVal);
        EXPECT_EQ(R.L->strVal(), Body + "\n" + Body);
        EXPECT_EQ(R.lex(), Tok::Id);
      }
      {
        LexRun R(Pad + "\"" + Body + "\n\"");
        EXPECT_EQ(R.lex(), Tok::Error);
        EXPECT_NE(R.diags().find("end of line in string literal"), std::string::npos);
      }
      {
        LexRun R(Pad + "\"" + Body);
        EXPECT_EQ(R.lex(), Tok::Error);
        EXPECT_NE(R.diags().find("end of file in string literal"), std::string::npos);
      }
      {
        LexRun R(Pad + "[{" + Body + "} " + Body + "}]");
        EXPECT_EQ(R.lex(), Tok::CodeFragment);
        EXPECT_EQ(R.L->strVal(), Body + "} " + Body);
        EXPECT_EQ(R.lex(), Tok::Eof);
      }
      {
        LexRun R(Pad + "[{" + Body + "}");
        EXPECT_EQ(R.lex(), Tok::Error);
        EXPECT_NE(R.diags().find("unterminated code block"), std::string::npos);
      }
    }
}

TEST(Lexer, StringKeepsStrayNul) {
  LexRun R(std::string("\"a\0b\"", 5));
  EXPECT_EQ(R.lex(), Tok::StrVal);
  EXPECT_EQ(R.L->strVal(), std::string("a\0b", 3));
  EXPECT_EQ(R.diags(), "");
}

TEST(Lexer, CodeFragments) {
  LexRun R("[{ a } b ]\n c }] [ [{}] [{x}}]y}]");
  EXPECT_EQ(R.lex(), Tok::CodeFragment);
  EXPECT_EQ(R.L->strVal(), " a } b ]\n c ");
  EXPECT_EQ(R.lex(), Tok::LSquare);
  EXPECT_EQ(R.lex(), Tok::CodeFragment);
  EXPECT_EQ(R.L->strVal(), "");
  // The character after a '}' is consumed, so "}}]" does not end a fragment.
  EXPECT_EQ(R.lex(), Tok::CodeFragment);
  EXPECT_EQ(R.L->strVal(), "x}}]y");
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Lexer, UnterminatedCode) {
  LexRun R("  [{ abc }\n");
  EXPECT_EQ(R.lex(), Tok::Error);
  EXPECT_EQ(R.lc().Col, 3u);
  EXPECT_EQ(R.diags(),
            located("1:3", "unterminated code block", "  [{ abc }", "  ^"));
}

//===----------------------------------------------------------------------===//
// Comments, whitespace, bad characters
//===----------------------------------------------------------------------===//

TEST(Lexer, Comments) {
  LexRun R("a // line */ comment\nb /* c /* nested */ still */ c\r\n// end");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "b");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "c");
  EXPECT_EQ(R.lex(), Tok::Eof);
  EXPECT_EQ(R.diags(), "");
}

TEST(Lexer, UnterminatedComment) {
  LexRun R("a\n /* x /* y */\n");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lex(), Tok::Error);
  EXPECT_EQ(R.diags(),
            located("2:2", "unterminated comment", " /* x /* y */", " ^"));
}

TEST(Lexer, SimpleErrors) {
  struct {
    const char *Text, *Msg, *Pos, *Caret;
  } Cases[] = {
      {"a @", "unexpected character", "1:3", "  ^"},
      {"a / b", "unexpected character", "1:3", "  ^"},
      {"\x01", "unexpected character", "1:1", "^"},
      {"a..b", "invalid '..' punctuation", "1:2", " ^"},
      {"$1", "invalid variable name", "1:1", "^"},
      {"x !", "invalid \"!operator\"", "1:3", "  ^"},
      {"!1", "invalid \"!operator\"", "1:1", "^"},
      {"(!foo", "unknown operator", "1:2", " ^"},
      {"\f", "unexpected character", "1:1", "^"},
  };
  for (auto &C : Cases) {
    LexRun R(C.Text);
    std::vector<Tok> Ks = R.all();
    EXPECT_EQ(Ks.back(), Tok::Error) << C.Text;
    EXPECT_EQ(R.diags(), located(C.Pos, C.Msg, C.Text, C.Caret)) << C.Text;
  }
}

TEST(Lexer, ErrorIsSticky) {
  LexRun R("@ a b");
  EXPECT_EQ(R.lex(), Tok::Error);
  SrcLoc Loc = R.L->loc();
  EXPECT_EQ(R.lex(), Tok::Error);
  EXPECT_EQ(R.lex(), Tok::Error);
  EXPECT_EQ(R.L->loc(), Loc);
  EXPECT_EQ(R.D.errorCount(), 1u);
}

TEST(Lexer, NulCharacterIsASpace) {
  LexRun R(std::string("a\0b /* \0 */ c", 13));
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "b");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lex(), Tok::Eof);
  EXPECT_EQ(R.D.errorCount(), 2u);
  std::string Out = R.diags();
  EXPECT_NE(Out.find("t.td:1:2: error: NUL character is invalid in source; "
                     "treated as space\n"),
            std::string::npos);
  // Inside a comment it is reported at the comment's start.
  EXPECT_NE(Out.find("t.td:1:5: error: NUL character"), std::string::npos);
}

TEST(Lexer, NonAsciiAndCarriageReturns) {
  {
    // Lines with non-ASCII bytes are printed without a caret line.
    LexRun R("\xc3\xa9");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.diags(), "t.td:1:1: error: unexpected character\n\xc3\xa9\n");
  }
  {
    // '\r' alone breaks lines for the lexer and the printed line, but the
    // line number counts only '\n'.
    LexRun R("\r\r @");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.diags(), located("1:2", "unexpected character", " @", " ^"));
  }
}

TEST(Lexer, RandomBytesNeverCrash) {
  uint32_t Seed = 12345;
  auto Rand = [&] {
    Seed = Seed * 1103515245u + 12345u;
    return Seed >> 16;
  };
  const char *Pieces[] = {"#ifdef X\n", "#else\n", "#endif\n", "#define X\n",
                          "/*", "*/", "//", "\n", "\r", "\"", "\\", "[{",
                          "}]", "$", "!", "..", "0x", "0b", "1", "-", "a",
                          "#", "include ", " "};
  for (int I = 0; I < 2000; ++I) {
    std::string Text;
    for (unsigned N = Rand() % 30; N; --N) {
      if (Rand() % 4 == 0)
        Text.push_back(char(Rand() & 0xFF));
      else
        Text += Pieces[Rand() % (sizeof(Pieces) / sizeof(*Pieces))];
    }
    LexRun R(Text);
    R.D.setQuiet(true);
    std::vector<Tok> Ks = R.all();
    ASSERT_FALSE(Ks.empty());
  }
}

//===----------------------------------------------------------------------===//
// Include files
//===----------------------------------------------------------------------===//

TEST(Lexer, IncludeFromIncludeDirs) {
  TempDir T;
  T.write("inc/lexertest_a.td", "a1 include \"lexertest_b.td\" a2");
  T.write("inc2/lexertest_b.td", "b1");
  T.write("inc2/lexertest_a.td", "wrong");
  LexRun R("x include \"lexertest_a.td\" y", {}, {T.str() + "/inc", T.str() + "/inc2/"});
  std::vector<std::string> Ids;
  Tok K;
  while ((K = R.lex()) == Tok::Id)
    Ids.emplace_back(R.L->strVal());
  EXPECT_EQ(K, Tok::Eof);
  EXPECT_EQ(Ids, (std::vector<std::string>{"x", "a1", "b1", "a2", "y"}));
  EXPECT_EQ(R.SM.Dependencies, (std::vector<std::string>{
                                   T.str() + "/inc/lexertest_a.td", T.str() + "/inc2/lexertest_b.td"}));
  EXPECT_EQ(R.SM.numBuffers(), 3u);
  EXPECT_EQ(R.SM.buffer(1).Name, T.str() + "/inc/lexertest_a.td");
  EXPECT_EQ(R.diags(), "");
}

TEST(Lexer, IncludeNotFound) {
  LexRun R("include \"tblgen-no-such-file.td\"\n");
  EXPECT_EQ(R.lex(), Tok::Error);
  EXPECT_EQ(R.lc().Col, 9u);
  EXPECT_EQ(R.diags(),
            located("1:9", "could not find include file 'tblgen-no-such-file.td'",
                    "include \"tblgen-no-such-file.td\"", "        ^"));
}

TEST(Lexer, IncludeNeedsAString) {
  {
    LexRun R("include foo");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.diags(), located("1:9", "expected filename after include",
                                 "include foo", "        ^"));
  }
  {
    LexRun R("include");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.diags(), located("1:8", "expected filename after include",
                                 "include", "       ^"));
  }
  {
    // An error in the file name token is reported as such.
    LexRun R("include \"abc");
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_EQ(R.D.errorCount(), 1u);
    EXPECT_NE(R.diags().find("end of file in string literal"), std::string::npos);
  }
}

TEST(Lexer, IncludeStackInMessages) {
  TempDir T;
  T.write("lexertest_mid.td", "include \"lexertest_bad.td\"\n");
  T.write("lexertest_bad.td", "\n  @\n");
  LexRun R("\ninclude \"lexertest_mid.td\"\n", {}, {T.str()});
  EXPECT_EQ(R.lex(), Tok::Error);
  EXPECT_EQ(R.diags(), "Included from t.td:2:\n"
                       "Included from " + T.str() + "/lexertest_mid.td:1:\n" +
                       T.str() + "/lexertest_bad.td:2:3: error: unexpected character\n"
                       "  @\n"
                       "  ^\n");
}

TEST(Lexer, EmptyIncludeAndLineStart) {
  TempDir T;
  T.write("empty.td", "");
  T.write("defs.td", "#define FROM_INC\n");
  // After an include the rest of the includer's line is not at a line
  // start: '#' there is a paste. The first line of an included file is.
  LexRun R("include \"empty.td\" #ifdef\ninclude \"defs.td\"\n#ifdef FROM_INC\n"
           "ok\n#endif\n",
           {}, {T.str()});
  EXPECT_EQ(R.lex(), Tok::Paste);
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "ifdef");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "ok");
  EXPECT_EQ(R.lex(), Tok::Eof);
  EXPECT_EQ(R.diags(), "");
}

TEST(Lexer, IncludeCycleIsAnError) {
  TempDir T;
  T.write("self.td", "include \"self.td\"\n");
  LexRun R("include \"self.td\"\n", {}, {T.str()});
  R.D.setQuiet(true);
  EXPECT_EQ(R.lex(), Tok::Error);
  EXPECT_EQ(R.D.errorCount(), 1u);
  // Each message carries the whole include stack; check only the last line.
  R.D.setQuiet(false);
  R.D.error(R.L->loc(), "probe");
  std::string Out = R.diags();
  EXPECT_NE(Out.find(T.str() + "/self.td:1:9: error: probe"), std::string::npos);
}

TEST(Lexer, GuardedSelfIncludeTerminates) {
  TempDir T;
  T.write("g.td", "#ifndef G\n#define G\ninclude \"g.td\"\n#endif\nx\n");
  LexRun R("include \"g.td\"", {}, {T.str()});
  EXPECT_EQ(R.lex(), Tok::Id); // x, from the nested copy
  EXPECT_EQ(R.lex(), Tok::Id); // x, from the outer copy
  EXPECT_EQ(R.lex(), Tok::Eof);
  EXPECT_EQ(R.diags(), "");
}

TEST(Lexer, ConditionalsMustCloseInTheirFile) {
  TempDir T;
  T.write("open.td", "#ifndef X\n");
  T.write("close.td", "#endif\n");
  {
    LexRun R("include \"open.td\"\nx", {}, {T.str()});
    EXPECT_EQ(R.lex(), Tok::Eof);
    EXPECT_EQ(R.D.errorCount(), 2u);
    std::string Out = R.diags();
    EXPECT_NE(Out.find(T.str() +
                       "/open.td:2:1: error: reached EOF without matching #endif"),
              std::string::npos);
    EXPECT_NE(Out.find(T.str() + "/open.td:1:9: error: the latest preprocessor "
                                 "control is here"),
              std::string::npos);
  }
  {
    LexRun R("#ifndef X\ninclude \"close.td\"\n", {}, {T.str()});
    EXPECT_EQ(R.lex(), Tok::Error);
    EXPECT_NE(R.diags().find("close.td:1:2: error: #endif without #ifdef"),
              std::string::npos);
  }
}

//===----------------------------------------------------------------------===//
// Preprocessor
//===----------------------------------------------------------------------===//

std::vector<std::string> ids(LexRun &R) {
  std::vector<std::string> Out;
  Tok K;
  while ((K = R.lex()) == Tok::Id)
    Out.emplace_back(R.L->strVal());
  EXPECT_EQ(K, Tok::Eof);
  return Out;
}

TEST(Preprocessor, IfdefElseEndif) {
  const char *Text = "#ifdef A\n a1\n#else\n a2\n#endif\n"
                     "#ifndef A\n b1\n#else\n b2\n#endif\n"
                     "#ifdef A\n #ifdef B\n  c1\n #else\n  c2\n #endif\n#endif\n";
  {
    LexRun R(Text);
    EXPECT_EQ(ids(R), (std::vector<std::string>{"a2", "b1"}));
  }
  {
    LexRun R(Text, {"A"});
    EXPECT_EQ(ids(R), (std::vector<std::string>{"a1", "b2", "c2"}));
  }
  {
    LexRun R(Text, {"A", "B"});
    EXPECT_EQ(ids(R), (std::vector<std::string>{"a1", "b2", "c1"}));
  }
  {
    LexRun R(std::string("#define A\n#define B // c\n") + Text);
    EXPECT_EQ(ids(R), (std::vector<std::string>{"a1", "b2", "c1"}));
  }
}

TEST(Preprocessor, SkippedRegionsAreNotTokenized) {
  LexRun R("#ifdef NOPE\n @@ \"unterminated\n [{ \n #define INNER\n"
           "/* #endif */\n#endif\n#ifdef INNER\nbad\n#endif\nok");
  EXPECT_EQ(ids(R), (std::vector<std::string>{"ok"}));
  EXPECT_EQ(R.diags(), "");
}

TEST(Preprocessor, DirectiveSpellings) {
  // Blanks and block comments may precede '#'; comments may follow.
  LexRun R("  /* c */ #ifdef X // c\nno\n\t#else/**/\nyes\n#endif// c\n"
           "a #ifdef X\n#ifdefX\n");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "yes");
  EXPECT_EQ(R.lex(), Tok::Id); // a
  EXPECT_EQ(R.lex(), Tok::Paste); // not at a line start
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "ifdef");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lex(), Tok::Paste); // "#ifdefX" is not a directive
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.L->strVal(), "ifdefX");
  EXPECT_EQ(R.lex(), Tok::Eof);
}

TEST(Preprocessor, MacroNamedInclude) {
  LexRun R("#define include\n#ifdef include\nok\n#endif\n");
  EXPECT_EQ(ids(R), (std::vector<std::string>{"ok"}));
}

TEST(Preprocessor, DuplicateDefineWarns) {
  LexRun R("#define X\n#define X\n", {"Y"});
  EXPECT_EQ(R.lex(), Tok::Eof);
  EXPECT_EQ(R.D.errorCount(), 0u);
  EXPECT_EQ(R.diags(), located("2:9", "duplicate definition of macro: X",
                               "#define X", "        ^", "warning"));
  // A -D macro defined again is also a duplicate.
  LexRun R2("#define Y\n", {"Y"});
  EXPECT_EQ(R2.lex(), Tok::Eof);
  EXPECT_NE(R2.diags().find("duplicate definition of macro: Y"),
            std::string::npos);
}

TEST(Preprocessor, Errors) {
  struct {
    const char *Text;
    std::string Expected;
    unsigned ErrLine, ErrCol; // Where the Error token is.
  } Cases[] = {
      {"#else\n", located("1:2", "#else without #ifdef or #ifndef", "#else", " ^"),
       1, 2},
      {"#endif\n", located("1:2", "#endif without #ifdef", "#endif", " ^"), 1, 2},
      {"#ifdef X\n#else\n#else\n#endif\n",
       located("3:2", "double #else", "#else", " ^") +
           located("2:2", "previous #else is here", "#else", " ^"),
       3, 2},
      {"#ifdef\n", located("1:7", "expected macro name after #ifdef", "#ifdef",
                           "      ^"),
       1, 7},
      {"#ifndef 1X\n", located("1:9", "expected macro name after #ifndef",
                               "#ifndef 1X", "        ^"),
       1, 9},
      {"#define\n", located("1:8", "expected macro name after #define", "#define",
                            "       ^"),
       1, 8},
      {"#ifdef X Y\n", located("1:10", "only comments are supported after #ifdef NAME",
                               "#ifdef X Y", "         ^"),
       1, 10},
      {"#ifndef X Y\n", located("1:11", "only comments are supported after #ifndef NAME",
                                "#ifndef X Y", "          ^"),
       1, 11},
      {"#define X Y\n", located("1:11", "only comments are supported after #define NAME",
                                "#define X Y", "          ^"),
       1, 11},
      {"#ifdef X\n#else Y\n", located("2:7", "only comments are supported after #else",
                                      "#else Y", "      ^"),
       2, 7},
      {"#define X\n#ifdef X\n#endif Y\n",
       located("3:8", "only comments are supported after #endif", "#endif Y",
               "       ^"),
       3, 8},
      {"#ifdef X /x\n", located("1:10", "unexpected character", "#ifdef X /x",
                                "         ^") +
                            located("1:10", "only comments are supported after #ifdef NAME",
                                    "#ifdef X /x", "         ^"),
       1, 10},
      {"#ifdef X\n", located("2:1", "reached EOF without matching #endif", "", "^") +
                         located("1:8", "the latest preprocessor control is here",
                                 "#ifdef X", "       ^"),
       2, 1},
      {"#ifdef X\n/* open\n", located("2:1", "unterminated comment", "/* open", "^"),
       2, 1},
  };
  for (auto &C : Cases) {
    LexRun R(C.Text);
    EXPECT_EQ(R.all().back(), Tok::Error) << C.Text;
    EXPECT_EQ(R.diags(), C.Expected) << C.Text;
    EXPECT_EQ(R.lc().Line, C.ErrLine) << C.Text;
    EXPECT_EQ(R.lc().Col, C.ErrCol) << C.Text;
  }
}

TEST(Preprocessor, OpenConditionalAtEndOfLiveFile) {
  LexRun R("#define X\n#ifdef X\nok\n");
  EXPECT_EQ(R.lex(), Tok::Id);
  EXPECT_EQ(R.lex(), Tok::Eof);
  EXPECT_EQ(R.diags(),
            located("4:1", "reached EOF without matching #endif", "", "^") +
                located("2:8", "the latest preprocessor control is here",
                        "#ifdef X", "       ^"));
}

TEST(Preprocessor, EndifWithoutNewlineAtEndOfFile) {
  // llvm-tblgen does not recognize a directive directly followed by the end
  // of the file (and crashes when skipping); we report the open #ifdef.
  LexRun R("#ifdef X\nfoo\n#endif");
  EXPECT_EQ(R.lex(), Tok::Error);
  EXPECT_EQ(R.D.errorCount(), 2u);
  EXPECT_NE(R.diags().find("t.td:3:7: error: reached EOF without matching #endif"),
            std::string::npos);
  LexRun R2("#define X\n#ifdef X\n#endif");
  EXPECT_EQ(R2.lex(), Tok::Paste);
}

TEST(Preprocessor, InvalidCommandLineMacro) {
  SourceMgr SM;
  Capture Out;
  Diagnostics D(SM, Out.file());
  EXPECT_THROW((Lexer(SM, D, {"OK", "1X"})), FatalError);
  EXPECT_EQ(Out.text(), "error: invalid macro name `1X` specified on command line\n");
}

//===----------------------------------------------------------------------===//
// SourceMgr and Diagnostics
//===----------------------------------------------------------------------===//

// Files are mapped when their size leaves room for the NUL sentinel in the
// last page, read otherwise; either way the buffer holds the file and ends
// in a NUL.
TEST(SourceMgr, FilesOfEverySize) {
  namespace fs = std::filesystem;
  fs::path Dir = fs::temp_directory_path() / ("tblgen-sm-" + std::to_string(::getpid()));
  fs::create_directories(Dir);
  for (size_t Size : {size_t(0), size_t(1), size_t(4095), size_t(4096), size_t(4097),
                      size_t(65536), size_t(100000)}) {
    std::string Text;
    for (size_t I = 0; I < Size; ++I)
      Text.push_back(I % 61 == 60 ? '\n' : char('a' + I % 26));
    fs::path P = Dir / ("f" + std::to_string(Size) + ".td");
    std::ofstream(P, std::ios::binary) << Text;
    SourceMgr SM;
    std::string Err;
    int Id = SM.addFile(P.string(), SrcLoc(), Err);
    ASSERT_GE(Id, 0) << Err;
    const auto &B = SM.buffer(unsigned(Id));
    EXPECT_EQ(B.size(), Size);
    EXPECT_EQ(B.Text.substr(0, Size), Text) << Size;
    EXPECT_EQ(B.Text[Size], '\0') << Size;
    // An include found through the include directories loads the same way.
    SM.IncludeDirs = {Dir.string()};
    std::string Full;
    int Inc = SM.addIncludeFile(P.filename().string(), SrcLoc(), Full);
    ASSERT_GE(Inc, 0);
    EXPECT_EQ(SM.buffer(unsigned(Inc)).Text.substr(0, Size), Text);
    EXPECT_EQ(SM.buffer(unsigned(Inc)).Text[Size], '\0');
  }
  fs::remove_all(Dir);
}

// A name included again gets a buffer of its own (its own locations) over
// the text first read: the file is not read again.
TEST(SourceMgr, IncludedAgainSharesText) {
  namespace fs = std::filesystem;
  fs::path Dir = fs::temp_directory_path() / ("tblgen-inc-" + std::to_string(::getpid()));
  fs::create_directories(Dir);
  std::ofstream(Dir / "again.td", std::ios::binary) << "class C;\n";
  SourceMgr SM;
  SM.IncludeDirs = {Dir.string()};
  std::string Full1, Full2;
  int First = SM.addIncludeFile("again.td", SrcLoc(), Full1);
  ASSERT_GE(First, 0);
  fs::remove(Dir / "again.td");
  int Second = SM.addIncludeFile("again.td", SM.locFor(unsigned(First), 2), Full2);
  ASSERT_GE(Second, 0);
  EXPECT_NE(First, Second);
  EXPECT_EQ(Full1, Full2);
  const auto &A = SM.buffer(unsigned(First));
  const auto &B = SM.buffer(unsigned(Second));
  EXPECT_EQ(A.Text, B.Text);
  EXPECT_EQ(B.Base, A.Base + A.Text.size());
  EXPECT_EQ(B.Name, A.Name);
  EXPECT_EQ(SM.Dependencies.size(), 2u);
  EXPECT_EQ(SM.findBuffer(SM.locFor(unsigned(Second), 1)), Second);
  std::string Missing;
  EXPECT_LT(SM.addIncludeFile("other.td", SrcLoc(), Missing), 0);
  fs::remove_all(Dir);
}

TEST(SourceMgr, Locations) {
  SourceMgr SM;
  unsigned A = SM.addBuffer("a.td", "ab\ncd", SrcLoc());
  unsigned B = SM.addBuffer("b.td", "", SrcLoc());
  unsigned C = SM.addBuffer("c.td", "x\n", SM.locFor(A, 3));
  EXPECT_EQ(SM.buffer(A).Base, 1u);
  EXPECT_EQ(SM.buffer(B).Base, 7u);
  EXPECT_EQ(SM.buffer(C).Base, 8u);
  EXPECT_EQ(SM.findBuffer(SrcLoc()), -1);
  EXPECT_EQ(SM.findBuffer(SrcLoc(1)), 0);
  EXPECT_EQ(SM.findBuffer(SrcLoc(6)), 0); // A's NUL sentinel
  EXPECT_EQ(SM.findBuffer(SrcLoc(7)), 1);
  EXPECT_EQ(SM.findBuffer(SrcLoc(10)), 2);
  EXPECT_EQ(SM.findBuffer(SrcLoc(11)), -1);
  EXPECT_EQ(*SM.pointer(SM.locFor(A, 3)), 'c');
  auto LC = SM.lineCol(SM.locFor(A, 4));
  EXPECT_EQ(LC.Line, 2u);
  EXPECT_EQ(LC.Col, 2u);
  EXPECT_EQ(SM.lineText(SM.locFor(A, 1)), "ab");
  EXPECT_EQ(SM.lineText(SM.locFor(A, 5)), "cd");
  EXPECT_EQ(SM.lineText(SM.locFor(B, 0)), "");
}

TEST(SourceMgr, AddFile) {
  TempDir T;
  std::string P = T.write("f.td", "def X;\n");
  SourceMgr SM;
  std::string Err;
  int Id = SM.addFile(P, SrcLoc(), Err);
  ASSERT_GE(Id, 0);
  EXPECT_EQ(SM.buffer(unsigned(Id)).Name, P);
  EXPECT_EQ(SM.buffer(unsigned(Id)).size(), 7u);
  EXPECT_EQ(SM.addFile(T.str() + "/missing.td", SrcLoc(), Err), -1);
  EXPECT_EQ(Err, "No such file or directory");
  EXPECT_EQ(SM.addFile(T.str(), SrcLoc(), Err), -1);
  EXPECT_EQ(Err, "Is a directory");
  EXPECT_TRUE(SM.Dependencies.empty());
}

TEST(SourceMgr, PrintMessageExpandsTabs) {
  SourceMgr SM;
  unsigned A = SM.addBuffer("a.td", "\tab\tc d", SrcLoc());
  std::string Out;
  SM.printMessage(Out, SM.locFor(A, 3), "error", "m");
  EXPECT_EQ(Out, "a.td:1:4: error: m\n"
                 "        ab      c d\n"
                 "          ^^^^^^\n");
  Out.clear();
  SM.printMessage(Out, SM.locFor(A, 6), "note", "n");
  EXPECT_EQ(Out, "a.td:1:7: note: n\n"
                 "        ab      c d\n"
                 "                  ^\n");
  Out.clear();
  SM.printMessage(Out, SrcLoc(), "warning", "w");
  EXPECT_EQ(Out, "<unknown>:0: warning: w\n");
}

TEST(Diagnostics, Formats) {
  SourceMgr SM;
  unsigned A = SM.addBuffer("a.td", "def X;\ndefm Y;\n", SrcLoc());
  Capture Out;
  Diagnostics D(SM, Out.file());
  D.error("plain");
  D.warning("careful");
  D.note("fyi");
  D.error({SM.locFor(A, 4), SM.locFor(A, 12)}, "multi");
  D.error(std::vector<SrcLoc>{}, "none");
  EXPECT_EQ(D.errorCount(), 3u);
  EXPECT_EQ(Out.text(), "error: plain\n"
                        "warning: careful\n"
                        "note: fyi\n"
                        "a.td:1:5: error: multi\n"
                        "def X;\n"
                        "    ^\n"
                        "a.td:2:6: note: instantiated from multiclass\n"
                        "defm Y;\n"
                        "     ^\n"
                        "<unknown>:0: error: none\n");
  D.setQuiet(true);
  D.error("hidden");
  EXPECT_EQ(D.errorCount(), 4u);
}

TEST(Diagnostics, PrintHelpers) {
  SourceMgr SM;
  unsigned A = SM.addBuffer("a.td", "x\n", SrcLoc());
  Capture Out;
  Diagnostics D(SM, Out.file());
  Diagnostics *Saved = currentDiagnostics();
  setCurrentDiagnostics(&D);
  PrintWarning(SM.locFor(A, 0), "w");
  PrintError("e");
  PrintNote(std::vector<SrcLoc>{SM.locFor(A, 0)}, "n");
  EXPECT_THROW(PrintFatalError("fatal"), FatalError);
  EXPECT_THROW(PrintFatalError(std::vector<SrcLoc>{SM.locFor(A, 1)}, "at"),
               FatalError);
  EXPECT_THROW(PrintFatalNote(std::vector<SrcLoc>{SM.locFor(A, 0)}, "fn"),
               FatalError);
  setCurrentDiagnostics(Saved);
  EXPECT_EQ(D.errorCount(), 3u);
  EXPECT_EQ(Out.text(), "a.td:1:1: warning: w\nx\n^\n"
                        "error: e\n"
                        "a.td:1:1: note: n\nx\n^\n"
                        "error: fatal\n"
                        "a.td:1:2: error: at\nx\n ^\n"
                        "a.td:1:1: note: fn\nx\n^\n");
}

} // namespace
