// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// Tables per width (16, 32, 96 bits), an AdditionalEncoding, a code-gen-only
// instruction left out, and operands with constant bits.

include "enc.td"

// A and B share the opcode byte; B also fixes bit 20 and the top bit of its
// immediate (decoded as a constant part plus a field); C differs in its
// low half.
def A : EInst<(outs GPR:$rd), (ins), "a"> {
  bits<3> rd;
  let Inst{31-24} = 0x10; let Inst{23-21} = rd; let Inst{20-0} = 0;
}
def B : EInst<(outs GPR:$rd), (ins simm8:$i), "b"> {
  bits<3> rd; bits<8> i;
  let i{7} = 1;
  let Inst{31-24} = 0x10; let Inst{23-21} = rd; let Inst{20} = 1;
  let Inst{19-13} = i{6-0}; let Inst{12-0} = 0;
}
def C : EInst<(outs), (ins simm8:$i), "c"> {
  bits<8> i;
  let Inst{31-24} = 0x10; let Inst{23-16} = i; let Inst{15-0} = 0xffff;
}
// Not decoded: code-generation only.
def CG : EInst<(outs), (ins), "cg"> { let Inst = 0x77; let isCodeGenOnly = 1; }
// A second encoding of A, named "AE:A".
def AE : AdditionalEncoding<A> {
  let Size = 4; bits<32> Inst; bits<3> rd;
  let Inst{31-24} = 0x20; let Inst{23-21} = rd; let Inst{20-0} = 1;
}
// 16- and 96-bit instructions get tables of their own.
def H : Instruction {
  let Namespace = "Enc"; let OutOperandList = (outs); let InOperandList = (ins);
  let AsmString = "h"; let Size = 2; bits<16> Inst = 0x1234;
}
def W : Instruction {
  let Namespace = "Enc"; let OutOperandList = (outs GPR:$rd); let InOperandList = (ins);
  let AsmString = "w"; let Size = 12; bits<96> Inst; bits<3> rd;
  let Inst{95-8} = 0; let Inst{7-5} = rd; let Inst{4-0} = 3;
}

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
// CHECK-NEXT: static const uint8_t DecoderTable16[9] = {
// CHECK-NEXT:   OPC_CheckField, 0, 16, 180, 36,            // 0: check Inst[15:0] == 0x1234
// CHECK-NEXT:   OPC_Decode, 198, 2, 0,                     // 5: decode to H using decoder 0
// CHECK-NEXT: };
// CHECK-NEXT: static const uint8_t DecoderTable32[61] = {
// CHECK-NEXT:   OPC_SwitchField, 0, 13,                    //  0: switch Inst[12:0] {
// CHECK-NEXT:   0, 27,                                     //  3: case 0x0: {
// CHECK-NEXT:   OPC_SwitchField, 20, 1,                    //  5:  switch Inst[20] {
// CHECK-NEXT:   0, 12,                                     //  8:  case 0x0: {
// CHECK-NEXT:   OPC_CheckField, 24, 8, 16,                 // 10:   check Inst[31:24] == 0x10
// CHECK-NEXT:   OPC_CheckField, 13, 7, 0,                  // 14:   check Inst[19:13] == 0x0
// CHECK-NEXT:   OPC_Decode, 194, 2, 1,                     // 18:   decode to A using decoder 1
// CHECK-NEXT:                                              // 18:  }
// CHECK-NEXT:   1, 0,                                      // 22:  case 0x1: {
// CHECK-NEXT:   OPC_CheckField, 24, 8, 16,                 // 24:   check Inst[31:24] == 0x10
// CHECK-NEXT:   OPC_Decode, 195, 2, 2,                     // 28:   decode to B using decoder 2
// CHECK-NEXT:                                              // 28:  }
// CHECK-NEXT:                                              // 28:  } // switch Inst[20]
// CHECK-NEXT:                                              // 28: }
// CHECK-NEXT:   1, 12,                                     // 32: case 0x1: {
// CHECK-NEXT:   OPC_CheckField, 24, 8, 32,                 // 34:  check Inst[31:24] == 0x20
// CHECK-NEXT:   OPC_CheckField, 13, 8, 0,                  // 38:  check Inst[20:13] == 0x0
// CHECK-NEXT:   OPC_Decode, 194, 2, 1,                     // 42:  decode to AE:A using decoder 1
// CHECK-NEXT:                                              // 42: }
// CHECK-NEXT:   255, 63, 0,                                // 46: case 0x1fff: {
// CHECK-NEXT:   OPC_CheckField, 24, 8, 16,                 // 49:  check Inst[31:24] == 0x10
// CHECK-NEXT:   OPC_CheckField, 13, 3, 7,                  // 53:  check Inst[15:13] == 0x7
// CHECK-NEXT:   OPC_Decode, 196, 2, 3,                     // 57:  decode to C using decoder 3
// CHECK-NEXT:                                              // 57: }
// CHECK-NEXT:                                              // 57: } // switch Inst[12:0]
// CHECK-NEXT: };
// CHECK-NEXT: static const uint8_t DecoderTable96[12] = {
// CHECK-NEXT:   OPC_CheckField, 8, 88, 0,                  //  0: check Inst[95:8] == 0x0
// CHECK-NEXT:   OPC_CheckField, 0, 5, 3,                   //  4: check Inst[4:0] == 0x3
// CHECK-NEXT:   OPC_Decode, 199, 2, 4,                     //  8: decode to W using decoder 4
// CHECK-NEXT: };
// CHECK-NEXT: // Handling 5 cases.
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
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 21, 3);
// CHECK-NEXT:     if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     tmp = 0x80;
// CHECK-NEXT:     tmp |= fieldFromInstruction(insn, 13, 7);
// CHECK-NEXT:     MI.addOperand(MCOperand::createImm(tmp));
// CHECK-NEXT:     return S;
// CHECK-NEXT:   case 3:
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 16, 8);
// CHECK-NEXT:     MI.addOperand(MCOperand::createImm(tmp));
// CHECK-NEXT:     return S;
// CHECK-NEXT:   case 4:
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 5, 3);
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
