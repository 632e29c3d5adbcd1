// RUN: %tblgen -I %S/Inputs %s | FileCheck %s
// DIFF: -I %S/Inputs
// A guarded file included again is skipped up to its #endif whatever the
// macros defined in between (the region's end depends only on its text);
// in a skipped region only a '#' that starts a line (after blanks or a
// block comment at the line start) begins a directive.

include "guarded.td"
#define INNER
#define DEEPER
include "guarded.td"
include "guarded.td"
def after : Guarded<5>;

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class Guarded<int Guarded:n = ?> {
// CHECK-NEXT:   int N = Guarded:n;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def after {	// Guarded
// CHECK-NEXT:   int N = 5;
// CHECK-NEXT: }
// CHECK-NEXT: def guardedLast {	// Guarded
// CHECK-NEXT:   int N = 4;
// CHECK-NEXT: }
// CHECK-NEXT: def guardedOuter {	// Guarded
// CHECK-NEXT:   int N = 2;
// CHECK-NEXT: }
// CHECK-NOT: def
