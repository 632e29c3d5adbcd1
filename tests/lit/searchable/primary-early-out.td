// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// PrimaryKeyEarlyOut rejects keys outside the range of the first key field
// (std::clamp against the first and last rows) before the binary search.
// It also keeps the binary search when the keys are dense.

include "Inputs/SearchableTable.td"

class Sparse<bits<16> enc, bit flag> { bits<16> Enc = enc; bit Flag = flag; }
def : Sparse<0x100, 1>;
def : Sparse<0x10, 0>;
def : Sparse<0x2000, 1>;

def SparseTable : GenericTable {
  let FilterClass = "Sparse";
  let Fields = ["Enc", "Flag"];
  let PrimaryKey = ["Enc", "Flag"];
  let PrimaryKeyName = "lookupSparse";
  let PrimaryKeyEarlyOut = true;
}

class Dense<bits<4> enc> { bits<4> Enc = enc; }
def : Dense<3>;
def : Dense<4>;
def : Dense<5>;

def DenseTable : GenericTable {
  let FilterClass = "Dense";
  let Fields = ["Enc"];
  let PrimaryKey = ["Enc"];
  let PrimaryKeyName = "lookupDense";
  let PrimaryKeyEarlyOut = true;
}

// CHECK:      const Dense *lookupDense(uint8_t Enc) {
// CHECK-NEXT:   if ((uint8_t)Enc != std::clamp((uint8_t)Enc, (uint8_t)0x3, (uint8_t)0x5))
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   struct KeyType {
// CHECK:        auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());

// CHECK:      const Sparse *lookupSparse(uint16_t Enc, bool Flag) {
// CHECK-NEXT:   if ((uint16_t)Enc != std::clamp((uint16_t)Enc, (uint16_t)0x10, (uint16_t)0x2000))
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   struct KeyType {
// CHECK-NEXT:     uint16_t Enc;
// CHECK-NEXT:     bool Flag;
// CHECK-NEXT:   };
