// RUN: %tblgen -gen-automata -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-automata -I /usr/include/llvm-22
//
// Three symbols of the three kinds; equal tuples share one action.

include "llvm/TableGen/Automaton.td"
class Reg;
def R0 : Reg;
def R1 : Reg;
class W<int s, Reg r, int c, string k> : Transition {
  let NewState = s; Reg Dst = r; int Cycle = c; string Kind = k;
}
def w0 : W<1, R0, 0, "alu">;
def w1 : W<2, R0, 0, "alu">;
def w2 : W<4, R1, 1, "alu">;
def w3 : W<8, R1, 1, "mem">;
def w4 : W<3, R1, -1, "mem">;
def Ports : GenericAutomaton {
  let TransitionClass = "W";
  let SymbolFields = ["Dst", "Cycle", "Kind"];
}

// CHECK: using PortsAction = std::tuple<Reg, unsigned, std::string>;
// CHECK: {1, {R0, 0, "alu"}
// CHECK: 4294967295
