// A format error quotes the format's line with its tabs expanded to the
// next multiple of 8 columns, the caret under the same column, as
// mlir-tblgen (llvm::SourceMgr) prints a quoted line.
// RUN: not %mlir-tblgen -gen-op-decls -I %S %s 2>&1 | FileCheck --strict-whitespace %s
// RUN: not %refmlir-tblgen -gen-op-decls -I %S %s 2>&1 | FileCheck --strict-whitespace %s
// DIFF: -gen-op-decls
// DIFF: -gen-op-defs
include "Inputs/op-format-classes.td"

def Test_Dialect : Dialect { let name = "t"; }

def T_Op1 : Op<Test_Dialect, "o"> {
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = [{
	 attr-dict
  }];
}
// CHECK: error: successor #0, named 'dest', not found
// CHECK-NEXT: {{^         attr-dict$}}
// CHECK-NEXT: {{^         \^$}}
// CHECK-NEXT: {{.*}}op-format-error-tab.td:12:5: note: in custom assembly format for this operation
