// RUN: not %tblgen -gen-automata -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: llvm-tblgen aborts ("Unhandled symbol type!").

include "llvm/TableGen/Automaton.td"
class T2 : Transition { bits<2> A; }
// CHECK: [[@LINE+1]]:5: error: symbol field 'A' of automaton 'MyAuto' has type bits<2>; a symbol must be a record, an int or a string
def t : T2 { let NewState = 1; let A = 1; }
def MyAuto : GenericAutomaton { let TransitionClass = "T2"; let SymbolFields = ["A"]; }
