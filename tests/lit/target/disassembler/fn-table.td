// RUN: %tblgen -gen-disassembler --use-fn-table-in-decode-to-mcinst -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler --use-fn-table-in-decode-to-mcinst -I /usr/include/llvm-22 -I %S/Inputs
//
// --use-fn-table-in-decode-to-mcinst: one function per decoder and a table
// of them in decodeToMCInst.

include "enc.td"
def FeatA : SubtargetFeature<"a", "HasA", "true", "">;
def FeatB : SubtargetFeature<"b", "HasB", "true", "">;
def HasA : Predicate<"hasA()">, AssemblerPredicate<(all_of FeatA)>;
def HasAorB : Predicate<"x()">, AssemblerPredicate<(any_of FeatA, (not FeatB))>;
def ADD : EInst<(outs GPR:$rd), (ins GPR:$rs, GPR:$rt), "add $rd, $rs, $rt"> {
  bits<3> rd; bits<3> rs; bits<3> rt;
  let Inst{31-24} = 0x01;
  let Inst{23-21} = rd;
  let Inst{20-18} = rs;
  let Inst{17-15} = rt;
  let Inst{14-0} = 0;
}
def ADDI : EInst<(outs GPR:$rd), (ins GPR:$rs, uimm16:$imm), "addi $rd, $rs, $imm"> {
  bits<3> rd; bits<3> rs; bits<16> imm;
  let Inst{31-24} = 0x02;
  let Inst{23-21} = rd;
  let Inst{20-18} = rs;
  let Inst{17-16} = 0;
  let Inst{15-8} = imm{7-0};
  let Inst{7-0} = imm{15-8};
  let Predicates = [HasA];
}
def LD : EInst<(outs GPR:$rd), (ins (memri $base, $off):$addr), "ld $rd, $addr"> {
  bits<3> rd; bits<3> base; bits<8> off;
  let Inst{31-24} = 0x03;
  let Inst{23-21} = rd;
  let Inst{20-18} = base;
  let Inst{17-10} = off;
  let Inst{9-0} = 0;
  let Predicates = [HasA, HasAorB];
}
def J : EInst<(outs), (ins brtarget:$t), "j $t"> {
  bits<24> t;
  let Inst{31-24} = 0x04;
  let Inst{23-0} = t;
  let DecoderMethod = "decodeJump";
  let hasCompleteDecoder = 0;
}
def NOP : EInst<(outs), (ins), "nop"> { let Inst = 0; let SoftFail{3-0} = 0b1111; }
def MOV : EInst<(outs GPR:$rd), (ins GPR:$src), "mov $rd, $src"> {
  bits<3> rd;
  let Constraints = "$src = $rd";
  let Inst{31-24} = 0x05;
  let Inst{23-21} = rd;
  let Inst{20-0} = 0;
}
def H : Instruction {
  let Namespace = "Enc"; let OutOperandList = (outs); let InOperandList = (ins simm8:$v);
  let AsmString = "h"; let Size = 2; bits<16> Inst; bits<8> v;
  let Inst{15-8} = 0x7f; let Inst{7-0} = v;
  let DecoderNamespace = "Thumb";
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
// CHECK-NEXT: static const uint8_t DecoderTableThumb16[8] = {
// CHECK-NEXT:   OPC_CheckField, 8, 8, 127,                 // 0: check Inst[15:8] == 0x7f
// CHECK-NEXT:   OPC_Decode, 196, 2, 0,                     // 4: decode to H using decoder 0
// CHECK-NEXT: };
// CHECK-NEXT: static const uint8_t DecoderTable32[66] = {
// CHECK-NEXT:   OPC_SwitchField, 24, 8,                    //  0: switch Inst[31:24] {
// CHECK-NEXT:   0, 11,                                     //  3: case 0x0: {
// CHECK-NEXT:   OPC_CheckField, 4, 20, 0,                  //  5:  check Inst[23:4] == 0x0
// CHECK-NEXT:   OPC_SoftFail, 15, 0,                       //  9:  softfail pos=0x0000000f neg=0x00000000
// CHECK-NEXT:   OPC_Decode, 200, 2, 1,                     // 12:  decode to NOP using decoder 1
// CHECK-NEXT:                                              // 12: }
// CHECK-NEXT:   1, 8,                                      // 16: case 0x1: {
// CHECK-NEXT:   OPC_CheckField, 0, 15, 0,                  // 18:  check Inst[14:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 194, 2, 2,                     // 22:  decode to ADD using decoder 2
// CHECK-NEXT:                                              // 22: }
// CHECK-NEXT:   2, 10,                                     // 26: case 0x2: {
// CHECK-NEXT:   OPC_CheckPredicate, 0,                     // 28:  check predicate 0
// CHECK-NEXT:   OPC_CheckField, 16, 2, 0,                  // 30:  check Inst[17:16] == 0x0
// CHECK-NEXT:   OPC_Decode, 195, 2, 3,                     // 34:  decode to ADDI using decoder 3
// CHECK-NEXT:                                              // 34: }
// CHECK-NEXT:   3, 10,                                     // 38: case 0x3: {
// CHECK-NEXT:   OPC_CheckPredicate, 1,                     // 40:  check predicate 1
// CHECK-NEXT:   OPC_CheckField, 0, 10, 0,                  // 42:  check Inst[9:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 198, 2, 4,                     // 46:  decode to LD using decoder 4
// CHECK-NEXT:                                              // 46: }
// CHECK-NEXT:   4, 4,                                      // 50: case 0x4: {
// CHECK-NEXT:   OPC_Decode, 197, 2, 5,                     // 52:  decode to J using decoder 5
// CHECK-NEXT:                                              // 52: }
// CHECK-NEXT:   5, 0,                                      // 56: case 0x5: {
// CHECK-NEXT:   OPC_CheckField, 0, 21, 0,                  // 58:  check Inst[20:0] == 0x0
// CHECK-NEXT:   OPC_Decode, 199, 2, 6,                     // 62:  decode to MOV using decoder 6
// CHECK-NEXT:                                              // 62: }
// CHECK-NEXT:                                              // 62: } // switch Inst[31:24]
// CHECK-NEXT: };
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeFn_0(DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   {{\[\[}}maybe_unused{{\]\]}} TmpType tmp;
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 0, 8);
// CHECK-NEXT:   MI.addOperand(MCOperand::createImm(tmp));
// CHECK-NEXT:   return S;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeFn_1(DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   {{\[\[}}maybe_unused{{\]\]}} TmpType tmp;
// CHECK-NEXT:   return S;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeFn_2(DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   {{\[\[}}maybe_unused{{\]\]}} TmpType tmp;
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 21, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 18, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 15, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   return S;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeFn_3(DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   {{\[\[}}maybe_unused{{\]\]}} TmpType tmp;
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 21, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 18, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   tmp = 0x0;
// CHECK-NEXT:   tmp |= fieldFromInstruction(insn, 0, 8) << 8;
// CHECK-NEXT:   tmp |= fieldFromInstruction(insn, 8, 8);
// CHECK-NEXT:   MI.addOperand(MCOperand::createImm(tmp));
// CHECK-NEXT:   return S;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeFn_4(DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   {{\[\[}}maybe_unused{{\]\]}} TmpType tmp;
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 21, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 18, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 10, 8);
// CHECK-NEXT:   MI.addOperand(MCOperand::createImm(tmp));
// CHECK-NEXT:   return S;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeFn_5(DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   {{\[\[}}maybe_unused{{\]\]}} TmpType tmp;
// CHECK-NEXT:   if (!Check(S, decodeJump(MI, insn, Address, Decoder))) { DecodeComplete = false; return MCDisassembler::Fail; }
// CHECK-NEXT:   return S;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeFn_6(DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   using TmpType = std::conditional_t<std::is_integral<InsnType>::value, InsnType, uint64_t>;
// CHECK-NEXT:   {{\[\[}}maybe_unused{{\]\]}} TmpType tmp;
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 21, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   tmp = fieldFromInstruction(insn, 21, 3);
// CHECK-NEXT:   if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
// CHECK-NEXT:   return S;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // Handling 7 cases.
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeToMCInst(unsigned Idx, DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete) {
// CHECK-NEXT:   DecodeComplete = true;
// CHECK-NEXT:   using DecodeFnTy = DecodeStatus (*)(DecodeStatus S, InsnType insn, MCInst &MI, uint64_t Address, const MCDisassembler *Decoder, bool &DecodeComplete);
// CHECK-NEXT:   static constexpr DecodeFnTy decodeFnTable[] = {
// CHECK-NEXT:     decodeFn_0,
// CHECK-NEXT:     decodeFn_1,
// CHECK-NEXT:     decodeFn_2,
// CHECK-NEXT:     decodeFn_3,
// CHECK-NEXT:     decodeFn_4,
// CHECK-NEXT:     decodeFn_5,
// CHECK-NEXT:     decodeFn_6,
// CHECK-NEXT:   };
// CHECK-NEXT:   if (Idx >= 7)
// CHECK-NEXT:     llvm_unreachable("Invalid decoder index!");
// CHECK-NEXT:   return decodeFnTable[Idx](S, insn, MI, Address, Decoder, DecodeComplete);
// CHECK-NEXT: }
// CHECK-NEXT: static bool checkDecoderPredicate(unsigned Idx, const FeatureBitset &FB) {
// CHECK-NEXT:   switch (Idx) {
// CHECK-NEXT:   default: llvm_unreachable("Invalid index!");
// CHECK-NEXT:   case 0:
// CHECK-NEXT:     return FB[Enc::FeatA];
// CHECK-NEXT:   case 1:
// CHECK-NEXT:     return FB[Enc::FeatA] && (FB[Enc::FeatA] || !FB[Enc::FeatB]);
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: template <typename InsnType>
// CHECK-NEXT: static DecodeStatus decodeInstruction(const uint8_t DecodeTable[], MCInst &MI,
// CHECK-NEXT:                                       InsnType insn, uint64_t Address,
// CHECK-NEXT:                                       const MCDisassembler *DisAsm,
// CHECK-NEXT:                                       const MCSubtargetInfo &STI) {
// CHECK-NEXT:   const FeatureBitset &Bits = STI.getFeatureBits();
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
// CHECK-NEXT:     case OPC_CheckPredicate: {
// CHECK-NEXT:       // Decode the Predicate Index value.
// CHECK-NEXT:       unsigned PIdx = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:       // Check the predicate.
// CHECK-NEXT:       bool Failed = !checkDecoderPredicate(PIdx, Bits);
// CHECK-EMPTY:
// CHECK-NEXT:       LLVM_DEBUG(dbgs() << Loc << ": OPC_CheckPredicate(" << PIdx << "): "
// CHECK-NEXT:                         << (Failed ? "FAIL, " : "PASS\n"););
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
// CHECK-NEXT:     case OPC_SoftFail: {
// CHECK-NEXT:       // Decode the mask values.
// CHECK-NEXT:       uint64_t PositiveMask = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:       uint64_t NegativeMask = decodeULEB128AndIncUnsafe(Ptr);
// CHECK-NEXT:       bool Failed = (insn & PositiveMask) != 0 || (~insn & NegativeMask) != 0;
// CHECK-NEXT:       if (Failed)
// CHECK-NEXT:         S = MCDisassembler::SoftFail;
// CHECK-NEXT:       LLVM_DEBUG(dbgs() << Loc << ": OPC_SoftFail: " << (Failed ? "FAIL\n" : "PASS\n"));
// CHECK-NEXT:       continue;
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
