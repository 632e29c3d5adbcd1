// RUN: %tblgen %s | FileCheck %s
// RUN: %tblgen -DFROM_CMDLINE %s | FileCheck --check-prefix=CMD %s
// DIFF:
// DIFF: -DFROM_CMDLINE
// The preprocessor: #define, #ifdef/#ifndef/#else/#endif (nested), macros
// from -D, directives indented or followed by comments, and text in skipped
// regions that need not be valid TableGen.

#define FEATURE_A
#define FEATURE_B // a comment after the name

#ifdef FEATURE_A
def hasA;
  #ifdef FEATURE_B
  def hasAB;
  #else
  def notB;
  #endif
#else
def notA; this is not valid TableGen, but it is skipped ' " [{
#endif

#ifndef FEATURE_C /* block comment */
def noC;
#endif

#ifdef FROM_CMDLINE
def cmdline;
#else
def noCmdline;
#endif

#ifdef UNDEFINED
#ifdef FEATURE_A
def neverNested;
#endif
#endif

// CMD: def cmdline {
// CMD-NOT: def noCmdline

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def hasA {
// CHECK-NEXT: }
// CHECK-NEXT: def hasAB {
// CHECK-NEXT: }
// CHECK-NEXT: def noC {
// CHECK-NEXT: }
// CHECK-NEXT: def noCmdline {
// CHECK-NEXT: }
