// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// ComplexPatterns: as a leaf (its results fill the operand), at the root
// (one matcher per root opcode), with a chain, asking for the root and the
// parent; CheckComplexPattern numbers them by use.

include "di.td"

def MemOp : Operand<i32> { let MIOperandInfo = (ops GPR, i32imm); }
def addr : ComplexPattern<i32, 2, "SelectAddr", [], []> { let WantsParent = true; }
def addrc : ComplexPattern<i32, 2, "SelectAddrC", [], [SDNPHasChain]> { let WantsRoot = true; }
def frameidx : ComplexPattern<i32, 1, "SelectFI", [frameindex, add], []>;

def LDW : DiInst<(outs GPR:$d), (ins MemOp:$m), [(set GPR:$d, (load addr:$m))]>;
def LDB : DiInst<(outs GPR:$d), (ins MemOp:$m), [(set GPR:$d, (zextloadi8 addrc:$m))]>;
def STW : DiInst<(outs), (ins GPR:$v, MemOp:$m), [(store GPR:$v, addr:$m)]>;
def LEA : DiInst<(outs GPR:$d), (ins i32imm:$f), [(set GPR:$d, frameidx:$f)]>;

// CHECK: OPC_CheckComplexPat0, /*#*/1, // SelectAddr:$m #2 #3
// CHECK: Result.resize(NextRes+2);
// CHECK: return SelectAddr(Parent, N, Result[NextRes+0].first, Result[NextRes+1].first);
// CHECK: Result.resize(NextRes+3);
// CHECK: return SelectAddrC(Root, N, Result[NextRes+0].first, Result[NextRes+1].first, Result[NextRes+2].first);
