// RUN: not %tblgen -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF:
// A conditional must be closed in the file that opens it: an #ifdef left
// open at the end of an included file is reported there, even if the
// includer has an #endif after the include.
// CHECK: open-ifdef.td:5:1: error: reached EOF without matching #endif
// CHECK: open-ifdef.td:3:8: error: the latest preprocessor control is here
include "open-ifdef.td"
#endif
