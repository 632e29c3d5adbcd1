// RUN: %tblgen -gen-searchable-tables -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22
//
// A column of Intrinsic records prints Intrinsic::<name without int_>,
// sorts by (target prefix, LLVM name) with target-independent intrinsics
// first, and is an unsigned key. Any Instruction or Intrinsic record makes
// the backend read the target description, so these tests include
// Target.td (which includes the intrinsics) and define one Target.

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

def MyInstrInfo : InstrInfo;
def MyTarget : Target { let InstructionSet = MyInstrInfo; }

class IntrinsicCost<Intrinsic i, bits<8> cost> { Intrinsic Intr = i; bits<8> Cost = cost; }
def : IntrinsicCost<int_x86_sse_sfence, 3>;
def : IntrinsicCost<int_trap, 1>;
def : IntrinsicCost<int_aarch64_isb, 2>;
def : IntrinsicCost<int_donothing, 0>;

def IntrinsicCosts : GenericTable {
  let FilterClass = "IntrinsicCost";
  let Fields = ["Intr", "Cost"];
  let PrimaryKey = ["Intr"];
  let PrimaryKeyName = "lookupCost";
}
def lookupCostEarly : SearchIndex {
  let Table = IntrinsicCosts;
  let Key = ["Intr"];
  let EarlyOut = true;
}

// CHECK:      const IntrinsicCost *lookupCost(unsigned Intr);
// CHECK:      constexpr IntrinsicCost IntrinsicCosts[] = {
// CHECK-NEXT:   { Intrinsic::donothing, 0x0 }, // 0
// CHECK-NEXT:   { Intrinsic::trap, 0x1 }, // 1
// CHECK-NEXT:   { Intrinsic::aarch64_isb, 0x2 }, // 2
// CHECK-NEXT:   { Intrinsic::x86_sse_sfence, 0x3 }, // 3
// CHECK-NEXT:  };
// CHECK:      const IntrinsicCost *lookupCost(unsigned Intr) {
// CHECK-NEXT:   struct KeyType {
// CHECK:      const IntrinsicCost *lookupCostEarly(unsigned Intr) {
// CHECK:        if ((unsigned)Intr != std::clamp((unsigned)Intr, (unsigned)Intrinsic::donothing, (unsigned)Intrinsic::x86_sse_sfence))
