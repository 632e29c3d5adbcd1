//===- MLIRFormatTest.cpp - Placeholders and assembly format tokens -------===//

#include "mlir/AttrOrTypeDef.h"
#include "mlir/format/FormatLexer.h"
#include "mlir/format/FormatParser.h"

#include <gtest/gtest.h>

using namespace tblgen::mlir;
using namespace tblgen::mlir::format;

TEST(MLIRFormatTest, Placeholders) {
  std::vector<std::pair<std::string, std::string>> Ctx = {
      {"_self", "x"}, {"0", "int"}, {"name", "n"}};
  EXPECT_EQ(substitute("f($_self, $0, $name)", Ctx), "f(x, int, n)");
  // "$$" is a dollar; a '$' that starts no name stays.
  EXPECT_EQ(substitute("a$$b $ c$", Ctx), "a$b $ c$");
  // A placeholder without a value stays, marked.
  EXPECT_EQ(substitute("$other + $1", Ctx), "$other<no-subst-found> + $1<no-subst-found>");
  // A positional placeholder takes digits only.
  EXPECT_EQ(substitute("$0abc", Ctx), "intabc");
}

TEST(MLIRFormatTest, Tokens) {
  FormatLexer L("`<` $v params custom<X>(\"s\\\"t\") ^ ?");
  std::vector<Tok> Kinds;
  for (Token T = L.next(); T.Kind != Tok::Eof; T = L.next())
    Kinds.push_back(T.Kind);
  std::vector<Tok> Expected = {Tok::Literal,    Tok::Variable, Tok::KwParams, Tok::KwCustom,
                               Tok::Less,       Tok::Identifier, Tok::Greater, Tok::LParen,
                               Tok::String,     Tok::RParen,   Tok::Caret,    Tok::Question};
  EXPECT_EQ(Kinds, Expected);
  FormatLexer Bad("$ `open");
  Token T = Bad.next();
  EXPECT_EQ(T.Kind, Tok::Error);
  EXPECT_EQ(Bad.error(), "expected variable name");
}

TEST(MLIRFormatTest, Literals) {
  EXPECT_EQ(literalProblem("->"), "");
  EXPECT_EQ(literalProblem("kw.x$"), "");
  EXPECT_NE(literalProblem("%"), "");
  EXPECT_NE(literalProblem("9a"), "");
  // No space before closing punctuation, nor before '<' after a keyword.
  EXPECT_FALSE(spaceBeforeLiteral(">", true));
  EXPECT_FALSE(spaceBeforeLiteral("<", false));
  EXPECT_TRUE(spaceBeforeLiteral("<", true));
  EXPECT_TRUE(spaceBeforeLiteral("kw", false));
}
