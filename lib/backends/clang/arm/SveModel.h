//===- SveModel.h - The intrinsics of arm_sve.td and arm_sme.td -*- C++ -*-===//
//
// The model shared by the -gen-arm-sve-* and -gen-arm-sme-* backends: every
// Inst record expanded into one intrinsic per type spec of its Types string
// (plus an overloaded short form when its name has [optional] parts), with
// the C type, builtin type code, mangled names, type flags and immediate
// checks of each.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::armsve {

/// What an element of an SVE type is.
enum class EltKind : uint8_t {
  Invalid,
  Void,
  Float,
  SInt,
  UInt,
  BFloat16,
  MFloat8,
  Svcount,
  PrefetchOp,
  Pattern,
  Predicate,
  Fpm
};

/// One operand or result type: a type spec ("Uc", "h", ...) with one
/// prototype modifier applied.
struct VType {
  EltKind Kind = EltKind::Invalid;
  bool Imm = false, Const = false, Ptr = false, Default = false, Scalable = true;
  unsigned Width = 128;
  unsigned Elt = ~0u;
  unsigned Vecs = 1;

  /// Type spec Spec with modifier Mod, as a tuple of NumVecs vectors.
  static VType make(std::string_view Spec, char Mod, unsigned NumVecs = 1);

  bool isScalarPredicate() const { return Kind == EltKind::Predicate && Vecs == 0; }
  unsigned lanes() const { return Kind == EltKind::Predicate ? 16 : Width / Elt; }
  /// The C spelling in arm_sve.h ("svint8_t", "uint64_t", "void const *").
  std::string cName() const;
  /// The builtin type code of Builtins.def ("q16Sc", "UWi", "vC*").
  std::string code() const;
  /// The name suffix ("s8", "bf16", "b", "c") a {d}-style template becomes.
  std::string suffix() const;
};

/// The element types of the svreinterpret_* cross product (type spec,
/// name suffix), in the order the tables list them.
inline constexpr std::pair<const char *, const char *> ReinterpretTypes[] = {
    {"c", "s8"},   {"Uc", "u8"},  {"m", "mf8"}, {"s", "s16"},  {"Us", "u16"},
    {"i", "s32"},  {"Ui", "u32"}, {"l", "s64"}, {"Ul", "u64"}, {"h", "f16"},
    {"b", "bf16"}, {"f", "f32"},  {"d", "f64"}};
/// The name suffixes of 1- to 4-vector tuples.
inline constexpr std::string_view TupleSuffix[] = {"", "_x2", "_x3", "_x4"};

/// One immediate operand check.
struct ImmCheck {
  unsigned Arg;
  int64_t Kind;
  unsigned EltBits;
  bool Implicit; ///< added for a pattern or prefetch operand
};

/// One expanded intrinsic.
struct Intrinsic {
  const Record *Def;
  std::string_view Name; ///< as written, with [..] and {..}
  std::string_view Proto;
  std::string_view LLVMName;
  std::string Spec; ///< its type spec
  bool Overloaded;  ///< the short form (name without [..] parts)
  std::string_view SVEGuard, SMEGuard; ///< in the Model
  std::string_view MergeSuffix;        ///< in the Model
  std::vector<VType> Types; ///< result, then parameters
  uint64_t Flags = 0;
  bool SetsFPMR = false;
  std::vector<ImmCheck> Checks;
  std::string FullName; ///< set by Model::build

  /// The full name (brackets dropped, templates replaced, suffixes added).
  const std::string &fullName() const { return FullName; }
  /// The name the header declares: fullName() or the short form.
  std::string declName() const;
  /// The LLVM intrinsic name with its templates replaced.
  std::string llvmName() const;
  /// Builtin type string: result then parameters.
  std::string builtinCode() const;
  /// The target guard of TARGET_BUILTIN.
  std::string guard() const;
  bool has(uint64_t Flag) const { return (Flags & Flag) != 0; }

private:
  std::string expand(std::string S) const;
};

/// The named values of the EltType, MemEltType, FlagType, MergeType and
/// ImmCheckType records, and every intrinsic.
class Model {
public:
  /// Builds the model; false (after an error) when a record is malformed.
  bool build(const RecordKeeper &RK, bool WithIntrinsics = true);

  /// Name -> value, in getAllDerivedDefinitions order.
  using NamedValues = std::vector<std::pair<std::string, uint64_t>>;
  NamedValues EltTypes, MemEltTypes, FlagTypes, MergeTypes, ImmCheckTypes;

  /// All intrinsics in expansion order (records by name, type specs sorted);
  /// a deque: growing never holds two copies.
  std::deque<Intrinsic> Intrinsics;

  uint64_t flag(std::string_view Name) const;
  /// T.cName(), made once per distinct type.
  const std::string &cName(const VType &T) const;
  /// The name of ImmCheckType value V ("" when unknown).
  std::string immCheckName(int64_t V) const;
  /// Indices into Intrinsics, ordered by fullName() as llvm::sort orders them.
  std::vector<unsigned> byFullName() const;

  /// Flag values the backends test on every intrinsic (0 when undefined).
  uint64_t IsStreaming = 0, VerifyRuntimeMode = 0, IsStreamingCompatible = 0;

private:
  static uint64_t encode(uint64_t V, uint64_t Mask);
  uint64_t eltFlag(const VType &T);
  bool expand(const Record *R);
  uint64_t EltTypeMask = 0, MemEltTypeMask = 0, MergeTypeMask = 0, SplatOperandMask = 0,
           SetsFPMR = 0;
  /// ImmCheckType values of the checks added for pattern and prefetch operands.
  int64_t Check0_31 = 0, Check0_13 = 0;
  /// cName by packed type (kind, const, pointer, scalable, tuple size,
  /// width, element width); types that do not fit are not kept.
  mutable std::unordered_map<uint64_t, std::string> CNames;
  mutable std::string Scratch;
  /// Texts the intrinsics refer to (guards, merge suffixes), never moved.
  std::deque<std::string> Texts;
  /// eltFlag by element kind and width.
  std::map<std::pair<EltKind, unsigned>, uint64_t> EltFlags;
  std::map<std::string, uint64_t, std::less<>> FlagIndex;
  std::map<std::string, uint64_t, std::less<>> EltIndex;
};

} // namespace tblgen::armsve
