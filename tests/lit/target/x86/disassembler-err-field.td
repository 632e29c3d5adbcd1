// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22
//
// An X86 instruction without one of the fields the disassembler reads.

include "llvm/Target/Target.td"

def X86InstrInfo : InstrInfo;
def X86 : Target { let InstructionSet = X86InstrInfo; }

class X86Inst : Instruction {
  let Namespace = "X86";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  let AsmString = "";
  bits<8> Opcode = 0x90;
  bits<7> FormBits = 1;
  bits<3> OpPrefixBits = 0;
  bits<4> OpMapBits = 0;
  bits<2> OpEncBits = 0;
  bits<2> OpSizeBits = 0;
  bits<2> AdSizeBits = 0;
  bit hasREX_W = 0;
  bit hasVEX_4V = 0;
}

// CHECK: [[@LINE+1]]:5: error: Record `NOP' does not have a field named `IgnoresW'!
def NOP : X86Inst;
