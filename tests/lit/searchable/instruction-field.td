// RUN: %tblgen -gen-searchable-tables -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22
//
// A column of Instruction records prints the record name, sorts pseudo
// instructions first and then by name, and is an unsigned key. A single
// instruction key is looked up directly when the instructions are
// consecutive in the target's instruction enum (the target-independent
// opcodes, then pseudos, then the others, by name).

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

class SchedInfo<Instruction i, bits<4> lat> { Instruction Inst = i; bits<4> Latency = lat; }
def : SchedInfo<SUB, 1>;
def : SchedInfo<MUL, 3>;
def : SchedInfo<PSEUDO_RET, 0>;
def : SchedInfo<ADD, 1>;

def SchedTable : GenericTable {
  let FilterClass = "SchedInfo";
  let Fields = ["Inst", "Latency"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupSched";
}

// Not consecutive: ADD and SUB without MUL in between.
class Fusable<Instruction i> { Instruction Inst = i; }
def : Fusable<ADD>;
def : Fusable<SUB>;
def FusableTable : GenericTable {
  let FilterClass = "Fusable";
  let Fields = ["Inst"];
  let PrimaryKey = ["Inst"];
  let PrimaryKeyName = "lookupFusable";
}

// CHECK:      const Fusable *lookupFusable(unsigned Inst) {
// CHECK-NEXT:   struct KeyType {
// CHECK:      constexpr SchedInfo SchedTable[] = {
// CHECK-NEXT:   { PSEUDO_RET, 0x0 }, // 0
// CHECK-NEXT:   { ADD, 0x1 }, // 1
// CHECK-NEXT:   { MUL, 0x3 }, // 2
// CHECK-NEXT:   { SUB, 0x1 }, // 3
// CHECK-NEXT:  };
// CHECK:      const SchedInfo *lookupSched(unsigned Inst) {
// CHECK-NEXT:   if ((unsigned)Inst != std::clamp((unsigned)Inst, (unsigned)PSEUDO_RET, (unsigned)SUB))
// CHECK-NEXT:     return nullptr;
// CHECK-EMPTY:
// CHECK-NEXT:   auto Table = ArrayRef(SchedTable);
// CHECK-NEXT:   size_t Idx = Inst - PSEUDO_RET;
// CHECK-NEXT:   return &Table[Idx];
// CHECK-NEXT: }
