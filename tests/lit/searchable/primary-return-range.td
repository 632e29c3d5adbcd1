// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// PrimaryKeyReturnRange: the lookup returns every row with the key, as an
// iterator_range found by std::equal_range (so the comparator has both
// argument orders). Rows with equal keys keep the order of the sort by all
// fields. Dense keys still index directly.

include "Inputs/SearchableTable.td"

class SysReg<string name, bits<16> enc> { string Name = name; bits<16> Encoding = enc; }
def : SysReg<"tpidr_el1", 0xc684>;
def : SysReg<"scxtnum_el1", 0xc687>;
def : SysReg<"TPIDR_ALIAS", 0xc684>;
def : SysReg<"zcr_el1", 0xc090>;

def SysRegs : GenericTable {
  let FilterClass = "SysReg";
  let Fields = ["Name", "Encoding"];
  let PrimaryKey = ["Encoding"];
  let PrimaryKeyName = "lookupSysRegByEncoding";
  let PrimaryKeyReturnRange = true;
}

class Lane<bits<2> idx> { bits<2> Idx = idx; }
def : Lane<0>;
def : Lane<1>;
def : Lane<2>;

def Lanes : GenericTable {
  let FilterClass = "Lane";
  let Fields = ["Idx"];
  let PrimaryKey = ["Idx"];
  let PrimaryKeyName = "lookupLane";
  let PrimaryKeyReturnRange = true;
}

// CHECK:      llvm::iterator_range<const Lane *> lookupLane(uint8_t Idx) {
// CHECK-NEXT:   if ((uint8_t)Idx != std::clamp((uint8_t)Idx, (uint8_t)0x0, (uint8_t)0x2))
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   auto Table = ArrayRef(Lanes);
// CHECK-NEXT:   size_t Idx = Idx - 0x0;
// CHECK-NEXT:   return &Table[Idx];
// CHECK-NEXT: }

// CHECK:      #ifdef GET_SysRegs_DECL
// CHECK-NEXT: llvm::iterator_range<const SysReg *> lookupSysRegByEncoding(uint16_t Encoding);
// CHECK-NEXT: #endif
// CHECK:      constexpr SysReg SysRegs[] = {
// CHECK-NEXT:   { "zcr_el1", 0xC090 }, // 0
// CHECK-NEXT:   { "TPIDR_ALIAS", 0xC684 }, // 1
// CHECK-NEXT:   { "tpidr_el1", 0xC684 }, // 2
// CHECK-NEXT:   { "scxtnum_el1", 0xC687 }, // 3
// CHECK-NEXT:  };
// CHECK:          bool operator()(const SysReg &LHS, const KeyType &RHS) const {
// CHECK:          bool operator()(const KeyType &LHS, const SysReg &RHS) const {
// CHECK:        auto Table = ArrayRef(SysRegs);
// CHECK-NEXT:   auto It = std::equal_range(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:   return llvm::make_range(It.first, It.second);
// CHECK-NEXT: }
