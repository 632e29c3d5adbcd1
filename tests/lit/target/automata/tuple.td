// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// A two-symbol action (string, int) with the int's C++ type overridden.

include "llvm/TableGen/Automaton.td"
class MyTransition<int s, string n, int k> : Transition {
  let NewState = s;
  string Name = n;
  int K = k;
}
def A1 : MyTransition<0b001, "a", 1>;
def A2 : MyTransition<0b010, "a", 1>;
def B1 : MyTransition<0b100, "b", 2>;
def B2 : MyTransition<0b011, "b", 3>;
def MyAuto : GenericAutomaton {
  let TransitionClass = "MyTransition";
  let SymbolFields = ["Name", "K"];
  string TypeOf_K = "unsigned short";
}

// CHECK: #ifdef GET_MyAuto_DECL
// CHECK: using MyAutoAction = std::tuple<std::string, unsigned short>;
// CHECK: // Input NFA has 8 states with 14 transitions.
// CHECK: // Generated DFA has 6 states with 9 transitions.
// CHECK: const std::array<NfaStatePair, 23> MyAutoTransitionInfo = {{[{][{]}}
// CHECK: {1, {"a", 1}, 2, 0},
// CHECK: #endif  // GET_MyAuto_DECL
