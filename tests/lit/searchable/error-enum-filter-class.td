// RUN: not %tblgen -gen-searchable-tables -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-searchable-tables
//
// An enum whose FilterClass is not a class.

include "Inputs/SearchableTable.td"

def E : GenericEnum {
  // CHECK: [[@LINE+1]]:7: error: Enum FilterClass 'Kind' does not exist
  let FilterClass = "Kind";
}
