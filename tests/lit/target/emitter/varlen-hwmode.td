// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Variable-length encodings selected by hardware mode: one Index/InstBits
// pair per mode, a 'no encoding' row where an instruction lacks one, the
// mode switch, and an instruction with one encoding for all modes.

include "llvm/Target/Target.td"
class VReg<string n, bits<16> enc> : Register<n> { let Namespace = "VL"; let HWEncoding = enc; }
def R0 : VReg<"r0", 0>;
def R1 : VReg<"r1", 1>;
def GPR : RegisterClass<"VL", [i32], 32, (add R0, R1)>;
def P64 : Predicate<"is64()">;
def Mode64 : HwMode<[P64]>;
def ModeB : HwMode<[]>;
class VInst<dag o, dag i> : Instruction {
  let Namespace = "VL";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = "";
  dag Inst;
}
class VEnc<dag d> : InstructionEncoding { dag Inst = d; }
def MOV : VInst<(outs GPR:$dst), (ins GPR:$src)> {
  let Inst = (descend 0b0001, (operand "$dst", 4), (operand "$src", 4));
}
def E1 : VEnc<(descend 0b01, (operand "$dst", 4))>;
def E2 : VEnc<(descend 0b10, (operand "$dst", 8), (slice "$src", 7, 4))>;
def HM : VInst<(outs GPR:$dst), (ins GPR:$src)> {
  let EncodingInfos = EncodingByHwMode<[Mode64, ModeB], [E2, E1]>;
}
def HM2 : VInst<(outs GPR:$dst), (ins GPR:$src)> {
  let EncodingInfos = EncodingByHwMode<[ModeB], [E1]>;
}
def VLInstrInfo : InstrInfo;
def VL : Target { let InstructionSet = VLInstrInfo; }

