// RUN: not %tblgen -I /usr/include/llvm-22 --gen-opt-parser-defs %s 2>&1 | FileCheck %s
// RUN: not %tblgen -I /usr/include/llvm-22 --gen-opt-rst %s 2>&1 | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-opt-parser-defs
// DIFF: -I /usr/include/llvm-22 --gen-opt-rst
//
// Two options with the same spelling, prefixes and kind precedence cannot
// be told apart.

include "llvm/Option/OptParser.td"

def a : Flag<["-"], "a">;
def b : Flag<["-"], "b">;
// The sort compares the later option with the earlier one first.
// CHECK: [[@LINE+5]]:5: error: Option is equivalent to
// CHECK: [[@LINE+2]]:5: error: Other defined here
// CHECK: error: Equivalent Options found.
def same1 : Flag<["-"], "same">;
// Separate has the precedence of Flag.
def same2 : Separate<["-"], "same">;
