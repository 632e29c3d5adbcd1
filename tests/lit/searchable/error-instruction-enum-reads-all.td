// RUN: not %tblgen -gen-searchable-tables -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// RUN: %tblgen -gen-searchable-tables -I /usr/include/llvm-22 -D MULTI %s | FileCheck %s --check-prefix=MULTI
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22 -D MULTI
//
// A lookup keyed by one instruction column numbers the instructions by the
// target's enum, which llvm-tblgen does only after reading every instruction:
// a constraint naming a missing operand fails there (the first instruction
// by name), though no table row uses that instruction. A key of more than
// one field sorts by names and reads no instruction.

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
def SUB : MyInst<"sub">;
def ZAP : MyInst<"zap"> { let Constraints = "$dst = $src"; }
// CHECK: error-instruction-enum-reads-all.td:[[#@LINE+1]]:5: error: 'MOV' does not have an operand named '$d'!
def MOV : MyInst<"mov"> { let Constraints = "$d = $s"; }

class Info<MyInst i, bits<4> lat> { MyInst Inst = i; bits<4> Latency = lat; }
def : Info<SUB, 1>;
def : Info<ADD, 3>;

def Infos : GenericTable {
  let FilterClass = "Info";
  let Fields = ["Inst", "Latency"];
#ifdef MULTI
  let PrimaryKey = ["Latency", "Inst"];
#else
  let PrimaryKey = ["Inst"];
#endif
  let PrimaryKeyName = "lookupByInst";
}

// MULTI:      constexpr Info Infos[] = {
// MULTI-NEXT:   { SUB, 0x1 }, // 0
// MULTI-NEXT:   { ADD, 0x3 }, // 1
// MULTI:      const Info *lookupByInst(uint8_t Latency, unsigned Inst) {
