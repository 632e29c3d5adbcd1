// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A lookup on a single bits or enum field whose values are consecutive
// (after sorting) indexes the table directly after a range check, in the
// primary table or through a secondary index. A gap, an int field or a
// second key field gives a binary search instead.

include "Inputs/SearchableTable.td"

class Kind;
def KAdd : Kind;
def KSub : Kind;
def KMul : Kind;
def Kinds : GenericEnum { let FilterClass = "Kind"; }

class Op<bits<8> num, Kind k, bits<8> sparse> {
  bits<8> Num = num;
  Kind K = k;
  bits<8> Sparse = sparse;
}
def : Op<12, KSub, 1>;
def : Op<10, KMul, 5>;
def : Op<11, KAdd, 2>;

def Ops : GenericTable {
  let FilterClass = "Op";
  let Fields = ["Num", "K", "Sparse"];
  string TypeOf_K = "Kinds";
  let PrimaryKey = ["Num"];
  let PrimaryKeyName = "lookupOpByNum";
}
def lookupOpByKind : SearchIndex { let Table = Ops; let Key = ["K"]; }
def lookupOpBySparse : SearchIndex { let Table = Ops; let Key = ["Sparse"]; }

// CHECK:      const Op *lookupOpByNum(uint8_t Num) {
// CHECK-NEXT:   if ((uint8_t)Num != std::clamp((uint8_t)Num, (uint8_t)0xA, (uint8_t)0xC))
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   auto Table = ArrayRef(Ops);
// CHECK-NEXT:   size_t Idx = Num - 0xA;
// CHECK-NEXT:   return &Table[Idx];
// CHECK-NEXT: }

// CHECK:      const Op *lookupOpByKind(unsigned K) {
// CHECK-NEXT:   struct IndexType {
// CHECK-NEXT:     unsigned K;
// CHECK-NEXT:     unsigned _index;
// CHECK-NEXT:   };
// CHECK-NEXT:   static const struct IndexType Index[] = {
// CHECK-NEXT:     { KAdd, 1 },
// CHECK-NEXT:     { KMul, 0 },
// CHECK-NEXT:     { KSub, 2 },
// CHECK-NEXT:   };
// CHECK-EMPTY:
// CHECK-NEXT:   if ((unsigned)K != std::clamp((unsigned)K, (unsigned)KAdd, (unsigned)KSub))
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   auto Table = ArrayRef(Index);
// CHECK-NEXT:   size_t Idx = K - KAdd;
// CHECK-NEXT:   return &Ops[Table[Idx]._index];
// CHECK-NEXT: }

// CHECK:      const Op *lookupOpBySparse(uint8_t Sparse) {
// CHECK-NOT:  size_t Idx
// CHECK:        auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());