// CHECK:      void VLMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     APInt &Inst,
// CHECK-NEXT:     APInt &Scratch,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const unsigned Index_Mode64[][2] = {
// CHECK-NEXT:     {/*NumBits*/0, /*Index*/0},
// CHECK:          {/*NumBits*/14, /*Index*/0},	// HM
// CHECK-NEXT:     {/*NumBits*/0, /*Index*/0},	// HM2 no encoding
// CHECK-NEXT:     {/*NumBits*/12, /*Index*/1},	// MOV
// CHECK-NEXT:     {/*NumBits*/0, /*Index*/0}
// CHECK-NEXT:   };
// CHECK-NEXT:   static const uint64_t InstBits_Mode64[] = {
// CHECK-NEXT:     UINT64_C(8192),	// HM
// CHECK-NEXT:     UINT64_C(256),	// MOV
// CHECK-NEXT:     UINT64_C(0)
// CHECK:          {/*NumBits*/6, /*Index*/0},	// HM
// CHECK-NEXT:     {/*NumBits*/6, /*Index*/1},	// HM2
// CHECK-NEXT:     {/*NumBits*/12, /*Index*/2},	// MOV
// CHECK-NEXT:     {/*NumBits*/0, /*Index*/0}
// CHECK-NEXT:   };
// CHECK-NEXT:   static const uint64_t InstBits_ModeB[] = {
// CHECK-NEXT:     UINT64_C(16),	// HM
// CHECK-NEXT:     UINT64_C(16),	// HM2
// CHECK-NEXT:     UINT64_C(256),	// MOV
// CHECK-NEXT:     UINT64_C(0)
// CHECK-NEXT:   };
// CHECK-NEXT:   unsigned Mode = STI.getHwMode();
// CHECK-NEXT:   auto getInstBits_Mode64 = [&](unsigned Opcode) -> APInt {
// CHECK-NEXT:     unsigned NumBits = Index_Mode64[Opcode][0];
// CHECK-NEXT:     if (!NumBits)
// CHECK-NEXT:       return APInt::getZeroWidth();
// CHECK-NEXT:     unsigned Idx = Index_Mode64[Opcode][1];
// CHECK-NEXT:     ArrayRef<uint64_t> Data(&InstBits_Mode64[Idx], APInt::getNumWords(NumBits));
// CHECK-NEXT:     return APInt(NumBits, Data);
// CHECK-NEXT:   };
// CHECK-NEXT:   auto getInstBits_ModeB = [&](unsigned Opcode) -> APInt {
// CHECK-NEXT:     unsigned NumBits = Index_ModeB[Opcode][0];
// CHECK-NEXT:     if (!NumBits)
// CHECK-NEXT:       return APInt::getZeroWidth();
// CHECK-NEXT:     unsigned Idx = Index_ModeB[Opcode][1];
// CHECK-NEXT:     ArrayRef<uint64_t> Data(&InstBits_ModeB[Idx], APInt::getNumWords(NumBits));
// CHECK-NEXT:     return APInt(NumBits, Data);
// CHECK-NEXT:   };
// CHECK-NEXT:   const unsigned opcode = MI.getOpcode();
// CHECK-NEXT:   switch (opcode) {
// CHECK-NEXT:     case VL::MOV: {
// CHECK-NEXT:       if (Scratch.getBitWidth() < 4) { Scratch = Scratch.zext(4); }
// CHECK-NEXT:       Inst = getInstBits_Mode64(opcode);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: src
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(1), /*Pos=*/0, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(4, 0), 0);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: dst
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(0), /*Pos=*/4, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(4, 0), 4);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case VL::HM: {
// CHECK-NEXT:       switch (Mode) {
// CHECK-NEXT:       default: llvm_unreachable("Unhandled Mode");
// CHECK-NEXT:       case 1: {
// CHECK-NEXT:         if (Scratch.getBitWidth() < 8) { Scratch = Scratch.zext(8); }
// CHECK-NEXT:         Inst = getInstBits_Mode64(opcode);
// CHECK-NEXT:         Scratch.clearAllBits();
// CHECK-NEXT:         // op: src
// CHECK-NEXT:         getMachineOpValue(MI, MI.getOperand(1), /*Pos=*/0, Scratch, Fixups, STI);
// CHECK-NEXT:         Inst.insertBits(Scratch.extractBits(4, 4), 0);
// CHECK-NEXT:         Scratch.clearAllBits();
// CHECK-NEXT:         // op: dst
// CHECK-NEXT:         getMachineOpValue(MI, MI.getOperand(0), /*Pos=*/4, Scratch, Fixups, STI);
// CHECK-NEXT:         Inst.insertBits(Scratch.extractBits(8, 0), 4);
// CHECK-NEXT:         break;
// CHECK-NEXT:       }
// CHECK-NEXT:       case 2: {
// CHECK-NEXT:         if (Scratch.getBitWidth() < 4) { Scratch = Scratch.zext(4); }
// CHECK-NEXT:         Inst = getInstBits_ModeB(opcode);
// CHECK-NEXT:         Scratch.clearAllBits();
// CHECK-NEXT:         // op: dst
// CHECK-NEXT:         getMachineOpValue(MI, MI.getOperand(0), /*Pos=*/0, Scratch, Fixups, STI);
// CHECK-NEXT:         Inst.insertBits(Scratch.extractBits(4, 0), 0);
// CHECK-NEXT:         break;
// CHECK-NEXT:       }
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case VL::HM2: {
// CHECK-NEXT:       switch (Mode) {
// CHECK-NEXT:       default: llvm_unreachable("Unhandled Mode");
// CHECK-NEXT:       case 1: {
// CHECK-NEXT:         llvm_unreachable("Undefined encoding in this mode");
// CHECK-NEXT:         break;
// CHECK-NEXT:       }
// CHECK-NEXT:       case 2: {
// CHECK-NEXT:         if (Scratch.getBitWidth() < 4) { Scratch = Scratch.zext(4); }
// CHECK-NEXT:         Inst = getInstBits_ModeB(opcode);
// CHECK-NEXT:         Scratch.clearAllBits();
// CHECK-NEXT:         // op: dst
// CHECK-NEXT:         getMachineOpValue(MI, MI.getOperand(0), /*Pos=*/0, Scratch, Fixups, STI);
// CHECK-NEXT:         Inst.insertBits(Scratch.extractBits(4, 0), 0);
// CHECK-NEXT:         break;
// CHECK-NEXT:       }
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:   default:
// CHECK-NEXT:     reportUnsupportedInst(MI);
// CHECK-NEXT:   }
// CHECK-NEXT: }
