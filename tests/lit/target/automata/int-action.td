// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// A single int symbol: the action type is unsigned, printed bare.

include "llvm/TableGen/Automaton.td"
class Slot<int b, int op> : Transition {
  let NewState = !shl(1, b);
  int Opcode = op;
}
def S0 : Slot<0, 10>;
def S1 : Slot<1, 20>;
def S2 : Slot<2, 10>;
def Slots : GenericAutomaton {
  let TransitionClass = "Slot";
  let SymbolFields = ["Opcode"];
}

// CHECK: using SlotsAction = unsigned;
// CHECK: {1, 10, 2, 
