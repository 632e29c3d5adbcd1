// Unit tests of the MLIR model's text helpers: templates ($_self, $N,
// $N..., "$$"), doc comments, snake_case to CamelCase, keywords.
#include "mlir/Dialect.h"
#include "mlir/Enum.h"
#include "mlir/Predicate.h"

#include "tblgen/Output.h"

#include <gtest/gtest.h>

using namespace tblgen;
using namespace tblgen::mlir;

TEST(MLIRFormatTest, Placeholders) {
  FmtContext Ctx;
  Ctx.withSelf("attr").addSubst("name", "x");
  EXPECT_EQ(formatTemplate("isa($_self) && $name", &Ctx), "isa(attr) && x");
  // Nothing to put there: kept, marked.
  EXPECT_EQ(formatTemplate("$_op.get()", &Ctx), "$_op<no-subst-found>.get()");
  EXPECT_EQ(formatTemplate("$_self", nullptr), "$_self<no-subst-found>");
  // Escapes and bare dollars.
  EXPECT_EQ(formatTemplate("a$$b $ c$", &Ctx), "a$b $ c$");
  // Positional and ranges.
  std::vector<std::string> P{"p0", "p1", "p2"};
  EXPECT_EQ(formatTemplate("f($1, $0)", nullptr, P), "f(p1, p0)");
  EXPECT_EQ(formatTemplate("g($1...)", nullptr, P), "g(p1, p2)");
  EXPECT_EQ(formatTemplate("$7", nullptr, P), "$7<no-subst-found>");
}

TEST(MLIRTextTest, DocComment) {
  OStream OS;
  writeDocComment(OS, "  Sum.\n  more ", "\n  Desc.\n\n    deep\n", true);
  EXPECT_EQ(OS.str(), "/// Sum.\n///   more\n/// Desc.\n/// \n///     deep\n");
  OStream Empty;
  writeDocComment(Empty, " ", "", true);
  EXPECT_EQ(Empty.str(), "");
}

TEST(MLIRTextTest, SnakeToCamel) {
  EXPECT_EQ(snakeToCamel("some_attr_name", true), "SomeAttrName");
  EXPECT_EQ(snakeToCamel("some_attr_name", false), "someAttrName");
  // Only "_" before a lower-case letter goes.
  EXPECT_EQ(snakeToCamel("x_Y_z", false), "x_YZ");
  EXPECT_EQ(snakeToCamel("trailing_", true), "Trailing_");
  EXPECT_EQ(snakeToCamel("", true), "");
}

TEST(MLIRTextTest, Keywords) {
  EXPECT_TRUE(isKeyword("abc_1.x$"));
  EXPECT_TRUE(isKeyword("_x"));
  EXPECT_FALSE(isKeyword("3d"));
  EXPECT_FALSE(isKeyword("a b"));
  EXPECT_FALSE(isKeyword(""));
}
