// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// EncodingByHwMode: one InstBits table per mode that some encoding uses
// (zero rows where an instruction has no encoding for the mode), a
// per-instruction switch on the mode, and modes with the same operand code
// (Mode64 and ModeX for MOV) sharing a case.

include "enc.td"
def Feat64 : SubtargetFeature<"f64", "Is64", "true", "">;
def FeatX : SubtargetFeature<"fx", "IsX", "true", "">;
def Is64 : Predicate<"Subtarget->is64()">;
def IsX : Predicate<"Subtarget->isX()">;
def Mode64 : HwMode<[Is64]>;
def ModeX : HwMode<[IsX]>;
class EncA<bits<8> opc> : InstructionEncoding {
  let Size = 4;
  bits<32> Inst;
  bits<3> rd;
  let Inst{31-24} = opc;
  let Inst{23-21} = rd;
}
class EncB<bits<8> opc> : InstructionEncoding {
  let Size = 4;
  bits<32> Inst;
  bits<3> rd;
  let Inst{7-0} = opc;
  let Inst{10-8} = rd;
}
def ENC_MOV_D : EncA<0x10>;
def ENC_MOV_64 : EncB<0x11>;
def ENC_MOV_X : EncB<0x11>;
def MOV : EInst<(outs GPR:$rd), (ins), "mov $rd"> {
  let EncodingInfos = EncodingByHwMode<[DefaultMode, Mode64, ModeX], [ENC_MOV_D, ENC_MOV_64, ENC_MOV_X]>;
}
def ENC_ONLY64 : EncB<0x22>;
def ONLY64 : EInst<(outs GPR:$rd), (ins), "o $rd"> {
  let EncodingInfos = EncodingByHwMode<[Mode64], [ENC_ONLY64]>;
}
def NOP : EInst<(outs), (ins), "nop"> { let Inst = 0; }
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      uint64_t EncMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const uint64_t InstBits[] = {
// CHECK-NEXT:     UINT64_C(268435456),	// MOV
// CHECK-NEXT:     UINT64_C(0),	// NOP
// CHECK-NEXT:     UINT64_C(0),	// ONLY64
// CHECK-NEXT:   };
// CHECK-NEXT:   static const uint64_t InstBits_Mode64[] = {
// CHECK-NEXT:     UINT64_C(17),	// MOV
// CHECK-NEXT:     UINT64_C(0),	// NOP
// CHECK-NEXT:     UINT64_C(34),	// ONLY64
// CHECK-NEXT:   };
// CHECK-NEXT:   static const uint64_t InstBits_ModeX[] = {
// CHECK-NEXT:     UINT64_C(17),	// MOV
// CHECK-NEXT:     UINT64_C(0),	// NOP
// CHECK-NEXT:     UINT64_C(0),	// ONLY64
// CHECK-NEXT:   };
// CHECK-NEXT:   const uint64_t *InstBitsByHw;
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
// CHECK-NEXT:     case Enc::NOP: {
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::MOV: {
// CHECK-NEXT:       unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo);
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unknown hardware mode!"); break;
// CHECK-NEXT:       case 0: InstBitsByHw = InstBits; break;
// CHECK-NEXT:       case 1: InstBitsByHw = InstBits_Mode64; break;
// CHECK-NEXT:       case 2: InstBitsByHw = InstBits_ModeX; break;
// CHECK-NEXT:       };
// CHECK-NEXT:       Value = InstBitsByHw[TableIndex];
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unhandled HwMode");
// CHECK-NEXT:     case 0: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 21;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case 1:
// CHECK-NEXT:     case 2: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 8;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::ONLY64: {
// CHECK-NEXT:       unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo);
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unknown hardware mode!"); break;
// CHECK-NEXT:       case 1: InstBitsByHw = InstBits_Mode64; break;
// CHECK-NEXT:       };
// CHECK-NEXT:       Value = InstBitsByHw[TableIndex];
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unhandled HwMode");
// CHECK-NEXT:     case 1: {
// CHECK-NEXT:       // op: rd
// CHECK-NEXT:       op = getMachineOpValue(MI, MI.getOperand(0), Fixups, STI);
// CHECK-NEXT:       Value |= (op & 0x7) << 8;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:       }
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
// CHECK-NEXT:     case Enc::NOP: {
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::MOV: {
// CHECK-NEXT:       unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo);
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unhandled HwMode");
// CHECK-NEXT:     case 0: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 21;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case 1:
// CHECK-NEXT:     case 2: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 8;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case Enc::ONLY64: {
// CHECK-NEXT:       unsigned HwMode = STI.getHwMode(MCSubtargetInfo::HwMode_EncodingInfo);
// CHECK-NEXT:       switch (HwMode) {
// CHECK-NEXT:       default: llvm_unreachable("Unhandled HwMode");
// CHECK-NEXT:     case 1: {
// CHECK-NEXT:       switch (OpNum) {
// CHECK-NEXT:       case 0:
// CHECK-NEXT:         // op: rd
// CHECK-NEXT:         return 8;
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
