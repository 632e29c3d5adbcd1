// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A code literal ([{...}]) prints verbatim; a string field prints quoted
// unless TypeOf_<field> is "code". A code-typed field holding a string
// value (not a code literal) still prints quoted.

include "Inputs/SearchableTable.td"

class Pred<string name, string cond> {
  string Name = name;
  string Cond = cond;              // a string, printed as code by TypeOf_Cond
  code Check = [{ return }] # cond # [{; }];
  code Plain = cond;               // code type, string value: quoted
}
def : Pred<"is64", "STI.is64Bit()">;
def : Pred<"hasSSE", "STI.hasSSE()">;

def Preds : GenericTable {
  let FilterClass = "Pred";
  let Fields = ["Name", "Cond", "Check", "Plain"];
  string TypeOf_Cond = "code";
}

// CHECK:      constexpr Pred Preds[] = {
// CHECK-NEXT:   { "hasSSE", STI.hasSSE(), return STI.hasSSE(); , "STI.hasSSE()" }, // 0
// CHECK-NEXT:   { "is64", STI.is64Bit(), return STI.is64Bit(); , "STI.is64Bit()" }, // 1
// CHECK-NEXT:  };
