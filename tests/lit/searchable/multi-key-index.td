// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// Keys of several fields. An enum valued by ValueField prints its members
// in record order (negative and repeated values allowed) and its keys
// compare as unsigned. A primary key on a bit and a bits field returning
// a range gets both comparison operators. A secondary index on an enum, a
// string and a bits field with EarlyOut checks the enum's range first. An
// index with an empty key has one comma-led row per table row.

include "Inputs/SearchableTable.td"

class Kind<int v> { int V = v; }
def KAdd : Kind<-3>;
def KSub : Kind<7>;
def KMul : Kind<1>;
def KDup : Kind<1>;
def Kinds : GenericEnum { let FilterClass = "Kind"; let ValueField = "V"; }

class Op<string n, Kind k, bits<4> w, bit f> {
  string Name = n;
  Kind K = k;
  bits<4> W = w;
  bit F = f;
}
def : Op<"add", KAdd, 3, 1>;
def : Op<"ADD", KSub, 3, 0>;
def : Op<"sub", KAdd, 2, 1>;
def : Op<"Sub", KMul, 9, 0>;
def : Op<"mul", KDup, 9, 1>;

def Ops : GenericTable {
  let FilterClass = "Op";
  let Fields = ["Name", "K", "W", "F"];
  string TypeOf_K = "Kinds";
  let PrimaryKey = ["F", "W"];
  let PrimaryKeyName = "lookupByFW";
  let PrimaryKeyReturnRange = true;
}
def lookupByKNameW : SearchIndex {
  let Table = Ops;
  let Key = ["K", "Name", "W"];
  let EarlyOut = true;
}
def lookupByNothing : SearchIndex { let Table = Ops; let Key = []; }
def lookupByK : SearchIndex { let Table = Ops; let Key = ["K"]; }

// CHECK:      enum Kinds {
// CHECK-NEXT:   KAdd = -3,
// CHECK-NEXT:   KDup = 1,
// CHECK-NEXT:   KMul = 1,
// CHECK-NEXT:   KSub = 7,
// CHECK-NEXT: };

// CHECK:      #ifdef GET_Ops_DECL
// CHECK-NEXT: llvm::iterator_range<const Op *> lookupByFW(bool F, uint8_t W);
// CHECK-NEXT: const Op *lookupByK(unsigned K);
// CHECK-NEXT: const Op *lookupByKNameW(unsigned K, StringRef Name, uint8_t W);
// CHECK-NEXT: const Op *lookupByNothing();
// CHECK-NEXT: #endif

// CHECK:      constexpr Op Ops[] = {
// CHECK-NEXT:   { "ADD", KSub, 0x3, false }, // 0
// CHECK-NEXT:   { "Sub", KMul, 0x9, false }, // 1
// CHECK-NEXT:   { "sub", KAdd, 0x2, true }, // 2
// CHECK-NEXT:   { "add", KAdd, 0x3, true }, // 3
// CHECK-NEXT:   { "mul", KDup, 0x9, true }, // 4
// CHECK-NEXT:  };

// CHECK:          bool operator()(const KeyType &LHS, const Op &RHS) const {
// CHECK:        auto It = std::equal_range(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:   return llvm::make_range(It.first, It.second);

// CHECK:      const Op *lookupByK(unsigned K) {
// CHECK:          { KAdd, 2 },
// CHECK-NEXT:     { KAdd, 3 },
// CHECK-NEXT:     { KMul, 1 },
// CHECK-NEXT:     { KDup, 4 },
// CHECK-NEXT:     { KSub, 0 },
// CHECK:            if ((unsigned)LHS.K < (unsigned)RHS.K)

// CHECK:      const Op *lookupByKNameW(unsigned K, StringRef Name, uint8_t W) {
// CHECK:          { KAdd, "ADD", 0x3, 3 },
// CHECK-NEXT:     { KAdd, "SUB", 0x2, 2 },
// CHECK-NEXT:     { KDup, "MUL", 0x9, 4 },
// CHECK-NEXT:     { KMul, "SUB", 0x9, 1 },
// CHECK-NEXT:     { KSub, "ADD", 0x3, 0 },
// CHECK-NEXT:   };
// CHECK-EMPTY:
// CHECK-NEXT:   if ((unsigned)K != std::clamp((unsigned)K, (unsigned)KAdd, (unsigned)KSub))
// CHECK-NEXT:     return nullptr;
// CHECK:        KeyType Key = {K, Name.upper(), W};
// CHECK:        if (Idx == Table.end() ||
// CHECK-NEXT:       Key.K != Idx->K ||
// CHECK-NEXT:       Key.Name != Idx->Name ||
// CHECK-NEXT:       Key.W != Idx->W)

// CHECK:      const Op *lookupByNothing() {
// CHECK-NEXT:   struct IndexType {
// CHECK-NEXT:     unsigned _index;
// CHECK-NEXT:   };
// CHECK-NEXT:   static const struct IndexType Index[] = {
// CHECK-NEXT:     { , 0 },
// CHECK:        struct KeyType {
// CHECK-NEXT:   };
// CHECK-NEXT:   KeyType Key = {};
// CHECK:        if (Idx == Table.end())
// CHECK-NEXT:     return nullptr;
