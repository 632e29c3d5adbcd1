// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// A field holding records of a GenericEnum's FilterClass needs
// TypeOf_<field> naming the enum: it prints the entry names, sorts by the
// entry values, is passed as unsigned and compared as unsigned.

include "Inputs/SearchableTable.td"

class Unit<string name, int order> { string Name = name; int Order = order; }
def UnitALU : Unit<"alu", 2>;
def UnitFPU : Unit<"fpu", 0>;
def UnitMem : Unit<"mem", 1>;
def Units : GenericEnum {
  let FilterClass = "Unit";
  let NameField = "Name";
  let ValueField = "Order";
}

class Latency<Unit u, bits<4> cycles> { Unit U = u; bits<4> Cycles = cycles; }
def : Latency<UnitALU, 1>;
def : Latency<UnitFPU, 4>;
def : Latency<UnitMem, 3>;
def : Latency<UnitFPU, 2>;

def Latencies : GenericTable {
  let FilterClass = "Latency";
  let Fields = ["U", "Cycles"];
  string TypeOf_U = "Units";
  let PrimaryKey = ["U", "Cycles"];
  let PrimaryKeyName = "lookupLatency";
}

// CHECK:      enum Units {
// CHECK-NEXT:   alu = 2,
// CHECK-NEXT:   fpu = 0,
// CHECK-NEXT:   mem = 1,
// CHECK-NEXT: };
// CHECK:      const Latency *lookupLatency(unsigned U, uint8_t Cycles);
// CHECK:      constexpr Latency Latencies[] = {
// CHECK-NEXT:   { fpu, 0x2 }, // 0
// CHECK-NEXT:   { fpu, 0x4 }, // 1
// CHECK-NEXT:   { mem, 0x3 }, // 2
// CHECK-NEXT:   { alu, 0x1 }, // 3
// CHECK-NEXT:  };
// CHECK:        KeyType Key = {U, Cycles};
// CHECK:            if ((unsigned)LHS.U < (unsigned)RHS.U)
// CHECK-NEXT:         return true;
// CHECK-NEXT:       if ((unsigned)LHS.U > (unsigned)RHS.U)
// CHECK-NEXT:         return false;
// CHECK-NEXT:       if (LHS.Cycles < RHS.Cycles)
