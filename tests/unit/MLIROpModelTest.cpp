// Unit tests of the op model's text helpers and the Python names of the op
// bindings: re-indented text, accessor names, Python-safe identifiers and
// snake_case parameters.
#include "backends/mlir/python/PyNames.h"
#include "mlir/Operator.h"
#include "mlir/Reindent.h"

#include "tblgen/Output.h"

#include <gtest/gtest.h>

using namespace tblgen;

namespace {

std::string reindented(std::string_view Text, std::string_view Prefix = {}, unsigned Spaces = 0) {
  OStream OS;
  mlir::writeReindented(OS, Text, Prefix, Spaces);
  return OS.str();
}

} // namespace

TEST(MLIROpModelTest, Reindent) {
  // Leading blank lines go, the common indentation goes, blank lines stay
  // empty, the last line's leftover indentation goes.
  EXPECT_EQ(reindented("\n  \n    a\n      b\n\n    c\n  "), "a\n  b\n\nc\n");
  // A prefix is written on every line, blank ones included; spaces only on
  // lines written.
  EXPECT_EQ(reindented("  a\n\n  b", "> "), "> a\n> \n> b");
  EXPECT_EQ(reindented("  a\n\n  b\n", {}, 2), "  a\n\n  b\n");
  EXPECT_EQ(reindented("   "), "");
}

TEST(MLIROpModelTest, AccessorNames) {
  EXPECT_EQ(mlir::accessorName("get", "some_value"), "getSomeValue");
  EXPECT_EQ(mlir::accessorName("set", "already"), "setAlready");
  // Only "_" before a lower-case letter joins words.
  EXPECT_EQ(mlir::accessorName("get", "a_1_b_"), "getA_1B_");
}

TEST(MLIROpModelTest, PythonNames) {
  EXPECT_EQ(mlirpy::sanitizeName("for"), "for_");
  EXPECT_EQ(mlirpy::sanitizeName("results"), "results_");
  EXPECT_EQ(mlirpy::sanitizeName("_ods_x"), "_ods_x_");
  EXPECT_EQ(mlirpy::sanitizeName("a.b-c"), "a_b_c");
  EXPECT_EQ(mlirpy::sanitizeName("0th"), "_0th");
  EXPECT_EQ(mlirpy::sanitizeName("value"), "value");
  EXPECT_EQ(mlirpy::snakeFromCamel("destOperands"), "dest_operands");
  EXPECT_EQ(mlirpy::snakeFromCamel("OPName"), "op_name");
  EXPECT_EQ(mlirpy::snakeFromCamel("x2Y"), "x2_y");
}
