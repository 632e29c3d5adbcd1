// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// Record symbols print their name; the type is the field's class.

include "llvm/TableGen/Automaton.td"
class FuncKind;
def Load : FuncKind;
def Store : FuncKind;
def Add : FuncKind;
class Issue<bits<32> s, FuncKind k> : Transition {
  let NewState = s;
  FuncKind Kind = k;
}
def I0 : Issue<0x1, Load>;
def I1 : Issue<0x2, Store>;
def I2 : Issue<0x4, Add>;
def I3 : Issue<0x8, Add>;
def Issuer : GenericAutomaton {
  let TransitionClass = "Issue";
  let SymbolFields = ["Kind"];
}

// CHECK: using IssuerAction = FuncKind;
// CHECK: {1, Load, 2, 0},
