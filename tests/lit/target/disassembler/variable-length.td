// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// Variable-length (dag) encodings: InstrLenTable (by opcode), one table as
// wide as the longest encoding, operand fields from operand and slice
// segments, and a decodeInstruction that calls makeUp before reading bits.

include "varlen.td"

def imm16 : Operand<i32> { let DecoderMethod = "decImm"; }
def A : VInst<(outs GPR:$dst), (ins)> {
  let Inst = (ascend 0b0001, (operand "$dst", 4));
}
def B : VInst<(outs GPR:$dst), (ins GPR:$src)> {
  let Inst = (ascend 0b0010, (operand "$dst", 4), (operand "$src", 4));
}
// A decoder directive on a slice replaces the operand type's decoder.
def C : VInst<(outs GPR:$dst), (ins imm16:$imm)> {
  let Inst = (ascend 0b0011, (slice "$imm", 7, 0, (decoder "decLo")), (operand "$dst", 4));
}
// Two slices of one operand, inserted at their offsets.
def D : VInst<(outs), (ins imm16:$imm)> {
  let Inst = (ascend 0b0100, (slice "$imm", 3, 0), (slice "$imm", 7, 4));
}

// CHECK:      8,
// CHECK-NEXT: 12,
// CHECK-NEXT: 16,
// CHECK-NEXT: 12,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: static const uint8_t DecoderTable16[27] = {
// CHECK-NEXT:   OPC_SwitchField, 0, 4,                     //  0: switch Inst[3:0] {
// CHECK-NEXT:   1, 4,                                      //  3: case 0x1: {
// CHECK-NEXT:   OPC_Decode, 194, 2, 0,                     //  5:  decode to A using decoder 0
// CHECK-NEXT:                                              //  5: }
// CHECK-NEXT:   2, 4,                                      //  9: case 0x2: {
// CHECK-NEXT:   OPC_Decode, 195, 2, 1,                     // 11:  decode to B using decoder 1
// CHECK-NEXT:                                              // 11: }
// CHECK-NEXT:   3, 4,                                      // 15: case 0x3: {
// CHECK-NEXT:   OPC_Decode, 196, 2, 2,                     // 17:  decode to C using decoder 2
// CHECK-NEXT:                                              // 17: }
// CHECK-NEXT:   4, 0,                                      // 21: case 0x4: {
// CHECK-NEXT:   OPC_Decode, 197, 2, 3,                     // 23:  decode to D using decoder 3
// CHECK-NEXT:                                              // 23: }
// CHECK-NEXT:                                              // 23: } // switch Inst[3:0]
// CHECK-NEXT: };
// CHECK-NEXT: // Handling 4 cases.
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeToMCInst(unsigned Idx, DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   DecodeComplete = true;
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   TmpType tmp;
// CHECK-NEXT:   switch (Idx) {
// CHECK-NEXT:   default: llvm_unreachable("Invalid decoder index!");
// CHECK-NEXT:   case 0:
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 4, 4);
// CHECK-NEXT:     if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     return S;
// CHECK-NEXT:   case 1:
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 4, 4);
// CHECK-NEXT:     if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 8, 4);
// CHECK-NEXT:     if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     return S;
// CHECK-NEXT:   case 2:
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 12, 4);
// CHECK-NEXT:     if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 4, 8);
// CHECK-NEXT:     if (!Check(S, decLo(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     return S;
// CHECK-NEXT:   case 3:
// CHECK-NEXT:     tmp = 0x0;
// CHECK-NEXT:     tmp |= fieldFromInstruction(insn, 4, 4);
// CHECK-NEXT:     tmp |= fieldFromInstruction(insn, 8, 4) << 4;
// CHECK-NEXT:     if (!Check(S, decImm(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     return S;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeInstruction(const uint8_t DecodeTable[], MCInst &MI,
// CHECK-NEXT:                                       InsnType insn, uint64_t Address,
// CHECK-NEXT:                                       const MCDisassembler *DisAsm,
// CHECK-NEXT:                                       const MCSubtargetInfo &STI,
// CHECK-NEXT:                                       llvm::function_ref<void(APInt &, uint64_t)> makeUp) {
// CHECK-NEXT:   const uint8_t *Ptr = DecodeTable;
// CHECK-EMPTY:
// CHECK-NEXT:   SmallVector<const uint8_t *, 8> ScopeStack;
// CHECK-NEXT:   DecodeStatus S = MCDisassembler::Success;
// CHECK-NEXT:   while (true) {
// CHECK-NEXT:     ptrdiff_t Loc = Ptr - DecodeTable;
// CHECK-NEXT:     const uint8_t DecoderOp = *Ptr++;
// CHECK-NEXT:     switch (DecoderOp) {
// CHECK-NEXT:     default:
// CHECK-NEXT:       errs() << Loc << ": Unexpected decode table opcode: "
// CHECK-NEXT:              << (int)DecoderOp << '\n';
// CHECK-NEXT:       return MCDisassembler::Fail;
// CHECK-NEXT:     case OPC_Scope: {
// CHECK-NEXT:       unsigned NumToSkip = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:       const uint8_t *SkipTo = Ptr + NumToSkip;
// CHECK-NEXT:       ScopeStack.push_back(SkipTo);
// CHECK-NEXT:       LLVM_DEBUG(dbgs() << Loc << ": OPC_Scope(" << SkipTo - DecodeTable
// CHECK-NEXT:                         << ")\n");
// CHECK-NEXT:       continue;
// CHECK-NEXT:     }
// CHECK-NEXT:     case OPC_SwitchField: {
// CHECK-NEXT:       // Decode the start value.
// CHECK-NEXT:       unsigned Start = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:       unsigned Len = *Ptr++;
// CHECK-NEXT:       makeUp(insn, Start + Len);
// CHECK-NEXT:       uint64_t FieldValue = fieldFromInstruction(insn, Start, Len);
// CHECK-NEXT:       uint64_t CaseValue;
// CHECK-NEXT:       unsigned CaseSize;
// CHECK-NEXT:       while (true) {
// CHECK-NEXT:         CaseValue = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:         CaseSize = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:         if (FieldValue == CaseValue || !CaseSize)
// CHECK-NEXT:           break;
// CHECK-NEXT:         Ptr += CaseSize;
// CHECK-NEXT:       }
// CHECK-NEXT:       if (FieldValue == CaseValue) {
// CHECK-NEXT:         LLVM_DEBUG(dbgs() << Loc << ": OPC_SwitchField(" << Start << ", " << Len
// CHECK-NEXT:                           << "): " << FieldValue << '\n');
// CHECK-NEXT:         continue;
// CHECK-NEXT:       }
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case OPC_CheckField: {
// CHECK-NEXT:       // Decode the start value.
// CHECK-NEXT:       unsigned Start = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:       unsigned Len = *Ptr;
// CHECK-NEXT:       makeUp(insn, Start + Len);
// CHECK-NEXT:       uint64_t FieldValue = fieldFromInstruction(insn, Start, Len);
// CHECK-NEXT:       // Decode the field value.
// CHECK-NEXT:       unsigned PtrLen = 0;
// CHECK-NEXT:       uint64_t ExpectedValue = decodeULEB128(++Ptr, &PtrLen);
// CHECK-NEXT:       Ptr += PtrLen;
// CHECK-NEXT:       bool Failed = ExpectedValue != FieldValue;
// CHECK-EMPTY:
// CHECK-NEXT:       LLVM_DEBUG(dbgs() << Loc << ": OPC_CheckField(" << Start << ", " << Len
// CHECK-NEXT:                         << ", " << ExpectedValue << "): FieldValue = "
// CHECK-NEXT:                         << FieldValue << ", ExpectedValue = " << ExpectedValue
// CHECK-NEXT:                         << ": " << (Failed ? "FAIL, " : "PASS\n"););
// CHECK-NEXT:       if (!Failed)
// CHECK-NEXT:         continue;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     case OPC_Decode: {
// CHECK-NEXT:       // Decode the Opcode value.
// CHECK-NEXT:       unsigned Opc = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:       unsigned DecodeIdx = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-EMPTY:
// CHECK-NEXT:       MI.clear();
// CHECK-NEXT:       MI.setOpcode(Opc);
// CHECK-NEXT:       bool DecodeComplete;
// CHECK-NEXT:       unsigned Len = InstrLenTable[Opc];
// CHECK-NEXT:       makeUp(insn, Len);
// CHECK-NEXT:       S = decodeToMCInst(DecodeIdx, S, insn, MI, Address, DisAsm,
// CHECK-NEXT:                          DecodeComplete);
// CHECK-NEXT:       LLVM_DEBUG(dbgs() << Loc << ": OPC_Decode: opcode " << Opc
// CHECK-NEXT:                         << ", using decoder " << DecodeIdx << ": "
// CHECK-NEXT:                         << (S ? "PASS, " : "FAIL, "));
// CHECK-EMPTY:
// CHECK-NEXT:       if (DecodeComplete) {
// CHECK-NEXT:         LLVM_DEBUG(dbgs() << "decoding complete\n");
// CHECK-NEXT:         return S;
// CHECK-NEXT:       }
// CHECK-NEXT:       assert(S == MCDisassembler::Fail);
// CHECK-NEXT:       // Reset decode status. This also drops a SoftFail status that could be
// CHECK-NEXT:       // set before the decode attempt.
// CHECK-NEXT:       S = MCDisassembler::Success;
// CHECK-NEXT:       break;
// CHECK-NEXT:     }
// CHECK-NEXT:     }
// CHECK-NEXT:     if (ScopeStack.empty()) {
// CHECK-NEXT:       LLVM_DEBUG(dbgs() << "returning Fail\n");
// CHECK-NEXT:       return MCDisassembler::Fail;
// CHECK-NEXT:     }
// CHECK-NEXT:     Ptr = ScopeStack.pop_back_val();
// CHECK-NEXT:     LLVM_DEBUG(dbgs() << "continuing at " << Ptr - DecodeTable << '\n');
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm_unreachable("bogosity detected in disassembler state machine!");
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace
