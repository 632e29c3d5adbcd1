// RUN: rm -f %t.out
// RUN: not %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An error met while importing one pattern of many (enough to import them
// on two threads, each pattern's trees freed once imported): the patterns
// are imported again in order, and the error is the one llvm-tblgen
// reports, once.

include "gi.td"

foreach i = 0...599 in
  def ADD#i : GiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (add GPR:$a, (i32 i)))]>;
def myld : SDNode<"GiISD::MYLD", SDTLoad, [SDNPHasChain, SDNPMayLoad, SDNPMemOperand]>;
def : GINodeEquiv<G_LOAD, myld> { let CheckMMOIsNonAtomic = ?; }
// CHECK: err-late-import.td:[[@LINE-1]]:1: error: Record `anonymous_{{[0-9]+}}', field `CheckMMOIsNonAtomic' does not have a bit initializer!
// CHECK-NOT: error:
def MYLD : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (myld GPR:$p))]>;
foreach i = 600...699 in
  def SUB#i : GiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (sub GPR:$a, (i32 i)))]>;
