// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand spread over several bit ranges of Inst: one masked and shifted
// statement per run of consecutive bits, and a 64-bit operand whose mask is
// all ones.

include "enc.td"

// The immediate's halves swapped: two statements, one shifted left and
// one shifted right; the bit offset is the lowest Inst bit used.
def ADDI : EInst<(outs GPR:$rd), (ins GPR:$rs, simm8:$imm), "addi $rd, $rs, $imm"> {
  bits<3> rd; bits<3> rs; bits<16> imm;
  let Inst{31-24} = 0x02;
  let Inst{23-21} = rd;
  let Inst{20-18} = rs;
  let Inst{17-16} = 0;
  let Inst{15-8} = imm{7-0};
  let Inst{7-0} = imm{15-8};
}
// Non-adjacent pieces, a single bit, and a piece left in place (no shift).
def SCATTER : EInst<(outs GPR:$rd), (ins simm8:$imm), "scatter $rd, $imm"> {
  bits<3> rd; bits<12> imm;
  let Inst{31-29} = rd;
  let Inst{28} = imm{11};
  let Inst{27-24} = 0b1001;
  let Inst{23-20} = imm{10-7};
  let Inst{19-13} = 0;
  let Inst{12-6} = imm{6-0};
  let Inst{5-0} = 0b110011;
}
// A 64-bit encoding: the mask of a full-width run.
def LONG : Instruction {
  let Namespace = "Enc";
  let OutOperandList = (outs);
  let InOperandList = (ins simm8:$v);
  let AsmString = "long $v";
  let Size = 8;
  bits<64> Inst;
  bits<64> v;
  let Inst = v;
}

def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      uint64_t EncMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const uint64_t InstBits[] = {
// CHECK-NEXT:     UINT64_C(33554432),	// ADDI
// CHECK-NEXT:     UINT64_C(0),	// LONG
// CHECK-NEXT:     UINT64_C(150994995),	// SCATTER
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
// CHECK-NEXT:     case Enc::ADDI: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 21;
// CHECK-NEXT:       // op: rs
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(1), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 18;
// CHECK-NEXT:       // op: imm
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(2), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0xff) << 8;
// CHECK-NEXT:       Value |= (op & 0xff00) >> 8;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::SCATTER: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 29;
// CHECK-NEXT:       // op: imm
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(1), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x800) << 17;
// CHECK-NEXT:       Value |= (op & 0x780) << 13;
// CHECK-NEXT:       Value |= (op & 0x7f) << 6;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::LONG: {
// CHECK-NEXT:       // op: v
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0xffffffffffffffff);
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
// CHECK-NEXT:     case Enc::ADDI: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 21;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: rs
// CHECK-NEXT:         return 18;
// CHECK-NEXT:       case 2:
// CHECK-NEXT:         // op: imm
// CHECK-NEXT:         return 0;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::SCATTER: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 29;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: imm
// CHECK-NEXT:         return 6;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::LONG: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: v
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
