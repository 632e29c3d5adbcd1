// RUN: %tblgen -gen-disassembler --ignore-non-decodable-operands -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler --ignore-non-decodable-operands -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-disassembler --ignore-non-decodable-operands --ignore-fully-defined-operands -I /usr/include/llvm-22 -I %S/Inputs
//
// --ignore-non-decodable-operands: an operand without a field is skipped
// silently; a field with only constant bits is decoded as that constant.

include "enc.td"

// rd has no field in the encoding: with the option it is left to the
// target (no error); imm is fully defined by its field (decoded as a
// constant unless --ignore-fully-defined-operands).
def A : EInst<(outs GPR:$rd), (ins simm8:$imm), "a $rd, $imm"> {
  bits<8> imm = 0x2a;
  let Inst{31-8} = 5;
  let Inst{7-0} = 0;
}
def B : EInst<(outs GPR:$rd), (ins), "b $rd"> {
  bits<3> rd;
  let Inst{31-3} = 6;
  let Inst{2-0} = rd;
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
// CHECK-NEXT: static const uint8_t DecoderTable32[20] = {
// CHECK-NEXT:   OPC_SwitchField, 3, 29,                    //  0: switch Inst[31:3] {
// CHECK-NEXT:   6, 4,                                      //  3: case 0x6: {
// CHECK-NEXT:   OPC_Decode, 195, 2, 0,                     //  5:  decode to B using decoder 0
// CHECK-NEXT:                                              //  5: }
// CHECK-NEXT:   160, 1, 0,                                 //  9: case 0xa0: {
// CHECK-NEXT:   OPC_CheckField, 0, 3, 0,                   // 12:  check Inst[2:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 194, 2, 1,                     // 16:  decode to A using decoder 1
// CHECK-NEXT:                                              // 16: }
// CHECK-NEXT:                                              // 16: } // switch Inst[31:3]
// CHECK-NEXT: };
// CHECK-NEXT: // Handling 2 cases.
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeToMCInst(unsigned Idx, DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   DecodeComplete = true;
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   TmpType tmp;
// CHECK-NEXT:   switch (Idx) {
// CHECK-NEXT:   default: llvm_unreachable("Invalid decoder index!");
// CHECK-NEXT:   case 0:
// CHECK-NEXT:     tmp = fieldFromInstruction(insn, 0, 3);
// CHECK-NEXT:     if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:     return S;
// CHECK-NEXT:   case 1:
// CHECK-NEXT:     tmp = 0x2a;
// CHECK-NEXT:     MI.addOperand(MCOperand::createImm(tmp));
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
