// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// With guessInstructionProperties = 0, a flag left '?' that no pattern
// settles is an error (each one, then the run fails), reported in the
// opcode enum's order (pseudos first, then by name).

include "llvm/Target/Target.td"
class ToyReg<string n> : Register<n> { let Namespace = "Toy"; }
def R0 : ToyReg<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
class ToyInst<dag o, dag i, list<dag> p = []> : Instruction {
  let Namespace = "Toy"; let OutOperandList = o; let InOperandList = i;
  let AsmString = ""; let Pattern = p;
}
def A : ToyInst<(outs GPR:$d), (ins GPR:$a)>;
def B : ToyInst<(outs GPR:$d), (ins GPR:$a)> { let hasSideEffects = 0; }
def Z : ToyInst<(outs GPR:$d), (ins GPR:$a)> { let isPseudo = 1; let mayLoad = 0; let mayStore = 0; }
def LD : ToyInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (i32 (load GPR:$p)))]>;
def ToyInstrInfo : InstrInfo { let guessInstructionProperties = 0; }
def Toy : Target { let InstructionSet = ToyInstrInfo; }

// CHECK:      err-cannot-infer.td:18:5: error: Can't infer hasSideEffects from patterns
// CHECK:      err-cannot-infer.td:16:5: error: Can't infer hasSideEffects from patterns
// CHECK:      err-cannot-infer.td:16:5: error: Can't infer mayStore from patterns
// CHECK:      err-cannot-infer.td:16:5: error: Can't infer mayLoad from patterns
// CHECK:      err-cannot-infer.td:17:5: error: Can't infer mayStore from patterns
// CHECK:      err-cannot-infer.td:17:5: error: Can't infer mayLoad from patterns
// CHECK-NOT:  error: Can't infer
