// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Fixed 32-bit encodings: the InstBits table (from the first non-pseudo
// opcode), getMachineOpValue for register operands, and instructions whose
// case code is the same (ADD and SUB; NOP and HALT) sharing one case.

include "enc.td"

def ADD : EInst<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt), "add $rd, $rs, $rt"> {
  bits<3> rd; bits<3> rs; bits<3> rt;
  let Inst{31-24} = 0x01;
  let Inst{23-21} = rd;
  let Inst{20-18} = rs;
  let Inst{17-15} = rt;
  let Inst{14-0} = 0;
}
// Same operand layout as ADD: one case serves both.
def SUB : EInst<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt), "sub $rd, $rs, $rt"> {
  bits<3> rd; bits<3> rs; bits<3> rt;
  let Inst{31-24} = 0x05;
  let Inst{23-21} = rd;
  let Inst{20-18} = rs;
  let Inst{17-15} = rt;
  let Inst{14-0} = 0x7fff;
}
// A field that Inst does not use adds nothing.
def NOP : EInst<(outs), (ins), "nop"> { let Inst = 0; bits<3> unused; }
def HALT : EInst<(outs), (ins), "halt"> { let Inst = 0xffffffff; }
// Pseudos have no row and no case.
def PSEUDO : EInst<(outs), (ins), "">  { let isPseudo = 1; }

def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      uint64_t EncMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const uint64_t InstBits[] = {
// CHECK-NEXT:     UINT64_C(16777216),	// ADD
// CHECK-NEXT:     UINT64_C(4294967295),	// HALT
// CHECK-NEXT:     UINT64_C(0),	// NOP
// CHECK-NEXT:     UINT64_C(83918847),	// SUB
// CHECK-NEXT:   };
// CHECK-NEXT:   constexpr unsigned FirstSupportedOpcode = 323;
// CHECK-EMPTY:
// CHECK-NEXT:   const unsigned opcode = MI.getOpcode();
// CHECK-NEXT:   if (opcode < FirstSupportedOpcode)
// CHECK-NEXT:     reportUnsupportedInst(MI);
// CHECK-NEXT:   unsigned TableIndex = opcode - FirstSupportedOpcode;
// CHECK-NEXT:   uint64_t Value = InstBits[TableIndex];
// CHECK-NEXT:   uint64_t op = 0;
// CHECK-NEXT:   (void)op;  // suppress warning
// CHECK-NEXT:   switch (opcode) {
// CHECK-NEXT:     case Enc::HALT:
// CHECK-NEXT:     case Enc::NOP: {
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::ADD:
// CHECK-NEXT:     case Enc::SUB: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 21;
// CHECK-NEXT:       // op: rs
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(1), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 18;
// CHECK-NEXT:       // op: rt
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(2), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 15;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:   default:
// CHECK-NEXT:     reportUnsupportedInst(MI);
// CHECK-NEXT:   }
// CHECK-NEXT:   return Value;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_OPERAND_BIT_OFFSET
// CHECK-NEXT: #undef GET_OPERAND_BIT_OFFSET
// CHECK-EMPTY:
// CHECK-NEXT: uint32_t EncMCCodeEmitter::getOperandBitOffset(const MCInst &MI,
// CHECK-NEXT:     unsigned OpNum,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   switch (MI.getOpcode()) {
// CHECK-NEXT:     case Enc::HALT:
// CHECK-NEXT:     case Enc::NOP: {
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::ADD:
// CHECK-NEXT:     case Enc::SUB: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 21;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: rs
// CHECK-NEXT:         return 18;
// CHECK-NEXT:       case 2:
// CHECK-NEXT:         // op: rt
// CHECK-NEXT:         return 15;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:   default:
// CHECK-NEXT:     reportUnsupportedInst(MI);
// CHECK-NEXT:   }
// CHECK-NEXT:   reportUnsupportedOperand(MI, OpNum);
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: #endif // GET_OPERAND_BIT_OFFSET
// CHECK-EMPTY:
