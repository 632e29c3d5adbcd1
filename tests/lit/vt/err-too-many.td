// At most 512 value types (llvm-tblgen overruns its table beyond that, so
// there is no DIFF line).
//
// RUN: not %tblgen -I %S/Inputs --gen-vt %s 2>&1 | FileCheck %s

include "vt-classes.td"

foreach I = 0...512 in
  def t#I : ValueType<8>;

// CHECK: error: too many value types: 513 (at most 512)
