// RUN: not %tblgen -gen-automata -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22

include "llvm/TableGen/Automaton.td"
class T2 : Transition { int A; }
// CHECK: [[@LINE+1]]:5: error: Record `t', field `A' exists but does not have an int value: ?
def t : T2 { let NewState = 1; }
def MyAuto : GenericAutomaton { let TransitionClass = "T2"; let SymbolFields = ["A"]; }
