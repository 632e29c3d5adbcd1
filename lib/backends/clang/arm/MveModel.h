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

  unsigned size() const;
  /// The C name without "_t" (int16x8, mve_pred16).
  std::string stem() const;
  std::string cName() const;
  /// The C++ expression for the llvm::Type in clang's codegen.
  std::string llvmName() const;
  bool needsFloat() const;
  bool needsMVE() const;
  bool isInteger() const { return S == Scalar && K != Float; }
  static char letter(Kind K) { return K == Signed ? 's' : K == Unsigned ? 'u' : 'f'; }
};

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
  std::string Text; ///< Call prefix, IRCall intrinsic id
  std::vector<std::shared_ptr<Step>> Ops;
  std::map<unsigned, std::string> IntOps; ///< Call operands passed as integers
  std::vector<const MType *> IRTypes;     ///< IRCall overload types
  std::shared_ptr<Step> Standard, Strict; ///< StrictFP alternatives

  // Code generation state.
  std::shared_ptr<Step> After; ///< the step a 'seq' puts before this one
  std::string Var;
  bool VarUsed = false;
  unsigned Visited = 0;
};
using StepRef = std::shared_ptr<Step>;

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
  StepRef Code;
  std::map<std::string, std::string> Custom; ///< CustomCodegen assignments

  bool polymorphic() const { return Short != Full; }
  bool needsFloat() const;
  bool needsMVE() const;
  /// The Sema range checks ("" for none), each " ||"-joined, ';'-ended.
  std::string semaChecks() const;
};

class Model {
public:
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
  const MType *intern(MType T);
  const MType *typeOf(const Record *R, const MType *Param);
  const MType *typeOf(const Init *I, const MType *Param);
  const MType *typeOf(const DagInit *D, const MType *Param);
  const MType *findScalar(MType::Kind K, unsigned Bits, const char *What);
  StepRef stepFor(const DagInit *D, const std::map<std::string, StepRef> &Scope,
                  const MType *Param);
  StepRef operand(const DagInit *D, unsigned I, const std::map<std::string, StepRef> &Scope,
                  const MType *Param);
  StepRef call(const Record *Op, std::vector<StepRef> Ops, const MType *Param);
  void addIntrinsic(const Record *R, const MType *Param);

  std::deque<MType> Types;
  MType VoidType;
};

} // namespace tblgen::armmve
