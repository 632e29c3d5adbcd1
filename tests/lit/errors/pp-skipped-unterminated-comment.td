// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
#ifdef A
// CHECK: [[@LINE+2]]:3: error: unterminated comment
// CHECK: [[@LINE+1]]:3: error: Unexpected token at top level
  /* comment
#endif
