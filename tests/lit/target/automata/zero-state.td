// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// A NewState of 0 (or unset bits) always applies: a loop on state 0.

include "llvm/TableGen/Automaton.td"
class T<int s, int a> : Transition { let NewState = s; int A = a; }
def nop : T<0, 0>;
def one : T<1, 1>;
def partial : Transition { let NewState{1} = 1; int A = 2; }
def Loop : GenericAutomaton { let TransitionClass = "Transition"; let SymbolFields = ["A"]; }

// CHECK: // Input NFA has 4 states with
// CHECK: {1, 0, 1, 0},
