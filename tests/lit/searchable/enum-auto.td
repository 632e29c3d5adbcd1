// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A GenericEnum without NameField or ValueField: one entry per record of
// FilterClass, named after the record, numbered from 0 in the byte order of
// the names (upper case before lower case; not the numeric-aware order of
// record lists).

include "Inputs/SearchableTable.td"

class Color;
def Red : Color;
def Green : Color;
def blue : Color;
def Blue2 : Color;
def Blue10 : Color;

def Colors : GenericEnum {
  let FilterClass = "Color";
}

// CHECK:      #ifdef GET_Colors_DECL
// CHECK-NEXT: enum Colors {
// CHECK-NEXT:   Blue10 = 0,
// CHECK-NEXT:   Blue2 = 1,
// CHECK-NEXT:   Green = 2,
// CHECK-NEXT:   Red = 3,
// CHECK-NEXT:   blue = 4,
// CHECK-NEXT: };
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #undef GET_Colors_DECL
// CHECK-NOT: {{.}}
