// How -gen-pass-doc lays descriptions out: the common indentation goes,
// blank lines inside and after the text stay (empty), the blank end of the
// last line goes; a description of blank lines only still opens a section.
// RUN: %mlir-tblgen -gen-pass-doc -I %S %s | FileCheck %s
// DIFF: -gen-pass-doc
include "Inputs/pass-classes.td"

def Indented : Pass<"indented"> {
  let summary = "Indented text";
  let description = [{

      Deeper first line
    then a shallower one
	
      and code:
        x = 1   
  
  }];
}

def BlankOnly : Pass<"blank-only"> {
  let summary = "only blank lines";
  let description = [{

  }];
}

def Flat : Pass<"flat"> {
  let description = "no newline at all";
}

// CHECK: ### `-blank-only`
// CHECK-EMPTY:
// CHECK-NEXT: _Only blank lines_
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: ### `-flat`
// CHECK-EMPTY:
// CHECK-NEXT: no newline at all
// CHECK-EMPTY:
// CHECK-NEXT: ### `-indented`
// CHECK: {{^}}  Deeper first line
// CHECK-NEXT: {{^}}then a shallower one
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}  and code:
