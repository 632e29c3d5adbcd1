//===- X86Contexts.h - Decoding contexts of the X86 disassembler -*- C++ -*-===//
//
// The X86 disassembler first reduces the prefixes and mode it has seen to
// an instruction context (IC_...), then looks the opcode up in that
// context's table. This is the model of those contexts:
//
//  * the contexts, their ranks and the attributes each one stands for
//    (X86Contexts.def), attributes being the bits of the decoder's prefix
//    mask (ContextAttr);
//  * the context the decoder assigns to each prefix mask;
//  * the context an instruction belongs to, from its encoding fields;
//  * the other contexts an instruction also decodes in (an instruction
//    without a mandatory prefix also decodes after a REX.W, one that
//    ignores VEX.L in the VEX.L=1 context, ...).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string_view>

namespace tblgen::codegen::x86 {

/// The attribute bits: the decoder's prefix mask, bit for bit (so that a
/// mask and a context's attributes compare directly).
namespace ctxattr {
inline constexpr uint32_t Bit64 = 1u << 0, XS = 1u << 1, XD = 1u << 2, W = 1u << 3, OpSize = 1u << 4,
                          AdSize = 1u << 5, Vex = 1u << 6, L = 1u << 7, Evex = 1u << 8, L2 = 1u << 9,
                          K = 1u << 10, KZ = 1u << 11, B = 1u << 12, Rex2 = 1u << 13, NF = 1u << 14,
                          U = 1u << 15;
/// Number of distinct masks (x86DisassemblerContexts has one entry each).
inline constexpr uint32_t NumMasks = 1u << 16;
} // namespace ctxattr

/// An instruction context, in LLVM's enumeration order.
enum Context : uint8_t {
#define X86_CONTEXT(Name, Rank, Attributes) Name,
#include "codegen/x86/X86Contexts.def"
  NumContexts
};

/// The context's name ("IC_VEX_L_W").
std::string_view contextName(unsigned C);
/// Where two instructions claim the same cell, the one whose own context
/// has the higher rank keeps it.
unsigned contextRank(unsigned C);
/// The attributes the context stands for.
uint32_t contextAttributes(unsigned C);

/// The context the decoder assigns to a prefix mask (ctxattr bits).
Context decoderContext(uint32_t Mask);

/// A set of contexts.
struct ContextSet {
  uint64_t Words[4] = {};
  bool contains(unsigned C) const { return Words[C >> 6] >> (C & 63) & 1; }
  void insert(unsigned C) { Words[C >> 6] |= uint64_t(1) << (C & 63); }
  void insertAll(const ContextSet &O) {
    for (unsigned K = 0; K != 4; ++K)
      Words[K] |= O.Words[K];
  }
};

/// What widens an instruction's own context to others.
struct Widening {
  bool NoPrefix = false;  ///< the instruction has no mandatory prefix
  bool IgnoresL = false;  ///< VEX.L / EVEX.L'L do not matter
  bool IgnoresW = false;  ///< VEX.W / EVEX.W do not matter
  bool AdSize64 = false;  ///< the instruction has a 64-bit address size
};

/// The contexts an instruction of context Own decodes in: Own and those it
/// widens to.
const ContextSet &contextsCovered(Context Own, Widening How);

/// The contexts that only arise in 64-bit mode (where instructions of
/// 32-bit mode or with a 16-bit address size have no place).
const ContextSet &longModeContexts();

/// The encoding fields of an instruction that decide its own context.
struct ContextFields {
  enum EncodingKind : uint8_t { Legacy, Vex, Xop, Evex };
  enum PrefixKind : uint8_t { NoPrefix, PD, XS, XD, PS };
  uint8_t Encoding = Legacy; ///< OpEncBits
  uint8_t Prefix = NoPrefix; ///< OpPrefixBits
  uint8_t OpSize = 0;        ///< OpSizeBits: 1 = OpSize16, 2 = OpSize32
  uint8_t AdSize = 0;        ///< AdSizeBits: 1 = 16, 2 = 32, 3 = 64 bits
  bool W = false, L = false, L2 = false, K = false, KZ = false, B = false, U = false, NF = false;
  bool EncodeRC = false;     ///< EVEX.B with a register form: L'L is the rounding
  bool ExplicitRex2 = false; ///< the instruction asks for a REX2 prefix
  bool In64BitMode = false;  ///< an In64BitMode-style predicate
};

/// Why an instruction has no context.
enum class ContextError : uint8_t { None, NoPrefix, LAndL2, NoSuchContext };

/// The instruction's own context, or an error.
ContextError instructionContext(const ContextFields &F, Context &Out);

} // namespace tblgen::codegen::x86
