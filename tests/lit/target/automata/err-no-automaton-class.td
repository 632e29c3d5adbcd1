// RUN: not %tblgen -gen-automata %s 2>&1 | FileCheck %s
// DIFF: -gen-automata
//
// Without the GenericAutomaton class (Automaton.td not included) the
// backend has nothing to read: an error, not an empty output.

class Transition;
def t : Transition;

// CHECK: error: The class 'GenericAutomaton' is not defined
