// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// PrimaryKey sorts the table (stably, after the sort by all fields) and
// PrimaryKeyName names a binary-search lookup on it. A key of several
// fields compares them in order.

include "Inputs/SearchableTable.td"

class Insn<string mnemonic, bits<8> opcode, bits<3> mode> {
  string Mnemonic = mnemonic;
  bits<8> Opcode = opcode;
  bits<3> Mode = mode;
}
def : Insn<"ld", 0x40, 2>;
def : Insn<"st", 0x20, 1>;
def : Insn<"ld", 0x40, 1>;
def : Insn<"add", 0x90, 0>;
def : Insn<"sub", 0x20, 7>;

def InsnTable : GenericTable {
  let FilterClass = "Insn";
  let Fields = ["Mnemonic", "Opcode", "Mode"];
  let PrimaryKey = ["Opcode", "Mode"];
  let PrimaryKeyName = "lookupInsn";
}

// CHECK:      #ifdef GET_InsnTable_DECL
// CHECK-NEXT: const Insn *lookupInsn(uint8_t Opcode, uint8_t Mode);
// CHECK-NEXT: #endif
// CHECK:      constexpr Insn InsnTable[] = {
// CHECK-NEXT:   { "st", 0x20, 0x1 }, // 0
// CHECK-NEXT:   { "sub", 0x20, 0x7 }, // 1
// CHECK-NEXT:   { "ld", 0x40, 0x1 }, // 2
// CHECK-NEXT:   { "ld", 0x40, 0x2 }, // 3
// CHECK-NEXT:   { "add", 0x90, 0x0 }, // 4
// CHECK-NEXT:  };
// CHECK-EMPTY:
// CHECK-NEXT: const Insn *lookupInsn(uint8_t Opcode, uint8_t Mode) {
// CHECK-NEXT:   struct KeyType {
// CHECK-NEXT:     uint8_t Opcode;
// CHECK-NEXT:     uint8_t Mode;
// CHECK-NEXT:   };
// CHECK-NEXT:   KeyType Key = {Opcode, Mode};
// CHECK-NEXT:   struct Comp {
// CHECK-NEXT:     bool operator()(const Insn &LHS, const KeyType &RHS) const {
// CHECK-NEXT:       if (LHS.Opcode < RHS.Opcode)
// CHECK-NEXT:         return true;
// CHECK-NEXT:       if (LHS.Opcode > RHS.Opcode)
// CHECK-NEXT:         return false;
// CHECK-NEXT:       if (LHS.Mode < RHS.Mode)
// CHECK-NEXT:         return true;
// CHECK-NEXT:       if (LHS.Mode > RHS.Mode)
// CHECK-NEXT:         return false;
// CHECK-NEXT:       return false;
// CHECK-NEXT:     }
// CHECK-NEXT:   };
// CHECK-NEXT:   auto Table = ArrayRef(InsnTable);
// CHECK-NEXT:   auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:   if (Idx == Table.end() ||
// CHECK-NEXT:       Key.Opcode != Idx->Opcode ||
// CHECK-NEXT:       Key.Mode != Idx->Mode)
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   return &*Idx;
// CHECK-NEXT: }
// CHECK-NEXT: #endif
