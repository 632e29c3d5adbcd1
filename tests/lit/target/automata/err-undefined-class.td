// RUN: not %tblgen -gen-automata -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22

include "llvm/TableGen/Automaton.td"
def A : GenericAutomaton { let TransitionClass = "Nope"; let SymbolFields = ["X"]; }

// CHECK: error: The class 'Nope' is not defined
