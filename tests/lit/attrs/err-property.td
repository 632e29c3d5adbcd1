// Every property must be a record (llvm-tblgen crashes on an unset one, so
// there is no DIFF line).
//
// RUN: not %tblgen -I %S/Inputs --gen-attrs %s 2>&1 | FileCheck %s

include "attr-classes.td"

// CHECK: [[@LINE+1]]:5: error: attribute property is not a record: ?
def Odd : EnumAttr<"odd", IntersectAnd, [?]>;
