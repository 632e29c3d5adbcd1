// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// The backend's own fields of a SearchableTable class are not columns: a
// SearchableFields entry naming one is reported where the field is
// declared (in SearchableTable.td).

include "Inputs/SearchableTable.td"

class Reg<string n> : SearchableTable {
  let SearchableFields = ["EnumNameField"];
  string Name = n;
}
def r1 : Reg<"a">;

// CHECK: SearchableTable.td:{{[0-9]+}}:10: error: In table 'RegsList', 'PrimaryKey' or 'Key' refers to nonexistent field 'EnumNameField'
