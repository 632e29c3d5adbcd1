// RUN: %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// TIIPredicate functions share one expander: each opcode switch leaves the
// indentation one level deeper for the functions after it (MachineInstr
// and MCInst functions each starting again), as llvm-tblgen writes them.

include "toy-remap.td"
def IsA : TIIPredicate<"isA", MCOpcodeSwitchStatement<[
    MCOpcodeSwitchCase<[ADD], MCReturnStatement<TruePred>>], MCReturnStatement<FalsePred>>>;
def IsB : TIIPredicate<"isB", MCOpcodeSwitchStatement<[
    MCOpcodeSwitchCase<[ADDI], MCReturnStatement<TruePred>>], MCReturnStatement<FalsePred>>>;
def IsC : TIIPredicate<"isC", MCReturnStatement<CheckOpcode<[JMP]>>>;

// CHECK:      bool ToyInstrInfo::isA(const MachineInstr &MI) {
// CHECK-NEXT:   switch(MI.getOpcode()) {
// CHECK:      bool ToyInstrInfo::isB(const MachineInstr &MI) {
// CHECK-NEXT:     switch(MI.getOpcode()) {
// CHECK:      bool ToyInstrInfo::isC(const MachineInstr &MI) {
// CHECK-NEXT:       return ( MI.getOpcode() == Toy::JMP );
// CHECK:      bool isA(const MCInst &MI) {
// CHECK-NEXT:   switch(MI.getOpcode()) {
// CHECK:      bool isB(const MCInst &MI) {
// CHECK-NEXT:     switch(MI.getOpcode()) {
