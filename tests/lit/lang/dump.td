// RUN: %tblgen %s | FileCheck %s
// RUN: %tblgen %s 2>&1 >/dev/null | FileCheck --check-prefix=NOTE %s
// DIFF:
// dump: messages are printed as notes at the dump keyword, at top level
// (at once), in records (when the record is complete), in multiclasses and
// in loops; !repr shows any value.

// NOTE: dump.td:[[@LINE+1]]:1: note: top level
dump "top level";

class C<int n> {
  int N = n;
  // NOTE: dump.td:[[@LINE+1]]:3: note: record c with N = 3
  dump "record " # NAME # " with N = " # N;
}
def c : C<3>;

foreach i = [1, 2] in
  // NOTE: dump.td:[[@LINE+2]]:3: note: loop 1
  // NOTE: dump.td:[[@LINE+1]]:3: note: loop 2
  dump "loop " # i;

// NOTE: dump.td:[[@LINE+1]]:1: note: [1, 2]
dump !repr([1, 2]);

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<int C:n = ?> {
// CHECK-NEXT:   int N = C:n;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def c {	// C
// CHECK-NEXT:   int N = 3;
// CHECK-NEXT: }
