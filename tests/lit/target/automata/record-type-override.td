// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// TypeOf_<field> replaces the C++ type of a record symbol.

include "llvm/TableGen/Automaton.td"
class Unit;
def U0 : Unit;
def U1 : Unit;
class Use<int s, Unit u, string tag> : Transition {
  let NewState = s;
  Unit TheUnit = u;
  string Tag = tag;
}
def X0 : Use<1, U0, "x">;
def X1 : Use<2, U1, "x">;
def X2 : Use<3, U1, "y">;
def Pipe : GenericAutomaton {
  let TransitionClass = "Use";
  let SymbolFields = ["TheUnit", "Tag"];
  string TypeOf_TheUnit = "MyUnitKind";
}

// CHECK: using PipeAction = std::tuple<MyUnitKind, std::string>;
