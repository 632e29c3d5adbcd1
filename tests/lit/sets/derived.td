// Defs that derive from Set indirectly are sets too; defs of other classes
// are plain members even when they have an Elements field. The sets print in
// name order, with numbers compared by value.
//
// RUN: %tblgen --print-sets %s | FileCheck %s --match-full-lines
// DIFF: --print-sets

class Set<dag d> { dag Elements = d; }
class RegSet<dag d> : Set<d>;
class NotSet<dag d> { dag Elements = d; }

def add; def sub;
def R0; def R1; def R2;

multiclass Pair<dag d> {
  def _lo : RegSet<(add d)>;
  def _hi : Set<(sub (add R0, R1, R2), d)>;
}

def Other : NotSet<(add R0)>;
def S10 : RegSet<(add R2, Other)>;
def S2 : Set<(add S10, R0)>;
defm P : Pair<(add R1)>;

// CHECK:      P_hi = [ R0 R2 ]
// CHECK-NEXT: P_lo = [ R1 ]
// CHECK-NEXT: S2 = [ R2 Other R0 ]
// CHECK-NEXT: S10 = [ R2 Other ]
// CHECK-EMPTY:
