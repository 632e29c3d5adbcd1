// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Sub-operands of complex operands: named in the operand list (with a
// sub-operand type's EncoderMethod), or the whole operand as one field.

include "enc.td"

def subenc : Operand<i32> { let EncoderMethod = "encodeOffset"; }
def memsub : Operand<i32> { let MIOperandInfo = (ops GPR:$base, subenc:$off); }

// Sub-operands named in the operand list: each field is one MachineInstr
// operand, encoded with its own type's EncoderMethod.
def LD : EInst<(outs GPR:$rd), (ins (memri $base, $off):$addr), "ld $rd, $addr"> {
  bits<3> rd; bits<3> base; bits<8> off;
  let Inst{31-24} = 0x03;
  let Inst{23-21} = rd;
  let Inst{20-18} = base;
  let Inst{17-10} = off;
  let Inst{9-0} = 0;
}
def LDS : EInst<(outs GPR:$rd), (ins (memsub $b, $o):$addr), "lds $rd, $addr"> {
  bits<3> rd; bits<3> b; bits<8> o;
  let Inst{31-24} = 0x06;
  let Inst{23-21} = rd;
  let Inst{20-18} = b;
  let Inst{17-10} = o;
  let Inst{9-0} = 0;
}
// The whole complex operand as one field: its first MachineInstr operand.
def LDW : EInst<(outs GPR:$rd), (ins memri:$addr), "ldw $rd, $addr"> {
  bits<3> rd; bits<11> addr;
  let Inst{31-24} = 0x07;
  let Inst{23-21} = rd;
  let Inst{20-10} = addr;
  let Inst{9-0} = 0;
}

def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      uint64_t EncMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const uint64_t InstBits[] = {
// CHECK-NEXT:     UINT64_C(50331648),	// LD
// CHECK-NEXT:     UINT64_C(100663296),	// LDS
// CHECK-NEXT:     UINT64_C(117440512),	// LDW
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
// CHECK-NEXT:     case Enc::LDW: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 21;
// CHECK-NEXT:       // op: addr
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(1), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7ff) << 10;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::LDS: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 21;
// CHECK-NEXT:       // op: b
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(1), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 18;
// CHECK-NEXT:       // op: o
// CHECK-NEXT:       op = encodeOffset(MI, 2, Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0xff) << 10;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::LD: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 21;
// CHECK-NEXT:       // op: base
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(1), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 18;
// CHECK-NEXT:       // op: off
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(2), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0xff) << 10;
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
// CHECK-NEXT:     case Enc::LDW: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 21;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: addr
// CHECK-NEXT:         return 10;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::LDS: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 21;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: b
// CHECK-NEXT:         return 18;
// CHECK-NEXT:       case 2:
// CHECK-NEXT:         // op: o
// CHECK-NEXT:         return 10;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::LD: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 21;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: base
// CHECK-NEXT:         return 18;
// CHECK-NEXT:       case 2:
// CHECK-NEXT:         // op: off
// CHECK-NEXT:         return 10;
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
