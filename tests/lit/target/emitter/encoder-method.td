// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Custom EncoderMethod on an operand type (the method is called with the
// operand number), on a complex operand (it encodes all its sub-operands),
// and PostEncoderMethod.

include "enc.td"

// An operand type with an EncoderMethod: its method replaces
// getMachineOpValue and gets the operand number.
def ADDU : EInst<(outs GPR:$rd), (ins GPR:$rs, uimm16:$imm), "addu $rd, $rs, $imm"> {
  bits<3> rd; bits<3> rs; bits<16> imm;
  let Inst{31-26} = 0x11;
  let Inst{25-23} = rd;
  let Inst{22-20} = rs;
  let Inst{19-16} = 0;
  let Inst{15-0} = imm;
}
def J : EInst<(outs), (ins brtarget:$target), "j $target"> {
  bits<24> target;
  let Inst{31-24} = 0x12;
  let Inst{23-0} = target;
}
// A complex operand with one EncoderMethod for both sub-operands, and a
// PostEncoderMethod that sees the whole value.
def ST : EInst<(outs), (ins GPR:$rs, memenc:$addr), "st $rs, $addr"> {
  bits<3> rs; bits<12> addr;
  let Inst{31-24} = 0x04;
  let Inst{23-21} = rs;
  let Inst{20-9} = addr;
  let Inst{8-0} = 0;
  let PostEncoderMethod = "fixupST";
}
def RET : EInst<(outs), (ins), "ret"> {
  let Inst = 0x13000000;
  let PostEncoderMethod = "fixupRet";
}

def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      uint64_t EncMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const uint64_t InstBits[] = {
// CHECK-NEXT:     UINT64_C(1140850688),	// ADDU
// CHECK-NEXT:     UINT64_C(301989888),	// J
// CHECK-NEXT:     UINT64_C(318767104),	// RET
// CHECK-NEXT:     UINT64_C(67108864),	// ST
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
// CHECK-NEXT:     case Enc::ADDU: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 23;
// CHECK-NEXT:       // op: rs
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(1), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 20;
// CHECK-NEXT:       // op: imm
// CHECK-NEXT:       op = encodeUImm16(MI, 2, Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0xffff);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::ST: {
// CHECK-NEXT:       // op: rs
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 21;
// CHECK-NEXT:       // op: addr
// CHECK-NEXT:       op = encodeMem(MI, 1, Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0xfff) << 9;
// CHECK-NEXT:       Value = fixupST(MI, Value, STI);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::J: {
// CHECK-NEXT:       // op: target
// CHECK-NEXT:       op = encodeBranch(MI, 0, Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0xffffff);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::RET: {
// CHECK-NEXT:       Value = fixupRet(MI, Value, STI);
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
// CHECK-NEXT:     case Enc::RET: {
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::ADDU: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 23;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: rs
// CHECK-NEXT:         return 20;
// CHECK-NEXT:       case 2:
// CHECK-NEXT:         // op: imm
// CHECK-NEXT:         return 0;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::ST: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rs
// CHECK-NEXT:         return 21;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: addr
// CHECK-NEXT:         return 9;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::J: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: target
// CHECK-NEXT:         return 0;
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
