// mlir-tblgen warns of each named def that uses a deprecated one (a def
// with a string odsDeprecated field), directly or inside lists, dags and
// anonymous defs, by deprecated def then user, both by name; the reason
// follows as a note. -on-deprecated=error stops after the warnings,
// =none checks nothing.
// RUN: %mlir-tblgen %s -o %t.out 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %refmlir-tblgen %s -o %t.out 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: not %mlir-tblgen --on-deprecated=error %s -o %t.out 2>&1 | FileCheck %s --check-prefixes=CHECK,ERROR
// RUN: not %refmlir-tblgen --on-deprecated=error %s -o %t.out 2>&1 | FileCheck %s --check-prefixes=CHECK,ERROR
// RUN: %mlir-tblgen --on-deprecated=none %s -o %t.out 2>&1 | count 0
// RUN: %refmlir-tblgen --on-deprecated=none %s -o %t.out 2>&1 | count 0
// DIFF:
// DIFF: --on-deprecated=error
// DIFF: --on-deprecated=none

class Deprecated<string reason> { string odsDeprecated = reason; }
class Trait;
def OldTrait : Trait, Deprecated<"use NewTrait">;
def AlsoOld : Trait, Deprecated<"gone">;
def NewTrait : Trait;
def NotDeprecated : Trait { string odsDeprecated = ?; }
class Holder<list<Trait> l> { list<Trait> traits = l; }

// CHECK: deprecated-uses.td:[[@LINE+1]]:5: warning: Using deprecated def `AlsoOld`
def B_Dag { dag d = (AlsoOld NewTrait); }
// CHECK-NEXT: def B_Dag
// CHECK-NEXT: ^
// CHECK-NEXT: note: gone

// CHECK: deprecated-uses.td:[[@LINE+1]]:5: warning: Using deprecated def `OldTrait`
def A_Field { Trait t = OldTrait; }
// CHECK: note: use NewTrait
// CHECK: deprecated-uses.td:[[@LINE+1]]:5: warning: Using deprecated def `OldTrait`
def C_Anonymous { Holder h = Holder<[NewTrait, OldTrait]>; }
// CHECK: note: use NewTrait
// CHECK: deprecated-uses.td:[[@LINE+1]]:5: warning: Using deprecated def `OldTrait`
def D_Nested { list<list<Trait>> l = [[NewTrait, OldTrait]]; }
// CHECK: note: use NewTrait

// An anonymous def may be the deprecated one (a class instantiated in a value).
class OldParam<int n> : Trait, Deprecated<"param " # n>;
// CHECK: deprecated-uses.td:[[@LINE+1]]:5: warning: Using deprecated def `{{anonymous_[0-9]+}}`
def G_Anonymous { Trait t = OldParam<7>; }
// CHECK: note: param 7

// ERROR: note: Error'ing out due to deprecated defs

def E_Clean { Trait t = NewTrait; Trait u = NotDeprecated; }
// (A use inside a named def is that def's own: no warning for its users.)
def F_UsesUser { dag t = (B_Dag); }
