//===- NeonModel.h - The intrinsics of arm_neon.td and friends --*- C++ -*-===//
//
// The model shared by -gen-arm-neon, -gen-arm-fp16, -gen-arm-bf16 and
// -gen-arm-neon-sema: NEON types (a type spec such as "QUs" with prototype
// modifiers applied), and one intrinsic per Inst record and type spec (or
// pair of type specs, for reinterprets), with its mangled builtin name,
// builtin type string, overload key and immediate checks.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class ListInit;
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::armneon {

/// How an intrinsic's name carries its type.
enum class NClass : uint8_t { None, I, S, W, B, L, NoTest, V };

/// One NEON type.
struct NType {
  enum Kind : uint8_t { Void, Float, SInt, UInt, Poly, BFloat16, MFloat8 };
  Kind K = Void;
  bool Imm = false, Const = false, Ptr = false;
  bool ScalarMangle = false, NoQMangle = false; ///< type spec 'S' / 'H'
  bool Fpm = false;                             ///< the fpm_t operand (a uint64_t)
  unsigned Bits = 0, Elt = 0, Vecs = 0;

  /// Type spec Spec with the prototype modifiers Mods applied.
  static NType make(std::string_view Spec, std::string_view Mods);
  /// Parses a typedef name ("uint32x2_t", "int64_t").
  static NType fromName(std::string_view Name);

  bool isValue() const { return K != Void && !Ptr; }
  bool isScalar() const { return isValue() && Vecs == 0; }
  bool isVector() const { return isValue() && Vecs > 0; }
  bool isInteger() const { return K == SInt || K == UInt; }
  bool isHalf() const { return K == Float && Elt == 16; }
  unsigned lanes() const { return Bits / Elt; }
  /// The C name ("uint8x8_t", "float32_t const *"), made once per distinct
  /// type and kept for the thread's life.
  const std::string &str() const;
  /// The builtin type code ("V8Sc", "vC*").
  std::string builtinStr() const;
  /// The NeonTypeFlags value (element kind, unsigned and quad flags).
  unsigned neonEnum() const;
  void makeInteger(unsigned Width, bool Signed) {
    K = Signed ? SInt : UInt;
    Imm = false;
    Elt = Width;
  }
  bool operator==(const NType &O) const { return str() == O.str(); }
};

/// An immediate check: argument, kind, element and vector width.
struct NImmCheck {
  int64_t Arg, Kind;
  unsigned EltBits, VecBits;
};

class Model;

/// One expanded intrinsic.
struct NIntrinsic {
  const Record *Def = nullptr;
  std::string Name;
  std::string OutSpec, InSpec;
  NClass CK = NClass::None;
  const ListInit *Body = nullptr;
  std::string ArchGuard, TargetGuard;
  bool Unavailable = false, BigEndianSafe = false;
  std::vector<NType> Types; ///< result, then parameters
  std::vector<NImmCheck> Checks;
  unsigned KeyType = 0;
  bool UseMacro = false;
  NType Base, InBase;

  // Header generation state.
  bool NeededEarly = false;
  std::string Postfix; ///< appended to the body's variable names
  std::set<NIntrinsic *> Deps;

  bool hasBody() const;
  unsigned numParams() const { return unsigned(Types.size() - 1); }
  bool hasImmediate() const;
  /// Whether a parameter or result is a scalar that is not an immediate.
  bool hasScalar() const;
  /// Whether no vector of more than one lane needs reversing on big endian.
  bool endianSafe() const;
  /// The builtin name suffix of T for class C ("s8", "i16", "f32", "").
  std::string typeCode(const NType &T, NClass C) const;
  /// Name mangled for class C (q, b/h/s/d and type suffixes).
  std::string mangle(const std::string &N, NClass C) const;
  /// The builtin's name (as ClassS when ForceS), made at the first call:
  /// the intrinsic is complete by then.
  const std::string &mangledName(bool ForceS = false) const;
  std::string builtinTypeStr() const;

private:
  mutable std::string Mangled[2];
  mutable bool HaveMangled[2] = {false, false};
};

class Model {
public:
  /// Expands every Inst record, in record order.
  void build(const RecordKeeper &RK);
  std::vector<NIntrinsic *> Defs;
  /// Intrinsics by unmangled name.
  std::map<std::string, std::deque<NIntrinsic>> ByName;
};

} // namespace tblgen::armneon
