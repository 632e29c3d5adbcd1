// RUN: %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// Several asm parser variants: one "Assembly string (Name)" line each, the
// {a|b} groups flattened per variant (a missing alternative is empty), and
// "$" / "\" escaped braces kept.

include "llvm/Target/Target.td"

class ToyReg<string n> : Register<n> { let Namespace = "Toy"; }
def R0 : ToyReg<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
class ToyInst<dag o, dag i, string asm> : Instruction {
  let Namespace = "Toy"; let OutOperandList = o; let InOperandList = i;
  let AsmString = asm; let hasSideEffects = 0;
}
def MOV : ToyInst<(outs GPR:$d), (ins GPR:$s), "{mov|movl} {$s, $d|$d, $s}">;
def ONE : ToyInst<(outs), (ins), "one{|_b}">;
def NEST : ToyInst<(outs), (ins), "n{a{x|y}|b} ${s} \\{q}">;

def ATT : AsmParserVariant { let Name = "att"; }
def INTEL : AsmParserVariant { let Variant = 1; let Name = "intel"; }
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; let AssemblyParserVariants = [ATT, INTEL]; }

// CHECK:      MOV
// CHECK:      Assembly string (att): ``mov $s, $d``
// CHECK-EMPTY:
// CHECK-NEXT: Assembly string (intel): ``movl $d, $s``
// CHECK:      NEST
// CHECK:      Assembly string (att): ``na{x ${s} \{q}``
// CHECK:      ONE
// CHECK:      Assembly string (att): ``one``
// CHECK-EMPTY:
// CHECK-NEXT: Assembly string (intel): ``one\_b``
