// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// Rows that compare equal by every field (strings that differ only in
// case) stay where an unstable sort (std::sort, as llvm-tblgen's) leaves
// them; with more than 16 rows that is not their record order. A secondary
// index sorts stably, so its ties keep table order. Strings order by their
// printed (escaped) text.

include "Inputs/SearchableTable.td"

class Row<string n, bits<4> w> { string Name = n; bits<4> W = w; }
def r00 : Row<"gAMmA", 2>;
def r01 : Row<"aLPHA", 2>;
def r02 : Row<"Delta", 0>;
def r03 : Row<"ePS", 2>;
def r04 : Row<"BETA", 2>;
def r05 : Row<"BeTA", 2>;
def r06 : Row<"alPha", 1>;
def r07 : Row<"ePS", 0>;
def r08 : Row<"BETA", 1>;
def r09 : Row<"gAmMA", 1>;
def r10 : Row<"Delta", 1>;
def r11 : Row<"gamMa", 1>;
def r12 : Row<"dElTa", 2>;
def r13 : Row<"DElTA", 0>;
def r14 : Row<"EPs", 0>;
def r15 : Row<"BeTA", 1>;
def r16 : Row<"EPS", 2>;
def r17 : Row<"gamMA", 0>;
def r18 : Row<"BeTa", 0>;
def r19 : Row<"GAmmA", 0>;
def r20 : Row<"eps", 1>;
def r21 : Row<"EPS", 2>;
def r22 : Row<"DELTA", 0>;
def r23 : Row<"ALPHA", 0>;
def r24 : Row<"Eps", 2>;
def r25 : Row<"GAMmA", 1>;
def r26 : Row<"AlpHa", 2>;
def r27 : Row<"AlPha", 2>;
def r28 : Row<"gamMA", 0>;
def r29 : Row<"gamMA", 0>;
def r30 : Row<"beTa", 1>;
def r31 : Row<"alPHa", 1>;
def r32 : Row<"deLtA", 0>;
def r33 : Row<"BETa", 2>;
def r34 : Row<"AlpHa", 1>;
def r35 : Row<"BEtA", 2>;
def r36 : Row<"DeLTa", 0>;
def r37 : Row<"bEta", 2>;
def r38 : Row<"dElTA", 2>;
def r39 : Row<"alPha", 0>;
def r40 : Row<"a\"q", 1>;
def r41 : Row<"A\\q", 1>;

def Rows : GenericTable { let FilterClass = "Row"; let Fields = ["Name", "W"]; }
def lookupRowByName : SearchIndex { let Table = Rows; let Key = ["Name"]; }
def lookupRowByW : SearchIndex { let Table = Rows; let Key = ["W"]; }

// CHECK:      constexpr Row Rows[] = {
// CHECK-NEXT:   { "a"q", 0x1 }, // 0
// CHECK-NEXT:   { "alPha", 0x0 }, // 1
// CHECK-NEXT:   { "ALPHA", 0x0 }, // 2
// CHECK-NEXT:   { "AlpHa", 0x1 }, // 3
// CHECK-NEXT:   { "alPHa", 0x1 }, // 4
// CHECK-NEXT:   { "alPha", 0x1 }, // 5
// CHECK-NEXT:   { "aLPHA", 0x2 }, // 6
// CHECK-NEXT:   { "AlPha", 0x2 }, // 7
// CHECK-NEXT:   { "AlpHa", 0x2 }, // 8
// CHECK-NEXT:   { "A\q", 0x1 }, // 9
// CHECK-NEXT:   { "BeTa", 0x0 }, // 10

// CHECK:      const Row *lookupRowByName(StringRef Name) {
// CHECK:        static const struct IndexType Index[] = {
// CHECK-NEXT:     { "A"Q", 0 },
// CHECK-NEXT:     { "ALPHA", 1 },
// CHECK-NEXT:     { "ALPHA", 2 },
// CHECK-NEXT:     { "ALPHA", 3 },
// CHECK-NEXT:     { "ALPHA", 4 },
// CHECK-NEXT:     { "ALPHA", 5 },
// CHECK-NEXT:     { "ALPHA", 6 },
// CHECK-NEXT:     { "ALPHA", 7 },
// CHECK-NEXT:     { "ALPHA", 8 },
// CHECK-NEXT:     { "A\Q", 9 },
// CHECK-NEXT:     { "BETA", 10 },
// CHECK-NEXT:     { "BETA", 11 },

// CHECK:      const Row *lookupRowByW(uint8_t W) {
// CHECK:        static const struct IndexType Index[] = {
// CHECK-NEXT:     { 0x0, 1 },
// CHECK-NEXT:     { 0x0, 2 },
// CHECK-NEXT:     { 0x0, 10 },
// CHECK-NEXT:     { 0x0, 19 },
// CHECK-NEXT:     { 0x0, 20 },
