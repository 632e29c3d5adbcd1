//===- MveModel.h - The intrinsics of arm_mve.td and arm_cde.td -*- C++ -*-===//
//
// The model shared by the -gen-arm-mve-* and -gen-arm-cde-* backends: the
// scalar, vector, tuple, predicate and pointer types the records build,
// and one intrinsic per Intrinsic record and parameter type, with its
// argument types, immediate-argument bounds and the tree of IR-building
// steps its codegen dag describes.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tblgen {
class DagInit;
class Init;
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::armmve {

/// One type of an intrinsic's prototype.
struct MType {
  enum Shape : uint8_t { Void, Scalar, Vector, Tuple, Predicate, Pointer };
  enum Kind : uint8_t { Signed, Unsigned, Float };
  Shape S = Void;
  Kind K = Signed;
  unsigned Bits = 0;         ///< scalar width
  unsigned Count = 0;        ///< vector lanes, tuple registers, predicate lanes
  bool Const = false;        ///< pointer to const
  const MType *Of = nullptr; ///< vector element, tuple vector, pointee
  std::string Override;      ///< a scalar's own C name ("int", "unsigned")
  /// The names, set once when the type is made (Model::name).
  std::string Stem, CName, LLVMName;

  unsigned size() const;
  /// The C name without "_t" (int16x8, mve_pred16).
  const std::string &stem() const { return Stem; }
  const std::string &cName() const { return CName; }
  /// The C++ expression for the llvm::Type in clang's codegen.
  const std::string &llvmName() const { return LLVMName; }
  bool needsFloat() const;
  bool needsMVE() const;
  bool isInteger() const { return S == Scalar && K != Float; }
  static char letter(Kind K) { return K == Signed ? 's' : K == Unsigned ? 'u' : 'f'; }
};

struct Step;
/// Steps live in their Model (a deque, never moved) and refer to each other
/// by address.
using StepRef = Step *;

/// One step of an intrinsic's IR generation; steps form a graph through
/// their operands and 'seq' ordering.
struct Step {
  enum Kind : uint8_t {
    Arg,     ///< a builtin call argument
    Literal, ///< an integer constant
    IntCast, ///< Builder.CreateIntCast
    PtrCast, ///< Builder.CreatePointerCast
    Call,    ///< an IRBuilder method or helper (prefix + operands)
    Address, ///< Address(value, type, alignment)
    IRCall,  ///< a call of an IR intrinsic
    TypeRef, ///< an llvm::Type operand
    StrictFP ///< one of two steps, by the strict-fp state
  };
  Kind K;
  unsigned ArgNo = 0;
  bool IsAddress = false, IsImmediate = false;
  const MType *Ty = nullptr;
  uint32_t Value = 0;
  std::string_view Text; ///< Call prefix, IRCall intrinsic id (in the Model)
  std::vector<StepRef> Ops;
  /// Call operands passed as integers, by operand number, with their C type
  /// (in the Model; null for none).
  const std::map<unsigned, std::string> *IntOps = nullptr;
  std::vector<const MType *> IRTypes;     ///< IRCall overload types
  StepRef Standard = nullptr, Strict = nullptr; ///< StrictFP alternatives

  // Code generation state.
  StepRef After = nullptr; ///< the step a 'seq' puts before this one
  std::string Var;
  bool VarUsed = false;
  unsigned Visited = 0;

  /// The C type operand I of a Call is passed as, or null.
  const std::string *intOp(unsigned I) const {
    if (!IntOps)
      return nullptr;
    auto It = IntOps->find(I);
    return It == IntOps->end() ? nullptr : &It->second;
  }
};

/// Bounds of an immediate argument.
struct Immediate {
  bool FromBits = false; ///< 0 .. 2^Lo-1 instead of Lo .. Hi
  int64_t Lo = 0, Hi = 0;
  std::string Extra, ExtraArg;
  const MType *Ty = nullptr;
};

/// One ACLE intrinsic.
struct Intrinsic {
  std::string Full, Short;
  std::string Extension;
  bool PolymorphicOnly = false, NonEvaluating = false, HeaderOnly = false;
  const MType *Ret = nullptr;
  std::vector<const MType *> Args;
  std::map<unsigned, Immediate> Imms;
  StepRef Code = nullptr;
  std::map<std::string, std::string> Custom; ///< CustomCodegen assignments

  bool polymorphic() const { return Short != Full; }
  bool needsFloat() const;
  bool needsMVE() const;
  /// The Sema range checks ("" for none), each " ||"-joined, ';'-ended.
  std::string semaChecks() const;
};

class Model {
public:
  Model();

  /// Builds types and intrinsics (and, for the CDE backends, reads the
  /// FunctionMacro records); false after an error.
  bool build(const RecordKeeper &RK, bool WithMacros = false);

  /// PrimitiveType records by name.
  std::map<std::string, const MType *> Scalars;
  /// Intrinsics by full name.
  std::map<std::string, Intrinsic> Intrinsics;
  /// FunctionMacro records (CDE), in record order.
  std::vector<const Record *> Macros;

  const MType *vectorOf(const MType *Elt, unsigned Lanes);
  const MType *vectorOf(const MType *Elt) { return vectorOf(Elt, 128 / Elt->Bits); }
  const MType *tupleOf(const MType *Vec, unsigned Regs);

private:
  /// The classes the model tests records against (null when missing: no
  /// record is then derived from it).
  struct Classes {
    const Record *Immediate, *Unpromoted, *PrimitiveType, *ComplexType, *ComplexTypeOp, *Tuple,
        *Pointer, *ScaleSize, *Type, *StrictFPAlt, *IRBuilderBase, *IRIntBase, *IRBuilderIntParam,
        *NameOverride, *CustomCodegen, *ConstRange, *EltBit;
  };
  struct PairHash {
    size_t operator()(const std::pair<const void *, const MType *> &P) const {
      return std::hash<const void *>()(P.first) * 31 + std::hash<const void *>()(P.second);
    }
  };
  /// Names bound in the 'seq' being read and around it, latest last.
  using Scope = std::vector<std::pair<std::string_view, StepRef>>;

  static void name(MType &T);
  const MType *intern(MType T);
  const MType *u32();
  const MType *typeOf(const Record *R, const MType *Param);
  const MType *typeOf(const Init *I, const MType *Param);
  const MType *typeOf(const DagInit *D, const MType *Param);
  const MType *readType(const Record *R, const MType *Param);
  const MType *readType(const DagInit *D, const MType *Param);
  const MType *findScalar(MType::Kind K, unsigned Bits, const char *What);
  StepRef makeStep(Step::Kind K);
  StepRef literal(const MType *Ty, uint32_t V);
  StepRef stepFor(const DagInit *D, Scope &Names, const MType *Param);
  StepRef operand(const DagInit *D, unsigned I, Scope &Names, const MType *Param);
  StepRef call(const Record *Op, const std::vector<StepRef> &Ops, const MType *Param);
  struct IntrinsicFields;
  /// What a call step's operator record says, read at its first use.
  struct CallInfo {
    bool Read = false;
    const Record *Standard = nullptr, *Strict = nullptr;
    std::map<unsigned, std::string> IntOps;
    std::vector<const Record *> Params;
    std::string Text;
    bool AppendKind = false;
    std::string Suffixed[3]; ///< Text with "_s", "_u", "_f", by MType::Kind
  };
  void addIntrinsic(IntrinsicFields &F, const MType *Param);

  Classes C{};
  std::deque<MType> Types;
  std::map<std::tuple<uint8_t, uint8_t, unsigned, unsigned, bool, const MType *>, const MType *>
      Interned;
  std::unordered_map<const Record *, const MType *> ScalarOf;
  std::unordered_map<std::pair<const void *, const MType *>, const MType *, PairHash> TypeMemo;
  std::deque<Step> Steps;
  std::unordered_map<const Record *, CallInfo> Calls;
  MType VoidType;
  const MType *U32 = nullptr;
};

} // namespace tblgen::armmve
