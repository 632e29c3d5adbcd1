// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// Degenerate predicates print as llvm-tblgen prints them: an empty opcode
// list, an empty sequence, a nested switch (whose default leaves the
// indentation one level deeper).

include "toy-remap.td"

def P1 : TIIPredicate<"p1", MCReturnStatement<CheckOpcode<[]>>>;
def P2 : TIIPredicate<"p2", MCReturnStatement<CheckAll<[]>>>;
def P3 : TIIPredicate<"p3", MCOpcodeSwitchStatement<[
    MCOpcodeSwitchCase<[ADD], MCOpcodeSwitchStatement<[MCOpcodeSwitchCase<[LDR], MCReturnStatement<TruePred>>],
                                                      MCReturnStatement<FalsePred>>>],
  MCReturnStatement<CheckAny<[TruePred, CheckNot<FalsePred>]>>>>;

// CHECK:      bool ToyInstrInfo::p1(const MachineInstr &MI) {
// CHECK-NEXT:   return llvm::is_contained({}, MI.getOpcode());
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: bool ToyInstrInfo::p2(const MachineInstr &MI) {
// CHECK-NEXT:   return (
// CHECK-NEXT:   );
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: bool ToyInstrInfo::p3(const MachineInstr &MI) {
// CHECK-NEXT:   switch(MI.getOpcode()) {
// CHECK-NEXT:   case Toy::ADD:
// CHECK-NEXT:     switch(MI.getOpcode()) {
// CHECK-NEXT:     case Toy::LDR:
// CHECK-NEXT:       return true;
// CHECK-NEXT:     default:
// CHECK-NEXT:       return false;
// CHECK-NEXT:       } // end of switch-stmt
// CHECK-NEXT:     default:
// CHECK-NEXT:       return (
// CHECK-NEXT:         true
// CHECK-NEXT:         || true
// CHECK-NEXT:       );
// CHECK-NEXT:       } // end of switch-stmt
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_INSTRINFO_HELPERS
