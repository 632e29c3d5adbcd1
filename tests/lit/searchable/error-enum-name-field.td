// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// Every record of an enum's FilterClass must have its NameField; the
// first record without it is reported.

include "Inputs/SearchableTable.td"

class Color;
class Named { string Spelling = NAME; }
def blue : Color, Named;
// CHECK: [[@LINE+1]]:5: error: Record `green' does not have a field named `Spelling'!
def green : Color;
def red : Color;

def Colors : GenericEnum {
  let FilterClass = "Color";
  let NameField = "Spelling";
}
