// RUN: %tblgen -I %S -I %S/Inputs/sub %s | FileCheck %s
// DIFF: -I %S/Inputs/sub
// include: files are looked up in the current directory and then in the -I
// directories in order (the difftest adds -I for this test's directory);
// include guards made with #ifndef/#define work; an include may appear
// anywhere a token may, even inside a statement.

include "Inputs/common.td"
include "Inputs/common.td"
include "other.td"
def user : FromCommon<
include "Inputs/one.td"
>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class FromCommon<int FromCommon:n = ?> {
// CHECK-NEXT:   int N = FromCommon:n;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def fromNested {	// FromCommon
// CHECK-NEXT:   int N = 2;
// CHECK-NEXT: }
// CHECK-NEXT: def fromOther {	// FromCommon
// CHECK-NEXT:   int N = 3;
// CHECK-NEXT: }
// CHECK-NEXT: def user {	// FromCommon
// CHECK-NEXT:   int N = 1;
// CHECK-NEXT: }
