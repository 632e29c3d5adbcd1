// RUN: %tblgen -gen-searchable-tables -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22
//
// A GenericEnum over Instruction records types a column that is both an
// enum and an instruction column: it prints and orders as an instruction
// (pseudos first), is dense by the instruction enum, and compares as
// unsigned. A secondary index on instructions alone can be dense too. An
// early-out index may mix bits, instruction and intrinsic keys.

include "llvm/Target/Target.td"
include "llvm/TableGen/SearchableTable.td"

def MyInstrInfo : InstrInfo;
def MyTarget : Target { let InstructionSet = MyInstrInfo; }

class MyInst<string asm> : Instruction {
  let Namespace = "My";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = asm;
}
def ADD : MyInst<"add">;
def MUL : MyInst<"mul">;
def SUB : MyInst<"sub">;
def PSEUDO_RET : MyInst<""> { let isPseudo = 1; }
def A_PSEUDO : MyInst<""> { let isPseudo = 1; }

def InstEnum : GenericEnum { let FilterClass = "MyInst"; }

class Info<MyInst i, Intrinsic n, bits<4> lat> { MyInst Inst = i; MyInst Same = i; Intrinsic Intr = n; bits<4> Latency = lat; }
def : Info<SUB, int_trap, 1>;
def : Info<MUL, int_donothing, 3>;
def : Info<PSEUDO_RET, int_x86_sse_sfence, 0>;
def : Info<ADD, int_trap, 1>;
def : Info<A_PSEUDO, int_aarch64_isb, 2>;

def Infos : GenericTable {
  let FilterClass = "Info";
  let Fields = ["Inst", "Same", "Intr", "Latency"];
  string TypeOf_Same = "InstEnum";
  let PrimaryKey = ["Same"];
  let PrimaryKeyName = "lookupBySame";
}
def lookupByInst : SearchIndex { let Table = Infos; let Key = ["Inst"]; }
def lookupByLatInst : SearchIndex { let Table = Infos; let Key = ["Latency", "Inst", "Intr"]; let EarlyOut = 1; }
def lookupByIntrSame : SearchIndex { let Table = Infos; let Key = ["Intr", "Same"]; }

// CHECK:      enum InstEnum {
// CHECK-NEXT:   ADD = 0,
// CHECK-NEXT:   A_PSEUDO = 1,

// CHECK:      constexpr Info Infos[] = {
// CHECK-NEXT:   { A_PSEUDO, A_PSEUDO, Intrinsic::aarch64_isb, 0x2 }, // 0
// CHECK-NEXT:   { PSEUDO_RET, PSEUDO_RET, Intrinsic::x86_sse_sfence, 0x0 }, // 1
// CHECK-NEXT:   { ADD, ADD, Intrinsic::trap, 0x1 }, // 2
// CHECK-NEXT:   { MUL, MUL, Intrinsic::donothing, 0x3 }, // 3
// CHECK-NEXT:   { SUB, SUB, Intrinsic::trap, 0x1 }, // 4
// CHECK-NEXT:  };

// CHECK:      const Info *lookupBySame(unsigned Same) {
// CHECK-NEXT:   if ((unsigned)Same != std::clamp((unsigned)Same, (unsigned)A_PSEUDO, (unsigned)SUB))
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   auto Table = ArrayRef(Infos);
// CHECK-NEXT:   size_t Idx = Same - A_PSEUDO;
// CHECK-NEXT:   return &Table[Idx];

// CHECK:      const Info *lookupByInst(unsigned Inst) {
// CHECK:        size_t Idx = Inst - A_PSEUDO;
// CHECK-NEXT:   return &Infos[Table[Idx]._index];

// CHECK:      const Info *lookupByIntrSame(unsigned Intr, unsigned Same) {
// CHECK:            if ((unsigned)LHS.Same < (unsigned)RHS.Same)

// CHECK:      const Info *lookupByLatInst(uint8_t Latency, unsigned Inst, unsigned Intr) {
// CHECK:          { 0x0, PSEUDO_RET, Intrinsic::x86_sse_sfence, 1 },
// CHECK-NEXT:     { 0x1, ADD, Intrinsic::trap, 2 },
// CHECK-NEXT:     { 0x1, SUB, Intrinsic::trap, 4 },
// CHECK-NEXT:     { 0x2, A_PSEUDO, Intrinsic::aarch64_isb, 0 },
// CHECK-NEXT:     { 0x3, MUL, Intrinsic::donothing, 3 },
// CHECK:        if ((uint8_t)Latency != std::clamp((uint8_t)Latency, (uint8_t)0x0, (uint8_t)0x3))
