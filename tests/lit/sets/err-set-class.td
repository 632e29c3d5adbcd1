// Errors about the Set class itself and about where errors are reported.
//
// RUN: not %tblgen --print-sets -DNOCLASS %s 2>&1 | FileCheck %s --check-prefix=NOCLASS
// RUN: not %tblgen --print-sets -DNOFIELD %s 2>&1 | FileCheck %s --check-prefix=NOFIELD
// RUN: not %tblgen --print-sets -DUNSETFIELD %s 2>&1 | FileCheck %s --check-prefix=UNSETFIELD
// RUN: not %tblgen --print-sets -DMULTICLASS %s 2>&1 | FileCheck %s --check-prefix=MULTICLASS
// DIFF: --print-sets -DNOCLASS
// DIFF: --print-sets -DNOFIELD
// DIFF: --print-sets -DUNSETFIELD
// DIFF: --print-sets -DMULTICLASS

def add; def sub; def R0; def R1;

#ifdef NOCLASS
// Without a class named Set there is nothing to print.
// NOCLASS: error: The class 'Set' is not defined
// NOCLASS-EMPTY:
def NotASet;
#endif

#ifdef NOFIELD
class Set<dag d> { dag Members = d; }
// NOFIELD: [[@LINE+1]]:5: error: Record `Bad' does not have a field named `Elements'!
def Bad : Set<(add R0)>;
#endif

#ifdef UNSETFIELD
class Set { dag Elements; }
// UNSETFIELD: [[@LINE+1]]:5: error: Invalid set element: ?
def Bad : Set;
#endif

#ifdef MULTICLASS
// A set made by defm reports at the def in the multiclass, with a note at
// the defm.
class Set<dag d> { dag Elements = d; }
multiclass M {
  // MULTICLASS: [[@LINE+1]]:7: error: Set difference needs at least two arguments: (sub R0)
  def _a : Set<(sub R0)>;
}
// MULTICLASS: [[@LINE+1]]:10: note: instantiated from multiclass
defm X : M;
#endif
