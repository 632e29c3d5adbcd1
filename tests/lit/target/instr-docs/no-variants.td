// RUN: %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// A target without asm parser variants prints no asm string at all.

include "llvm/Target/Target.td"

class ToyReg<string n> : Register<n> { let Namespace = "Toy"; }
def R0 : ToyReg<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ADD : Instruction {
  let Namespace = "Toy";
  let OutOperandList = (outs GPR:$d);
  let InOperandList = (ins GPR:$a, GPR:$b);
  let AsmString = "add $d, $a, $b";
}
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; let AssemblyParserVariants = []; }

// CHECK:      ADD
// CHECK-NEXT: ===
// CHECK-EMPTY:
// CHECK-NEXT: Flags: ``hasSideEffects``
