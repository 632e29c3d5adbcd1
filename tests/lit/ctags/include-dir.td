// A file found through -I is tagged with the include directory as given,
// joined with the name in the include.
//
// RUN: %tblgen -I %S/Inputs --gen-ctags %s | FileCheck %s -DFILE=%s -DINC=%S/Inputs/ctags-common.td
// DIFF: --gen-ctags -I %S/Inputs

include "ctags-common.td"

def Top : Base<1>;

// CHECK:      !_TAG_FILE_FORMAT	1	/original ctags format/
// CHECK-NEXT: !_TAG_FILE_SORTED	1	/0=unsorted, 1=sorted, 2=foldcase/
// CHECK-NEXT: Base	[[INC]]	4
// CHECK-NEXT: Fwd	[[INC]]	3
// CHECK-NEXT: Top	[[FILE]]	9
// CHECK-NEXT: Zed	[[INC]]	5
// CHECK-EMPTY:
