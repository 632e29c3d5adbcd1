//===- IntrinsicModel.h - The intrinsics of an Intrinsics.td ----*- C++ -*-===//
//
// Reads the records deriving from class Intrinsic into a table that the
// intrinsic backends (-gen-intrinsic-enums, -gen-intrinsic-impl) emit from:
// names, target sets, memory effects, function and argument attributes,
// builtin names and pretty-printing information, with the consistency
// checks llvm-tblgen makes (name prefixes, duplicates, overload suffixes).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen::intrinsics {

/// How a function may access one kind of memory (LLVM's ModRefInfo).
enum ModRefInfo : uint8_t { NoModRef = 0, Ref = 1, Mod = 2, ModRef = 3 };

/// The memory locations that LLVM's MemoryEffects distinguishes, in order.
enum MemLocation : uint8_t {
  ArgMem,
  InaccessibleMem,
  ErrnoMem,
  OtherMem,
  TargetMem0,
  TargetMem1,
  NumMemLocations
};

/// LLVM's MemoryEffects: two bits (ModRefInfo) per location, location I in
/// bits 2I and 2I+1. The integer encoding is what the generated code passes
/// to MemoryEffects::createFromIntValue.
class MemoryEffects {
public:
  static constexpr uint32_t AllRef = 0x555; ///< Ref in every location.

  static MemoryEffects unknown() { return MemoryEffects(0xFFF); }
  static MemoryEffects none() { return MemoryEffects(0); }
  static MemoryEffects readOnly() { return MemoryEffects(AllRef); }
  static MemoryEffects writeOnly() { return MemoryEffects(AllRef << 1); }
  /// Only location L, with access MR.
  static MemoryEffects only(MemLocation L, ModRefInfo MR = ModRef) {
    return MemoryEffects(uint32_t(MR) << (2 * L));
  }

  ModRefInfo get(MemLocation L) const { return ModRefInfo((Bits >> (2 * L)) & 3); }
  MemoryEffects with(MemLocation L, ModRefInfo MR) const {
    return MemoryEffects((Bits & ~(3u << (2 * L))) | (uint32_t(MR) << (2 * L)));
  }
  /// Intersection: what both allow.
  MemoryEffects &operator&=(MemoryEffects O) {
    Bits &= O.Bits;
    return *this;
  }
  bool doesNotAccessMemory() const { return Bits == 0; }
  bool onlyReadsMemory() const { return (Bits & (AllRef << 1)) == 0; }
  bool onlyWritesMemory() const { return (Bits & AllRef) == 0; }
  uint32_t toIntValue() const { return Bits; }
  bool operator==(const MemoryEffects &O) const = default;

  /// "ArgMem: NoModRef, InaccessibleMem: ModRef, ..." as LLVM prints it.
  void print(OStream &OS) const;

private:
  explicit MemoryEffects(uint32_t B) : Bits(B) {}
  uint32_t Bits;
};

/// Parameter (or return value) attributes, in the order LLVM sorts them.
enum class ArgAttrKind : uint8_t {
  NoCapture,
  NoAlias,
  NoUndef,
  NonNull,
  Returned,
  ReadOnly,
  WriteOnly,
  ReadNone,
  ImmArg,
  Alignment,
  Dereferenceable,
  Range
};

/// One attribute of the value at attribute index Index (0 is the return
/// value, I > 0 is parameter I-1). Ordered by index, then kind and values.
struct IndexedArgAttr {
  uint32_t Index;
  ArgAttrKind Kind;
  uint64_t Value = 0;  ///< alignment, byte count, or range lower bound
  uint64_t Value2 = 0; ///< range upper bound
  auto operator<=>(const IndexedArgAttr &) const = default;
};

/// What an ArgInfo property says about one argument: the name to print it
/// under and the function that prints its immediate value (either may be
/// empty).
struct ArgPrettyInfo {
  unsigned ArgIdx; ///< parameter number (attribute index - 1)
  std::string_view Name;
  std::string_view Printer;
};

/// The defs deriving from each of Classes, in LessRecord order (as
/// RecordKeeper::getAllDerivedDefinitions returns them); none for a null
/// class.
std::vector<std::vector<const Record *>>
collectDerivedDefinitions(const RecordKeeper &Records, std::span<const Record *const> Classes);

/// The yes/no properties of an intrinsic: those IntrProperties set
/// (IntrinsicFlags.def), and Overloaded (from its TypeInfo).
enum class IntrinsicFlag : uint8_t {
#define INTRINSIC_FLAG(Id, Property, Attribute) Id,
#include "backends/intrinsics/IntrinsicFlags.def"
  Overloaded,
};

/// One intrinsic.
struct CodeGenIntrinsic {
  const Record *TheDef = nullptr;
  const Record *TypeInfo = nullptr; ///< the TypeInfoGen record
  std::string_view Name;        ///< "llvm.bswap"
  std::string_view EnumName;    ///< "bswap"
  std::string_view TargetPrefix; ///< "" for target independent intrinsics
  std::string_view ClangBuiltinName;
  std::string_view MSBuiltinName;

  MemoryEffects ME = MemoryEffects::unknown();
  unsigned SDProperties = 0; ///< SDNP* bits
  uint32_t Flags = 0;        ///< IntrinsicFlag bits

  bool has(IntrinsicFlag F) const { return Flags >> unsigned(F) & 1; }
  void setFlag(IntrinsicFlag F, bool On = true) {
    Flags = On ? Flags | (1u << unsigned(F)) : Flags & ~(1u << unsigned(F));
  }

  /// The argument attributes, sorted (see IndexedArgAttr); a slice of the
  /// table's attribute pool.
  std::span<const IndexedArgAttr> ArgAttrs;
  /// ArgInfo properties in the order they were given.
  std::vector<ArgPrettyInfo> PrettyArgs;

  /// The memory effects as the attributes state them: IntrHasSideEffects
  /// turns "no memory access" back into "unknown".
  MemoryEffects getEffectiveME() const {
    return ME.doesNotAccessMemory() && has(IntrinsicFlag::HasSideEffects) ? MemoryEffects::unknown()
                                                                           : ME;
  }
  /// Has any function attribute (nounwind counts: it is the absence of
  /// Throws).
  bool hasFnAttributes() const;
};

/// All intrinsics, sorted as llvm-tblgen sorts them: target independent
/// ones first, then by name (and record ID), and grouped into target sets.
class CodeGenIntrinsicTable {
public:
  struct TargetSet {
    std::string_view Name;
    size_t Offset;
    size_t Count;
  };

  /// Builds the table; reports errors as llvm-tblgen does (fatal ones throw).
  explicit CodeGenIntrinsicTable(const RecordKeeper &Records);
  CodeGenIntrinsicTable(const CodeGenIntrinsicTable &) = delete;
  CodeGenIntrinsicTable &operator=(const CodeGenIntrinsicTable &) = delete;

  size_t size() const { return Intrinsics.size(); }
  const CodeGenIntrinsic &operator[](size_t I) const { return Intrinsics[I]; }
  std::span<const CodeGenIntrinsic> all() const { return Intrinsics; }
  std::span<const CodeGenIntrinsic> operator[](const TargetSet &Set) const {
    return std::span<const CodeGenIntrinsic>(Intrinsics).subspan(Set.Offset, Set.Count);
  }
  /// The target sets; the first is the target independent one (name "").
  std::span<const TargetSet> getTargets() const { return Targets; }

private:
  class Builder;

  std::vector<CodeGenIntrinsic> Intrinsics;
  std::vector<TargetSet> Targets;
  std::vector<IndexedArgAttr> AttrPool;
  /// Storage for derived names ("llvm." + enum name with '_' -> '.').
  std::vector<std::unique_ptr<char[]>> NameChunks;
};

/// Reads every intrinsic as the table does and drops it: llvm-tblgen builds
/// the intrinsic table in every backend that reads patterns (-gen-dag-isel,
/// -gen-fast-isel, -gen-global-isel, -gen-instr-info, -gen-instr-docs), so
/// a malformed intrinsic is an error there too, before the register classes
/// are read.
void checkIntrinsics(const RecordKeeper &Records);

} // namespace tblgen::intrinsics
