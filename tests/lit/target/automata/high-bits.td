// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// The top bits of the 32-bit state are ordinary bits too.

include "llvm/TableGen/Automaton.td"
class T<bits<32> s, int a> : Transition { let NewState = s; int A = a; }
def hi : T<0x80000000, 1>;
def mid : T<0x40010000, 2>;
def lo : T<0x00010001, 3>;
def Wide : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["A"]; }

// CHECK: {2147483648, 3221291008}
