// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// isLittleEndianEncoding: every encoding is read with its bits reversed, so
// Inst{0} is the most significant bit of the value.

include "enc.td"
def ADD : EInst<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt), "add $rd, $rs, $rt"> {
  bits<3> rd; bits<3> rs; bits<3> rt;
  let Inst{31-24} = 0x01;
  let Inst{23-21} = rd;
  let Inst{20-18} = rs;
  let Inst{17-15} = rt;
  let Inst{14-0} = 0;
}
def J : EInst<(outs), (ins brtarget:$t), "j $t"> {
  bits<24> t;
  let Inst{31-28} = 0x7;
  let Inst{27-4} = t;
  let Inst{3-0} = 0b0011;
}
def EncInstrInfo : InstrInfo { let isLittleEndianEncoding = 1; }
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      uint64_t EncMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const uint64_t InstBits[] = {
// CHECK-NEXT:     UINT64_C(128),	// ADD
// CHECK-NEXT:     UINT64_C(3221225486),	// J
// CHECK-NEXT:   };
// CHECK-NEXT:   constexpr unsigned FirstSupportedOpcode = 322;
// CHECK-EMPTY:
// CHECK-NEXT:   const unsigned opcode = MI.getOpcode();
// CHECK-NEXT:   if (opcode < FirstSupportedOpcode)
// CHECK-NEXT:     reportUnsupportedInst(MI);
// CHECK-NEXT:   unsigned TableIndex = opcode - FirstSupportedOpcode;
// CHECK-NEXT:   uint64_t Value = InstBits[TableIndex];
// CHECK-NEXT:   uint64_t op = 0;
// CHECK-NEXT:   (void)op;  // suppress warning
// CHECK-NEXT:   switch (opcode) {
// CHECK-NEXT:     case Enc::ADD: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x1) << 10;
// CHECK-NEXT:       Value |= (op & 0x2) << 8;
// CHECK-NEXT:       Value |= (op & 0x4) << 6;
// CHECK-NEXT:       // op: rs
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(1), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x1) << 13;
// CHECK-NEXT:       Value |= (op & 0x2) << 11;
// CHECK-NEXT:       Value |= (op & 0x4) << 9;
// CHECK-NEXT:       // op: rt
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(2), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x1) << 16;
// CHECK-NEXT:       Value |= (op & 0x2) << 14;
// CHECK-NEXT:       Value |= (op & 0x4) << 12;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::J: {
// CHECK-NEXT:       // op: t
// CHECK-NEXT:       op = encodeBranch(MI, 0, Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x1) << 27;
// CHECK-NEXT:       Value |= (op & 0x2) << 25;
// CHECK-NEXT:       Value |= (op & 0x4) << 23;
// CHECK-NEXT:       Value |= (op & 0x8) << 21;
// CHECK-NEXT:       Value |= (op & 0x10) << 19;
// CHECK-NEXT:       Value |= (op & 0x20) << 17;
// CHECK-NEXT:       Value |= (op & 0x40) << 15;
// CHECK-NEXT:       Value |= (op & 0x80) << 13;
// CHECK-NEXT:       Value |= (op & 0x100) << 11;
// CHECK-NEXT:       Value |= (op & 0x200) << 9;
// CHECK-NEXT:       Value |= (op & 0x400) << 7;
// CHECK-NEXT:       Value |= (op & 0x800) << 5;
// CHECK-NEXT:       Value |= (op & 0x1000) << 3;
// CHECK-NEXT:       Value |= (op & 0x2000) << 1;
// CHECK-NEXT:       Value |= (op & 0x4000) >> 1;
// CHECK-NEXT:       Value |= (op & 0x8000) >> 3;
// CHECK-NEXT:       Value |= (op & 0x10000) >> 5;
// CHECK-NEXT:       Value |= (op & 0x20000) >> 7;
// CHECK-NEXT:       Value |= (op & 0x40000) >> 9;
// CHECK-NEXT:       Value |= (op & 0x80000) >> 11;
// CHECK-NEXT:       Value |= (op & 0x100000) >> 13;
// CHECK-NEXT:       Value |= (op & 0x200000) >> 15;
// CHECK-NEXT:       Value |= (op & 0x400000) >> 17;
// CHECK-NEXT:       Value |= (op & 0x800000) >> 19;
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
// CHECK-NEXT:     case Enc::ADD: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 8;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: rs
// CHECK-NEXT:         return 11;
// CHECK-NEXT:       case 2:
// CHECK-NEXT:         // op: rt
// CHECK-NEXT:         return 14;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::J: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: t
// CHECK-NEXT:         return 4;
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
