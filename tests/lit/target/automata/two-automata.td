// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// Automata come out by name; they may share a transition class.

include "llvm/TableGen/Automaton.td"
class T<int s, string a> : Transition { let NewState = s; string A = a; int N = s; }
def t1 : T<1, "p">;
def t2 : T<2, "q">;
def t3 : T<6, "p">;
def Zeta : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["A"]; }
def Alpha : GenericAutomaton { let TransitionClass = "T"; let SymbolFields = ["N", "A"]; }

// CHECK: #ifdef GET_Alpha_DECL
// CHECK: using AlphaAction = std::tuple<unsigned, std::string>;
// CHECK: #endif  // GET_Alpha_DECL
// CHECK: #ifdef GET_Zeta_DECL
// CHECK: using ZetaAction = std::string;
