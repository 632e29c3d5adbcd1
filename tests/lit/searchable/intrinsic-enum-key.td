// RUN: %tblgen -gen-searchable-tables -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22
//
// A GenericEnum over Intrinsic records types a column that prints as an
// intrinsic (Intrinsic::<name>) but is dense by the enum's own numbering
// and compares as unsigned.

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

def MyInstrInfo : InstrInfo;
def MyTarget : Target { let InstructionSet = MyInstrInfo; }

class MyIntr : Intrinsic<[], [], []>;
def int_zz_last : MyIntr;
def int_aa_first : MyIntr;
def int_mm_mid : MyIntr;

def MyIntrs : GenericEnum { let FilterClass = "MyIntr"; }

class Use<MyIntr i, string n> { MyIntr I = i; string Name = n; }
def : Use<int_mm_mid, "m">;
def : Use<int_zz_last, "z">;
def : Use<int_aa_first, "a">;

def Uses : GenericTable {
  let FilterClass = "Use";
  let Fields = ["I", "Name"];
  string TypeOf_I = "MyIntrs";
  let PrimaryKey = ["I"];
  let PrimaryKeyName = "lookupUse";
}
def lookupUseByNameI : SearchIndex { let Table = Uses; let Key = ["Name", "I"]; }

// CHECK:      enum MyIntrs {
// CHECK-NEXT:   int_aa_first = 0,
// CHECK-NEXT:   int_mm_mid = 1,
// CHECK-NEXT:   int_zz_last = 2,

// CHECK:      constexpr Use Uses[] = {
// CHECK-NEXT:   { Intrinsic::aa_first, "a" }, // 0
// CHECK-NEXT:   { Intrinsic::mm_mid, "m" }, // 1
// CHECK-NEXT:   { Intrinsic::zz_last, "z" }, // 2

// CHECK:      const Use *lookupUse(unsigned I) {
// CHECK-NEXT:   if ((unsigned)I != std::clamp((unsigned)I, (unsigned)Intrinsic::aa_first, (unsigned)Intrinsic::zz_last))
// CHECK:        size_t Idx = I - Intrinsic::aa_first;

// CHECK:      const Use *lookupUseByNameI(StringRef Name, unsigned I) {
// CHECK:          { "A", Intrinsic::aa_first, 0 },
// CHECK:            if ((unsigned)LHS.I < (unsigned)RHS.I)
