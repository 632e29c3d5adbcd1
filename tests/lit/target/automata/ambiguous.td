// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// Several transitions per action (an NFA): the DFA's states are sets of NFA
// states, and TransitionInfo lists the NFA edges of each DFA transition.

include "llvm/TableGen/Automaton.td"
class Any : Transition { int Op; }
class Alu<int s> : Any { let NewState = s; let Op = 0; }
class Mem<int s> : Any { let NewState = s; let Op = 1; }
def Alu0 : Alu<0b0001>;
def Alu1 : Alu<0b0010>;
def Alu2 : Alu<0b0100>;
def Mem0 : Mem<0b1000>;
def Mem1 : Mem<0b0100>;
def VLIW : GenericAutomaton {
  let TransitionClass = "Any";
  let SymbolFields = ["Op"];
}

// CHECK: // Input NFA has 16 states with
// CHECK: VLIWTransitionInfo = {{[{][{]}}
