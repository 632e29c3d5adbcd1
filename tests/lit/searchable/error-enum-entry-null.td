// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// An enum-typed column whose value is a record outside the enum (here a
// record of a superclass of its FilterClass).

include "Inputs/SearchableTable.td"

class Base;
class Kind : Base;
def K1 : Kind;
def B1 : Base;
def Kinds : GenericEnum { let FilterClass = "Kind"; }

class Entry<Base k> { Base K = k; }
def e1 : Entry<K1>;
def e2 : Entry<B1>;

// CHECK: [[@LINE+1]]:5: error: Entry for field 'K' is null
def T : GenericTable {
  let FilterClass = "Entry";
  let Fields = ["K"];
  string TypeOf_K = "Kinds";
}
