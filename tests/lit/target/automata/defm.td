// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// Transitions made by a multiclass and a foreach.

include "llvm/TableGen/Automaton.td"
class Pick<int b, string n> : Transition { let NewState = !shl(1, b); string Name = n; }
multiclass Lanes<string n, int first> {
  def _a : Pick<first, n>;
  def _b : Pick<!add(first, 1), n>;
}
defm add : Lanes<"add", 0>;
defm mul : Lanes<"mul", 1>;
foreach i = 0...3 in
  def ld#i : Pick<!add(i, 2), "ld">;
def Lanes4 : GenericAutomaton { let TransitionClass = "Pick"; let SymbolFields = ["Name"]; }

// CHECK: using Lanes4Action = std::string;
