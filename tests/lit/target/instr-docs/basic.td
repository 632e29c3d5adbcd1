// RUN: %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// One section per instruction in enum order (pseudos first): asm string,
// flags, operands (complex ones per sub-operand, unnamed ones "anonN"),
// constraints, implicit defs and uses, predicates.

include "toy.td"

def HasFoo : Predicate<"Subtarget->hasFoo()">;
def MOV_RR : ToyInst<(outs GPR:$dst), (ins GPR:$src), "  mov\t$dst, $src  "> {
  let hasSideEffects = 0; let isMoveReg = 1; let isAsCheapAsAMove = 1;
}
def STR : ToyInst<(outs), (ins GPR:$v, memri:$addr, pred:$p), "str $v, $addr"> {
  let mayStore = 1; let hasSideEffects = 0; let Predicates = [HasFoo];
}
def TIED : ToyInst<(outs GPR:$dst, GPR:$wb), (ins GPR:$a, memri:$m), "tied"> {
  let Constraints = "$a = $dst,@earlyclobber $wb";
  let Defs = [SP, R0]; let Uses = [SP];
  let isBranch = 1; let isTerminator = 1; let isBarrier = 1; let isCall = 1;
}
def SUBOPS : ToyInst<(outs), (ins (memri $b, $o):$m), "subops $b, $o">;
def PSEUDO_X : ToyInst<(outs GPR:$d), (ins), "pseudo $d"> {
  let isPseudo = 1; let usesCustomInserter = 1; let isCodeGenOnly = 1;
}
def NOASM : ToyInst<(outs), (ins), "">;

// CHECK:      ----------------
// CHECK-NEXT: Toy Instructions
// CHECK-NEXT: ----------------
// CHECK:      PSEUDO\_X
// CHECK-NEXT: =========
// CHECK:      Assembly string: ``pseudo $d``
// CHECK:      Flags: ``usesCustomInserter``, ``hasSideEffects``, ``isCodeGenOnly``, ``isPseudo``
// CHECK:      MOV\_RR
// CHECK:      Assembly string: ``mov\t$dst, $src``
// CHECK:      Flags: ``isAsCheapAsAMove``
// CHECK:      STR
// CHECK:      Flags: ``mayStore``, ``isPredicable``
// CHECK:      * USE ``memri/GPR:$addr.base``
// CHECK:      * USE ``pred/i32imm:$p.anon0``
// CHECK:      Predicates: ``HasFoo``
// CHECK:      SUBOPS
// CHECK:      * USE ``memri/i32imm:$m.off``
// CHECK:      TIED
// CHECK:      Constraints: ``$a = $dst,@earlyclobber $wb``
// CHECK:      Implicit defs: ``SP``, ``R0``
// CHECK:      Implicit uses: ``SP``
