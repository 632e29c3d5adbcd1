// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck --allow-empty %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// Without GenericAutomaton records the output is empty.

include "llvm/TableGen/Automaton.td"
class T : Transition;
def t : T { let NewState = 1; }

// CHECK-NOT: {{.}}
