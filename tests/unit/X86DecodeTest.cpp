//===- X86DecodeTest.cpp - Contexts and operands of the X86 decoder -------===//

#include "codegen/x86/X86Contexts.h"
#include "codegen/x86/X86Instrs.h"
#include "codegen/x86/X86Operands.h"

#include <gtest/gtest.h>

using namespace tblgen::codegen::x86;
namespace A = tblgen::codegen::x86::ctxattr;

namespace {

TEST(X86Contexts, NamesRanksAttributes) {
  EXPECT_EQ(contextName(IC), "IC");
  EXPECT_EQ(contextName(IC_EVEX_L2_W_OPSIZE_KZ_B), "IC_EVEX_L2_W_OPSIZE_KZ_B");
  EXPECT_EQ(contextRank(IC_64BIT_REXW_OPSIZE), 8u);
  EXPECT_EQ(contextAttributes(IC_VEX_L_W_XD), A::Vex | A::L | A::W | A::XD);
  EXPECT_EQ(unsigned(NumContexts), 220u);
}

TEST(X86Contexts, DecoderContextOfPrefixes) {
  EXPECT_EQ(decoderContext(0), IC);
  EXPECT_EQ(decoderContext(A::Bit64 | A::W | A::XS), IC_64BIT_REXW_XS);
  // REX2 outranks the other legacy prefixes; with REX.W it has a context
  // of its own.
  EXPECT_EQ(decoderContext(A::Bit64 | A::Rex2 | A::OpSize), IC_64BIT_REX2);
  EXPECT_EQ(decoderContext(A::Bit64 | A::Rex2 | A::W), IC_64BIT_REX2_REXW);
  // Without 64-bit mode, REX.W says nothing.
  EXPECT_EQ(decoderContext(A::W | A::XD), IC_XD);
  EXPECT_EQ(decoderContext(A::Vex | A::L | A::OpSize | A::XS), IC_VEX_L_OPSIZE);
  EXPECT_EQ(decoderContext(A::Evex | A::L2 | A::W | A::K | A::KZ | A::B), IC_EVEX_L2_W_KZ_B);
  // EVEX.U with EVEX.B: the length bits are the rounding control.
  EXPECT_EQ(decoderContext(A::Evex | A::L | A::U | A::B | A::XD), IC_EVEX_XD_B_U);
  EXPECT_EQ(decoderContext(A::Evex | A::L | A::U | A::XD), IC_EVEX_L_XD);
  EXPECT_EQ(decoderContext(A::Evex | A::NF | A::W | A::OpSize | A::B), IC_EVEX_W_B_NF);
  EXPECT_EQ(decoderContext(A::Evex | A::AdSize | A::XS | A::W), IC_EVEX_XS_ADSIZE);
}

TEST(X86Contexts, InstructionContext) {
  ContextFields F;
  Context C = IC;
  F.OpSize = 1;
  ASSERT_EQ(instructionContext(F, C), ContextError::None);
  EXPECT_EQ(C, IC_OPSIZE);
  F.W = true;
  ASSERT_EQ(instructionContext(F, C), ContextError::None);
  EXPECT_EQ(C, IC_64BIT_REXW_OPSIZE);

  ContextFields E;
  E.Encoding = ContextFields::Evex;
  EXPECT_EQ(instructionContext(E, C), ContextError::NoPrefix);
  E.Prefix = ContextFields::PD;
  E.AdSize = 2;
  ASSERT_EQ(instructionContext(E, C), ContextError::None);
  EXPECT_EQ(C, IC_EVEX_OPSIZE_ADSIZE);
  E.AdSize = 0;
  E.L = E.B = E.EncodeRC = E.U = E.K = true;
  ASSERT_EQ(instructionContext(E, C), ContextError::None);
  EXPECT_EQ(C, IC_EVEX_OPSIZE_K_B_U);
  E.L2 = true;
  EXPECT_EQ(instructionContext(E, C), ContextError::LAndL2);
}

TEST(X86Contexts, Widening) {
  // Without a mandatory prefix, a legacy instruction decodes after any of
  // the prefixes, in 64-bit mode too; with one, only in 64-bit mode.
  const ContextSet &Plain = contextsCovered(IC, Widening{true, false, false, false});
  EXPECT_TRUE(Plain.contains(IC_XS));
  EXPECT_TRUE(Plain.contains(IC_64BIT_REXW_OPSIZE));
  EXPECT_TRUE(Plain.contains(IC_64BIT_REX2_REXW));
  EXPECT_FALSE(Plain.contains(IC_VEX));
  const ContextSet &Prefixed = contextsCovered(IC_XS, Widening{});
  EXPECT_TRUE(Prefixed.contains(IC_64BIT_XS));
  EXPECT_TRUE(Prefixed.contains(IC_64BIT_REXW_XS));
  EXPECT_FALSE(Prefixed.contains(IC_XS_OPSIZE));
  // VEX.L and W ignored: one step only.
  const ContextSet &Scalar = contextsCovered(IC_VEX_XS, Widening{false, true, true, false});
  EXPECT_TRUE(Scalar.contains(IC_VEX_L_W_XS));
  EXPECT_FALSE(Scalar.contains(IC_VEX_XD));
  // EVEX.W without a mandatory prefix ignores 0x66.
  EXPECT_TRUE(contextsCovered(IC_EVEX_W_B, Widening{}).contains(IC_EVEX_W_OPSIZE_B));
  EXPECT_TRUE(longModeContexts().contains(IC_64BIT_REX2));
  EXPECT_FALSE(longModeContexts().contains(IC_64BIT_XS_OPSIZE));
}

TEST(X86Operands, DescribeOperands) {
  const FormInfo *SrcMem = formInfo(uint8_t(Form::MRMSrcMem));
  ASSERT_NE(SrcMem, nullptr);
  EXPECT_FALSE(SrcMem->Accepts.contains(0xc0));
  EXPECT_TRUE(SrcMem->Accepts.contains(0xbf));
  // dst tied to src1, a mask, src2 in vvvv, memory scaled by 8.
  OperandInput Ops[] = {{"VR512", -1}, {"VR512", 0}, {"VK8WM", -1}, {"VR512", -1}, {"f512mem", -1}};
  OperandRules Rules;
  Rules.Vvvv = Rules.Mask = true;
  Rules.CD8Scale = 8;
  OperandSpecs Out;
  std::string Error;
  ASSERT_TRUE(describeOperands(*SrcMem, Ops, Rules, Out, Error)) << Error;
  EXPECT_EQ(Out[0].Encoding, OperandEncoding::ENCODING_DUP);
  EXPECT_EQ(Out[0].Type, OperandType::TYPE_DUP1);
  EXPECT_EQ(Out[2].Encoding, OperandEncoding::ENCODING_WRITEMASK);
  EXPECT_EQ(Out[3].Encoding, OperandEncoding::ENCODING_VVVV);
  EXPECT_EQ(Out[4].Encoding, OperandEncoding::ENCODING_RM_CD8);
  EXPECT_EQ(typeName(Out[4].Type), "TYPE_M");

  OperandInput Bad[] = {{"i32imm", -1}, {"i32mem", -1}};
  EXPECT_FALSE(describeOperands(*SrcMem, Bad, OperandRules{}, Out, Error));
  EXPECT_EQ(Error, "Unhandled reg/opcode register encoding i32imm");

  const FormInfo *Exact = formInfo(uint8_t(Form::MRM_F8));
  ASSERT_NE(Exact, nullptr);
  EXPECT_TRUE(Exact->Accepts.contains(0xf8));
  EXPECT_FALSE(Exact->Accepts.contains(0xf9));
  EXPECT_EQ(formInfo(uint8_t(Form::Pseudo)), nullptr);
}

} // namespace
