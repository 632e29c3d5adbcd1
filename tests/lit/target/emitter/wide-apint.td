// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Encodings wider than 64 bits: APInt words in the tables, insertBits with
// extractBitsAsZExtValue (extractBits for a run over 64 bits), op cleared
// before each operand; a HwMode encoding of another width.

include "llvm/Target/Target.td"
class WReg<string n, bits<16> enc> : Register<n> { let Namespace = "W"; let HWEncoding = enc; }
def R0 : WReg<"r0", 0>;
def R1 : WReg<"r1", 1>;
def GPR : RegisterClass<"W", [i64], 64, (add R0, R1)>;
def imm80 : Operand<i64> { let EncoderMethod = "encImm80"; }
def subenc : Operand<i32> { let EncoderMethod = "encSub"; }
def memx : Operand<i64> { let MIOperandInfo = (ops GPR:$base, subenc:$off); }
def P64 : Predicate<"is64()">;
def Mode64 : HwMode<[P64]>;
class WInst<dag o, dag i, int size> : Instruction {
  let Namespace = "W";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = "";
  let Size = size;
}
def BIG : WInst<(outs GPR:$rd), (ins imm80:$imm), 12> {
  bits<96> Inst; bits<4> rd; bits<80> imm;
  let Inst{95-92} = 0b1010;
  let Inst{91-88} = rd;
  let Inst{87-8} = imm;
  let Inst{7-0} = 0xff;
}
def SMALL : WInst<(outs GPR:$rd), (ins GPR:$rs), 2> {
  bits<16> Inst; bits<4> rd; bits<4> rs;
  let Inst{15-12} = 0x3;
  let Inst{11-8} = rd;
  let Inst{7-6} = rs{3-2};
  let Inst{5} = 1;
  let Inst{4-3} = rs{1-0};
  let Inst{2-0} = 0;
}
def LDX : WInst<(outs GPR:$rd), (ins (memx $b, $o):$addr), 4> {
  bits<32> Inst; bits<4> rd; bits<4> b; bits<8> o;
  let Inst{31-28} = 0x5;
  let Inst{27-24} = rd;
  let Inst{23-20} = b;
  let Inst{19-12} = o;
  let Inst{11-0} = 0x123;
}
class EncW : InstructionEncoding {
  let Size = 4;
  bits<70> Inst; bits<4> rd;
  let Inst{69-66} = rd;
  let Inst{65-0} = 0;
}
def E64 : EncW;
def HMX : WInst<(outs GPR:$rd), (ins), 4> {
  let EncodingInfos = EncodingByHwMode<[Mode64], [E64]>;
}
def WInstrInfo : InstrInfo;
def W : Target { let InstructionSet = WInstrInfo; }

