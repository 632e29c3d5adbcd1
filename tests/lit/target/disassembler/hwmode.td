// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-disassembler --suppress-per-hwmode-duplicates=O1 -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-disassembler --suppress-per-hwmode-duplicates=O2 -I /usr/include/llvm-22 -I %S/Inputs
//
// EncodingByHwMode: one table per (width, DecoderNamespace, mode); without
// --suppress-per-hwmode-duplicates every ordinary instruction is repeated in
// each mode's table.

include "enc.td"
def P64 : Predicate<"is64()">;
def Mode64 : HwMode<[P64]>;
def ModeX : HwMode<[]>;
class EncA<bits<8> opc> : InstructionEncoding {
  let Size = 4; bits<32> Inst; bits<3> rd;
  let Inst{31-24} = opc; let Inst{23-21} = rd; let Inst{20-0} = 0;
}
class EncB<bits<8> opc> : InstructionEncoding {
  let Size = 4; bits<32> Inst; bits<3> rd;
  let Inst{7-0} = opc; let Inst{10-8} = rd; let Inst{31-11} = 0;
  let DecoderNamespace = "Alt";
}
def E1 : EncA<0x10>;
def E2 : EncB<0x11>;
def MOV : EInst<(outs GPR:$rd), (ins), "mov $rd"> {
  let EncodingInfos = EncodingByHwMode<[DefaultMode, Mode64], [E1, E2]>;
}
def E3 : EncB<0x22>;
def ONLY : EInst<(outs GPR:$rd), (ins), "o $rd"> {
  let EncodingInfos = EncodingByHwMode<[ModeX], [E3]>;
}
def NOP : EInst<(outs), (ins), "nop"> { let Inst = 0; }
def ADDN : EInst<(outs GPR:$rd), (ins), "addn $rd"> { bits<3> rd; let Inst{31-24} = 0x33; let Inst{23-21} = rd; let Inst{20-0} = 0;}
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      #include "llvm/MC/MCInst.h"
// CHECK-NEXT: #include "llvm/MC/MCSubtargetInfo.h"
// CHECK-NEXT: #include "llvm/Support/DataTypes.h"
// CHECK-NEXT: #include "llvm/Support/Debug.h"
// CHECK-NEXT: #include "llvm/Support/LEB128.h"
// CHECK-NEXT: #include "llvm/Support/raw_ostream.h"
// CHECK-NEXT: #include "llvm/TargetParser/SubtargetFeature.h"
// CHECK-NEXT: #include <assert.h>
// CHECK-EMPTY:
// CHECK-NEXT: namespace {
// CHECK-EMPTY:
// CHECK-NEXT: // InsnBitWidth is essentially a type trait used by the decoder emitter to query
// CHECK-NEXT: // the supported bitwidth for a given type. But default, the value is 0, making
// CHECK-NEXT: // it an invalid type for use as `InsnType` when instantiating the decoder.
// CHECK-NEXT: // Individual targets are expected to provide specializations for these based
// CHECK-NEXT: // on their usage.
// CHECK-NEXT: template <typename T> constexpr uint32_t InsnBitWidth = 0;
// CHECK-EMPTY:
// CHECK-NEXT: static const uint8_t DecoderTable32[33] = {
// CHECK-NEXT:   OPC_SwitchField, 24, 8,                    //  0: switch Inst[31:24] {
// CHECK-NEXT:   0, 8,                                      //  3: case 0x0: {
// CHECK-NEXT:   OPC_CheckField, 0, 24, 0,                  //  5:  check Inst[23:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 196, 2, 0,                     //  9:  decode to NOP using decoder 0
// CHECK-NEXT:                                              //  9: }
// CHECK-NEXT:   16, 8,                                     // 13: case 0x10: {
// CHECK-NEXT:   OPC_CheckField, 0, 21, 0,                  // 15:  check Inst[20:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 195, 2, 1,                     // 19:  decode to E1:MOV using decoder 1
// CHECK-NEXT:                                              // 19: }
// CHECK-NEXT:   51, 0,                                     // 23: case 0x33: {
// CHECK-NEXT:   OPC_CheckField, 0, 21, 0,                  // 25:  check Inst[20:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 194, 2, 1,                     // 29:  decode to ADDN using decoder 1
// CHECK-NEXT:                                              // 29: }
// CHECK-NEXT:                                              // 29: } // switch Inst[31:24]
// CHECK-NEXT: };
// CHECK-NEXT: static const uint8_t DecoderTable_Mode6432[23] = {
// CHECK-NEXT:   OPC_SwitchField, 24, 8,                    //  0: switch Inst[31:24] {
// CHECK-NEXT:   0, 8,                                      //  3: case 0x0: {
// CHECK-NEXT:   OPC_CheckField, 0, 24, 0,                  //  5:  check Inst[23:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 196, 2, 0,                     //  9:  decode to NOP using decoder 0
// CHECK-NEXT:                                              //  9: }
// CHECK-NEXT:   51, 0,                                     // 13: case 0x33: {
// CHECK-NEXT:   OPC_CheckField, 0, 21, 0,                  // 15:  check Inst[20:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 194, 2, 1,                     // 19:  decode to ADDN using decoder 1
// CHECK-NEXT:                                              // 19: }
// CHECK-NEXT:                                              // 19: } // switch Inst[31:24]
// CHECK-NEXT: };
// CHECK-NEXT: static const uint8_t DecoderTable_ModeX32[23] = {
// CHECK-NEXT:   OPC_SwitchField, 24, 8,                    //  0: switch Inst[31:24] {
// CHECK-NEXT:   0, 8,                                      //  3: case 0x0: {
// CHECK-NEXT:   OPC_CheckField, 0, 24, 0,                  //  5:  check Inst[23:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 196, 2, 0,                     //  9:  decode to NOP using decoder 0
// CHECK-NEXT:                                              //  9: }
// CHECK-NEXT:   51, 0,                                     // 13: case 0x33: {
// CHECK-NEXT:   OPC_CheckField, 0, 21, 0,                  // 15:  check Inst[20:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 194, 2, 1,                     // 19:  decode to ADDN using decoder 1
// CHECK-NEXT:                                              // 19: }
// CHECK-NEXT:                                              // 19: } // switch Inst[31:24]
// CHECK-NEXT: };
// CHECK-NEXT: static const uint8_t DecoderTableAlt_Mode6432[12] = {
// CHECK-NEXT:   OPC_CheckField, 11, 21, 0,                 //  0: check Inst[31:11] == 0x0
// CHECK-NEXT:   OPC_CheckField, 0, 8, 17,                  //  4: check Inst[7:0] == 0x11
// CHECK-NEXT:   OPC_Decode, 195, 2, 2,                     //  8: decode to E2:MOV using decoder 2
// CHECK-NEXT: };
// CHECK-NEXT: static const uint8_t DecoderTableAlt_ModeX32[12] = {
// CHECK-NEXT:   OPC_CheckField, 11, 21, 0,                 //  0: check Inst[31:11] == 0x0
// CHECK-NEXT:   OPC_CheckField, 0, 8, 34,                  //  4: check Inst[7:0] == 0x22
// CHECK-NEXT:   OPC_Decode, 197, 2, 2,                     //  8: decode to E3:ONLY using decoder 2
// CHECK-NEXT: };
// CHECK-NEXT: // Handling 3 cases.
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeToMCInst(unsigned Idx, DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   DecodeComplete = true;
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   TmpType tmp;
// CHECK-NEXT:   switch (Idx) {
// CHECK-NEXT:   default: llvm_unreachable("Invalid decoder index!");
// CHECK-NEXT:   case 0:
// CHECK-NEXT:     return S;
// CHECK-NEXT:   case 1:
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 21, 3);
// CHECK-NEXT:     if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     return S;
// CHECK-NEXT:   case 2:
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 8, 3);
// CHECK-NEXT:     if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     return S;
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeInstruction(const uint8_t DecodeTable[], MCInst &MI,
// CHECK-NEXT:                                       InsnType insn, uint64_t Address,
// CHECK-NEXT:                                       const MCDisassembler *DisAsm,
// CHECK-NEXT:                                       const MCSubtargetInfo &STI) {
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
