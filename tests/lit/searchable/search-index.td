// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A SearchIndex adds a lookup on other fields: an index array of the key
// fields and the row number, sorted by the key. String keys compare
// case-insensitively: the index holds them in upper case and the lookup
// upper-cases its argument. EarlyOut adds the range check on the first
// (non-string) key field. Lookups are declared primary key first, then
// the indices by name.

include "Inputs/SearchableTable.td"

class CSR<string name, string alt, bits<12> num, bit ro> {
  string Name = name;
  string AltName = alt;
  bits<12> Number = num;
  bit ReadOnly = ro;
}
def : CSR<"mstatus", "MSTATUS", 0x300, 0>;
def : CSR<"cycle", "cyc", 0xC00, 1>;
def : CSR<"Time", "tm", 0xC01, 1>;
def : CSR<"misa", "isa", 0x301, 0>;

def CSRs : GenericTable {
  let FilterClass = "CSR";
  let Fields = ["Name", "AltName", "Number", "ReadOnly"];
  let PrimaryKey = ["Number"];
  let PrimaryKeyName = "lookupCSRByNumber";
}
def lookupCSRByName : SearchIndex { let Table = CSRs; let Key = ["Name"]; }
def lookupCSRByROAndAlt : SearchIndex {
  let Table = CSRs;
  let Key = ["ReadOnly", "AltName"];
  let EarlyOut = true;
}

// CHECK:      #ifdef GET_CSRs_DECL
// CHECK-NEXT: const CSR *lookupCSRByNumber(uint16_t Number);
// CHECK-NEXT: const CSR *lookupCSRByName(StringRef Name);
// CHECK-NEXT: const CSR *lookupCSRByROAndAlt(bool ReadOnly, StringRef AltName);
// CHECK-NEXT: #endif

// CHECK:      const CSR *lookupCSRByName(StringRef Name) {
// CHECK-NEXT:   struct IndexType {
// CHECK-NEXT:     const char * Name;
// CHECK-NEXT:     unsigned _index;
// CHECK-NEXT:   };
// CHECK-NEXT:   static const struct IndexType Index[] = {
// CHECK-NEXT:     { "CYCLE", 2 },
// CHECK-NEXT:     { "MISA", 1 },
// CHECK-NEXT:     { "MSTATUS", 0 },
// CHECK-NEXT:     { "TIME", 3 },
// CHECK-NEXT:   };
// CHECK-EMPTY:
// CHECK-NEXT:   struct KeyType {
// CHECK-NEXT:     std::string Name;
// CHECK-NEXT:   };
// CHECK-NEXT:   KeyType Key = {Name.upper()};
// CHECK-NEXT:   struct Comp {
// CHECK-NEXT:     bool operator()(const IndexType &LHS, const KeyType &RHS) const {
// CHECK-NEXT:       int CmpName = StringRef(LHS.Name).compare(RHS.Name);
// CHECK-NEXT:       if (CmpName < 0) return true;
// CHECK-NEXT:       if (CmpName > 0) return false;
// CHECK-NEXT:       return false;
// CHECK-NEXT:     }
// CHECK-NEXT:   };
// CHECK-NEXT:   auto Table = ArrayRef(Index);
// CHECK-NEXT:   auto Idx = std::lower_bound(Table.begin(), Table.end(), Key, Comp());
// CHECK-NEXT:   if (Idx == Table.end() ||
// CHECK-NEXT:       Key.Name != Idx->Name)
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   return &CSRs[Idx->_index];
// CHECK-NEXT: }

// CHECK:      const CSR *lookupCSRByROAndAlt(bool ReadOnly, StringRef AltName) {
// CHECK:          { false, "ISA", 1 },
// CHECK-NEXT:     { false, "MSTATUS", 0 },
// CHECK-NEXT:     { true, "CYC", 2 },
// CHECK-NEXT:     { true, "TM", 3 },
// CHECK-NEXT:   };
// CHECK-EMPTY:
// CHECK-NEXT:   if ((bool)ReadOnly != std::clamp((bool)ReadOnly, (bool)false, (bool)true))
// CHECK-NEXT:     return nullptr;
// CHECK:        KeyType Key = {ReadOnly, AltName.upper()};