// CHECK:      void WMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     APInt &Inst,
// CHECK-NEXT:     APInt &Scratch,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const uint64_t InstBits[] = {
// CHECK-NEXT:     UINT64_C(255), UINT64_C(2684354560),	// BIG
// CHECK-NEXT:     UINT64_C(0), UINT64_C(0),	// HMX
// CHECK-NEXT:     UINT64_C(1342177571), UINT64_C(0),	// LDX
// CHECK-NEXT:     UINT64_C(12320), UINT64_C(0),	// SMALL
// CHECK-NEXT:   };
// CHECK-NEXT:   static const uint64_t InstBits_Mode64[] = {
// CHECK-NEXT:     UINT64_C(255), UINT64_C(2684354560),	// BIG
// CHECK-NEXT:     UINT64_C(0), UINT64_C(0),	// HMX
// CHECK-NEXT:     UINT64_C(1342177571), UINT64_C(0),	// LDX
// CHECK-NEXT:     UINT64_C(12320), UINT64_C(0),	// SMALL
// CHECK-NEXT:   };
// CHECK-NEXT:   const uint64_t *InstBitsByHw;
// CHECK-NEXT:   constexpr unsigned FirstSupportedOpcode = 322;
// CHECK-EMPTY:
// CHECK-NEXT:   const unsigned opcode = MI.getOpcode();
// CHECK-NEXT:   if (opcode < FirstSupportedOpcode)
// CHECK-NEXT:     reportUnsupportedInst(MI);
// CHECK-NEXT:   unsigned TableIndex = opcode - FirstSupportedOpcode;
// CHECK-NEXT:   if (Scratch.getBitWidth() != 96)
// CHECK-NEXT:     Scratch = Scratch.zext(96);
// CHECK-NEXT:   Inst = APInt(96, ArrayRef(InstBits + TableIndex * 2, 2));
// CHECK-NEXT:   APInt &Value = Inst;
// CHECK-NEXT:   APInt &op = Scratch;
// CHECK-NEXT:   switch (opcode) {
// CHECK-NEXT:     case W::LDX: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op.clearAllBits();
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(0), op, Fixups, STI);
// CHECK-NEXT:       Value.insertBits(op.extractBitsAsZExtValue(4, 0), 24, 4);
// CHECK-NEXT:       // op: b
// CHECK-NEXT:       op.clearAllBits();
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(1), op, Fixups, STI);
// CHECK-NEXT:       Value.insertBits(op.extractBitsAsZExtValue(4, 0), 20, 4);
// CHECK-NEXT:       // op: o
// CHECK-NEXT:       op.clearAllBits();
// CHECK-NEXT:       encSub(MI, 2, op, Fixups, STI);
// CHECK-NEXT:       Value.insertBits(op.extractBitsAsZExtValue(8, 0), 12, 8);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case W::SMALL: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op.clearAllBits();
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(0), op, Fixups, STI);
// CHECK-NEXT:       Value.insertBits(op.extractBitsAsZExtValue(4, 0), 8, 4);
// CHECK-NEXT:       // op: rs
// CHECK-NEXT:       op.clearAllBits();
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(1), op, Fixups, STI);
// CHECK-NEXT:       Value.insertBits(op.extractBitsAsZExtValue(2, 2), 6, 2);
// CHECK-NEXT:       Value.insertBits(op.extractBitsAsZExtValue(2, 0), 3, 2);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case W::BIG: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op.clearAllBits();
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(0), op, Fixups, STI);
// CHECK-NEXT:       Value.insertBits(op.extractBitsAsZExtValue(4, 0), 88, 4);
// CHECK-NEXT:       // op: imm
// CHECK-NEXT:       op.clearAllBits();
// CHECK-NEXT:       encImm80(MI, 1, op, Fixups, STI);
// CHECK-NEXT:       Value.insertBits(op.extractBits(80, 0), 8);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case W::HMX: {
// CHECK-NEXT:       unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo);
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unknown hardware mode!"); break;
// CHECK-NEXT:       case 1: InstBitsByHw = InstBits_Mode64; break;
// CHECK-NEXT:       };
// CHECK-NEXT:       Inst = APInt(96, ArrayRef(InstBitsByHw + TableIndex * 2, 2));
// CHECK-NEXT:       Value = Inst;
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unhandled HwMode");
// CHECK-NEXT:     case 1: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op.clearAllBits();
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(0), op, Fixups, STI);
// CHECK-NEXT:       Value.insertBits(op.extractBitsAsZExtValue(4, 0), 66, 4);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:   default:
// CHECK-NEXT:     reportUnsupportedInst(MI);
// CHECK-NEXT:   }
// CHECK-NEXT:   Inst = Value;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_OPERAND_BIT_OFFSET
// CHECK-NEXT: #undef GET_OPERAND_BIT_OFFSET
// CHECK-EMPTY:
// CHECK-NEXT: uint32_t WMCCodeEmitter::getOperandBitOffset(const MCInst &MI,
// CHECK-NEXT:     unsigned OpNum,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   switch (MI.getOpcode()) {
// CHECK-NEXT:     case W::LDX: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 24;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: b
// CHECK-NEXT:         return 20;
// CHECK-NEXT:       case 2:
// CHECK-NEXT:         // op: o
// CHECK-NEXT:         return 12;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case W::BIG: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 88;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: imm
// CHECK-NEXT:         return 8;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case W::SMALL: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 8;
// CHECK-NEXT:       case 1:
// CHECK-NEXT:         // op: rs
// CHECK-NEXT:         return 3;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case W::HMX: {
// CHECK-NEXT:       unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo);
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unhandled HwMode");
// CHECK-NEXT:     case 1: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 66;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
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
