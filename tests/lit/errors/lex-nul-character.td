// A NUL byte in the source is reported and read as a space, and the input is
// still parsed (there is no DIFF line: the input is made by the RUN line).
// RUN: printf 'def a {\n  int x = 1;\0\n}\n' > %t.td
// RUN: not %tblgen %t.td 2>&1 | FileCheck %s
// CHECK: 2:13: error: NUL character is invalid in source; treated as space
// CHECK: tblgen: 1 errors.
