// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// Enums come first, then tables, each in record-name order; each section
// is guarded by GET_<Name>_DECL or GET_<Name>_IMPL, and every guard used
// is #undef'd once at the end, in sorted order.

include "Inputs/SearchableTable.td"

class Z;
def z0 : Z;
class Row<Z z> { Z Ref = z; bit B = 1; }
def r0 : Row<z0>;

def Zeta : GenericEnum { let FilterClass = "Z"; }
def Alpha : GenericEnum { let FilterClass = "Z"; }
def Beta : GenericTable {
  let FilterClass = "Row";
  let Fields = ["Ref", "B"];
  string TypeOf_Ref = "Zeta";
}
def Aardvark : GenericTable { let FilterClass = "Row"; let Fields = ["B"]; }

// CHECK:      #ifdef GET_Alpha_DECL
// CHECK:      #ifdef GET_Zeta_DECL
// CHECK:      #ifdef GET_Aardvark_DECL
// CHECK:      #ifdef GET_Aardvark_IMPL
// CHECK:      #ifdef GET_Beta_DECL
// CHECK:      #ifdef GET_Beta_IMPL
// CHECK-NEXT: constexpr Row Beta[] = {
// CHECK-NEXT:   { z0, true }, // 0
// CHECK:      #endif
// CHECK-EMPTY:
// CHECK-NEXT: #undef GET_Aardvark_DECL
// CHECK-NEXT: #undef GET_Aardvark_IMPL
// CHECK-NEXT: #undef GET_Alpha_DECL
// CHECK-NEXT: #undef GET_Beta_DECL
// CHECK-NEXT: #undef GET_Beta_IMPL
// CHECK-NEXT: #undef GET_Zeta_DECL
// CHECK-NOT:  {{.}}
