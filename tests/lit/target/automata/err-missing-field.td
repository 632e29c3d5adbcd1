// RUN: not %tblgen -gen-automata -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: llvm-tblgen crashes here.

include "llvm/TableGen/Automaton.td"
class T2 : Transition { int A; }
// CHECK: [[@LINE+1]]:5: error: transition 't' has no field 'B' (a SymbolFields entry of automaton 'MyAuto')
def t : T2 { let NewState = 1; let A = 1; }
def MyAuto : GenericAutomaton { let TransitionClass = "T2"; let SymbolFields = ["B"]; }
