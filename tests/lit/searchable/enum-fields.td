// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// NameField names the entries and ValueField gives their values (an int or
// a bits field). With a ValueField the entries keep the order of the
// records (by name), whatever their values; values may repeat.

include "Inputs/SearchableTable.td"

class Opcode<string name, int value> {
  string Name = name;
  int Value = value;
}
def op_c : Opcode<"OP_ZERO", 0>;
def op_a : Opcode<"OP_LOAD", 7>;
def op_b : Opcode<"OP_NEG", -2>;
def op_d : Opcode<"OP_ALSO_LOAD", 7>;

def Opcodes : GenericEnum {
  let FilterClass = "Opcode";
  let NameField = "Name";
  let ValueField = "Value";
}

class Reg<bits<5> enc> {
  bits<5> Enc = enc;
}
def R1 : Reg<1>;
def R31 : Reg<31>;
def R4 : Reg<0b00100>;

// Record names are the entry names when only ValueField is given.
def Regs : GenericEnum {
  let FilterClass = "Reg";
  let ValueField = "Enc";
}

// CHECK:      enum Opcodes {
// CHECK-NEXT:   OP_LOAD = 7,
// CHECK-NEXT:   OP_NEG = -2,
// CHECK-NEXT:   OP_ZERO = 0,
// CHECK-NEXT:   OP_ALSO_LOAD = 7,
// CHECK-NEXT: };
// CHECK:      enum Regs {
// CHECK-NEXT:   R1 = 1,
// CHECK-NEXT:   R4 = 4,
// CHECK-NEXT:   R31 = 31,
// CHECK-NEXT: };
