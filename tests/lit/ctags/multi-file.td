// --gen-ctags over two files: one tag per class, per forward declaration of
// a class and per def (anonymous ones included; multiclasses have none),
// sorted by name, then file, then line. The file is the path the buffer was
// opened with.
//
// RUN: %tblgen -I %S --gen-ctags %s | FileCheck %s -DFILE=%s -DINC=%S/Inputs/ctags-common.td
// DIFF: --gen-ctags

include "Inputs/ctags-common.td"

class Fwd;
class Fwd { int F = 1; }
def Alpha : Fwd;
defm Dup : Pair<5>;
def : Base<7>;
def Box { Base B = Base<9>; }
foreach i = 1-2 in def Loop#i : Base<i>;
class Zebra;

// CHECK:      !_TAG_FILE_FORMAT	1	/original ctags format/
// CHECK-NEXT: !_TAG_FILE_SORTED	1	/0=unsorted, 1=sorted, 2=foldcase/
// CHECK-NEXT: Alpha	[[FILE]]	13
// CHECK-NEXT: Base	[[INC]]	4
// CHECK-NEXT: Box	[[FILE]]	16
// CHECK-NEXT: Dup_hi	[[INC]]	9
// CHECK-NEXT: Dup_lo	[[INC]]	8
// CHECK-NEXT: Fwd	[[INC]]	3
// CHECK-NEXT: Fwd	[[FILE]]	11
// CHECK-NEXT: Fwd	[[FILE]]	12
// CHECK-NEXT: Loop1	[[FILE]]	17
// CHECK-NEXT: Loop2	[[FILE]]	17
// CHECK-NEXT: Zebra	[[FILE]]	18
// CHECK-NEXT: Zed	[[INC]]	5
// CHECK-NEXT: anonymous_0	[[FILE]]	15
// CHECK-NEXT: anonymous_1	[[FILE]]	16
// CHECK-EMPTY:
