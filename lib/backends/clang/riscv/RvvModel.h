//===- RvvModel.h - The intrinsics of riscv_vector.td and friends -*- C++ -*-===//
//
// The model shared by the -gen-riscv-*vector-* backends: prototype
// descriptors (a base type, a vector modifier and type modifier bits, as
// clang's Sema tables encode them), the vector and scalar types they make
// from an element type and LMUL, and every intrinsic an RVVBuiltin record
// expands into (per element type, LMUL, masking and policy).
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::rvv {

/// One operand of a prototype, as clang's PrototypeDescriptor numbers it.
struct Desc {
  uint8_t PT = 0, VTM = 0, TM = 0;
  bool operator==(const Desc &O) const { return PT == O.PT && VTM == O.VTM && TM == O.TM; }
  bool operator!=(const Desc &O) const { return !(*this == O); }
  bool operator<(const Desc &O) const {
    return std::tie(PT, VTM, TM) < std::tie(O.PT, O.VTM, O.TM);
  }
};

/// Parses a prototype string ("vvUe", "(Log2EEW:3)Uv", ...).
std::vector<Desc> parseDescs(std::string_view S);

/// What an element is.
enum class Elt : uint8_t {
  Void,
  SizeT,
  Ptrdiff,
  ULong,
  SLong,
  Bool,
  SInt,
  UInt,
  Float,
  BFloat,
  F8E4M3,
  F8E5M2,
  Invalid
};

/// A type computed from an element type letter, an LMUL and a descriptor.
struct RType {
  Elt K = Elt::Invalid;
  unsigned Bits = 0;
  int Log2LMUL = 0;
  int Scale = 0; ///< -1: no legal scale; 0: scalar
  bool Ptr = false, Imm = false, Const = false, Tuple = false;
  unsigned NF = 0;

  /// Applies Letter (c s i l x f d y a b) at Log2LMUL and then D; empty
  /// when the result is not a legal type.
  static std::optional<RType> make(char Letter, int Log2LMUL, Desc D);
  std::string builtinStr() const;
  std::string typeStr() const;
  std::string clangBuiltinStr() const;
  std::string lmulStr() const;
};

/// The basic-type bit of a TypeRange letter (0 for an unknown letter).
unsigned typeBit(char Letter);

/// Tail and mask policy: agnostic (true) or undisturbed.
struct Policy {
  bool TailAgnostic = true, MaskAgnostic = true;
  /// The policy bits clang's codegen uses (bit 0 vta, bit 1 vma).
  unsigned bits() const { return (TailAgnostic ? 1 : 0) | (MaskAgnostic ? 2 : 0); }
  bool operator==(const Policy &O) const {
    return TailAgnostic == O.TailAgnostic && MaskAgnostic == O.MaskAgnostic;
  }
  /// Mask-agnostic first, then tail-undisturbed first.
  bool operator<(const Policy &O) const {
    if (MaskAgnostic != O.MaskAgnostic)
      return MaskAgnostic;
    return !TailAgnostic && O.TailAgnostic;
  }
};

enum Scheme : uint8_t { SchemeNone, HasPassthruOperand, HasPolicyOperand };

/// What a record's intrinsics of one masking and policy share: everything
/// but their types.
struct Variant {
  std::string_view BuiltinName, OverloadedName; ///< in the Expansion
  std::string_view IRName, ManualCodegen; ///< the record's texts
  bool Masked = false, MaskedOff = false, HasVL = false, BuiltinAlias = true;
  Scheme S = SchemeNone;
  Policy P;
  unsigned NF = 1;
  int64_t TWiden = 0;
  std::span<const int64_t> IntrinsicTypes; ///< in the Expansion

  bool hasPassthru() const { return S == HasPassthruOperand; }
  bool hasPolicyOperand() const { return S == HasPolicyOperand; }
};

/// One expanded intrinsic (a type, LMUL, masking and policy of a record):
/// its variant and its result and input types, TypeCount entries of
/// Expansion::TypeRefs from TypeStart.
struct Intrinsic {
  const Variant *V = nullptr;
  uint32_t TypeStart = 0, TypeCount = 0;
  const Variant *operator->() const { return V; }
};

/// The Sema description of one record.
struct SemaRecord {
  std::string Name, OverloadedName, Required;
  unsigned TypeMask = 0, LMULMask = 0, NF = 1;
  bool HasMasked, HasVL, MaskedOff, TailPolicy, MaskPolicy, FRM, AltFmt, Tuple;
  Scheme Unmasked, MaskedScheme;
  std::vector<Desc> Proto, Suffix, OverloadedSuffix;
};

/// The intrinsics of the RVVBuiltin records, with the names and operand
/// lists they share (their views point into Names and TypeLists, whose
/// elements never move). An intrinsic's types are indexes into Types, the
/// distinct types of the expansion: tens of thousands of intrinsics share a
/// few hundred types and a few thousand variants.
struct Expansion {
  std::deque<Intrinsic> Intrinsics;
  std::deque<Variant> Variants;
  std::deque<std::string> Names;
  std::deque<std::vector<int64_t>> TypeLists;
  std::vector<RType> Types;
  std::vector<uint16_t> TypeRefs;

  std::span<const uint16_t> typesOf(const Intrinsic &I) const {
    return {TypeRefs.data() + I.TypeStart, I.TypeCount};
  }
  /// The builtin's prototype string (the types' builtin strings joined).
  std::string builtinTypeStr(const Intrinsic &I) const;
};

/// Expands every RVVBuiltin record; SemaOut (optional) receives the Sema
/// record of each (but vsetvli/vsetvlimax); without WantIntrinsics only
/// those are made.
Expansion expand(const RecordKeeper &RK, std::vector<SemaRecord> *SemaOut = nullptr,
                 bool WantIntrinsics = true);

} // namespace tblgen::rvv
