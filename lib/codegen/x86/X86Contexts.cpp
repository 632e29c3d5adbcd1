//===- X86Contexts.cpp - Decoding contexts of the X86 disassembler ---------===//
//
// Contexts are identified by their attribute sets: every question (which
// context a prefix mask means, which an instruction belongs to, which
// contexts it widens to) is answered by building a set of attributes and
// looking the context up by it. The legacy contexts, whose choice follows a
// precedence rather than a composition, are picked from ordered lists and
// widen along the edges of X86Contexts.def.
//
//===----------------------------------------------------------------------===//

#include "codegen/x86/X86Contexts.h"

#include <array>
#include <memory>
#include <span>

namespace tblgen::codegen::x86 {

using namespace ctxattr;

namespace {

constexpr std::string_view Names[] = {
#define X86_CONTEXT(Name, Rank, Attributes) #Name,
#include "codegen/x86/X86Contexts.def"
};

constexpr uint8_t Ranks[] = {
#define X86_CONTEXT(Name, Rank, Attributes) Rank,
#include "codegen/x86/X86Contexts.def"
};

constexpr uint32_t Attrs[] = {
#define X86_CONTEXT(Name, Rank, Attributes) uint32_t(Attributes),
#include "codegen/x86/X86Contexts.def"
};

constexpr Context DecoderPicks[] = {
#define X86_PICK(List, Name) X86_PICK_##List(Name)
#define X86_PICK_Decoder(Name) Name,
#define X86_PICK_Long(Name)
#define X86_PICK_Short(Name)
#include "codegen/x86/X86Contexts.def"
#undef X86_PICK_Decoder
#undef X86_PICK_Long
#undef X86_PICK_Short
};

constexpr Context LongPicks[] = {
#define X86_PICK(List, Name) X86_PICK_##List(Name)
#define X86_PICK_Decoder(Name)
#define X86_PICK_Long(Name) Name,
#define X86_PICK_Short(Name)
#include "codegen/x86/X86Contexts.def"
#undef X86_PICK_Decoder
#undef X86_PICK_Long
#undef X86_PICK_Short
};

constexpr Context ShortPicks[] = {
#define X86_PICK(List, Name) X86_PICK_##List(Name)
#define X86_PICK_Decoder(Name)
#define X86_PICK_Long(Name)
#define X86_PICK_Short(Name) Name,
#include "codegen/x86/X86Contexts.def"
#undef X86_PICK_Decoder
#undef X86_PICK_Long
#undef X86_PICK_Short
};

enum class When : uint8_t { Always, NoPrefix, NotAdSize64 };
enum class After : uint8_t { Open, AdSize64 };

struct Edge {
  Context From, To;
  When Cond;
  After Then;
};

constexpr Edge Edges[] = {
#define X86_EDGE(From, To, Cond, Then) {From, To, When::Cond, After::Then},
#include "codegen/x86/X86Contexts.def"
};

static_assert(std::size(Names) == NumContexts && NumContexts < 255);

/// The first context of List whose attributes Have all has.
Context pick(std::span<const Context> List, uint32_t Have) {
  for (Context C : List)
    if ((Attrs[C] & ~Have) == 0)
      return C;
  return IC;
}

/// Context by attribute set (NumContexts where there is none).
struct AttributeIndex {
  std::array<uint8_t, NumMasks> ByAttrs;
  AttributeIndex() {
    ByAttrs.fill(NumContexts);
    for (unsigned C = 0; C != NumContexts; ++C)
      ByAttrs[Attrs[C]] = uint8_t(C);
  }
};

const AttributeIndex &attributeIndex() {
  static const auto Index = std::make_unique<AttributeIndex>();
  return *Index;
}

/// The context with exactly these attributes, or NumContexts.
unsigned lookup(uint32_t A) { return A < NumMasks ? attributeIndex().ByAttrs[A] : unsigned(NumContexts); }

/// The mandatory-prefix attribute of a mask: OpSize, then XD, then XS.
uint32_t prefixOf(uint32_t Mask) {
  for (uint32_t P : {OpSize, XD, XS})
    if (Mask & P)
      return P;
  return 0;
}

/// The attributes the decoder keeps of a prefix mask.
uint32_t decoderAttributes(uint32_t M) {
  if ((M & Evex) && (M & AdSize) && prefixOf(M))
    return Evex | AdSize | prefixOf(M);
  if (M & NF)
    return Evex | NF | ((M & W) ? W : (M & OpSize)) | (M & B);
  if (M & (Evex | Vex | L)) {
    bool IsEvex = M & Evex;
    // With EVEX.U and EVEX.B, L'L is the rounding control, not a length.
    bool Rounding = (M & U) && (M & B);
    uint32_t A = IsEvex ? Evex : Vex;
    if (!Rounding)
      A |= (IsEvex && (M & L2)) ? L2 : (M & L);
    A |= (M & W) | prefixOf(M);
    if (IsEvex)
      A |= ((M & KZ) ? KZ : (M & K)) | (M & B) | (Rounding ? U : 0);
    return A;
  }
  return Attrs[pick(DecoderPicks, M)];
}

/// Adds C and the contexts it leads to. At C itself, How says what the
/// instruction ignores and lacks; beyond it, every edge is open (an
/// instruction of context X decodes wherever X does), except that the edge
/// into 64-bit mode passes on whether the address size is 64 bits.
void widen(Context C, Widening How, ContextSet &Out) {
  Out.insert(C);
  const Widening Open{true, false, false, false};
  uint32_t A = Attrs[C];
  if ((A & (Vex | Evex)) && !(A & U)) {
    // The variants with the L/L2 and W attributes the instruction ignores.
    uint32_t Lengths[3] = {0, 0, 0};
    unsigned NumLengths = 1;
    if (How.IgnoresL && !(A & (L | L2))) {
      Lengths[NumLengths++] = L;
      if (A & Evex)
        Lengths[NumLengths++] = L2;
    }
    bool AddW = How.IgnoresW && !(A & W);
    for (unsigned K = 0; K != NumLengths; ++K)
      for (uint32_t Wbit : {uint32_t(0), AddW ? W : 0}) {
        unsigned V = lookup(A | Lengths[K] | Wbit);
        if (V != NumContexts && V != C)
          widen(Context(V), Open, Out);
      }
  }
  for (const Edge &E : Edges) {
    if (E.From != C)
      continue;
    if ((E.Cond == When::NoPrefix && !How.NoPrefix) || (E.Cond == When::NotAdSize64 && How.AdSize64))
      continue;
    Widening Next = Open;
    if (E.Then == After::AdSize64)
      Next.NoPrefix = How.AdSize64;
    widen(E.To, Next, Out);
  }
}

/// contextsCovered for every context and widening, built on first use.
struct CoverTable {
  std::array<ContextSet, NumContexts * 16> Sets;
  ContextSet LongMode;
  static unsigned key(Widening H) {
    return unsigned(H.NoPrefix) | unsigned(H.IgnoresL) << 1 | unsigned(H.IgnoresW) << 2 |
           unsigned(H.AdSize64) << 3;
  }
  CoverTable() {
    for (unsigned C = 0; C != NumContexts; ++C)
      for (unsigned K = 0; K != 16; ++K) {
        Widening H{bool(K & 1), bool(K & 2), bool(K & 4), bool(K & 8)};
        widen(Context(C), H, Sets[C * 16 + K]);
      }
    widen(IC_64BIT, Widening{true, false, false, false}, LongMode);
  }
};

const CoverTable &coverTable() {
  static const auto Table = std::make_unique<CoverTable>();
  return *Table;
}

} // namespace

std::string_view contextName(unsigned C) { return Names[C]; }
unsigned contextRank(unsigned C) { return Ranks[C]; }
uint32_t contextAttributes(unsigned C) { return Attrs[C]; }

Context decoderContext(uint32_t Mask) {
  unsigned C = lookup(decoderAttributes(Mask));
  return C == NumContexts ? IC : Context(C);
}

const ContextSet &contextsCovered(Context Own, Widening How) {
  return coverTable().Sets[Own * 16 + CoverTable::key(How)];
}

const ContextSet &longModeContexts() { return coverTable().LongMode; }

ContextError instructionContext(const ContextFields &F, Context &Out) {
  uint32_t Prefix = F.Prefix == ContextFields::PD   ? OpSize
                    : F.Prefix == ContextFields::XS ? XS
                    : F.Prefix == ContextFields::XD ? XD
                                                    : 0;
  uint32_t A = 0;
  if (F.Encoding == ContextFields::Evex) {
    if (F.L && F.L2)
      return ContextError::LAndL2;
    if (F.NF) {
      A = Evex | NF | (F.Prefix == ContextFields::PD ? OpSize : F.W ? W : 0) | (F.B ? B : 0);
    } else {
      if (F.Prefix == ContextFields::NoPrefix || F.Prefix > ContextFields::PS)
        return ContextError::NoPrefix;
      uint32_t Length = F.EncodeRC ? 0 : F.L ? L : F.L2 ? L2 : 0;
      if (!Length && !F.W && Prefix && F.AdSize == 2)
        A = Evex | AdSize | Prefix;
      else
        A = Evex | Length | (F.W ? W : 0) | Prefix | (F.KZ ? KZ : F.K ? K : 0) | (F.B ? B : 0) |
            (F.U && F.EncodeRC ? U : 0);
    }
  } else if (F.Encoding == ContextFields::Vex || F.Encoding == ContextFields::Xop) {
    if (F.Prefix == ContextFields::NoPrefix || F.Prefix > ContextFields::PS)
      return ContextError::NoPrefix;
    A = Vex | (F.L ? L : 0) | (F.W ? W : 0) | Prefix;
  } else {
    bool Long = F.In64BitMode || F.W || F.AdSize == 3;
    uint32_t Have = (F.W ? W : 0) | (F.OpSize == 1 || F.Prefix == ContextFields::PD ? OpSize : 0) |
                    (F.AdSize == (Long ? 2 : 1) ? AdSize : 0) | (Prefix & (XS | XD)) |
                    (F.ExplicitRex2 ? Rex2 : 0);
    Out = Long ? pick(LongPicks, Have | Bit64) : pick(ShortPicks, Have);
    return ContextError::None;
  }
  unsigned C = lookup(A);
  if (C == NumContexts)
    return ContextError::NoSuchContext;
  Out = Context(C);
  return ContextError::None;
}

} // namespace tblgen::codegen::x86
