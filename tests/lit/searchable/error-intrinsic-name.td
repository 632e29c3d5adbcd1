// RUN: not %tblgen -gen-searchable-tables -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22
//
// An intrinsic used in a table is checked as llvm-tblgen checks it: its
// name starts with int_, its LLVM name with llvm.<TargetPrefix>.

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

def MyInstrInfo : InstrInfo;
def MyTarget : Target { let InstructionSet = MyInstrInfo; }

// CHECK: [[@LINE+1]]:5: error: Intrinsic 'int_mytarget_foo' does not start with 'llvm.other.'!
def int_mytarget_foo : Intrinsic<[]> { let TargetPrefix = "other"; }

class Entry<Intrinsic i> { Intrinsic I = i; }
def : Entry<int_trap>;
def : Entry<int_mytarget_foo>;
def T : GenericTable { let FilterClass = "Entry"; let Fields = ["I"]; }
