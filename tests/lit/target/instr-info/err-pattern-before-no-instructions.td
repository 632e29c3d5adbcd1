// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 %s -o %t 2>&1 | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22
//
// A target without instructions of its own whose patterns have an error:
// the patterns are read (and their error reported) before the instructions
// are counted.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"T", [i32], 32, (add R0)>;
def TInstrInfo : InstrInfo;
def T : Target { let InstructionSet = TInstrInfo; }
// CHECK: err-pattern-before-no-instructions.td:[[@LINE+1]]:1: error: In anonymous_{{[0-9]+}}: Cannot use 'add' in an output pattern!
def : Pat<(add GPR:$a), (add GPR:$a, GPR:$a)>;
