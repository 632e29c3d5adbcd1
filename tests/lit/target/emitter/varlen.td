// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Variable-length (dag) encodings: ascend/descend, operand (with a custom
// encoder directive), slice (either bit order, of a sub-operand), an 84-bit
// encoding over two words, a PostEncoderMethod; the Index/InstBits tables
// cover every opcode (target-independent ones and pseudos as zero rows).

include "llvm/Target/Target.td"
class VReg<string n, bits<16> enc> : Register<n> { let Namespace = "VL"; let HWEncoding = enc; }
def R0 : VReg<"r0", 0>;
def R1 : VReg<"r1", 1>;
def GPR : RegisterClass<"VL", [i32], 32, (add R0, R1)>;
def imm16 : Operand<i32> { let EncoderMethod = "encImm"; }
def memri : Operand<i32> { let MIOperandInfo = (ops GPR:$base, imm16:$off); }
class VInst<dag o, dag i> : Instruction {
  let Namespace = "VL";
  let OutOperandList = o;
  let InOperandList = i;
  let AsmString = "";
  dag Inst;
}
def MOV : VInst<(outs GPR:$dst), (ins GPR:$src)> {
  let Inst = (descend 0b0001, (operand "$dst", 4), (operand "$src", 4));
}
def MOVI : VInst<(outs GPR:$dst), (ins imm16:$imm)> {
  let Inst = (ascend 0b00000010, (operand "$dst", 4), (operand "$imm", 16, (encoder "encSpecial")), 0b1010);
}
def LDM : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (descend 0b11, (slice "$addr.off", 3, 0), (slice "$addr.base", 0, 3), (operand "$dst", 4), (descend 0b1, 0b0));
}
def BIG : VInst<(outs GPR:$dst), (ins imm16:$imm)> {
  let Inst = (ascend (operand "$dst", 4), 0b1111111111111111111111111111111111111111111111111111111111111111, (operand "$imm", 16));
  let PostEncoderMethod = "postBig";
}
def NOP : VInst<(outs), (ins)> { let Inst = (ascend 0b0); }
def P : VInst<(outs), (ins)> { let isPseudo = 1; }
def VLInstrInfo : InstrInfo;
def VL : Target { let InstructionSet = VLInstrInfo; }

// CHECK:      void VLMCCodeEmitter::getBinaryCodeForInstr(const MCInst &MI,
// CHECK-NEXT:     SmallVectorImpl<MCFixup> &Fixups,
// CHECK-NEXT:     APInt &Inst,
// CHECK-NEXT:     APInt &Scratch,
// CHECK-NEXT:     const MCSubtargetInfo &STI) const {
// CHECK-NEXT:   static const unsigned Index[][2] = {
// CHECK:          {/*NumBits*/84, /*Index*/0},	// BIG
// CHECK-NEXT:     {/*NumBits*/16, /*Index*/2},	// LDM
// CHECK-NEXT:     {/*NumBits*/12, /*Index*/3},	// MOV
// CHECK-NEXT:     {/*NumBits*/32, /*Index*/4},	// MOVI
// CHECK-NEXT:     {/*NumBits*/1, /*Index*/5},	// NOP
// CHECK-NEXT:     {/*NumBits*/0, /*Index*/0}
// CHECK-NEXT:   };
// CHECK-NEXT:   static const uint64_t InstBits[] = {
// CHECK-NEXT:     UINT64_C(18446744073709551600),UINT64_C(15),	// BIG
// CHECK-NEXT:     UINT64_C(49154),	// LDM
// CHECK-NEXT:     UINT64_C(256),	// MOV
// CHECK-NEXT:     UINT64_C(2684354562),	// MOVI
// CHECK-NEXT:     UINT64_C(0),	// NOP
// CHECK-NEXT:     UINT64_C(0)
// CHECK-NEXT:   };
// CHECK-NEXT:   auto getInstBits = [&](unsigned Opcode) -> APInt {
// CHECK-NEXT:     unsigned NumBits = Index[Opcode][0];
// CHECK-NEXT:     if (!NumBits)
// CHECK-NEXT:       return APInt::getZeroWidth();
// CHECK-NEXT:     unsigned Idx = Index[Opcode][1];
// CHECK-NEXT:     ArrayRef<uint64_t> Data(&InstBits[Idx], APInt::getNumWords(NumBits));
// CHECK-NEXT:     return APInt(NumBits, Data);
// CHECK-NEXT:   };
// CHECK-NEXT:   const unsigned opcode = MI.getOpcode();
// CHECK-NEXT:   switch (opcode) {
// CHECK-NEXT:     case VL::NOP: {
// CHECK-NEXT:       Inst = getInstBits(opcode);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case VL::BIG: {
// CHECK-NEXT:       if (Scratch.getBitWidth() < 16) { Scratch = Scratch.zext(16); }
// CHECK-NEXT:       Inst = getInstBits(opcode);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: dst
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(0), /*Pos=*/0, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(4, 0), 0);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: imm
// CHECK-NEXT:       encImm(MI, /*OpIdx=*/1, /*Pos=*/68, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(16, 0), 68);
// CHECK-NEXT:       Inst = postBig(MI, Inst, STI);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case VL::MOVI: {
// CHECK-NEXT:       if (Scratch.getBitWidth() < 16) { Scratch = Scratch.zext(16); }
// CHECK-NEXT:       Inst = getInstBits(opcode);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: dst
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(0), /*Pos=*/8, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(4, 0), 8);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: imm
// CHECK-NEXT:       encSpecial(MI, /*OpIdx=*/1, /*Pos=*/12, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(16, 0), 12);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case VL::LDM: {
// CHECK-NEXT:       if (Scratch.getBitWidth() < 4) { Scratch = Scratch.zext(4); }
// CHECK-NEXT:       Inst = getInstBits(opcode);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: dst
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(0), /*Pos=*/2, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(4, 0), 2);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: addr.base
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(1), /*Pos=*/6, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(4, 0), 6);
// CHECK-NEXT:       Scratch.clearAllBits();
// CHECK-NEXT:       // op: addr.off
// CHECK-NEXT:       getMachineOpValue(MI, MI.getOperand(2), /*Pos=*/10, Scratch, Fixups, STI);
// CHECK-NEXT:       Inst.insertBits(Scratch.extractBits(4, 0), 10);
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case VL::MOV: {
// CHECK-NEXT:       if (Scratch.getBitWidth() < 4) { Scratch = Scratch.zext(4); }
// CHECK-NEXT:       Inst = getInstBits(opcode);
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
// CHECK-NEXT:   default:
// CHECK-NEXT:     reportUnsupportedInst(MI);
// CHECK-NEXT:   }
// CHECK-NEXT: }
